import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { cachedAnswer, etagMatches, etagOf, HttpCache, requestKey } from './http-cache';

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
