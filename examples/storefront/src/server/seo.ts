/**
 * What search engines and link previews read of a server-rendered page (issue 18): the title and
 * meta description from the shop's SEO fields (000 §3: product meta_title/meta_description,
 * collection metafields title_tag/description_tag, page seo_title/seo_meta, the shop's homepage
 * title and meta description), the canonical URL, Open Graph and Twitter tags, and JSON-LD.
 * Pure functions of the storefront's facade data; no React, no request (docs/decisions/0461).
 */
import { type Collection, localizedDescription, type Product, parsePage } from '@vitrine/core-catalog';
import { currencyDecimals } from '@vitrine/core-pricing';
import { routePath, type ShopData, type ShopPage } from '@vitrine/core-shop';

/**
 * The query parameters a listing's canonical URL keeps: they change what the page lists (0461).
 * Other pages keep none (`/products/tee?q=x` is `/products/tee`).
 */
export const CANONICAL_QUERY = ['page', 'q'] as const;

/** The longest meta description we write (search engines cut near 160 characters). */
export const META_DESCRIPTION_MAX = 160;

/** One crumb of a BreadcrumbList: its name and absolute URL (the last may have none). */
export interface SeoCrumb {
  readonly name: string;
  readonly url?: string;
}

/** What the head of one page carries. */
export interface PageSeo {
  readonly title: string;
  readonly description: string;
  readonly canonical: string;
  /** `og:type`: `product` on product pages, else `website`. */
  readonly type: 'website' | 'product';
  /** The absolute URL of the page's main image (the product's), for og:image and twitter:image. */
  readonly image?: string;
  readonly siteName: string;
  /** JSON-LD objects, each written in its own script element. */
  readonly jsonLd: readonly Readonly<Record<string, unknown>>[];
  /** `noindex` for pages a search engine must not keep (not found, errors, password). */
  readonly noindex?: boolean;
  /**
   * The `<style>` element of the shop's saved theme settings (`savedThemeStyleTag` of
   * app/theme-settings.ts), written last: the server's head has it, so a rendered page is painted
   * in the shop's colours before its code runs (001 §3 Theme state). The browser keeps it itself
   * (app/theme.ts), so the head it follows after a navigation leaves it out.
   */
  readonly themeStyle?: string;
}

/**
 * The canonical URL of a request: the same origin and path, the `variant` query (and every other
 * parameter that does not change what is listed) dropped, the parameters of `keep` (a listing's
 * pagination and search term, {@link CANONICAL_QUERY}) kept.
 * One page has one canonical URL however it was asked for: a trailing or doubled slash
 * (`/products/tee/`, `//products/tee`) and a page number the page reads as page 1 (`page=-1`,
 * `page=abc`, `page=1`) do not make another.
 *
 * @example
 * ```ts
 * canonicalUrl('https://shop.example/products/tee?variant=12&utm_source=x'); // 'https://shop.example/products/tee'
 * canonicalUrl('https://shop.example/collections/all?page=2&sortby=price:asc'); // 'https://shop.example/collections/all?page=2'
 * canonicalUrl('https://shop.example/collections/all/?page=-1'); // 'https://shop.example/collections/all'
 * ```
 */
export function canonicalUrl(url: string | URL, keep: readonly string[] = CANONICAL_QUERY): string {
  const from = new URL(url);
  const kept = new URLSearchParams();
  for (const name of keep) {
    const value = from.searchParams.get(name);
    if (value === null || value === '') continue;
    if (name !== 'page') kept.set(name, value);
    else {
      // the page the listing shows (parsePage); page 1 is the page itself
      const page = parsePage(value);
      if (page > 1) kept.set(name, String(page));
    }
  }
  const query = kept.toString();
  const path = from.pathname.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');
  return `${from.origin}${path}${query === '' ? '' : `?${query}`}`;
}

