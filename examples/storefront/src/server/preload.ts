/**
 * What a server render fetches before it renders, route by route: the same calls, with the same
 * arguments, as the screens' hooks make in the browser (useProduct, useCollection, useCollections,
 * usePage), so the embedded snapshot answers them and the browser asks nothing again.
 */
import { type CollectionRoute, parsePage } from '@vitrine/core-catalog';
import type { RouteName } from '@vitrine/ports';
import type { Storefront } from '@vitrine/sdk';

/** The routes rendered on the server (issue 18): the public pages of 000 §2 and the status pages. */
export const SERVER_RENDERED: ReadonlySet<RouteName | 'catch-all'> = new Set<RouteName | 'catch-all'>([
  'home',
  'collections',
  'products-all',
  'category',
  'products-types',
  'products-tags',
  'products-vendors',
  'product-single',
  'product-single-with-category',
  'other-page',
  'policies',
  'form-dmca',
  'password',
  'wrong-domain',
  'limit-order',
  'error',
  'page-not-found',
  'catch-all',
]);

/** The listing a collection route shows (as the collection screen reads it from its route). */
export function collectionRouteOf(
  name: RouteName,
  params: Readonly<Record<string, string | undefined>>,
  query: URLSearchParams,
): CollectionRoute {
  if (name === 'category' && params.slug) return { name: 'category', slug: params.slug };
  if (name === 'products-types' || name === 'products-tags' || name === 'products-vendors') {
    return { name, q: query.get('q') ?? '' };
  }
  return { name: 'products-all' };
}

/**
 * Loads what the screen of `name` shows, through the storefront's facades; resolves when it has
 * settled (a failure is a value: the catalogue raises its not-found or error intent itself).
 * `search` is the request's query as it came: a renamed product or collection keeps it on the way
 * to its new path (000 §2 Navigation rules "query kept").
 */
export async function preload(
  storefront: Storefront,
  name: RouteName | 'catch-all',
  params: Readonly<Record<string, string | undefined>>,
  query: URLSearchParams,
  search = '',
): Promise<void> {
  const { catalog, pages, shop } = storefront;
  switch (name) {
    case 'home':
      // docs/decisions/0401: the newest products and the home collection list (50 a page)
      await Promise.all([
        catalog.collection('all', { page: null, sortBy: null, filterBy: null }),
        catalog.collections({ page: 1, home: true }),
      ]);
      return;
    case 'collections':
      await catalog.collections({
        page: parsePage(query.get('page')),
        home: false,
      });
      return;
    case 'products-all':
    case 'category':
    case 'products-types':
    case 'products-tags':
    case 'products-vendors':
      await catalog.collection(collectionRouteOf(name, params, query), {
        page: query.get('page'),
        sortBy: query.get('sortby'),
        filterBy: query.get('filterby'),
        search,
      });
      return;
    case 'product-single':
    case 'product-single-with-category':
      await catalog.product((params.slug ?? '').trim(), { variant: query.get('variant'), search });
      return;
    case 'other-page':
      await pages.load(params.handle ?? '', { search });
      return;
    case 'policies': {
      const visibleLink = shop.getSnapshot().context.shop?.visibleLink ?? false;
      await pages.load(params.handle ?? '', { kind: 'policy', visibleLink });
      return;
    }
    default:
      return;
  }
}
