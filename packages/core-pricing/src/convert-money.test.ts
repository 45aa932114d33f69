import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertMoney } from './convert-money';

const rates = { base: 'USD', rates: { EUR: 0.92, GBP: 0.79, JPY: 151.2, KWD: 0.307 } };

describe('convertMoney', () => {
  // 000 §9: multi-currency converts through a shop-base rate table.
  it.each([
    [10, 'USD', 'EUR', 9.2],
    [19.99, 'USD', 'JPY', 3022],
    [19.99, 'USD', 'KWD', 6.137],
    [9.2, 'EUR', 'USD', 10],
    [10, 'EUR', 'GBP', 8.59],
    [9.2, 'EUR', 'JPY', 1512],
    [1512, 'JPY', 'EUR', 9.2],
    [-10, 'USD', 'EUR', -9.2],
    [0, 'EUR', 'GBP', 0],
    [12.345, 'EUR', 'EUR', 12.35],
    [10, 'usd', 'eur', 9.2],
  ])('converts %s %s to %s %s', (amount, from, to, converted) => {
    expect(convertMoney(amount, { from, to, rates })).toEqual({
      ok: true,
      amount: converted,
      currency: to.toUpperCase(),
    });
  });

  it('multiplies by the rate exactly where floats would not', () => {
    expect(0.1 * 3).not.toBe(0.3);
    expect(convertMoney(0.1, { from: 'USD', to: 'X3', rates: { base: 'USD', rates: { X3: 3 } } })).toEqual({
      ok: true,
      amount: 0.3,
      currency: 'X3',
    });
  });

  it('treats the base currency as rate 1 even when it is listed', () => {
    const listed = { base: 'USD', rates: { USD: 1, EUR: 0.92 } };
    expect(convertMoney(10, { from: 'USD', to: 'EUR', rates: listed })).toEqual({
      ok: true,
      amount: 9.2,
      currency: 'EUR',
    });
  });

  it.each([
    [
      { from: 'USD', to: 'CHF' },
      { code: 'rate_missing', currency: 'CHF' },
    ],
    [
      { from: 'CHF', to: 'USD' },
      { code: 'rate_missing', currency: 'CHF' },
    ],
  ])('returns an error value when a rate is missing: %o', (pair, error) => {
    expect(convertMoney(10, { ...pair, rates })).toEqual({ ok: false, error });
  });

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY])('returns an error value for the rate %s', (rate) => {
    expect(
      convertMoney(10, { from: 'USD', to: 'EUR', rates: { base: 'USD', rates: { EUR: rate } } }),
    ).toEqual({
      ok: false,
      error: { code: 'rate_invalid', currency: 'EUR' },
    });
  });

  it('returns an error value for an amount that is not a finite number', () => {
    expect(convertMoney(Number.NaN, { from: 'USD', to: 'EUR', rates })).toEqual({
      ok: false,
      error: { code: 'amount_invalid', currency: 'USD' },
    });
  });

  it('comes back to the base amount within the rounding of both conversions', () => {
    const rate = fc.integer({ min: 1, max: 100_000_000 }).map((units) => units / 10_000);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), rate, (cents, r) => {
        const table = { base: 'USD', rates: { XTS: r } };
        const there = convertMoney(cents / 100, { from: 'USD', to: 'XTS', rates: table });
        if (!there.ok) throw new Error('conversion failed');
        const back = convertMoney(there.amount, { from: 'XTS', to: 'USD', rates: table });
        if (!back.ok) throw new Error('conversion failed');
        const tolerance = 0.005 / r + 0.005 + 1e-9;
        expect(Math.abs(back.amount - cents / 100)).toBeLessThanOrEqual(
          tolerance + Math.abs(cents / 100) * 1e-12,
        );
      }),
    );
  });

  it('always gives whole units for a zero-decimal target currency', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (amount) => {
        const result = convertMoney(amount, { from: 'USD', to: 'JPY', rates });
        expect(result.ok && Number.isInteger(result.amount)).toBe(true);
      }),
    );
  });
});
