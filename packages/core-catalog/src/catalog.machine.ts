import {
  DEFAULT_CURRENCY,
  DEFAULT_LOCALE,
  type DisplayCurrency,
  fromMinorUnits,
  sameDisplayCurrency,
  shopMoney,
} from '@vitrine/core-pricing';
import { EMPTY_RESULT_ERROR_TEXT, loadErrorIntent, routePath } from '@vitrine/core-shop';
import { type NavigationIntent, notProvided, type MachineImplementations } from '@vitrine/ports';
import {
  type AnyActorRef,
  assign,
  emit,
  enqueueActions,
  fromPromise,
  type SnapshotFrom,
  sendTo,
  setup,
} from 'xstate';
import { COLLECTION_LIST_PAGE_SIZE, HOME_COLLECTION_LIST_PAGE_SIZE } from './catalog.constants';
import { recentlyViewedFromStored } from './catalog.map';
import type {
  CatalogFailure,
  CollectionsView,
  CollectionView,
  PersonalizationView,
  Product,
  ProductView,
  RecentlyViewedItem,
  SearchView,
  SizeChartView,
} from './catalog.view.types';
import {
  readCollectionsView,
  readCollectionView,
  readPersonalizationView,
  readProductView,
  readSearchView,
  readSizeChartView,
} from './catalog.views';
import {
  type CollectionEvent,
  type CollectionPageInput,
  type collectionMachine,
  collectionMachineWith,
} from './collection.machine';
import { type CollectionRoute, parsePage } from './collection.rules';
import { type collectionsListMachine, collectionsListMachineWith } from './collections.machine';
import {
  type PersonalizationEvent,
  type personalizationMachine,
  personalizationMachineWith,
} from './personalization.machine';
import { type ProductEvent, type productMachine, productMachineWith } from './product.machine';
import { type RecentlyViewedProduct, recentlyViewedEntry, rememberViewed } from './recently-viewed.rules';
import { type CatalogRedirect, redirectIntent } from './redirect.rules';
import { type SearchEvent, type searchMachine, searchMachineWith } from './search.machine';
import {
  type SizeChartEvent,
  type SizeChartInput,
  type sizeChartMachine,
  sizeChartMachineWith,
} from './size-chart.machine';
import { findVariant } from './variant.rules';

/**
 * What the catalogue starts from: the currency the platform's prices are in, the locale of
 * descriptions, and the currency prices are shown in.
 */
export interface CatalogInput {
  /** ISO 4217 code of the shop's prices (`DEFAULT_CURRENCY` of core-pricing when absent). */
  readonly currency?: string;
  /** The locale product descriptions are shown in (000 §3; `DEFAULT_LOCALE` when absent). */
  readonly locale?: string;
  /**
   * The visitor's currency (000 §9, core-pricing's `DisplayCurrency`): every price of every view
   * is shown in it, keeping the shop amount as `shop` (docs/decisions/0280). Absent: the shop's.
   */
  readonly display?: DisplayCurrency;
}

/**
 * A load a home section asks for (000 §2 Home): the collection_list's list (`catalog.collections`),
 * the featured_collection's listing (`catalog.collection`), the featured_product's product
 * (`catalog.product`). Its failure (or rename) stays in its section and home stays: no `load_error`,
 * `redirect` or navigation, where the collections, collection and product pages go to the
 * not-found or error page (000 §2 Navigation rules; docs/decisions/0574, 0659).
 */
export interface HomeSectionLoad {
  /** Asked by a home section; absent or `false`: by the page of its kind. */
  readonly home?: boolean;
}

/** Which of the collection page and product page the catalogue holds a home section asked for. */
export interface HomeSectionPages {
  readonly collection: boolean;
  readonly product: boolean;
}

/**
 * The catalogue's state as the facade speaks it: one view per page kind, `null` until first
 * asked for, plus the recently viewed products (000 §9). Serialisable.
 */
