/**
 * /robots.txt and the sitemap files of the request's shop (issue 18): the shop's data through a
 * storefront in Node, the listings through the api-client's endpoint definitions, 250 a request
 * (one request per sitemap file).
 */
import { catalogCollections, catalogProducts, createTransport, type Transport } from '@vitrine/api-client';
import {
  BOOTSTRAP_ERROR,
  IP_POLICY_HANDLE,
  isPageShown,
  POLICY_HANDLES,
  routePath,
  type ShopData,
} from '@vitrine/core-shop';
import { createMemoryPorts } from '@vitrine/ports';
import { createStorefront } from '@vitrine/sdk';
import { flatMenuItems, menuItems } from '../components/menu';
import { cacheControl } from './answer';
import {
  parseSitemapPath,
  robotsTxt,
  SITEMAP_PAGE_SIZE,
  type SitemapEntry,
  sitemapIndex,
  urlSet,
} from './sitemap';

/** What the sitemap routes need from their host. */
export interface SitemapOptions {
  readonly fetch: typeof globalThis.fetch;
}

/** The menus a theme of 000 §2 has (header and footer). */
const MENUS = ['main-menu', 'footer'] as const;

/**
 * The shop of the request's host; `null` when it is locked or unknown (it has no public pages);
 * `undefined` when the platform could not answer (an outage says nothing about the shop).
 */
async function shopOf(url: URL, options: SitemapOptions): Promise<ShopData | null | undefined> {
  const storefront = createStorefront({
    domain: url.hostname,
    baseUrl: url.origin,
    fetch: options.fetch,
    ports: createMemoryPorts(),
    visitor: false,
  });
  try {
    const ready = await storefront.shop.ready();
    if (ready.ok) return ready.value;
    return ready.error.code === BOOTSTRAP_ERROR ? undefined : null;
  } finally {
    storefront.stop();
  }
}

/** Home, the listings, the policies shown and the shop pages its menus link to. @internal (tests) */
export function pageEntries(shop: Pick<ShopData, 'visibleLink' | 'theme'>): SitemapEntry[] {
  const paths = new Set<string>([routePath('home'), routePath('collections'), routePath('products-all')]);
  for (const handle of POLICY_HANDLES) paths.add(routePath('policies', { handle }));
  // 000 §2: the ip policy only with the store's visible_link flag
  if (shop.visibleLink) paths.add(routePath('policies', { handle: IP_POLICY_HANDLE }));
  for (const menu of MENUS) {
    for (const item of flatMenuItems(menuItems(shop.theme.menus, menu))) {
      const { link } = item;
      // a plain link to a page is its route too, with its query or hash: the page's own path is listed
      const handle = link.kind === 'route' && link.name === 'other-page' ? link.params.handle : undefined;
      // 000 §2: the ip page only with visible_link, as the guard shows it
      if (handle !== undefined && isPageShown(handle, shop.visibleLink))
        paths.add(routePath('other-page', { handle }));
    }
  }
  return [...paths].map((path) => ({ path }));
}

/** One page of a listing, `limit` a page (the index asks one item of each, for the totals). */
async function listing(
  transport: Transport,
  kind: 'products' | 'collections',
  page: number,
  limit = SITEMAP_PAGE_SIZE,
): Promise<{ readonly total: number; readonly entries: SitemapEntry[] } | null> {
  if (kind === 'products') {
    const answer = await transport.send(catalogProducts, {
      query: { page, limit, sort_field: 'id', sort_direction: 'asc' },
    });
    if (!answer.ok) return null;
    const { products, total } = answer.data.result;
    return {
      total,
      entries: products.map((product) => ({
        path: routePath('product-single', { slug: product.handle }),
        lastModified: product.updated_at ?? null,
      })),
    };
  }
  const answer = await transport.send(catalogCollections, { query: { page, limit } });
  if (!answer.ok) return null;
  const { collections, total } = answer.data.result;
  return {
    total,
    entries: collections.map((collection) => ({ path: routePath('category', { slug: collection.handle }) })),
  };
}

function xml(body: string, status = 200): Response {
  return new Response(body, {
    status,
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': cacheControl(status),
      vary: 'host',
    },
  });
}

/**
 * Answers /robots.txt and the sitemap files (/sitemap.xml, /sitemap-pages.xml,
 * /sitemap-products-N.xml, /sitemap-collections-N.xml); `null` for any other path. A shop that is
 * locked or unknown has no sitemap (404), and its robots.txt disallows everything.
 */
export async function answerSitemap(request: Request, options: SitemapOptions): Promise<Response | null> {
  const url = new URL(request.url);
  const wanted = url.pathname === '/robots.txt' ? 'robots' : parseSitemapPath(url.pathname);
  if (request.method !== 'GET' || wanted === undefined) return null;
  const shop = await shopOf(url, options);
  // The platform did not answer: 503, not stored, so a crawler asks again later rather than
  // keeping "Disallow: /" or a missing sitemap of an open shop (decision 0461).
  if (shop === undefined) {
    return new Response('', {
      status: 503,
      headers: { 'cache-control': cacheControl(503), vary: 'host', 'retry-after': '60' },
    });
  }
  if (wanted === 'robots') {
    const body = shop === null ? 'User-agent: *\nDisallow: /\n' : robotsTxt(url.origin);
    return new Response(body, {
      headers: {
        'content-type': 'text/plain; charset=utf-8',
        'cache-control': cacheControl(200),
        vary: 'host',
      },
    });
  }
  if (shop === null) return xml('', 404);
  // Neither a redirect's old path nor a page-locked one (000 §2) is listed.
  const { redirects, pageLocks } = shop.navigation;
  const transport = createTransport({ baseURL: url.origin, shopDomain: url.hostname, fetch: options.fetch });
  if (wanted.kind === 'index') {
    const [products, collections] = await Promise.all([
      listing(transport, 'products', 1, 1),
      listing(transport, 'collections', 1, 1),
    ]);
    if (products === null || collections === null) return xml('', 503);
    return xml(sitemapIndex(url.origin, { products: products.total, collections: collections.total }));
  }
  if (wanted.kind === 'pages') return xml(urlSet(url.origin, pageEntries(shop), redirects, pageLocks));
  const list = await listing(transport, wanted.kind, wanted.page);
  if (list === null) return xml('', 503);
  if (list.entries.length === 0 && wanted.page > 1) return xml('', 404);
  return xml(urlSet(url.origin, list.entries, redirects, pageLocks));
}
