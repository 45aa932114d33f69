import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGunzip, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverRenderHandler } from './render';

let root: string;
const logged: unknown[] = [];

/** A storefront build with a server entry that renders /rendered, fails on /boom, passes the rest. */
function build(withEntry: boolean): string {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-render-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'app.js'), 'console.log(1)');
  if (withEntry) {
    mkdirSync(join(dir, 'server'));
    writeFileSync(
      join(dir, 'server', 'entry-server.js'),
      `export async function handleRequest(request, options) {
        const url = new URL(request.url);
        // as the storefront's entry: GETs only
        if (request.method !== 'GET') return null;
        if (url.pathname === '/boom') throw new Error('boom');
        // as the storefront's entry: a validator naming the page is a 304 (weak or listed too)
        const validators = (request.headers.get('if-none-match') ?? '').split(',').map((tag) => tag.trim().replace('W/', ''));
        if (url.pathname === '/rendered' && validators.includes('"e"')) {
          return new Response(null, { status: 304, headers: { vary: 'host', etag: '"e"' } });
        }
        if (url.pathname === '/streamed') {
          // the head at once, the rest when the test says React has finished
          const encoder = new TextEncoder();
          let finish;
          globalThis.__finishStreamed = new Promise((resolve) => { finish = resolve; });
          globalThis.__endStreamed = () => finish();
          const body = new ReadableStream({
            async start(controller) {
              controller.enqueue(encoder.encode('<head>' + 'h'.repeat(1500) + '</head>'));
              await globalThis.__finishStreamed;
              controller.enqueue(encoder.encode('<body>rendered</body>'));
              controller.close();
            },
            cancel() {
              globalThis.__cancelledStreamed = true;
            },
          });
          return new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8', vary: 'host' } });
        }
        if (url.pathname === '/small') return new Response('<p>small</p>', { headers: { vary: 'host' } });
        if (url.pathname !== '/rendered') return null;
        const api = await options.fetch(new Request(new URL('/api/ping', url)));
        const body = '<p>' + (await api.text()) + '</p>' + 'x'.repeat(2000) + options.template.length;
        return new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8', vary: 'host', etag: '"e"' } });
      }`,
    );
  }
  return dir;
}

function appFor(dir: string): Hono {
  const app = new Hono();
  app.get('/api/ping', (c) => c.text('pong'));
  app.get(
    '*',
    serverRenderHandler(dir, {
      fetch: (input, init) => Promise.resolve(app.fetch(new Request(input, init))),
      logError: (error) => logged.push(error),
    }),
  );
  app.get('*', (c) => c.text('static'));
  return app;
}

