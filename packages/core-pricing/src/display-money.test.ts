import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type DisplayCurrency,
  displayKey,
  formatDisplayMoney,
  sameDisplayCurrency,
  shopMoney,
  toDisplayMoney,
} from './display-money';

const rates = { base: 'USD', rates: { EUR: 0.92, JPY: 151.2, KWD: 0.307 } };
const eur: DisplayCurrency = { currency: 'EUR', locale: 'de-DE', rates };

describe('toDisplayMoney (000 §9: prices in the visitor currency through the shop-base rate table)', () => {
  it.each([
    [{ amount: 1000, currency: 'USD' }, 'EUR', { amount: 920, currency: 'EUR' }],
    [{ amount: 1999, currency: 'USD' }, 'JPY', { amount: 3022, currency: 'JPY' }],
    [{ amount: 1999, currency: 'USD' }, 'KWD', { amount: 6137, currency: 'KWD' }],
    [{ amount: 1, currency: 'USD' }, 'EUR', { amount: 1, currency: 'EUR' }],
    [{ amount: -1000, currency: 'USD' }, 'EUR', { amount: -920, currency: 'EUR' }],
  ])('shows %o in %s as %o, keeping the shop amount', (money, currency, shown) => {
    expect(toDisplayMoney(money, { currency, locale: 'en-US', rates })).toEqual({ ...shown, shop: money });
  });

  it('leaves a price alone when nothing converts it, never showing a wrong amount', () => {
    const price = { amount: 1000, currency: 'USD' };
    expect(toDisplayMoney(price, undefined)).toEqual(price);
    expect(toDisplayMoney(price, { currency: 'EUR', locale: 'de-DE' })).toEqual(price);
    expect(toDisplayMoney(price, { currency: 'usd', locale: 'en-US', rates })).toEqual(price);
    // No rate for CHF: the shop currency is shown (decision 0102).
    expect(toDisplayMoney(price, { currency: 'CHF', locale: 'de-CH', rates })).toEqual(price);
  });

  it('converts a shown price again from its shop amount, so switching back and forth never drifts', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (amount) => {
        const price = { amount, currency: 'USD' };
        const inYen = toDisplayMoney(toDisplayMoney(price, eur), { currency: 'JPY', locale: 'ja-JP', rates });
        expect(inYen).toEqual(toDisplayMoney(price, { currency: 'JPY', locale: 'ja-JP', rates }));
        const back = toDisplayMoney(inYen, { currency: 'USD', locale: 'en-US', rates });
        expect(back).toEqual(price);
        expect(shopMoney(inYen)).toEqual(price);
      }),
    );
  });
});

describe('shopMoney', () => {
  it('gives the amount the platform charges', () => {
    expect(shopMoney({ amount: 920, currency: 'EUR', shop: { amount: 1000, currency: 'USD' } })).toEqual({
      amount: 1000,
      currency: 'USD',
    });
    expect(shopMoney({ amount: 1000, currency: 'USD' })).toEqual({ amount: 1000, currency: 'USD' });
  });
});

describe('sameDisplayCurrency / displayKey', () => {
  it('tells a real change from a new object', () => {
    expect(sameDisplayCurrency(eur, { ...eur, rates: { ...rates } })).toBe(true);
    expect(sameDisplayCurrency(eur, { ...eur, currency: 'JPY' })).toBe(false);
    expect(sameDisplayCurrency(eur, { ...eur, rates: { base: 'USD', rates: { EUR: 0.93 } } })).toBe(false);
    expect(sameDisplayCurrency(eur, undefined)).toBe(false);
    expect(displayKey(undefined)).toBe('');
    expect(displayKey(eur)).toBe('USD>EUR@0.92');
  });
});

describe('formatDisplayMoney (decision 0191)', () => {
  it('writes a shop-currency price with the shop format and a converted one by the locale', () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a shop money format.
    const moneyFormat = '${{amount}}';
    expect(formatDisplayMoney({ amount: 1000, currency: 'USD' }, { moneyFormat })).toBe('$10.00');
    const shown = toDisplayMoney({ amount: 1000, currency: 'USD' }, eur);
    expect(formatDisplayMoney(shown, { moneyFormat, locale: 'en-US' })).toBe('€9.20');
    expect(formatDisplayMoney({ amount: 920, currency: 'EUR' }, { moneyFormat, shopCurrency: 'USD' })).toBe(
      '€9.20',
    );
    expect(
      formatDisplayMoney({ amount: 3022, currency: 'JPY' }, { shopCurrency: 'USD', locale: 'not a locale!' }),
    ).toBe('¥3,022');
  });
});

describe('a locale the shop spells with _', () => {
  // 000 §3 supported_locales may say fr_FR (decision 0452 keeps the shop's spelling): its
  // conventions apply, not the default locale's
  it('formats as the same locale with -', () => {
    const shown = { amount: 9200, currency: 'EUR', shop: { amount: 10000, currency: 'USD' } };
    expect(formatDisplayMoney(shown, { locale: 'fr_FR' })).toBe(
      formatDisplayMoney(shown, { locale: 'fr-FR' }),
    );
    expect(formatDisplayMoney(shown, { locale: 'fr_FR' })).not.toBe(
      formatDisplayMoney(shown, { locale: 'en-US' }),
    );
  });
});

describe('toDisplayMoney of a price already shown', () => {
  it('keeps a sum of converted prices as it is rather than converting its shop amount again', () => {
    const sum = { amount: 388, currency: 'EUR', shop: { amount: 420, currency: 'USD' } };
    expect(toDisplayMoney(sum, eur)).toBe(sum);
    expect(toDisplayMoney(sum, undefined)).toEqual({ amount: 420, currency: 'USD' });
  });
});
