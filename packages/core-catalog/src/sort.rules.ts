import type { PRODUCT_SORT_FIELDS, SORT_DIRECTIONS } from '@vitrine/api-client';
import type { MessageId } from '@vitrine/messages';

/** Direction of a product sort (the api-client's `SORT_DIRECTIONS`). */
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** A `sort_field` of `catalog.products` (000 §7, §9; the api-client's `PRODUCT_SORT_FIELDS`). */
export type SortField = (typeof PRODUCT_SORT_FIELDS)[number];

/** A sort the platform understands: the `sort_field` and `sort_direction` of `catalog.products`. 000 §7. */
export interface ProductSort {
  readonly field: SortField;
  readonly direction: SortDirection;
}

/** A value of the collection page's `sortby` query parameter shown in the sort menu. 000 §2 Collection page. */
export type SortByValue = 'name:asc' | 'name:desc' | 'price:asc' | 'price:desc';

/** One entry of the sort menu: its query value and the message id of its label. */
export interface SortOption {
  readonly value: SortByValue;
  readonly labelId: MessageId;
}

/** The sort menu of the collection page, in the spec's order and wording (docs/decisions/0140-sort-labels.md). 000 §2. */
export const SORT_OPTIONS: readonly SortOption[] = [
  { value: 'name:asc', labelId: 'collection.sort.name_asc' },
  { value: 'name:desc', labelId: 'collection.sort.name_desc' },
  { value: 'price:asc', labelId: 'collection.sort.price_asc' },
  { value: 'price:desc', labelId: 'collection.sort.price_desc' },
];

/**
 * Sort keys and the platform field each maps to. 000 §9: best-selling → product_sold, manual → id,
 * alpha → name, created → created_at; the collection page's `price` is the product's final_price.
 * Platform field names map to themselves.
 */
export const SORT_KEY_FIELDS: Readonly<Record<string, SortField>> = Object.freeze({
  'best-selling': 'product_sold',
  manual: 'id',
  alpha: 'name',
  created: 'created_at',
  price: 'final_price',
  name: 'name',
  final_price: 'final_price',
  updated_at: 'updated_at',
  id: 'id',
  created_at: 'created_at',
  product_sold: 'product_sold',
});

/** The sort used when none is asked for: id descending. 000 §9, 000 §2 ("the sort returns to id:desc"). */
export const DEFAULT_SORT: ProductSort = Object.freeze({ field: 'id', direction: 'desc' });

/**
 * Direction used by a collection `sort_order` without a suffix (`alpha`, `created`, ...).
 *
 * @remarks The spec is silent: see docs/decisions/0141-sort-keys.md.
 */
export const SORT_KEY_DEFAULT_DIRECTIONS: Readonly<Record<string, SortDirection>> = Object.freeze({
  alpha: 'asc',
  name: 'asc',
  price: 'asc',
  final_price: 'asc',
});

/**
 * Reads a sort written as `key:direction` (the `sortby` query) or `key-direction` / `key` (a
 * collection's `sort_order`). Unknown keys or directions give `null`.
 *
 * @example
 * ```ts
 * parseSort('price:desc'); // { field: 'final_price', direction: 'desc' }
 * parseSort('best-selling'); // { field: 'product_sold', direction: 'desc' }
 * parseSort('alpha-desc'); // { field: 'name', direction: 'desc' }
 * ```
 */
export function parseSort(value: string | null | undefined): ProductSort | null {
  if (!value) return null;
  const text = value.trim().toLowerCase();
  const match = /^(.+?)(?:[:-](asc|desc))?$/.exec(text);
  if (!match) return null;
  const key = match[1] ?? '';
  const field = SORT_KEY_FIELDS[key];
  if (field === undefined) return null;
  const direction = (match[2] as SortDirection | undefined) ?? SORT_KEY_DEFAULT_DIRECTIONS[key] ?? 'desc';
  return { field, direction };
}

/**
 * The sort a collection page starts with: the `sortby` query when it is valid, else
 * {@link DEFAULT_SORT} (id descending). 000 §2, 000 §9.
 */
export function initialSort(sortBy: string | null | undefined): ProductSort {
  return parseSort(sortBy) ?? DEFAULT_SORT;
}

/** The `sortby` query value of a sort (`final_price` is written `price`, as in the sort menu). */
export function sortToQuery(sort: ProductSort): string {
  const key = sort.field === 'final_price' ? 'price' : sort.field;
  return `${key}:${sort.direction}`;
}

/** The sort-menu value matching a sort, or `null` when the sort is not one of the menu's. */
export function selectedSortOption(sort: ProductSort): SortByValue | null {
  const value = sortToQuery(sort);
  return SORT_OPTIONS.find((option) => option.value === value)?.value ?? null;
}