export interface CatalogContext {
  readonly currency: string;
  readonly locale: string;
  readonly display: DisplayCurrency | undefined;
  readonly collections: CollectionsView | null;
  readonly collection: CollectionView | null;
  readonly product: ProductView | null;
  readonly search: SearchView | null;
  readonly sizeChart: SizeChartView | null;
  /** The personalisation preview of the product shown (000 §1, §2), `null` until first asked for. */
  readonly personalization: PersonalizationView | null;
  readonly recentlyViewed: readonly RecentlyViewedItem[];
  /**
   * The entries `recentlyViewed` shows, in its order, with their prices as stored (the shop's
   * numbers): each `catalog.configure` prices them again, so a list read before the shop's
   * currency was known shows that currency once it is (000 §9, docs/decisions/0280).
   */
  readonly recentlyViewedEntries: readonly RecentlyViewedProduct[];
  /**
   * Whether the collection page and the product page held were asked for by a home section
   * ({@link HomeSectionLoad}); absent in a context persisted before it was kept: neither.
   */
  readonly homeSections?: HomeSectionPages;
}

/** Events of the catalogue machine: open a page kind, or act on the one open. */
export type CatalogEvent =
  /**
   * The shop's currency and locale, once its data loaded, and the visitor's display currency
   * (`null` shows the shop's again); every view is read again with them.
   */
  | {
      readonly type: 'catalog.configure';
      readonly currency?: string;
      readonly locale?: string;
      readonly display?: DisplayCurrency | null;
    }
  | ({ readonly type: 'catalog.collections'; readonly page?: string | number | null } & HomeSectionLoad)
  | ({ readonly type: 'catalog.collection' } & CollectionPageInput & HomeSectionLoad)
  | Exclude<CollectionEvent, { readonly type: 'collection.route' }>
  /**
   * Opens a product page; `search` is the query of the page asked, kept by a renamed product's
   * redirect (000 §2 Navigation rules "query kept").
   */
  | ({
      readonly type: 'catalog.product';
      readonly handle: string;
      readonly variant?: string | number | null;
      readonly search?: string | null;
    } & HomeSectionLoad)
  /**
   * The product page of the product shown is shown again without a load (the shopper came back to
   * it): a new view of it, emitted as `product_shown`.
   */
  | { readonly type: 'catalog.product_shown'; readonly handle: string }
  | Exclude<ProductEvent, { readonly type: 'product.load' | 'product.load_expired' }>
  | SearchEvent
  | ({ readonly type: 'catalog.size_chart' } & SizeChartInput)
  | Exclude<SizeChartEvent, { readonly type: 'size_chart.load' }>
  /** Renders the personalisation preview of a product (personalize-render.json, 000 §7). */
  | { readonly type: 'catalog.personalization'; readonly productId: string }
  | Exclude<PersonalizationEvent, { readonly type: 'preview.load' }>;

/**
 * What the catalogue emits: `load_error` when a collection or product page load (or the
 * collections page's list) ends in not-found or an error (000 §2 Navigation rules), so the host
 * (or `@vitrine/sdk`) can show the not-found or error page; `redirect` when the page was renamed
 * and the platform named its new path.
 */
export type CatalogEmitted =
  | {
      readonly type: 'load_error';
      readonly source: 'collection' | 'product';
      /** The product handle or collection slug, `null` for listings without one (and the collections list). */
      readonly handle: string | null;
      readonly error: CatalogFailure;
      /**
       * Where 000 §2 sends the shopper: page-not-found for the page's path, or the error page with
       * COLLECTION_ERROR / PRODUCT_ERROR (`loadErrorIntent` of core-shop).
       */
      readonly intent: NavigationIntent;
    }
  /**
   * A renamed product or collection (000 §8 "redirect server side to a matching URL"): the platform
   * named where it lives now; `intent` replaces the old path with the new one
   * (docs/decisions/0282).
   */
  | {
      readonly type: 'redirect';
      readonly source: 'collection' | 'product';
      readonly handle: string | null;
      readonly redirect: CatalogRedirect;
      readonly intent: NavigationIntent;
    }
  /**
   * The product page showed the product it holds again, without a load (`productShown`): each
   * showing of a product page is a view (001 §3 view_content). A load that shows another product
   * is seen in the snapshot (the product view's id changes) and emits nothing.
   */
  | { readonly type: 'product_shown'; readonly handle: string; readonly product: Product };

