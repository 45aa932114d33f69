/**
 * What the first-party tracker's params say about the visitor's client (001 §7 Analytics:
 * clientDevice, clientBrowser, url_query, sources), read from what the host gives (a user agent,
 * the page URL and referrer). The spec names the params, not their values: docs/decisions/0311.
 */

import type { PageContext } from './tracking.types';

/** The kind of device: `mobile`, `tablet` or `desktop`. */
export type ClientDevice = 'mobile' | 'tablet' | 'desktop';

/** The device of a user agent. */
export function clientDevice(userAgent: string): ClientDevice {
  if (/iPad|Tablet|PlayBook|Silk|Android(?!.*Mobile)/i.test(userAgent)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|BlackBerry|Opera Mini|IEMobile/i.test(userAgent)) return 'mobile';
  return 'desktop';
}

/** The browser of a user agent: `Edge`, `Opera`, `Samsung`, `Chrome`, `Firefox`, `Safari`, `IE` or `Other`. */
export function clientBrowser(userAgent: string): string {
  const table: readonly (readonly [RegExp, string])[] = [
    [/Edg(e|A|iOS)?\//, 'Edge'],
    [/OPR\/|Opera/, 'Opera'],
    [/SamsungBrowser\//, 'Samsung'],
    [/Firefox\/|FxiOS\//, 'Firefox'],
    [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
    [/Safari\//, 'Safari'],
    [/MSIE |Trident\//, 'IE'],
  ];
  return table.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Other';
}

/** The query string of a URL, without `?` (`''` when there is none). */
export function urlQuery(pageUrl: string): string {
  const start = pageUrl.indexOf('?');
  if (start < 0) return '';
  const end = pageUrl.indexOf('#', start);
  return pageUrl.slice(start + 1, end < 0 ? undefined : end);
}

const hostOf = (url: string): string | undefined => {
  const match = /^[a-z][a-z0-9+.-]*:\/\/([^/?#:]+)/i.exec(url);
  return match?.[1]?.toLowerCase();
};

/**
 * Where the visit came from (`sources`): the page's `utm_source`, else the referrer's host when
 * it is another site, else `direct`.
 *
 * @example
 * ```ts
 * trafficSource('https://shop.test/?utm_source=newsletter', ''); // 'newsletter'
 * trafficSource('https://shop.test/', 'https://www.google.com/'); // 'www.google.com'
 * ```
 */
export function trafficSource(pageUrl: string, referrer: string): string {
  for (const pair of urlQuery(pageUrl).split('&')) {
    const [key, value] = pair.split('=');
    if (key === 'utm_source' && value) {
      try {
        return decodeURIComponent(value.replace(/\+/g, ' '));
      } catch {
        return value;
      }
    }
  }
  const from = hostOf(referrer);
  return from && from !== hostOf(pageUrl) ? from : 'direct';
}

/** Pages whose path after the route is a customer id and a token: only the route is kept (000 §2). */
const ACCOUNT_TOKEN_PATH = /^\/(reset-password|activate-account)(?:\/.*)?$/;
/** Pages whose first segment after the route is a checkout or order token (001 §2): it is replaced. */
const CHECKOUT_TOKEN_PATH = /^\/(checkouts|orders|checkout-additional)\/[^/]+/;
/** Query params that carry a secret or the shopper's e-mail: an order access key, an e-mail, a token. */
const SECRET_PARAMS = [
  'key',
  'email',
  'token',
  'checkout_token',
  'cart_token',
  'reset_token',
  'active_token',
];

const cleanPath = (path: string): string =>
  path.replace(ACCOUNT_TOKEN_PATH, '/$1').replace(CHECKOUT_TOKEN_PATH, '/$1/redacted');

/**
 * A page address as tracking gives it to anyone (vendors and the first-party tracker; decision
 * 0629): without the reset or activation link's customer id and token, the checkout or order
 * token, the order access key, the e-mail and other token params, and without the fragment.
 *
 * @example
 * ```ts
 * trackedUrl('https://shop.test/reset-password/1/rst_x?email=a@b.c'); // 'https://shop.test/reset-password'
 * trackedUrl('https://shop.test/orders/tok?key=k'); // 'https://shop.test/orders/redacted'
 * ```
 */
export function trackedUrl(url: string): string {
  if (!url) return url;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    // Not an absolute URL: its path only, as nothing else can be cleaned with certainty.
    return cleanPath(url.replace(/[?#].*$/, ''));
  }
  parsed.hash = '';
  parsed.pathname = cleanPath(parsed.pathname);
  for (const name of SECRET_PARAMS) parsed.searchParams.delete(name);
  return parsed.toString();
}

/** The page context tracking keeps and sends: its address and referrer through {@link trackedUrl}. */
export const trackedPage = (page: PageContext): PageContext => ({
  ...page,
  pageUrl: trackedUrl(page.pageUrl),
  referrer: trackedUrl(page.referrer),
});
