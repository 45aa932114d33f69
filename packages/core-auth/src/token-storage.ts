/**
 * The customer's tokens in the storage port (000 §4 "the token is restored from local storage").
 */
import type { StoragePort } from '@vitrine/ports';
import { USER_REFRESH_TOKEN_KEY, USER_TOKEN_KEY } from './auth.constants';
import type { AuthTokens } from './auth.types';

/** The stored tokens, or `null` without an access token. A missing refresh token reads as ''. */
export function readTokens(storage: StoragePort): AuthTokens | null {
  const token = storage.get(USER_TOKEN_KEY);
  if (token === undefined || token === '') return null;
  return { token, refreshToken: storage.get(USER_REFRESH_TOKEN_KEY) ?? '' };
}

/** Stores the tokens. */
export function writeTokens(storage: StoragePort, tokens: AuthTokens): void {
  storage.set(USER_TOKEN_KEY, tokens.token);
  storage.set(USER_REFRESH_TOKEN_KEY, tokens.refreshToken);
}

/** Forgets the tokens (logout, 000 §4). */
export function clearTokens(storage: StoragePort): void {
  storage.remove(USER_TOKEN_KEY);
  storage.remove(USER_REFRESH_TOKEN_KEY);
}
