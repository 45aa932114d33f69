/**
 * The visitor's country decides the currency and locale of a first visit (000 §9 "The currency
 * comes from the URL query, else from the visitor's country; locale likewise when none is
 * stored"; 000 §7 location lookup; docs/decisions/0571), against the real platform-api in process.
 * The platform's lookup reads the `x-country-code` header a CDN in front of it sets: the French
 * visitor's requests carry `x-country-code: FR`. The demo shop sells EUR to FR and offers fr-FR.
 */
import { createTransport } from '@vitrine/api-client';
import { shopMoney } from '@vitrine/core-pricing';
import { type ShopData, selectShop } from '@vitrine/core-shop';
import { createMemoryCookies, createMemoryPorts, type MemoryCookies } from '@vitrine/ports';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createStorefront, type Storefront } from '../src/index';
import { countryLookup } from '../src/location-lookup';
import {
  COUNTRY_COOKIE,
  CURRENCY_COOKIE,
  createPricing,
  LOCALE_COOKIE,
  type PricingOptions,
  type PricingShopSettings,
} from '../src/pricing.facade';
import { PLATFORM_URL, startPlatform, type TestPlatform } from './harness/platform';

let platform: TestPlatform;
const running: Storefront[] = [];
/** The demo shop's data, as the storefront maps its bootstrap. */
let demo: ShopData;
/** The demo's classic tee, in the shop's currency. */
let teePrice: { readonly amount: number; readonly currency: string };

const LOOKUP = '/api/catalog/location-lookup.json';

/** The platform, as a French visitor reaches it: the CDN in front tells the country. */
const french = (async (input: string | URL | Request, init?: RequestInit) => {
  const request = new Request(input, init);
  request.headers.set('x-country-code', 'FR');
  return platform.fetch(request);
}) as typeof fetch;

const lookups = (): number => platform.requests.filter((path) => path === LOOKUP).length;

/** The shop's money settings, as the storefront's wiring hands them to pricing (wiring.ts). */
function pricingSettings(data: ShopData): PricingShopSettings {
  return {
    shopCurrency: data.currency,
    moneyFormat: data.currencyFormat,
    shopLocale: data.locale,
    settings: {
      multiCurrency: data.multiCurrency.enabled,
      multiLocale: data.multiCurrency.multiLocale,
      supported_locales: data.multiCurrency.supportedLocales,
      currencies: data.multiCurrency.currencies.map((c) => ({ code: c.code, country_codes: c.countryCodes })),
      rates: data.multiCurrency.rates,
    },
  };
}

/** The storefront's pricing for a page of the French visitor, with the storefront's lookup (its transport). */
function frenchPricing(cookies: MemoryCookies, extra: Partial<PricingOptions> = {}) {
  const transport = createTransport({
    baseURL: PLATFORM_URL,
    shopDomain: 'localhost',
    fetch: french,
    cookies,
  });
  const pricing = createPricing({ cookies, lookupCountry: countryLookup(transport), ...extra });
  const events: string[] = [];
  pricing.on('currency.changed', ({ currency }) => events.push(currency));
  pricing.on('locale.changed', ({ locale }) => events.push(locale));
  return { pricing, events };
}

beforeAll(async () => {
  platform = await startPlatform();
  const storefront = createStorefront({
    domain: 'localhost',
    baseUrl: PLATFORM_URL,
    fetch: platform.fetch,
    ports: createMemoryPorts(),
  });
  running.push(storefront);
  const ready = await storefront.ready();
  if (!ready.ok) throw new Error(ready.error.code);
  const data = selectShop(storefront.shop.getSnapshot());
  if (!data) throw new Error('the demo shop did not load');
  demo = data;
  const tee = await storefront.catalog.product('classic-crew-tee');
  if (!tee.ok || !tee.value.variant) throw new Error('the tee did not load');
  teePrice = shopMoney(tee.value.variant.price);
  storefront.stop();
});
afterAll(async () => {
  await platform?.close();
});
afterEach(() => {
  for (const storefront of running.splice(0)) storefront.stop();
});

