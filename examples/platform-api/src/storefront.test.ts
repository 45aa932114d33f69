import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from './testing/harness';
import type { TestServer } from './testing/harness';

const BIG_SCRIPT = `console.log(${JSON.stringify('storefront '.repeat(500))});`;
const dir = mkdtempSync(join(tmpdir(), 'vitrine-storefront-'));
let server: TestServer;
beforeAll(async () => {
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dir, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(join(dir, 'assets', 'big.js'), BIG_SCRIPT);
  server = await createTestServer({ storefrontDir: dir });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('storefront serving', () => {
  it('serves files and falls back to index.html for history routes', async () => {
    const asset = await server.fetch('http://localhost/assets/app.js');
    expect(asset.headers.get('content-type')).toContain('javascript');
    expect(await asset.text()).toBe('console.log(1)');
    for (const path of ['/', '/collections/all', '/products/classic-crew-tee?variant=1', '/checkouts/abc']) {
      const page = await server.fetch(`http://localhost${path}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('id="root"');
    }
  });

  it('sends text files gzipped to clients that accept it', async () => {
    const zipped = await server.fetch('http://localhost/assets/big.js', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toBe('accept-encoding');
    const bytes = Buffer.from(await zipped.arrayBuffer());
    expect(bytes.length).toBeLessThan(BIG_SCRIPT.length / 5);
    expect(gunzipSync(bytes).toString()).toBe(BIG_SCRIPT);
    for (const encoding of [undefined, 'identity', 'gzip;q=0']) {
      const plain = await server.fetch('http://localhost/assets/big.js', {
        headers: encoding === undefined ? {} : { 'accept-encoding': encoding },
      });
      expect(plain.headers.get('content-encoding')).toBeNull();
      expect(await plain.text()).toBe(BIG_SCRIPT);
    }
  });

  it("answers a missing file of the build's assets with 404, not the client shell", async () => {
    const missing = await server.fetch('http://localhost/assets/gone-1a2b3c.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toContain('application/json');
    expect(await missing.text()).not.toContain('id="root"');
  });

  it('never serves files outside the folder', async () => {
    const response = await server.fetch('http://localhost/..%2f..%2fetc%2fpasswd');
    expect(await response.text()).toContain('id="root"');
  });

  it('keeps unknown API paths as 404 JSON', async () => {
    const response = await server.fetch('http://localhost/api/nope.json', {
      headers: { 'x-shop-domain': 'localhost' },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 404, success: false });
  });
  it('serves the reference theme editor at /editor/ on any host (docs/preview-protocol.md)', async () => {
    for (const host of ['127.0.0.1', 'localhost']) {
      const page = await server.fetch(`http://${host}/editor/`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(await page.text()).toContain('id="preview"');
    }
    const script = await server.fetch('http://127.0.0.1/editor/editor.js');
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(await script.text()).toContain("'vitrine.preview'");
    const bar = await server.fetch('http://127.0.0.1/editor/manage-bar.html');
    expect(await bar.text()).toContain('Customize theme');
    const bare = await server.fetch('http://127.0.0.1/editor');
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe('/editor/');
    const missing = await server.fetch('http://127.0.0.1/editor/nope.js');
    expect(missing.status).toBe(404);
    const outside = await server.fetch('http://127.0.0.1/editor/..%2f..%2fpackage.json');
    expect(outside.status).toBe(404);
  });
});