/** Text without its HTML tags and runs of white space, cut to `max` characters on a word. */
export function plainText(html: string, max = META_DESCRIPTION_MAX): string {
  const text = html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** An absolute URL for an image or path the platform sent (protocol-relative and relative ones too). */
export function absoluteUrl(src: string, origin: string): string {
  if (src.startsWith('//')) return `${new URL(origin).protocol}${src}`;
  return new URL(src, origin).toString();
}

/** A money amount in minor units as schema.org wants a price: a decimal string in major units. */
export function schemaPrice(amount: number, currency: string): string {
  const decimals = currencyDecimals(currency);
  return (amount / 10 ** decimals).toFixed(decimals);
}

function first(...values: readonly (string | null | undefined)[]): string | undefined {
  return values.find((value): value is string => typeof value === 'string' && value.trim() !== '')?.trim();
}

/** The title of a page of the shop: `What | Shop`, or the shop's name alone. */
export function pageTitle(what: string | undefined, shop: Pick<ShopData, 'name'>): string {
  return what === undefined || what === shop.name ? shop.name : `${what} | ${shop.name}`;
}

/** Organization of the home page: the shop's name, its URL and its logo (the favicon) when set. */
export function organizationJsonLd(shop: ShopData, origin: string): Record<string, unknown> {
  const favicon = first(shop.preferences.favicon);
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: shop.name,
    url: `${origin}/`,
    ...(favicon === undefined ? {} : { logo: absoluteUrl(favicon, origin) }),
  };
}

/** BreadcrumbList of a page's crumbs, positions from 1. */
export function breadcrumbJsonLd(crumbs: readonly SeoCrumb[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(crumb.url === undefined ? {} : { item: crumb.url }),
    })),
  };
}

/**
 * Product with one Offer per variant: price in major units, its currency, availability (InStock
 * or OutOfStock, 000 §3 Variant available), sku and the variant's URL (`?variant=` its id).
 * Prices are the shop's (the page is the same for every visitor; the display currency is the
 * browser's). The description is the one shown in `locale` (000 §3 "The description may hold
 * per-locale blocks and falls back to the whole text"; decision 0143), as on the page.
 */
export function productJsonLd(
  product: Product,
  url: string,
  origin: string,
  locale: string,
): Record<string, unknown> {
  const images = product.images.map((image) => absoluteUrl(image.src, origin));
  const image = product.image === null ? undefined : absoluteUrl(product.image, origin);
  const description = plainText(localizedDescription(product.description, locale), 5000);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    url,
    ...(images.length > 0 ? { image: images } : image === undefined ? {} : { image: [image] }),
    ...(description === '' ? {} : { description }),
    ...(product.vendor === null || product.vendor === ''
      ? {}
      : { brand: { '@type': 'Brand', name: product.vendor } }),
    ...(product.variants[0]?.sku ? { sku: product.variants[0].sku } : {}),
    offers: product.variants.map((variant) => {
      const price = variant.price.shop ?? variant.price;
      return {
        '@type': 'Offer',
        url: `${url}?variant=${encodeURIComponent(variant.id)}`,
        price: schemaPrice(price.amount, price.currency),
        priceCurrency: price.currency,
        availability: variant.available ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        ...(variant.sku ? { sku: variant.sku } : {}),
        ...(variant.title ? { name: variant.title } : {}),
      };
    }),
  };
}

/** What every page's SEO is built from. */
export interface SeoContext {
  readonly shop: ShopData;
  /** The request's URL (its origin is the shop's). */
  readonly url: string;
}

/** Home: the shop's homepage title and meta description, Organization. */
export function homeSeo({ shop, url }: SeoContext): PageSeo {
  const origin = new URL(url).origin;
  return {
    title: first(shop.preferences.homepageTitle) ?? shop.name,
    description: plainText(first(shop.preferences.homepageMetaDescription) ?? shop.name),
    canonical: canonicalUrl(url, []),
    type: 'website',
    siteName: shop.name,
    jsonLd: [organizationJsonLd(shop, origin)],
  };
}

/**
 * A product page: meta_title / meta_description (else its title and description), Product,
 * BreadcrumbList. Its canonical URL is `/products/{handle}` however it was reached (from a
 * collection, `/collections/{slug}/products/{handle}`, or with a query). The description is the
 * one the page shows in `locale` (the pricing locale, as the product view's): its per-locale
 * blocks resolved (000 §3 Product; decision 0143), not every language's one after the other.
 */
