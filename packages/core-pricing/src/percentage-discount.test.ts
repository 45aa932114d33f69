import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toNumber } from './decimal';
import { applyPercentageDiscount } from './percentage-discount';

describe('applyPercentageDiscount', () => {
  // 001 §9: percentage discount reduces prices with a floor of 0.
  it.each([
    [100, 10, 'USD', 90],
    [19.99, 15, 'USD', 16.99],
    [10.05, 50, 'USD', 5.03],
    [29.99, 33.3, 'USD', 20.0],
    [10, 0, 'USD', 10],
    [10, 100, 'USD', 0],
    [10, 150, 'USD', 0],
    [10, -20, 'USD', 10],
    [10, Number.NaN, 'USD', 10],
    [-10, 10, 'USD', 0],
    [Number.NaN, 10, 'USD', 0],
    [1999, 15, 'JPY', 1699],
  ])('%s less %s percent in %s is %s', (price, percentage, currency, expected) => {
    expect(applyPercentageDiscount(price, percentage, currency)).toBe(expected);
  });

  it('rounds to cents when no currency is given', () => {
    expect(applyPercentageDiscount(0.1 + 0.2, 10)).toBe(0.27);
  });

  const price = fc.integer({ min: 0, max: 10 ** 11 }).map((cents) => toNumber(BigInt(cents), 2));
  const percentage = fc.double({ min: -50, max: 200, noNaN: true });

  it('never goes below 0 nor above the price', () => {
    fc.assert(
      fc.property(price, percentage, (p, pct) => {
        const discounted = applyPercentageDiscount(p, pct);
        expect(discounted).toBeGreaterThanOrEqual(0);
        expect(discounted).toBeLessThanOrEqual(p);
      }),
    );
  });

  it('gives a lower or equal price for a larger percentage', () => {
    fc.assert(
      fc.property(price, percentage, percentage, (p, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(applyPercentageDiscount(p, high)).toBeLessThanOrEqual(applyPercentageDiscount(p, low));
      }),
    );
  });

  it('matches whole-percent discounts on cents computed with integers', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 11 }), fc.integer({ min: 0, max: 100 }), (cents, pct) => {
        const kept = cents * (100 - pct);
        const roundedCents = Math.floor(kept / 100) + (kept % 100 >= 50 ? 1 : 0);
        expect(applyPercentageDiscount(toNumber(BigInt(cents), 2), pct)).toBe(
          toNumber(BigInt(roundedCents), 2),
        );
      }),
    );
  });
});
