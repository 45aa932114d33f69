import { describe, expect, it } from 'vitest';
import type { MultiCurrencySettings } from './multi-currency.types';
import { DEFAULT_COUNTRY, DEFAULT_CURRENCY } from './pricing.constants';
import { currencyFollowsCountry, resolveCurrency } from './resolve-currency';

const settings: MultiCurrencySettings = {
  multiCurrency: true,
  multiLocale: true,
  supported_locales: ['en-US', 'fr-FR'],
  currencies: [
    { code: 'USD', country_codes: ['US'] },
    { code: 'EUR', country_codes: ['FR', 'DE'] },
    { code: 'GBP', country_codes: ['GB'] },
  ],
};

describe('resolveCurrency', () => {
  it('defaults to USD (000 §9)', () => {
    expect(DEFAULT_CURRENCY).toBe('USD');
    expect(DEFAULT_COUNTRY).toBe('US');
    expect(resolveCurrency()).toBe('USD');
    expect(resolveCurrency({ query: { currency: 'EUR' }, country: 'FR' })).toBe('USD');
  });

  // 000 §9, 001 §4: the currency comes from the URL query, else from the visitor's country.
  it.each([
    ['the URL query wins over the country', { query: { currency: 'GBP' }, country: 'FR' }, 'GBP'],
    ['the query is case-insensitive', { query: { currency: ' gbp ' } }, 'GBP'],
    ['a repeated query parameter counts by its first value', { query: { currency: ['EUR', 'GBP'] } }, 'EUR'],
    [
      'a query currency the shop does not sell is ignored',
      { query: { currency: 'JPY' }, country: 'DE' },
      'EUR',
    ],
    ['an empty query currency is ignored', { query: { currency: '' }, country: 'GB' }, 'GBP'],
    ['else the visitor country decides', { country: 'DE' }, 'EUR'],
    ['country codes are case-insensitive', { country: 'gb' }, 'GBP'],
    ['an unknown country falls back to the shop currency', { country: 'JP', shopCurrency: 'EUR' }, 'EUR'],
    ['a missing country counts as US', { shopCurrency: 'EUR' }, 'USD'],
    ['a stored currency beats the country', { stored: 'GBP', country: 'DE' }, 'GBP'],
    ['the query beats a stored currency', { query: { currency: 'EUR' }, stored: 'GBP' }, 'EUR'],
    ['a stored currency the shop no longer sells is ignored', { stored: 'JPY', country: 'FR' }, 'EUR'],
  ])('%s', (_rule, input, expected) => {
    expect(resolveCurrency({ ...input, settings })).toBe(expected);
  });

  it('uses the shop currency when multi-currency is off', () => {
    const off = { ...settings, multiCurrency: false };
    expect(
      resolveCurrency({ query: { currency: 'GBP' }, country: 'DE', settings: off, shopCurrency: 'cad' }),
    ).toBe('CAD');
    expect(resolveCurrency({ query: { currency: 'GBP' }, settings: off })).toBe('USD');
  });

  it('falls back to the shop currency when no currency matches the default country either', () => {
    const europe = { ...settings, currencies: [{ code: 'EUR', country_codes: ['FR'] }] };
    expect(resolveCurrency({ settings: europe, shopCurrency: 'CHF' })).toBe('CHF');
    expect(resolveCurrency({ settings: europe })).toBe('USD');
  });
});

// 000 §9 and docs/decisions/0191: the shop's own currency can always be picked back (pickableCurrencies),
// so a shopper's choice of it stands even when the shop's list leaves it out.
describe("the shop's own currency left out of the shop's list", () => {
  const europe: MultiCurrencySettings = {
    multiCurrency: true,
    multiLocale: false,
    supported_locales: [],
    currencies: [{ code: 'EUR', country_codes: ['DE'] }],
  };

  it('a German shopper who picked it sees it again on reload', () => {
    expect(resolveCurrency({ stored: 'USD', country: 'DE', shopCurrency: 'USD', settings: europe })).toBe(
      'USD',
    );
    expect(resolveCurrency({ stored: 'gbp', country: 'DE', shopCurrency: 'GBP', settings: europe })).toBe(
      'GBP',
    );
  });

  it('?currency= of it shows it', () => {
    expect(
      resolveCurrency({ query: { currency: 'usd' }, country: 'DE', shopCurrency: 'USD', settings: europe }),
    ).toBe('USD');
    expect(
      resolveCurrency({ query: { currency: 'gbp' }, stored: 'EUR', shopCurrency: 'GBP', settings: europe }),
    ).toBe('GBP');
  });

  it('the country no longer decides once it is stored or asked', () => {
    expect(currencyFollowsCountry({ stored: 'USD', shopCurrency: 'USD', settings: europe })).toBe(false);
    expect(
      currencyFollowsCountry({ query: { currency: 'gbp' }, shopCurrency: 'GBP', settings: europe }),
    ).toBe(false);
    expect(currencyFollowsCountry({ stored: 'CHF', shopCurrency: 'GBP', settings: europe })).toBe(true);
  });
});

// docs/decisions/0571: the country is asked for only when it decides the currency.
describe('currencyFollowsCountry', () => {
  it.each([
    ['nothing chosen', { settings }, true],
    ['a query currency the shop sells', { query: { currency: 'gbp' }, settings }, false],
    ['a stored currency the shop sells', { stored: 'EUR', settings }, false],
    ['the shop currency chosen by query', { query: { currency: 'USD' }, settings }, false],
    [
      'a query and a stored currency the shop does not sell',
      { query: { currency: 'JPY' }, stored: 'CHF', settings },
      true,
    ],
    ['multi-currency off', { settings: { ...settings, multiCurrency: false } }, false],
    ['no settings', {}, false],
  ])('%s: %s', (_, input, expected) => {
    expect(currencyFollowsCountry(input)).toBe(expected);
  });
});
