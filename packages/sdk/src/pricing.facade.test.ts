import { createMemoryCookies } from '@vitrine/ports';
import { describe, expect, it } from 'vitest';
import { CURRENCY_COOKIE, createPricing, LOCALE_COOKIE, selectDisplayCurrency } from './pricing.facade';

const settings = {
  multiCurrency: true,
  multiLocale: false,
  supported_locales: ['en-US'],
  currencies: [
    { code: 'USD', country_codes: ['US'] },
    { code: 'EUR', country_codes: ['DE', 'FR'] },
  ],
  rates: { EUR: 0.92 },
};

// biome-ignore lint/suspicious/noTemplateCurlyInString: a shop money format, not a template
const base = { shopCurrency: 'USD', moneyFormat: '${{amount}}', shopLocale: 'en-US', settings };

describe('createPricing (000 §9 currency resolution and conversion)', () => {
  it('shows shop prices in the shop format when nothing else decides', () => {
    const pricing = createPricing({ ...base, cookies: createMemoryCookies() });
    expect(pricing.getSnapshot().currency).toBe('USD');
    expect(pricing.format({ amount: 123456, currency: 'USD' })).toBe('$1,234.56');
  });

  it("takes the visitor's country, converts with the rate table and rounds per currency", () => {
    const pricing = createPricing({ ...base, country: 'DE', cookies: createMemoryCookies() });
    expect(pricing.getSnapshot().currency).toBe('EUR');
    expect(pricing.convert({ amount: 1999, currency: 'USD' })).toEqual({
      amount: 1839,
      currency: 'EUR',
      shop: { amount: 1999, currency: 'USD' },
    });
    expect(pricing.display()).toEqual({
      currency: 'EUR',
      locale: 'en-US',
      rates: { base: 'USD', rates: { EUR: 0.92 } },
    });
    expect(pricing.format({ amount: 1000, currency: 'USD' })).toBe('€9.20');
  });

  it("lists the shop's own currency among those a shopper may pick, even when the shop's list leaves it out (000 §9)", () => {
    const withoutShop = { ...settings, currencies: [{ code: 'eur', country_codes: ['DE'] }] };
    const pricing = createPricing({
      ...base,
      settings: withoutShop,
      country: 'DE',
      cookies: createMemoryCookies(),
    });
    expect(pricing.getSnapshot().currencies).toEqual(['USD', 'EUR']);
    expect(createPricing({ ...base, cookies: createMemoryCookies() }).getSnapshot().currencies).toEqual([
      'USD',
      'EUR',
    ]);
  });

  it("lists the shop's own locale among those a shopper may pick and keeps it when picked (000 §3, 0103)", () => {
    const cookies = createMemoryCookies();
    const multiLocale = { ...settings, multiLocale: true, supported_locales: ['fr-FR', 'de-DE'] };
    const pricing = createPricing({ ...base, settings: multiLocale, country: 'FR', cookies });
    expect(pricing.getSnapshot().locales).toEqual(['en-US', 'fr-FR', 'de-DE']);
    expect(pricing.getSnapshot().locale).toBe('fr-FR');
    expect(pricing.setLocale('en-US')).toEqual({ ok: true, value: 'en-US' });
    // The next page, the country still French: the choice stands.
    expect(
      createPricing({ ...base, settings: multiLocale, country: 'FR', cookies }).getSnapshot().locale,
    ).toBe('en-US');
  });

  it("keeps the shop's own currency once picked, even when the shop's list leaves it out (000 §9, docs/decisions/0191)", () => {
    const withoutShop = { ...settings, currencies: [{ code: 'EUR', country_codes: ['DE'] }] };
    const cookies = createMemoryCookies();
    const pricing = createPricing({ ...base, settings: withoutShop, country: 'DE', cookies });
    expect(pricing.getSnapshot().currency).toBe('EUR');
    expect(pricing.setCurrency('USD')).toEqual({ ok: true, value: 'USD' });
    // The next page, the country still German: the choice stands.
    expect(
      createPricing({ ...base, settings: withoutShop, country: 'DE', cookies }).getSnapshot().currency,
    ).toBe('USD');
    // Chosen by URL query, too.
    expect(
      createPricing({
        ...base,
        settings: withoutShop,
        country: 'DE',
        query: { currency: 'usd' },
        cookies: createMemoryCookies(),
      }).getSnapshot().currency,
    ).toBe('USD');
  });

  it("a location lookup answering after the shop's own currency was picked does not switch it back (docs/decisions/0571)", async () => {
    const withoutShop = { ...settings, currencies: [{ code: 'EUR', country_codes: ['DE'] }] };
    const cookies = createMemoryCookies({ [CURRENCY_COOKIE]: 'GBP' });
    let asked = 0;
    const pricing = createPricing({
      ...base,
      shopCurrency: 'GBP',
      settings: withoutShop,
      cookies,
      lookupCountry: async () => {
        asked += 1;
        return 'DE';
      },
    });
    expect(pricing.getSnapshot().currency).toBe('GBP');
    expect(await pricing.locate()).toEqual({ ok: true, value: undefined });
    expect(pricing.getSnapshot().currency).toBe('GBP');
    expect(asked).toBe(0);
  });

  it('keeps a currency chosen by URL query in the currency cookie; the cookie wins on the next page', () => {
    const cookies = createMemoryCookies();
    createPricing({ ...base, query: { currency: 'eur' }, cookies });
    expect(cookies.get(CURRENCY_COOKIE)).toBe('EUR');
    expect(createPricing({ ...base, country: 'US', cookies }).getSnapshot().currency).toBe('EUR');
  });

  it("remembers the shop's own currency chosen by URL query over a stored one (docs/decisions/0191)", () => {
    const cookies = createMemoryCookies({ [CURRENCY_COOKIE]: 'EUR' });
    expect(createPricing({ ...base, query: { currency: 'usd' }, cookies }).getSnapshot().currency).toBe(
      'USD',
    );
    expect(cookies.get(CURRENCY_COOKIE)).toBe('USD');
    // The next page, without the query: still USD.
    expect(createPricing({ ...base, cookies }).getSnapshot().currency).toBe('USD');
  });

  it('does not write a query currency the shop does not sell, nor one with multi-currency off', () => {
    const cookies = createMemoryCookies({ [CURRENCY_COOKIE]: 'EUR' });
    expect(createPricing({ ...base, query: { currency: 'JPY' }, cookies }).getSnapshot().currency).toBe(
      'EUR',
    );
    expect(cookies.entries.get(CURRENCY_COOKIE)?.value).toBe('EUR');
    const off = createMemoryCookies();
    createPricing({
      ...base,
      settings: { ...settings, multiCurrency: false },
      query: { currency: 'USD' },
      cookies: off,
    });
    expect(off.get(CURRENCY_COOKIE)).toBeUndefined();
  });

  it('an explicit choice changes every price at once and is remembered; a currency not sold is refused', () => {
    const cookies = createMemoryCookies();
    const pricing = createPricing({ ...base, cookies });
    const seen: string[] = [];
    pricing.on('currency.changed', ({ currency }) => seen.push(currency));
    pricing.select(
      (s) => s.currency,
      (currency) => seen.push(`slice:${currency}`),
    );
    expect(pricing.setCurrency('gbp')).toEqual({ ok: false, error: { code: 'currency_not_sold' } });
    expect(pricing.setCurrency('eur')).toEqual({ ok: true, value: 'EUR' });
    expect(seen).toEqual(['slice:EUR', 'EUR']);
    expect(cookies.get(CURRENCY_COOKIE)).toBe('EUR');
    expect(pricing.format({ amount: 500, currency: 'USD' })).toBe('€4.60');
  });

  it('restores the resolved currency from a persisted snapshot', () => {
    const first = createPricing({ ...base, country: 'FR', cookies: createMemoryCookies() });
    const again = createPricing({
      ...base,
      country: 'US',
      cookies: createMemoryCookies(),
      snapshot: first.persist(),
    });
    expect(again.getSnapshot().currency).toBe('EUR');
  });

  it('with multi-currency off, always the shop currency', () => {
    const pricing = createPricing({
      ...base,
      settings: { ...settings, multiCurrency: false },
      query: { currency: 'EUR' },
      cookies: createMemoryCookies(),
    });
    expect(pricing.getSnapshot().currency).toBe('USD');
    expect(pricing.setCurrency('EUR').ok).toBe(false);
  });
});

