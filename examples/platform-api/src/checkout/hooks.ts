import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { AppHooks } from '../app';
import type { CartDiscount, CartDiscountInput } from '../cart/cart-view';
import { orders } from '../db/schema/index';
import { withCollections } from './checkout-lines';
import { checkDiscount, DISCOUNT_ERROR_CODES, overriddenDiscount, priceRule } from './discount-rules';
import { findDiscountCode } from './discount-store';
import { moneyOf } from './money';
import { orderView } from './order-view';
import { computeTotals } from './totals';

/**
 * The cart's discount (000 §7 cart: price_rule, error_code): the code the cart carries, checked
 * and priced like the checkout does, without shipping or tax.
 */
export async function cartDiscount(input: CartDiscountInput): Promise<CartDiscount | undefined> {
  const code = input.discountCode?.trim();
  if (!code) return undefined;
  const money = moneyOf(input.shop.currency);
  const lines = (await withCollections(input.db, input.items)).map((line) => ({
    itemId: line.item_id,
    unitPrice: money.toMinor(line.price),
    qty: line.qty,
    collectionIds: line.collection_ids,
  }));
  const rule = await findDiscountCode(input.db, input.shop.id, code);
  const check = checkDiscount(code, rule, lines, money.toMinor);
  if (!check.ok) {
    return {
      total_discounts: 0,
      price_rule: null,
      overided_discount: rule ? overriddenDiscount(rule, 0, false) : null,
      overrided_manual_discount_type: null,
      error_code: DISCOUNT_ERROR_CODES[check.problem],
    };
  }
  const totals = computeTotals({ lines, discount: check.totals, taxRateMilli: 0 });
  const amount = money.fromMinor(totals.lineItemsDiscount);
  return {
    total_discounts: amount,
    price_rule: priceRule(check.rule),
    overided_discount: overriddenDiscount(check.rule, amount, true),
    overrided_manual_discount_type: check.rule.discountType,
    error_code: null,
  };
}

/**
 * Orders of a customer, newest first (000 §7 order-history): those linked to the account, and guest
 * orders (linked to no customer) of the e-mail the customer proved to own. An address typed at
 * register or in the profile proves nothing, and an order of another customer id is never shown
 * (docs/decisions/0595, amending 0163).
 */
export const orderHistory: NonNullable<AppHooks['orderHistory']> = async ({
  db,
  shopId,
  customerId,
  verifiedEmail,
}) => {
  const mine = eq(orders.customerId, customerId);
  const guestOfEmail =
    verifiedEmail === null
      ? undefined
      : and(isNull(orders.customerId), sql`lower(${orders.email}) = ${verifiedEmail.trim().toLowerCase()}`);
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.shopId, shopId), guestOfEmail ? or(mine, guestOfEmail) : mine))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map(orderView);
};
