import { toMinorUnits } from './currency-decimals';

/**
 * An amount of money as every facade speaks it: integer minor units of its currency
 * (`{ amount: 1999, currency: 'USD' }` is 19.99 USD) (DESIGN "One public shape"). Declared once,
 * here; every package imports it.
 */
export interface Money {
  /** Integer count of the currency's minor units. */
  readonly amount: number;
  /** ISO 4217 code, upper-case. */
  readonly currency: string;
}

/**
 * The {@link Money} of a wire amount (the platform sends decimal amounts in major units, e.g.
 * `19.99`), rounded to the currency's minor units.
 *
 * @example
 * ```ts
 * moneyOf(19.99, 'USD'); // { amount: 1999, currency: 'USD' }
 * moneyOf('1500', 'JPY'); // { amount: 1500, currency: 'JPY' }
 * ```
 */
export function moneyOf(amount: number | string | null | undefined, currency: string): Money {
  const value = typeof amount === 'string' ? Number(amount) : (amount ?? 0);
  return {
    amount: Number.isFinite(value) ? toMinorUnits(value, currency) : 0,
    currency: currency.toUpperCase(),
  };
}
