/**
 * The constants of customer auth, each named once (000 §4, §5, §9; 001 §4 Account session).
 *
 * @remarks
 * Named elsewhere, once: the refresh-attempt limit of 000 §4 ("fewer than 20 attempts") is the
 * api-client's `MAX_AUTH_RETRIES`; the notification lifetimes (000 §9) and the e-mail and
 * account-link rules are `@vitrine/core-shop`'s; the route paths are core-shop's route table.
 */

/** How long a request waits while the refresh lock is held before it tries again, in ms (000 §4, §9). */
export const REFRESH_WAIT_MS = 1000;

/** The refresh lock is free (000 §4). */
export const REFRESH_LOCK_FREE = 0;
/** The refresh lock is held: a refresh runs, requests wait (000 §4). */
export const REFRESH_LOCK_HELD = 1;
/** The refresh lock failed: requests abort with code 401 until the next sign-in (000 §4 "failed (-1)"). */
export const REFRESH_LOCK_FAILED = -1;
/** The HTTP status of 'not authorized' (000 §4, §8 "code 401"). */
export const UNAUTHORIZED_STATUS = 401;

/** Shortest password: 'Password must have at least 8 letters.' (000 §5; docs/decisions/0170): the api-client's. */
export { PASSWORD_MIN_LENGTH } from '@vitrine/api-client';

/** Storage key of the customer's access token (000 §4 "restored from local storage"). */
export const USER_TOKEN_KEY = 'user-token';
/** Storage key of the customer's refresh token. */
export const USER_REFRESH_TOKEN_KEY = 'user-refresh-token';
/** Name of the cross-tab lock a token refresh runs under (docs/decisions/0173). */
export const REFRESH_LOCK_NAME = 'vitrine.auth.refresh';
/** Name of the cross-tab channel of sign-ins, logouts and refreshed tokens (docs/decisions/0210). */
export const AUTH_CHANNEL_NAME = 'vitrine.auth';

/** The command of the 'clear' action on the 20-attempts notification (000 §8; docs/decisions/0172). */
export const CLEAR_STORAGE_COMMAND = 'storage.clear';
