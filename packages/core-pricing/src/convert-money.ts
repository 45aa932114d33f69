import { currencyDecimals } from './currency-decimals';
import { type Decimal, decimalOf, divideRounded, multiply, pow10, toNumber } from './decimal';

/**
 * The shop-base rate table (000 §9: multi-currency converts through a shop-base rate table): one
 * unit of the shop's base currency is worth `rates[code]` units of `code`. The base currency's
 * own rate is 1 whether or not it is listed.
 *
 * @example
 * ```ts
 * const rates: ExchangeRates = { base: 'USD', rates: { EUR: 0.92, GBP: 0.79, JPY: 151.2 } };
 * ```
 */
export interface ExchangeRates {
  /** The shop's base currency code, e.g. `'USD'`. */
  readonly base: string;
  /** Units of each currency per one unit of the base currency, keyed by currency code. */
  readonly rates: Readonly<Record<string, number>>;
}

/** What `convertMoney` converts between, and with which rates. */
export interface ConvertMoneyOptions {
  /** The currency the amount is in. */
  readonly from: string;
  /** The currency wanted. */
  readonly to: string;
  /** The shop-base rate table. */
  readonly rates: ExchangeRates;
}

/**
 * Why a conversion failed: `rate_missing` (no rate for the currency), `rate_invalid` (a rate that
 * is not a positive finite number) or `amount_invalid` (`NaN` or an infinity).
 */
export type ConvertMoneyErrorCode = 'rate_missing' | 'rate_invalid' | 'amount_invalid';

/** A failed conversion, as a value: the code and the currency it concerns. */
export interface ConvertMoneyError {
  readonly code: ConvertMoneyErrorCode;
  readonly currency: string;
}

/** The outcome of `convertMoney`: the converted amount, or an error value. */
export type ConvertMoneyResult =
  | { readonly ok: true; readonly amount: number; readonly currency: string }
  | { readonly ok: false; readonly error: ConvertMoneyError };

type RateLookup =
  | { readonly ok: true; readonly rate: Decimal }
  | { readonly ok: false; readonly error: ConvertMoneyError };

const ONE: Decimal = { units: 1n, scale: 0 };

function normalise(code: string): string {
  return code.trim().toUpperCase();
}

function rateOf(currency: string, table: ExchangeRates): RateLookup {
  if (currency === normalise(table.base)) return { ok: true, rate: ONE };
  const key = Object.keys(table.rates).find((code) => normalise(code) === currency);
  const value = key === undefined ? undefined : table.rates[key];
  if (value === undefined) return { ok: false, error: { code: 'rate_missing', currency } };
  const rate = decimalOf(value);
  if (rate === undefined || rate.units <= 0n) return { ok: false, error: { code: 'rate_invalid', currency } };
  return { ok: true, rate };
}

/**
 * Converts an amount (major units) from one currency to another through the shop-base rate table:
 * from the base, `amount × rates[to]`; from any other currency, through the base
 * (`amount ÷ rates[from] × rates[to]`). The result is computed exactly and rounded once, half away
 * from zero, to the target currency's decimals (0 for JPY). Errors are values, never throws. See
 * docs/decisions/0102-currency-conversion.md.
 *
 * @example
 * ```ts
 * const rates = { base: 'USD', rates: { EUR: 0.92, JPY: 151.2 } };
 * convertMoney(10, { from: 'USD', to: 'EUR', rates }); // { ok: true, amount: 9.2, currency: 'EUR' }
 * convertMoney(9.2, { from: 'EUR', to: 'JPY', rates }); // { ok: true, amount: 1512, currency: 'JPY' }
 * convertMoney(1, { from: 'USD', to: 'CHF', rates });
 * // { ok: false, error: { code: 'rate_missing', currency: 'CHF' } }
 * ```
 */
export function convertMoney(amount: number, options: ConvertMoneyOptions): ConvertMoneyResult {
  const from = normalise(options.from);
  const to = normalise(options.to);
  const value = decimalOf(amount);
  if (value === undefined) return { ok: false, error: { code: 'amount_invalid', currency: from } };
  const source = from === to ? { ok: true as const, rate: ONE } : rateOf(from, options.rates);
  if (!source.ok) return source;
  const target = from === to ? { ok: true as const, rate: ONE } : rateOf(to, options.rates);
  if (!target.ok) return target;
  // amount × to ÷ from, as one fraction of integers, rounded once to the target's minor units.
  const decimals = currencyDecimals(to);
  const numerator = multiply(value, target.rate);
  const minor = divideRounded(
    numerator.units * pow10(source.rate.scale + decimals),
    source.rate.units * pow10(numerator.scale),
  );
  return { ok: true, amount: toNumber(minor, decimals), currency: to };
}
