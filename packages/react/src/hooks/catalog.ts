import {
  COLLECTION_LIST_PAGE_SIZE,
  HOME_COLLECTION_LIST_PAGE_SIZE,
  type CatalogFacade,
  type CatalogSnapshot,
  type CollectionQuery,
  type CollectionRoute,
  type CollectionsView,
  type CollectionView,
  type Product,
  type ProductView,
  type SearchView,
  type SizeChartView,
  selectCollection,
  selectCollections,
  selectProduct,
  selectSearch,
  selectSizeChart,
} from '@vitrine/core-catalog';
import {
  initialSort,
  parseFilter,
  parsePage,
  sameRoute,
  sortToQuery,
  toCollectionRoute as routeOf,
} from '@vitrine/core-catalog/internal';
import { type CartLineInput, cartErrorText } from '@vitrine/core-cart';
import { selectShop } from '@vitrine/core-shop';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { inBackground } from '../background';
import { useStorefront } from '../context';
import { useFacadeSelector } from '../select';

const LOADING_COLLECTION = (route: CollectionRoute): CollectionView => ({
  status: 'loading',
  route,
  collection: null,
  products: [],
  total: 0,
  page: 1,
  pageCount: 0,
  hasMore: false,
  firstPage: 1,
  hasPrevious: false,
  sortBy: '',
  selectedSort: null,
  filterBy: 'all',
  query: { page: '1', sortby: '', filterby: '' },
  breadcrumb: [],
  error: null,
  moreError: null,
});

/**
 * Whether a hook's load effect asks again for the page the catalogue holds in `status`. A failed
 * page is asked again. A page not found is asked again when a hook mounts for it anew (`anew`, not
 * StrictMode's second effect): 000 §2 Navigation rules, "A data-load error containing 'query
 * returned empty result' shows the not-found page", and the catalogue sends that intent when a load
 * ends so; kept, the link followed a second time would show the page loading for ever.
 */
const asksAgain = (status: string, anew: boolean): boolean =>
  status === 'error' || (anew && status === 'not-found');

/**
 * Whether the load effect of a hook runs for `key` anew: the component mounted or the key changed.
 * StrictMode's second run of the effect finds the key its first run left in `asked`.
 */
function runsAnew(asked: { current: string | null }, key: string): boolean {
  const anew = asked.current !== key;
  asked.current = key;
  return anew;
}

/** What {@link useCollection} returns: the page's view and its verbs. */
export interface CollectionState {
  /**
   * `status` is `loading`, `ready`, `loading-more`, `not-found` or `error`; never thrown. A load
   * more (or load previous) that failed keeps the products and sets `moreError`.
   */
  readonly view: CollectionView;
  readonly sort: CatalogFacade['sort'];
  readonly filter: CatalogFacade['filter'];
  readonly goToPage: CatalogFacade['goToPage'];
  readonly loadMore: CatalogFacade['loadMore'];
  /** Puts the page before the first one shown before the list (a page opened at ?page=N). */
  readonly loadPrevious: CatalogFacade['loadPrevious'];
}

/**
 * A collection page (000 §2): a collection handle, `'all'`, or a types/tags/vendors route, with the
 * page, sort and filter of the URL. Loaded when the route or the query changes; the view's `query`
 * is what the URL should show after `sort`, `filter` or `goToPage`. A `sortBy` or `filterBy` left
 * out (or `null`) is the default, id:desc and all (000 §2), not the sort or filter the page had.
 * `search`, the URL's whole query, is kept when the collection was renamed and the shopper is sent
 * to its new path (000 §2 Navigation rules "query kept"); it asks for nothing by itself.
 */