/** The storefront path of a collection page (core-shop's route table). */
export function collectionPath(route: CollectionRoute): string {
  if (route.name === 'products-all') return routePath('products-all');
  if (route.name === 'category') return routePath('category', { slug: route.slug });
  return `${routePath(route.name)}?q=${encodeURIComponent(route.q)}`;
}

/** The navigation intent of a failed load (000 §2 Navigation rules). */
export function loadFailureIntent(
  source: 'collection' | 'product',
  error: CatalogFailure,
  from: string,
): NavigationIntent {
  const message = error.code === 'not_found' ? EMPTY_RESULT_ERROR_TEXT : (error.message ?? error.code);
  return loadErrorIntent(message, from, source);
}

type ChildSnapshotEvent =
  | {
      readonly type: 'xstate.snapshot.collections';
      readonly snapshot: SnapshotFrom<typeof collectionsListMachine>;
    }
  | { readonly type: 'xstate.snapshot.collection'; readonly snapshot: SnapshotFrom<typeof collectionMachine> }
  | { readonly type: 'xstate.snapshot.product'; readonly snapshot: SnapshotFrom<typeof productMachine> }
  | { readonly type: 'xstate.snapshot.search'; readonly snapshot: SnapshotFrom<typeof searchMachine> }
  | { readonly type: 'xstate.snapshot.sizeChart'; readonly snapshot: SnapshotFrom<typeof sizeChartMachine> }
  | {
      readonly type: 'xstate.snapshot.personalization';
      readonly snapshot: SnapshotFrom<typeof personalizationMachine>;
    };

/** The redirect of a page that became `redirected` with this snapshot (000 §8), else `null`. */
const redirectedNow = (
  before: { readonly status: string } | null,
  after: { readonly status: string; readonly error: CatalogFailure | null },
): CatalogRedirect | null =>
  after.status === 'redirected' && before?.status !== 'redirected' ? (after.error?.redirect ?? null) : null;

/** The recently viewed entries as the facade shows them, prices from `currency` in `display`. */
const pricedRecentlyViewed = (
  entries: readonly RecentlyViewedProduct[],
  currency: string,
  display: DisplayCurrency | undefined,
): RecentlyViewedItem[] => entries.map((entry) => recentlyViewedFromStored(entry, currency, display));

/**
 * The recently viewed entries behind `recentlyViewed`. A context persisted before they were kept
 * (the sdk embeds the catalogue's in its own snapshots) has none: they are taken back from the
 * shown items' shop amounts.
 */
const recentlyViewedEntriesOf = (context: CatalogContext): readonly RecentlyViewedProduct[] =>
  (context.recentlyViewedEntries as readonly RecentlyViewedProduct[] | undefined) ??
  context.recentlyViewed.map((item) => {
    const shop = item.price === null ? null : shopMoney(item.price);
    return {
      id: item.id,
      handle: item.handle,
      title: item.title,
      image: item.image,
      price: shop === null ? null : fromMinorUnits(shop.amount, shop.currency),
    };
  });

const failedNow = (before: { readonly status: string } | null, after: { readonly status: string }): boolean =>
  (after.status === 'not-found' || after.status === 'error') && before?.status !== after.status;

/** Whether the page of `source` the catalogue holds was asked for by a home section ({@link HomeSectionLoad}). */
const forHome = (context: CatalogContext, source: keyof HomeSectionPages): boolean =>
  context.homeSections?.[source] === true;

/** `context`'s home section pages with the one of `source` asked for by a home section, or not. */
const homeSectionsWith = (
  context: CatalogContext,
  source: keyof HomeSectionPages,
  home: boolean,
): HomeSectionPages => ({
  collection: forHome(context, 'collection'),
  product: forHome(context, 'product'),
  [source]: home,
});

/** The actors of {@link catalogMachine} until a host provides them. */
const catalogActorDefaults = () => ({
  readRecentlyViewed: fromPromise<readonly RecentlyViewedProduct[], void>(notProvided('readRecentlyViewed')),
});

