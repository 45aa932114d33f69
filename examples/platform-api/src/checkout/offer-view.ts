import type { OfferType, offers } from '../db/schema/index';

/** An offer row. */
export type OfferRow = typeof offers.$inferSelect;

/** The offer as the api-client's Offer reads it (001 §3 Upsell). */
export function offerView(offer: OfferRow) {
  return {
    id: offer.id,
    offer_type: offer.offerType,
    recommend_type: offer.recommendType,
    title: offer.title,
    message: offer.message,
    ref_ids: offer.refIds,
    product_ids: offer.productIds,
    min_quantity: offer.minQuantity,
    discount_data: { percentage_discount: offer.percentageDiscount },
  };
}

/** Offer types shown as product-page widgets. */
export const WIDGET_OFFER_TYPES: readonly OfferType[] = ['handPicked', 'bundle', 'accessory'];

/** Offer types recommended from the cart. */
export const CART_OFFER_TYPES: readonly OfferType[] = ['prePurchase', 'accessory', 'bundle'];

/** Same-collection recommendation size (001 §9). */
export const SAME_COLLECTION_LIMIT = 4;
/** Relevant-collection recommendation size (001 §9). */
export const RELEVANT_COLLECTION_LIMIT = 12;
