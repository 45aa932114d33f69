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