/** The port actions of {@link catalogMachine}: no-ops until provided. */
const catalogPortActions = () => ({
  /**
   * Carries a failed load's intent (or a renamed page's redirect) out; a no-op unless
   * `catalogLogic({ navigateOnLoadError })`.
   */
  navigateOnLoadError: (_: unknown, _intent: NavigationIntent) => {},
});

/** The page machines the catalogue runs as children, by actor name. */
interface CatalogChildMachines {
  readonly collectionsList: ReturnType<typeof collectionsListMachineWith>;
  readonly collection: ReturnType<typeof collectionMachineWith>;
  readonly product: ReturnType<typeof productMachineWith>;
  readonly search: ReturnType<typeof searchMachineWith>;
  readonly sizeChart: ReturnType<typeof sizeChartMachineWith>;
  readonly personalization: ReturnType<typeof personalizationMachineWith>;
}

/** What {@link catalogMachineWith} takes in place of the defaults. */
export type CatalogImplementations = MachineImplementations<
  ReturnType<typeof catalogActorDefaults> & CatalogChildMachines,
  ReturnType<typeof catalogPortActions>
>;

/**
 * Builds {@link catalogMachine} with `impl`'s actors and port actions in place of the defaults: one
 * `StateMachine`, where `.provide(impl)` built a second one (docs/decisions/0550).
 */
