/**
 * The one place the upsell wire types of `@vitrine/api-client` (snake_case, amounts in major
 * units) become the facade's shapes (camelCase, money in minor units with its currency).
 */
import type {
  CartAddPayload,
  Offer as WireOffer,
  Product as WireProduct,
  UpsellDiscount as WireUpsellDiscount,
} from '@vitrine/api-client';
import { productFromWire } from '@vitrine/core-catalog/internal';
import { moneyOf } from '@vitrine/core-pricing';
import { QUANTITY_DISCOUNT_OFFER_TYPE } from './offers.constants';
import { bestOfferFor, discountedPrice, OFFER_PLACEMENTS, offerVariant, productPrice } from './offers.rules';
import type {
  OfferProduct,
  Product,
  RecommendedLine,
  UpsellDiscount,
  UpsellDiscountLine,
  UpsellOffer,
} from './offers.types';

const text = (value: string | null | undefined): string | null => value ?? null;
const ids = (list: readonly (number | string)[] | null | undefined): string[] => (list ?? []).map(String);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An offer of the platform (001 §3 Upsell). */
export function offerFromWire(offer: WireOffer): UpsellOffer {
  const minQuantity = (offer as { min_quantity?: unknown }).min_quantity;
  return {
    id: String(offer.id),
    type: offer.offer_type,
    recommendType: text(offer.recommend_type),
    title: text(offer.title),
    message: text(offer.message),
    refIds: ids(offer.ref_ids),
    productIds: ids(offer.product_ids),
    percentageDiscount: offer.discount_data?.percentage_discount ?? 0,
    minQuantity: typeof minQuantity === 'number' && minQuantity > 0 ? minQuantity : 1,
  };
}

/** A product in `currency` (core-catalog's one mapping). */
export function productOf(product: WireProduct, currency: string): Product {
  return productFromWire(product, currency);
}

/**
 * A product with the variant an offer adds and its prices before and after the offer's percentage
 * discount (floored at 0, 001 §9): the price of that variant, the one the platform charges.
 */
export function offerProduct(product: Product, offer?: UpsellOffer): OfferProduct {
  const price = productPrice(product);
  const percentageDiscount = offer?.percentageDiscount ?? 0;
  return {
    product,
    offerId: offer?.id ?? null,
    variantId: offerVariant(product)?.id ?? null,
    quantity: offer?.minQuantity ?? 1,
    percentageDiscount,
    price,
    discountedPrice: price === null ? null : discountedPrice(price, percentageDiscount),
  };
}

/**
 * The products of several offers, each priced by its best offer ({@link bestOfferFor}) of each
 * placement that proposes it (docs/decisions/0441): once among the product page's offers (every
 * type but postPurchase) and once among the postPurchase offers, in that order. So a product the
 * page shows under a 0 % hand-picked offer and a postPurchase offer gives 25 % stays on the
 * product page, and the thank-you page finds it under its postPurchase offer. A product no offer
 * names is listed once, without a discount.
 *
 * `own` is the product whose page the offers are for: it is listed only under the quantityDiscount
 * offers that propose it ("Buy 3 tees" on the tee's page, docs/decisions/0569), and not at all when
 * none does.
 */
export function offerProductsFromWire(
  products: readonly WireProduct[],
  offers: readonly UpsellOffer[],
  currency: string,
  options: { readonly own?: string } = {},
): OfferProduct[] {
  const quantityOffers = offers.filter((offer) => offer.type === QUANTITY_DISCOUNT_OFFER_TYPE);
  return products.flatMap((wire) => {
    const product = productOf(wire, currency);
    if (product.id === options.own) {
      const offer = bestOfferFor(quantityOffers, product.id, 'productPage');
      return offer === undefined ? [] : [offerProduct(product, offer)];
    }
    const priced = OFFER_PLACEMENTS.flatMap((placement) => {
      const offer = bestOfferFor(offers, product.id, placement);
      return offer === undefined ? [] : [offerProduct(product, offer)];
    });
    return priced.length === 0 ? [offerProduct(product)] : priced;
  });
}

function discountLine(item: unknown, currency: string): UpsellDiscountLine[] {
  if (!isRecord(item)) return [];
  const lineId = item.item_id;
  const offerId = item.offer_id;
  if (lineId === undefined || lineId === null || offerId === undefined || offerId === null) return [];
  const amount = item.discount_amount;
  return [
    {
      lineId: String(lineId),
      offerId: String(offerId),
      discount: moneyOf(typeof amount === 'number' || typeof amount === 'string' ? amount : 0, currency),
    },
  ];
}

/** The upsell discount of a cart (001 §3). */
export function upsellDiscountFromWire(discount: WireUpsellDiscount, currency: string): UpsellDiscount {
  return {
    hasDiscount: discount.has_discount,
    discountCode: text(discount.discount_code),
    selectedOfferIds: (discount.selected_offers ?? []).map(String),
    lines: (discount.discount_cart_items ?? []).flatMap((item) => discountLine(item, currency)),
    totalDiscount: moneyOf(discount.total_discount_amount ?? 0, currency),
  };
}

/** A recommended cart line (001 §7 cart-recommend), ready for `cart.add`. */
export function recommendedLineFromWire(line: CartAddPayload): RecommendedLine {
  return {
    variantId: String(line.variant_id),
    quantity: line.qty,
    app: text(line.app),
    metadata: line.metadata ?? {},
  };
}
