import type { ShopData } from '@vitrine/core-shop';
import { describe, expect, it } from 'vitest';
import { answerIntent, cacheControl, errorStatus, statusOfLocation } from './answer';
import {
  breadcrumbJsonLd,
  canonicalUrl,
  headTags,
  plainText,
  productJsonLd,
  productSeo,
  schemaPrice,
  scriptJson,
} from './seo';
import { isListable, parseSitemapPath, robotsTxt, sitemapIndex, sitemapPageCount, urlSet } from './sitemap';

describe('canonicalUrl', () => {
  it('drops the variant query and tracking parameters, keeps pagination and the search term', () => {
    expect(canonicalUrl('https://shop.test/products/tee?variant=12&utm_source=x')).toBe(
      'https://shop.test/products/tee',
    );
    expect(canonicalUrl('https://shop.test/collections/all?page=2&sortby=price:asc')).toBe(
      'https://shop.test/collections/all?page=2',
    );
    expect(canonicalUrl('https://shop.test/collections/all?page=1')).toBe(
      'https://shop.test/collections/all',
    );
    expect(canonicalUrl('https://shop.test/products/types?q=Shirt')).toBe(
      'https://shop.test/products/types?q=Shirt',
    );
  });

  it('gives one page one canonical URL: no trailing or doubled slash, a page number as the listing reads it', () => {
    for (const asked of [
      'https://shop.test/products/tee/',
      'https://shop.test//products/tee',
      'https://shop.test/products//tee/?variant=3',
    ]) {
      expect(canonicalUrl(asked)).toBe('https://shop.test/products/tee');
    }
    for (const page of ['-1', '0', 'abc', '1']) {
      expect(canonicalUrl(`https://shop.test/collections/all?page=${page}`)).toBe(
        'https://shop.test/collections/all',
      );
    }
    expect(canonicalUrl('https://shop.test/collections/all/?page=02')).toBe(
      'https://shop.test/collections/all?page=2',
    );
    expect(canonicalUrl('https://shop.test/')).toBe('https://shop.test/');
  });
});

