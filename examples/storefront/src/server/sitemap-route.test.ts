// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatform, type TestPlatform } from '../../../../packages/sdk/test/harness/platform';
import { answerSitemap, pageEntries } from './sitemap-route';

/** A platform whose every answer is `status` (an outage: 500, 502, a dropped connection). */
const down =
  (status: number): typeof fetch =>
  async () =>
    new Response(JSON.stringify({ code: status, success: false, error: 'internal server error' }), {
      status,
      headers: { 'content-type': 'application/json' },
    });

describe('robots.txt and the sitemaps while the platform is down (decision 0461)', () => {
  it('answer 503, not stored, never "Disallow: /" for an open shop the platform could not answer for', async () => {
    for (const path of ['/robots.txt', '/sitemap.xml', '/sitemap-pages.xml']) {
      const answer = await answerSitemap(new Request(`http://localhost${path}`), { fetch: down(500) });
      expect(answer?.status).toBe(503);
      expect(answer?.headers.get('cache-control')).toBe('no-store');
      expect(await answer?.text()).not.toContain('Disallow');
    }
  });

  it('a dropped connection too', async () => {
    const dropped: typeof fetch = async () => {
      throw new TypeError('fetch failed');
    };
    const answer = await answerSitemap(new Request('http://localhost/robots.txt'), { fetch: dropped });
    expect(answer?.status).toBe(503);
  });
});

describe('the sitemaps of a shop with page locks', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startPlatform();
  });
  afterAll(() => platform.close());

  const locs = async (path: string): Promise<string[]> => {
    const answer = await answerSitemap(new Request(`http://euro.localhost${path}`), {
      fetch: platform.fetch,
    });
    expect(answer?.status).toBe(200);
    return [...((await answer?.text()) ?? '').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => match[1] ?? '',
    );
  };

  it('list no page-locked URL (000 §2 "Page locks send the visitor to /page-not-found")', async () => {
    // euro.localhost locks /collections/staff-picks and /pages/secret-sale (the seed)
    const collections = await locs('/sitemap-collections-1.xml');
    expect(collections).toContain('http://euro.localhost/collections/summer');
    expect(collections).not.toContain('http://euro.localhost/collections/staff-picks');
    expect(await locs('/sitemap-pages.xml')).not.toContain('http://euro.localhost/pages/secret-sale');
  });
});

describe('the pages sitemap', () => {
  const linking = (visibleLink: boolean) =>
    pageEntries({
      visibleLink,
      theme: {
        menus: {
          footer: [
            { title: 'FAQ', type: 'pages', url: '/pages/faq', handle: 'faq' },
            { title: 'IP policy', type: 'pages', url: '/pages/ip', handle: 'ip' },
            { title: 'Our team', type: 'link', url: '/pages/about#team' },
          ],
        },
      },
    } as never).map((entry) => entry.path);

  it('lists a menu link to /pages/ip only with visible_link (000 §2 "handle ip … otherwise page-not-found")', () => {
    expect(linking(false)).toContain('/pages/faq');
    expect(linking(false)).not.toContain('/pages/ip');
    expect(linking(true)).toContain('/pages/ip');
  });

  it('lists the page a plain link shows, without its hash or query', () => {
    expect(linking(false)).toContain('/pages/about');
    expect(linking(false).filter((path) => path.includes('#'))).toEqual([]);
  });
});
