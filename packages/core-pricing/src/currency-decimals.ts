import { decimalOf, roundToScale, toNumber } from './decimal';

/**
 * ISO 4217 minor units of the currencies that do not use 2 decimals. Every other code, known or
 * not, uses 2. See docs/decisions/0101-currency-decimals-and-totals.md.
 */
const MINOR_UNITS: Readonly<Record<string, number>> = {
  BIF: 0,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  ISK: 0,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  PYG: 0,
  RWF: 0,
  UGX: 0,
  UYI: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
  CLF: 4,
  UYW: 4,
};

/** The usual number of decimals of any currency not in the table. */
const DEFAULT_MINOR_UNITS = 2;

/**
 * The number of decimals (minor-unit exponent) of a currency, from the ISO 4217 table:
 * 0 for zero-decimal currencies such as JPY and KRW, 3 for BHD, KWD and the like, 2 otherwise.
 * The code is case-insensitive; an unknown code has 2.
 *
 * @example
 * ```ts
 * currencyDecimals('USD'); // 2
 * currencyDecimals('jpy'); // 0
 * currencyDecimals('KWD'); // 3
 * ```
 */
export function currencyDecimals(currency: string): number {
  return MINOR_UNITS[currency.trim().toUpperCase()] ?? DEFAULT_MINOR_UNITS;
}

/**
 * An amount in major units (19.99 dollars) as an integer count of the currency's minor units
 * (1999 cents), rounded half away from zero. Non-finite amounts give 0.
 *
 * @remarks Exact while the result is a safe integer (below 2^53 minor units).
 * @example
 * ```ts
 * toMinorUnits(19.99, 'USD'); // 1999
 * toMinorUnits(0.1 + 0.2, 'EUR'); // 30
 * toMinorUnits(1234.5, 'JPY'); // 1235
 * ```
 */
export function toMinorUnits(amount: number, currency: string): number {
  const exact = decimalOf(amount);
  if (exact === undefined) return 0;
  return toNumber(roundToScale(exact, currencyDecimals(currency)), 0);
}

/**
 * An integer count of minor units (1999 cents) as an amount in major units (19.99), the number
 * nearest to the exact decimal, ready for `formatMoney`.
 *
 * @example
 * ```ts
 * fromMinorUnits(1999, 'USD'); // 19.99
 * fromMinorUnits(1999, 'JPY'); // 1999
 * ```
 */
export function fromMinorUnits(minor: number, currency: string): number {
  const exact = decimalOf(minor);
  if (exact === undefined) return 0;
  return toNumber(roundToScale(exact, 0), currencyDecimals(currency));
}
