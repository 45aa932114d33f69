import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyDecimals, fromMinorUnits, toMinorUnits } from './currency-decimals';

describe('currencyDecimals', () => {
  it.each([
    ['USD', 2],
    ['EUR', 2],
    ['GBP', 2],
    ['JPY', 0],
    ['jpy', 0],
    [' KRW ', 0],
    ['VND', 0],
    ['KWD', 3],
    ['BHD', 3],
    ['CLF', 4],
    ['XYZ', 2],
  ])('%s has %i decimals', (currency, decimals) => {
    expect(currencyDecimals(currency)).toBe(decimals);
  });
});

describe('toMinorUnits', () => {
  it.each([
    [19.99, 'USD', 1999],
    [0.1 + 0.2, 'EUR', 30],
    [1.005, 'USD', 101],
    [-1.005, 'USD', -101],
    [1234.5, 'JPY', 1235],
    [1.2345, 'KWD', 1235],
    [0, 'USD', 0],
    [-0.001, 'USD', 0],
    [Number.NaN, 'USD', 0],
    [Number.POSITIVE_INFINITY, 'USD', 0],
  ])('%s %s is %i minor units', (amount, currency, minor) => {
    expect(toMinorUnits(amount, currency)).toBe(minor);
  });
});

describe('fromMinorUnits', () => {
  it.each([
    [1999, 'USD', 19.99],
    [1999, 'JPY', 1999],
    [1235, 'KWD', 1.235],
    [-30, 'EUR', -0.3],
    [0, 'USD', 0],
  ])('%i minor units of %s are %s', (minor, currency, amount) => {
    expect(fromMinorUnits(minor, currency)).toBe(amount);
  });

  it('round-trips with toMinorUnits for every currency kind', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -(10 ** 15) + 1, max: 10 ** 15 - 1 }),
        fc.constantFrom('USD', 'JPY', 'KWD', 'CLF'),
        (minor, currency) => {
          expect(toMinorUnits(fromMinorUnits(minor, currency), currency)).toBe(minor);
        },
      ),
    );
  });
});
