import {
  type COLLECTION_ERROR,
  errorCodeFromMessage,
  isEmptyResultError,
  type PRODUCT_ERROR,
} from '@vitrine/core-shop';
import { type CatalogRedirect, readRedirect } from './redirect.rules';

/** The error code of a failed catalogue load. 000 §2 Navigation rules, 000 §8. */
export type CatalogErrorCode = typeof COLLECTION_ERROR | typeof PRODUCT_ERROR;

/**
 * Why a catalogue load did not give data: not found (the not-found page), or an error with the
 * code of the error page and, when the server said why, the upper-cased, dash-joined message.
 * 000 §2 Navigation rules, 000 §8.
 */
export type CatalogError =
  /** Not found; `redirect` when the platform named where a renamed entry lives now (000 §8). */
  | { readonly kind: 'not-found'; readonly redirect?: CatalogRedirect }
  | { readonly kind: 'error'; readonly code: CatalogErrorCode; readonly detail: string | null };

/**
 * The part of an `@vitrine/api-client` failure the catalogue reads: kind, HTTP status, the
 * server's message and body.
 */
export interface LoadFailure {
  readonly kind: string;
  readonly statusCode?: number | undefined;
  readonly message?: string | undefined;
  readonly body?: unknown;
}

/** The not-found error value. */
export const NOT_FOUND: CatalogError = Object.freeze({ kind: 'not-found' });

/**
 * Not found, with the redirect the answer names when it can be followed (`readRedirect`; 000 §8
 * "redirect server side to a matching URL, or show not-found").
 */
export function notFoundIn(answer: unknown): CatalogError {
  const redirect = readRedirect(answer);
  return redirect === null ? NOT_FOUND : { kind: 'not-found', redirect };
}

/**
 * The server's message in a failure: `message`, else the JSON body's `message`, `error` or textual
 * `result`. A body left as text was not JSON (a proxy's error page, 000 §7): no message.
 */
export function serverMessage(failure: LoadFailure): string | null {
  if (failure.message) return failure.message;
  const body = failure.body;
  if (body !== null && typeof body === 'object') {
    for (const key of ['message', 'error', 'result'] as const) {
      const value = (body as Record<string, unknown>)[key];
      if (typeof value === 'string' && value !== '') return value;
    }
  }
  return null;
}

/**
 * The catalogue error of a failed load. 000 §2 Navigation rules: only an error whose message
 * contains 'query returned empty result' is not-found, whatever its HTTP status (a bare 404 is
 * not); any other failure is an error with `code` (COLLECTION_ERROR or PRODUCT_ERROR, 000 §8) and
 * the upper-cased, dash-joined message as `detail` (`errorCodeFromMessage` of `@vitrine/core-shop`,
 * the one reading of that rule). A not-found body naming a redirect keeps it (docs/decisions/0282).
 */
export function catalogErrorFrom(failure: LoadFailure, code: CatalogErrorCode): CatalogError {
  const message = serverMessage(failure);
  if (message !== null && isEmptyResultError(message)) return notFoundIn(failure.body);
  return { kind: 'error', code, detail: message ? errorCodeFromMessage(message) || null : null };
}