describe("a first visit follows the visitor's country (000 §9, decision 0571)", () => {
  it('a French visitor on the demo shop: EUR prices and fr-FR after one lookup; the next page asks none', async () => {
    expect(demo.currency).toBe('USD');
    const cookies = createMemoryCookies();
    const before = lookups();
    const first = frenchPricing(cookies);
    first.pricing.configure(pricingSettings(demo));
    await expect.poll(() => first.pricing.getSnapshot().currency).toBe('EUR');
    expect(first.pricing.getSnapshot().locale).toBe('fr-FR');
    expect(first.events).toEqual(['EUR', 'fr-FR']);
    // Prices follow: the tee at the shop's EUR rate (0.92), written the French way.
    const price = first.pricing.convert(teePrice);
    expect(price).toEqual({ amount: Math.round(teePrice.amount * 0.92), currency: 'EUR', shop: teePrice });
    expect(first.pricing.format(teePrice)).toBe(
      new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(price.amount / 100),
    );
    expect(lookups() - before).toBe(1);
    // The answer is kept as long as the currency cookie; no choice is written for the shopper.
    expect(cookies.entries.get(COUNTRY_COOKIE)).toEqual({
      value: 'FR',
      options: { maxAgeSeconds: 12 * 86_400 },
    });
    expect(cookies.get(CURRENCY_COOKIE)).toBeUndefined();
    expect(cookies.get(LOCALE_COOKIE)).toBeUndefined();
    expect(await first.pricing.locate()).toEqual({ ok: true, value: 'FR' });
    expect(lookups() - before).toBe(1);

    // The next page, the same cookies: EUR and fr-FR at once, nothing asked.
    const next = frenchPricing(cookies);
    next.pricing.configure(pricingSettings(demo));
    expect(next.pricing.getSnapshot()).toMatchObject({ currency: 'EUR', locale: 'fr-FR' });
    await Promise.resolve();
    expect(lookups() - before).toBe(1);
    expect(next.events).toEqual([]);
  });

  it('asks nothing when the query or stored choices decide, or the host gave the country', async () => {
    const before = lookups();
    const stored = frenchPricing(createMemoryCookies({ [CURRENCY_COOKIE]: 'GBP', [LOCALE_COOKIE]: 'en-US' }));
    stored.pricing.configure(pricingSettings(demo));
    const queried = frenchPricing(createMemoryCookies(), { query: { currency: 'usd', locale: 'en-US' } });
    queried.pricing.configure(pricingSettings(demo));
    const given = frenchPricing(createMemoryCookies(), { country: 'DE' });
    given.pricing.configure(pricingSettings(demo));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lookups() - before).toBe(0);
    expect(stored.pricing.getSnapshot()).toMatchObject({ currency: 'GBP', locale: 'en-US' });
    expect(queried.pricing.getSnapshot()).toMatchObject({ currency: 'USD', locale: 'en-US' });
    expect(given.pricing.getSnapshot()).toMatchObject({ currency: 'EUR', locale: 'en-US' });
  });

  it('a page rendered for the default country follows the visitor once the host calls locate() (hydrated)', async () => {
    const cookies = createMemoryCookies({ [CURRENCY_COOKIE]: 'GBP' });
    const before = lookups();
    const page = frenchPricing(cookies, { country: 'US' });
    page.pricing.configure(pricingSettings(demo));
    expect(page.pricing.getSnapshot()).toMatchObject({ currency: 'GBP', locale: 'en-US' });
    expect(lookups() - before).toBe(0);
    expect(await page.pricing.locate()).toEqual({ ok: true, value: 'FR' });
    // The stored currency stays (the shopper's choice); the locale, none stored, follows the country.
    expect(page.pricing.getSnapshot()).toMatchObject({ currency: 'GBP', locale: 'fr-FR' });
    expect(page.events).toEqual(['fr-FR']);
    expect(lookups() - before).toBe(1);
  });

  it('a failed lookup keeps the defaults, stores nothing and is not asked again on the page', async () => {
    const cookies = createMemoryCookies();
    let asked = 0;
    const pricing = createPricing({
      cookies,
      lookupCountry: async () => {
        asked += 1;
        return undefined;
      },
    });
    pricing.configure(pricingSettings(demo));
    expect(await pricing.locate()).toEqual({ ok: false, error: { code: 'country_unknown' } });
    expect(pricing.getSnapshot()).toMatchObject({ currency: 'USD', locale: 'en-US' });
    expect(asked).toBe(1);
    expect(cookies.get(COUNTRY_COOKIE)).toBeUndefined();
  });
});

/**
 * Through createStorefront: needs storefront.ts to pass `lookupCountry: countryLookup(transport)` to
 * createPricing (decision 0571); skipped until it does (storefront.ts is being edited elsewhere).
 */
describe('createStorefront follows the country of a first visit (000 §9)', () => {
  it('a French visitor: EUR prices and fr-FR after one lookup; a second storefront with the same cookies asks none', async () => {
    const ports = createMemoryPorts();
    const open = async (): Promise<Storefront> => {
      const storefront = createStorefront({
        domain: 'localhost',
        baseUrl: PLATFORM_URL,
        fetch: french,
        ports,
      });
      running.push(storefront);
      const ready = await storefront.ready();
      if (!ready.ok) throw new Error(ready.error.code);
      return storefront;
    };
    const before = lookups();
    const first = await open();
    await expect.poll(() => first.pricing.getSnapshot().currency).toBe('EUR');
    expect(first.pricing.getSnapshot().locale).toBe('fr-FR');
    const tee = await first.catalog.product('classic-crew-tee');
    if (!tee.ok || !tee.value.variant) throw new Error('the tee did not load');
    expect(tee.value.variant.price).toEqual({
      amount: Math.round(teePrice.amount * 0.92),
      currency: 'EUR',
      shop: teePrice,
    });
    expect(lookups() - before).toBe(1);
    first.stop();

    const second = await open();
    expect(second.pricing.getSnapshot()).toMatchObject({ currency: 'EUR', locale: 'fr-FR' });
    await second.catalog.product('classic-crew-tee');
    expect(lookups() - before).toBe(1);
  });
});
