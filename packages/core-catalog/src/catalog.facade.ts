import type { Transport } from '@vitrine/api-client';
import type { DisplayCurrency } from '@vitrine/core-pricing';
import { whenSnapshot } from '@vitrine/core-shop/internal';
import {
  actorFacade,
  type DomainError,
  type Facade,
  failure,
  type PersistedSnapshot,
  type Ports,
  type Result,
  restorable,
  success,
} from '@vitrine/ports';
import {
  type ActorRefFrom,
  createActor,
  type InspectionEvent,
  type Snapshot,
  type SnapshotFrom,
} from 'xstate';
import { catalogActors } from './catalog.actors';
import {
  type CatalogEmitted,
  type CatalogInput,
  type catalogMachine,
  catalogMachineWith,
  type HomeSectionLoad,
} from './catalog.machine';
import type {
  CollectionsView,
  CollectionView,
  PersonalizationView,
  Product,
  ProductView,
  RecentlyViewedItem,
  SearchView,
  SizeChartView,
} from './catalog.view.types';
import { collectionMachineWith } from './collection.machine';
import { type CollectionRoute, sameRoute, toCollectionRoute as routeOf } from './collection.rules';
import { collectionsListMachineWith } from './collections.machine';
import { personalizationMachineWith } from './personalization.machine';
import { productMachineWith } from './product.machine';
import { searchMachineWith } from './search.machine';
import { sizeChartMachineWith } from './size-chart.machine';
import type { SizeUnit } from './size-chart.rules';

/**
 * The version `persist()` writes; a snapshot of another version is dropped on restore.
 *
 * @example
 * ```ts
 * catalog.persist().version; // CATALOG_SNAPSHOT_VERSION
 * ```
 */
export const CATALOG_SNAPSHOT_VERSION = 1;

/** The catalogue's snapshot: read it with `selectProduct(snapshot)` and the other selectors. */
export type CatalogSnapshot = SnapshotFrom<typeof catalogMachine>;

/** A running catalogue (an actor of {@link catalogLogic}, standalone or spawned by `@vitrine/sdk`). */
export type CatalogActorRef = ActorRefFrom<typeof catalogMachine>;

/**
 * Options of {@link createCatalog}.
 *
 * @example
 * ```ts
 * const options: CatalogOptions = { transport, currency: 'EUR', locale: 'fr-FR', shopId: 7 };
 * ```
 */
export interface CatalogOptions extends CatalogInput {
  /** The api-client transport; each call sends one endpoint definition (000 §7). */
  readonly transport: Transport;
  /**
   * The ports the catalogue uses: `storage` (recently viewed, 000 §9), `logger` (000 §8 log
   * messages), `reporter` (preview failures, 001 §8), `clock` (the 500 ms search debounce and
   * the 20 s product dedupe run on it). Missing ones default to nothing stored, logged or reported.
   */
  readonly ports?: Partial<Pick<Ports, 'storage' | 'logger' | 'reporter' | 'clock' | 'navigate'>>;
  /**
   * Whether a failed collection or product page load (or the collections page's list, decision
   * 0574; never a home section's, `HomeSectionLoad`, decision 0659) sends the shopper to
   * page-not-found or the error page through `ports.navigate` (000 §2 Navigation rules), and a
   * renamed one to its new path (000 §8: a `path` or `external` intent with `replace`). Off by default: a theme may load a product it does not show (a prefetch); the
   * `load_error` and `redirect` events carry the intent anyway.
   */
  readonly navigateOnLoadError?: boolean;
  /** The shop's id, which the size chart request carries (000 §3 Size chart request). */
  readonly shopId?: string | number;
  /** What `persist()` returned earlier: the catalogue comes back as it was, without a request. */
  readonly snapshot?: PersistedSnapshot;
  /** XState inspection events, for dev tools. */
  readonly inspect?: (event: InspectionEvent) => void;
}

/** The query of a collection page (000 §2 Collection page: page, sortby, filterby). */
export interface CollectionQuery {
  readonly page?: number | string | null;
  readonly sortBy?: string | null;
  readonly filterBy?: string | null;
  /**
   * The whole query of the page asked (`location.search`, with or without its `?`): a renamed
   * collection's redirect keeps it (000 §2 Navigation rules "query kept"). Absent: none is kept.
   */
  readonly search?: string | null;
}

