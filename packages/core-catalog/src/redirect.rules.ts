/**
 * A renamed product or collection (000 §8 "Collection or product not found (empty result):
 * redirect server side to a matching URL, or show not-found"): the platform names the redirect of
 * the old path next to its empty result (`redirect: { from, to }`, docs/decisions/0266). Pure rules;
 * docs/decisions/0282.
 */
import { keepQuery } from '@vitrine/core-shop';
import type { NavigationIntent } from '@vitrine/ports';

/** The platform's redirect of an old storefront path (`/products/old-tee`) to its new target. */
export interface CatalogRedirect {
  /** The path that was asked for, e.g. `/products/old-tee`. */
  readonly from: string;
  /** Where it lives now: a storefront path (`/products/new-tee`) or an absolute http(s) URL. */
  readonly to: string;
}

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isStorefrontPath = (to: string): boolean => to.startsWith('/') && !to.startsWith('//');
const isWebUrl = (to: string): boolean => /^https?:\/\/[^/\s]/i.test(to);

/**
 * The redirect an empty answer names (`answer.redirect`), or `null` when there is none or it
 * cannot be followed: `to` must be a storefront path (`/…`, not the protocol-relative `//…`) or an
 * absolute http(s) URL, and must differ from `from` (no loop).
 *
 * @example
 * ```ts
 * readRedirect({ error: 'query returned empty result', redirect: { from: '/products/a', to: '/products/b' } });
 * // { from: '/products/a', to: '/products/b' }
 * readRedirect({ redirect: { from: '/products/a', to: 'javascript:alert(1)' } }); // null
 * ```
 */
export function readRedirect(answer: unknown): CatalogRedirect | null {
  if (!isRecord(answer) || !isRecord(answer.redirect)) return null;
  const { from, to } = answer.redirect;
  if (typeof from !== 'string' || typeof to !== 'string') return null;
  const target = to.trim();
  if (target === '' || target === from.trim()) return null;
  if (!isStorefrontPath(target) && !isWebUrl(target)) return null;
  return { from, to: target };
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
  const target = keepQuery(redirect.to, search);
  return isStorefrontPath(redirect.to)
    ? { type: 'path', path: target, replace: true }
    : { type: 'external', url: target, replace: true };
}
