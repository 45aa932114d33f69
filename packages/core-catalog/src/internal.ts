/**
 * @packageDocumentation
 * `@vitrine/core-catalog/internal`: the machines below the catalogue facade, their named actors,
 * their context-level selectors and rules over the platform's wire types (000 §3). For the SDK's
 * own composition and for tests; themes use the facade of `@vitrine/core-catalog`.
 * @internal
 */
export { catalogActors } from './catalog.actors';
export type { CatalogActors, CatalogPorts } from './catalog.actors';
export {
  CM_TO_INCH_FACTOR,
  COLLECTION_LIST_PAGE_SIZE,
  HOME_COLLECTION_LIST_PAGE_SIZE,
  PREVIEW_FAILURE_TAGS,
  PRODUCT_FETCH_DEDUPE_MS,
  PRODUCT_PAGE_SIZE,
  RECENT_VIEWED_PRODUCTS_KEY,
  RECENT_VIEWED_PRODUCTS_LIMIT,
  SEARCH_DEBOUNCE_MS,
  SEARCH_PAGE_SIZE,
  SIZE_CHART_DECIMALS,
} from './catalog.constants';
export {
  addToCartState,
  collectionPageCount,
  collectionQueryParams,
  isSelectionUnavailable,
  previewImage,
  productDescription,
  selectedSort,
  selectedStyle,
  selectedVariant,
  sizeChartView,
  variantQueryParam,
} from './catalog.selectors';
export type {
  Collection,
  CollectionsPage,
  Id,
  LoadResult,
  OptionValue,
  Personalization,
  PersonalizationDesign,
  PersonalizationStyle,
  Product,
  ProductImage,
  ProductOption,
  ProductsPage,
  ProductVariant,
  SizeChart,
  SizeChartTable,
} from './catalog.types';
export { collectionMachine } from './collection.machine';
export type { CollectionContext, CollectionEvent, CollectionPageInput } from './collection.machine';
export {
  ROUTE_QUERY_FIELDS,
  appendById,
  collectionBreadcrumb,
  hasNextPage,
  pageCount,
  parsePage,
  productsQuery,
  sameRoute,
  toCollectionRoute,
} from './collection.rules';
export type { CollectionCrumb, CollectionRoute, ProductsQuery, QueryField } from './collection.rules';
export { collectionsListMachine } from './collections.machine';
export type {
  CollectionsListContext,
  CollectionsListEvent,
  CollectionsListInput,
  CollectionsQuery,
} from './collections.machine';
export { descriptionBlocks, localizedDescription } from './description.rules';
export type { DescriptionBlock } from './description.rules';
export { NOT_FOUND, catalogErrorFrom, serverMessage } from './error.rules';
export type { CatalogError, CatalogErrorCode, LoadFailure } from './error.rules';
export { DEFAULT_FILTER, FILTER_OPTIONS, parseFilter } from './filter.rules';
export type { FilterByValue, FilterOption } from './filter.rules';
export { PREVIEW_FAILURE_MESSAGE_ID, personalizationMachine } from './personalization.machine';
export type {
  PersonalizationContext,
  PersonalizationEvent,
  PersonalizationInput,
  PreviewFailure,
} from './personalization.machine';
export { productMachine } from './product.machine';
export type { ProductContext, ProductEvent, ProductPageInput } from './product.machine';
export { parseRecentlyViewed, recentlyViewedEntry, rememberViewed } from './recently-viewed.rules';
export type { RecentlyViewedProduct } from './recently-viewed.rules';
export { readRecentlyViewed, recordRecentlyViewed } from './recently-viewed.store';
export { searchMachine } from './search.machine';
export type { SearchContext, SearchEvent, SearchInput } from './search.machine';
export { canSearch, searchQuery } from './search.rules';
export { sizeChartMachine } from './size-chart.machine';
export type { SizeChartContext, SizeChartEvent, SizeChartInput } from './size-chart.machine';
export {
  SIZE_CHART_V3,
  SIZE_UNITS,
  cmToInch,
  convertSize,
  convertSizeCell,
  hasUnitTabs,
  inchToCm,
  sizeChartQuery,
  sizeChartTables,
  sizeChartTags,
  sizeTableIn,
  storedUnit,
} from './size-chart.rules';
export type { SizeChartQuery, SizeUnit } from './size-chart.rules';
export {
  DEFAULT_SORT,
  SORT_KEY_DEFAULT_DIRECTIONS,
  SORT_KEY_FIELDS,
  SORT_OPTIONS,
  initialSort,
  parseSort,
  selectedSortOption,
  sortToQuery,
} from './sort.rules';
export type { ProductSort, SortByValue, SortDirection, SortField, SortOption } from './sort.rules';
export {
  addToCartBlock,
  findVariant,
  initialVariant,
  isOptionValueAvailable,
  isOutOfStock,
  matchVariant,
  selectOption,
  selectionOf,
  variantImage,
  variantOptionValue,
} from './variant.rules';
export type { AddToCartBlock, OptionSelection } from './variant.rules';
export { catalogMachine, collectionPath, loadFailureIntent } from './catalog.machine';
export {
  collectionFromWire,
  failureFromError,
  moneyFromWire,
  productFromWire,
  recentlyViewedFromStored,
  sizeChartTableFromWire,
  tagsFromWire,
  variantFromWire,
} from './catalog.map';
export {
  readCollectionsView,
  readCollectionView,
  readProductView,
  readSearchView,
  readSizeChartView,
} from './catalog.views';
