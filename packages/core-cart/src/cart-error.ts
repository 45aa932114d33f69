import type { ApiFailure } from '@vitrine/api-client';
import type { CartError, CartErrorCode, CartMessageId, CartMutationKind } from './cart.types';

/** The catalogue message the UI shows for each cart error code (docs/decisions/0184). */
export const CART_ERROR_MESSAGES: Readonly<Record<CartErrorCode, CartMessageId>> = {
  create_token_failed: 'cart.load_error',
  fetch_failed: 'cart.load_error',
  add_failed: 'cart.add_error',
  update_failed: 'cart.update_error',
  remove_failed: 'cart.update_error',
  clear_failed: 'cart.update_error',
  line_not_found: 'cart.line_not_found',
  invalid_quantity: 'cart.invalid_quantity',
  cart_completed: 'cart.completed',
  stopped: 'cart.load_error',
};

/** The error code of a failed mutation of each kind. */
export const MUTATION_ERROR_CODES: Readonly<Record<CartMutationKind, CartErrorCode>> = {
  add: 'add_failed',
  update: 'update_failed',
  updateMany: 'update_failed',
  remove: 'remove_failed',
  clear: 'clear_failed',
};

/**
 * A cart error value; with a failure of the api-client, it keeps what the server said.
 *
 * @example
 * ```ts
 * cartError('add_failed', { kind: 'http', success: false, statusCode: 400, statusText: '', body: {},
 *   errorCode: 'ITEM_OUT_STOCK', message: 'Only 3 left in stock.' });
 * // { code: 'add_failed', message: 'cart.add_error', serverCode: 'ITEM_OUT_STOCK',
 * //   serverMessage: 'Only 3 left in stock.', status: 400, failure: 'http' }
 * ```
 */
export function cartError(code: CartErrorCode, failure?: ApiFailure): CartError {
  const base = { code, message: CART_ERROR_MESSAGES[code] };
  if (!failure) return base;
  if (failure.kind !== 'http') return { ...base, failure: failure.kind };
  return {
    ...base,
    failure: failure.kind,
    status: failure.statusCode,
    ...(failure.errorCode ? { serverCode: failure.errorCode } : {}),
    ...(failure.message ? { serverMessage: failure.message } : {}),
  };
}
