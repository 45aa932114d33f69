import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { carts, checkouts, orders, paymentTransactions, variants } from '../db/schema/index';
import type { CheckoutAddress } from '../db/schema/index';
import { randomToken } from '../passwords';
import type { PaymentMethodRow } from '../payments/payment-methods';
import { alreadyCompleted, CHECKOUT_ERROR, checkoutFailure } from './checkout-errors';
import type { PricedCheckout } from './checkout-pricing';
import type { CheckoutRow } from './checkout-store';
import { assertOrderLimit } from './checkout-store';
import { couponFailure } from './coupon-routes';
import { recordDiscountUse } from './discount-store';
import type { OrderRow } from './order-view';
import { orderLinesOf, orderTotalsOf } from './totals-view';

/** Number of the first order of a shop (its name is `#1001`). */
export const FIRST_ORDER_NUMBER = 1001;

/** Numbers tried for one order before giving up: each is lost only to an order committed meanwhile. */
export const ORDER_NUMBER_ATTEMPTS = 20;

/** The thank-you page of a checkout (001 §4: step thank_you). */
export function thankYouUrl(checkoutToken: string): string {
  return `/checkouts/${encodeURIComponent(checkoutToken)}?step=thank_you`;
}

/** How, and by whom, the order was paid. */
export interface OrderPayment {
  method: PaymentMethodRow;
  transactionReference: string;
  billingAddress: CheckoutAddress | null;
  /**
   * The customer the paying request proved with its token, or null: a guest order (decision 0627,
   * 0163 "linked to a customer only when the request proves it"). Never the checkout's customer id
   * alone: a signed-out customer's may still be on it.
   */
  customerId: number | null;
}

/** The billing address the order keeps (001 §5: the billing address with its name emptied, or none). */
export function billingFor(isUsingSameAddress: boolean | undefined, billing: CheckoutAddress | undefined) {
  if (isUsingSameAddress !== false || !billing) return null;
  return { ...billing, name: '' };
}

/**
 * Places the order of a paid checkout in one transaction: the order with its frozen lines and
 * totals, stock taken, the discount use counted, the cart marked completed (later cart calls
 * answer CHECKOUT_CART_COMPLETED), the checkout moved to thank_you.
 * @throws HttpError 409 when the checkout already has an order, or a line ran out of stock; 400
 *   DISCOUNT_USED when the code's last use went to another order; 403 ORDER_LIMIT_REACHED
 */
export async function placeOrder(
  db: Db,
  checkout: CheckoutRow,
  priced: PricedCheckout,
  payment: OrderPayment,
  now: Date,
): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(checkouts).where(eq(checkouts.id, checkout.id)).for('update');
    if (!locked || locked.orderId !== null) throw alreadyCompleted();
    // Counted again under the shop's lock: two orders paid at once may not both take the last one.
    await assertOrderLimit(tx, checkout.shopId, { lock: true });
    for (const line of priced.lines) {
      if (line.quantity_available === null) continue;
      const taken = await tx
        .update(variants)
        .set({ quantity: sql`${variants.quantity} - ${line.qty}` })
        .where(and(eq(variants.id, line.variant_id), gte(variants.quantity, line.qty)))
        .returning({ id: variants.id });
      if (taken.length === 0) {
        throw checkoutFailure(409, CHECKOUT_ERROR.itemOutOfStock, 'item out of stock', {
          stock_can_not_fulfill: [{ item_id: line.item_id, variant_id: line.variant_id }],
        });
      }
    }
    const discount = priced.discount?.ok ? priced.discount.rule : undefined;
    // The code's last use may have gone to another order since this one was priced: the order is
    // refused with 001 §8's used-code message (its charge is then given back by the caller).
    if (discount && !(await recordDiscountUse(tx, discount.id))) throw couponFailure('used', discount.code);
    let order: OrderRow | undefined;
    // The shop's next number is its highest + 1. Two shoppers ordering at once compute the same
    // one; the unique index (shop, number) lets one of them have it and the other, finding it
    // taken by a committed order, reads the highest again (a new statement sees that order) and
    // takes the next. Never a 500 after the card was charged.
    for (let attempt = 0; attempt < ORDER_NUMBER_ATTEMPTS && !order; attempt++) {
      const [last] = await tx
        .select({ number: sql<number>`coalesce(max(${orders.number}), ${FIRST_ORDER_NUMBER - 1})::int` })
        .from(orders)
        .where(eq(orders.shopId, checkout.shopId));
      const number = (last?.number ?? FIRST_ORDER_NUMBER - 1) + 1;
      [order] = await tx
        .insert(orders)
        .values({
          shopId: checkout.shopId,
          checkoutId: checkout.id,
          checkoutToken: checkout.token,
          token: randomToken('ord', 18),
          number,
          name: `#${number}`,
          email: locked.email ?? '',
          phone: locked.phone,
          customerId: payment.customerId,
          currency: priced.money.currency,
          lineItems: orderLinesOf(priced),
          totals: orderTotalsOf(priced),
          shippingAddress: locked.shippingAddress,
          billingAddress: payment.billingAddress,
          shippingMethod: priced.shippingMethod ?? null,
          discountCode: discount?.code ?? null,
          paymentMethod: payment.method.code,
          paymentMethodTitle: payment.method.title,
          transactionReference: payment.transactionReference,
          accessKey: randomToken('ak', 18),
          createdAt: now,
        })
        .onConflictDoNothing({ target: [orders.shopId, orders.number] })
        .returning();
    }
    if (!order) throw new Error(`no free order number after ${ORDER_NUMBER_ATTEMPTS} attempts`);
    await tx
      .update(carts)
      .set({ completedAt: now, updatedAt: now })
      .where(and(eq(carts.id, checkout.cartId), isNull(carts.completedAt)));
    await tx
      .update(checkouts)
      .set({
        orderId: order.id,
        step: 'thank_you',
        paymentMethodId: payment.method.id,
        billingAddress: payment.billingAddress,
        isUsingSameAddress: payment.billingAddress === null,
        processStatus: 'completed',
        processRedirectUrl: thankYouUrl(checkout.token),
        processError: null,
        updatedAt: now,
      })
      .where(eq(checkouts.id, checkout.id));
    await tx
      .update(paymentTransactions)
      .set({ orderId: order.id, updatedAt: now })
      .where(eq(paymentTransactions.reference, payment.transactionReference));
    return order;
  });
}
