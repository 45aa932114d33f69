import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toNumber } from './decimal';
import { formatMoney } from './format-money';
import { cartSubtotal, discountWithinLines, lineTotal, sumMoney } from './money-totals';
import { DEFAULT_MONEY_FORMAT } from './pricing.constants';

describe('lineTotal', () => {
  it.each([
    [{ price: 1999, qty: 3 }, 5997],
    [{ price: 1999, qty: 1 }, 1999],
    [{ price: 0, qty: 5 }, 0],
    // 000 §4 Cart: a quantity below 1 removes the item, so it adds nothing.
    [{ price: 1999, qty: 0 }, 0],
    [{ price: 1999, qty: -2 }, 0],
    [{ price: 1999, qty: 2.7 }, 3998],
    [{ price: 1999.5, qty: 2 }, 4000],
    [{ price: -500, qty: 2 }, -1000],
    [{ price: Number.NaN, qty: 2 }, 0],
    [{ price: 1999, qty: Number.NaN }, 0],
  ])('%o totals %i minor units', (line, total) => {
    expect(lineTotal(line)).toBe(total);
  });
});

describe('cartSubtotal', () => {
  it.each([
    [[], 0],
    [[{ price: 1999, qty: 2 }], 3998],
    [
      [
        { price: 1999, qty: 2 },
        { price: 550, qty: 1 },
      ],
      4548,
    ],
    [
      [
        { price: 1999, qty: 2 },
        { price: 550, qty: 0 },
      ],
      3998,
    ],
  ])('%o has a subtotal of %i', (lines, subtotal) => {
    expect(cartSubtotal(lines)).toBe(subtotal);
  });

  it('is the exact sum of price × quantity, in any line order', () => {
    const line = fc.record({
      price: fc.integer({ min: 0, max: 10_000_000 }),
      qty: fc.integer({ min: 1, max: 100 }),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 200 }), (lines) => {
        const exact = lines.reduce((sum, { price, qty }) => sum + BigInt(price) * BigInt(qty), 0n);
        expect(BigInt(cartSubtotal(lines))).toBe(exact);
        expect(cartSubtotal([...lines].reverse())).toBe(cartSubtotal(lines));
      }),
    );
  });
});

describe('sumMoney', () => {
  it.each([
    [[0.1, 0.2], 'USD', 0.3],
    [[19.99, 5.01, 0.005], 'USD', 25.01],
    [[100.4, 100.4], 'JPY', 200],
    [[1.0005, 1.0005], 'KWD', 2.002],
    [[10, -2.5], 'EUR', 7.5],
    [[], 'USD', 0],
    [[Number.NaN, 1], 'USD', 1],
  ])('sums %o in %s to %s', (amounts, currency, total) => {
    expect(sumMoney(amounts, currency)).toBe(total);
  });

  it('differs from naive float addition where that drifts', () => {
    const amounts = Array.from({ length: 10 }, () => 0.1);
    expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBe(0.9999999999999999);
    expect(sumMoney(amounts, 'USD')).toBe(1);
  });

  it('defaults to the currency USD', () => {
    expect(sumMoney([0.004, 0.004])).toBe(0);
  });

  it('never drifts: summing 1000 random prices formats like the exact sum', () => {
    const prices = fc.array(fc.integer({ min: -1_000_000, max: 100_000_000 }), {
      minLength: 1000,
      maxLength: 1000,
    });
    fc.assert(
      fc.property(prices, (cents) => {
        const amounts = cents.map((minor) => toNumber(BigInt(minor), 2));
        const exact = cents.reduce((sum, minor) => sum + BigInt(minor), 0n);
        const negative = exact < 0n;
        const magnitude = negative ? -exact : exact;
        const whole = (magnitude / 100n).toString().replace(/\B(?=(\d{3})+$)/g, ',');
        const expected = `${negative ? '-' : ''}$${whole}.${(magnitude % 100n).toString().padStart(2, '0')}`;
        expect(formatMoney(sumMoney(amounts, 'USD'), DEFAULT_MONEY_FORMAT)).toBe(expected);
        // The sum itself is the number nearest the exact sum, which naive float addition misses.
        expect(sumMoney(amounts, 'USD')).toBe(toNumber(exact, 2));
      }),
      { numRuns: 200 },
    );
  });
});

// 001 §9 "Percentage discount reduces prices with a floor of 0"; decision 0162: a fixed amount never
// exceeds the lines. Converted on their own, a discount can read a minor unit more than the lines.
describe('discountWithinLines', () => {
  it.each([
    [
      '3 × $1.10 shown €3.03, the full $3.30 discount converted to €3.04',
      { shop: 330, shown: 304 },
      { shop: 330, shown: 303 },
      303,
    ],
    [
      '3 × $1.06 shown €2.94, the full $3.18 discount converted to €2.93',
      { shop: 318, shown: 293 },
      { shop: 318, shown: 294 },
      294,
    ],
    ['a part of the lines keeps its conversion', { shop: 105, shown: 97 }, { shop: 420, shown: 388 }, 97],
    ['nothing off', { shop: 0, shown: 0 }, { shop: 420, shown: 388 }, 0],
  ])('%s', (_, discount, lines, expected) => {
    expect(discountWithinLines(discount, lines)).toBe(expected);
  });

  it('never more than the shown lines; all of them when the discount took all the lines', () => {
    const cents = fc.integer({ min: 0, max: 10_000_000 });
    fc.assert(
      fc.property(cents, cents, cents, cents, (lineShop, share, lineShown, discountShown) => {
        const discountShop = Math.min(share, lineShop);
        const shown = discountWithinLines(
          { shop: discountShop, shown: discountShown },
          { shop: lineShop, shown: lineShown },
        );
        expect(shown).toBeLessThanOrEqual(lineShown);
        expect(lineShown - shown).toBeGreaterThanOrEqual(0);
        if (discountShop === lineShop) expect(shown).toBe(lineShown);
        else expect(shown).toBe(Math.min(discountShown, lineShown));
      }),
      { numRuns: 200 },
    );
  });
});
