import { passwordValidate } from '@vitrine/api-client';
import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app';
import { clientAddress } from '../client-address';
import { fail } from '../errors';
import { verifyPassword } from '../passwords';
import { bucketOf, hit, RATE_LIMITS, release } from '../rate-limit';
import { parseBody } from '../validate';

/**
 * Registers POST /api/password/validate.json (000 §5 Password page): the right password answers
 * `{ code: 200, success: true, hash }`; the hash then goes in `x-store-password`. A wrong or empty
 * password answers 400 INCORRECT_PASSWORD (docs/decisions/0151-store-password-check.md). Wrong
 * passwords are limited per client address, then 429 RATE_LIMITED (docs/decisions/0628).
 */
export function register(app: Hono<AppEnv>, deps: AppDeps): void {
  app.post(passwordValidate.path, async (c) => {
    const body = await parseBody(c, passwordValidate.body);
    const shop = c.get('shop');
    if (!shop.passwordHash || !shop.passwordAccessHash) {
      return c.json({ code: 200, success: true, hash: null });
    }
    // Counted as a failure before the password is checked, so a parallel burst gets at most the
    // limit checked; the right password gives its count back (as a sign-in, decisions 0264, 0595).
    const address = clientAddress(c);
    const perClient = RATE_LIMITS.storePasswordFailuresPerClient;
    const attempt = address
      ? await hit(deps.db, perClient, bucketOf(perClient, shop.id, address), deps.options.now())
      : undefined;
    if (body.password === '' || !verifyPassword(body.password, shop.passwordHash)) {
      return fail(c, 400, 'incorrect password', { error_code: 'INCORRECT_PASSWORD', hash: null });
    }
    if (attempt) await release(deps.db, attempt);
    return c.json({ code: 200, success: true, hash: shop.passwordAccessHash });
  });
}
