import type { NavigationIntent } from '@vitrine/ports';

/** The redirect enumeration of 000 §2 Navigation rules: none 0, all 1, listing 2, sitemap 3. */
export const REDIRECT_TYPES = { none: 0, all: 1, listing: 2, sitemap: 3 } as const;

/** One value of {@link REDIRECT_TYPES}. */
export type RedirectType = (typeof REDIRECT_TYPES)[keyof typeof REDIRECT_TYPES];

/** A shop's URL redirect (000 §3 "Redirect entry: from, to"). */
export interface Redirect {
  /** The storefront path that moved. */
  readonly from: string;
  /** Where it moved: a storefront path or an absolute URL. */
  readonly to: string;
}

/**
 * A path as redirects compare it: no query or hash, percent-decoded, lower-cased, no trailing
 * slash (docs/decisions/0122).
 */
export function normaliseRedirectPath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  let decoded = bare;
  try {
    decoded = decodeURIComponent(bare);
  } catch {
    // a malformed escape is compared as written
  }
  const trimmed = decoded.replace(/\/+$/, '').toLowerCase();
  return trimmed === '' ? '/' : trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/**
 * The redirect whose `from` matches a path, if any (000 §2 "A matching 'from' leads to a
 * replace-navigation to its 'to'").
 *
 * @example
 * ```ts
 * findRedirect([{ from: '/old', to: '/new' }], '/OLD/'); // { from: '/old', to: '/new' }
 * ```
 */
export function findRedirect(redirects: readonly Redirect[], path: string): Redirect | undefined {
  const wanted = normaliseRedirectPath(path);
  return redirects.find((entry) => normaliseRedirectPath(entry.from) === wanted);
}

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The redirect a not-found answer names (`answer.redirect`: a renamed page, docs/decisions/0266,
 * 0657), or `undefined` when there is none or it cannot be followed: `to` must be a storefront path
 * (`/…`, not the protocol-relative `//…`) or an absolute http(s) URL, and must not be `from` itself
 * as redirects compare paths (docs/decisions/0122: following it would ask the same page again).
 * One rule for the pages', products' and collections' not-found answers (core-catalog reads it too;
 * docs/decisions/0282, 0657).
 *
 * @example
 * ```ts
 * readRedirect({ error: 'query returned empty result', redirect: { from: '/pages/a', to: '/pages/b' } });
 * // { from: '/pages/a', to: '/pages/b' }
 * readRedirect({ redirect: { from: '/pages/a', to: 'javascript:alert(1)' } }); // undefined
 * ```
 */
export function readRedirect(answer: unknown): Redirect | undefined {
  if (!isRecord(answer) || !isRecord(answer.redirect)) return undefined;
  const { from, to } = answer.redirect;
  if (typeof from !== 'string' || typeof to !== 'string') return undefined;
  const target = to.trim();
  const storefrontPath = target.startsWith('/') && !target.startsWith('//');
  if (!storefrontPath && !/^https?:\/\/[^/\s]/i.test(target)) return undefined;
  if (storefrontPath && normaliseRedirectPath(target) === normaliseRedirectPath(from)) return undefined;
  return { from, to: target };
}

/**
 * Whether the redirect list in the bootstrap data is incomplete, so an unmatched URL must be
 * looked up from the server (000 §2 "If the list is shorter than the stated redirect count").
 */
export function needsRedirectLookup(listed: number, statedCount: number): boolean {
  return listed < statedCount;
}

/** Whether a redirect target leaves the storefront (has a scheme, or is protocol-relative). */
export function isExternalTarget(to: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(to) || to.startsWith('//');
}

/**
 * A target with the request's query kept (000 §2 "query kept"): the request's parameters are
 * appended to any the target has, before its hash.
 *
 * @param search - the request's query, with or without its leading `?`
 */
export function keepQuery(to: string, search: string): string {
  const query = search.startsWith('?') ? search.slice(1) : search;
  if (query === '') return to;
  const hashAt = to.indexOf('#');
  const base = hashAt === -1 ? to : to.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : to.slice(hashAt);
  const joiner = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?';
  return `${base}${joiner}${query}${hash}`;
}

/**
 * The replace-navigation a matched redirect leads to: external for an absolute target, internal
 * otherwise, query kept (000 §2 Navigation rules).
 *
 * @example
 * ```ts
 * redirectIntent({ from: '/old', to: 'https://example.com/new' }, '?ref=mail');
 * // { type: 'external', url: 'https://example.com/new?ref=mail', replace: true }
 * redirectIntent({ from: '/old', to: '/new' }, '');
 * // { type: 'path', path: '/new', replace: true }
 * ```
 */
export function redirectIntent(entry: Redirect, search: string): NavigationIntent {
  const target = keepQuery(entry.to, search);
  return isExternalTarget(entry.to)
    ? { type: 'external', url: target, replace: true }
    : { type: 'path', path: target, replace: true };
}
