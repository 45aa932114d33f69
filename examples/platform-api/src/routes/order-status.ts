import { timingSafeEqual } from 'node:crypto';
import { orderStatusAuthenticate, orderStatusInfo } from '@vitrine/api-client';
import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app';
import { clientAddress } from '../client-address';
import { CHECKOUT_ERROR, checkoutFailure } from '../checkout/checkout-errors';
import { honoPath } from '../checkout/hono-path';
import { orderByToken } from '../checkout/order-store';
import { placedOrderResult } from '../checkout/order-view';
import { ok } from '../errors';
import { bucketOf, hit, RATE_LIMITS, release } from '../rate-limit';
import { parseBody, parseQuery } from '../validate';

/** Constant-time equality of two secrets. */
export function sameSecret(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Registers the order-status calls (001 §7): info needs the order's access key in query `key`
 * (001 §6); authenticate trades the order's e-mail for that key.
 */
export function register(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps;

  app.get(honoPath(orderStatusInfo.path), async (c) => {
    const query = parseQuery(c, orderStatusInfo.query);
    const order = await orderByToken(db, c.get('shop').id, c.req.param('orderToken') ?? '');
    if (!query.key) {
      throw checkoutFailure(
        401,
        CHECKOUT_ERROR.accessKeyRequired,
        'An access key is required to see this order.',
        {
          access_key_allowed: true,
        },
      );
    }
    if (!sameSecret(order.accessKey, query.key)) {
      throw checkoutFailure(
        403,
        CHECKOUT_ERROR.accessKeyInvalid,
        'The access key is not valid for this order.',
      );
    }
    return ok(c, placedOrderResult(order, order.token));
  });

  app.post(honoPath(orderStatusAuthenticate.path), async (c) => {
    const body = await parseBody(c, orderStatusAuthenticate.body);
    const shopId = c.get('shop').id;
    const now = deps.options.now();
    // Rate limits (docs/decisions/0628): every attempt per client address, unknown orders included;
    // failures per order, counted before the e-mail is checked and given back when it was right.
    const address = clientAddress(c);
    const { orderEmailAttemptsPerClient: perClient, orderEmailFailuresPerOrder: perOrder } = RATE_LIMITS;
    if (address) await hit(db, perClient, bucketOf(perClient, shopId, address), now);
    const order = await orderByToken(db, shopId, c.req.param('orderToken') ?? '');
    const attempt = await hit(db, perOrder, bucketOf(perOrder, shopId, order.token), now);
    if (body.email.trim().toLowerCase() !== order.email.trim().toLowerCase()) {
      throw checkoutFailure(403, CHECKOUT_ERROR.orderEmailMismatch, 'The e-mail does not match this order.');
    }
    await release(db, attempt);
    return ok(c, { access_key: order.accessKey });
  });
}
