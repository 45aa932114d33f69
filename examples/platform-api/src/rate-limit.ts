import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from './db/client';
import { rateLimits } from './db/schema/index';
import { HttpError } from './errors';

/** One rate limit: at most `limit` hits per `windowMs`. */
export interface RateLimit {
  /** Bucket family, e.g. `login:account`. */
  readonly name: string;
  readonly limit: number;
  readonly windowMs: number;
}

const MINUTE = 60_000;

/**
 * The limits of docs/decisions/0264-rate-limits.md. Per account counts failed sign-ins (a shopper
 * who knows the password is never locked out by someone else's successes; each sign-in is counted
 * before its password is checked and given back when it was right, decision 0595) and every reset request
 * (each one sends an e-mail), known e-mail or not. Per client counts every attempt from one address.
 */
export const RATE_LIMITS = {
  loginFailuresPerAccount: { name: 'login:account', limit: 10, windowMs: 15 * MINUTE },
  loginAttemptsPerClient: { name: 'login:client', limit: 50, windowMs: 15 * MINUTE },
  resetRequestsPerAccount: { name: 'reset:account', limit: 5, windowMs: 60 * MINUTE },
  resetRequestsPerClient: { name: 'reset:client', limit: 20, windowMs: 60 * MINUTE },
  // docs/decisions/0628: the store password and the order-status e-mail check are guessed as a
  // sign-in is, so they are limited as one. Failures are counted before the check and given back
  // when it was right, as for a sign-in (decision 0595).
  storePasswordFailuresPerClient: { name: 'store-password:client', limit: 10, windowMs: 15 * MINUTE },
  orderEmailFailuresPerOrder: { name: 'order-email:order', limit: 10, windowMs: 15 * MINUTE },
  orderEmailAttemptsPerClient: { name: 'order-email:client', limit: 50, windowMs: 15 * MINUTE },
} as const satisfies Record<string, RateLimit>;

/** Text of the 429 answer; the storefront shows a server's text as it is (000 §8 login failure). */
export function tooManyAttemptsText(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** The bucket of a subject: the family, the shop, and a digest (no e-mail or address in clear). */
export function bucketOf(limit: RateLimit, shopId: number, subject: string): string {
  return `${limit.name}:${shopId}:${createHash('sha256').update(subject.trim().toLowerCase()).digest('hex')}`;
}

/** Seconds until the window of a bucket that started at `startedAt` ends (at least 1). */
function retryAfter(limit: RateLimit, startedAt: Date, now: Date): number {
  return Math.max(1, Math.ceil((startedAt.getTime() + limit.windowMs - now.getTime()) / 1000));
}

function tooMany(seconds: number): HttpError {
  return new HttpError(429, tooManyAttemptsText(seconds), {
    error_code: 'RATE_LIMITED',
    retry_after: seconds,
  });
}

/** A hit counted in a bucket: the window it was counted in, to give it back ({@link release}). */
export interface CountedHit {
  readonly bucket: string;
  readonly windowStartedAt: Date;
}

/**
 * Counts one hit in a bucket, atomically (one upsert: two instances share the count), and throws
 * 429 `RATE_LIMITED` when the bucket is already over its limit in the current window. Parallel hits
 * each get their own count, so at most `limit` of them pass in a window.
 */
export async function hit(db: Db, limit: RateLimit, bucket: string, now: Date): Promise<CountedHit> {
  const windowStart = new Date(now.getTime() - limit.windowMs);
  const expired = sql`${rateLimits.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ bucket, windowStartedAt: now, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimits.bucket,
      set: {
        hits: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.hits} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${expired} THEN ${now.toISOString()}::timestamptz ELSE ${rateLimits.windowStartedAt} END`,
      },
    })
    .returning({ hits: rateLimits.hits, windowStartedAt: rateLimits.windowStartedAt });
  if (!row) throw new Error(`rate limit ${bucket}: the upsert returned no row`);
  if (row.hits > limit.limit) throw tooMany(retryAfter(limit, row.windowStartedAt, now));
  return { bucket, windowStartedAt: row.windowStartedAt };
}

/**
 * Gives back a hit that turned out not to count (a sign-in with the right password), atomically,
 * and only in the window it was counted in: a window started since keeps its own count.
 */
export async function release(db: Db, counted: CountedHit): Promise<void> {
  await db
    .update(rateLimits)
    .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
    .where(
      and(
        eq(rateLimits.bucket, counted.bucket),
        sql`${rateLimits.windowStartedAt} = ${counted.windowStartedAt.toISOString()}::timestamptz`,
      ),
    );
}
