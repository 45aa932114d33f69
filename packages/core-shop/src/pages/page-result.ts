import { type ApiFailure, failureMessage } from '@vitrine/api-client';
import { isEmptyResultError, loadErrorIntent } from '../navigation/load-error';
import { normaliseRedirectPath, type Redirect, readRedirect, redirectIntent } from '../navigation/redirects';
import type { NavigationIntent } from '@vitrine/ports';
import type { ShopPage } from '../shop.mapping';

/** Error code of a page (or policy) that does not exist: 404, or an empty handle (000 §5, §8). */
export const PAGE_NOT_FOUND = 'PAGE_NOT_FOUND';
/** Error code of a page load that failed for another reason. */
export const PAGE_ERROR = 'PAGE_ERROR';

/** Why a page did not load, as a value. */
export type PageError =
  /** Not found; `redirect` when the platform named where a renamed page lives now (docs/decisions/0657). */
  | { readonly code: typeof PAGE_NOT_FOUND; readonly redirect?: Redirect }
  | { readonly code: typeof PAGE_ERROR; readonly kind: ApiFailure['kind']; readonly message?: string };

/** What loading one page resolves to (never rejects). */
export type PageResult =
  | { readonly ok: true; readonly page: ShopPage }
  | { readonly ok: false; readonly error: PageError };

/**
 * The error a failed page call means: 404 or "query returned empty result" → not found
 * (000 §8 "Page fetch by handle missing: status 404"), with the redirect its answer names when it
 * can be followed (`readRedirect`; docs/decisions/0657); anything else → PAGE_ERROR.
 */
export function pageError(failure: ApiFailure): PageError {
  const message = failureMessage(failure);
  if ((failure.kind === 'http' && failure.statusCode === 404) || isEmptyResultError(message ?? '')) {
    const redirect = failure.kind === 'http' ? readRedirect(failure.body) : undefined;
    return redirect === undefined ? { code: PAGE_NOT_FOUND } : { code: PAGE_NOT_FOUND, redirect };
  }
  return message === undefined
    ? { code: PAGE_ERROR, kind: failure.kind }
    : { code: PAGE_ERROR, kind: failure.kind, message };
}

/**
 * Where a page error sends the visitor (000 §2 Navigation rules): a renamed page → a
 * replace-navigation to its target, query kept ("A matching 'from' leads to a replace-navigation
 * to its 'to' (external or internal, query kept)", the guard's `redirectIntent`); not found →
 * page-not-found; otherwise the error page with the code derived from the error's message.
 *
 * @param from - the path that was being shown
 * @param search - its query, with or without its leading `?`; default none
 */
export function pageErrorIntent(error: PageError, from: string, search = ''): NavigationIntent {
  if (error.code === PAGE_NOT_FOUND) {
    // the redirect of the path asked only: /pages/{handle}'s, not a policy's of the same handle
    const redirect = error.redirect;
    return redirect !== undefined && normaliseRedirectPath(redirect.from) === normaliseRedirectPath(from)
      ? redirectIntent(redirect, search)
      : { type: 'not-found', from };
  }
  return loadErrorIntent(error.message ?? error.code, from);
}
