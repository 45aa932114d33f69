import { applyPercentageDiscount } from '@vitrine/core-pricing';
import type { CartLineView } from '../cart/cart-view';
import type { Db } from '../db/client';
import { idOf } from '../validate';
import { activeOffers } from './active-offers';
import type { Money } from './money';

/** The upsell discount of one cart line, in minor units. */
export interface OfferLineDiscount {
  itemId: string;
  offerId: number;
  amount: number;
}

/**
 * The upsell discounts of cart lines (001 §3 Upsell: discount_cart_items, total_discount_amount):
 * a line whose `metadata.offer_id` names an active offer of the shop proposing the line's product,
 * from the offer's `min_quantity`, has the offer's percentage off each unit (decision 0569). The
 * offers/discount answer and the checkout totals both take it from here, so the discount a cart
 * shows is the one charged. Post-purchase offers are priced by their own path (0579), not here.
 */
export async function offerDiscounts(
  db: Db,
  shopId: number,
  lines: readonly CartLineView[],
  money: Money,
): Promise<OfferLineDiscount[]> {
  // An id no serial column holds names no offer, and is never sent to PostgreSQL (decision 0261).
  const offerIds = [...new Set(lines.flatMap((line) => idOf(line.metadata?.offer_id) ?? []))];
  if (offerIds.length === 0) return [];
  const rows = await activeOffers(db, shopId, { ids: offerIds });
  // post-purchase offers are priced by their own path (0579)
  const byId = new Map(
    rows.filter((offer) => offer.offerType !== 'postPurchase').map((offer) => [offer.id, offer]),
  );
  return lines.flatMap((line) => {
    const offerId = idOf(line.metadata?.offer_id);
    const offer = offerId === undefined ? undefined : byId.get(offerId);
    if (!offer?.productIds.includes(line.product_id) || line.qty < offer.minQuantity) return [];
    const discounted = money.toMinor(
      applyPercentageDiscount(line.price, offer.percentageDiscount, money.currency),
    );
    const amount = (money.toMinor(line.price) - discounted) * line.qty;
    return amount > 0 ? [{ itemId: line.item_id, offerId: offer.id, amount }] : [];
  });
}
