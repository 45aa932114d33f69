import { hash } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Context, Handler, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppDeps, AppEnv } from '../app';
import type { Db } from '../db/client';
import { preparedPer } from '../db/prepared';
import { idempotencyKeys } from '../db/schema/index';
import { fail, HttpError, httpErrorAnswer } from '../errors';
import { violatesUnique } from '../db/unique-violation';

/** Longest idempotency key accepted. */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 200;
/** How long a repeated key waits for the first request with it to finish, in ms. */
export const IDEMPOTENCY_WAIT_MS = 10_000;
/** How often a waiting request looks again, in ms. */
export const IDEMPOTENCY_POLL_MS = 25;
/** A claim older than this with no answer belongs to a request that died: it is taken over, in ms. */
export const IDEMPOTENCY_ABANDONED_MS = 5 * 60_000;

/**
 * Digest of what makes two requests "the same": method, path, query string (its parameters sorted
 * by name) and body.
 */
export function requestFingerprint(method: string, url: string, body: string): string {
  const target = plainTarget(url) ?? parsedTarget(url);
  return hash('sha256', `${method}\n${target}\n${body}`, 'hex');
}

/** The path and sorted query of `url` as {@link requestFingerprint} digests them, through `URL`. */
function parsedTarget(url: string): string {
  const { pathname, searchParams } = new URL(url);
  searchParams.sort();
  return `${pathname}\n${searchParams}`;
}

/** A path `URL` leaves as it is: no dot segment, no character it would encode. */
const PLAIN_PATH = /^(?:\/(?!\.\.?(?:\/|$))[A-Za-z0-9_.-]*)+$/;
/** A query parameter `URLSearchParams` writes back as it came: `name=value`, no character it would encode. */
const PLAIN_PARAMETER = /^[A-Za-z0-9*._-]+=[A-Za-z0-9*._-]*$/;

/**
 * {@link parsedTarget} without parsing a URL, for the plain URLs of the cart routes (issue 17: the
 * `URL` cost a keyed cart request about 1% of its CPU); undefined for any other URL. Parameters
 * are sorted by name, keeping the order of equal names, as `URLSearchParams.sort` does.
 */
