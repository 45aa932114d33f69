/**
 * /sitemap.xml and /robots.txt of a shop (issue 18, docs/decisions/0461): a sitemap index naming
 * one sitemap of pages and one per page of products and of collections, each at most
 * {@link SITEMAP_PAGE_SIZE} URLs, so a large catalogue stays within what search engines read.
 * Pure builders; the server fetches the listings.
 */
import { isPageLocked, normaliseRedirectPath, type Redirect } from '@vitrine/core-shop';
import { escapeHtml } from './seo';

/**
 * URLs per sitemap file. Search engines accept 50,000; the platform answers listings 250 at a
 * time (its largest page), so one sitemap file is one listing request.
 */
export const SITEMAP_PAGE_SIZE = 250;

/** The kinds of sitemap file the index names. */
export type SitemapKind = 'pages' | 'products' | 'collections';

/** One URL of a sitemap file. */
export interface SitemapEntry {
  /** The storefront path (`/products/classic-tee`). */
  readonly path: string;
  /** ISO date of its last change, when known. */
  readonly lastModified?: string | null;
}

/** How many sitemap files a listing of `total` entries takes (at least one, so the index is stable). */
export function sitemapPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / SITEMAP_PAGE_SIZE));
}

/** The path of one sitemap file: `/sitemap-products-2.xml`. */
export function sitemapPath(kind: SitemapKind, page = 1): string {
  return kind === 'pages' ? '/sitemap-pages.xml' : `/sitemap-${kind}-${page}.xml`;
}

/** Which sitemap file a path asks for, or `undefined` for any other path. */
export function parseSitemapPath(
  path: string,
): { readonly kind: 'index' } | { readonly kind: SitemapKind; readonly page: number } | undefined {
  if (path === '/sitemap.xml') return { kind: 'index' };
  if (path === '/sitemap-pages.xml') return { kind: 'pages', page: 1 };
  const match = /^\/sitemap-(products|collections)-([1-9]\d{0,5})\.xml$/.exec(path);
  if (!match) return undefined;
  return { kind: match[1] as 'products' | 'collections', page: Number(match[2]) };
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** The sitemap index: the pages file, then every products and collections file. */
export function sitemapIndex(
  origin: string,
  totals: { readonly products: number; readonly collections: number },
): string {
  const files = [
    sitemapPath('pages'),
    ...Array.from({ length: sitemapPageCount(totals.products) }, (_, index) =>
      sitemapPath('products', index + 1),
    ),
    ...Array.from({ length: sitemapPageCount(totals.collections) }, (_, index) =>
      sitemapPath('collections', index + 1),
    ),
  ];
  return [
    XML_HEAD,
    `<sitemapindex xmlns="${NAMESPACE}">`,
    ...files.map((file) => `  <sitemap><loc>${escapeHtml(`${origin}${file}`)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}

/**
 * Whether a path may be listed: a path that is the `from` of one of the shop's redirects answers
 * with a redirect, and a sitemap lists only pages that answer themselves (000 §2: the redirect
 * enumeration's sitemap value names the redirects a sitemap honours; docs/decisions/0461). A
 * page-locked path is not listed either: it answers not found (000 §2 "Page locks send the visitor
 * to /page-not-found"), by the navigation guard's own rule (isPageLocked, decision 0636).
 */
export function isListable(
  path: string,
  redirects: readonly Redirect[],
  pageLocks: readonly string[] = [],
): boolean {
  const wanted = normaliseRedirectPath(path);
  return (
    !redirects.some((redirect) => normaliseRedirectPath(redirect.from) === wanted) &&
    !isPageLocked(path, pageLocks)
  );
}

/** One sitemap file: its listable entries as absolute URLs, with their last change when known. */
export function urlSet(
  origin: string,
  entries: readonly SitemapEntry[],
  redirects: readonly Redirect[] = [],
  pageLocks: readonly string[] = [],
): string {
  const urls = entries
    .filter((entry) => isListable(entry.path, redirects, pageLocks))
    .map((entry) => {
      const lastModified = entry.lastModified ? isoDate(entry.lastModified) : undefined;
      return `  <url><loc>${escapeHtml(`${origin}${entry.path}`)}</loc>${
        lastModified === undefined ? '' : `<lastmod>${lastModified}</lastmod>`
      }</url>`;
    });
  return [XML_HEAD, `<urlset xmlns="${NAMESPACE}">`, ...urls, '</urlset>', ''].join('\n');
}

function isoDate(value: string): string | undefined {
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString().slice(0, 10);
}

/**
 * The private paths no crawler should fetch (they are client-rendered and personal): cart,
 * account, checkout and order pages, and the search results (000 §2 routes, 001 §2).
 */
export const DISALLOWED_PATHS = [
  '/cart',
  '/login',
  '/register',
  '/activate-account',
  '/reset-password',
  '/my-account',
  '/checkouts',
  '/checkout',
  '/orders',
  '/checkout-additional',
  '/password',
  '/search',
  '/api/',
] as const;

/** /robots.txt of a shop: the private paths disallowed, the shop's sitemap index named. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
