import { describe, expect, it } from 'vitest';
import type { MultiCurrencySettings } from './multi-currency.types';
import { DEFAULT_LANGUAGE, DEFAULT_LOCALE } from './pricing.constants';
import { localeFollowsCountry, pickableLocales, resolveLocale, supportedLocale } from './resolve-locale';

const settings: MultiCurrencySettings = {
  multiCurrency: false,
  multiLocale: true,
  supported_locales: ['en-US', 'fr-FR', 'fr-CA', 'de-DE', 'zh-Hant-TW'],
  currencies: [],
};

describe('resolveLocale', () => {
  it('defaults to en-US, language EN (000 §9)', () => {
    expect(DEFAULT_LOCALE).toBe('en-US');
    expect(DEFAULT_LANGUAGE).toBe('EN');
    expect(DEFAULT_LOCALE.split('-')[0]?.toUpperCase()).toBe(DEFAULT_LANGUAGE);
    expect(resolveLocale()).toBe('en-US');
  });

  // 000 §9, 001 §4: the locale comes from the URL query, else from the visitor's country, when none is stored.
  it.each([
    ['a stored locale wins', { stored: 'de-DE', query: { locale: 'fr-FR' }, country: 'CA' }, 'de-DE'],
    ['without a stored locale the URL query decides', { query: { locale: 'fr-FR' }, country: 'DE' }, 'fr-FR'],
    ['the query ignores case and underscores', { query: { locale: 'FR_ca' } }, 'fr-CA'],
    ['else the visitor country decides', { country: 'CA' }, 'fr-CA'],
    ['the region is found after a script subtag', { country: 'tw' }, 'zh-Hant-TW'],
    ['a stored locale the shop does not support is ignored', { stored: 'it-IT', country: 'DE' }, 'de-DE'],
    [
      'a query locale the shop does not support is ignored',
      { query: { locale: 'it-IT' }, country: 'FR' },
      'fr-FR',
    ],
    ['a missing country counts as US', {}, 'en-US'],
    ['an unknown country falls back to the shop locale', { country: 'JP', shopLocale: 'de-DE' }, 'de-DE'],
  ])('%s', (_rule, input, expected) => {
    expect(resolveLocale({ ...input, settings })).toBe(expected);
  });

  it('uses the shop locale when multi-locale is off', () => {
    const off = { ...settings, multiLocale: false };
    expect(resolveLocale({ stored: 'fr-FR', query: { locale: 'fr-FR' }, country: 'FR', settings: off })).toBe(
      'en-US',
    );
    expect(resolveLocale({ country: 'FR', settings: off, shopLocale: 'de-DE' })).toBe('de-DE');
  });

  it('falls back to en-US when the shop supports no locale of the country', () => {
    expect(resolveLocale({ country: 'US', settings: { ...settings, supported_locales: ['fr-FR'] } })).toBe(
      'en-US',
    );
  });
});

describe('supportedLocale', () => {
  it("gives the shop's spelling of an offered locale, ignoring case and _ / -", () => {
    expect(supportedLocale(settings.supported_locales, 'FR_fr')).toBe('fr-FR');
    expect(supportedLocale(settings.supported_locales, ' zh-hant-tw ')).toBe('zh-Hant-TW');
  });

  it('refuses a locale the shop does not offer, and nothing', () => {
    expect(supportedLocale(settings.supported_locales, 'es-ES')).toBeUndefined();
    expect(supportedLocale(settings.supported_locales, 'fr')).toBeUndefined();
    expect(supportedLocale(settings.supported_locales, undefined)).toBeUndefined();
  });
});

// docs/decisions/0571: the country is asked for only when it decides the locale.
describe('localeFollowsCountry', () => {
  it.each([
    ['nothing chosen', { settings }, true],
    ['a stored locale the shop supports', { stored: 'fr_fr', settings }, false],
    ['a query locale the shop supports', { query: { locale: 'de-DE' }, settings }, false],
    [
      'a stored and a query locale the shop does not support',
      { stored: 'it-IT', query: { locale: 'es-ES' }, settings },
      true,
    ],
    ['multi-locale off', { settings: { ...settings, multiLocale: false } }, false],
    ['no settings', {}, false],
  ])('%s', (_, input, expected) => {
    expect(localeFollowsCountry(input)).toBe(expected);
  });
});

describe("the shop's own locale can always be picked back (000 §3 supported_locales, 0103 falls back to it)", () => {
  const settings: MultiCurrencySettings = {
    multiCurrency: false,
    multiLocale: true,
    supported_locales: ['fr-FR', 'de-DE'],
    currencies: [],
  };

  it('is listed first when the shop does not list it, once when it does', () => {
    expect(pickableLocales('en-US', ['fr-FR', 'de-DE'])).toEqual(['en-US', 'fr-FR', 'de-DE']);
    expect(pickableLocales('fr_fr', ['fr-FR', 'de-DE'])).toEqual(['fr-FR', 'de-DE']);
  });

  it('a stored or asked shop locale is kept, even where the country has a locale of its own', () => {
    expect(resolveLocale({ stored: 'en-US', country: 'FR', shopLocale: 'en-US', settings })).toBe('en-US');
    expect(resolveLocale({ query: { locale: 'en-us' }, country: 'DE', shopLocale: 'en-US', settings })).toBe(
      'en-US',
    );
    expect(localeFollowsCountry({ stored: 'en-US', shopLocale: 'en-US', settings })).toBe(false);
    // Nothing stored or asked: the country still decides.
    expect(resolveLocale({ country: 'FR', shopLocale: 'en-US', settings })).toBe('fr-FR');
  });
});
