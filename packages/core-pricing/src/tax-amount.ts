import { decimalOf, subtract, toNumber } from './decimal';

/**
 * The tax of a checkout from the tax call's `TotalCartCost`: `TotalCartCost - amount`, computed
 * exactly and floored at 0 (tax cannot be negative). `undefined` (nothing to save) when
 * `TotalCartCost` is missing or either value is not a finite number.
 *
 * @remarks 001 §5 Tax; 001 §9 (tax cannot be negative).
 * @example
 * ```ts
 * taxAmount(110.3, 100); // 10.3 (not 10.299999999999997)
 * taxAmount(90, 100); // 0
 * taxAmount(undefined, 100); // undefined
 * ```
 */
export function taxAmount(totalCartCost: number | null | undefined, amount: number): number | undefined {
  if (totalCartCost === null || totalCartCost === undefined) return undefined;
  const total = decimalOf(totalCartCost);
  const base = decimalOf(amount);
  if (total === undefined || base === undefined) return undefined;
  const tax = subtract(total, base);
  return tax.units <= 0n ? 0 : toNumber(tax.units, tax.scale);
}
