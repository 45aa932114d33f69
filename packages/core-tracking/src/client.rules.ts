/**
 * What the first-party tracker's params say about the visitor's client (001 §7 Analytics:
 * clientDevice, clientBrowser, url_query, sources), read from what the host gives (a user agent,
 * the page URL and referrer). The spec names the params, not their values: docs/decisions/0311.
 */

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