export function useCollection(route: CollectionRoute | string, query: CollectionQuery = {}): CollectionState {
  const { catalog } = useStorefront();
  const wanted = routeOf(route);
  const routeKey = JSON.stringify(wanted);
  const { page = null, sortBy = null, filterBy = null, search = null } = query;
  const asked = useRef<string | null>(null);
  useEffect(() => {
    const current = catalog.getSnapshot().context.collection;
    const target = JSON.parse(routeKey) as CollectionRoute;
    const anew = runsAnew(asked, routeKey);
    // The same page is open or opening (StrictMode's second effect, a re-render): no request. A
    // query without a page, sort or filter asks for the defaults, not for what the page holds:
    // 000 §2 "a route change resets data, the sort returns to id:desc and the filter to all" (home's
    // listing after /collections/all?sortby=price:asc&filterby=new is the newest, unfiltered), and
    // a page opened at ?page=N holds page N only (home's listing after ?page=3 is page 1).
    if (
      current !== null &&
      sameRoute(current.route, target) &&
      !asksAgain(current.status, anew) &&
      current.page === parsePage(page) &&
      current.sortBy === sortToQuery(initialSort(sortBy)) &&
      current.filterBy === parseFilter(filterBy)
    )
      return;
    void catalog.collection(target, { page, sortBy, filterBy, ...(search === null ? {} : { search }) });
  }, [catalog, routeKey, page, sortBy, filterBy, search]);
  const view = useFacadeSelector(
    catalog,
    useCallback(
      (snapshot) => {
        const current = selectCollection(snapshot);
        return current !== null && sameRoute(current.route, JSON.parse(routeKey) as CollectionRoute)
          ? current
          : null;
      },
      [routeKey],
    ),
  );
  // One loading view per route: a render while the page loads keeps the same value.
  const loading = useMemo(() => LOADING_COLLECTION(JSON.parse(routeKey) as CollectionRoute), [routeKey]);
  return {
    view: view ?? loading,
    sort: catalog.sort,
    filter: catalog.filter,
    goToPage: catalog.goToPage,
    loadMore: catalog.loadMore,
    loadPrevious: catalog.loadPrevious,
  };
}

/**
 * The collections list (12 a page; 50 on home, 000 §9), loaded once per page. The catalogue holds
 * one list: the home list and the collections page's are told apart by their page size, so the
 * one of the other size is loaded again, never shown (`null` until this one loads).
 */
export function useCollections(
  options: { readonly page?: number; readonly home?: boolean } = {},
): CollectionsView | null {
  const { catalog } = useStorefront();
  const { page = 1, home = false } = options;
  const pageSize = home ? HOME_COLLECTION_LIST_PAGE_SIZE : COLLECTION_LIST_PAGE_SIZE;
  const asked = useRef<string | null>(null);
  useEffect(() => {
    const current = catalog.getSnapshot().context.collections;
    const anew = runsAnew(asked, `${page} ${pageSize}`);
    if (
      current !== null &&
      current.page === page &&
      current.pageSize === pageSize &&
      !asksAgain(current.status, anew)
    )
      return;
    void catalog.collections({ page, home });
  }, [catalog, page, home, pageSize]);
  return useFacadeSelector(
    catalog,
    useCallback(
      (snapshot) => {
        const current = selectCollections(snapshot);
        return current !== null && current.pageSize === pageSize ? current : null;
      },
      [pageSize],
    ),
  );
}

/** How an add to cart or a buy now from {@link useProduct} went. */
export type AddState =
  | { readonly status: 'idle' }
  | { readonly status: 'adding' }
  | { readonly status: 'added' }
  /** `message`: what the shopper reads (the server's words, else the catalogue's text; `cartErrorText`). */
  | { readonly status: 'failed'; readonly code: string; readonly message: string };

/** What {@link useProduct} returns. */
export interface ProductState {
  /** `status`: `loading`, `ready`, `not-found` or `error`; the selected variant and option choices. */
  readonly view: ProductView;
  readonly selectOption: CatalogFacade['selectOption'];
  readonly selectVariant: CatalogFacade['selectVariant'];
  /** Adds the selected variant (with custom-option properties) to the cart. */
  readonly addToCart: (quantity?: number, properties?: CartLineInput['properties']) => Promise<boolean>;
  /** Adds the selected variant and goes to checkout (000 §4 Buy now). */
  readonly buyNow: (quantity?: number, properties?: CartLineInput['properties']) => Promise<boolean>;
  readonly add: AddState;
}

