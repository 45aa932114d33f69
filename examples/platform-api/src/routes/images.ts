import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app';
import { placeholderSvg } from '../seed/images';

/** Registers GET /images/{seed}.svg: deterministic placeholder art, so nothing is fetched from the internet. */
export function register(app: Hono<AppEnv>, _deps: AppDeps): void {
  app.get('/images/:file', (c) => {
    const file = c.req.param('file');
    if (!file.endsWith('.svg')) return c.json({ code: 404, success: false, error: 'not found' }, 404);
    const seed = file.slice(0, -'.svg'.length);
    return c.body(placeholderSvg(seed, c.req.query('label')), 200, {
      'content-type': 'image/svg+xml',
      'cache-control': 'public, max-age=86400',
      'x-content-type-options': 'nosniff',
    });
  });
}
