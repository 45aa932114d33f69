/**
 * Failures as values: a platform failure reduced to what the machines branch on, the text a
 * failure shows, and the failure a request gets when the refresh lock has failed (000 §4, §8).
 */
import type { ApiFailure, ApiResult, HttpFailure } from '@vitrine/api-client';
import { failureMessage } from '@vitrine/api-client';
import type { NotificationMessage } from '@vitrine/core-shop';
import { accountMessages, type MessageId } from '@vitrine/messages';
import { UNAUTHORIZED_STATUS } from './auth.constants';
import type { CallFailure, CallOutcome, TokenErrorCode } from './auth.types';

/** A platform failure reduced to a serialisable value. */
export function toCallFailure(failure: ApiFailure): CallFailure {
  const message = failureMessage(failure);
  return {
    kind: failure.kind,
    ...(failure.kind === 'http' || failure.kind === 'invalid_response'
      ? { statusCode: failure.statusCode }
      : {}),
    ...(failure.kind === 'http' && failure.errorCode !== undefined ? { errorCode: failure.errorCode } : {}),
    ...(message !== undefined && message !== '' ? { message } : {}),
  };
}

/** A call's result as an outcome value, its data mapped by `pick`. */
export function toOutcome<T, R>(result: ApiResult<T>, pick: (data: T) => R): CallOutcome<R> {
  return result.ok
    ? { ok: true, data: pick(result.data) }
    : { ok: false, failure: toCallFailure(result.failure) };
}

/**
 * The server's text when it sent one, else the catalogue's fallback (000 §8 "the server text, or
 * 'Error while sign-in'").
 */
export function serverTextOr(failure: CallFailure, fallback: MessageId): NotificationMessage {
  return failure.kind === 'http' && failure.message !== undefined
    ? { text: failure.message }
    : { id: fallback };
}

/** Whether a failed reply mentions the password (000 §5 "A failed register reply mentioning password"). */
export function mentionsPassword(failure: CallFailure): boolean {
  return failure.message?.toLowerCase().includes('password') ?? false;
}

/** Whether a call was answered 'not authorized' (000 §4 "A 401 on the user fetch"). */
export function isUnauthorized(failure: CallFailure): boolean {
  return failure.statusCode === UNAUTHORIZED_STATUS;
}

/**
 * Whether a request was refused by the failed refresh lock ({@link refreshLockFailure}): the
 * session ended silently (000 §4 Token lifecycle step 4), so the request shows no text of its own
 * (docs/decisions/0172 "A failed refresh shows no notification").
 */
export function isRefreshLockFailure(failure: CallFailure): boolean {
  return (
    isUnauthorized(failure) &&
    (failure.errorCode === 'REFRESH_FAILED' || failure.errorCode === 'REFRESH_ATTEMPTS_EXCEEDED')
  );
}

/**
 * What a request gets while the refresh lock has failed: code 401 and 'Error refreshing user token.
 * User is not authorized to access the resource' (000 §4, §8), with the reason as `errorCode`.
 */
export function refreshLockFailure(reason: TokenErrorCode): HttpFailure {
  const text = accountMessages['auth.refresh_failed'];
  return {
    kind: 'http',
    success: false,
    statusCode: UNAUTHORIZED_STATUS,
    statusText: 'Unauthorized',
    body: { code: UNAUTHORIZED_STATUS, success: false, result: text, error_code: reason },
    errorCode: reason,
    message: text,
  };
}
