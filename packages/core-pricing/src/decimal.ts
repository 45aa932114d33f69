/**
 * Exact decimal arithmetic on `bigint`s, the base of every money rule in this package.
 *
 * A JavaScript number is read as the decimal it prints as (its shortest round-trip form), so
 * `0.1 + 0.2` (0.30000000000000004) stays that value and `1.005` is 1.005, not 1.00499999…;
 * rounding then happens once, half away from zero, at the scale the caller asks for.
 *
 * @internal
 * @packageDocumentation
 */

/** An exact decimal: `units / 10 ** scale`, `scale >= 0`. @internal */
export interface Decimal {
  readonly units: bigint;
  readonly scale: number;
}

const NUMBER_TEXT = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/;

/**
 * The exact decimal a finite number prints as; `undefined` for `NaN` and the infinities.
 * @internal
 */
export function decimalOf(value: number): Decimal | undefined {
  if (!Number.isFinite(value)) return undefined;
  const match = NUMBER_TEXT.exec(String(value));
  if (match === null) return undefined;
  const [, sign = '', whole = '0', fraction = '', exponent = '0'] = match;
  let digits = whole + fraction;
  let scale = fraction.length - Number(exponent);
  if (scale < 0) {
    digits += '0'.repeat(-scale);
    scale = 0;
  }
  const magnitude = BigInt(digits);
  return { units: sign === '-' ? -magnitude : magnitude, scale };
}

/** `10 ** exponent` as a bigint. @internal */
export function pow10(exponent: number): bigint {
  return 10n ** BigInt(exponent);
}

/**
 * The decimal rounded to `scale` decimal places, half away from zero, as units of `10 ** -scale`.
 * @internal
 */
export function roundToScale(value: Decimal, scale: number): bigint {
  if (value.scale <= scale) return value.units * pow10(scale - value.scale);
  return divideRounded(value.units, pow10(value.scale - scale));
}

/**
 * `numerator / denominator` rounded half away from zero to an integer; `denominator` must not be 0.
 * @internal
 */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const top = numerator < 0n ? -numerator : numerator;
  const bottom = denominator < 0n ? -denominator : denominator;
  const quotient = top / bottom + ((top % bottom) * 2n >= bottom ? 1n : 0n);
  return negative ? -quotient : quotient;
}

/** The product of two decimals, exact. @internal */
export function multiply(left: Decimal, right: Decimal): Decimal {
  return { units: left.units * right.units, scale: left.scale + right.scale };
}

/** The difference of two decimals, exact. @internal */
export function subtract(left: Decimal, right: Decimal): Decimal {
  const scale = Math.max(left.scale, right.scale);
  return {
    units: left.units * pow10(scale - left.scale) - right.units * pow10(scale - right.scale),
    scale,
  };
}

/**
 * The number nearest to `units / 10 ** scale` (one correctly rounded conversion, so a result
 * with up to 15 significant digits prints back as exactly that decimal).
 * @internal
 */
export function toNumber(units: bigint, scale: number): number {
  const value = Number(`${units}e-${scale}`);
  return value === 0 ? 0 : value;
}