describe('createPricing setLocale (000 §9 locale; docs/decisions/0452)', () => {
  const multiLocale = { ...settings, multiLocale: true, supported_locales: ['en-US', 'fr-FR'] };

  it('switches to an offered locale at once, keeps it in the locale cookie, and the cookie wins on the next page', () => {
    const cookies = createMemoryCookies();
    const pricing = createPricing({ ...base, settings: multiLocale, query: { currency: 'EUR' }, cookies });
    expect(pricing.getSnapshot().locales).toEqual(['en-US', 'fr-FR']);
    expect(pricing.format({ amount: 1000, currency: 'USD' })).toBe('€9.20');
    const seen: string[] = [];
    pricing.on('locale.changed', ({ locale }) => seen.push(locale));
    pricing.select(selectDisplayCurrency, (display) => seen.push(`display:${display.locale}`));
    expect(pricing.setLocale('fr_fr')).toEqual({ ok: true, value: 'fr-FR' });
    expect(seen).toEqual(['display:fr-FR', 'fr-FR']);
    // Another currency is written the French way; the shop's format keeps its own currency's.
    expect(pricing.format({ amount: 1000, currency: 'USD' })).toMatch(/^9,20\s€$/);
    expect(cookies.get(LOCALE_COOKIE)).toBe('fr-FR');
    expect(
      createPricing({ ...base, settings: multiLocale, query: { locale: 'en-US' }, cookies }).getSnapshot()
        .locale,
    ).toBe('fr-FR');
    // The same locale again changes nothing.
    expect(pricing.setLocale('fr-FR').ok).toBe(true);
    expect(seen).toHaveLength(2);
  });

  it('refuses a locale the shop does not offer, and any with multi-locale off', () => {
    const cookies = createMemoryCookies();
    const pricing = createPricing({ ...base, settings: multiLocale, cookies });
    expect(pricing.setLocale('de-DE')).toEqual({ ok: false, error: { code: 'locale_not_offered' } });
    const single = createPricing({ ...base, cookies });
    expect(single.getSnapshot().locales).toEqual([]);
    expect(single.setLocale('en-US')).toEqual({ ok: false, error: { code: 'locale_not_offered' } });
    expect(cookies.get(LOCALE_COOKIE)).toBeUndefined();
    expect(pricing.getSnapshot().locale).toBe('en-US');
  });
});

