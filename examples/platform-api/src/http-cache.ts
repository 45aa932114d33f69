import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from './app';
import { acceptsGzip, MIN_GZIP_BYTES } from './content-coding';
import { FreshReads } from './fresh-reads';
import { normalizeDomain } from './shop';

/**
 * HTTP caching of the cacheable answers: the bootstrap and the catalogue reads (issue 17; decision
 * docs/decisions/0340-http-cache.md).
 *
 * - Every 200 answer carries a strong `ETag` (a digest of its body), `Cache-Control` as a CDN needs
 *   it ({@link PUBLIC_CACHE_CONTROL}) and `Vary` on the headers that pick the shop; a request whose
 *   `If-None-Match` names the current tag is answered 304 without a body.
 * - Answers are kept in process, keyed by shop and URL, and served again while the shop's version
 *   ({@link SHOP_VERSION_SQL}) is the one they were built at. A version is read for every request,
 *   but requests that arrive together share one read ({@link FreshReads}), so a burst costs one
 *   cheap query and an answer is never older than the request that receives it: a change made
 *   through another instance or straight in the database is seen by the next request.
 * - A locked shop's answers are never cached (they depend on the store password).
 * - `skip_cache=true` (000 §7) builds the answer afresh (and keeps it for the next request).
 * - A kept answer is kept as bytes, and gzipped once, the first time a client that takes gzip asks
 *   for it (answers of {@link MIN_GZIP_BYTES} or more; `Vary: Accept-Encoding`): a collection
 *   page of twelve products is 27.6 kB of JSON, about 4 kB gzipped (decision 0468).
 */

/**
 * `Cache-Control` of a cacheable answer: a browser revalidates every time (max-age=0, a 304 when
 * unchanged); a CDN keeps it 60 s and may serve it stale 5 minutes while it revalidates.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
/** `Cache-Control` of an answer of a locked shop: it depends on the store password. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';
/** Headers a catalogue answer varies by: those that pick the shop (see `resolveShop`). */
export const CATALOG_VARY = 'Host, X-Shop-Domain, X-Shop-Id';
/** Most answers kept in process; the oldest goes first. */
export const MAX_CACHED_ANSWERS = 2000;

/** Catalogue paths whose GET answers depend only on the shop and the URL. */
export const CACHEABLE_CATALOG_PATHS: ReadonlySet<string> = new Set([
  '/api/catalog/collections_v2.json',
  '/api/catalog/products_v2.json',
  '/api/catalog/product.json',
  '/api/catalog/products-by-ids.json',
  '/api/catalog/redirects.json',
  '/api/catalog/feature-switch.json',
]);

/**
 * One read of everything a cached answer is built from: the shop row, its domains, redirects,
 * feature flags, collections, collection members, products and variants. Each table contributes its
 * row count and the sum of its rows' `xmin` (the id of the transaction that wrote each row version),
 * so any insert, update or delete changes the version.
 */
export const SHOP_VERSION_SQL = `SELECT concat_ws('.',
  (SELECT xmin::text FROM shops WHERE id = $1),
  (SELECT count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) FROM shop_domains WHERE shop_id = $1),
  (SELECT count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) FROM redirects WHERE shop_id = $1),
  (SELECT count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) FROM feature_flags WHERE shop_id = $1),
  (SELECT count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) FROM collections WHERE shop_id = $1),
  (SELECT count(*) || ':' || coalesce(sum(cp.xmin::text::bigint), 0)
     FROM collection_products cp JOIN collections c ON c.id = cp.collection_id WHERE c.shop_id = $1),
  (SELECT count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) FROM products WHERE shop_id = $1),
  (SELECT count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) FROM variants WHERE shop_id = $1)
) AS version`;

/** A strong entity tag of a body: a quoted SHA-1 digest (base64url). */
export function etagOf(body: string | Uint8Array): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** How a gzipped representation's tag ends ({@link gzipEtagOf}). */
const GZIP_TAG_END = '-gzip"';

/**
 * The entity tag of the gzipped representation of the body tagged `etag`: another representation,
 * so another strong tag (RFC 9110 §8.8.3), told apart by a suffix.
 */
export function gzipEtagOf(etag: string): string {
  return `${etag.slice(0, -1)}${GZIP_TAG_END}`;
}

/** The tags of an `If-None-Match` header with each gzipped representation's named as its body's. */
export function bodyEtagsOf(ifNoneMatch: string): string {
  return ifNoneMatch.replaceAll(GZIP_TAG_END, '"');
}

