import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orders } from '../db/schema/index';
import { CHECKOUT_ERROR, checkoutFailure } from './checkout-errors';
import type { OrderRow } from './order-view';

/**
 * The order of a shop by its public token.
 * @throws HttpError 404 ORDER_NOT_FOUND
 */
export async function orderByToken(db: Db, shopId: number, token: string): Promise<OrderRow> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.shopId, shopId), eq(orders.token, token)));
  if (!order) throw checkoutFailure(404, CHECKOUT_ERROR.orderNotFound, 'order not found');
  return order;
}

/** The order by id, or undefined. */
export async function orderById(db: Db, id: number): Promise<OrderRow | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  return order;
}

/** Sets the additional balance of an order to 0 (paid). */
export async function settleBalance(db: Db, order: OrderRow): Promise<OrderRow> {
  const [row] = await db
    .update(orders)
    .set({ additionalBalance: 0 })
    .where(eq(orders.id, order.id))
    .returning();
  return row ?? order;
}
