import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from './testing/harness';
import type { TestServer } from './testing/harness';

const dir = mkdtempSync(join(tmpdir(), 'vitrine-storefront-'));
let server: TestServer;
beforeAll(async () => {
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dir, 'assets', 'app.js'), 'console.log(1)');
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
});
