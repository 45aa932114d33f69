import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppDeps, AppEnv } from '../app';
import { preparedPer } from '../db/prepared';
import { idempotencyKeys } from '../db/schema/index';
import { fail } from '../errors';

/** Longest idempotency key accepted. */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 200;
/** How long a repeated key waits for the first request with it to finish, in ms. */
export const IDEMPOTENCY_WAIT_MS = 10_000;
/** How often a waiting request looks again, in ms. */
export const IDEMPOTENCY_POLL_MS = 25;
/** A claim older than this with no answer belongs to a request that died: it is taken over, in ms. */
export const IDEMPOTENCY_ABANDONED_MS = 5 * 60_000;

/** Digest of what makes two requests "the same": method, path, query string and body. */
export function requestFingerprint(method: string, url: string, body: string): string {
  const { pathname, searchParams } = new URL(url);
  searchParams.sort();
  return createHash('sha256').update(`${method}\n${pathname}\n${searchParams}\n${body}`).digest('hex');
}

/** The claim of a key, prepared once per database (db/prepared.ts): one row wins per (shop, key). */
const claimKey = preparedPer((db) =>
  db
    .insert(idempotencyKeys)
    .values({
      shopId: sql.placeholder('shopId'),
      key: sql.placeholder('key'),
      method: sql.placeholder('method'),
      path: sql.placeholder('path'),
      fingerprint: sql.placeholder('fingerprint'),
      status: null,
      body: null,
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key })
    .prepare('vitrine_idempotency_claim'),
);

/** Stores the answer of a claimed key (`body` is the answer's JSON text). */
const storeAnswer = preparedPer((db) =>
  db
    .update(idempotencyKeys)
    .set({
      status: sql`${sql.placeholder('status')}::int`,
      body: sql`${sql.placeholder('body')}::text::jsonb`,
    })
    .where(
      and(
        eq(idempotencyKeys.shopId, sql.placeholder('shopId')),
        eq(idempotencyKeys.key, sql.placeholder('key')),
      ),
    )
    .prepare('vitrine_idempotency_answer'),
);

const reused = (c: Context) =>
  fail(c, 422, 'idempotency key reused for another request', { error_code: 'IDEMPOTENCY_KEY_REUSED' });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Honours the `idempotency-key` header of a mutation (docs/decisions/0158, 0262). The key is
 * CLAIMED first, by inserting its row (the primary key (shop, key) lets one insert win however
 * many requests race), and only the winner runs; the others wait for its answer and replay it with
 * `idempotent-replayed: true`. The first answer below 500 is stored; a 5xx releases the claim, so a
 * retry runs again. A key reused with another method, path, query (another cart) or body answers
 * 422 `IDEMPOTENCY_KEY_REUSED`; one still running after {@link IDEMPOTENCY_WAIT_MS} answers 409
 * `IDEMPOTENCY_KEY_IN_USE`.
 */
export function idempotency(deps: AppDeps): MiddlewareHandler<AppEnv> {
  const { db } = deps;
  return async (c, next) => {
    const key = c.req.header('idempotency-key')?.trim();
    if (!key) return next();
    if (key.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
      return fail(c, 400, 'idempotency key too long', { error_code: 'BAD_REQUEST' });
    }
    const shopId = c.get('shop').id;
    const method = c.req.method;
    const path = c.req.path;
    const fingerprint = requestFingerprint(method, c.req.url, await c.req.text());
    const row = and(eq(idempotencyKeys.shopId, shopId), eq(idempotencyKeys.key, key));

    const waitUntil = Date.now() + IDEMPOTENCY_WAIT_MS;
    for (;;) {
      const claimed = await claimKey(db).execute({ shopId, key, method, path, fingerprint });
      if (claimed.length > 0) break;
      const [stored] = await db.select().from(idempotencyKeys).where(row).limit(1);
      if (!stored) continue; // released by a failed first request: claim it again
      if (stored.method !== method || stored.path !== path || stored.fingerprint !== fingerprint)
        return reused(c);
      if (stored.status !== null) {
        c.header('idempotent-replayed', 'true');
        return c.json(stored.body as Record<string, unknown>, stored.status as ContentfulStatusCode);
      }
      if (Date.now() > waitUntil) {
        return fail(c, 409, 'a request with this idempotency key is still running', {
          error_code: 'IDEMPOTENCY_KEY_IN_USE',
        });
      }
      const abandoned = new Date(Date.now() - IDEMPOTENCY_ABANDONED_MS);
      await db
        .delete(idempotencyKeys)
        .where(and(row, isNull(idempotencyKeys.status), lt(idempotencyKeys.createdAt, abandoned)));
      await sleep(IDEMPOTENCY_POLL_MS);
    }

    let answered = false;
    try {
      await next();
      const response = c.res;
      if (response.status < 500 && response.headers.get('content-type')?.includes('json')) {
        // The JSON text as it is: PostgreSQL parses it, Node neither parses nor serialises it again.
        const body = await response.clone().text();
        await storeAnswer(db).execute({ shopId, key, status: response.status, body });
        answered = true;
      }
    } finally {
      if (!answered) await db.delete(idempotencyKeys).where(row);
    }
  };
}
