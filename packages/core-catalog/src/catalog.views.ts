/**
 * The facade's views of the catalogue machines: each child machine's snapshot (wire data below
 * the facade) read into the TypeScript view a theme renders. Views are memoised by the child's
 * context and state, so an unchanged slice keeps its identity (`facade.select` then stays quiet).
 * @internal
 */
import { type DisplayCurrency, displayKey } from '@vitrine/core-pricing';
import type { SnapshotFrom } from 'xstate';
import { PRODUCT_PAGE_SIZE, SEARCH_PAGE_SIZE } from './catalog.constants';
import {
  collectionFromWire,
  failureFromError,
  personalizationStylesFromWire,
  productFromWire,
  sizeChartTableFromWire,
  variantFromWire,
} from './catalog.map';
import type * as Wire from './catalog.types';
import type { CatalogError } from './error.rules';
import type {
  CollectionsView,
  CollectionView,
  OptionChoice,
  PersonalizationView,
  Product,
  ProductView,
  SearchView,
  SizeChartView,
} from './catalog.view.types';
import { collectionBreadcrumb, hasNextPage, pageCount } from './collection.rules';
import { type collectionMachine, firstPageOf } from './collection.machine';
import type { collectionsListMachine } from './collections.machine';
import { localizedDescription } from './description.rules';
import type { personalizationMachine } from './personalization.machine';
import { previewImage } from './catalog.selectors';
import type { productMachine } from './product.machine';
import type { searchMachine } from './search.machine';
import { hasUnitTabs, sizeChartTables, sizeTableIn } from './size-chart.rules';
import type { sizeChartMachine } from './size-chart.machine';
import { selectedSortOption, sortToQuery } from './sort.rules';
import { addToCartBlock, findVariant, isOptionValueAvailable, variantImage } from './variant.rules';

const views = new WeakMap<object, Map<string, unknown>>();
/** The views built here: any other view in the catalogue's context came with a restored snapshot. */
const built = new WeakSet<object>();

/**
 * The view of `context` in `state`, computed once per context object and state.
 *
 * `restored` is the view the catalogue's context already holds. When it came with a restored
 * snapshot (it was not built here) and `fits` this state, it is taken as this state's view instead of
 * building it again: the snapshot was persisted with the view its page's state was read into, and a
 * resumed page's first child snapshot is that state (decision 0560). It is taken once; from then on
 * views are built.
 */
function memo<V extends object>(
  context: object,
  key: string,
  build: () => V,
  restored?: { readonly view: V | null; readonly fits: (view: V) => boolean },
): V {
  let byKey = views.get(context);
  if (!byKey) {
    byKey = new Map();
    views.set(context, byKey);
  }
  if (!byKey.has(key)) {
    const kept = restored?.view;
    const view = kept && !built.has(kept) && restored.fits(kept) ? kept : build();
    built.add(view);
    byKey.set(key, view);
  }
  return byKey.get(key) as V;
}

const products = new WeakMap<object, { readonly key: string; readonly product: Product }>();

/** What a view's prices depend on: the shop currency and the display currency (docs/decisions/0280). */
const moneyKey = (currency: string, display: DisplayCurrency | undefined): string =>
  `${currency}|${displayKey(display)}`;

/** A wire product mapped once per object, currency and display currency. */
function productOf(product: Wire.Product, currency: string, display: DisplayCurrency | undefined): Product {
  const key = moneyKey(currency, display);
  const known = products.get(product);
  if (known && known.key === key) return known.product;
  const mapped = productFromWire(product, currency, display);
  products.set(product, { key, product: mapped });
  return mapped;
}

/** Whether a page's error is a renamed entry's redirect (000 §8): the page shows `redirected`. */
const redirected = (error: CatalogError | null): boolean => error?.kind === 'not-found' && !!error.redirect;

const stateOf = (snapshot: { readonly value: unknown }): string =>
  typeof snapshot.value === 'string' ? snapshot.value : JSON.stringify(snapshot.value);