const IDLE: AddState = { status: 'idle' };

/** The add state of the product page `handle`, set by the add `attempt` (0: none yet). */
interface ProductAdd {
  readonly handle: string;
  readonly attempt: number;
  readonly add: AddState;
}

const LOADING_PRODUCT = (handle: string): ProductView => ({
  status: 'loading',
  handle,
  product: null,
  variant: null,
  selection: {},
  options: [],
  unavailable: false,
  addToCart: { enabled: false, reason: null },
  variantQuery: null,
  description: '',
  image: null,
  error: null,
});

/**
 * The page of a blank handle (`/products/%20`): 000 §5 "A product fetch requires a handle", so the
 * catalogue refuses it (`invalid_handle`) and holds no page for it; it is not found, as a product
 * the platform does not have (000 §4 "A not-found result gives the not-found state").
 */
const BLANK_PRODUCT: ProductView = {
  ...LOADING_PRODUCT(''),
  status: 'not-found',
  error: { code: 'not_found' },
};

/** The product pages shown with a catalogue: the mounted `useProduct` by handle, the last handle shown. */
interface Showings {
  readonly mounted: Map<string, number>;
  last: string | null;
}

const showingsOf = new WeakMap<CatalogFacade, Showings>();

/**
 * Counts a mounted `useProduct(wanted)` and tells whether it begins a showing of its product page:
 * none of that handle was mounted, and it is not StrictMode's second effect of one that was
 * (`showing` is the component's ref, which that effect finds set). Returns the unmount.
 */
function startShowing(
  catalog: CatalogFacade,
  wanted: string,
  showing: { current: string | null },
): { readonly begins: boolean; readonly showings: Showings; readonly end: () => void } {
  let showings = showingsOf.get(catalog);
  if (!showings) {
    showings = { mounted: new Map(), last: null };
    showingsOf.set(catalog, showings);
  }
  const { mounted } = showings;
  const before = mounted.get(wanted) ?? 0;
  mounted.set(wanted, before + 1);
  const begins = before === 0 && showing.current !== wanted;
  showing.current = wanted;
  const end = () => {
    const left = (mounted.get(wanted) ?? 1) - 1;
    if (left > 0) mounted.set(wanted, left);
    else mounted.delete(wanted);
  };
  return { begins, showings, end };
}

/**
 * A product page by handle (000 §4): the variant from `variant` (the URL query) or the first
 * available, option choices with their availability, and add-to-cart / buy-now with their state.
 * `search`, the URL's whole query, is kept when the product was renamed and the shopper is sent to
 * its new path (000 §2 Navigation rules "query kept"); it asks for nothing by itself.
 * Each showing of the page is a view (001 §3 view_content): a page coming back to the product the
 * catalogue still holds (product → cart → the same product) is loaded from it and viewed again.
 */
