/**
 * The cart in the visitor's currency (000 §9 multi-currency; docs/decisions/0281): the rule that
 * turns the shop-currency {@link CartContents} into what a theme shows, so the shown amounts add
 * up the way the platform's do. Pure; the facade and `selectCart` apply it.
 */
import {
  type DisplayCurrency,
  type DisplayMoney,
  discountWithinLines,
  displayKey,
  type Money,
  toDisplayMoney,
} from '@vitrine/core-pricing';
import type { CartContents, CartLine } from './cart.types';

/** A converted amount built from other converted amounts, keeping its shop amount. */
const derived = (amount: number, currency: string, shop: Money): DisplayMoney =>
  currency === shop.currency ? shop : { amount, currency, shop };

/**
 * The cart with every amount in the display currency, each keeping its shop amount (`shop`):
 * - a unit price is converted (rounded once, decision 0102);
 * - a line total that is the shop's unit price × quantity is the converted unit price × quantity
 *   (else, a discounted line, its own conversion);
 * - the subtotal that is the sum of the line totals is the sum of the converted line totals;
 * - the discounts are converted, but never more than the shown subtotal, and all of it when they
 *   took it all (`discountWithinLines`: 001 §9 floor of 0, decision 0162);
 * - the total that is subtotal − discounts is the converted subtotal − shown discounts;
 * so the shopper never sees "€9.20 × 2 = €18.41", nor a total below 0. Without a conversion (no
 * display currency, no rate, the shop currency itself) the contents come back unchanged.
 *
 * @example
 * ```ts
 * const display = { currency: 'EUR', locale: 'de-DE', rates: { base: 'USD', rates: { EUR: 0.92 } } };
 * displayCartContents(contents, display).totals.total;
 * // { amount: 1840, currency: 'EUR', shop: { amount: 2000, currency: 'USD' } }
 * ```
 */
export function displayCartContents(
  contents: CartContents,
  display: DisplayCurrency | null | undefined,
): CartContents {
  const currency = toDisplayMoney({ amount: 0, currency: contents.currency }, display).currency;
  if (currency === contents.currency) return contents;
  const lines = contents.lines.map((line): CartLine => {
    const price = toDisplayMoney(line.price, display);
    const plain = line.lineTotal.amount === line.price.amount * line.quantity;
    return {
      ...line,
      price,
      lineTotal: plain
        ? derived(price.amount * line.quantity, price.currency, line.lineTotal)
        : toDisplayMoney(line.lineTotal, display),
    };
  });
  const { subtotal, total, discounts } = contents.totals;
  const linesSum = contents.lines.reduce((sum, line) => sum + line.lineTotal.amount, 0);
  const shownSubtotal =
    subtotal.amount === linesSum
      ? derived(
          lines.reduce((sum, line) => sum + line.lineTotal.amount, 0),
          currency,
          subtotal,
        )
      : toDisplayMoney(subtotal, display);
  // Converted alone, a full discount can read a minor unit more than the shown lines (€3.04 off
  // €3.03): never more, all of them when it took them all (001 §9 floor of 0; decision 0162).
  const convertedDiscounts = toDisplayMoney(discounts, display);
  const shownDiscounts = derived(
    discountWithinLines(
      { shop: discounts.amount, shown: convertedDiscounts.amount },
      { shop: subtotal.amount, shown: shownSubtotal.amount },
    ),
    currency,
    discounts,
  );
  const shownTotal =
    total.amount === subtotal.amount - discounts.amount
      ? derived(shownSubtotal.amount - shownDiscounts.amount, currency, total)
      : toDisplayMoney(total, display);
  return {
    ...contents,
    lines,
    currency,
    totals: { subtotal: shownSubtotal, total: shownTotal, discounts: shownDiscounts },
  };
}

const shown = new WeakMap<CartContents, { readonly key: string; readonly contents: CartContents }>();

/**
 * {@link displayCartContents}, memoised: the same contents and display give the same object, so
 * `cart.select(selectCart, …)` fires only on a change.
 * @internal
 */
export function displayedCart(
  contents: CartContents,
  display: DisplayCurrency | null | undefined,
): CartContents {
  const key = displayKey(display);
  const known = shown.get(contents);
  if (known && known.key === key) return known.contents;
  const result = displayCartContents(contents, display);
  shown.set(contents, { key, contents: result });
  return result;
}