/**
 * The catalogue facade (000 §2–§5, §9): the facade contract of `@vitrine/ports` plus verbs that
 * resolve to a `Result` once the page settles (they never throw). Failures carry the codes of
 * 000 §2/§8: `not_found`, `COLLECTION_ERROR`, `PRODUCT_ERROR` (with the dash-joined server message
 * as `message`), `redirected` (a renamed page: `redirect` holds the new path, the `redirect` event
 * carries its intent), plus `no_collection` / `no_product` / `no_size_chart` / `no_personalization`
 * (nothing open to act on), `preview_failed` (the personalisation preview cannot be shown), `superseded`
 * (a newer call of its kind replaced this one: a search, a product page, a collection page, the
 * collections list, a size chart or a personalisation preview; the catalogue shows one of each at a
 * time), `shop_id_missing`, `invalid_handle` and `stopped`.
 * Emits `load_error` when a collection or product page (or the collections page's list) fails to
 * load, `redirect` when it was renamed.
 */
export interface CatalogFacade extends Facade<CatalogSnapshot, CatalogEmitted> {
  /**
   * The collections list, page `page` (12 a page; 50 with `home`, 000 §9): with `home`, the home
   * page's collection_list, whose failure sends nothing ({@link HomeSectionLoad}).
   */
  collections(options?: { readonly page?: number } & HomeSectionLoad): Promise<Result<CollectionsView>>;
  /**
   * Opens a collection page: a route, or a category slug (`'all'` is products-all). A route
   * change resets data, sort (id:desc) and filter (all) (000 §2). With `home`, the listing of
   * home's featured_collection: its failure sends nothing ({@link HomeSectionLoad}).
   */
  collection(
    route: CollectionRoute | string,
    query?: CollectionQuery & HomeSectionLoad,
  ): Promise<Result<CollectionView>>;
  /** Sorts the open collection page (`name:asc`, `price:desc`, ...); goes back to page 1 (000 §2). */
  sort(sortBy: string): Promise<Result<CollectionView>>;
  /** Filters the open collection page: `all` or `new` (New Arrivals); goes back to page 1. */
  filter(filterBy: string): Promise<Result<CollectionView>>;
  /** Shows page `page` of the open collection page. */
  goToPage(page: number): Promise<Result<CollectionView>>;
  /** Appends the next page of the open collection page (000 §2 "load more appends products"). */
  loadMore(): Promise<Result<CollectionView>>;
  /**
   * Puts the page before the first one shown before the list: a page opened at ?page=N shows the
   * products before it on demand (`view.hasPrevious`; docs/decisions/0587).
   */
  loadPrevious(): Promise<Result<CollectionView>>;
  /**
   * Opens a product page: the variant from `variant` (the query) if valid, else the first
   * available (000 §4); a load of the same handle under 20 s old is reused (000 §9). With `home`,
   * the product of home's featured_product: its failure sends nothing ({@link HomeSectionLoad}).
   */
  product(
    handle: string,
    options?: HomeSectionLoad & {
      readonly variant?: string | number | null;
      /**
       * The whole query of the page asked (`location.search`, with or without its `?`): a renamed
       * product's redirect keeps it (000 §2 Navigation rules "query kept"), so
       * `/products/old-tee?variant=5` goes to `/products/new-tee?variant=5`. Absent: none is kept.
       */
      readonly search?: string | null;
    },
  ): Promise<Result<ProductView>>;
  /**
   * Tells the catalogue that the product page of the product it holds is shown again, without a
   * load (the shopper came back to it): emits `product_shown`, a new view of it (001 §3
   * view_content; `@vitrine/sdk` announces it as `product.viewed`). `no_product` unless the
   * product of `handle` is the one shown, ready.
   *
   * @example
   * ```ts
   * const shown = catalog.getSnapshot().context.product;
   * if (shown?.handle === handle && shown.status === 'ready') catalog.productShown(handle);
   * else await catalog.product(handle);
   * ```
   */
  productShown(handle: string): Result<ProductView>;
  /** Chooses an option value; the view's `unavailable` flags a choice that matches no variant (000 §4). */
  selectOption(optionCode: string, valueCode: string): Promise<Result<ProductView>>;
  /** Selects a variant of the open product by id. */
  selectVariant(variantId: string): Promise<Result<ProductView>>;
  /** Searches 500 ms after the last call (000 §9); a blank query clears the results (000 §5). */
  search(query: string): Promise<Result<SearchView>>;
  /** Searches at once (the shopper pressed enter). */
  searchNow(query?: string): Promise<Result<SearchView>>;
  /** Appends the next page of search results. */
  loadMoreResults(): Promise<Result<SearchView>>;
  /** Clears the search. */
  clearSearch(): Promise<Result<SearchView>>;
  /** Loads a product's size chart (000 §3 Size chart request; `none` when it has none). */
  sizeChart(
    product: Pick<Product, 'id' | 'tags'>,
    options?: { readonly useSbSetting?: boolean },
  ): Promise<Result<SizeChartView>>;
  /** Switches the size chart's unit tab, Inch or Cm (000 §4 Size chart v3). */
  setSizeUnit(unit: SizeUnit): Promise<Result<SizeChartView>>;
  /**
   * Renders the personalisation preview of a product (000 §1, §2; personalize-render.json, 000 §7):
   * its styles and designs and the picture to show. The preview of the product already shown is
   * not asked for again; one that failed is. A failure (`preview_failed`; a product without
   * personalisation answers 404) is reported once with tag personalize=preview and its view shows
   * 'products.cannot_show_preview' (001 §8, docs/decisions/0149).
   *
   * @example
   * ```ts
   * const preview = await catalog.personalization(product.id);
   * if (preview.ok) render(preview.value.image, preview.value.styles);
   * ```
   */
  personalization(productId: string): Promise<Result<PersonalizationView>>;
  /**
   * Picks a style (from its first design) and a design of the preview shown; an index outside the
   * lists is ignored (docs/decisions/0149).
   */
  selectPersonalization(choice: {
    readonly style?: number;
    readonly design?: number;
  }): Result<PersonalizationView>;
  /**
   * The host could not load the preview's picture (the core never loads images): the preview
   * fails, shows 'products.cannot_show_preview' and reports once (001 §8).
   */
  personalizationImageFailed(src?: string): Result<PersonalizationView>;
  /** The recently viewed products, most recent first (000 §9 recent_viewed_products). */
  recentlyViewed(): readonly RecentlyViewedItem[];
  /**
   * The shop's currency (the platform's prices are in it) and the locale of descriptions, once the
   * shop data loaded, and the visitor's display currency (000 §9; `null` shows the shop's): every
   * view, the pages shown included, is read again with them, each price converted with
   * core-pricing and keeping its shop amount as `shop` (docs/decisions/0280).
   *
   * @example
   * ```ts
   * catalog.configure({ display: { currency: 'EUR', locale: 'de-DE', rates: { base: 'USD', rates: { EUR: 0.92 } } } });
   * selectProduct(catalog.getSnapshot())?.variant?.price; // { amount: 2208, currency: 'EUR', shop: { amount: 2400, currency: 'USD' } }
   * ```
   */
  configure(settings: {
    readonly currency?: string;
    readonly locale?: string;
    readonly display?: DisplayCurrency | null;
  }): void;
}

