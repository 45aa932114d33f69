import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app';
import { CHECKOUT_ERROR } from '../checkout/checkout-errors';
import { fail, ok } from '../errors';
import { finishPendingPayment } from './finish';
import { transactionByReference } from './transactions';

/** Path of the confirm endpoint (3-D Secure step and sandbox approval pages). */
export const CONFIRM_PATH = '/api/dev/payments/:reference/confirm.json';

/**
 * Registers the dev-only confirm endpoint that stands for the 3-D Secure page of the test gateway
 * and the approval pages of the sandbox providers: `?outcome=decline` refuses, anything else
 * approves. A browser (Accept: text/html) is redirected to the storefront; others get JSON.
 */
export function registerDevPaymentRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  app.get(CONFIRM_PATH, async (c) => {
    if (!deps.options.devEndpoints) return fail(c, 404, 'not found', { error_code: 'NOT_FOUND' });
    const transaction = await transactionByReference(deps.db, c.req.param('reference'));
    if (!transaction) return fail(c, 404, 'payment not found', { error_code: CHECKOUT_ERROR.notFound });
    const finished = await finishPendingPayment(deps, transaction, c.req.query('outcome') !== 'decline');
    if (c.req.header('accept')?.includes('text/html')) return c.redirect(finished.redirect_url, 302);
    return ok(c, finished);
  });
}