describe('scriptJson', () => {
  it('cannot end or open a script element, escapes U+2028/2029, and parses back unchanged', () => {
    const value = { title: '</script><script>alert(1)</script> <!-- \u2028 \u2029 & ok' };
    const text = scriptJson(value);
    expect(text).not.toMatch(/<|>|\u2028|\u2029|&/);
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('JSON-LD', () => {
  const variant = (id: string, amount: number, available: boolean) => ({
    id,
    title: `V${id}`,
    available,
    price: { amount, currency: 'USD' },
    compareAtPrice: null,
    sku: `SKU-${id}`,
    quantity: null,
    image: null,
    options: {},
  });
  const product = {
    id: '1',
    handle: 'tee',
    title: 'Tee',
    description: '<p>Soft <b>cotton</b></p>',
    metaTitle: null,
    metaDescription: null,
    vendor: 'Vitrine',
    productType: null,
    tags: [],
    image: '/images/tee.svg',
    url: null,
    available: true,
    canPreview: false,
    options: [],
    variants: [variant('11', 1950, true), variant('12', 2000, false)],
    images: [],
    customOptions: [],
    collections: [],
    price: { amount: 1950, currency: 'USD' },
    compareAtPrice: null,
    createdAt: null,
    updatedAt: null,
  };

  it('Product: one offer per variant with price in major units, currency and availability', () => {
    const data = productJsonLd(product, 'https://shop.test/products/tee', 'https://shop.test', 'en-US');
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Tee',
      description: 'Soft cotton',
      image: ['https://shop.test/images/tee.svg'],
    });
    expect(data.offers).toEqual([
      expect.objectContaining({
        price: '19.50',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: 'https://shop.test/products/tee?variant=11',
      }),
      expect.objectContaining({ price: '20.00', availability: 'https://schema.org/OutOfStock' }),
    ]);
  });

  // 000 §3 Product: "The description may hold per-locale blocks and falls back to the whole text"
  // (decision 0143): a search engine or a link preview reads the page's language, not every one.
  it('a description with an English and a French block, in en-US: only the English sentence', () => {
    const twoBlocks = {
      ...product,
      description:
        '<div data-locale="en-US"><p>Our heavyweight cotton tee.</p></div><div data-locale="fr-FR"><p>Notre t-shirt en coton épais.</p></div>',
    };
    const context = {
      shop: { name: 'Shop', preferences: {} } as unknown as ShopData,
      url: 'https://shop.test/products/tee',
    };
    const seo = productSeo(context, twoBlocks, [{ name: 'Tee' }], 'en-US');
    expect(seo.description).toBe('Our heavyweight cotton tee.');
    expect(seo.jsonLd[0]).toMatchObject({ '@type': 'Product', description: 'Our heavyweight cotton tee.' });
    const head = headTags(seo);
    expect(head).toContain('<meta property="og:description" content="Our heavyweight cotton tee." />');
    expect(head).toContain('<meta name="twitter:description" content="Our heavyweight cotton tee." />');
    expect(head).not.toContain('Notre');
    // the same product in fr-FR: the French sentence only
    expect(productSeo(context, twoBlocks, [{ name: 'Tee' }], 'fr-FR').description).toBe(
      'Notre t-shirt en coton épais.',
    );
  });

  it('prices in the currency’s own minor units', () => {
    expect(schemaPrice(1950, 'USD')).toBe('19.50');
    expect(schemaPrice(1950, 'JPY')).toBe('1950');
  });

  it('BreadcrumbList positions from 1, the last crumb without a URL', () => {
    expect(breadcrumbJsonLd([{ name: 'Home', url: 'https://shop.test/' }, { name: 'Tee' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.test/' },
        { '@type': 'ListItem', position: 2, name: 'Tee' },
      ],
    });
  });

  it('head tags escape what the shop wrote', () => {
    const head = headTags({
      title: 'A "quoted" <b>title</b>',
      description: 'd',
      canonical: 'https://shop.test/',
      type: 'website',
      siteName: 'S',
      jsonLd: [],
    });
    expect(head).toContain('<title>A &quot;quoted&quot; &lt;b&gt;title&lt;/b&gt;</title>');
    expect(head).toContain('<meta name="twitter:card" content="summary" />');
  });

  it('plain text of a description, cut on a word', () => {
    expect(plainText('<p>Hello&nbsp;<i>world</i></p>')).toBe('Hello world');
    expect(plainText('word '.repeat(60), 20).length).toBeLessThanOrEqual(20);
  });
});

describe('server answers (000 §2, §8)', () => {
  it('redirects: 301 for a shop redirect and an external one, 302 for other routes', () => {
    expect(answerIntent({ type: 'path', path: '/collections/all', replace: true })).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/collections/all',
    });
    expect(answerIntent({ type: 'external', url: 'https://x.test/', replace: true })).toMatchObject({
      status: 301,
    });
    expect(answerIntent({ type: 'route', route: 'home', replace: true })).toMatchObject({
      kind: 'redirect',
      status: 302,
    });
  });

  it('not-found, wrong domain, password and error pages are rendered with their status', () => {
    expect(answerIntent({ type: 'not-found', from: '/x' })).toEqual({
      kind: 'render',
      status: 404,
      location: '/page-not-found?from=%2Fx',
    });
    expect(answerIntent({ type: 'route', route: 'wrong-domain', replace: true })).toMatchObject({
      status: 404,
    });
    expect(answerIntent({ type: 'route', route: 'password', query: { to: '/x' } })).toMatchObject({
      status: 401,
    });
    expect(answerIntent({ type: 'route', route: 'error', query: { code: 'BOOTSTRAP_ERROR' } })).toMatchObject(
      {
        status: 503,
      },
    );
    expect(errorStatus('PRODUCT_ERROR')).toBe(500);
    expect(statusOfLocation('/page-not-found')).toBe(404);
    expect(statusOfLocation('/password')).toBe(200);
  });

  it('shared caches keep public answers, never the password or error pages', () => {
    expect(cacheControl(200)).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(cacheControl(401)).toBe('no-store');
    expect(cacheControl(503)).toBe('no-store');
  });
});

describe('sitemaps', () => {
  it('an index naming the pages file and every products and collections file', () => {
    const index = sitemapIndex('https://shop.test', { products: 501, collections: 0 });
    expect([...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([
      'https://shop.test/sitemap-pages.xml',
      'https://shop.test/sitemap-products-1.xml',
      'https://shop.test/sitemap-products-2.xml',
      'https://shop.test/sitemap-products-3.xml',
      'https://shop.test/sitemap-collections-1.xml',
    ]);
    expect(sitemapPageCount(250)).toBe(1);
    expect(sitemapPageCount(251)).toBe(2);
  });

  it('reads sitemap paths back', () => {
    expect(parseSitemapPath('/sitemap.xml')).toEqual({ kind: 'index' });
    expect(parseSitemapPath('/sitemap-products-2.xml')).toEqual({ kind: 'products', page: 2 });
    expect(parseSitemapPath('/sitemap-products-0.xml')).toBeUndefined();
    expect(parseSitemapPath('/sitemap-other-1.xml')).toBeUndefined();
  });

  it("leaves out a redirect's old path (000 §2 redirect enumeration: sitemap)", () => {
    const redirects = [{ from: '/Old-Shop/', to: '/collections/all' }];
    expect(isListable('/old-shop', redirects)).toBe(false);
    const set = urlSet(
      'https://shop.test',
      [{ path: '/old-shop' }, { path: '/products/a&b', lastModified: '2026-01-02T10:00:00Z' }],
      redirects,
    );
    expect(set).not.toContain('/old-shop');
    expect(set).toContain(
      '<url><loc>https://shop.test/products/a&amp;b</loc><lastmod>2026-01-02</lastmod></url>',
    );
  });

  it('leaves out a page-locked path (000 §2 "Page locks send the visitor to /page-not-found")', () => {
    const locks = ['/collections/Staff-Picks/'];
    expect(isListable('/collections/staff-picks', [], locks)).toBe(false);
    expect(isListable('/collections/summer', [], locks)).toBe(true);
    // a lock holds on every URL of its page (decision 0636): one written under a collection, or
    // on /pwa.html, keeps the page's own URL out
    expect(isListable('/products/secret', [], ['/collections/summer/products/secret'])).toBe(false);
    expect(isListable('/', [], ['/pwa.html'])).toBe(false);
    const set = urlSet(
      'https://shop.test',
      [{ path: '/collections/staff-picks' }, { path: '/collections/summer' }],
      [],
      locks,
    );
    expect(set).not.toContain('/collections/staff-picks');
    expect(set).toContain('<url><loc>https://shop.test/collections/summer</loc></url>');
  });

  it('robots.txt disallows the private paths and names the sitemap', () => {
    const robots = robotsTxt('https://shop.test');
    expect(robots).toContain('Disallow: /cart');
    expect(robots).toContain('Disallow: /my-account');
    expect(robots).toContain('Sitemap: https://shop.test/sitemap.xml');
  });
});