/**
 * The catalogue machine with its actors provided (the platform through `transport`, the ports);
 * no actor started. `@vitrine/sdk` spawns it in its system with {@link catalogInput}.
 *
 * @example
 * ```ts
 * const actor = createActor(catalogLogic({ transport }), { input: catalogInput({ currency: 'USD' }) }).start();
 * ```
 */
export function catalogLogic(options: Pick<CatalogOptions, 'transport' | 'ports' | 'navigateOnLoadError'>) {
  const actors = catalogActors(options.transport, options.ports);
  const navigate = options.navigateOnLoadError ? options.ports?.navigate : undefined;
  return catalogMachineWith({
    actions: {
      navigateOnLoadError: (_, intent) => navigate?.(intent),
    },
    actors: {
      collectionsList: collectionsListMachineWith({ actors }),
      collection: collectionMachineWith({ actors }),
      product: productMachineWith({ actors }),
      search: searchMachineWith({ actors }),
      sizeChart: sizeChartMachineWith({ actors }),
      personalization: personalizationMachineWith({ actors }),
      readRecentlyViewed: actors.readRecentlyViewed,
    },
  });
}

/** The machine input of the catalogue: its currency, locale and display currency. */
export function catalogInput(options: CatalogInput = {}): CatalogInput {
  return {
    ...(options.currency === undefined ? {} : { currency: options.currency }),
    ...(options.locale === undefined ? {} : { locale: options.locale }),
    ...(options.display === undefined ? {} : { display: options.display }),
  };
}

