/**
 * Pure upsell rules (001 §7, §9), tested without a machine.
 */
import { applyPercentageDiscount, fromMinorUnits, type Money, toMinorUnits } from '@vitrine/core-pricing';
import {
  POST_PURCHASE_OFFER_TYPE,
  RELEVANT_COLLECTION_RULE_LIMIT,
  SAME_COLLECTION_RULE_LIMIT,
} from './offers.constants';
import type { OfferRequest, Product, RecommendationRule, UpsellOffer } from './offers.types';

/**
 * What offers are asked for on a product's page (001 §7 Upsell "request shape from a product"):
 * its id, and as ref ids the product followed by its collection ids (two id spaces: a collection
 * may share a number with the product, so nothing is merged).
 *
 * @example
 * ```ts
 * offerRequest({ id: '7', collections: [{ id: '3' }, { id: '4' }] }); // { productId: '7', refIds: ['7', '3', '4'] }
 * ```
 */
export function offerRequest(product: {
  readonly id: string;
  readonly collections?: readonly { readonly id: string }[];
}): OfferRequest {
  return {
    productId: product.id,
    refIds: [product.id, ...(product.collections ?? []).map((collection) => collection.id)],
  };
}

/**
 * A price reduced by an offer's percentage, floored at 0 (001 §9), with core-pricing's rule
 * (`applyPercentageDiscount`), in the money's own currency.
 *
 * @example
 * ```ts
 * discountedPrice({ amount: 1999, currency: 'USD' }, 15); // { amount: 1699, currency: 'USD' }
 * discountedPrice({ amount: 1000, currency: 'USD' }, 150); // { amount: 0, currency: 'USD' }
 * ```
 */
export function discountedPrice(price: Money, percentage: number): Money {
  const major = applyPercentageDiscount(
    fromMinorUnits(price.amount, price.currency),
    percentage,
    price.currency,
  );
  return { amount: toMinorUnits(major, price.currency), currency: price.currency };
}

/** How many products a recommendation rule shows (001 §9: relevant collection 12, same collection 4). */
export function recommendationLimit(rule: RecommendationRule): number {
  return rule === 'same' ? SAME_COLLECTION_RULE_LIMIT : RELEVANT_COLLECTION_RULE_LIMIT;
}

/** The offers of some types, in the platform's order. */
export function offersOfTypes(
  offers: readonly UpsellOffer[],
  types: readonly string[],
): readonly UpsellOffer[] {
  return offers.filter((offer) => types.includes(offer.type));
}

/**
 * Where an offer is shown (docs/decisions/0441): a postPurchase offer after an order (the thank-you
 * page), every other type on the product page (and, of those, prePurchase, accessory and bundle
 * after an add: 0320).
 */
export type OfferPlacement = 'productPage' | 'postPurchase';

/** The placements, in the order a product's prices are listed ({@link offerPlacement}). */
export const OFFER_PLACEMENTS: readonly OfferPlacement[] = ['productPage', 'postPurchase'];

/** Where an offer is shown: `postPurchase` for that type, `productPage` for every other. */
export function offerPlacement(offer: Pick<UpsellOffer, 'type'>): OfferPlacement {
  return offer.type === POST_PURCHASE_OFFER_TYPE ? 'postPurchase' : 'productPage';
}

/**
 * The offer that gives a product its price: of the offers proposing it, the one with the largest
 * percentage (the first in the platform's order on a tie), or `undefined` when none proposes it
 * (docs/decisions/0320-upsell-facade.md). With a `placement`, only the offers shown there count
 * (0441): a product page never prices a product by a postPurchase offer it does not show, and
 * the thank-you page proposes a product of a postPurchase offer whatever another type gives it.
 */
export function bestOfferFor(
  offers: readonly UpsellOffer[],
  productId: string,
  placement?: OfferPlacement,
): UpsellOffer | undefined {
  let best: UpsellOffer | undefined;
  for (const offer of offers) {
    if (!offer.productIds.includes(productId)) continue;
    if (placement !== undefined && offerPlacement(offer) !== placement) continue;
    if (best === undefined || offer.percentageDiscount > best.percentageDiscount) best = offer;
  }
  return best;
}

/**
 * The variant an offer's Add puts in the cart: the product's first available variant, else its
 * first (docs/decisions/0441; the reference platform's cart-recommend and post-purchase take the
 * same one). `undefined` for a product without variants.
 *
 * @example
 * ```ts
 * offerVariant(product); // its first variant in stock, say the $20 one when the $10 one is sold out
 * ```
 */
export function offerVariant(product: Pick<Product, 'variants'>): Product['variants'][number] | undefined {
  return product.variants.find((variant) => variant.available) ?? product.variants[0];
}

/**
 * The price an offer shows for a product: the price of the variant its Add puts in the cart
 * ({@link offerVariant}), which is the price the platform charges (before the offer's discount).
 * Not `product.price`, which the platform gives as the cheapest variant's even when that variant
 * is sold out: the card showed $10 less the discount and the cart charged the $20 variant.
 * The product's price only for a product without variants.
 */
export function productPrice(product: Pick<Product, 'price' | 'variants'>): Money | null {
  return offerVariant(product)?.price ?? product.price ?? null;
}

/**
 * The products of an offer, without those to ignore (the product on the page, what was just
 * added), in the offer's order, each product once.
 */
export function offerProductIds(
  offers: readonly UpsellOffer[],
  ignoreIds: readonly string[] = [],
): readonly string[] {
  const ignored = new Set(ignoreIds);
  return [...new Set(offers.flatMap((offer) => offer.productIds))].filter((id) => !ignored.has(id));
}