/**
 * Whether an `If-None-Match` header names `etag` (RFC 9110 §13.1.2: weak comparison, a list of
 * tags, or `*`).
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/** An answer kept in process. */
interface CachedAnswer {
  version: string;
  etag: string;
  /** The body as sent (UTF-8), encoded once. */
  body: Uint8Array<ArrayBuffer>;
  contentType: string;
  /** The body gzipped, made the first time a client that takes gzip asks for it. */
  gzipped?: Uint8Array<ArrayBuffer>;
}

/** The answers kept in process, with the shop versions they were built at. */
export class HttpCache {
  readonly versions: FreshReads<number, string>;
  private readonly answers = new Map<string, CachedAnswer>();
  /**
   * Open shops seen behind each shop hint (see {@link shopHint}). Only a hint: an answer is served
   * from it only when the shop's version still is the one the answer was built at, and a version
   * changes when a domain moves or the shop is locked.
   */
  private readonly shopsByHint = new Map<string, number>();

  constructor(
    readVersion: (shopId: number) => Promise<string>,
    private readonly maxAnswers = MAX_CACHED_ANSWERS,
  ) {
    this.versions = new FreshReads(readVersion);
  }

  /** The kept answer of `key` if it was built at `version`. */
  get(key: string, version: string): CachedAnswer | undefined {
    const answer = this.answers.get(key);
    return answer?.version === version ? answer : undefined;
  }

  /** Keeps an answer (the oldest goes when full). */
  set(key: string, answer: CachedAnswer): void {
    this.answers.delete(key);
    this.answers.set(key, answer);
    if (this.answers.size > this.maxAnswers) {
      const oldest = this.answers.keys().next();
      if (!oldest.done) this.answers.delete(oldest.value);
    }
  }

  /** The open shop last seen behind `hint`. */
  shopBehind(hint: string): number | undefined {
    return this.shopsByHint.get(hint);
  }

  /** Remembers the open shop behind `hint` (bounded like the answers). */
  rememberShop(hint: string, shopId: number): void {
    if (this.shopsByHint.size >= this.maxAnswers && !this.shopsByHint.has(hint)) this.shopsByHint.clear();
    this.shopsByHint.set(hint, shopId);
  }

  /** How many answers are kept. */
  get size(): number {
    return this.answers.size;
  }
}

const caches = new WeakMap<AppDeps, HttpCache>();

/** The cache of one app (one per {@link AppDeps}: apps in one process never share answers). */
export function httpCacheOf(deps: AppDeps): HttpCache {
  let cache = caches.get(deps);
  if (!cache) {
    cache = new HttpCache(async (shopId) => {
      // Prepared: planning these eight sub-selects cost PostgreSQL many times their execution
      // (decision 0343); out of the shared pool's queue: every cached answer waits for it (0344).
      const [row] = await deps.database.priorityQuery<{ version: string }>(
        SHOP_VERSION_SQL,
        [shopId],
        'vitrine_shop_version',
      );
      return row?.version ?? '';
    });
    caches.set(deps, cache);
  }
  return cache;
}

/** What {@link cachedAnswer} needs to know about a request. */
export interface CacheRequest {
  /** The shop the answer belongs to. */
  shopId: number;
  /** Everything else the answer depends on (path and query). */
  key: string;
  /** `Vary` of the answer. */
  vary: string;
  /** Build afresh even when a kept answer is current (`skip_cache`). */
  bypass: boolean;
}

