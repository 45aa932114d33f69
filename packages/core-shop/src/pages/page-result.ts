import { type ApiFailure, failureMessage } from '@vitrine/api-client';
import { isEmptyResultError, loadErrorIntent } from '../navigation/load-error';
import type { NavigationIntent } from '@vitrine/ports';
import type { ShopPage } from '../shop.mapping';

/** Error code of a page (or policy) that does not exist: 404, or an empty handle (000 §5, §8). */
export const PAGE_NOT_FOUND = 'PAGE_NOT_FOUND';
/** Error code of a page load that failed for another reason. */
export const PAGE_ERROR = 'PAGE_ERROR';

/** Why a page did not load, as a value. */
export type PageError =
  | { readonly code: typeof PAGE_NOT_FOUND }
  | { readonly code: typeof PAGE_ERROR; readonly kind: ApiFailure['kind']; readonly message?: string };

/** What loading one page resolves to (never rejects). */
export type PageResult =
  | { readonly ok: true; readonly page: ShopPage }
  | { readonly ok: false; readonly error: PageError };

/**
 * The error a failed page call means: 404 or "query returned empty result" → not found
 * (000 §8 "Page fetch by handle missing: status 404"), anything else → PAGE_ERROR.
 */
export function pageError(failure: ApiFailure): PageError {
  const message = failureMessage(failure);
  if ((failure.kind === 'http' && failure.statusCode === 404) || isEmptyResultError(message ?? '')) {
    return { code: PAGE_NOT_FOUND };
  }
  return message === undefined
    ? { code: PAGE_ERROR, kind: failure.kind }
    : { code: PAGE_ERROR, kind: failure.kind, message };
}

/**
 * Where a page error sends the visitor (000 §2 Navigation rules): not found → page-not-found;
 * otherwise the error page with the code derived from the error's message.
 *
 * @param from - the path that was being shown
 */
export function pageErrorIntent(error: PageError, from: string): NavigationIntent {
  if (error.code === PAGE_NOT_FOUND) return { type: 'not-found', from };
  return loadErrorIntent(error.message ?? error.code, from);
}