/** The collections list view. */
export function readCollectionsView(snapshot: SnapshotFrom<typeof collectionsListMachine>): CollectionsView {
  const { context } = snapshot;
  const state = stateOf(snapshot);
  return memo(context, state, () => ({
    status:
      state === 'ready'
        ? 'ready'
        : state === 'failure'
          ? context.error?.kind === 'not-found'
            ? 'not-found'
            : 'error'
          : 'loading',
    page: context.page,
    pageSize: context.limit,
    pageCount: pageCount(context.total, context.limit),
    collections: context.collections.map(collectionFromWire),
    total: context.total,
    error: failureFromError(context.error),
  }));
}

const COLLECTION_STATUS: Readonly<Record<string, CollectionView['status']>> = {
  ready: 'ready',
  loadingMore: 'loading-more',
  loadingPrevious: 'loading-previous',
  notFound: 'not-found',
  failure: 'error',
};

/** A collection page view, prices from the shop currency `currency`, shown in `display`. */
export function readCollectionView(
  snapshot: SnapshotFrom<typeof collectionMachine>,
  currency: string,
  display?: DisplayCurrency,
  restored: CollectionView | null = null,
): CollectionView {
  const { context } = snapshot;
  const state = stateOf(snapshot);
  const status = redirected(context.error) ? 'redirected' : (COLLECTION_STATUS[state] ?? 'loading');
  const fits = (view: CollectionView) =>
    view.status === status &&
    view.page === context.page &&
    view.firstPage === firstPageOf(context) &&
    view.total === context.total &&
    view.filterBy === context.filter &&
    view.products.length === context.products.length;
  return memo(
    context,
    `${state}|${moneyKey(currency, display)}`,
    () => {
      const sortBy = sortToQuery(context.sort);
      return {
        status,
        route: context.route,
        collection: context.collection ? collectionFromWire(context.collection) : null,
        products: context.products.map((product) => productOf(product, currency, display)),
        total: context.total,
        page: context.page,
        pageCount: pageCount(context.total, PRODUCT_PAGE_SIZE),
        hasMore: hasNextPage(context.page, context.total, PRODUCT_PAGE_SIZE),
        firstPage: firstPageOf(context),
        hasPrevious: firstPageOf(context) > 1,
        sortBy,
        selectedSort: selectedSortOption(context.sort),
        filterBy: context.filter,
        query: { page: String(context.page), sortby: sortBy, filterby: context.filter },
        breadcrumb: collectionBreadcrumb(context.route),
        error: failureFromError(context.error),
        moreError: failureFromError(context.moreError),
      };
    },
    { view: restored, fits },
  );
}

const PRODUCT_STATUS: Readonly<Record<string, ProductView['status']>> = {
  idle: 'idle',
  ready: 'ready',
  notFound: 'not-found',
  failure: 'error',
};

/**
 * A product page view, prices from the shop currency `currency` shown in `display`, the
 * description in `locale`.
 */
export function readProductView(
  snapshot: SnapshotFrom<typeof productMachine>,
  currency: string,
  locale: string,
  display?: DisplayCurrency,
  restored: ProductView | null = null,
): ProductView {
  const { context } = snapshot;
  const state = stateOf(snapshot);
  const status = redirected(context.error) ? 'redirected' : (PRODUCT_STATUS[state] ?? 'loading');
  const variantQuery = context.variantId === null ? null : String(context.variantId);
  const fits = (view: ProductView) =>
    view.status === status &&
    view.handle === context.handle &&
    view.variantQuery === variantQuery &&
    String(view.product?.id ?? '') === String(context.product?.id ?? '');
  return memo(
    context,
    `${state}|${moneyKey(currency, display)}|${locale}`,
    () => {
      const wire = context.product;
      const variant = wire ? findVariant(wire, context.variantId) : null;
      const options: OptionChoice[] = wire
        ? wire.options.map((option, index) => {
            const mapped = productOf(wire, currency, display).options[index];
            return {
              id: mapped?.id ?? null,
              code: option.code,
              label: option.label,
              usingColorSwatch: mapped?.usingColorSwatch ?? false,
              usingVariantGroup: mapped?.usingVariantGroup ?? false,
              values: (mapped?.values ?? []).map((value) => ({
                ...value,
                selected: context.selection[option.code] === value.code,
                available: isOptionValueAvailable(wire, context.selection, option.code, value.code),
              })),
            };
          })
        : [];
      const reason = addToCartBlock(variant, context.uploads > 0);
      return {
        status,
        handle: context.handle,
        product: wire ? productOf(wire, currency, display) : null,
        variant: wire && variant ? variantFromWire(variant, wire.options, currency, display) : null,
        selection: context.selection,
        options,
        unavailable: wire !== null && context.variantId === null,
        addToCart: { enabled: reason === null, reason },
        variantQuery,
        description: localizedDescription(wire?.description, locale),
        image: wire ? variantImage(wire, variant) : null,
        error: failureFromError(context.error),
      };
    },
    { view: restored, fits },
  );
}

