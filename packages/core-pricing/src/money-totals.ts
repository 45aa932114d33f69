import { currencyDecimals } from './currency-decimals';
import { decimalOf, roundToScale, toNumber } from './decimal';
import { DEFAULT_CURRENCY } from './pricing.constants';

/** A priced line: its unit price in integer minor units (cents) and its quantity. */
export interface MoneyLine {
  /** Unit price in integer minor units, e.g. 1999 for $19.99 (see `toMinorUnits`). */
  readonly price: number;
  /** Quantity; anything below 1 counts as none, fractions are dropped. */
  readonly qty: number;
}

function wholeMinorUnits(value: number): number {
  const exact = decimalOf(value);
  return exact === undefined ? 0 : toNumber(roundToScale(exact, 0), 0);
}

function wholeQuantity(qty: number): number {
  return Number.isFinite(qty) && qty >= 1 ? Math.floor(qty) : 0;
}

/**
 * The total of one cart line in integer minor units: unit price × quantity. A quantity below 1
 * counts as none (000 §4 Cart: a quantity below 1 removes the item); a non-integer price is
 * rounded to whole minor units first. See docs/decisions/0101-currency-decimals-and-totals.md.
 *
 * @remarks Exact while the result stays below 2^53 minor units.
 * @example
 * ```ts
 * lineTotal({ price: 1999, qty: 3 }); // 5997
 * ```
 */
export function lineTotal(line: MoneyLine): number {
  const total = wholeMinorUnits(line.price) * wholeQuantity(line.qty);
  return total === 0 ? 0 : total;
}

/**
 * The subtotal of cart lines in integer minor units: the sum of their `lineTotal`s.
 *
 * @example
 * ```ts
 * cartSubtotal([
 *   { price: 1999, qty: 2 },
 *   { price: 550, qty: 1 },
 * ]); // 4548
 * ```
 */
export function cartSubtotal(lines: readonly MoneyLine[]): number {
  let subtotal = 0;
  for (const line of lines) subtotal += lineTotal(line);
  return subtotal;
}

/**
 * The sum of amounts in major units (as the platform API sends prices) that never drifts: each
 * amount is rounded to the currency's minor units, the integers are added exactly, and the sum
 * comes back in major units. Non-finite amounts count as 0.
 *
 * @example
 * ```ts
 * [0.1, 0.2].reduce((a, b) => a + b); // 0.30000000000000004
 * sumMoney([0.1, 0.2], 'USD'); // 0.3
 * sumMoney([100.4, 100.4], 'JPY'); // 200 (each yen amount rounds to 100 first)
 * ```
 */
export function sumMoney(amounts: readonly number[], currency: string = DEFAULT_CURRENCY): number {
  const decimals = currencyDecimals(currency);
  let total = 0n;
  for (const amount of amounts) {
    const exact = decimalOf(amount);
    if (exact !== undefined) total += roundToScale(exact, decimals);
  }
  return toNumber(total, decimals);
}

/** An amount in integer minor units as the platform sent it (`shop`) and as it is shown (`shown`). */
export interface ShownAmount {
  /** In the shop currency, as the platform sent it. */
  readonly shop: number;
  /** In the display currency, converted (or built from converted amounts). */
  readonly shown: number;
}

/**
 * The discount to show against lines shown in another currency, in integer minor units: the
 * converted discount, but never more than the shown lines, and all of them when the platform's
 * discount took all of its lines. Converted on their own, each rounded once (docs/decisions/0102),
 * the two can disagree by a minor unit: 3 × $1.10 shows 3 × €1.01 = €3.03 while the $3.30 discount
 * alone is €3.04. So "lines − discount" is never below 0 and a free order shows 0, and the shown
 * rows still add up (docs/decisions/0281, 0597).
 *
 * @remarks 001 §9 "Percentage discount reduces prices with a floor of 0"; docs/decisions/0162: a
 * fixed amount never exceeds the lines.
 * @example
 * ```ts
 * discountWithinLines({ shop: 330, shown: 304 }, { shop: 330, shown: 303 }); // 303
 * discountWithinLines({ shop: 105, shown: 97 }, { shop: 420, shown: 388 }); // 97
 * ```
 */
export function discountWithinLines(discount: ShownAmount, lines: ShownAmount): number {
  if (discount.shop >= lines.shop) return lines.shown;
  return Math.min(discount.shown, lines.shown);
}
