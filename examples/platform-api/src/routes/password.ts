import { passwordValidate } from '@vitrine/api-client';
import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app';
import { fail } from '../errors';
import { verifyPassword } from '../passwords';
import { parseBody } from '../validate';

/**
 * Registers POST /api/password/validate.json (000 §5 Password page): the right password answers
 * `{ code: 200, success: true, hash }`; the hash then goes in `x-store-password`. A wrong or empty
 * password answers 400 INCORRECT_PASSWORD (docs/decisions/0151-store-password-check.md).
 */
export function register(app: Hono<AppEnv>, _deps: AppDeps): void {
  app.post(passwordValidate.path, async (c) => {
    const body = await parseBody(c, passwordValidate.body);
    const shop = c.get('shop');
    if (!shop.passwordHash || !shop.passwordAccessHash) {
      return c.json({ code: 200, success: true, hash: null });
    }
    if (body.password === '' || !verifyPassword(body.password, shop.passwordHash)) {
      return fail(c, 400, 'incorrect password', { error_code: 'INCORRECT_PASSWORD', hash: null });
    }
    return c.json({ code: 200, success: true, hash: shop.passwordAccessHash });
  });
}