beforeAll(() => {
  root = build(true);
});
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('serverRenderHandler', () => {
  it("sends the server entry's answer, the platform answering it in process, gzipped when accepted", async () => {
    const app = appFor(root);
    const plain = await app.request('/rendered');
    expect(plain.status).toBe(200);
    expect(await plain.text()).toContain('<p>pong</p>');
    expect(plain.headers.get('etag')).toBe('"e"');
    const gzipped = await app.request('/rendered', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.headers.get('vary')).toBe('host, accept-encoding');
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toContain('<p>pong</p>');
  });

  it('tags the gzipped page apart from the plain one, and revalidates each with a 304 carrying its tag and Vary (RFC 9110 §8.8.3, §15.4.5)', async () => {
    const app = appFor(root);
    const gzip = { 'accept-encoding': 'gzip' };
    const plain = await app.request('/rendered');
    const gzipped = await app.request('/rendered', { headers: gzip });
    expect(plain.headers.get('vary')).toBe('host, accept-encoding');
    expect(gzipped.headers.get('etag')).toBe('"e-gzip"');
    expect(gzipped.headers.get('etag')).not.toBe(plain.headers.get('etag'));
    // The client holding the gzipped page sends its tag: the page is unchanged.
    const again = await app.request('/rendered', { headers: { ...gzip, 'if-none-match': '"e-gzip"' } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe('"e-gzip"');
    expect(again.headers.get('vary')).toBe('host, accept-encoding');
    const plainAgain = await app.request('/rendered', { headers: { 'if-none-match': '"e"' } });
    expect(plainAgain.status).toBe(304);
    expect(plainAgain.headers.get('etag')).toBe('"e"');
    expect(plainAgain.headers.get('vary')).toBe('host, accept-encoding');
  });

  it('streams a rendered page: its head reaches the client, gzipped, before the render has finished', async () => {
    const app = appFor(root);
    const answer = await app.request('/streamed', { headers: { 'accept-encoding': 'gzip' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    const reader = (answer.body as ReadableStream<Uint8Array>).getReader();
    const gunzip = createGunzip();
    const seen: Buffer[] = [];
    gunzip.on('data', (data: Buffer) => seen.push(data));
    const head = `<head>${'h'.repeat(1500)}</head>`;
    const decoded = () => Buffer.concat(seen).toString();
    // read until the head is decoded; the render has not finished, so a stream that held the head
    // back until the end would never get there
    while (decoded() !== head) {
      const next = await Promise.race([
        reader.read(),
        new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), 5000)),
      ]);
      if (next === 'late' || next.done)
        throw new Error(`the head did not arrive before the end: ${decoded()}`);
      await new Promise<void>((resolve) => gunzip.write(next.value, () => gunzip.flush(() => resolve())));
    }
    (globalThis as { __endStreamed?: () => void }).__endStreamed?.();
    for (let next = await reader.read(); !next.done; next = await reader.read()) gunzip.write(next.value);
    await new Promise((resolve) => gunzip.end(resolve));
    expect(Buffer.concat(seen).toString()).toBe(`<head>${'h'.repeat(1500)}</head><body>rendered</body>`);
  });

  it('a client that leaves while the page is still being compressed crashes nothing', async () => {
    const uncaught: unknown[] = [];
    const record = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', record);
    try {
      for (let round = 0; round < 5; round++) {
        const answer = await appFor(root).request('/streamed', { headers: { 'accept-encoding': 'gzip' } });
        const reader = (answer.body as ReadableStream<Uint8Array>).getReader();
        await reader.read();
        // the rest of the page reaches the compressor just as the browser goes away
        (globalThis as { __endStreamed?: () => void }).__endStreamed?.();
        await reader.cancel();
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(uncaught).toEqual([]);
    } finally {
      process.off('uncaughtException', record);
    }
  });

  it('sends a small answer as it is, without gzip', async () => {
    const small = await appFor(root).request('/small', { headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(small.headers.get('vary')).toBe('host');
    expect(await small.text()).toBe('<p>small</p>');
  });

  it('leaves files, private routes and failed renders to the static handler; never serves the server build', async () => {
    const app = appFor(root);
    expect(await (await app.request('/assets/app.js')).text()).toBe('static');
    expect(await (await app.request('/cart')).text()).toBe('static');
    expect(await (await app.request('/boom')).text()).toBe('static');
    expect(logged).toHaveLength(1);
    expect((await app.request('/server/entry-server.js')).status).toBe(404);
  });

  it('answers a HEAD as its GET, without the body, and stops the render nobody reads', async () => {
    const app = appFor(root);
    const head = await app.request('/rendered', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBe('"e"');
    expect(head.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await head.text()).toBe('');
    const global = globalThis as { __cancelledStreamed?: boolean; __endStreamed?: () => void };
    // Set by an earlier test's client leaving: this HEAD must cancel the render itself.
    delete global.__cancelledStreamed;
    const streamed = await app.request('/streamed', {
      method: 'HEAD',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(streamed.status).toBe(200);
    expect(streamed.headers.get('content-encoding')).toBe('gzip');
    expect(streamed.headers.get('vary')).toBe('host, accept-encoding');
    expect(await streamed.text()).toBe('');
    expect(global.__cancelledStreamed).toBe(true);
    global.__endStreamed?.();
  });

  it('a build without a server entry renders nothing (the client shell as before)', async () => {
    const bare = build(false);
    try {
      expect(await (await appFor(bare).request('/rendered')).text()).toBe('static');
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });
});
