/**
 * A renamed product or collection (000 §8 "Collection or product not found (empty result):
 * redirect server side to a matching URL, or show not-found"): the platform names the redirect of
 * the old path next to its empty result (`redirect: { from, to }`, docs/decisions/0266). Pure rules;
 * docs/decisions/0282.
 */
import {
  type Redirect,
  readRedirect as readShopRedirect,
  redirectIntent as shopRedirectIntent,
} from '@vitrine/core-shop';
import type { NavigationIntent } from '@vitrine/ports';

/**
 * The platform's redirect of an old storefront path (`/products/old-tee`) to its new target: a
 * storefront path (`/products/new-tee`) or an absolute http(s) URL (core-shop's `Redirect`).
 */
export type CatalogRedirect = Redirect;

/**
 * The redirect an empty answer names (`answer.redirect`), or `null` when there is none or it
 * cannot be followed: core-shop's `readRedirect`, the one rule for pages, products and collections
 * (`to` a storefront path, not the protocol-relative `//…`, or an absolute http(s) URL; not the
 * path asked again, compared as redirects compare paths, docs/decisions/0122).
 *
 * @example
 * ```ts
 * readRedirect({ error: 'query returned empty result', redirect: { from: '/products/a', to: '/products/b' } });
 * // { from: '/products/a', to: '/products/b' }
 * readRedirect({ redirect: { from: '/products/a', to: 'javascript:alert(1)' } }); // null
 * ```
 */
export function readRedirect(answer: unknown): CatalogRedirect | null {
  return readShopRedirect(answer) ?? null;
}

/**
 * Where a redirect sends the shopper, replacing the old entry in the history (the old URL is not
 * a page to go back to): a storefront path as a `path` intent, an absolute URL as `external`. The
 * query of the page asked is kept, as the guard keeps it (000 §2 Navigation rules "A matching
 * 'from' leads to a replace-navigation to its 'to' (external or internal, query kept)"; core-shop's
 * `keepQuery`): the variant and a campaign's parameters reach the new page.
 *
 * @param search - the query of the page asked, with or without its leading `?`; default none
 *
 * @example
 * ```ts
 * redirectIntent({ from: '/products/a', to: '/products/b' }, '?variant=5');
 * // { type: 'path', path: '/products/b?variant=5', replace: true }
 * ```
 */
export function redirectIntent(redirect: CatalogRedirect, search = ''): NavigationIntent {
  return shopRedirectIntent(redirect, search);
}
