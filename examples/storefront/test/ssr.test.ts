/**
 * Server rendering without a browser (issue 18, docs/decisions/0460-0461): each public page's
 * status, its HTML in the first response (the product's title, price and JSON-LD), the SEO head,
 * the cache headers, the navigation rules on the server (redirects, not found, the locked shop's
 * password page, a wrong domain), robots.txt and the sitemaps, and the embedded snapshot escaped.
 */
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StorefrontShop, startShop } from './harness/shop';

let shop: StorefrontShop;

/** A title that would end the embedded script early if it were not escaped, with U+2028 in it. */
const HOSTILE_TITLE = 'Hoodie </script><script>window.__pwned=1</script> \u2028 <!-- & "quoted"';

/** A product's own SEO fields (000 §3 meta_title, meta_description), set on the tote. */
const SEO_TITLE = 'Nordic Tote, the canvas bag for every day';
const SEO_DESCRIPTION = 'A waxed canvas tote that carries a laptop and the groceries.';

beforeAll(async () => {
  shop = await startShop();
  await shop.server.database.query('update products set title = $1 where handle = $2', [
    HOSTILE_TITLE,
    'relaxed-hoodie',
  ]);
  await shop.server.database.query(
    'update products set meta_title = $1, meta_description = $2 where handle = $3',
    [SEO_TITLE, SEO_DESCRIPTION, 'nordic-tote-3'],
  );
});
afterAll(async () => {
  await shop?.close();
});

interface Answer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: string;
}

