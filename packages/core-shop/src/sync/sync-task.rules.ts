import type { ApiFailure, ApiResult } from '@vitrine/api-client';
import { errorNotification, type NotificationInput } from '../notifications/notification';

/**
 * The network error code of a call that could not reach its host (a DNS failure: the visitor is
 * offline). Such a task raises no notification and stays unsent (000 §8; docs/decisions/0270).
 */
export const NETWORK_NOT_FOUND_CODE = 'ENOTFOUND';

/** The HTTP status a refresh deals with (000 §4, §8): never a notification of its own. */
const UNAUTHORIZED = 401;

/** What was true of a task when its answer came (000 §8 Non-200 code in a sync task). */
export interface SyncTaskConditions {
  /** The task asked for no notification. */
  readonly silent: boolean;
  /** A user-token refresh was underway (the refresh lock was held, 000 §4). */
  readonly refreshing: boolean;
}

/**
 * What becomes of a task after an attempt:
 * - `done`: the platform answered code 200;
 * - `failed`: it answered otherwise (or could not be read); `notification` is what the shopper sees,
 *   absent when a rule of 000 §8 keeps it quiet;
 * - `unsent`: it was not transmitted (no host, or a 401 while a refresh runs) and stays at the head
 *   of the queue for the next attempt.
 */
export type SyncTaskVerdict =
  | { readonly kind: 'done' }
  | { readonly kind: 'failed'; readonly notification?: NotificationInput }
  | { readonly kind: 'unsent' };

/** Whether a failure is the network's "host not found" (000 §8 "the code is ENOTFOUND"). */
export function isHostNotFound(failure: ApiFailure): boolean {
  return (
    failure.kind === 'js_exception' &&
    (failure.code === NETWORK_NOT_FOUND_CODE || failure.js_exception.includes(NETWORK_NOT_FOUND_CODE))
  );
}

/**
 * The error notification of a failed task: the server's result text (000 §8 "Error notification
 * with the server's result text"); the spec's texts for an answer that is not JSON (000 §8 Wrong
 * response content type); the server-error text when nothing came back to read.
 */
export function syncTaskFailureNotification(failure: ApiFailure): NotificationInput | undefined {
  switch (failure.kind) {
    case 'http':
      // A body left as text was not JSON (a proxy's error page): the spec's text, never the page.
      return errorNotification(
        failure.message !== undefined
          ? { text: failure.message }
          : typeof failure.body === 'string' && failure.body !== ''
            ? { id: 'api.bad_content_type' }
            : { id: 'error.server' },
      );
    case 'invalid_response':
      return errorNotification({
        id: failure.reason === 'content_type' ? 'api.bad_content_type' : 'api.wrong_response_format',
      });
    case 'aborted':
      return undefined;
    default:
      return errorNotification({ id: 'error.server' });
  }
}

/**
 * The rules of a background call's answer (000 §7 Generic sync task, 000 §8): a code other than
 * 200 fails the task with an error notification of the server's result text, unless the task is
 * silent, the code is ENOTFOUND, the status is 401, or a refresh is underway.
 *
 * @example
 * ```ts
 * syncTaskVerdict(result, { silent: false, refreshing: false });
 * // { kind: 'failed', notification: { type: 'error', message: { text: 'Conflict on cart' }, timeToLive: 5000 } }
 * ```
 */
export function syncTaskVerdict(result: ApiResult<unknown>, conditions: SyncTaskConditions): SyncTaskVerdict {
  if (result.ok) return { kind: 'done' };
  const { failure } = result;
  // Offline: nothing was transmitted; the task waits for the next attempt, quietly.
  if (isHostNotFound(failure)) return { kind: 'unsent' };
  if (failure.kind === 'http' && failure.statusCode === UNAUTHORIZED) {
    // The token it carried is being replaced: send it again with the new one (000 §4).
    return conditions.refreshing ? { kind: 'unsent' } : { kind: 'failed' };
  }
  if (conditions.silent || conditions.refreshing) return { kind: 'failed' };
  const notification = syncTaskFailureNotification(failure);
  return notification === undefined ? { kind: 'failed' } : { kind: 'failed', notification };
}