export function catalogMachineWith(impl: CatalogImplementations = {}) {
  return setup({
    types: {
      context: {} as CatalogContext,
      events: {} as CatalogEvent | ChildSnapshotEvent,
      input: {} as CatalogInput,
      emitted: {} as CatalogEmitted,
    },
    actors: {
      ...catalogActorDefaults(),
      ...impl.actors,
      // The page machines are built only when not provided.
      collectionsList: impl.actors?.collectionsList ?? collectionsListMachineWith(),
      collection: impl.actors?.collection ?? collectionMachineWith(),
      product: impl.actors?.product ?? productMachineWith(),
      search: impl.actors?.search ?? searchMachineWith(),
      sizeChart: impl.actors?.sizeChart ?? sizeChartMachineWith(),
      personalization: impl.actors?.personalization ?? personalizationMachineWith(),
    },
    actions: {
      ...catalogPortActions(),
      ...impl.actions,
      /** The collection page's own load follows: not a home section's (decision 0659). */
      collectionPageAsks: assign(({ context }) => ({
        homeSections: homeSectionsWith(context, 'collection', false),
      })),
    },
    guards: {
      hasCollection: ({ context }) => context.collection !== null,
      hasSizeChart: ({ context }) => context.sizeChart !== null,
      // A snapshot persisted before the preview joined the catalogue has no `personalization`.
      hasPersonalization: ({ context }) => (context.personalization ?? null) !== null,
    },
  }).createMachine({
    id: 'catalog',
    context: ({ input }) => ({
      currency: input?.currency ?? DEFAULT_CURRENCY,
      locale: input?.locale ?? DEFAULT_LOCALE,
      display: input?.display,
      collections: null,
      collection: null,
      product: null,
      search: null,
      sizeChart: null,
      personalization: null,
      recentlyViewed: [],
      recentlyViewedEntries: [],
      homeSections: { collection: false, product: false },
    }),
    entry: enqueueActions(({ enqueue }) => {
      enqueue.spawnChild('product', { id: 'product', input: {}, syncSnapshot: true });
      enqueue.spawnChild('search', { id: 'search', input: {}, syncSnapshot: true });
    }),
    invoke: {
      src: 'readRecentlyViewed',
      onDone: {
        actions: assign(({ context, event }) => {
          // Products shown before the read finished stay first. The stored prices are kept as they
          // are: the shop's currency may not be known yet (`catalog.configure` prices them again).
          const entries = recentlyViewedEntriesOf(context).reduceRight(
            (list, entry) => rememberViewed(list, entry),
            event.output,
          );
          return {
            recentlyViewedEntries: entries,
            recentlyViewed: pricedRecentlyViewed(entries, context.currency, context.display),
          };
        }),
      },
      // 000 §8: storage failures are tolerated.
      onError: {},
    },
    on: {
      'catalog.configure': {
        actions: enqueueActions(({ context, event, enqueue, self }) => {
          const currency = event.currency ?? context.currency;
          const locale = event.locale ?? context.locale;
          const display = event.display === undefined ? context.display : (event.display ?? undefined);
          if (
            currency === context.currency &&
            locale === context.locale &&
            sameDisplayCurrency(display, context.display)
          ) {
            return;
          }
          // Every page shown follows at once (docs/decisions/0280): the views are read again from
          // the pages' snapshots, the recently viewed ones priced again from their stored amounts
          // (read before the shop's currency was known, they were priced in the default one).
          const children = self.getSnapshot().children as Readonly<Record<string, AnyActorRef | undefined>>;
          const read = <T>(id: string): T | undefined => children[id]?.getSnapshot() as T | undefined;
          const collection = read<SnapshotFrom<typeof collectionMachine>>('collection');
          const product = read<SnapshotFrom<typeof productMachine>>('product');
          const search = read<SnapshotFrom<typeof searchMachine>>('search');
          enqueue.assign({
            currency,
            locale,
            display,
            collection: collection ? readCollectionView(collection, currency, display) : context.collection,
            product: product ? readProductView(product, currency, locale, display) : context.product,
            search: search ? readSearchView(search, currency, display) : context.search,
            recentlyViewed: pricedRecentlyViewed(recentlyViewedEntriesOf(context), currency, display),
          });
        }),
      },
      'catalog.collections': {
        actions: enqueueActions(({ context, event, enqueue }) => {
          // No `home` is the collections page's list: 000 §9 Page sizes "collection list 12;
          // collection list on home 50", whichever list ran before.
          const home = event.home ?? false;
          if (context.collections === null) {
            enqueue.spawnChild('collectionsList', {
              id: 'collections',
              input: { page: event.page ?? null, home },
              syncSnapshot: true,
            });
          } else if (
            (home ? HOME_COLLECTION_LIST_PAGE_SIZE : COLLECTION_LIST_PAGE_SIZE) !==
            context.collections.pageSize
          ) {
            enqueue.stopChild('collections');
            enqueue.spawnChild('collectionsList', {
              id: 'collections',
              input: { page: event.page ?? null, home },
              syncSnapshot: true,
            });
          } else {
            enqueue.sendTo('collections', { type: 'collections.page', page: parsePage(event.page) });
          }
        }),
      },
      'catalog.collection': {
        actions: enqueueActions(({ context, event, enqueue }) => {
          const { type: _type, home = false, ...input } = event;
          enqueue.assign({ homeSections: homeSectionsWith(context, 'collection', home) });
          if (context.collection === null) {
            enqueue.spawnChild('collection', { id: 'collection', input, syncSnapshot: true });
          } else {
            enqueue.sendTo('collection', { ...input, type: 'collection.route' });
          }
        }),
      },
      // A sort, a filter, another page or a retry is the collection page's own (a home section
      // asks for none): its failure goes to the not-found or error page again.
      'collection.sort': {
        guard: 'hasCollection',
        actions: ['collectionPageAsks', sendTo('collection', ({ event }) => event)],
      },
      'collection.filter': {
        guard: 'hasCollection',
        actions: ['collectionPageAsks', sendTo('collection', ({ event }) => event)],
      },
      'collection.page': {
        guard: 'hasCollection',
        actions: ['collectionPageAsks', sendTo('collection', ({ event }) => event)],
      },
      'collection.more': { guard: 'hasCollection', actions: sendTo('collection', ({ event }) => event) },
      'collection.previous': {
        guard: 'hasCollection',
        actions: sendTo('collection', ({ event }) => event),
      },
      'collection.retry': {
        guard: 'hasCollection',
        actions: ['collectionPageAsks', sendTo('collection', ({ event }) => event)],
      },
      'catalog.product': {
        actions: [
          assign(({ context, event }) => ({
            homeSections: homeSectionsWith(context, 'product', event.home ?? false),
          })),
          sendTo('product', ({ event }) => ({
            type: 'product.load' as const,
            handle: event.handle,
            variant: event.variant ?? null,
            search: event.search ?? null,
          })),
        ],
      },
      'catalog.product_shown': {
        guard: ({ context, event }) =>
          context.product?.status === 'ready' &&
          context.product.handle === event.handle.trim() &&
          context.product.product !== null,
        actions: emit(({ context, event }) => ({
          type: 'product_shown' as const,
          handle: event.handle.trim(),
          // The guard holds: the product page is ready with its product.
          product: context.product!.product!,
        })),
      },
      'option.select': { actions: sendTo('product', ({ event }) => event) },
      'variant.select': { actions: sendTo('product', ({ event }) => event) },
      'upload.started': { actions: sendTo('product', ({ event }) => event) },
      'upload.finished': { actions: sendTo('product', ({ event }) => event) },
      'product.retry': {
        actions: [
          assign(({ context }) => ({ homeSections: homeSectionsWith(context, 'product', false) })),
          sendTo('product', ({ event }) => event),
        ],
      },
      'search.query': { actions: sendTo('search', ({ event }) => event) },
      'search.submit': { actions: sendTo('search', ({ event }) => event) },
      'search.more': { actions: sendTo('search', ({ event }) => event) },
      'search.clear': { actions: sendTo('search', ({ event }) => event) },
      'catalog.size_chart': {
        actions: enqueueActions(({ context, event, enqueue }) => {
          const { type: _type, ...input } = event;
          if (context.sizeChart === null) {
            enqueue.spawnChild('sizeChart', { id: 'sizeChart', input, syncSnapshot: true });
          } else {
            enqueue.sendTo('sizeChart', { ...input, type: 'size_chart.load' });
          }
        }),
      },
      'size_chart.unit': { guard: 'hasSizeChart', actions: sendTo('sizeChart', ({ event }) => event) },
      'size_chart.retry': { guard: 'hasSizeChart', actions: sendTo('sizeChart', ({ event }) => event) },
      'catalog.personalization': {
        actions: enqueueActions(({ context, event, enqueue }) => {
          if ((context.personalization ?? null) === null) {
            enqueue.spawnChild('personalization', {
              id: 'personalization',
              input: { productId: event.productId },
              syncSnapshot: true,
            });
          } else {
            enqueue.sendTo('personalization', { type: 'preview.load', productId: event.productId });
          }
        }),
      },
      'preview.style': {
        guard: 'hasPersonalization',
        actions: sendTo('personalization', ({ event }) => event),
      },
      'preview.design': {
        guard: 'hasPersonalization',
        actions: sendTo('personalization', ({ event }) => event),
      },
      'preview.image_failed': {
        guard: 'hasPersonalization',
        actions: sendTo('personalization', ({ event }) => event),
      },
      'preview.retry': {
        guard: 'hasPersonalization',
        actions: sendTo('personalization', ({ event }) => event),
      },

      'xstate.snapshot.collections': {
        actions: enqueueActions(({ context, event, enqueue }) => {
          const view = readCollectionsView(event.snapshot);
          if (view === context.collections) return;
          enqueue.assign({ collections: view });
          // The collections page's list fails as a collection page does (000 §2 Navigation rules,
          // §8 "Other collection ... failures → error page codes COLLECTION_ERROR"); the home
          // page's list section (50 a page, its `home`: HomeSectionLoad) shows its own error state
          // (decision 0574).
          if (
            failedNow(context.collections, view) &&
            view.error &&
            view.pageSize !== HOME_COLLECTION_LIST_PAGE_SIZE
          ) {
            const page = view.page > 1 ? `?page=${view.page}` : '';
            const intent = loadFailureIntent('collection', view.error, `${routePath('collections')}${page}`);
            enqueue(
              emit({
                type: 'load_error' as const,
                source: 'collection' as const,
                handle: null,
                error: view.error,
                intent,
              }),
            );
            enqueue({ type: 'navigateOnLoadError', params: intent });
          }
        }),
      },
      'xstate.snapshot.collection': {
        actions: enqueueActions(({ context, event, enqueue }) => {
          const view = readCollectionView(
            event.snapshot,
            context.currency,
            context.display,
            context.collection,
          );
          if (view === context.collection) return;
          enqueue.assign({ collection: view });
          // A home section's listing fails (or was renamed) in its section: home stays (HomeSectionLoad).
          if (forHome(context, 'collection')) return;
          if (failedNow(context.collection, view) && view.error) {
            const route = view.route;
            const intent = loadFailureIntent('collection', view.error, collectionPath(route));
            enqueue(
              emit({
                type: 'load_error' as const,
                source: 'collection' as const,
                handle: route.name === 'category' ? route.slug : null,
                error: view.error,
                intent,
              }),
            );
            enqueue({ type: 'navigateOnLoadError', params: intent });
          }
          const redirect = redirectedNow(context.collection, view);
          if (redirect) {
            // 000 §2 Navigation rules: a replace-navigation to its 'to', "query kept".
            const intent = redirectIntent(redirect, event.snapshot.context.search ?? '');
            const handle = view.route.name === 'category' ? view.route.slug : null;
            enqueue(
              emit({ type: 'redirect' as const, source: 'collection' as const, handle, redirect, intent }),
            );
            enqueue({ type: 'navigateOnLoadError', params: intent });
          }
        }),
      },
      'xstate.snapshot.product': {
        actions: enqueueActions(({ context, event, enqueue }) => {
          // A resumed page keeps the view its snapshot came with (decision 0560).
          const view = readProductView(
            event.snapshot,
            context.currency,
            context.locale,
            context.display,
            context.product,
          );
          if (view === context.product) return;
          const before = context.product;
          enqueue.assign({ product: view });
          const wire = event.snapshot.context.product;
          const shownNow =
            view.status === 'ready' &&
            wire !== null &&
            (before?.status !== 'ready' || before.product?.id !== view.product?.id);
          if (shownNow) {
            const entry = recentlyViewedEntry(wire, findVariant(wire, event.snapshot.context.variantId));
            const entries = rememberViewed(recentlyViewedEntriesOf(context), entry);
            enqueue.assign({
              recentlyViewedEntries: entries,
              recentlyViewed: pricedRecentlyViewed(entries, context.currency, context.display),
            });
          }
          // A home section's product fails (or was renamed) in its section: home stays (HomeSectionLoad).
          if (forHome(context, 'product')) return;
          if (failedNow(before, view) && view.error) {
            const intent = loadFailureIntent(
              'product',
              view.error,
              routePath('product-single', { slug: view.handle ?? '' }),
            );
            enqueue(
              emit({
                type: 'load_error' as const,
                source: 'product' as const,
                handle: view.handle,
                error: view.error,
                intent,
              }),
            );
            enqueue({ type: 'navigateOnLoadError', params: intent });
          }
          const redirect = redirectedNow(before, view);
          if (redirect) {
            // 000 §2 Navigation rules: a replace-navigation to its 'to', "query kept".
            const intent = redirectIntent(redirect, event.snapshot.context.search ?? '');
            enqueue(
              emit({
                type: 'redirect' as const,
                source: 'product' as const,
                handle: view.handle,
                redirect,
                intent,
              }),
            );
            enqueue({ type: 'navigateOnLoadError', params: intent });
          }
        }),
      },
      'xstate.snapshot.search': {
        actions: assign(({ context, event }) => ({
          search: readSearchView(event.snapshot, context.currency, context.display),
        })),
      },
      'xstate.snapshot.sizeChart': {
        actions: assign(({ event }) => ({ sizeChart: readSizeChartView(event.snapshot) })),
      },
      'xstate.snapshot.personalization': {
        actions: assign(({ event }) => ({ personalization: readPersonalizationView(event.snapshot) })),
      },
    },
  });
}

/**
 * The catalogue: one machine whose children are the page machines (collections list, collection
 * page, product page, search, size chart, personalisation preview), each relaying its snapshot so the catalogue's context
 * holds the TypeScript views a theme renders. Events for a page go to its child; a page kind is
 * spawned when first opened and reused after. The platform actors are provided by `catalogLogic`.
 *
 * @remarks
 * Recently viewed products are read once (`readRecentlyViewed`) and kept up to date as product
 * pages show (000 §9; the product machine stores them).
 */
export const catalogMachine = /* @__PURE__ */ catalogMachineWith();
