/**
 * How the server answers a navigation intent the guard or a page load raised (000 §2 Navigation
 * rules, §8 Error catalogue), and the cache headers of what it renders (docs/decisions/0460).
 * Pure functions.
 */
import { intentHref, matchRoute } from '@vitrine/core-shop';
import type { NavigationIntent } from '@vitrine/ports';

/** What the server does with an intent: redirect, or render another location with a status. */
export type IntentAnswer =
  | { readonly kind: 'redirect'; readonly status: 301 | 302; readonly location: string }
  | { readonly kind: 'render'; readonly status: number; readonly location: string }
  | { readonly kind: 'none' };

/** The status of the error page by its code (000 §2: BOOTSTRAP_ERROR, PRODUCT_ERROR, ...). */
export function errorStatus(code: string | null): number {
  // the shop itself could not be loaded: the service is unavailable for now
  if (code === 'BOOTSTRAP_ERROR') return 503;
  return 500;
}

/**
 * The status a status page answers with when rendered: page-not-found and wrong-domain 404, the
 * error page by its code, the password page of a locked shop 401 (000 §8: the platform's
 * "password protection" is a 401), every other page 200.
 *
 * @param locked - the password page is shown because the shop is locked (not opened directly)
 */
export function statusOfLocation(location: string, locked = false): number {
  const url = new URL(location, 'http://storefront.invalid');
  const name = matchRoute(url.pathname)?.route.name;
  if (name === 'page-not-found' || name === 'wrong-domain') return 404;
  if (name === 'error') return errorStatus(url.searchParams.get('code'));
  if (name === 'password' && locked) return 401;
  return 200;
}

/**
 * The server's answer to an intent: a shop redirect (000 §2 "a replace-navigation to its 'to'")
 * or a renamed product or collection (000 §8 "redirect server side") is permanent, 301; the
 * redirect domain too; not-found, wrong domain, the error page and the password page are
 * rendered in place with their status (the browser shows their own URL, as the client router
 * would); any other route intent (a login-required page) is a temporary 302.
 */
export function answerIntent(intent: NavigationIntent): IntentAnswer {
  const href = intentHref(intent);
  if (href === undefined) return { kind: 'none' };
  if (intent.type === 'path' || intent.type === 'external') {
    return { kind: 'redirect', status: intent.replace ? 301 : 302, location: href.href };
  }
  if (intent.type === 'not-found') return { kind: 'render', status: 404, location: href.href };
  if (intent.type !== 'route') return { kind: 'none' };
  const name = intent.route;
  if (name === 'page-not-found' || name === 'wrong-domain' || name === 'error' || name === 'password') {
    return { kind: 'render', status: statusOfLocation(href.href, true), location: href.href };
  }
  return { kind: 'redirect', status: 302, location: href.href };
}

/** How long a CDN keeps a rendered page fresh, and then serves it stale while it asks again. */
export const CACHE_SECONDS = { sMaxAge: 60, staleWhileRevalidate: 600 } as const;

/**
 * Cache-Control of a server answer: public pages and their 404s are kept by a shared cache for
 * {@link CACHE_SECONDS} (never by the browser, which revalidates with the ETag); the password page,
 * errors and anything else are not stored.
 */
export function cacheControl(status: number): string {
  if (status === 200 || status === 404 || status === 301) {
    return `public, max-age=0, s-maxage=${CACHE_SECONDS.sMaxAge}, stale-while-revalidate=${CACHE_SECONDS.staleWhileRevalidate}`;
  }
  return 'no-store';
}
