import { and, eq, sql } from 'drizzle-orm';
import { findCartByCheckoutToken } from '../cart/cart-view';
import type { CartRow } from '../cart/cart-view';
import type { Db } from '../db/client';
import { checkouts, orders, shopCheckoutSettings } from '../db/schema/index';
import type { Shop } from '../shop';
import { CHECKOUT_ERROR, checkoutFailure } from './checkout-errors';

/** A checkout row. */
export type CheckoutRow = typeof checkouts.$inferSelect;
/** Checkout rules of a shop. */
export type ShopCheckoutConfig = typeof shopCheckoutSettings.$inferSelect;

/** A checkout with its cart. */
export interface LoadedCheckout {
  cart: CartRow;
  checkout: CheckoutRow;
}

/**
 * The checkout of `token` (the cart's checkout_token) in `shop`, created on first use. Tokens
 * of other shops are unknown here (tenant isolation).
 * @throws HttpError 404 CHECKOUT_NOT_FOUND
 */
export async function loadCheckout(db: Db, shop: Shop, token: string): Promise<LoadedCheckout> {
  const cart = await findCartByCheckoutToken(db, shop.id, token);
  if (!cart) throw checkoutFailure(404, CHECKOUT_ERROR.notFound, 'checkout not found');
  const existing = await db.select().from(checkouts).where(eq(checkouts.cartId, cart.id)).limit(1);
  if (existing[0]) return { cart, checkout: existing[0] };
  await db
    .insert(checkouts)
    .values({ shopId: shop.id, cartId: cart.id, token, customerId: cart.customerId })
    .onConflictDoNothing();
  const [checkout] = await db.select().from(checkouts).where(eq(checkouts.cartId, cart.id)).limit(1);
  if (!checkout) throw new Error('checkout row missing after insert');
  return { cart, checkout };
}

/** Saves changes of a checkout and returns the new row. */
export async function saveCheckout(
  db: Db,
  checkout: CheckoutRow,
  changes: Partial<typeof checkouts.$inferInsert>,
  now: Date,
): Promise<CheckoutRow> {
  const [row] = await db
    .update(checkouts)
    .set({ ...changes, updatedAt: now })
    .where(eq(checkouts.id, checkout.id))
    .returning();
  return row ?? checkout;
}

/** Checkout rules of a shop; a shop without a row is a live shop without limit. */
export async function shopCheckoutConfig(db: Db, shopId: number): Promise<ShopCheckoutConfig> {
  const [row] = await db.select().from(shopCheckoutSettings).where(eq(shopCheckoutSettings.shopId, shopId));
  return row ?? { shopId, testMode: false, orderLimit: null, defaultCountry: 'US' };
}

/**
 * Refuses checkouts of a shop whose order limit is reached (001 §4: a fetch returning 403 sends
 * the shopper to /limit-order). `lock` counts under the shop's lock (placeOrder's transaction).
 * @throws HttpError 403 ORDER_LIMIT_REACHED
 */
export async function assertOrderLimit(
  db: Db,
  shopId: number,
  options: { lock?: boolean } = {},
): Promise<void> {
  const config = await shopCheckoutConfig(db, shopId);
  if (config.orderLimit === null) return;
  if (options.lock) {
    // Inside placeOrder's transaction: the shop's settings row is locked first, so of two orders
    // placed at once the second waits and then counts the first's (a new statement sees it).
    await db
      .select({ shopId: shopCheckoutSettings.shopId })
      .from(shopCheckoutSettings)
      .where(eq(shopCheckoutSettings.shopId, shopId))
      .for('update');
  }
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(eq(orders.shopId, shopId));
  if ((row?.count ?? 0) >= config.orderLimit) {
    throw checkoutFailure(403, CHECKOUT_ERROR.orderLimit, 'The shop has reached its order limit.');
  }
}

/** The order placed from a checkout, if any. */
export async function orderOfCheckout(db: Db, checkout: CheckoutRow) {
  if (checkout.orderId === null) return undefined;
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, checkout.orderId), eq(orders.shopId, checkout.shopId)));
  return order;
}
