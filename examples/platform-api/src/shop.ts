import { timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from './app';
import type { Db } from './db/client';
import { preparedPer } from './db/prepared';
import { shopDomains, shops } from './db/schema/index';
import { fail, passwordProtection } from './errors';
import { FreshReads } from './fresh-reads';

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
  const rows = await shopByDomain(db).execute({ domain: normalizeDomain(domain) });
  return rows[0]?.shop;
}

/** The look-up of every request, prepared once per database (db/prepared.ts). */
const shopByDomain = preparedPer((db) =>
  db
    .select({ shop: shops })
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
  const domain = headers.get('x-shop-domain');
  if (domain) return byDomain(domain);
  const id = headers.get('x-shop-id');
  if (id) {
    const numeric = Number(id);
    return Number.isSafeInteger(numeric) && numeric > 0 ? findShopById(db, numeric) : undefined;
  }
  const host = headers.get('host') ?? (url ? new URL(url).host : undefined);
  return host ? byDomain(host) : undefined;
}

/** The 404 answered for an unknown shop (the storefront then shows wrong-domain). */
export function shopNotFound(c: Context): Response {
  return fail(c, 404, 'shop not found');
}

/**
 * Middleware: resolves the shop into `c.var.shop` or answers 404; paths for which `skip` is true
 * pass. Look-ups by domain are shared by the requests that arrive together, each given one that
 * started after it arrived ({@link FreshReads}): a burst for one shop costs two look-ups, not one
 * per request, and no request sees its shop as it was before the request came (issue 17).
 */
export function tenantMiddleware(deps: AppDeps, skip: (path: string) => boolean): MiddlewareHandler<AppEnv> {
  const lookups = new FreshReads((domain: string) => findShopByDomain(deps.db, domain));
  const byDomain = (domain: string) => lookups.current(normalizeDomain(domain));
  return async (c, next) => {
    if (skip(c.req.path)) return next();
    const shop = await resolveShop(deps.db, c.req.raw.headers, c.req.url, byDomain);
    if (!shop) return shopNotFound(c);
    c.set('shop', shop);
    await next();
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
    const shop = c.get('shop');
    if (shop.passwordHash && !storePasswordMatches(shop, c.req.header('x-store-password'))) {
      return passwordProtection(c);
    }
    await next();
  };
}