export function useProduct(
  handle: string,
  options: { readonly variant?: string | null; readonly search?: string | null } = {},
): ProductState {
  const { catalog, cart } = useStorefront();
  const wanted = handle.trim();
  const variant = options.variant ?? null;
  const search = options.search ?? null;
  const showing = useRef<string | null>(null);
  const asked = useRef<string | null>(null);
  // Whether the mount begins a showing of the page (`opens`; not a second component of a page
  // shown, nor StrictMode's second effect) and whether it comes back to the product the catalogue
  // held since its last showing (`back`): read by the load below, which chooses the variant shown
  // before that view is counted (docs/decisions/0592).
  const opening = useRef({ opens: false, back: false });
  // Runs before the load below: it sees whether the catalogue already holds the product.
  useEffect(() => {
    const { begins, showings, end } = startShowing(catalog, wanted, showing);
    if (begins) {
      const current = catalog.getSnapshot().context.product;
      // A load of another product is viewed when it shows (the sdk's wiring). The product held
      // since the last showing, of this same page, is viewed again by the load below; one held
      // from elsewhere (a resumed server-rendered page, a load by code) was viewed when it showed.
      const back = showings.last === wanted && current?.handle === wanted && current.status === 'ready';
      opening.current = { opens: true, back };
      showings.last = wanted;
    }
    return end;
  }, [catalog, wanted]);
  useEffect(() => {
    const { opens, back } = opening.current;
    opening.current = { opens: false, back: false };
    // A blank handle asks for nothing (BLANK_PRODUCT).
    if (wanted === '') return;
    const snapshot = catalog.getSnapshot();
    const current = snapshot.context.product;
    const anew = runsAnew(asked, wanted);
    // Every load asked carries the page's query: one asked while the product loads (StrictMode's
    // second effect, another `variant`) replaces the query of the load in flight.
    const kept = search === null ? {} : { search };
    // 000 §4 Product page: "A not-found result gives the not-found state", asked again on a new visit.
    if (current !== null && current.handle === wanted && !asksAgain(current.status, anew)) {
      if (anew && opens && current.status === 'ready') {
        // A new opening of the page shown (back from the listing, the cart): 000 §4 "A product load
        // started under 20 seconds ago is reused rather than repeated" (000 §9: 20000 ms), with the
        // variant chosen from this query, else the first available (decision 0147), not the last
        // visit's pick; an older load is loaded again. Reused, it is viewed again here with the
        // variant chosen; loaded again, it is viewed when it shows.
        void catalog.product(wanted, { variant, ...kept });
        if (back) catalog.productShown(wanted);
      } else if (variant !== null && variant !== selectProduct(snapshot)?.variantQuery) {
        // 000 §2 product-single, §4: another `variant` query for the product shown (a link to it,
        // the back button) selects that variant, when it names one; the catalogue asks for nothing.
        void catalog.product(wanted, { variant, ...kept });
      }
      return;
    }
    void catalog.product(wanted, { variant, ...kept });
  }, [catalog, wanted, variant, search]);
  const view = useFacadeSelector(
    catalog,
    useCallback(
      (snapshot) => {
        const current = selectProduct(snapshot);
        return current !== null && current.handle === wanted ? current : null;
      },
      [wanted],
    ),
  );
  // The add state is the shown product's: a component kept from one product page to the next
  // (a route without a key) starts the next idle, and an answer to an add begun on the former one
  // (its `attempt`) does not land on it.
  const [adding, setAdding] = useState<ProductAdd>({ handle: wanted, attempt: 0, add: IDLE });
  if (adding.handle !== wanted) setAdding({ handle: wanted, attempt: 0, add: IDLE });
  const attempts = useRef(0);
  const variantId = view?.variant?.id;
  const run = useCallback(
    async (buyNow: boolean, quantity = 1, properties?: CartLineInput['properties']): Promise<boolean> => {
      if (variantId === undefined) return false;
      attempts.current += 1;
      const attempt = attempts.current;
      setAdding({ handle: wanted, attempt, add: { status: 'adding' } });
      const line: CartLineInput = {
        variantId: String(variantId),
        quantity,
        ...(properties === undefined ? {} : { properties }),
      };
      const result = buyNow ? await cart.buyNow(line) : await cart.add(line);
      const add: AddState = result.ok
        ? { status: 'added' }
        : { status: 'failed', code: result.error.code, message: cartErrorText(result.error) };
      setAdding((current) => (current.attempt === attempt ? { ...current, add } : current));
      return result.ok;
    },
    [cart, variantId, wanted],
  );
  // One loading view per handle: a render while the product loads keeps the same value.
  const loading = useMemo(() => (wanted === '' ? BLANK_PRODUCT : LOADING_PRODUCT(wanted)), [wanted]);
  return {
    view: view ?? loading,
    selectOption: catalog.selectOption,
    selectVariant: catalog.selectVariant,
    addToCart: useCallback((quantity, properties) => run(false, quantity, properties), [run]),
    buyNow: useCallback((quantity, properties) => run(true, quantity, properties), [run]),
    add: adding.handle === wanted ? adding.add : IDLE,
  };
}

