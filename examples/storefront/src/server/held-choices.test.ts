import { createMemoryCookies } from '@vitrine/ports';
import { CURRENCY_COOKIE, createPricing, LOCALE_COOKIE } from '@vitrine/sdk';
import { describe, expect, it } from 'vitest';
import { holdStoredChoices } from './held-choices';

/** The demo shop's money settings (USD, also selling EUR and GBP). */
const SHOP = {
  shopCurrency: 'USD',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a shop money format, not a template literal.
  moneyFormat: '${{amount}}',
  settings: {
    multiCurrency: true,
    multiLocale: true,
    supported_locales: ['en-US', 'fr-FR'],
    currencies: [
      { code: 'USD', country_codes: ['US'] },
      { code: 'EUR', country_codes: ['FR'] },
      { code: 'GBP', country_codes: ['GB'] },
    ],
    rates: { USD: 1, EUR: 0.92, GBP: 0.79 },
  },
};

function pricingWith(
  stored: string | undefined,
  query: Record<string, string> = {},
  locale: string | undefined = undefined,
) {
  const cookies = createMemoryCookies({
    ...(stored === undefined ? {} : { [CURRENCY_COOKIE]: stored }),
    ...(locale === undefined ? {} : { [LOCALE_COOKIE]: locale }),
  });
  const held = holdStoredChoices(cookies);
  const pricing = createPricing({ ...SHOP, shopLocale: 'en-US', query, cookies: held.cookies });
  const changes: string[] = [];
  pricing.on('currency.changed', ({ currency }) => changes.push(currency));
  pricing.on('locale.changed', ({ locale: changed }) => changes.push(changed));
  return { held, pricing, changes, cookies, query };
}

describe('holdStoredChoices', () => {
  it("starts in the shop's currency, as the server rendered, and shows the stored one once released", () => {
    const { held, pricing, changes, query } = pricingWith('EUR');
    expect(pricing.getSnapshot().currency).toBe('USD');
    held.release(pricing, query);
    expect(pricing.getSnapshot().currency).toBe('EUR');
    expect(changes).toEqual(['EUR']);
    // released once: a second call changes nothing
    held.release(pricing, query);
    expect(changes).toEqual(['EUR']);
  });

  it('leaves the currency of the URL query (the server rendered it, 000 §9: the query wins)', () => {
    const { held, pricing, query } = pricingWith('EUR', { currency: 'gbp' });
    expect(pricing.getSnapshot().currency).toBe('GBP');
    held.release(pricing, query);
    expect(pricing.getSnapshot().currency).toBe('GBP');
  });

  it('ignores a stored currency the shop does not sell, and no stored currency at all', () => {
    const unsold = pricingWith('CHF');
    unsold.held.release(unsold.pricing, unsold.query);
    expect(unsold.pricing.getSnapshot().currency).toBe('USD');
    expect(unsold.changes).toEqual([]);
    const none = pricingWith(undefined);
    none.held.release(none.pricing, none.query);
    expect(none.pricing.getSnapshot().currency).toBe('USD');
    expect(none.changes).toEqual([]);
  });

  it("starts in the shop's locale and shows the stored one once released, the URL's too (000 §9: when none is stored)", () => {
    const chosen = pricingWith(undefined, {}, 'fr-FR');
    expect(chosen.pricing.getSnapshot().locale).toBe('en-US');
    chosen.held.release(chosen.pricing, chosen.query);
    expect(chosen.pricing.getSnapshot().locale).toBe('fr-FR');
    expect(chosen.changes).toEqual(['fr-FR']);
    // The stored locale wins over the URL's, as it does on a client-rendered page (decision 0103).
    const queried = pricingWith(undefined, { locale: 'en-US' }, 'fr-FR');
    queried.held.release(queried.pricing, queried.query);
    expect(queried.pricing.getSnapshot().locale).toBe('fr-FR');
    expect(queried.changes).toEqual(['fr-FR']);
    const clientRendered = createPricing({
      ...SHOP,
      shopLocale: 'en-US',
      query: { locale: 'en-US' },
      cookies: createMemoryCookies({ [LOCALE_COOKIE]: 'fr-FR' }),
    });
    expect(clientRendered.getSnapshot().locale).toBe(queried.pricing.getSnapshot().locale);
  });

  it('reads and writes every other cookie through, and a choice made meanwhile is kept', () => {
    const { held, pricing, cookies, query } = pricingWith('EUR');
    held.cookies.set('fingerprint', 'f1');
    expect(cookies.get('fingerprint')).toBe('f1');
    expect(held.cookies.get('fingerprint')).toBe('f1');
    // the shopper picks GBP before the page hydrated: that choice is the cookie now
    pricing.setCurrency('GBP');
    held.release(pricing, query);
    expect(pricing.getSnapshot().currency).toBe('GBP');
    expect(cookies.get(CURRENCY_COOKIE)).toBe('GBP');
  });
});
