/**
 * The upsell domain as the facade speaks it (DESIGN "One public shape"): camelCase, ids as
 * strings, money as integer minor units with its currency. `offers.map.ts` is the one place the
 * wire types of `@vitrine/api-client` become these.
 */
import type { Product } from '@vitrine/core-catalog';
import type { Money } from '@vitrine/core-pricing';
import type { DomainError } from '@vitrine/ports';

export type { Money, Product };

/** An upsell offer (001 §3 Upsell: id, offer_type, recommend_type, discount_data.percentage_discount). */
export interface UpsellOffer {
  readonly id: string;
  /** One of `OFFER_TYPES` (another text when the platform sends a type this SDK does not know). */
  readonly type: string;
  readonly recommendType: string | null;
  readonly title: string | null;
  readonly message: string | null;
  /** The products and collections the offer is shown for. */
  readonly refIds: readonly string[];
  /** The products the offer proposes. */
  readonly productIds: readonly string[];
  /** `discount_data.percentage_discount`, 0 when absent. */
  readonly percentageDiscount: number;
  /**
   * `min_quantity`: the quantity of a cart line from which the platform applies the offer's
   * discount (1 when absent); an offer product's Add puts that many in (docs/decisions/0569).
   */
  readonly minQuantity: number;
}

/** What offers are asked for, built from a product (001 §7: productId, refIds = the product plus its collection ids). */
export interface OfferRequest {
  readonly productId: string;
  readonly refIds: readonly string[];
}

/** A product of an offer with its prices before and after the offer's percentage discount. */
export interface OfferProduct {
  readonly product: Product;
  /** The offer that prices it (pass `{ offer_id }` as the cart line's metadata), `null` for none. */
  readonly offerId: string | null;
  /**
   * The variant Add puts in the cart (and a post-purchase offer activates): the first available
   * one, else the first (`offerVariant`); `null` for a product without variants.
   */
  readonly variantId: string | null;
  /**
   * How many Add puts in the cart: the offer's {@link UpsellOffer.minQuantity} (1 without an
   * offer), the quantity from which the platform applies the discount shown (docs/decisions/0569).
   * A quantityDiscount card says it ("Buy 3, save 10%") and adds that many.
   */
  readonly quantity: number;
  /** The offer's discount (0–100). */
  readonly percentageDiscount: number;
  /**
   * The price of {@link OfferProduct.variantId}'s variant, the one the platform charges (the
   * product's own price only without variants), `null` when unknown.
   */
  readonly price: Money | null;
  /** {@link OfferProduct.price} reduced by the percentage, floored at 0 (001 §9). */
  readonly discountedPrice: Money | null;
}

/** One discounted cart line of the upsell discount. */
export interface UpsellDiscountLine {
  readonly lineId: string;
  readonly offerId: string;
  readonly discount: Money;
}

/** The upsell discount of a cart (001 §3: discount_cart_items, discount_code, has_discount, selected_offers, total_discount_amount). */
export interface UpsellDiscount {
  readonly hasDiscount: boolean;
  readonly discountCode: string | null;
  readonly selectedOfferIds: readonly string[];
  readonly lines: readonly UpsellDiscountLine[];
  readonly totalDiscount: Money;
}

/** An upsell widget of a product page (001 §7 widgets) with a page of its products. */
export interface UpsellWidget {
  readonly offer: UpsellOffer;
  readonly products: readonly OfferProduct[];
  /** How many products the widget has in all. */
  readonly total: number;
}

/** A line the platform recommends adding to the cart (001 §7 cart-recommend: recommend_variants). */
export interface RecommendedLine {
  readonly variantId: string;
  readonly quantity: number;
  /** The app that adds it (`usell`), to pass on to `cart.add`. */
  readonly app: string | null;
  /** The data the app keeps on the line (offer id, percentage), to pass on to `cart.add`. */
  readonly metadata: Readonly<Record<string, unknown>>;
}

/** A cart line given to `cartRecommend`. */
export interface CartItemRef {
  readonly productId: string;
  readonly variantId: string;
}

/** The line `afterAdd` is called with (what `cart.added` carries, plus the product when known). */
export interface AddedLine {
  readonly variantId: string;
  readonly quantity: number;
  /** The added product; without it no offer can be looked up (`missing_product`). */
  readonly productId?: string;
  /** The product's collections; fetched with the product when absent. */
  readonly collectionIds?: readonly string[];
}

/** The offers shown after an add to cart. */
export interface AfterAddOffers {
  readonly line: AddedLine;
  readonly offers: readonly UpsellOffer[];
  readonly products: readonly OfferProduct[];
}

/**
 * The post-purchase offers of a completed order (001 §4 Post-purchase): the postPurchase offers of
 * the ordered products and their collections, with their products (an ordered product included:
 * "a second one at 20 % off", docs/decisions/0572), each priced by its best postPurchase offer.
 */
export interface AfterOrderOffers {
  /** The ordered products the offers were looked up for. */
  readonly productIds: readonly string[];
  readonly offers: readonly UpsellOffer[];
  readonly products: readonly OfferProduct[];
}

/** The recommendation rule (001 §9): relevant collection (12 products) or same collection (4). */
export type RecommendationRule = 'relevant' | 'same';

/** What went wrong in an upsell call: `request_failed` (the platform's message kept), `missing_product`, `stopped`. */
export interface OffersError extends DomainError {
  readonly code: 'request_failed' | 'missing_product' | 'not_found' | 'stopped';
}
