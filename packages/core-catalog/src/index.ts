/**
 * @packageDocumentation
 * `@vitrine/core-catalog`: the catalogue of the Vitrine storefront SDK (spec 000 §2–§5, §7–§9):
 * collections, collection pages (sort, filter, load more, breadcrumb), product pages (variant
 * selection, availability, the `variant` query), search (500 ms debounce), size charts (Inch/Cm),
 * the personalisation preview and recently viewed products, behind `createCatalog(options)` (the
 * facade contract of `@vitrine/ports`). The facade speaks TypeScript: camelCase, ids as strings,
 * money in minor units with its currency. The machines and wire-level rules are in `@vitrine/core-catalog/internal`.
 */
export {
  CATALOG_SNAPSHOT_VERSION,
  catalogFacade,
  catalogInput,
  catalogLogic,
  createCatalog,
} from './catalog.facade';
export type {
  CatalogActorRef,
  CatalogFacade,
  CatalogOptions,
  CatalogSnapshot,
  CollectionQuery,
} from './catalog.facade';
export type {
  CatalogContext,
  CatalogEmitted,
  CatalogEvent,
  CatalogInput,
  HomeSectionLoad,
  HomeSectionPages,
} from './catalog.machine';
export {
  selectCollection,
  selectCollections,
  selectPersonalization,
  selectProduct,
  selectRecentlyViewed,
  selectSearch,
  selectSizeChart,
} from './catalog.select';
export type {
  CatalogFailure,
  Collection,
  CollectionRef,
  CollectionsView,
  CollectionView,
  DisplayMoney,
  LoadStatus,
  Money,
  OptionChoice,
  OptionValueChoice,
  PersonalizationDesignView,
  PersonalizationStyleView,
  PersonalizationView,
  Product,
  ProductImage,
  ProductOption,
  ProductOptionValue,
  ProductView,
  RecentlyViewedItem,
  SearchView,
  SizeChartTableView,
  SizeChartView,
  Variant,
} from './catalog.view.types';
export {
  CM_TO_INCH_FACTOR,
  COLLECTION_LIST_PAGE_SIZE,
  HOME_COLLECTION_LIST_PAGE_SIZE,
  PRODUCT_FETCH_DEDUPE_MS,
  PRODUCT_PAGE_SIZE,
  RECENT_VIEWED_PRODUCTS_KEY,
  RECENT_VIEWED_PRODUCTS_LIMIT,
  SEARCH_DEBOUNCE_MS,
  SEARCH_PAGE_SIZE,
  SIZE_CHART_DECIMALS,
} from './catalog.constants';
export type { CollectionCrumb, CollectionRoute } from './collection.rules';
export { parsePage } from './collection.rules';
export { localizedDescription } from './description.rules';
export { DEFAULT_FILTER, FILTER_OPTIONS } from './filter.rules';
export type { FilterByValue, FilterOption } from './filter.rules';
export { SIZE_UNITS, cmToInch, convertSize, inchToCm } from './size-chart.rules';
export type { SizeUnit } from './size-chart.rules';
export { DEFAULT_SORT, SORT_OPTIONS } from './sort.rules';
export type { SortByValue, SortOption } from './sort.rules';
export type { AddToCartBlock } from './variant.rules';
/** The visitor's currency, as `catalog.configure({ display })` takes it (declared in `@vitrine/core-pricing`). */
export type { DisplayCurrency } from '@vitrine/core-pricing';
export { readRedirect, redirectIntent } from './redirect.rules';
export type { CatalogRedirect } from './redirect.rules';
