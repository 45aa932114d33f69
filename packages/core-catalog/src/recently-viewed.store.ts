import { RECENT_VIEWED_PRODUCTS_KEY } from './catalog.constants';
import type { StoragePort } from '@vitrine/ports';
import { type RecentlyViewedProduct, parseRecentlyViewed, rememberViewed } from './recently-viewed.rules';

/**
 * The recently viewed products kept under `recent_viewed_products` (000 §9), most recent first.
 * A storage that fails reads as an empty list (000 §8: storage failures are tolerated).
 */
export async function readRecentlyViewed(storage: StoragePort): Promise<RecentlyViewedProduct[]> {
  try {
    return parseRecentlyViewed(storage.get(RECENT_VIEWED_PRODUCTS_KEY) ?? null);
  } catch {
    return [];
  }
}

/** Puts a product first in the recently viewed list and stores it; storage failures are tolerated. */
export async function recordRecentlyViewed(
  storage: StoragePort,
  entry: RecentlyViewedProduct,
): Promise<RecentlyViewedProduct[]> {
  const list = rememberViewed(await readRecentlyViewed(storage), entry);
  try {
    storage.set(RECENT_VIEWED_PRODUCTS_KEY, JSON.stringify(list));
  } catch {
    // 000 §8: a storage write failure is tolerated.
  }
  return list;
}
