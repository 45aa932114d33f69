/**
 * The SEO of the page at a URL, from what the storefront has loaded (issue 18, docs/decisions/0461,
 * 0463): the server writes it into the head of a rendered page, the browser writes it again after
 * every client navigation, so both give one page the same title, description, canonical URL,
 * Open Graph and Twitter tags and JSON-LD. Reads facade snapshots only: no request, no DOM.
 */
import type { CollectionRoute } from '@vitrine/core-catalog';
import { matchRoute, routePath, type ShopData } from '@vitrine/core-shop';
import type { RouteName } from '@vitrine/ports';
import type { Storefront } from '@vitrine/sdk';
import { savedThemeStyleTag } from '../app/theme-settings';
import { TEXTS } from '../texts';
import { collectionRouteOf } from './preload';
import { collectionSeo, contentSeo, homeSeo, type PageSeo, plainSeo, productSeo, type SeoCrumb } from './seo';

/** A route name as the storefront matches it; `catch-all` for a URL no route matches. */
export type PageRouteName = RouteName | 'catch-all';

/** The status pages a search engine must not keep (their head says `noindex`). */
const NOINDEX: ReadonlySet<PageRouteName> = new Set<PageRouteName>([
  'page-not-found',
  'catch-all',
  'error',
  'password',
  'wrong-domain',
]);

const COLLECTION_ROUTES: ReadonlySet<PageRouteName> = new Set<PageRouteName>([
  'products-all',
  'category',
  'products-types',
  'products-tags',
  'products-vendors',
]);

function crumbsOf(url: URL, ...rest: readonly SeoCrumb[]): SeoCrumb[] {
  return [{ name: TEXTS.home, url: `${url.origin}/` }, ...rest];
}

/** Whether two collection routes list the same products (000 §2: all, a category, a type, tag or vendor). */
function sameCollectionRoute(a: CollectionRoute, b: CollectionRoute): boolean {
  if (a.name !== b.name) return false;
  if (a.name === 'category' && b.name === 'category') return a.slug === b.slug;
  if ('q' in a && 'q' in b) return a.q === b.q;
  return true;
}

/** The route a URL shows: its name and parameters (core-shop's `matchRoute`, 000 §2). */
export function routeOfUrl(url: URL): {
  readonly name: PageRouteName;
  readonly params: Readonly<Record<string, string | undefined>>;
} {
  const match = matchRoute(url.pathname);
  return { name: match?.route.name ?? 'catch-all', params: match?.params ?? {} };
}

/** A page with nothing of its own to say: the shop's name with `what` (noindex on status pages). */
function plainPageSeo(shop: ShopData | null, url: URL, name: PageRouteName): PageSeo {
  return plainSeo({ shop, url: url.toString() }, shop?.name ?? TEXTS.home, { noindex: NOINDEX.has(name) });
}

/**
 * The SEO of the page `name` at `url`, or `null` while the storefront has not loaded that page's
 * data yet (a client navigation under way: the product, collection or page shown is still the
 * previous one). The product, collection and content pages take their SEO fields (000 §3); home
 * the shop's; every other page the shop's name.
 *
 * @example
 * ```ts
 * const seo = pageSeo(storefront, new URL(location.href), routeOfUrl(url).name);
 * if (seo) write(headTags(seo));
 * ```
 */
export function pageSeo(storefront: Storefront, url: URL, name: PageRouteName): PageSeo | null {
  const shop = storefront.shop.getSnapshot().context.shop;
  if (shop === null) return null;
  const context = { shop, url: url.toString() };
  const { params } = routeOfUrl(url);
  if (name === 'home') return homeSeo(context);
  if (name === 'collections') return plainSeo(context, TEXTS.collections);
  const catalog = storefront.catalog.getSnapshot().context;
  if (name === 'product-single' || name === 'product-single-with-category') {
    const view = catalog.product;
    const product = view?.product;
    if (!product || view?.status !== 'ready' || view.handle !== (params.slug ?? '').trim()) return null;
    const category = params.categorySlug;
    const known = product.collections.find((item) => item.handle === category);
    return productSeo(
      context,
      product,
      crumbsOf(
        url,
        category
          ? {
              name: known?.title ?? category,
              url: `${url.origin}${routePath('category', { slug: category })}`,
            }
          : { name: TEXTS.allProducts, url: `${url.origin}${routePath('products-all')}` },
        { name: product.title },
      ),
      // the locale the product view shows the description in (000 §3 per-locale blocks)
      storefront.pricing.getSnapshot().locale,
    );
  }
  if (COLLECTION_ROUTES.has(name)) {
    const view = catalog.collection;
    const route = collectionRouteOf(name as RouteName, params, url.searchParams);
    if (!view || view.status === 'loading' || !sameCollectionRoute(view.route, route)) {
      return null;
    }
    const title = view.collection?.title ?? TEXTS.allProducts;
    return collectionSeo(context, view.collection, title, crumbsOf(url, { name: title }));
  }
  if (name === 'other-page' || name === 'policies') {
    const pages = storefront.pages.getSnapshot();
    const page = pages.context.page;
    if (page === null || !pages.matches('ready') || pages.context.handle !== (params.handle ?? ''))
      return null;
    return contentSeo(context, page, crumbsOf(url, { name: page.title }));
  }
  return plainPageSeo(shop, url, name);
}

/**
 * The head the server writes for the page it rendered: {@link pageSeo}, or the shop's name when
 * the page has none (a shop that could not be loaded, an entry that failed), with the style of
 * the shop's saved theme settings (001 §3 Theme state: the page is painted in the shop's colours
 * before its code runs; the browser keeps that style itself, app/theme.ts).
 */
export function renderedPageSeo(storefront: Storefront, url: URL, name: PageRouteName): PageSeo {
  const shop = storefront.shop.getSnapshot().context.shop;
  const seo = pageSeo(storefront, url, name) ?? plainPageSeo(shop, url, name);
  const themeStyle = shop === null ? '' : savedThemeStyleTag(shop.theme);
  return themeStyle === '' ? seo : { ...seo, themeStyle };
}
