import type { CartRow } from '../cart/cart-view';
import type { Db } from '../db/client';
import type { ChosenShippingMethod } from '../db/schema/index';
import type { Shop } from '../shop';
import type { CheckoutLine } from './checkout-lines';
import { checkoutLines, stockProblems } from './checkout-lines';
import type { CheckoutRow } from './checkout-store';
import type { DiscountCheck } from './discount-rules';
import { checkDiscount } from './discount-rules';
import { findDiscountCode } from './discount-store';
import type { Money } from './money';
import { moneyOf } from './money';
import { offerDiscounts } from './offer-discount';
import { chosenMethod, freeShippingFrom, notShippableVariantIds, offeredRates, zoneFor } from './shipping';
import type { ShippingRateRow } from './shipping';
import { taxRateMilli } from './tax';
import type { TotalsResult } from './totals';
import { computeTotals } from './totals';

/** Everything the checkout answers are built from. */
export interface PricedCheckout {
  money: Money;
  lines: CheckoutLine[];
  /** Country used for shipping and tax (shipping address, else the query's country_code). */
  country: string | undefined;
  discountCode: string | undefined;
  discount: DiscountCheck | undefined;
  /** Rates offered for the country and subtotal. */
  rates: ShippingRateRow[];
  /** Whether a zone serves the country. */
  shippable: boolean;
  /** The line-items subtotal from which the country's zone ships free (docs/decisions/0432). */
  freeShippingFrom: number | undefined;
  /** The chosen method when it is still offered. */
  shippingMethod: ChosenShippingMethod | undefined;
  totals: TotalsResult;
  stock: ReturnType<typeof stockProblems>;
  notShippable: number[];
}

/** The country of a checkout: its shipping address, else `fallback`. */
export function checkoutCountry(checkout: CheckoutRow, fallback?: string): string | undefined {
  const code = checkout.shippingAddress?.country_code?.trim().toUpperCase();
  return code || fallback?.trim().toUpperCase() || undefined;
}

/** Prices a checkout: lines, discount, shipping offer and chosen method, tax (001 §7 info totals). */
export async function priceCheckout(
  db: Db,
  shop: Shop,
  cart: CartRow,
  checkout: CheckoutRow,
  options: {
    /** Country when the checkout has no shipping address yet (info's country_code). */
    country?: string | undefined;
    /** Country that wins over the address (shipping-methods' country_code). */
    countryOverride?: string | undefined;
    lines?: CheckoutLine[];
  } = {},
): Promise<PricedCheckout> {
  const money = moneyOf(shop.currency);
  const lines = options.lines ?? (await checkoutLines(db, shop.id, cart.id));
  // 001 §3 Upsell discount, decision 0569: the offer discount the cart shows is the one charged.
  const offered = new Map(
    (await offerDiscounts(db, shop.id, lines, money)).map((line) => [line.itemId, line.amount]),
  );
  const totalsLines = lines.map((line) => ({
    itemId: line.item_id,
    unitPrice: money.toMinor(line.price),
    qty: line.qty,
    collectionIds: line.collection_ids,
    offerDiscount: offered.get(line.item_id),
  }));
  const discountCode = cart.discountCode?.trim() || undefined;
  const discount = discountCode
    ? checkDiscount(
        discountCode,
        await findDiscountCode(db, shop.id, discountCode),
        totalsLines,
        money.toMinor,
      )
    : undefined;
  const country = options.countryOverride?.trim().toUpperCase() || checkoutCountry(checkout, options.country);
  const zone = country ? await zoneFor(db, shop.id, country) : undefined;
  const subtotalBefore = money.fromMinor(
    totalsLines.reduce((sum, line) => sum + line.unitPrice * Math.max(0, Math.floor(line.qty)), 0),
  );
  const rates = zone ? offeredRates(zone.rates, subtotalBefore) : [];
  const chosen = checkout.shippingMethod;
  const rate = chosen
    ? rates.find((r) => r.id === Number(chosen.shipping_rule_id) && r.methodCode === chosen.method_code)
    : undefined;
  const shippingMethod = rate ? chosenMethod(rate) : undefined;
  const totals = computeTotals({
    lines: totalsLines,
    discount: discount?.ok ? discount.totals : undefined,
    shippingPrice: shippingMethod ? money.toMinor(shippingMethod.price) : undefined,
    taxRateMilli: await taxRateMilli(db, shop.id, country),
  });
  return {
    money,
    lines,
    country,
    discountCode,
    discount,
    rates,
    shippable: zone !== undefined,
    freeShippingFrom: zone ? freeShippingFrom(zone.rates) : undefined,
    shippingMethod,
    totals,
    stock: stockProblems(lines),
    notShippable: country ? notShippableVariantIds(zone?.zone, lines) : [],
  };
}
