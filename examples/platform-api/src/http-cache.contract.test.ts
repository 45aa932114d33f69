import { gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from './app';
import { products, redirects, shopDomains, shops, variants } from './db/schema/index';
import { CATALOG_VARY, httpCacheOf, PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from './http-cache';
import { LOCKED_SHOP_PASSWORD } from './seed/shops';
import { createTestServer } from './testing/harness';
import type { TestServer } from './testing/harness';

// ETag, Cache-Control, 304 and invalidation of the cacheable answers (issue 17; decision 0340),
// against the whole app in process. Runs on PGlite here and on PostgreSQL in http-cache.postgres.test.ts.

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

const BOOTSTRAP = 'http://platform.test/api/bootstrap/localhost.json';
const PRODUCT = 'http://platform.test/api/catalog/product.json?handle=classic-crew-tee';
const PRODUCTS = 'http://platform.test/api/catalog/products_v2.json?limit=12&page=1';
const demo = { 'x-shop-domain': 'localhost' };

const get = (url: string, headers: Record<string, string> = {}) => server.fetch(url, { headers });

async function productJson(headers: Record<string, string> = {}) {
  const response = await get(PRODUCT, { ...demo, ...headers });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { result: { variants: { id: number; quantity: number }[] } };
  return { response, variants: body.result.variants };
}

describe('bootstrap', () => {
  it('carries an ETag, public Cache-Control for a CDN and Vary; the same answer has the same tag', async () => {
    const first = await get(BOOTSTRAP);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    expect(first.headers.get('cache-control')).toMatch(/public.*s-maxage=\d+.*stale-while-revalidate=\d+/);
    expect(first.headers.get('vary')).toContain('X-Store-Password');
    const second = await get(BOOTSTRAP);
    expect(second.headers.get('etag')).toBe(etag);
    expect(await second.json()).toEqual(await first.json());
  });

  it('answers 304 without a body to If-None-Match with the current tag, 200 to another tag', async () => {
    const etag = (await get(BOOTSTRAP)).headers.get('etag') ?? '';
    const revalidated = await get(BOOTSTRAP, { 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    expect(revalidated.headers.get('etag')).toBe(etag);
    expect(revalidated.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
    expect((await get(BOOTSTRAP, { 'if-none-match': `W/${etag}, "other"` })).status).toBe(304);
    const changed = await get(BOOTSTRAP, { 'if-none-match': '"an-older-answer"' });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as { result: { shop: { domain: string } } }).result.shop.domain).toBe(
      'localhost',
    );
  });

  it('shows a change of the shop at once: new body, new tag, the old tag no longer 304', async () => {
    const before = await get(BOOTSTRAP);
    const etag = before.headers.get('etag') ?? '';
    const shop = ((await before.json()) as { result: { shop: { id: number; name: string } } }).result.shop;
    await server.deps.db.update(shops).set({ name: 'Renamed Demo' }).where(eq(shops.id, shop.id));
    const after = await get(BOOTSTRAP, { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(((await after.json()) as { result: { shop: { name: string } } }).result.shop.name).toBe(
      'Renamed Demo',
    );
    await server.deps.db.update(shops).set({ name: shop.name }).where(eq(shops.id, shop.id));
  });

  it('shows a new redirect at once (the bootstrap lists the first ones and their count)', async () => {
    const count = async () =>
      ((await (await get(BOOTSTRAP)).json()) as { result: { redirect_count: number } }).result.redirect_count;
    const before = await count();
    const shopId = ((await (await get(BOOTSTRAP)).json()) as { result: { shop: { id: number } } }).result.shop
      .id;
    await server.deps.db.insert(redirects).values({ shopId, fromPath: '/cache-test', toPath: '/' });
    expect(await count()).toBe(before + 1);
  });

  it('keeps a locked shop private: never public, no tag shared without the password', async () => {
    const refused = await get('http://platform.test/api/bootstrap/locked.localhost.json');
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control') ?? '').not.toContain('public');
    const validate = await server.fetch('http://platform.test/api/password/validate.json', {
      method: 'POST',
      headers: { 'x-shop-domain': 'locked.localhost', 'content-type': 'application/json' },
      body: JSON.stringify({ password: LOCKED_SHOP_PASSWORD }),
    });
    const { hash } = (await validate.json()) as { hash: string };
    const unlocked = await get('http://platform.test/api/bootstrap/locked.localhost.json', {
      'x-store-password': hash,
    });
    expect(unlocked.status).toBe(200);
    expect(unlocked.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
    expect(unlocked.headers.get('etag')).toBeNull();
    const product = await get('http://platform.test/api/catalog/products_v2.json', {
      'x-shop-domain': 'locked.localhost',
      'x-store-password': hash,
    });
    expect(product.status).toBe(200);
    expect(product.headers.get('cache-control')).toBe(PRIVATE_CACHE_CONTROL);
  });
});

describe('catalogue', () => {
  it('answers a product and a collection page with ETag, Cache-Control and Vary on the shop headers', async () => {
    for (const url of [PRODUCT, PRODUCTS]) {
      const response = await get(url, demo);
      expect(response.status).toBe(200);
      expect(response.headers.get('etag')).toMatch(/^"[\w-]+"$/);
      expect(response.headers.get('cache-control')).toBe(PUBLIC_CACHE_CONTROL);
      // Both are over 1 kB: gzipped for a client that takes it, so they vary by Accept-Encoding too.
      expect(response.headers.get('vary')).toBe(`${CATALOG_VARY}, Accept-Encoding`);
      const revalidated = await get(url, { ...demo, 'if-none-match': response.headers.get('etag') ?? '' });
      expect(revalidated.status).toBe(304);
      expect(await revalidated.text()).toBe('');
    }
  });

  it('sends a kept collection page gzipped to a client that takes gzip, the same JSON under its own tag', async () => {
    const plain = await get(PRODUCTS, demo);
    const plainBytes = new Uint8Array(await plain.arrayBuffer());
    expect(plain.headers.get('content-encoding')).toBeNull();
    const zipped = await get(PRODUCTS, { ...demo, 'accept-encoding': 'gzip, deflate, br' });
    expect(zipped.status).toBe(200);
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toContain('Accept-Encoding');
    // In process, nothing decodes the body on the way: it arrives as the server sent it.
    const zippedBytes = new Uint8Array(await zipped.arrayBuffer());
    expect(zippedBytes.byteLength).toBeLessThan(plainBytes.byteLength / 3);
    expect(gunzipSync(zippedBytes).toString('utf8')).toBe(new TextDecoder().decode(plainBytes));
    const plainTag = plain.headers.get('etag') ?? '';
    const zippedTag = zipped.headers.get('etag') ?? '';
    expect(zippedTag).toMatch(/^"[\w-]+"$/);
    expect(zippedTag).not.toBe(plainTag);
    // 304 only for the tag of what this request would get: a cache holding the plain page cannot
    // use a 304 that carries the gzipped one's tag (RFC 9110 §13.1.2, RFC 9111 §4.3.4).
    const gzipRevalidated = await get(PRODUCTS, {
      ...demo,
      'accept-encoding': 'gzip',
      'if-none-match': zippedTag,
    });
    expect(gzipRevalidated.status).toBe(304);
    expect(gzipRevalidated.headers.get('etag')).toBe(zippedTag);
    const plainRevalidated = await get(PRODUCTS, { ...demo, 'if-none-match': plainTag });
    expect(plainRevalidated.status).toBe(304);
    expect(plainRevalidated.headers.get('etag')).toBe(plainTag);
    const crossed = await get(PRODUCTS, { ...demo, 'accept-encoding': 'gzip', 'if-none-match': plainTag });
    expect(crossed.status).toBe(200);
    expect(crossed.headers.get('etag')).toBe(zippedTag);
    // Refused gzip (q=0): the plain bytes.
    const refused = await get(PRODUCTS, { ...demo, 'accept-encoding': 'gzip;q=0' });
    expect(refused.headers.get('content-encoding')).toBeNull();
    expect(new Uint8Array(await refused.arrayBuffer())).toEqual(plainBytes);
  });

  it('sends an answer under 1 kB as it is, whatever the client takes', async () => {
    const url = 'http://platform.test/api/catalog/redirects.json?handle=no-such-page';
    const small = await get(url, { ...demo, 'accept-encoding': 'gzip' });
    expect(small.status).toBe(200);
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(small.headers.get('vary')).toBe(CATALOG_VARY);
    expect((await small.text()).length).toBeLessThan(1024);
  });

  it('never serves one shop the answer of another', async () => {
    const url = 'http://platform.test/api/catalog/products_v2.json?limit=3';
    const demoAnswer = (await (await get(url, demo)).json()) as { result: { total: number } };
    const euro = await get(url, { 'x-shop-domain': 'euro.localhost' });
    const euroAnswer = (await euro.json()) as { result: { total: number } };
    expect(euroAnswer.result.total).not.toBe(demoAnswer.result.total);
    const byHost = await server.fetch(
      new Request('http://euro.localhost/api/catalog/products_v2.json?limit=3'),
    );
    expect(((await byHost.json()) as { result: { total: number } }).result.total).toBe(
      euroAnswer.result.total,
    );
  });

  it('shows a stock change at once (an order elsewhere): new quantity, new tag', async () => {
    const before = await productJson();
    const variant = before.variants[0];
    if (!variant) throw new Error('no variant');
    const etag = before.response.headers.get('etag') ?? '';
    await server.deps.db
      .update(variants)
      .set({ quantity: sql`${variants.quantity} - 1` })
      .where(eq(variants.id, variant.id));
    const after = await productJson({ 'if-none-match': etag });
    expect(after.response.headers.get('etag')).not.toBe(etag);
    expect(after.variants.find((v) => v.id === variant.id)?.quantity).toBe(variant.quantity - 1);
  });

  it('drops an unpublished product at once', async () => {
    expect((await get(PRODUCT, demo)).status).toBe(200);
    await server.deps.db
      .update(products)
      .set({ published: false })
      .where(eq(products.handle, 'classic-crew-tee'));
    expect((await get(PRODUCT, demo)).status).toBe(404);
    await server.deps.db
      .update(products)
      .set({ published: true })
      .where(eq(products.handle, 'classic-crew-tee'));
    expect((await get(PRODUCT, demo)).status).toBe(200);
  });

  it('sees a change made through another instance on the same database', async () => {
    const other = createApp({
      db: server.database,
      dataDir: server.dataDir,
      options: { logError: () => undefined },
    });
    const before = await productJson();
    const variant = before.variants[0];
    if (!variant) throw new Error('no variant');
    // Both instances have the answer kept; the change is written by the other one's database handle.
    const viaOther = await other.app.fetch(new Request(PRODUCT, { headers: demo }));
    expect(viaOther.headers.get('etag')).toBe(before.response.headers.get('etag'));
    await other.deps.db.update(variants).set({ quantity: 3 }).where(eq(variants.id, variant.id));
    const after = await productJson();
    expect(after.variants.find((v) => v.id === variant.id)?.quantity).toBe(3);
  });

  it('answers a kept answer before the shop look-up, yet sees a domain moved to another shop', async () => {
    const url = 'http://platform.test/api/catalog/products_v2.json?limit=2';
    const headers = { 'x-shop-domain': 'demo.localhost' };
    const total = async () =>
      ((await (await get(url, headers)).json()) as { result: { total: number } }).result.total;
    const demoTotal = await total();
    expect(await total()).toBe(demoTotal);
    const euroTotal = (
      (await (await get(url, { 'x-shop-domain': 'euro.localhost' })).json()) as {
        result: { total: number };
      }
    ).result.total;
    const [euroDomain] = await server.deps.db
      .select()
      .from(shopDomains)
      .where(eq(shopDomains.domain, 'euro.localhost'));
    const [demoDomain] = await server.deps.db
      .select()
      .from(shopDomains)
      .where(eq(shopDomains.domain, 'demo.localhost'));
    if (!euroDomain || !demoDomain) throw new Error('seed domains missing');
    await server.deps.db
      .update(shopDomains)
      .set({ shopId: euroDomain.shopId })
      .where(eq(shopDomains.domain, 'demo.localhost'));
    expect(await total()).toBe(euroTotal);
    await server.deps.db
      .update(shopDomains)
      .set({ shopId: demoDomain.shopId })
      .where(eq(shopDomains.domain, 'demo.localhost'));
    expect(await total()).toBe(demoTotal);
  });

  it('stops serving kept answers of a shop the moment it is locked', async () => {
    expect((await get(PRODUCT, demo)).status).toBe(200);
    expect((await get(BOOTSTRAP)).status).toBe(200);
    const shopId = ((await (await get(BOOTSTRAP)).json()) as { result: { shop: { id: number } } }).result.shop
      .id;
    await server.deps.db
      .update(shops)
      .set({ passwordHash: 'locked-for-the-test', passwordAccessHash: 'sp_test' })
      .where(eq(shops.id, shopId));
    expect((await get(PRODUCT, demo)).status).toBe(401);
    expect((await get(BOOTSTRAP)).status).toBe(401);
    await server.deps.db
      .update(shops)
      .set({ passwordHash: null, passwordAccessHash: null })
      .where(eq(shops.id, shopId));
    expect((await get(PRODUCT, demo)).status).toBe(200);
  });

  it('gives the same answer with skip_cache=true, built afresh', async () => {
    const kept = await get(PRODUCT, demo);
    // what is built is kept (set); a kept answer served is not built again
    const built = vi.spyOn(httpCacheOf(server.deps), 'set');
    try {
      const again = await get(PRODUCT, demo);
      expect(again.headers.get('etag')).toBe(kept.headers.get('etag'));
      expect(built).not.toHaveBeenCalled();
      const fresh = await get(`${PRODUCT}&skip_cache=true`, demo);
      expect(fresh.status).toBe(200);
      expect(fresh.headers.get('etag')).toBe(kept.headers.get('etag'));
      expect(built).toHaveBeenCalledTimes(1);
    } finally {
      built.mockRestore();
    }
  });

  it('does not cache failures: an unknown product is 404 without a tag', async () => {
    const missing = await get('http://platform.test/api/catalog/product.json?handle=no-such-thing', demo);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('etag')).toBeNull();
  });
});
