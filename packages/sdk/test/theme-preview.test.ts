/**
 * A theme preview from the page URL (000 §7 "GET /api/bootstrap/{domain}.json, optional query
 * theme_preview_id"): the browser storefront's options, built from `/?theme_preview_id=preview-1`,
 * bootstrap the previewed theme of the real platform-api in process (the seed's preview-1:
 * cart page, accent #be185d), and a URL without it the published theme.
 */
import { selectShop } from '@vitrine/core-shop';
import { createMemoryPorts } from '@vitrine/ports';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { urlOptions } from '../../../examples/storefront/src/app/browser-storefront';
import { createStorefront, type Storefront } from '../src/index';
import { PLATFORM_URL, startPlatform, type TestPlatform } from './harness/platform';

let platform: TestPlatform;
const running: Storefront[] = [];

beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => {
  await platform?.close();
});
afterEach(() => {
  for (const storefront of running.splice(0)) storefront.stop();
});

/** The storefront the browser page builds for `url`, on the demo shop (the URL's own options). */
async function openUrl(url: string): Promise<Storefront> {
  const { pathname, search } = new URL(url);
  const storefront = createStorefront({
    domain: 'localhost',
    baseUrl: PLATFORM_URL,
    fetch: platform.fetch,
    ports: createMemoryPorts(),
    ...urlOptions({ pathname, search }),
  });
  running.push(storefront);
  const ready = await storefront.ready();
  if (!ready.ok) throw new Error(ready.error.code);
  return storefront;
}

describe('theme_preview_id from the page URL (000 §7)', () => {
  it('/?theme_preview_id=preview-1 bootstraps the previewed theme', async () => {
    expect(urlOptions({ pathname: '/', search: '?theme_preview_id=preview-1' })).toEqual({
      path: '/?theme_preview_id=preview-1',
      query: { theme_preview_id: 'preview-1' },
      themePreviewId: 'preview-1',
    });
    const since = platform.urls.length;
    const storefront = await openUrl('http://localhost/?theme_preview_id=preview-1');
    const bootstrap = platform.urls.slice(since).find((url) => url.pathname.startsWith('/api/bootstrap/'));
    expect(bootstrap?.searchParams.get('theme_preview_id')).toBe('preview-1');
    const theme = selectShop(storefront.shop.getSnapshot())?.theme.settings;
    expect(theme).toMatchObject({ cart_type: 'page', accent_color: '#be185d' });
  });

  it('a URL without it (or with a blank one) bootstraps the published theme', async () => {
    expect(urlOptions({ pathname: '/cart', search: '?theme_preview_id=%20' })).not.toHaveProperty(
      'themePreviewId',
    );
    const storefront = await openUrl('http://localhost/collections/all?page=2');
    const theme = selectShop(storefront.shop.getSnapshot())?.theme.settings;
    expect(theme).toMatchObject({ cart_type: 'drawer', accent_color: '#b45309' });
  });
});
