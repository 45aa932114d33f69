/**
 * A server-rendered page hydrates in the currency and locale it was rendered in (issue 18,
 * docs/decisions/0462). The server renders every public page in the shop's currency and locale (or
 * the URL's `currency` / `locale` query, part of the cached URL): a CDN keeps one page for every
 * shopper, so the HTML never carries one shopper's choice. The shopper's stored choices (000 §9:
 * the currency and locale cookies) are held back while the page hydrates, so the first render in
 * the browser is the server's markup, and applied right after: prices and descriptions then
 * switch, as when the shopper picks a currency or a locale. The visitor's country (000 §9, the
 * location lookup) is followed then too, never before: the server renders for
 * {@link SERVER_RENDERED_COUNTRY} (docs/decisions/0571).
 */
import { DEFAULT_COUNTRY, supportedLocale } from '@vitrine/core-pricing';
import type { CookiePort } from '@vitrine/ports';
import { CURRENCY_COOKIE, LOCALE_COOKIE, type PricingFacade } from '@vitrine/sdk';

/**
 * The country a server-rendered page is resolved for, on the server and in the browser until it
 * hydrated: the default country (000 §9), never the request's. The page is cached for every
 * visitor of its URL (docs/decisions/0462), so the platform's `x-country-code` (which a CDN in front
 * may set) is not read by the server; the browser follows the visitor's own country once hydrated
 * (`pricing.locate()` in {@link HeldChoices.release}; docs/decisions/0571).
 */
export const SERVER_RENDERED_COUNTRY = DEFAULT_COUNTRY;

/** The cookies read by the pricing facade's resolution (000 §9), held back until hydrated. */
const HELD_COOKIES: ReadonlySet<string> = new Set([CURRENCY_COOKIE, LOCALE_COOKIE]);

/** The cookies with the stored choices held back, and what applies them once the page hydrated. */
export interface HeldChoices {
  /** `cookies`, reading no currency or locale cookie until {@link HeldChoices.release}. */
  readonly cookies: CookiePort;
  /**
   * Stops holding the cookies and shows their currency and locale, each unless the URL's query
   * (which the server rendered with) names one the shop offers: the query wins over the cookie
   * (000 §9). A value the shop does not offer is ignored, as the resolution ignores it. Then
   * follows the visitor's country where no query or stored choice decides (`pricing.locate()`:
   * the country cookie, else one location lookup; docs/decisions/0571).
   */
  release(
    pricing: Pick<PricingFacade, 'getSnapshot' | 'setCurrency' | 'setLocale' | 'locate'>,
    query: Readonly<Record<string, string>>,
  ): void;
}

/**
 * The URL's query, one value a parameter: the first when a parameter is repeated (decision 0103:
 * "Query parameters `currency` and `locale` (first value if repeated)"), as the server and the
 * browser both give it to the storefront, so `?locale=fr-FR&locale=en-US` is French on both.
 *
 * @example
 * ```ts
 * urlQuery(new URLSearchParams('?locale=fr-FR&locale=en-US')); // { locale: 'fr-FR' }
 * ```
 */
export function urlQuery(params: URLSearchParams): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, value] of params) if (!Object.hasOwn(query, name)) query[name] = value;
  return query;
}

const stored = (cookies: CookiePort, name: string): string | undefined => {
  const value = cookies.get(name)?.trim();
  return value === undefined || value === '' ? undefined : value;
};

/**
 * Holds the currency and locale cookies of `cookies` back until the page hydrated.
 *
 * @example
 * ```ts
 * const held = holdStoredChoices(ports.cookies);
 * const storefront = createStorefront({ ...options, ports: { ...ports, cookies: held.cookies } });
 * // once hydrated (an effect of the root)
 * held.release(storefront.pricing, query);
 * ```
 */
export function holdStoredChoices(cookies: CookiePort): HeldChoices {
  let holding = true;
  return {
    cookies: {
      get: (name) => (holding && HELD_COOKIES.has(name) ? undefined : cookies.get(name)),
      set: (name, value, options) => cookies.set(name, value, options),
      remove: (name) => cookies.remove(name),
    },
    release(pricing, query) {
      if (!holding) return;
      holding = false;
      const state = pricing.getSnapshot();
      const currency = stored(cookies, CURRENCY_COOKIE)?.toUpperCase();
      const queriedCurrency = query.currency?.trim().toUpperCase();
      const currencyQueried =
        queriedCurrency !== undefined &&
        (queriedCurrency === state.shopCurrency || state.currencies.includes(queriedCurrency));
      if (currency !== undefined && currency !== state.currency && !currencyQueried) {
        pricing.setCurrency(currency);
      }
      // The stored locale wins over the URL's (000 §9 "locale likewise when none is stored"), as
      // resolveLocale has it on a client-rendered page (decision 0103): a page's locale does not
      // depend on whether the server rendered it.
      const locale = stored(cookies, LOCALE_COOKIE);
      const storedLocale = locale === undefined ? undefined : supportedLocale(state.locales, locale);
      if (storedLocale !== undefined && storedLocale !== state.locale) pricing.setLocale(storedLocale);
      // The page was rendered for SERVER_RENDERED_COUNTRY: the visitor's own country now (000 §9).
      void pricing.locate();
    },
  };
}
