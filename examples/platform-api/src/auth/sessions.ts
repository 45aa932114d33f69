import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../app';
import type { Db } from '../db/client';
import { customers, userSessions } from '../db/schema/index';
import { HttpError } from '../errors';
import { randomToken } from '../passwords';

/** A customer row. */
export type Customer = typeof customers.$inferSelect;

/** Tokens of a fresh session. */
export interface IssuedTokens {
  token: string;
  refresh_token: string;
  expires_in: number;
}

/** Access-token lifetime now: the chaos `token_ttl` override, else the configured one. */
export function accessTtlSeconds(deps: AppDeps): number {
  return deps.chaos.tokenTtlOverride() ?? deps.options.accessTokenTtlSeconds;
}

/** Opens a session for a customer. */
export async function issueTokens(
  deps: AppDeps,
  customer: Pick<Customer, 'id' | 'shopId'>,
): Promise<IssuedTokens> {
  const ttl = accessTtlSeconds(deps);
  const token = randomToken('at');
  const refreshToken = randomToken('rt');
  await deps.db.insert(userSessions).values({
    shopId: customer.shopId,
    customerId: customer.id,
    accessToken: token,
    refreshToken,
    accessExpiresAt: new Date(deps.options.now().getTime() + ttl * 1000),
  });
  return { token, refresh_token: refreshToken, expires_in: ttl };
}

/**
 * Rotates a refresh token: the old session is revoked (its refresh token stops working) and a new
 * one opened. Undefined when the token is unknown, revoked or of another shop.
 */
export async function rotateRefreshToken(
  deps: AppDeps,
  shopId: number,
  refreshToken: string,
): Promise<IssuedTokens | undefined> {
  const now = deps.options.now();
  const revoked = await deps.db
    .update(userSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(userSessions.shopId, shopId),
        eq(userSessions.refreshToken, refreshToken),
        isNull(userSessions.revokedAt),
      ),
    )
    .returning({ customerId: userSessions.customerId });
  const session = revoked[0];
  if (!session) return undefined;
  return issueTokens(deps, { id: session.customerId, shopId });
}

/** The customer of a valid (known, unrevoked, unexpired) access token of the shop. */
export async function customerForToken(
  db: Db,
  shopId: number,
  token: string,
  now: Date,
): Promise<Customer | undefined> {
  const rows = await db
    .select({ customer: customers })
    .from(userSessions)
    .innerJoin(customers, eq(customers.id, userSessions.customerId))
    .where(
      and(
        eq(userSessions.shopId, shopId),
        eq(userSessions.accessToken, token),
        isNull(userSessions.revokedAt),
        gt(userSessions.accessExpiresAt, now),
      ),
    )
    .limit(1);
  return rows[0]?.customer;
}

/** The access token of a request: query `token` (000 §7), else `Authorization: Bearer`. */
export function requestToken(c: Context<AppEnv>): string | undefined {
  const query = c.req.query('token');
  if (query) return query;
  const header = c.req.header('authorization');
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : undefined;
}

/**
 * The customer of the request's token, or throws 401 'not authorized' (UNAUTHORIZED). For the
 * checkout engineer too: `await requireCustomer(c, deps)` in any handler under /api.
 */
export async function requireCustomer(c: Context<AppEnv>, deps: AppDeps): Promise<Customer> {
  const token = requestToken(c);
  const shop = c.get('shop');
  const customer =
    token && shop ? await customerForToken(deps.db, shop.id, token, deps.options.now()) : undefined;
  if (!customer) throw new HttpError(401, 'not authorized', { error_code: 'UNAUTHORIZED' });
  return customer;
}

/** The customer of the request's token when there is a valid one (optional sign-in). */
export async function optionalCustomer(c: Context<AppEnv>, deps: AppDeps): Promise<Customer | undefined> {
  const token = requestToken(c);
  const shop = c.get('shop');
  return token && shop ? customerForToken(deps.db, shop.id, token, deps.options.now()) : undefined;
}

/** What {@link customerOrGuest} answered each request, so that every caller of one request agrees. */
const answered = new WeakMap<Context<AppEnv>, Promise<Customer | undefined>>();

/**
 * The customer of the request's token; undefined when the request carries no token (a guest's).
 * A token that proves no customer (unknown, expired, revoked) throws 401 'not authorized'
 * (UNAUTHORIZED): the reply that makes the SDK refresh the token and send the request again (000 §4
 * token lifecycle), where taking it for a guest's would silently drop the customer (decision 0627).
 * Asked once per request: a route that asks before claiming its idempotency key and again in its
 * handler gets the same answer, however long the claim waited.
 */
export function customerOrGuest(c: Context<AppEnv>, deps: AppDeps): Promise<Customer | undefined> {
  const known = answered.get(c);
  if (known) return known;
  const answer = requestToken(c) ? requireCustomer(c, deps) : Promise.resolve(undefined);
  answered.set(c, answer);
  return answer;
}

/**
 * Revokes every open session of a customer (after a password reset), or every one but the session
 * of `keepAccessToken` (after a password change, by that session).
 */
export async function revokeSessions(
  deps: AppDeps,
  customerId: number,
  keepAccessToken?: string,
): Promise<void> {
  await deps.db
    .update(userSessions)
    .set({ revokedAt: deps.options.now() })
    .where(
      and(
        eq(userSessions.customerId, customerId),
        isNull(userSessions.revokedAt),
        keepAccessToken === undefined ? undefined : ne(userSessions.accessToken, keepAccessToken),
      ),
    );
}