function plainTarget(url: string): string | undefined {
  const authority = url.indexOf('://');
  if (authority < 0) return undefined;
  const start = url.indexOf('/', authority + 3);
  if (start < 0) return undefined;
  const question = url.indexOf('?', start);
  const path = question < 0 ? url.slice(start) : url.slice(start, question);
  if (!PLAIN_PATH.test(path)) return undefined;
  if (question < 0 || question === url.length - 1) return `${path}\n`;
  const parameters = url.slice(question + 1).split('&');
  if (!parameters.every((parameter) => PLAIN_PARAMETER.test(parameter))) return undefined;
  if (parameters.length > 1) {
    const name = (parameter: string) => parameter.slice(0, parameter.indexOf('='));
    parameters.sort((a, b) => {
      const [x, y] = [name(a), name(b)];
      return x < y ? -1 : x > y ? 1 : 0;
    });
  }
  return `${path}\n${parameters.join('&')}`;
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
 * The idempotency key of a request, as the route that honours it sees it (decision 0470).
 * `state`: `open` until the key is claimed; `held` once this request claimed it (its answer is
 * stored afterwards); `answered` when the route's own statement claimed it and stored the answer in
 * one go; `taken` when another request holds it.
 */
export interface KeyClaim {
  readonly shopId: number;
  readonly key: string;
  readonly method: string;
  readonly path: string;
  readonly fingerprint: string;
  state: 'open' | 'held' | 'answered' | 'taken';
}

/** Thrown by a route whose claim found the key held by another request: nothing was changed. */
export class KeyTaken extends Error {
  constructor() {
    super('idempotency key held by another request');
    this.name = 'KeyTaken';
  }
}

/**
 * The claim of a key written inside a route's own statement, so the claim costs no round trip of
 * its own (decision 0470): a CTE named `claim` that returns one row when this request won the key
 * and none when another holds it. `first` is the number of its first parameter; its parameters are
 * {@link claimParams}. With an `answer`, the row is written answered (status and body), for a
 * route whose answer is known before its statement runs. With `onlyIf` (an SQL condition), the row
 * is written only when it holds (a statement that found its shop changed writes nothing, 0482).
 */
export function claimCte(first: number, onlyIf = 'true'): string {
  const $ = (n: number) => `$${first + n}`;
  return `claim AS (
  INSERT INTO idempotency_keys (shop_id, key, method, path, fingerprint, status, body)
  SELECT ${$(0)}::int, ${$(1)}::text, ${$(2)}::text, ${$(3)}::text, ${$(4)}::text, ${$(5)}::int, ${$(6)}::text::jsonb
  WHERE ${onlyIf}
  ON CONFLICT DO NOTHING
  RETURNING 1 AS won
)`;
}

/** The parameters of {@link claimCte}, in its order; `answer` is the stored answer, if any. */
export function claimParams(claim: KeyClaim, answer?: { status: number; body: string }): unknown[] {
  return [
    claim.shopId,
    claim.key,
    claim.method,
    claim.path,
    claim.fingerprint,
    answer?.status ?? null,
    answer?.body ?? null,
  ];
}

/**
 * The key's row written LAST in a route's statement, with the answer the statement made
 * (decision 0478): a CTE named `claim` inserting the row, answered when the CTE `from` (zero or one
 * row: `answerable`, `body` as JSON) has an answerable body, else held (no status) for the route to
 * store its answer. Its one row says `answered`. There is no ON CONFLICT: when another request
 * holds the key, the insert fails and the whole statement with it, so nothing it changed stays
 * ({@link keyTakenBy}); a request holding the key uncommitted is waited for. `first` is the number
 * of its first parameter; its parameters are {@link answeredClaimParams}. With `onlyIf` (an SQL
 * condition), the row is written only when it holds, and the CTE has no row otherwise (0482).
 */
export function answeredClaimCte(first: number, from: string, onlyIf = 'true'): string {
  const $ = (n: number) => `$${first + n}`;
  return `claim AS (
  INSERT INTO idempotency_keys (shop_id, key, method, path, fingerprint, status, body, answer_from)
  SELECT ${$(0)}::int, ${$(1)}::text, ${$(2)}::text, ${$(3)}::text, ${$(4)}::text,
    CASE WHEN answer.answerable THEN ${$(5)}::int END,
    CASE WHEN answer.answerable THEN answer.body::jsonb END,
    CASE WHEN answer.answerable THEN ${$(6)}::text END
  FROM (SELECT 1) AS one LEFT JOIN ${from} AS answer ON true
  WHERE ${onlyIf}
  RETURNING status IS NOT NULL AS answered
)`;
}

/**
 * The parameters of {@link answeredClaimCte}: the key's, then the status of the answer and what
 * its body is built from (`answer_from`: how a replay turns it into the answer, see {@link keyedRoute}).
 */
export function answeredClaimParams(claim: KeyClaim, answer: { status: number; from: string }): unknown[] {
  return [claim.shopId, claim.key, claim.method, claim.path, claim.fingerprint, answer.status, answer.from];
}

/** Whether `error` is the refusal of a key's row because another request holds the key. */
export function keyTakenBy(error: unknown): boolean {
  return violatesUnique(error, 'idempotency_keys_shop_id_key_pk');
}

/**
 * Claims the key in a statement of its own, for a route about to change something without a
 * claim in its statement: `held` when this request won, else throws {@link KeyTaken}.
 */
export async function holdKey(db: Db, claim: KeyClaim): Promise<void> {
  if (claim.state !== 'open') return;
  claimed(claim, await tryClaim(db, claim), 'held');
}

/**
 * Records what a claim returned: the key is `as` (`held`, or `answered` when the claim stored the
 * answer too) when this request `won` it; else it is `taken`, and {@link KeyTaken} is thrown.
 */
export function claimed(claim: KeyClaim, won: boolean, as: 'held' | 'answered'): void {
  claim.state = won ? as : 'taken';
  if (!won) throw new KeyTaken();
}

/** Inserts the key's row in a statement of its own: true when this request won it. */
async function tryClaim(db: Db, claim: KeyClaim): Promise<boolean> {
  const { shopId, key, method, path, fingerprint } = claim;
  const won = await claimKey(db).execute({ shopId, key, method, path, fingerprint });
  return won.length > 0;
}

/** The key of a request, or a refusal (too long); undefined when the request carries none. */
async function keyOf(c: Context<AppEnv>): Promise<KeyClaim | Response | undefined> {
  const key = c.req.header('idempotency-key')?.trim();
  if (!key) return undefined;
  if (key.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
    return fail(c, 400, 'idempotency key too long', { error_code: 'BAD_REQUEST' });
  }
  const method = c.req.method;
  return {
    shopId: c.get('shop').id,
    key,
    method,
    path: c.req.path,
    fingerprint: requestFingerprint(method, c.req.url, await c.req.text()),
    state: 'open',
  };
}

/**
 * How a route replays the answers it stored as what they are built from, by their `answer_from`
 * (decision 0478): the answer the first request gave, built again from the stored body.
 */
export type StoredReplays = Readonly<
  Record<string, (c: Context<AppEnv>, body: unknown) => Promise<Response>>
>;

/**
 * Waits while another request holds the key: the answer to replay, 422 for a key reused with
 * another request, 409 after {@link IDEMPOTENCY_WAIT_MS}; undefined once this request has claimed
 * the key (the holder failed and released it, or died long ago).
 */
async function waitForKey(
  c: Context<AppEnv>,
  db: Db,
  claim: KeyClaim,
  replays: StoredReplays = {},
): Promise<Response | undefined> {
  const { shopId, key, method, path, fingerprint } = claim;
  const row = and(eq(idempotencyKeys.shopId, shopId), eq(idempotencyKeys.key, key));
  const waitUntil = Date.now() + IDEMPOTENCY_WAIT_MS;
  for (;;) {
    const [stored] = await db.select().from(idempotencyKeys).where(row).limit(1);
    if (stored) {
      if (stored.method !== method || stored.path !== path || stored.fingerprint !== fingerprint)
        return reused(c);
      if (stored.status !== null) {
        c.header('idempotent-replayed', 'true');
        if (stored.answerFrom === null) {
          return c.json(stored.body as Record<string, unknown>, stored.status as ContentfulStatusCode);
        }
        const replay = replays[stored.answerFrom];
        if (!replay) throw new Error(`no replay for an answer stored from '${stored.answerFrom}'`);
        return replay(c, stored.body);
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
    // No row (released by a failed first request, or taken over): claim it.
    if (await tryClaim(db, claim)) {
      claim.state = 'held';
      return undefined;
    }
  }
}

/**
 * After the request ran: a held key stores the answer (below 500, JSON) or is released (a 5xx, or
 * `response` undefined for a thrown error), so a retry runs again.
 */
async function settle(db: Db, claim: KeyClaim, response: Response | undefined): Promise<void> {
  if (claim.state !== 'held') return;
  const { shopId, key } = claim;
  if (response && response.status < 500 && response.headers.get('content-type')?.includes('json')) {
    // The JSON text as it is: PostgreSQL parses it, Node neither parses nor serialises it again.
    const body = await response.clone().text();
    await storeAnswer(db).execute({ shopId, key, status: response.status, body });
    return;
  }
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.shopId, shopId), eq(idempotencyKeys.key, key)));
}

