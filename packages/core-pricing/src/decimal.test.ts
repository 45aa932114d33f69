import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalOf, divideRounded, roundToScale, subtract, toNumber } from './decimal';

describe('decimalOf', () => {
  it.each([
    [0.1 + 0.2, 30000000000000004n, 17],
    [1.005, 1005n, 3],
    [-12.5, -125n, 1],
    [1e21, 1000000000000000000000n, 0],
    [1.5e-7, 15n, 8],
    [-0, 0n, 0],
  ])('reads %s as the decimal it prints as', (value, units, scale) => {
    expect(decimalOf(value)).toEqual({ units, scale });
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])(
    'has no decimal for %s',
    (value) => {
      expect(decimalOf(value)).toBeUndefined();
    },
  );
});

describe('roundToScale', () => {
  it.each([
    [1.005, 2, 101n],
    [-1.005, 2, -101n],
    [2.5, 0, 3n],
    [-2.5, 0, -3n],
    [2.4999, 0, 2n],
    [0.30000000000000004, 2, 30n],
    [7, 2, 700n],
  ])('rounds %s to %i decimals half away from zero', (value, scale, expected) => {
    expect(roundToScale(decimalOf(value)!, scale)).toBe(expected);
  });

  it('keeps whole cents exactly (any cent count below 10^15)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 15) + 1, max: 10 ** 15 - 1 }), (cents) => {
        expect(roundToScale(decimalOf(toNumber(BigInt(cents), 2))!, 2)).toBe(BigInt(cents));
      }),
    );
  });
});

describe('divideRounded', () => {
  it.each([
    [7n, 2n, 4n],
    [-7n, 2n, -4n],
    [7n, -2n, -4n],
    [5n, 3n, 2n],
    [4n, 3n, 1n],
  ])('%s / %s rounds to %s', (numerator, denominator, expected) => {
    expect(divideRounded(numerator, denominator)).toBe(expected);
  });
});

describe('subtract', () => {
  it('is exact where floats are not', () => {
    const difference = subtract(decimalOf(110.3)!, decimalOf(100)!);
    expect(toNumber(difference.units, difference.scale)).toBe(10.3);
    expect(110.3 - 100).not.toBe(10.3);
  });
});
