import { currencyDecimals } from './currency-decimals';
import { decimalOf, divideRounded, pow10, subtract, toNumber } from './decimal';
import { DEFAULT_CURRENCY } from './pricing.constants';

/**
 * A price (major units) reduced by a percentage, as upsell offers apply
 * `discount_data.percentage_discount`: `price × (100 − percentage) ÷ 100`, computed exactly,
 * rounded half away from zero to the currency's decimals and floored at 0. The percentage is
 * clamped to 0–100 (a negative one never raises a price); a non-finite percentage means no
 * discount; a non-finite price gives 0. See docs/decisions/0105-percentage-discount.md.
 *
 * @remarks 001 §9: percentage discount reduces prices with a floor of 0.
 * @example
 * ```ts
 * applyPercentageDiscount(19.99, 15); // 16.99
 * applyPercentageDiscount(10, 150); // 0
 * applyPercentageDiscount(1999, 15, 'JPY'); // 1699
 * ```
 */
export function applyPercentageDiscount(
  price: number,
  percentage: number,
  currency: string = DEFAULT_CURRENCY,
): number {
  const exactPrice = decimalOf(price);
  if (exactPrice === undefined || exactPrice.units <= 0n) return 0;
  const clamped = Number.isFinite(percentage) ? Math.min(100, Math.max(0, percentage)) : 0;
  const off = decimalOf(clamped) ?? { units: 0n, scale: 0 };
  const kept = subtract({ units: 100n, scale: 0 }, off);
  const decimals = currencyDecimals(currency);
  // price × kept ÷ 100, one fraction of integers rounded once to minor units.
  const minor = divideRounded(
    exactPrice.units * kept.units * pow10(decimals),
    pow10(exactPrice.scale + kept.scale + 2),
  );
  return minor <= 0n ? 0 : toNumber(minor, decimals);
}