// 000 §9 "The currency comes from the URL query, else from the visitor's country; locale likewise
// when none is stored", also for a page reached inside the shop (000 §2: a theme's link, a
// redirect's replace-navigation "query kept"): the query applies as on the page's first load.
describe('createPricing applyQuery (an in-app navigation, 000 §9 and §2)', () => {
  const multiLocale = { ...settings, multiLocale: true, supported_locales: ['en-US', 'fr-FR'] };

  it('a link to /?currency=EUR shows every price in EUR at once and keeps it in the currency cookie', () => {
    const cookies = createMemoryCookies();
    const pricing = createPricing({ ...base, cookies });
    expect(pricing.getSnapshot().currency).toBe('USD');
    const seen: string[] = [];
    pricing.on('currency.changed', ({ currency }) => seen.push(currency));
    pricing.applyQuery('?currency=eur');
    expect(pricing.getSnapshot().currency).toBe('EUR');
    expect(pricing.format({ amount: 1000, currency: 'USD' })).toBe('€9.20');
    expect(seen).toEqual(['EUR']);
    expect(cookies.get(CURRENCY_COOKIE)).toBe('EUR');
    // The next page, without the query: still EUR.
    expect(createPricing({ ...base, country: 'US', cookies }).getSnapshot().currency).toBe('EUR');
  });

  it('ignores a currency the shop does not sell, and a query naming neither currency nor locale', () => {
    const cookies = createMemoryCookies();
    const pricing = createPricing({ ...base, country: 'DE', cookies });
    expect(pricing.getSnapshot().currency).toBe('EUR');
    pricing.applyQuery('?currency=JPY');
    pricing.applyQuery('?page=2');
    expect(pricing.getSnapshot().currency).toBe('EUR');
    expect(cookies.get(CURRENCY_COOKIE)).toBeUndefined();
  });

  it('the first ?currency= of a repeated one wins, as on a first load (decision 0103)', () => {
    const cookies = createMemoryCookies();
    const pricing = createPricing({ ...base, cookies });
    pricing.applyQuery('?currency=EUR&currency=USD');
    expect(pricing.getSnapshot().currency).toBe('EUR');
  });

  it('a query met before the shop data loaded is resolved once it did', () => {
    const cookies = createMemoryCookies();
    const pricing = createPricing({ cookies });
    pricing.applyQuery('?currency=EUR');
    pricing.configure(base);
    expect(pricing.getSnapshot().currency).toBe('EUR');
    expect(cookies.get(CURRENCY_COOKIE)).toBe('EUR');
  });

  it('a link to ?locale=fr-FR shows the shop in French when no locale is stored; a stored one wins', () => {
    const pricing = createPricing({ ...base, settings: multiLocale, cookies: createMemoryCookies() });
    pricing.applyQuery('?locale=fr_fr');
    expect(pricing.getSnapshot().locale).toBe('fr-FR');
    // A locale the shop does not offer is ignored.
    pricing.applyQuery('?locale=de-DE');
    expect(pricing.getSnapshot().locale).toBe('fr-FR');
    const stored = createMemoryCookies({ [LOCALE_COOKIE]: 'en-US' });
    const chosen = createPricing({ ...base, settings: multiLocale, cookies: stored });
    chosen.applyQuery('?locale=fr-FR');
    expect(chosen.getSnapshot().locale).toBe('en-US');
  });
});
