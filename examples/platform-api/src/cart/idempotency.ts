import { and, eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppDeps, AppEnv } from '../app';
import { idempotencyKeys } from '../db/schema/index';
import { fail } from '../errors';

/** Longest idempotency key accepted. */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 200;

/**
 * Honours the `idempotency-key` header of a mutation: the first answer (status below 500) is
 * stored per (shop, key) and replayed for a repeated key, with `idempotent-replayed: true`.
 * A key reused for another method or path answers 422.
 */
export function idempotency(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.header('idempotency-key')?.trim();
    if (!key) return next();
    if (key.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
      return fail(c, 400, 'idempotency key too long', { error_code: 'BAD_REQUEST' });
    }
    const shopId = c.get('shop').id;
    const [stored] = await deps.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.shopId, shopId), eq(idempotencyKeys.key, key)))
      .limit(1);
    if (stored) {
      if (stored.method !== c.req.method || stored.path !== c.req.path) {
        return fail(c, 422, 'idempotency key reused for another request', {
          error_code: 'IDEMPOTENCY_KEY_REUSED',
        });
      }
      c.header('idempotent-replayed', 'true');
      return c.json(stored.body as Record<string, unknown>, stored.status as ContentfulStatusCode);
    }
    await next();
    const response = c.res;
    if (response.status >= 500 || !response.headers.get('content-type')?.includes('json')) return;
    const body: unknown = await response.clone().json();
    await deps.db
      .insert(idempotencyKeys)
      .values({ shopId, key, method: c.req.method, path: c.req.path, status: response.status, body })
      .onConflictDoNothing();
  };
}
