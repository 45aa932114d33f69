import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from './testing/harness';
import type { TestServer } from './testing/harness';

// The storefront build is there, so a missing asset would otherwise come back as its index.html.
const dir = mkdtempSync(join(tmpdir(), 'vitrine-sample-assets-'));
let server: TestServer;
beforeAll(async () => {
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  server = await createTestServer({ storefrontDir: dir });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('sample theme assets (000 §9; decision 0450)', () => {
  it('serves the sample theme script and stylesheet at the location built from its id and version', async () => {
    const script = await server.fetch('http://localhost/theme-assets/themes/7/2025.03.01/theme.js');
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toContain('javascript');
    expect(await script.text()).toContain("dataset.theme = 'sample-7'");
    const style = await server.fetch('http://localhost/theme-assets/themes/7/2025.03.01/theme.css');
    expect(style.status).toBe(200);
    expect(style.headers.get('content-type')).toContain('text/css');
  });

  it('answers 404 for a theme or app asset that does not exist, never the storefront page', async () => {
    for (const path of [
      '/theme-assets/themes/8/1.0.0/theme.js',
      '/theme-assets/themes/7/2025.03.01/missing.css',
      '/theme-assets/',
      '/app-assets/demo-widget.js',
      '/theme-assets/..%2f..%2fsrc%2fapp.ts',
      '/theme-assets/%E0%A4%A',
    ]) {
      const response = await server.fetch(`http://localhost${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain('id="root"');
    }
  });
});
