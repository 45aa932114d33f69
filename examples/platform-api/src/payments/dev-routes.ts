import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app';
import { CHECKOUT_ERROR } from '../checkout/checkout-errors';
import { fail, HttpError, ok } from '../errors';
import type { FinishedPayment } from './finish';
import { finishPendingPayment, returnPageOf } from './finish';
import { transactionByReference } from './transactions';

/** Path of the confirm endpoint (3-D Secure step and sandbox approval pages). */
export const CONFIRM_PATH = '/api/dev/payments/:reference/confirm.json';

/**
 * Registers the dev-only confirm endpoint that stands for the 3-D Secure page of the test gateway
 * and the approval pages of the sandbox providers: `?outcome=decline` refuses, anything else
 * approves. A browser (Accept: text/html) is redirected to the storefront page of the payment,
 * also when it is refused; others get JSON.
 */
export function registerDevPaymentRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  app.get(CONFIRM_PATH, async (c) => {
    if (!deps.options.devEndpoints) return fail(c, 404, 'not found', { error_code: 'NOT_FOUND' });
    const transaction = await transactionByReference(deps.db, c.req.param('reference'));
    if (!transaction) return fail(c, 404, 'payment not found', { error_code: CHECKOUT_ERROR.notFound });
    const browser = c.req.header('accept')?.includes('text/html') === true;
    let finished: FinishedPayment;
    try {
      finished = await finishPendingPayment(deps, transaction, c.req.query('outcome') !== 'decline');
    } catch (error) {
      // A refusal (the total changed, the code used up, the order placed or the offer taken by
      // another payment, the URL followed twice) sends a browser back to the payment's own page,
      // which reads there what became of it (decisions 0164, 0247; 001 §2 routes), not to JSON.
      const page = browser && error instanceof HttpError ? await returnPageOf(deps, transaction) : undefined;
      if (page === undefined) throw error;
      return c.redirect(page, 302);
    }
    if (browser) return c.redirect(finished.redirect_url, 302);
    return ok(c, finished);
  });
}
