import type { NavigationIntent } from '@vitrine/ports';
import { errorIntent } from './navigation-intent';

/** The error text that means "nothing there" (000 §2 Navigation rules). */
export const EMPTY_RESULT_ERROR_TEXT = 'query returned empty result';

/** Error-page code of a failed collection load (000 §2, §8). */
export const COLLECTION_ERROR = 'COLLECTION_ERROR';
/** Error-page code of a failed product load (000 §2, §8). */
export const PRODUCT_ERROR = 'PRODUCT_ERROR';
/** Error-page code of a failed bootstrap (000 §2, §8). */
export const BOOTSTRAP_ERROR = 'BOOTSTRAP_ERROR';
/** Error-page code when an error has no message to derive one from (docs/decisions/0125). */
export const UNKNOWN_ERROR = 'UNKNOWN_ERROR';

/** What was being loaded when a data-load error happened. */
export type LoadErrorSource = 'collection' | 'product' | 'other';

/**
 * The error-page code derived from an error message: upper-cased and dash-joined (000 §2
 * "a code derived from the upper-cased, dash-joined error message").
 *
 * @example
 * ```ts
 * errorCodeFromMessage('Network request failed'); // 'NETWORK-REQUEST-FAILED'
 * ```
 */
export function errorCodeFromMessage(message: string): string {
  const words = message
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '');
  return words.length === 0 ? UNKNOWN_ERROR : words.join('-').toUpperCase();
}

/** Whether an error message means the requested thing does not exist (000 §2). */
export function isEmptyResultError(message: string): boolean {
  return message.toLowerCase().includes(EMPTY_RESULT_ERROR_TEXT);
}

/**
 * Where a data-load error leads (000 §2 Navigation rules, §8): an empty result shows the not-found
 * page; other collection and product failures show the error page with COLLECTION_ERROR or
 * PRODUCT_ERROR; any other failure shows the error page with a code derived from its message.
 *
 * @param message - the error's message
 * @param from - the path that was being shown (the not-found page's `from`)
 * @param source - what was being loaded
 *
 * @example
 * ```ts
 * loadErrorIntent('query returned empty result', '/products/x', 'product'); // { type: 'not-found', from: '/products/x' }
 * loadErrorIntent('timeout', '/products/x', 'product');
 * // { type: 'route', route: 'error', query: { code: 'PRODUCT_ERROR' }, replace: true }
 * ```
 */
export function loadErrorIntent(
  message: string,
  from: string,
  source: LoadErrorSource = 'other',
): NavigationIntent {
  if (isEmptyResultError(message)) return { type: 'not-found', from };
  if (source === 'collection') return errorIntent(COLLECTION_ERROR);
  if (source === 'product') return errorIntent(PRODUCT_ERROR);
  return errorIntent(errorCodeFromMessage(message));
}