/** What {@link useSearch} returns. */
export interface SearchState {
  /**
   * `null` before any search. A failed search (`status` `error`, COLLECTION_ERROR) lists nothing;
   * a load more that failed keeps the results and sets `moreError`.
   */
  readonly view: SearchView | null;
  /** Searches 500 ms after the last call (the core's debounce, 000 §9). */
  readonly search: CatalogFacade['search'];
  /** Searches at once (enter). */
  readonly submit: CatalogFacade['searchNow'];
  readonly loadMore: CatalogFacade['loadMoreResults'];
  readonly clear: CatalogFacade['clearSearch'];
}

/** The product search with the core's debounce. */
export function useSearch(): SearchState {
  const { catalog } = useStorefront();
  const view = useFacadeSelector(catalog, selectSearch);
  return {
    view,
    search: catalog.search,
    submit: catalog.searchNow,
    loadMore: catalog.loadMoreResults,
    clear: catalog.clearSearch,
  };
}

/** What {@link useSizeChart} returns. */
export interface SizeChartState {
  /**
   * The chart of the product given: `null` until its request starts (and while there is no
   * product), never the chart of the product shown before.
   */
  readonly view: SizeChartView | null;
  /** Switches Inch / Cm (000 §4 Size chart v3). */
  readonly setUnit: CatalogFacade['setSizeUnit'];
}

/**
 * The product whose size chart each catalogue last asked for (one request per product; a chart
 * whose request failed is asked for again by the next showing of its product).
 */
const sizeChartAskedFor = new WeakMap<CatalogFacade, string | number>();

/**
 * The size chart of a product, loaded when the product changes, with the shop's `use_sb_setting`
 * (000 §3 Size chart request, §7: product_ref_id, shop_id, product_tags, use_sb_setting).
 */
export function useSizeChart(product: Pick<Product, 'id' | 'tags'> | null): SizeChartState {
  const { catalog, shop } = useStorefront();
  const [asked, setAsked] = useState(product);
  if (product?.id !== asked?.id) setAsked(product);
  // Loaded in a task of its own: a product page's effects run in one task (docs/decisions/0531).
  useEffect(
    () =>
      inBackground(() => {
        if (asked === null) return;
        // Asked for already (a re-mount, StrictMode's second effect), unless that request failed.
        const failed = catalog.getSnapshot().context.sizeChart?.status === 'error';
        if (sizeChartAskedFor.get(catalog) === asked.id && !failed) return;
        sizeChartAskedFor.set(catalog, asked.id);
        // Read when asked, as the shop's id is: both come with the shop's data (bootstrap).
        const useSbSetting = selectShop(shop.getSnapshot())?.sizeChart.useStoreSetting === true;
        void catalog.sizeChart(asked, { useSbSetting });
      }),
    [catalog, shop, asked],
  );
  // The catalogue holds one chart, without its product's id: the one last asked for. Until this
  // product's request starts (in the task above, after the page committed) it is the former
  // product's, which the page must not show as its own (000 §4 Size chart).
  const productId = product?.id;
  const view = useFacadeSelector(
    catalog,
    useCallback(
      (snapshot: CatalogSnapshot) =>
        productId !== undefined && sizeChartAskedFor.get(catalog) === productId
          ? selectSizeChart(snapshot)
          : null,
      [catalog, productId],
    ),
  );
  return { view, setUnit: catalog.setSizeUnit };
}