/** A GET (or `method`) as a crawler sends it (no redirect followed, no gzip), on the shop of `host`. */
function get(
  path: string,
  host = 'localhost',
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port: shop.port,
        path,
        method,
        headers: { host: `${host}:${shop.port}`, ...headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** The JSON-LD objects of a page, by their @type. */
function jsonLd(html: string): Record<string, Record<string, unknown>> {
  const found: Record<string, Record<string, unknown>> = {};
  for (const match of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    const data = JSON.parse(match[1] ?? '{}') as Record<string, unknown>;
    found[String(data['@type'])] = data;
  }
  return found;
}

/** The state embedded for the browser. */
function embedded(html: string): {
  snapshot: { state: { kind: string; children: Record<string, unknown> } };
  location?: string;
} {
  const match = /<script id="vitrine-state" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('no embedded state');
  return JSON.parse(match[1] ?? '');
}

function meta(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html);
  return match?.[1];
}

describe('server rendering', () => {
  it('renders a product page: title, price and JSON-LD Product with one offer per variant in the first response', async () => {
    const page = await get('/products/classic-crew-tee?variant=1&utm_source=mail');
    expect(page.status).toBe(200);
    // streamed (decision 0464): no length known before the last byte
    expect(page.headers['transfer-encoding']).toBe('chunked');
    expect(page.headers['content-length']).toBeUndefined();
    expect(page.body).toMatch(/<h1 id="product-title">[^<]+<\/h1>/);
    const title = /<h1 id="product-title">([^<]+)<\/h1>/.exec(page.body)?.[1] ?? '';
    expect(page.body).toMatch(/<span class="price">\$\d+\.\d\d<\/span>/);
    const { Product, BreadcrumbList } = jsonLd(page.body);
    expect(Product).toMatchObject({ '@type': 'Product', name: title });
    const offers = Product?.offers as { price: string; priceCurrency: string; availability: string }[];
    expect(offers.length).toBeGreaterThan(1);
    for (const offer of offers) {
      expect(offer.price).toMatch(/^\d+\.\d\d$/);
      expect(offer.priceCurrency).toBe('USD');
      expect(offer.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock)$/);
    }
    expect(((BreadcrumbList?.itemListElement ?? []) as { name: string }[]).map((item) => item.name)).toEqual([
      'Home',
      'All products',
      title,
    ]);
    // canonical: the variant query (and tracking parameters) dropped
    expect(page.body).toContain(
      `<link rel="canonical" href="http://localhost:${shop.port}/products/classic-crew-tee" />`,
    );
    expect(page.body).toMatch(/<title>[^<]+<\/title>/);
    expect(meta(page.body, 'description')).toBeTruthy();
    expect(meta(page.body, 'og:type')).toBe('product');
    expect(meta(page.body, 'og:image')).toMatch(/^http/);
    expect(meta(page.body, 'twitter:card')).toBe('summary_large_image');
  });

  it('sends cache headers a CDN can use: s-maxage, stale-while-revalidate, an ETag, Vary by host; 304 when unchanged', async () => {
    const page = await get('/products/classic-crew-tee');
    expect(page.headers['cache-control']).toMatch(/public/);
    expect(page.headers['cache-control']).toMatch(/s-maxage=\d+/);
    expect(page.headers['cache-control']).toMatch(/stale-while-revalidate=\d+/);
    expect(page.headers.vary).toMatch(/host/i);
    const etag = String(page.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await get('/products/classic-crew-tee', 'localhost', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    // As a CDN or a browser may ask (RFC 9110 §13.1.2): a weak tag, a list of tags.
    for (const asked of [`W/${etag}`, `"other", ${etag}`]) {
      expect((await get('/products/classic-crew-tee', 'localhost', { 'if-none-match': asked })).status).toBe(
        304,
      );
    }
    // The gzipped page is its own representation, its own tag; revalidated with it, Vary kept.
    const gzip = { 'accept-encoding': 'gzip' };
    const zipped = await get('/products/classic-crew-tee', 'localhost', gzip);
    const zippedTag = String(zipped.headers.etag);
    expect(zippedTag).not.toBe(etag);
    const zippedAgain = await get('/products/classic-crew-tee', 'localhost', {
      ...gzip,
      'if-none-match': zippedTag,
    });
    expect(zippedAgain.status).toBe(304);
    expect(zippedAgain.headers.etag).toBe(zippedTag);
    expect(zippedAgain.headers.vary).toMatch(/accept-encoding/i);
  });

  it('embeds the public snapshot only: the shop, the catalogue and pages, never the cart or the customer', async () => {
    const page = await get('/products/classic-crew-tee');
    const state = embedded(page.body);
    expect(state.snapshot.state.kind).toBe('public');
    expect(Object.keys(state.snapshot.state.children).sort()).toEqual(['catalog', 'pages', 'shop']);
    expect(page.body).not.toMatch(/cart_token|cartToken|refresh_token/);
  });

  // A page rendered once for every visitor has no visitor: no cart of theirs is fetched or created
  // (000 §4 Cart's "absent tokens lead to new ones" is a shopper's cart). Each render, crawler hit,
  // sitemap or robots.txt read made an empty cart row.
  it('makes no cart: a rendered page, the sitemap and robots.txt leave the carts as they were', async () => {
    const carts = async () =>
      Number((await shop.server.database.query<{ n: string }>('select count(*) as n from carts'))[0]?.n);
    const before = await carts();
    for (const path of ['/', '/products/classic-crew-tee', '/collections/all', '/sitemap.xml', '/robots.txt'])
      expect((await get(path)).status).toBeLessThan(400);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await carts()).toBe(before);
  });

  it('escapes the embedded state: a title with </script><script> and U+2028 cannot break out, and reads back unchanged', async () => {
    const page = await get('/products/relaxed-hoodie');
    expect(page.status).toBe(200);
    expect(page.body).not.toContain('<script>window.__pwned=1</script>');
    // inside script elements (the embedded state, JSON-LD) U+2028 and `<` are escaped
    const scripts = [...page.body.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map(
      (match) => match[1] ?? '',
    );
    expect(scripts.some((text) => text.includes('Hoodie'))).toBe(true);
    for (const text of scripts) {
      expect(text).not.toContain('\u2028');
      expect(text).not.toMatch(/<\/?script|<!--/i);
    }
    expect(page.body).toContain('&lt;/script&gt;&lt;script&gt;window.__pwned=1');
    const state = embedded(page.body) as unknown as {
      snapshot: {
        state: { children: { catalog: { context: { product: { product: { title: string } } } } } };
      };
    };
    expect(state.snapshot.state.children.catalog.context.product.product.title).toBe(HOSTILE_TITLE);
    expect(jsonLd(page.body).Product?.name).toBe(HOSTILE_TITLE);
  });

  it('renders home with Organization and the newest products', async () => {
    const page = await get('/');
    expect(page.status).toBe(200);
    expect(jsonLd(page.body).Organization).toMatchObject({ '@type': 'Organization', name: 'Vitrine Demo' });
    expect(page.body).toContain('id="featured-product"');
    expect(page.body).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/" \/>/);
  });

  it('renders a collection page: its products, BreadcrumbList, a canonical URL keeping the page', async () => {
    const page = await get('/collections/all?page=2&sortby=price:asc');
    expect(page.status).toBe(200);
    expect(page.body).toContain(`href="http://localhost:${shop.port}/collections/all?page=2"`);
    expect(jsonLd(page.body).BreadcrumbList).toBeTruthy();
    expect(page.body).toMatch(/href="\/products\/[a-z0-9-]+"/);
  });

  it("uses a product's own SEO title and description; one canonical URL from a collection or with a query", async () => {
    const canonical = (html: string) =>
      /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
    const tote = await get('/collections/all/products/nordic-tote-3?q=spam&variant=3');
    expect(tote.status).toBe(200);
    expect(tote.body).toContain(`<title>${SEO_TITLE}`);
    expect(meta(tote.body, 'description')).toBe(SEO_DESCRIPTION);
    expect(meta(tote.body, 'og:title')).toContain(SEO_TITLE);
    expect(canonical(tote.body)).toBe(`http://localhost:${shop.port}/products/nordic-tote-3`);
    expect(jsonLd(tote.body).Product?.url).toBe(`http://localhost:${shop.port}/products/nordic-tote-3`);
    const home = await get('/?q=spam&page=2');
    expect(canonical(home.body)).toBe(`http://localhost:${shop.port}/`);
    const types = await get('/products/types?q=Shirt&page=2&sortby=price:asc');
    expect(canonical(types.body)).toBe(`http://localhost:${shop.port}/products/types?page=2&q=Shirt`);
  });

  it('gives a page asked for with a trailing slash or a page number it reads as 1 the canonical URL of the page itself', async () => {
    const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    const product = await get('/products/classic-crew-tee/');
    expect(product.status).toBe(200);
    expect(canonical(product.body)).toBe(`http://localhost:${shop.port}/products/classic-crew-tee`);
    const first = await get('/collections/all/?page=-1');
    expect(first.status).toBe(200);
    expect(canonical(first.body)).toBe(`http://localhost:${shop.port}/collections/all`);
  });

  it('renders a policy and a shop page', async () => {
    const policy = await get('/policies/privacy-policy');
    expect(policy.status).toBe(200);
    expect(policy.body).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    const collections = await get('/collections');
    expect(collections.status).toBe(200);
  });

  it('answers a shop redirect with 301 and its target, an external one too (000 §2)', async () => {
    const moved = await get('/old-shop?ref=mail');
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe('/collections/all?ref=mail');
    const external = await get('/blog');
    expect(external.status).toBe(301);
    expect(external.headers.location).toBe('https://example.com/vitrine-blog');
  });

  it('answers an unknown URL and a missing product with 404 and the not-found page', async () => {
    const unknown = await get('/no/such/page');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toContain('Page not found');
    expect(embedded(unknown.body).location).toBe('/page-not-found?from=%2Fno%2Fsuch%2Fpage');
    expect(meta(unknown.body, 'robots')).toBe('noindex');
    const missing = await get('/products/no-such-product');
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('Page not found');
  });

  it("answers the locked shop's pages 401, not stored, with the client shell: the browser holds the password hash (decision 0460)", async () => {
    const locked = await get('/collections/all', 'locked.localhost');
    expect(locked.status).toBe(401);
    expect(locked.headers['cache-control']).toBe('no-store');
    expect(locked.body).toContain('<div id="root"></div>');
    expect(locked.body).not.toContain('id="vitrine-state"');
  });

  it('answers a wrong domain with 404 and its page', async () => {
    const wrong = await get('/collections/all', 'nowhere.localhost');
    expect(wrong.status).toBe(404);
    expect(wrong.body).toContain('Sorry, this shop is currently unavailable.');
  });

  it('leaves the cart, the account and checkout to the browser: the client shell, nothing of the visitor', async () => {
    for (const path of ['/cart', '/my-account', '/login']) {
      const page = await get(path);
      expect(page.status).toBe(200);
      expect(page.body).toContain('<div id="root"></div>');
      expect(page.body).not.toContain('vitrine-state');
    }
  });

  it('answers a HEAD as its GET: the same status and headers, no body (link checkers, CDNs)', async () => {
    const cases: ReadonlyArray<readonly [string, string]> = [
      ['/products/classic-crew-tee', 'localhost'],
      ['/products/no-such-product', 'localhost'],
      ['/old-shop?ref=mail', 'localhost'],
      ['/collections/all', 'locked.localhost'],
      ['/collections/all', 'nowhere.localhost'],
      ['/robots.txt', 'localhost'],
      ['/sitemap.xml', 'localhost'],
    ];
    for (const [path, host] of cases) {
      const asGet = await get(path, host);
      const head = await get(path, host, {}, 'HEAD');
      const seen = { path, host, status: head.status, body: head.body };
      expect(seen).toEqual({ path, host, status: asGet.status, body: '' });
      for (const name of ['content-type', 'cache-control', 'etag', 'vary', 'location']) {
        expect({ path, name, value: head.headers[name] }).toEqual({ path, name, value: asGet.headers[name] });
      }
    }
  });

  it('serves robots.txt and a sitemap index with products, collections and pages', async () => {
    const robots = await get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.body).toContain('Disallow: /cart');
    expect(robots.body).toContain(`Sitemap: http://localhost:${shop.port}/sitemap.xml`);
    const index = await get('/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.headers['content-type']).toMatch(/xml/);
    const files = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1] ?? '').pathname,
    );
    expect(files).toEqual(
      expect.arrayContaining(['/sitemap-pages.xml', '/sitemap-products-1.xml', '/sitemap-collections-1.xml']),
    );
    const products = await get('/sitemap-products-1.xml');
    expect(products.body).toContain(`<loc>http://localhost:${shop.port}/products/classic-crew-tee</loc>`);
    const collections = await get('/sitemap-collections-1.xml');
    expect(collections.body).toMatch(/<loc>http:\/\/localhost:\d+\/collections\/[a-z0-9-]+<\/loc>/);
    const pages = await get('/sitemap-pages.xml');
    expect(pages.body).toContain('/policies/privacy-policy</loc>');
    // every URL listed answers itself: no redirect's old path (000 §2 redirect enumeration,
    // decision 0461), no page the shop does not have
    const listed = [...pages.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? ''));
    expect(listed.length).toBeGreaterThan(5);
    for (const url of listed) {
      expect({ path: url.pathname, status: (await get(`${url.pathname}${url.search}`)).status }).toEqual({
        path: url.pathname,
        status: 200,
      });
    }
    expect((await get('/sitemap-products-99.xml')).status).toBe(404);
    expect((await get('/sitemap.xml', 'nowhere.localhost')).status).toBe(404);
  });
});