const fail = (code: string, message?: string): { readonly ok: false; readonly error: DomainError } =>
  failure(message === undefined ? { code } : { code, message });

const BUSY_COLLECTION: ReadonlySet<string> = new Set(['loading', 'loading-more', 'loading-previous']);
const BUSY_SEARCH: ReadonlySet<string> = new Set(['debouncing', 'searching', 'loading-more']);

/** A settled view as a result: ready (or `none`) is a success, else its failure. */
const outcome = <V extends { readonly status: string; readonly error: DomainError | null }>(
  view: V,
): Result<V> =>
  view.status === 'not-found' || view.status === 'redirected' || view.status === 'error'
    ? failure(view.error ?? { code: view.status === 'not-found' ? 'not_found' : 'error' })
    : success(view);

/** A settled personalisation preview as a result: a failed one is `preview_failed` (001 §8). */
const previewOutcome = (result: Result<PersonalizationView>): Result<PersonalizationView> =>
  result.ok && result.value.status === 'failed'
    ? fail('preview_failed', result.value.failure?.detail ?? result.value.failure?.reason)
    : result;

/**
 * The facade over any running actor of {@link catalogLogic} (standalone, or spawned by
 * `@vitrine/sdk` with a `systemId`).
 *
 * @example
 * ```ts
 * const catalog = catalogFacade(actorRef, { shopId: 7 });
 * const page = await catalog.product('classic-crew-tee');
 * ```
 */
