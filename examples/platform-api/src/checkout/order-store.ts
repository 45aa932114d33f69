import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import { IDEMPOTENCY_ABANDONED_MS } from '../cart/idempotency';
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

/** What claiming an order's additional balance for a payment found. */
export type BalanceClaim = 'claimed' | 'changed' | 'processing';

/** A claim started before this belongs to a request that died: it is taken over (as idempotency claims, decision 0262). */
function abandonedBefore(now: Date): Date {
  return new Date(now.getTime() - IDEMPOTENCY_ABANDONED_MS);
}

/** No payment of the balance under way: none claimed it, or its claim was abandoned. */
function noLiveClaim(now: Date) {
  return or(isNull(orders.additionalClaimedAt), lt(orders.additionalClaimedAt, abandonedBefore(now)));
}

/**
 * Claims the additional balance of an order for one payment (001 §2 checkout-additional), while it
 * is still the balance the shopper saw and no other payment of it is under way: `changed` when
 * the balance is no longer that (or paid), `processing` when another payment holds it.
 */
export async function claimBalance(db: Db, order: OrderRow, now: Date): Promise<BalanceClaim> {
  const claimed = await db
    .update(orders)
    .set({ additionalClaimedAt: now })
    .where(
      and(
        eq(orders.id, order.id),
        eq(orders.additionalBalance, order.additionalBalance),
        gt(orders.additionalBalance, 0),
        noLiveClaim(now),
      ),
    )
    .returning({ id: orders.id });
  if (claimed.length > 0) return 'claimed';
  const current = await orderById(db, order.id);
  const same = current !== undefined && current.additionalBalance === order.additionalBalance;
  return same && order.additionalBalance > 0 ? 'processing' : 'changed';
}

/** Lets go of a claim whose payment did not take the balance (declined, pending, failed). */
export async function releaseBalance(db: Db, order: OrderRow): Promise<void> {
  await db.update(orders).set({ additionalClaimedAt: null }).where(eq(orders.id, order.id));
}

/**
 * Sets the additional balance of an order to 0 (paid) when it is still `amount`: by the payment
 * holding its claim (`claimed`), or by a confirmed 3-D Secure payment while no other payment
 * holds it. Returns the paid order, or undefined when the balance could not take the payment.
 */
export async function settleBalance(
  db: Db,
  order: OrderRow,
  amount: number,
  now: Date,
  claimed: boolean,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ additionalBalance: 0, additionalClaimedAt: null })
    .where(
      and(
        eq(orders.id, order.id),
        eq(orders.additionalBalance, amount),
        gt(orders.additionalBalance, 0),
        claimed ? undefined : noLiveClaim(now),
      ),
    )
    .returning();
  return row;
}
