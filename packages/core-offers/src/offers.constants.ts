/**
 * The upsell constants of 001 §7 and §9, named once. The page sizes the endpoints share live in
 * `@vitrine/api-client` next to the endpoint definitions and are re-exported here.
 */
import type { OFFER_TYPES } from '@vitrine/api-client';

export { OFFER_PRODUCTS_LIMIT, OFFER_WIDGET_PAGE_SIZE, OFFER_TYPES } from '@vitrine/api-client';

/** The version `offers.persist()` writes; a snapshot of another version is dropped on restore. */
export const OFFERS_SNAPSHOT_VERSION = 1;

/** An upsell offer type (001 §3): postPurchase, quantityDiscount, prePurchase, handPicked, bundle, accessory. */
export type OfferType = (typeof OFFER_TYPES)[number];

/** Products shown by the relevant-collection recommendation rule (001 §9). */
export const RELEVANT_COLLECTION_RULE_LIMIT = 12;
/** Products shown by the same-collection recommendation rule (001 §9). */
export const SAME_COLLECTION_RULE_LIMIT = 4;

/** The products-by-collection query of an offer (001 §7: sort_field id, sort_direction desc, limit 12, page 1). */
export const COLLECTION_PRODUCTS_QUERY = {
  sort_field: 'id',
  sort_direction: 'desc',
  limit: 12,
  page: 1,
} as const;

/** The upsell app constants (001 §9): the app codes `offers.settings` is asked for. */
export const UPSELL_APP_CODES = {
  copt: 'copt',
  sale: 'sale',
  checkout: 'checkout',
  countdown: 'countdown',
} as const;

/**
 * The offer types shown after an add to cart: those the platform recommends from the cart
 * (docs/decisions/0320-upsell-facade.md).
 */
export const AFTER_ADD_OFFER_TYPES: readonly OfferType[] = ['prePurchase', 'accessory', 'bundle'];

/**
 * The offer type whose discount applies from a quantity of the product (001 §3 offer types;
 * docs/decisions/0569): it may propose the product being viewed, which it then shows on that
 * product's own page.
 */
export const QUANTITY_DISCOUNT_OFFER_TYPE: OfferType = 'quantityDiscount';

/** The offer type shown after a completed order (001 §3 offer types, §4 Post-purchase). */
export const POST_PURCHASE_OFFER_TYPE: OfferType = 'postPurchase';
