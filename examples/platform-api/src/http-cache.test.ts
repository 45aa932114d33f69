import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { cachedAnswer, etagMatches, etagOf, HttpCache, requestKey, ShopVersions } from './http-cache';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A version read the test finishes by hand. */
function manualReads() {
  const pending: { shopId: number; resolve: (version: string) => void }[] = [];
  const read = (shopId: number) => new Promise<string>((resolve) => pending.push({ shopId, resolve }));
  return { read, pending };
}

describe('ShopVersions', () => {
  it('serves a burst of requests with two reads, not one per request', async () => {
    const { read, pending } = manualReads();
    const versions = new ShopVersions(read);
    const first = versions.current(1);
    const burst = Array.from({ length: 10 }, () => versions.current(1));
    expect(pending).toHaveLength(1);
    pending[0]?.resolve('v1');
    expect(await first).toBe('v1');
    await tick();
    expect(pending).toHaveLength(2);
    pending[1]?.resolve('v2');
    expect(await Promise.all(burst)).toEqual(Array(10).fill('v2'));
  });

  it('never gives a request a read that started before it arrived', async () => {
    const { read, pending } = manualReads();
    const versions = new ShopVersions(read);
    const early = versions.current(1);
    // The shop changes while the first read runs; a request arriving now must not get 'old'.
    const late = versions.current(1);
    pending[0]?.resolve('old');
    expect(await early).toBe('old');
    await tick();
    pending[1]?.resolve('new');
    expect(await late).toBe('new');
  });

  it('reads each shop on its own, and reads again after a failed read', async () => {
    let reads = 0;
    const versions = new ShopVersions(async (shopId) => {
      reads++;
      if (reads === 1) throw new Error('database down');
      return `shop-${shopId}`;
    });
    await expect(versions.current(1)).rejects.toThrow('database down');
    expect(await versions.current(1)).toBe('shop-1');
    expect(await versions.current(2)).toBe('shop-2');
  });
});

describe('etagMatches', () => {
  it('compares weakly, in a list, and with *', () => {
    const tag = etagOf('{"a":1}');
    expect(etagMatches(tag, tag)).toBe(true);
    expect(etagMatches(`W/${tag}`, tag)).toBe(true);
    expect(etagMatches(`"x", ${tag}`, tag)).toBe(true);
    expect(etagMatches('*', tag)).toBe(true);
    expect(etagMatches('"x"', tag)).toBe(false);
    expect(etagMatches(undefined, tag)).toBe(false);
    expect(etagOf('{"a":2}')).not.toBe(tag);
  });
});

describe('requestKey', () => {
  it('ignores the order of the query and skip_cache, which asks for a fresh answer', () => {
    const a = requestKey('http://x/api/catalog/product.json?handle=tee&product_availability=true');
    const b = requestKey(
      'http://x/api/catalog/product.json?product_availability=true&skip_cache=true&handle=tee',
    );
    expect(a.key).toBe(b.key);
    expect(a.bypass).toBe(false);
    expect(b.bypass).toBe(true);
  });
});

describe('cachedAnswer', () => {
  function appWith(version: () => string) {
    const cache = new HttpCache(async () => version(), 2);
    let builds = 0;
    const app = new Hono();
    app.get('/thing/:n', (c) => {
      const { key, bypass } = requestKey(c.req.url);
      return cachedAnswer(c, cache, { shopId: 1, key, vary: 'Host', bypass }, async () => {
        builds++;
        return c.json({ n: c.req.param('n'), build: builds });
      });
    });
    return { app, cache, builds: () => builds };
  }

  it('builds once while the version holds, again when it changes', async () => {
    let version = 'v1';
    const { app, builds } = appWith(() => version);
    const first = await app.request('/thing/1');
    expect(await first.json()).toEqual({ n: '1', build: 1 });
    expect(await (await app.request('/thing/1')).json()).toEqual({ n: '1', build: 1 });
    expect(builds()).toBe(1);
    version = 'v2';
    expect(await (await app.request('/thing/1')).json()).toEqual({ n: '1', build: 2 });
    expect(await (await app.request('/thing/1?skip_cache=true')).json()).toEqual({ n: '1', build: 3 });
  });

  it('keeps at most its limit of answers, dropping the oldest', async () => {
    const { app, cache, builds } = appWith(() => 'v');
    for (const n of [1, 2, 3]) await app.request(`/thing/${n}`);
    expect(cache.size).toBe(2);
    await app.request('/thing/3');
    expect(builds()).toBe(3);
    await app.request('/thing/1');
    expect(builds()).toBe(4);
  });

  it('builds without keeping when the version cannot be read', async () => {
    const cache = new HttpCache(async () => {
      throw new Error('database down');
    });
    const app = new Hono();
    app.get('/x', (c) =>
      cachedAnswer(c, cache, { shopId: 1, key: '/x', vary: 'Host', bypass: false }, async () =>
        c.json({ ok: 1 }),
      ),
    );
    const response = await app.request('/x');
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).not.toBeNull();
    expect(cache.size).toBe(0);
  });

  it('gzips a kept answer once: the first gzipped answer is the one kept', async () => {
    const cache = new HttpCache(async () => 'v');
    let builds = 0;
    const app = new Hono();
    app.get('/big', (c) =>
      cachedAnswer(c, cache, { shopId: 1, key: '/big', vary: 'Host', bypass: false }, async () => {
        builds++;
        return c.json({ text: 'a product '.repeat(200) });
      }),
    );
    const first = await app.request('/big', { headers: { 'accept-encoding': 'gzip' } });
    expect(first.headers.get('content-encoding')).toBe('gzip');
    const kept = cache.get('1 /big', 'v')?.gzipped;
    expect(kept).toBeDefined();
    const second = await app.request('/big', { headers: { 'accept-encoding': 'gzip' } });
    expect(new Uint8Array(await second.arrayBuffer())).toEqual(kept);
    expect(cache.get('1 /big', 'v')?.gzipped).toBe(kept);
    expect(builds).toBe(1);
  });
});
