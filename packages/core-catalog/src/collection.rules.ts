import { PRODUCT_PAGE_SIZE } from './catalog.constants';
import type { FilterByValue } from './filter.rules';
import type { ProductSort, SortDirection, SortField } from './sort.rules';

/**
 * Which listing a collection page shows. 000 §2 Route table: products-all (/collections/all),
 * category (/collections/{slug}), and products-types/-tags/-vendors where `q` filters by type,
 * tag or vendor.
 */
export type CollectionRoute =
  | { readonly name: 'products-all' }
  | { readonly name: 'category'; readonly slug: string }
  | {
      readonly name: 'products-types' | 'products-tags' | 'products-vendors';
      readonly q: string;
    };

/** Which product field `q` is matched against on the types, tags and vendors routes. */
export type QueryField = 'product_type' | 'tags' | 'vendor';

/**
 * The query of `catalog.products`: 000 §7 (sort_field, sort_direction, limit, page, collection_ids,
 * q) plus the client's `q_field` (types, tags, vendors) and `filter` (New Arrivals).
 */
export interface ProductsQuery {
  readonly sort_field?: SortField;
  readonly sort_direction?: SortDirection;
  readonly limit: number;
  readonly page: number;
  readonly collection_ids?: string;
  readonly q?: string;
  readonly q_field?: QueryField;
  readonly filter?: FilterByValue;
}

/** The product field each listing route filters `q` by. 000 §2 Route table. */
export const ROUTE_QUERY_FIELDS: Readonly<
  Record<'products-types' | 'products-tags' | 'products-vendors', QueryField>
> = Object.freeze({
  'products-types': 'product_type',
  'products-tags': 'tags',
  'products-vendors': 'vendor',
});

/**
 * Reads a `page` query value: a whole number of at least 1, else 1 (what a collection or
 * collections page shows for `?page=-1` or `?page=abc`).
 *
 * @example
 * ```ts
 * parsePage('3'); // 3
 * parsePage('-1'); // 1
 * parsePage(null); // 1
 * ```
 */
export function parsePage(value: string | number | null | undefined): number {
  const page = typeof value === 'number' ? value : Number.parseInt(value ?? '', 10);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** How many pages `total` items fill at `pageSize` a page (at least 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/**
 * Whether a paged listing has a page after `page`: `page` is below the page count of `total` at
 * `pageSize`. A collection page decides load more by it, not by the items it holds: opened at
 * `?page=N` (000 §2 query page) it holds that page only, and counting items asked for pages past
 * the last one, empty, for ever.
 *
 * @example
 * ```ts
 * hasNextPage(2, 30, 12); // true: page 3 holds 25–30
 * hasNextPage(3, 30, 12); // false
 * ```
 */
export function hasNextPage(page: number, total: number, pageSize: number): boolean {
  return page < pageCount(total, pageSize);
}

/** Whether two routes show the same listing (a change resets data, sort and filter: 000 §2). */
export function sameRoute(a: CollectionRoute, b: CollectionRoute): boolean {
  if (a.name !== b.name) return false;
  if (a.name === 'category' && b.name === 'category') return a.slug === b.slug;
  if ('q' in a && 'q' in b) return a.q === b.q;
  return true;
}

/**
 * The `catalog.products` query of a collection page: the sort, page size 12 (000 §9), the page,
 * the collection id on a category, `q` with its field on types/tags/vendors, and `filter: 'new'`
 * for New Arrivals (All is the server's default and is not sent). 000 §2, 000 §7.
 */
export function productsQuery(args: {
  readonly route: CollectionRoute;
  readonly collectionId?: number | string | null;
  readonly sort: ProductSort;
  readonly filter: FilterByValue;
  readonly page: number;
  readonly limit?: number;
}): ProductsQuery {
  const { route } = args;
  const query: { -readonly [K in keyof ProductsQuery]: ProductsQuery[K] } = {
    sort_field: args.sort.field,
    sort_direction: args.sort.direction,
    limit: args.limit ?? PRODUCT_PAGE_SIZE,
    page: args.page,
  };
  if (route.name === 'category' && args.collectionId != null)
    query.collection_ids = String(args.collectionId);
  if (route.name !== 'category' && route.name !== 'products-all' && route.q.trim() !== '') {
    query.q = route.q.trim();
    query.q_field = ROUTE_QUERY_FIELDS[route.name];
  }
  if (args.filter === 'new') query.filter = 'new';
  return query;
}

/** A crumb of the collection page's breadcrumb. */
export type CollectionCrumb =
  | { readonly name: 'home' }
  | { readonly name: 'all' }
  | { readonly name: 'category'; readonly slug: string };

/** The breadcrumb: home, then all or the slug. 000 §2 Collection page. */
export function collectionBreadcrumb(route: CollectionRoute): readonly CollectionCrumb[] {
  return route.name === 'category'
    ? [{ name: 'home' }, { name: 'category', slug: route.slug }]
    : [{ name: 'home' }, { name: 'all' }];
}

/** Appends a next page, skipping items already listed or repeated (load more appends: 000 §2). */
export function appendById<T extends { readonly id: number | string }>(
  list: readonly T[],
  next: readonly T[],
): T[] {
  const seen = new Set(list.map((item) => String(item.id)));
  const added = next.filter((item) => {
    const key = String(item.id);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return [...list, ...added];
}

/** A collection route from a route or a category slug (`'all'` or blank is products-all, 000 §2). */
export const toCollectionRoute = (route: CollectionRoute | string): CollectionRoute =>
  typeof route !== 'string'
    ? route
    : route.trim() === '' || route.trim() === 'all'
      ? { name: 'products-all' }
      : { name: 'category', slug: route.trim() };
