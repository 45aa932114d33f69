import type { PasswordValidation } from '@vitrine/api-client';
import type { StoragePort } from '@vitrine/ports';

/** Storage key of the validated store-password hash (000 §5 "a returned hash is stored"; docs/decisions/0129). */
export const STORE_PASSWORD_HASH_STORAGE_KEY = 'vitrine.store_password_hash';

/** Error code of a store password that is empty or was refused (000 §5). */
export const PASSWORD_INCORRECT = 'PASSWORD_INCORRECT';
/** Error code of a password check that could not be made (network, server error). */
export const PASSWORD_CHECK_FAILED = 'PASSWORD_CHECK_FAILED';

/** Whether a password is sent at all: an empty one counts as incorrect (000 §2, §5 Password page). */
export function isPasswordEmpty(password: string): boolean {
  return password === '';
}

/**
 * Whether the server accepted the store password: only code 200 with success true
 * (000 §5, 001 §5 "The check passes only with response code 200 and success true").
 */
export function isPasswordAccepted(answer: Pick<PasswordValidation, 'code' | 'success'>): boolean {
  return answer.code === 200 && answer.success === true;
}

/** Stores a returned hash (000 §5); an absent hash stores nothing. */
export function storePasswordHash(storage: StoragePort, hash: string | null | undefined): void {
  if (hash !== null && hash !== undefined && hash !== '') storage.set(STORE_PASSWORD_HASH_STORAGE_KEY, hash);
}

/**
 * The stored hash, for the api-client's `storePassword` option.
 *
 * @example
 * ```ts
 * createApiClient({ storePassword: () => storedPasswordHash(storage) });
 * ```
 */
export function storedPasswordHash(storage: StoragePort): string | undefined {
  return storage.get(STORE_PASSWORD_HASH_STORAGE_KEY);
}
