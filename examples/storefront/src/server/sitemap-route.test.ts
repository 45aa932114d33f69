// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { answerSitemap } from './sitemap-route';

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
