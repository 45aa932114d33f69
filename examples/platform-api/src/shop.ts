import { timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Context, Handler, MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from './app';
import type { Db } from './db/client';
import { preparedPer } from './db/prepared';
import { shopDomains, shops } from './db/schema/index';
import { fail, passwordProtection } from './errors';
import { FreshReads } from './fresh-reads';
import { idOf } from './validate';

/** A shop row. */
export type Shop = typeof shops.$inferSelect;

/** Lower-cases a host and drops its port (`Localhost:3000` → `localhost`). */
export function normalizeDomain(host: string): string {
  const trimmed = host.trim().toLowerCase();
  if (trimmed.startsWith('[')) return trimmed.slice(0, trimmed.indexOf(']') + 1);
  return trimmed.replace(/:\d+$/, '').replace(/\.$/, '');
}

/** The shop serving `domain`, or undefined. */
export async function findShopByDomain(db: Db, domain: string): Promise<Shop | undefined> {
  return (await findReadShopByDomain(db, domain))?.shop;
}

/**
 * A shop as a look-up by domain read it, with the version of its row it read (PostgreSQL's
 * `xmin`, as text: every update of the row writes a new one). See {@link KnownShops}.
 */
export interface ReadShop {
  shop: Shop;
  version: string;
}

/** The shop serving `domain` with its row's version, or undefined. */
export async function findReadShopByDomain(db: Db, domain: string): Promise<ReadShop | undefined> {
  const rows = await shopByDomain(db).execute({ domain: normalizeDomain(domain) });
  return rows[0];
}

/** The look-up of every request, prepared once per database (db/prepared.ts). */
const shopByDomain = preparedPer((db) =>
  db
    .select({ shop: shops, version: sql<string>`"shops"."xmin"::text` })
    .from(shopDomains)
    .innerJoin(shops, eq(shops.id, shopDomains.shopId))
    .where(eq(shopDomains.domain, sql.placeholder('domain')))
    .limit(1)
    .prepare('vitrine_shop_by_domain'),
);

/** The shop with id `id`, or undefined. */
export async function findShopById(db: Db, id: number): Promise<Shop | undefined> {
  const rows = await db.select().from(shops).where(eq(shops.id, id)).limit(1);
  return rows[0];
}

/**
 * Finds the shop of a request per the wire conventions: header `x-shop-domain`, else `x-shop-id`,
 * else the Host header without its port (in process, the request URL's host); `byDomain` looks a
 * domain up (by default, {@link findShopByDomain}).
 */
export async function resolveShop(
  db: Db,
  headers: Headers,
  url?: string,
  byDomain: (domain: string) => Promise<Shop | undefined> = (domain) => findShopByDomain(db, domain),
): Promise<Shop | undefined> {
  const named = shopNamedBy(headers, url);
  if (!named) return undefined;
  if ('domain' in named) return byDomain(named.domain);
  return named.id === undefined ? undefined : findShopById(db, named.id);
}

/**
 * What names the shop of a request, in the order of {@link resolveShop}: a domain (normalised),
 * or an id (undefined when `x-shop-id` is not a positive integer); undefined when nothing does.
 */
function shopNamedBy(
  headers: Headers,
  url?: string,
): { domain: string } | { id: number | undefined } | undefined {
  const domain = headers.get('x-shop-domain');
  if (domain) return { domain: normalizeDomain(domain) };
  const id = headers.get('x-shop-id');
  if (id) {
    return { id: idOf(id) };
  }
  const host = headers.get('host') ?? (url ? new URL(url).host : undefined);
  return host ? { domain: normalizeDomain(host) } : undefined;
}

/** The 404 answered for an unknown shop (the storefront then shows wrong-domain). */
export function shopNotFound(c: Context): Response {
  return fail(c, 404, 'shop not found');
}

/** Most domains a process keeps a shop for ({@link KnownShops}). */
export const KNOWN_SHOPS_MAX = 1000;

/**
 * The shop of a request taken from the process's known shops (decision 0482), not yet confirmed:
 * its domain, the version of the shop's row it was read at, and `fresh`, a look-up of the domain
 * that starts after the call ({@link FreshReads}). Undefined in `c.var.shopCheck` once confirmed,
 * or when the shop was read for the request.
 */
export interface ShopCheck {
  domain: string;
  version: string;
  fresh: () => Promise<ReadShop | undefined>;
}

/**
 * The shops this process last read by domain, with the version of each row (decision 0482). Only
 * the routes that confirm their shop in their own statement use them ({@link shopGuardSql},
 * {@link shopChecked}); every other request reads its shop. Only domains that resolved to a shop
 * are kept, at most {@link KNOWN_SHOPS_MAX} (domains come from the client's `Host` header).
 */
class KnownShops {
  private readonly shops = new Map<string, ReadShop>();

  get(domain: string): ReadShop | undefined {
    return this.shops.get(domain);
  }

  /** What a look-up of `domain` read: kept, or forgotten when no shop serves the domain. */
  read(domain: string, read: ReadShop | undefined): void {
    this.shops.delete(domain);
    if (!read) return;
    if (this.shops.size >= KNOWN_SHOPS_MAX) {
      const oldest = this.shops.keys().next();
      if (!oldest.done) this.shops.delete(oldest.value);
    }
    this.shops.set(domain, read);
  }
}

/**
 * Middleware: resolves the shop into `c.var.shop` or answers 404; paths for which `skip` is true
 * pass. Look-ups by domain are shared by the requests that arrive together, each given one that
 * started after it arrived ({@link FreshReads}): a burst for one shop costs two look-ups, not one
 * per request, and no request sees its shop as it was before the request came (issue 17).
 *
 * A request for which `checked` is true (a route that confirms its shop in its own statement,
 * decision 0482) is given the shop this process last read for its domain, with `c.var.shopCheck`
 * set, and makes no look-up; a locked shop is always read (its refusal is answered before the route).
 */
export function tenantMiddleware(
  deps: AppDeps,
  skip: (path: string) => boolean,
  checked: (c: Context<AppEnv>) => boolean = () => false,
): MiddlewareHandler<AppEnv> {
  const known = new KnownShops();
  const lookups = new FreshReads(async (domain: string) => {
    const read = await findReadShopByDomain(deps.db, domain);
    known.read(domain, read);
    return read;
  });
  return async (c, next) => {
    if (skip(c.req.path)) return next();
    const named = shopNamedBy(c.req.raw.headers, c.req.url);
    if (!named || !('domain' in named)) {
      const shop = named?.id === undefined ? undefined : await findShopById(deps.db, named.id);
      if (!shop) return shopNotFound(c);
      c.set('shop', shop);
      return next();
    }
    const { domain } = named;
    const fresh = () => lookups.current(domain);
    const kept = checked(c) ? known.get(domain) : undefined;
    if (kept && !kept.shop.passwordHash) {
      c.set('shop', kept.shop);
      c.set('shopCheck', { domain, version: kept.version, fresh });
      return next();
    }
    const read = await fresh();
    if (!read) return shopNotFound(c);
    c.set('shop', read.shop);
    await next();
  };
}

/** Thrown by a route whose statement found its shop changed since the process read it: nothing was changed. */
export class StaleShop extends Error {
  constructor() {
    super('the shop changed since this process read it');
    this.name = 'StaleShop';
  }
}

/**
 * An SQL condition for a route's statement (decision 0482): true when the request's shop needs no
 * check (`domain` is null), or when shop `shopId` still serves `domain` and its row is still at
 * `version`, as the statement sees the database. The arguments are SQL expressions, such as
 * parameters (`$14`); {@link shopGuard} gives the domain's and version's values.
 */
export function shopGuardSql(shopId: string, domain: string, version: string): string {
  return `(${domain}::text IS NULL OR EXISTS (
  SELECT 1 FROM shop_domains guard_d JOIN shops guard_s ON guard_s.id = guard_d.shop_id
  WHERE guard_d.domain = ${domain}::text AND guard_d.shop_id = ${shopId}::int
    AND guard_s.xmin::text = ${version}::text
))`;
}

/** What a route's statement needs to confirm its shop: the guard's values, and what to do with its answer. */
export interface ShopGuard {
  /** The domain and version of {@link shopGuardSql}: nulls when the shop needs no check. */
  params: [string | null, string | null];
  /** The guard's answer: the shop is confirmed for the rest of the request, or {@link StaleShop} is thrown. */
  confirm(ok: boolean): void;
}

/** The {@link ShopGuard} of a request. */
export function shopGuard(c: Context<AppEnv>): ShopGuard {
  const check = c.get('shopCheck');
  return {
    params: check ? [check.domain, check.version] : [null, null],
    confirm(ok) {
      if (!c.get('shopCheck')) return;
      if (!ok) throw new StaleShop();
      c.set('shopCheck', undefined);
    },
  };
}

/**
 * For a path of a checked route that makes no guarded statement: confirms the request's shop by a
 * look-up started now, or throws {@link StaleShop}. Nothing when it is confirmed already.
 */
export async function confirmShop(c: Context<AppEnv>): Promise<void> {
  const check = c.get('shopCheck');
  if (!check) return;
  const read = await check.fresh();
  shopGuard(c).confirm(read?.shop.id === c.get('shop').id && read.version === check.version);
}

/**
 * The handler of a route that confirms its shop (decision 0482). When it throws {@link StaleShop},
 * the shop is read again (a look-up started after that), answered 404 or 401 as the tenant and
 * password middleware would, and the handler runs again with it. An answer given, or an error
 * thrown, before any statement confirmed the shop (a refusal of the request as it was read) is kept
 * only once a look-up confirms it: a shop locked or gone meanwhile answers 401 or 404 first.
 */
export function shopChecked(handler: Handler<AppEnv>): Handler<AppEnv> {
  return async (c, next) => {
    const check = c.get('shopCheck');
    if (!check) return handler(c, next);
    let outcome: { response: Response | Promise<Response | undefined> | undefined } | { error: unknown };
    try {
      outcome = { response: await handler(c, next) };
    } catch (error) {
      outcome = { error };
    }
    let stale = 'error' in outcome && outcome.error instanceof StaleShop;
    if (!stale) {
      try {
        await confirmShop(c);
      } catch (error) {
        if (!(error instanceof StaleShop)) {
          if ('error' in outcome) throw outcome.error;
          throw error;
        }
        stale = true;
      }
    }
    if (!stale) {
      if ('error' in outcome) throw outcome.error;
      return outcome.response;
    }
    c.set('shopCheck', undefined);
    const read = await check.fresh();
    if (!read) return shopNotFound(c);
    if (lockedFor(read.shop, c)) return passwordProtection(c);
    c.set('shop', read.shop);
    return handler(c, next);
  };
}

/** Whether `given` is the shop's current store-password hash (constant-time comparison). */
export function storePasswordMatches(shop: Shop, given: string | undefined): boolean {
  if (!shop.passwordAccessHash || !given) return false;
  const expected = Buffer.from(shop.passwordAccessHash);
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Middleware: on a locked shop, answers 401 'password protection' unless `x-store-password` holds the hash. */
export function passwordMiddleware(skip: (path: string) => boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (skip(c.req.path)) return next();
    if (lockedFor(c.get('shop'), c)) return passwordProtection(c);
    await next();
  };
}

/** Whether a request is refused by the shop's lock: locked, and no `x-store-password` with its hash. */
function lockedFor(shop: Shop, c: Context): boolean {
  return Boolean(shop.passwordHash) && !storePasswordMatches(shop, c.req.header('x-store-password'));
}
