import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_WALLET_AMOUNT, WALLET_DECIMAL_CURRENCIES } from './pricing.constants';
import { walletAmount } from './wallet-amount';

describe('walletAmount', () => {
  it('lists the 22 decimal currencies of 001 §5', () => {
    expect(WALLET_DECIMAL_CURRENCIES).toEqual(
      'AUD BRL CAD CZK DKK EUR HKD INR ILS MYR MXN NZD NOK PHP PLN GBP RUB SGD SEK CHF THB USD'.split(' '),
    );
  });

  it.each(WALLET_DECIMAL_CURRENCIES)('keeps the decimals of %s', (currency) => {
    expect(walletAmount(19.99, currency)).toBe(19.99);
    expect(walletAmount(0.1 + 0.2, currency)).toBe(0.3);
    expect(walletAmount(12.345, currency)).toBe(12.35);
  });

  it.each(['JPY', 'HUF', 'TWD', 'KRW', 'KWD', 'ZAR'])('rounds %s to an integer', (currency) => {
    expect(walletAmount(1234.5, currency)).toBe(1235);
    expect(walletAmount(1234.4, currency)).toBe(1234);
    expect(walletAmount(19.99, currency)).toBe(20);
  });

  it('defaults to 0.1 USD (001 §5)', () => {
    expect(DEFAULT_WALLET_AMOUNT).toBe(0.1);
    expect(walletAmount()).toBe(0.1);
    expect(walletAmount(undefined, 'JPY')).toBe(0);
    expect(walletAmount(19.99)).toBe(19.99);
    expect(walletAmount(19.99, null)).toBe(19.99);
    expect(walletAmount(null, 'EUR')).toBe(0.1);
    expect(walletAmount(Number.NaN, 'EUR')).toBe(0.1);
  });

  it('reads the currency case-insensitively', () => {
    expect(walletAmount(19.99, 'eur')).toBe(19.99);
    expect(walletAmount(19.99, ' jpy ')).toBe(20);
  });

  it('gives an integer for any currency outside the list', () => {
    const outside = fc.constantFrom('JPY', 'HUF', 'TWD', 'ZAR', 'KWD', 'XYZ');
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), outside, (amount, currency) => {
        expect(Number.isInteger(walletAmount(amount, currency))).toBe(true);
      }),
    );
  });
});
