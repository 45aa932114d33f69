import { randomBytes, randomFillSync, scryptSync, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;

/** Hashes a password with scrypt and a random salt: `scrypt$<salt hex>$<hash hex>`. */
export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password, salt, KEY_LENGTH);
  return `scrypt$${salt.toString('hex')}$${hash.toString('hex')}`;
}

/** Whether `password` matches a hash made by {@link hashPassword} (constant-time). */
export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, saltHex, hashHex] = stored.split('$');
  if (scheme !== 'scrypt' || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = scryptSync(password, Buffer.from(saltHex, 'hex'), expected.length);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * Bytes drawn from the CSPRNG at a time by {@link randomBase64url} (issue 17). A call of
 * `randomBytes` for a few bytes cost a cart request about 2% of its CPU (three per cart flow);
 * one call for a block serves about two hundred tokens. Node keeps the random UUIDs it hands out
 * the same way. Each byte is given out once.
 */
const RANDOM_BLOCK_BYTES = 4096;
const randomBlock = Buffer.allocUnsafeSlow(RANDOM_BLOCK_BYTES);
let randomOffset = RANDOM_BLOCK_BYTES;

/** `bytes` random bytes (CSPRNG) as base64url. */
export function randomBase64url(bytes: number): string {
  if (bytes > RANDOM_BLOCK_BYTES) return randomBytes(bytes).toString('base64url');
  if (randomOffset + bytes > RANDOM_BLOCK_BYTES) {
    randomFillSync(randomBlock);
    randomOffset = 0;
  }
  const start = randomOffset;
  randomOffset += bytes;
  return randomBlock.toString('base64url', start, randomOffset);
}

/** A random URL-safe token with the given prefix. */
export function randomToken(prefix: string, bytes = 24): string {
  return `${prefix}_${randomBase64url(bytes)}`;
}
