import type { CatalogSnapshot } from './catalog.facade';
import type {
  CollectionView,
  CollectionsView,
  PersonalizationView,
  ProductView,
  RecentlyViewedItem,
  SearchView,
  SizeChartView,
} from './catalog.view.types';

/**
 * Selectors of the catalogue snapshot (`catalog.getSnapshot()`, or `catalog.select(selectProduct,
 * render)` to re-render on one slice only). Each view keeps its identity while its page is
 * unchanged.
 *
 * @example
 * ```ts
 * catalog.select(selectProduct, (view) => render(view));
 * ```
 */
export const selectProduct = (snapshot: CatalogSnapshot): ProductView | null => snapshot.context.product;

/** The collection page view, `null` before any was opened. */
export const selectCollection = (snapshot: CatalogSnapshot): CollectionView | null =>
  snapshot.context.collection;

/** The collections list view, `null` before it was asked for. */
export const selectCollections = (snapshot: CatalogSnapshot): CollectionsView | null =>
  snapshot.context.collections;

/** The search view. */
export const selectSearch = (snapshot: CatalogSnapshot): SearchView | null => snapshot.context.search;

/** The size chart view, `null` before one was asked for. */
export const selectSizeChart = (snapshot: CatalogSnapshot): SizeChartView | null =>
  snapshot.context.sizeChart;

/** The recently viewed products, most recent first (000 §9). */
export const selectRecentlyViewed = (snapshot: CatalogSnapshot): readonly RecentlyViewedItem[] =>
  snapshot.context.recentlyViewed;

/** The personalisation preview view, `null` before one was asked for (000 §1, §2). */
export const selectPersonalization = (snapshot: CatalogSnapshot): PersonalizationView | null =>
  snapshot.context.personalization;