const SEARCH_STATUS: Readonly<Record<string, SearchView['status']>> = {
  idle: 'idle',
  debouncing: 'debouncing',
  ready: 'ready',
  loadingMore: 'loading-more',
  failure: 'error',
};

/** A search view, prices from the shop currency `currency` shown in `display`. */
export function readSearchView(
  snapshot: SnapshotFrom<typeof searchMachine>,
  currency: string,
  display?: DisplayCurrency,
): SearchView {
  const { context } = snapshot;
  const state = stateOf(snapshot);
  return memo(context, `${state}|${moneyKey(currency, display)}`, () => ({
    status: SEARCH_STATUS[state] ?? 'searching',
    query: context.query,
    answered: context.answered,
    products: context.products.map((product) => productOf(product, currency, display)),
    total: context.total,
    page: context.page,
    // By pages, as the search machine's load more (000 §9: 12 a page), not by items listed.
    hasMore: hasNextPage(context.page, context.total, SEARCH_PAGE_SIZE),
    error: failureFromError(context.error),
    moreError: failureFromError(context.moreError ?? null),
  }));
}

const SIZE_CHART_STATUS: Readonly<Record<string, SizeChartView['status']>> = {
  ready: 'ready',
  none: 'none',
  failure: 'error',
};

/** A size chart view: tables converted to the selected unit tab (000 §4 Size chart v3). */
export function readSizeChartView(snapshot: SnapshotFrom<typeof sizeChartMachine>): SizeChartView {
  const { context } = snapshot;
  const state = stateOf(snapshot);
  return memo(context, state, () => {
    const chart = context.chart;
    const tabs = chart ? hasUnitTabs(chart) : false;
    const tables = chart ? sizeChartTables(chart, context.request.use_sb_setting) : [];
    return {
      status: SIZE_CHART_STATUS[state] ?? 'loading',
      tabs,
      unit: context.unit,
      title: chart?.description_inc ?? null,
      html: chart?.description_html ?? null,
      tables: (tabs ? tables.map((table) => sizeTableIn(table, context.unit)) : tables).map(
        sizeChartTableFromWire,
      ),
      error: failureFromError(context.error),
    };
  });
}

const PERSONALIZATION_STATUS: Readonly<Record<string, PersonalizationView['status']>> = {
  rendering: 'loading',
  ready: 'ready',
  failed: 'failed',
};

/** The personalisation preview view (000 §1, §2; docs/decisions/0149). */
export function readPersonalizationView(
  snapshot: SnapshotFrom<typeof personalizationMachine>,
): PersonalizationView {
  const { context } = snapshot;
  const state = stateOf(snapshot);
  return memo(context, state, () => ({
    status: PERSONALIZATION_STATUS[state] ?? 'loading',
    productId: context.productId,
    styles: context.personalization ? personalizationStylesFromWire(context.personalization) : [],
    styleIndex: context.styleIndex,
    designIndex: context.designIndex,
    image: previewImage(context),
    messageId: context.messageId,
    failure: context.failure ? { reason: context.failure.reason, detail: context.failure.detail } : null,
  }));
}