export function catalogFacade(
  actor: CatalogActorRef,
  options: Pick<CatalogOptions, 'shopId'> = {},
): CatalogFacade {
  /** Waits until `pick` gives a view that `settled` accepts; `stopped` when the actor stops first. */
  async function settle<V extends { readonly status: string; readonly error: DomainError | null }>(
    pick: (snapshot: CatalogSnapshot) => V | null,
    settled: (view: V) => boolean,
    /** Whether the view settled on is another call's (this one was superseded). */
    replaced: (view: V) => boolean = () => false,
  ): Promise<Result<V>> {
    const snapshot = await whenSnapshot(actor, (s) => {
      const view = pick(s);
      return view !== null && settled(view);
    });
    const view = snapshot.status === 'active' ? pick(snapshot) : null;
    if (view === null) return fail('stopped');
    return replaced(view) ? fail('superseded', 'a newer call of its kind replaced this one') : outcome(view);
  }

  /**
   * The last call of each page kind: the catalogue shows one product page, one collection page and
   * one preview at a time, so a call another call of its kind followed settles `superseded` (as a
   * search does) rather than waiting for a page that will not come.
   */
  const latest = { product: 0, collection: 0, collections: 0, personalization: 0, sizeChart: 0 };
  /** The collection page open now settled; `superseded` when another collection replaced it meanwhile. */
  const collectionSettled = (route: CollectionView['route']) =>
    settle(
      (s) => s.context.collection,
      (view) => !sameRoute(view.route, route) || !BUSY_COLLECTION.has(view.status),
      (view) => !sameRoute(view.route, route),
    );
  const personalizationNow = (): Result<PersonalizationView> => {
    const view = actor.getSnapshot().context.personalization;
    return view === null ? fail('no_personalization') : success(view);
  };
  const onCollection = (send: () => void): Promise<Result<CollectionView>> => {
    const open = actor.getSnapshot().context.collection;
    if (open === null) return Promise.resolve(fail('no_collection'));
    send();
    return collectionSettled(open.route);
  };
  const onProduct = (send: () => void): Promise<Result<ProductView>> => {
    if (actor.getSnapshot().context.product?.status !== 'ready') return Promise.resolve(fail('no_product'));
    send();
    return settle(
      (s) => s.context.product,
      (view) => view.status !== 'loading',
    );
  };
  const searchSettled = (query: string | null) =>
    settle(
      (s) => s.context.search,
      (view) => !BUSY_SEARCH.has(view.status) || (query !== null && view.query !== query),
    ).then((result): Result<SearchView> => {
      if (!result.ok || query === null || result.value.query === query) return result;
      return fail('superseded', 'a newer search replaced this one');
    });

  return {
    ...actorFacade(actor, CATALOG_SNAPSHOT_VERSION),

    collections(query = {}) {
      // No `home` asks for the collections page's list, 12 a page (000 §9).
      actor.send({ type: 'catalog.collections', page: query.page ?? null, home: query.home ?? false });
      const call = ++latest.collections;
      return settle(
        (s) => s.context.collections,
        (view) => view.status !== 'loading',
        () => latest.collections !== call,
      );
    },

    collection(route, query = {}) {
      const wanted = routeOf(route);
      const call = ++latest.collection;
      actor.send({
        type: 'catalog.collection',
        route: wanted,
        page: query.page ?? null,
        sortBy: query.sortBy ?? null,
        filterBy: query.filterBy ?? null,
        search: query.search ?? null,
        home: query.home ?? false,
      });
      const ours = (view: CollectionView) => sameRoute(view.route, wanted);
      return settle(
        (s) => s.context.collection,
        (view) => (ours(view) ? !BUSY_COLLECTION.has(view.status) : latest.collection !== call),
        (view) => !ours(view),
      );
    },

    sort: (sortBy) => onCollection(() => actor.send({ type: 'collection.sort', sortBy })),
    filter: (filterBy) => onCollection(() => actor.send({ type: 'collection.filter', filterBy })),
    goToPage: (page) => onCollection(() => actor.send({ type: 'collection.page', page })),
    loadMore: () => onCollection(() => actor.send({ type: 'collection.more' })),
    loadPrevious: () => onCollection(() => actor.send({ type: 'collection.previous' })),

    product(handle, query = {}) {
      const wanted = handle.trim();
      if (wanted === '') return Promise.resolve(fail('invalid_handle', 'a product handle is required'));
      const call = ++latest.product;
      actor.send({
        type: 'catalog.product',
        handle: wanted,
        variant: query.variant ?? null,
        search: query.search ?? null,
        home: query.home ?? false,
      });
      const ours = (view: ProductView) => view.handle === wanted;
      return settle(
        (s) => s.context.product,
        (view) => (ours(view) ? view.status !== 'loading' : latest.product !== call),
        (view) => !ours(view),
      );
    },

    productShown(handle) {
      const wanted = handle.trim();
      const shown = actor.getSnapshot().context.product;
      if (shown?.status !== 'ready' || shown.handle !== wanted || shown.product === null)
        return fail('no_product');
      actor.send({ type: 'catalog.product_shown', handle: wanted });
      return success(shown);
    },

    selectOption(optionCode, valueCode) {
      return onProduct(() => actor.send({ type: 'option.select', optionCode, valueCode }));
    },

    selectVariant(variantId) {
      return onProduct(() => actor.send({ type: 'variant.select', variantId }));
    },

    search(query) {
      actor.send({ type: 'search.query', query });
      return searchSettled(query);
    },

    searchNow(query) {
      actor.send(query === undefined ? { type: 'search.submit' } : { type: 'search.submit', query });
      return searchSettled(query ?? null);
    },

    loadMoreResults() {
      actor.send({ type: 'search.more' });
      // The query whose next page this is: a newer search supersedes it.
      return searchSettled(actor.getSnapshot().context.search?.query ?? null);
    },

    clearSearch() {
      actor.send({ type: 'search.clear' });
      return searchSettled(null);
    },

    sizeChart(product, query = {}) {
      if (options.shopId === undefined) {
        return Promise.resolve(
          fail('shop_id_missing', 'createCatalog({ shopId }) is needed for size charts'),
        );
      }
      actor.send({
        type: 'catalog.size_chart',
        shopId: options.shopId,
        productRefId: product.id,
        productTags: product.tags,
        useSbSetting: query.useSbSetting ?? false,
      });
      const call = ++latest.sizeChart;
      return settle(
        (s) => s.context.sizeChart,
        (view) => view.status !== 'loading',
        () => latest.sizeChart !== call,
      );
    },

    setSizeUnit(unit) {
      if (actor.getSnapshot().context.sizeChart === null) return Promise.resolve(fail('no_size_chart'));
      actor.send({ type: 'size_chart.unit', unit });
      return settle(
        (s) => s.context.sizeChart,
        (view) => view.status !== 'loading',
      );
    },

    personalization(productId) {
      const wanted = String(productId).trim();
      if (wanted === '') return Promise.resolve(fail('invalid_product', 'a product id is required'));
      if (actor.getSnapshot().status === 'stopped') return Promise.resolve(fail('stopped'));
      const call = ++latest.personalization;
      const shown = actor.getSnapshot().context.personalization;
      if (shown?.productId !== wanted || shown.status === 'failed') {
        actor.send({ type: 'catalog.personalization', productId: wanted });
      }
      return whenSnapshot(actor, (s) => {
        const view = s.context.personalization;
        if (view === null) return false;
        return view.productId === wanted ? view.status !== 'loading' : latest.personalization !== call;
      }).then((s) =>
        s.status !== 'active'
          ? fail('stopped')
          : s.context.personalization?.productId === wanted
            ? previewOutcome(personalizationNow())
            : fail('superseded', 'a newer call of its kind replaced this one'),
      );
    },

    selectPersonalization(choice) {
      if (actor.getSnapshot().context.personalization?.status !== 'ready') return fail('no_personalization');
      if (choice.style !== undefined) actor.send({ type: 'preview.style', index: choice.style });
      if (choice.design !== undefined) actor.send({ type: 'preview.design', index: choice.design });
      return previewOutcome(personalizationNow());
    },

    personalizationImageFailed(src) {
      if (actor.getSnapshot().context.personalization?.status !== 'ready') return fail('no_personalization');
      actor.send(
        src === undefined ? { type: 'preview.image_failed' } : { type: 'preview.image_failed', src },
      );
      return previewOutcome(personalizationNow());
    },

    recentlyViewed: () => actor.getSnapshot().context.recentlyViewed,
    configure: (settings) => actor.send({ type: 'catalog.configure', ...settings }),
  };
}

