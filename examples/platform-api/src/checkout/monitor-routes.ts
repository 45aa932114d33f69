import { checkoutErrorMonitor } from '@vitrine/api-client';
import { and, desc, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app';
import { checkoutErrors } from '../db/schema/index';
import { fail, ok } from '../errors';
import { resolveShop } from '../shop';
import { parseBody } from '../validate';

/** Path of the dev list of stored checkout errors. */
export const CHECKOUT_ERRORS_DEV_PATH = '/api/dev/checkout-errors.json';

/** Registers the checkout error monitor (001 §7) and its dev-only list. */
export function registerMonitorRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps;

  app.post(checkoutErrorMonitor.path, async (c) => {
    const body = await parseBody(c, checkoutErrorMonitor.body);
    await db.insert(checkoutErrors).values({
      shopId: c.get('shop').id,
      checkoutToken: body.checkout_token ?? null,
      cartToken: body.cart_token ?? null,
      extra: body.extra,
      createdAt: deps.options.now(),
    });
    return c.json({ code: 200, success: true });
  });

  /** Lists stored reports, newest first: of the request's shop when one resolves, else all; `checkout_token` filters. */
  app.get(CHECKOUT_ERRORS_DEV_PATH, async (c) => {
    if (!deps.options.devEndpoints) return fail(c, 404, 'not found', { error_code: 'NOT_FOUND' });
    const shop = await resolveShop(db, c.req.raw.headers, c.req.url);
    const token = c.req.query('checkout_token');
    const conditions = [
      ...(shop ? [eq(checkoutErrors.shopId, shop.id)] : []),
      ...(token ? [eq(checkoutErrors.checkoutToken, token)] : []),
    ];
    const rows = await db
      .select()
      .from(checkoutErrors)
      .where(conditions.length ? and(...conditions) : undefined)
      .orderBy(desc(checkoutErrors.id))
      .limit(500);
    return ok(
      c,
      rows.map((row) => ({
        id: row.id,
        shop_id: row.shopId,
        checkout_token: row.checkoutToken,
        cart_token: row.cartToken,
        extra: row.extra,
        created_at: row.createdAt.toISOString(),
      })),
    );
  });
}