/**
 * Runs a request whose key may be held, and settles the key with its answer; a thrown error, or an
 * answer that could not be stored, releases the key, as 0262 says.
 */
async function runSettled(db: Db, claim: KeyClaim, run: () => Promise<Response>): Promise<Response> {
  let answered = false;
  try {
    const response = await run();
    await settle(db, claim, response);
    answered = true;
    return response;
  } finally {
    if (!answered) await settle(db, claim, undefined);
  }
}

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
    const claim = await keyOf(c);
    if (claim === undefined) return next();
    if (claim instanceof Response) return claim;
    try {
      await holdKey(db, claim);
    } catch (error) {
      if (!(error instanceof KeyTaken)) throw error;
      const waited = await waitForKey(c, db, claim);
      if (waited) return waited;
    }
    await runSettled(db, claim, async () => {
      await next();
      return c.res;
    });
  };
}

/**
 * A route that claims its idempotency key in its own first write (decision 0470), for the cart's
 * hot paths: the claim costs no round trip of its own. `route` receives the key (undefined
 * without one) and, before it changes anything, either writes {@link claimCte} into its statement
 * and sets the key's state from what it returned (throwing {@link KeyTaken} when another request
 * holds it, having changed nothing), or writes {@link answeredClaimCte} last in it (decision 0478),
 * or calls {@link holdKey}. A refusal thrown before the key is claimed is answered and not stored
 * (nothing changed: a retry is refused alike). When another request holds the key, this one waits
 * and replays its answer, as {@link idempotency} does (an answer stored as what it is built from
 * by the route's `replays`), or runs `route` again with the key held if the holder released it.
 */
export function keyedRoute(
  deps: AppDeps,
  route: (c: Context<AppEnv>, claim: KeyClaim | undefined) => Promise<Response>,
  replays: StoredReplays = {},
): Handler<AppEnv> {
  const { db } = deps;
  const run = (c: Context<AppEnv>, claim: KeyClaim) =>
    runSettled(db, claim, () => answerOf(c, () => route(c, claim)));
  return async (c) => {
    const claim = await keyOf(c);
    if (claim === undefined) return route(c, undefined);
    if (claim instanceof Response) return claim;
    try {
      return await run(c, claim);
    } catch (error) {
      if (!(error instanceof KeyTaken)) throw error;
    }
    const waited = await waitForKey(c, db, claim, replays);
    return waited ?? run(c, claim);
  };
}

/** The answer of `route`, a refusal thrown as {@link HttpError} answered as the app answers it. */
async function answerOf(c: Context<AppEnv>, route: () => Promise<Response>): Promise<Response> {
  try {
    return await route();
  } catch (error) {
    if (error instanceof HttpError) return httpErrorAnswer(c, error);
    throw error;
  }
}