/**
 * A standalone catalogue with its own actor: collections, collection pages, product pages,
 * search, size charts and recently viewed products, over the platform through `transport`.
 *
 * @example
 * ```ts
 * import { createTransport } from '@vitrine/api-client';
 * import { createCatalog } from '@vitrine/core-catalog';
 *
 * const transport = createTransport({ baseURL: 'http://127.0.0.1:3000', shopDomain: 'localhost' });
 * const catalog = createCatalog({ transport, currency: 'USD' });
 * const page = await catalog.product('classic-crew-tee');
 * if (page.ok) console.log(page.value.variant?.price); // { amount: 2400, currency: 'USD' }
 * else console.log(page.error.code); // 'not_found' | 'PRODUCT_ERROR'
 * ```
 */
export function createCatalog(options: CatalogOptions): CatalogFacade {
  const restored = restorable(options.snapshot, CATALOG_SNAPSHOT_VERSION) as Snapshot<unknown> | undefined;
  const actor = createActor(catalogLogic(options), {
    input: catalogInput(options),
    ...(options.ports?.clock ? { clock: options.ports.clock } : {}),
    ...(options.inspect ? { inspect: options.inspect } : {}),
    ...(restored ? { snapshot: restored } : {}),
  });
  return catalogFacade(actor.start(), options);
}
