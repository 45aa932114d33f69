import { describe, expect, it } from 'vitest';
import { moneyOf } from './money';

describe('moneyOf', () => {
  it.each([
    [19.99, 'USD', 1999],
    ['19.99', 'usd', 1999],
    [1500, 'JPY', 1500],
    [1.2345, 'KWD', 1235],
    [null, 'EUR', 0],
    ['not a number', 'EUR', 0],
  ])('%s %s is %i minor units', (amount, currency, minor) => {
    expect(moneyOf(amount, currency)).toEqual({ amount: minor, currency: currency.toUpperCase() });
  });
});
