import { RECENT_VIEWED_PRODUCTS_LIMIT } from './catalog.constants';
import type { Id, Product, ProductVariant } from './catalog.types';

/**
 * What is kept of a recently viewed product: enough to draw a card without a request.
 *
 * @remarks The spec names only the key (000 §9): see docs/decisions/0144-recently-viewed-products.md.
 */
export interface RecentlyViewedProduct {
  readonly id: Id;
  readonly handle: string;
  readonly title: string;
  readonly image: string | null;
  readonly price: number | null;
}

/** The entry for a product viewed with a variant selected (its price), or the first variant's. */
export function recentlyViewedEntry(
  product: Product,
  variant?: ProductVariant | null,
): RecentlyViewedProduct {
  const priced = variant ?? product.variants[0] ?? null;
  return {
    id: product.id,
    handle: product.handle,
    title: product.title,
    image: product.image ?? product.images?.[0]?.src ?? null,
    price: priced ? priced.price : null,
  };
}

const isEntry = (value: unknown): value is RecentlyViewedProduct => {
  if (value === null || typeof value !== 'object') return false;
  const entry = value as Record<string, unknown>;
  return (
    (typeof entry.id === 'number' || typeof entry.id === 'string') &&
    typeof entry.handle === 'string' &&
    typeof entry.title === 'string' &&
    (entry.image === null || typeof entry.image === 'string') &&
    (entry.price === null || typeof entry.price === 'number')
  );
};

/** Reads the stored list; missing, malformed or foreign data gives an empty list, bad entries are dropped. */
export function parseRecentlyViewed(raw: string | null | undefined): RecentlyViewedProduct[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isEntry).slice(0, RECENT_VIEWED_PRODUCTS_LIMIT) : [];
  } catch {
    return [];
  }
}

/**
 * The list after viewing `entry`: it moves to the front, appears once, and the list keeps at most
 * `limit` products.
 */
export function rememberViewed<T extends { readonly id: Id }>(
  list: readonly T[],
  entry: T,
  limit: number = RECENT_VIEWED_PRODUCTS_LIMIT,
): T[] {
  return [entry, ...list.filter((item) => String(item.id) !== String(entry.id))].slice(0, Math.max(0, limit));
}
