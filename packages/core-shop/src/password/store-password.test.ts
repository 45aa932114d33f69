import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '@vitrine/ports';
import {
  isPasswordAccepted,
  isPasswordEmpty,
  STORE_PASSWORD_HASH_STORAGE_KEY,
  storedPasswordHash,
  storePasswordHash,
} from './store-password';

describe('isPasswordAccepted', () => {
  // 000 §5 "The check passes only with response code 200 and success true"
  it.each([
    [200, true, true],
    [200, false, false],
    [201, true, false],
    [400, true, false],
  ])('code %i with success %s: %s', (code, success, accepted) => {
    expect(isPasswordAccepted({ code, success })).toBe(accepted);
  });
});

describe('isPasswordEmpty', () => {
  // 000 §5 "an empty password is incorrect"
  it.each([
    ['', true],
    [' ', false],
    ['open sesame', false],
  ])('%j is empty: %s', (password, empty) => {
    expect(isPasswordEmpty(password)).toBe(empty);
  });
});

describe('storePasswordHash', () => {
  it('stores a returned hash and reads it back (000 §5)', () => {
    const storage = createMemoryStorage();
    storePasswordHash(storage, 'h4sh');
    expect(storage.get(STORE_PASSWORD_HASH_STORAGE_KEY)).toBe('h4sh');
    expect(storedPasswordHash(storage)).toBe('h4sh');
  });

  it.each([null, undefined, ''])('stores nothing for %j', (hash) => {
    const storage = createMemoryStorage({ [STORE_PASSWORD_HASH_STORAGE_KEY]: 'old' });
    storePasswordHash(storage, hash);
    expect(storedPasswordHash(storage)).toBe('old');
  });
});
