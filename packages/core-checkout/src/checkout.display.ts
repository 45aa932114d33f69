/**
 * The checkout in the visitor's currency (000 §9 multi-currency; docs/decisions/0280, 0251): the
 * rule that turns the shop-currency {@link Checkout} into what a theme shows. Pure; the selectors
 * apply it. What goes back to the platform stays in the shop currency (`shopMoney`).
 */
import {
  type DisplayCurrency,
  type DisplayMoney,
  discountWithinLines,
  type Money,
  toDisplayMoney,
} from '@vitrine/core-pricing';
import { freeShippingProgress } from './checkout.free-shipping';
import type { Checkout, CheckoutLine, CheckoutTotals, ShippingMethodOption } from './checkout.types';

/** A converted amount built from other converted amounts, keeping its shop amount. */
const derived = (amount: number, currency: string, shop: Money): DisplayMoney =>
  currency === shop.currency ? shop : { amount, currency, shop };

const sum = (values: readonly Money[]) => values.reduce((total, value) => total + value.amount, 0);

/** A shipping method in the display currency. */
export function displayShippingMethod(
  method: ShippingMethodOption,
  display: DisplayCurrency | null | undefined,
): ShippingMethodOption {
  const price = toDisplayMoney(method.price, display);
  if (price.currency === method.price.currency) return method;
  return {
    ...method,
    price,
    ...(method.discountedPrice ? { discountedPrice: toDisplayMoney(method.discountedPrice, display) } : {}),
  };
}

function displayLine(line: CheckoutLine, display: DisplayCurrency | null | undefined): CheckoutLine {
  const price = toDisplayMoney(line.price, display);
  if (!line.linePrice) return { ...line, price };
  const plain = line.linePrice.amount === line.price.amount * line.quantity;
  return {
    ...line,
    price,
    linePrice: plain
      ? derived(price.amount * line.quantity, price.currency, line.linePrice)
      : toDisplayMoney(line.linePrice, display),
  };
}

function displayTotals(totals: CheckoutTotals, display: DisplayCurrency | null | undefined): CheckoutTotals {
  const lines = totals.lines.map((line) => displayLine(line, display));
  const currency = toDisplayMoney(totals.total, display).currency;
  const linePrices = totals.lines.map((line) => line.linePrice);
  const shownLinePrices = lines.map((line) => line.linePrice);
  const allLinePrices = (values: readonly (Money | undefined)[]): values is readonly Money[] =>
    values.every((value) => value !== undefined);
  // Sums that hold on the shop amounts hold on the shown ones, so "€9.20 × 2" never reads €18.41.
  const lineItems =
    allLinePrices(linePrices) && allLinePrices(shownLinePrices) && totals.lineItems.amount === sum(linePrices)
      ? derived(sum(shownLinePrices), currency, totals.lineItems)
      : toDisplayMoney(totals.lineItems, display);
  // The platform's shape (decision 0162, docs/decisions/0597): subtotal = line items − line
  // discounts, discounts = line discounts + shipping discount, shipping already net of its
  // discount. The line discounts are converted once and the subtotal is the shown line items less
  // them, so "Subtotal − Discount" reads the shown subtotal. Converted alone, a full discount can
  // read a minor unit more than the shown line items (€3.04 off €3.03): never more, all of them when
  // it took them all, so the subtotal is never below 0 (001 §9 floor of 0; decision 0162).
  const lineDiscountsShop = totals.lineItems.amount - totals.subtotal.amount;
  const shippingDiscountShop = totals.discounts.amount - lineDiscountsShop;
  const shopMoneyOf = (amount: number): Money => ({ amount, currency: totals.lineItems.currency });
  let subtotal: DisplayMoney;
  let discounts: DisplayMoney;
  if (lineDiscountsShop >= 0 && shippingDiscountShop >= 0) {
    const lineDiscounts = discountWithinLines(
      { shop: lineDiscountsShop, shown: toDisplayMoney(shopMoneyOf(lineDiscountsShop), display).amount },
      { shop: totals.lineItems.amount, shown: lineItems.amount },
    );
    const shippingDiscount = toDisplayMoney(shopMoneyOf(shippingDiscountShop), display).amount;
    subtotal = derived(lineItems.amount - lineDiscounts, currency, totals.subtotal);
    discounts = derived(lineDiscounts + shippingDiscount, currency, totals.discounts);
  } else {
    subtotal = toDisplayMoney(totals.subtotal, display);
    discounts = toDisplayMoney(totals.discounts, display);
  }
  const shipping = toDisplayMoney(totals.shipping, display);
  const tax = toDisplayMoney(totals.tax, display);
  const parts = [subtotal, shipping, tax];
  const shopParts = [totals.subtotal, totals.shipping, totals.tax];
  const total =
    totals.total.amount === sum(shopParts)
      ? derived(sum(parts), currency, totals.total)
      : toDisplayMoney(totals.total, display);
  return { lines, lineItems, subtotal, discounts, shipping, tax, total };
}

/**
 * The checkout with every amount in the display currency, each converted one keeping its shop
 * amount (`shop`): unit prices are converted (rounded once), line totals that are unit price ×
 * quantity stay so, and the totals that add up on the platform's amounts add up on the shown ones
 * (decision 0162's shape, docs/decisions/0597: line items; subtotal = line items − line
 * discounts, which are never more than the shown line items (`discountWithinLines`, so the
 * subtotal is never below 0); discounts = line discounts + shipping discount; total = subtotal +
 * shipping + tax,
 * shipping being net of its discount); anything else is converted on its own. Without a conversion (no display currency, no rate, the shop currency)
 * the checkout comes back unchanged.
 *
 * @example
 * ```ts
 * const display = { currency: 'EUR', locale: 'de-DE', rates: { base: 'USD', rates: { EUR: 0.92 } } };
 * displayCheckout(checkout, display).totals.total; // { amount: …, currency: 'EUR', shop: { …, currency: 'USD' } }
 * ```
 */
export function displayCheckout(checkout: Checkout, display: DisplayCurrency | null | undefined): Checkout {
  const { total } = checkout.totals;
  if (toDisplayMoney(total, display).currency === total.currency) return checkout;
  const totals = displayTotals(checkout.totals, display);
  const progress = checkout.freeShippingProgress
    ? freeShippingProgress(totals.lineItems, toDisplayMoney(checkout.freeShippingProgress.threshold, display))
    : undefined;
  const { freeShippingProgress: _shopProgress, ...rest } = checkout;
  return {
    ...rest,
    totals,
    ...(progress ? { freeShippingProgress: progress } : {}),
    ...(checkout.shippingMethod
      ? { shippingMethod: displayShippingMethod(checkout.shippingMethod, display) }
      : {}),
  };
}
