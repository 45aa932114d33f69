import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, sep } from 'node:path';
// Not `new URL(path, import.meta.url)`: Vite rewrites that pattern into an asset URL for the
// browser-like environments (the react tests run this server under happy-dom).
import { fileURLToPath } from 'node:url';
import type { Handler } from 'hono';
import { failureBody } from './errors';
import { contentTypeOf } from './storefront';

/**
 * The folder of the sample theme and app assets the seeded shops' `theme_cdn` (`/theme-assets`)
 * and `app_cdn` (`/app-assets`) point at (000 §1): `theme-assets/themes/{id}/{version}/theme.js`
 * and `theme.css` (docs/decisions/0450).
 */
export const SAMPLE_ASSETS_DIR = join(dirname(fileURLToPath(import.meta.url)), '../sample-assets');

/** Path prefixes served from {@link SAMPLE_ASSETS_DIR} rather than the storefront's SPA fallback. */
export const SAMPLE_ASSET_PREFIXES = ['/theme-assets/', '/app-assets/'] as const;

/**
 * Serves the sample theme and app assets, and answers 404 for any other path under their
 * prefixes, as a CDN would: a missing theme script must fail to load (000 §8 "Script or stylesheet
 * load failure: rejected"), not come back as the storefront's index.html.
 */
export function sampleAssetsHandler(root: string = SAMPLE_ASSETS_DIR): Handler {
  const base = normalize(root);
  return (c) => {
    let path: string;
    try {
      path = decodeURIComponent(c.req.path);
    } catch {
      path = '';
    }
    const full = normalize(join(base, path));
    if (path === '' || !full.startsWith(base + sep) || !existsSync(full) || !statSync(full).isFile()) {
      return c.json(failureBody(404, 'not found', { error_code: 'NOT_FOUND' }), 404);
    }
    return c.body(readFileSync(full), 200, {
      'content-type': contentTypeOf(full),
      'cache-control': 'public, max-age=300',
      'access-control-allow-origin': '*',
    });
  };
}