function answerWith(c: Context, entry: Omit<CachedAnswer, 'version'>, vary: string): Response {
  const compressible = entry.body.byteLength >= MIN_GZIP_BYTES;
  const gzip = compressible && acceptsGzip(c.req.header('accept-encoding'));
  const etag = gzip ? gzipEtagOf(entry.etag) : entry.etag;
  // Through c.body: headers other middleware set before the answer (c.header) are kept.
  const headers = {
    etag,
    'cache-control': PUBLIC_CACHE_CONTROL,
    vary: compressible ? `${vary}, Accept-Encoding` : vary,
  };
  // 304 only for the tag of the representation this request would get (RFC 9110 §13.1.2): a cache
  // holding the plain answer cannot use a 304 carrying the gzipped one's tag (RFC 9111 §4.3.4).
  if (etagMatches(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
  if (!gzip) return c.body(entry.body, 200, { ...headers, 'content-type': entry.contentType });
  entry.gzipped ??= new Uint8Array(gzipSync(entry.body));
  return c.body(entry.gzipped, 200, {
    ...headers,
    'content-type': entry.contentType,
    'content-encoding': 'gzip',
  });
}

/**
 * The answer of a cacheable GET: the kept one when the shop has not changed since it was built,
 * else `build()`'s (kept when it is a 200). Either way with ETag, Cache-Control and Vary, and 304
 * when `If-None-Match` names it. When the version cannot be read, the answer is built and not kept.
 */
export async function cachedAnswer(
  c: Context,
  cache: HttpCache,
  request: CacheRequest,
  build: () => Promise<Response>,
): Promise<Response> {
  const key = `${request.shopId} ${request.key}`;
  const version = await cache.versions.current(request.shopId).catch(() => undefined);
  const kept = version !== undefined && !request.bypass ? cache.get(key, version) : undefined;
  if (kept) return answerWith(c, kept, request.vary);
  const built = await build();
  if (built.status !== 200) return built;
  const body = new Uint8Array(await built.arrayBuffer());
  // One object, kept and answered: the gzipped body made for this answer is kept with it.
  const entry: CachedAnswer = {
    version: version ?? '',
    etag: etagOf(body),
    body,
    contentType: built.headers.get('content-type') ?? 'application/json',
  };
  if (version !== undefined) cache.set(key, entry);
  return answerWith(c, entry, request.vary);
}

/**
 * The kept answer for a request of an open shop seen before behind `hint`, if the shop has not
 * changed since it was built; undefined otherwise (then the request goes the full way). Saves the
 * shop look-up: the shop's version covers its domains and its lock.
 */
export async function keptAnswer(
  c: Context,
  cache: HttpCache,
  hint: string,
  request: Omit<CacheRequest, 'shopId'>,
): Promise<Response | undefined> {
  const shopId = cache.shopBehind(hint);
  if (shopId === undefined || request.bypass) return undefined;
  const version = await cache.versions.current(shopId).catch(() => undefined);
  const kept = version === undefined ? undefined : cache.get(`${shopId} ${request.key}`, version);
  return kept ? answerWith(c, kept, request.vary) : undefined;
}

/**
 * What picks the shop of a catalogue request, in the order `resolveShop` reads it: `x-shop-domain`,
 * else `x-shop-id`, else the host.
 */
export function shopHint(headers: Headers, url: string): string {
  const domain = headers.get('x-shop-domain');
  if (domain) return `domain ${normalizeDomain(domain)}`;
  const id = headers.get('x-shop-id');
  if (id) return `id ${id}`;
  return `domain ${normalizeDomain(headers.get('host') ?? new URL(url).host)}`;
}

/** The cache key of a request: path and query, sorted, without `skip_cache`; and whether it asked to skip. */
export function requestKey(url: string): { key: string; bypass: boolean } {
  const { pathname, searchParams } = new URL(url);
  const bypass = searchParams.get('skip_cache') === 'true';
  searchParams.delete('skip_cache');
  searchParams.sort();
  return { key: `${pathname}?${searchParams}`, bypass };
}

/**
 * Middleware pair caching the GET answers of {@link CACHEABLE_CATALOG_PATHS}:
 * - `early` (mounted on each cacheable path BEFORE the tenant middleware) answers from the cache when the
 *   request names an open shop seen before and that shop has not changed: no shop look-up;
 * - `late` (mounted on each cacheable path after the tenant and password middleware) builds, keeps and tags the answers,
 *   and learns which shop a hint names. A locked shop's answers pass through, marked private.
 */
export function catalogCache(deps: AppDeps): {
  early: MiddlewareHandler<AppEnv>;
  late: MiddlewareHandler<AppEnv>;
} {
  const cache = httpCacheOf(deps);
  const cacheable = (c: Context) => c.req.method === 'GET' && CACHEABLE_CATALOG_PATHS.has(c.req.path);
  return {
    early: async (c, next) => {
      if (!cacheable(c)) return next();
      const { key, bypass } = requestKey(c.req.url);
      const hint = shopHint(c.req.raw.headers, c.req.url);
      return (await keptAnswer(c, cache, hint, { key, vary: CATALOG_VARY, bypass })) ?? next();
    },
    late: async (c, next) => {
      if (!cacheable(c)) return next();
      const shop = c.get('shop');
      if (shop.passwordHash) {
        await next();
        c.header('cache-control', PRIVATE_CACHE_CONTROL);
        return;
      }
      cache.rememberShop(shopHint(c.req.raw.headers, c.req.url), shop.id);
      const { key, bypass } = requestKey(c.req.url);
      // Set, not returned: once a route has answered, Hono keeps its response over a returned one.
      c.res = await cachedAnswer(c, cache, { shopId: shop.id, key, vary: CATALOG_VARY, bypass }, async () => {
        await next();
        return c.res;
      });
    },
  };
}
