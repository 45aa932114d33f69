import { applyPercentageDiscount } from '@vitrine/core-pricing';
import { and, arrayContains, eq } from 'drizzle-orm';
import { moneyOf } from '../checkout/money';
import type { Db } from '../db/client';
import { offers } from '../db/schema/index';
import { HttpError } from '../errors';
import { INVALID_LINE_CHANGE } from './line-limits';

/** The price of a variant in a post-purchase offer: its price less the offer's percentage, in the shop currency. */
export function postPurchaseOfferPrice(
  variantPrice: number,
  percentageDiscount: number,
  currency: string,
): number {
  return applyPercentageDiscount(variantPrice, percentageDiscount, currency);
}

/** What an add's post-purchase price is checked against: the variant, its product and the shop's currency. */
export interface PricedVariant {
  shopId: number;
  productId: number;
  price: number;
  currency: string;
}

/**
 * The post-purchase price a line added with `given` keeps, or undefined without one. The server
 * never takes a client's price (docs/decisions/0579): a price is taken only from a request with
 * `post_purchase=true` (000 §7: update and multiple-update take "query cart_token and
 * post_purchase"), and only when it is the price of an active post-purchase offer of the shop for
 * the variant's product (as `activatePostPurchase` prices it, 001 §4 Post-purchase).
 * @throws HttpError 400 INVALID_LINE_CHANGE otherwise; nothing is written then
 */
export async function checkedPostPurchasePrice(
  db: Db,
  variant: PricedVariant,
  given: number | undefined,
  postPurchase: boolean,
): Promise<number | undefined> {
  if (given === undefined) return undefined;
  if (!postPurchase) {
    throw new HttpError(400, 'post_purchase_price is taken only with post_purchase=true', {
      error_code: INVALID_LINE_CHANGE,
    });
  }
  const rows = await db
    .select({ percentageDiscount: offers.percentageDiscount })
    .from(offers)
    .where(
      and(
        eq(offers.shopId, variant.shopId),
        eq(offers.offerType, 'postPurchase'),
        eq(offers.active, true),
        arrayContains(offers.productIds, [variant.productId]),
      ),
    );
  const money = moneyOf(variant.currency);
  const wanted = money.toMinor(given);
  for (const { percentageDiscount } of rows) {
    const price = postPurchaseOfferPrice(variant.price, percentageDiscount, variant.currency);
    if (money.toMinor(price) === wanted) return price;
  }
  throw new HttpError(400, 'post_purchase_price is not the price of a post-purchase offer of this product', {
    error_code: INVALID_LINE_CHANGE,
  });
}