export function productSeo(
  { shop, url }: SeoContext,
  product: Product,
  crumbs: readonly SeoCrumb[],
  locale: string,
): PageSeo {
  const origin = new URL(url).origin;
  const canonical = `${origin}${routePath('product-single', { slug: product.handle })}`;
  const image = product.image ?? product.images[0]?.src ?? null;
  const description = localizedDescription(product.description, locale);
  return {
    title: pageTitle(first(product.metaTitle, product.title), shop),
    description: plainText(first(product.metaDescription, description) ?? product.title),
    canonical,
    type: 'product',
    siteName: shop.name,
    ...(image === null ? {} : { image: absoluteUrl(image, origin) }),
    jsonLd: [productJsonLd(product, canonical, origin, locale), breadcrumbJsonLd(crumbs)],
  };
}

/** A collection page: title_tag / description_tag (else its title and description), BreadcrumbList. */
export function collectionSeo(
  { shop, url }: SeoContext,
  collection: Pick<Collection, 'title' | 'description' | 'metaTitle' | 'metaDescription' | 'image'> | null,
  fallbackTitle: string,
  crumbs: readonly SeoCrumb[],
): PageSeo {
  const origin = new URL(url).origin;
  const title = first(collection?.metaTitle, collection?.title) ?? fallbackTitle;
  return {
    title: pageTitle(title, shop),
    description: plainText(first(collection?.metaDescription, collection?.description) ?? title),
    canonical: canonicalUrl(url),
    type: 'website',
    siteName: shop.name,
    ...(collection?.image ? { image: absoluteUrl(collection.image, origin) } : {}),
    jsonLd: [breadcrumbJsonLd(crumbs)],
  };
}

/** A shop page or policy: seo_title / seo_meta (else its title and body). */
export function contentSeo({ shop, url }: SeoContext, page: ShopPage, crumbs: readonly SeoCrumb[]): PageSeo {
  const title = first(page.seoTitle, page.title) ?? shop.name;
  return {
    title: pageTitle(title, shop),
    description: plainText(first(page.seoMeta, page.bodyHtml) ?? title),
    canonical: canonicalUrl(url, []),
    type: 'website',
    siteName: shop.name,
    jsonLd: [breadcrumbJsonLd(crumbs)],
  };
}

/**
 * Any other page (collections list, search, not found, password...): the shop's name with `what`;
 * its canonical URL keeps the page number (the collections list is paginated).
 */
export function plainSeo(
  { shop, url }: { readonly shop: ShopData | null; readonly url: string },
  what: string,
  options: { readonly noindex?: boolean } = {},
): PageSeo {
  const name = shop?.name ?? what;
  return {
    title: shop === null ? what : pageTitle(what, shop),
    description: plainText(first(shop?.preferences.homepageMetaDescription) ?? name),
    canonical: canonicalUrl(url, ['page']),
    type: 'website',
    siteName: name,
    jsonLd: [],
    ...(options.noindex ? { noindex: true } : {}),
  };
}

/** `text` safe inside an HTML attribute value or element text. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * `value` as JSON that is safe inside a `<script>` element: `<`, `>` and `&` as `\u` escapes (no
 * `</script>` or `<!--` can end or change the element), and U+2028 / U+2029 escaped (older
 * JavaScript parsers end a string at them). `JSON.parse` reads it back unchanged.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The head elements of a page: title, description, canonical, robots, Open Graph, Twitter, JSON-LD,
 * and the saved theme settings' style when the SEO has it (the server's).
 */
export function headTags(seo: PageSeo): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<title>${escapeHtml(seo.title)}</title>`,
    meta('name', 'description', seo.description),
    `<link rel="canonical" href="${escapeHtml(seo.canonical)}" />`,
    ...(seo.noindex ? [meta('name', 'robots', 'noindex')] : []),
    meta('property', 'og:site_name', seo.siteName),
    meta('property', 'og:type', seo.type),
    meta('property', 'og:title', seo.title),
    meta('property', 'og:description', seo.description),
    meta('property', 'og:url', seo.canonical),
    ...(seo.image === undefined ? [] : [meta('property', 'og:image', seo.image)]),
    meta('name', 'twitter:card', seo.image === undefined ? 'summary' : 'summary_large_image'),
    meta('name', 'twitter:title', seo.title),
    meta('name', 'twitter:description', seo.description),
    ...(seo.image === undefined ? [] : [meta('name', 'twitter:image', seo.image)]),
    ...seo.jsonLd.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
    ...(seo.themeStyle ? [seo.themeStyle] : []),
  ];
  return tags.join('\n    ');
}
