import { assign, fromPromise, setup } from 'xstate';
import { COLLECTION_ERROR } from '@vitrine/core-shop';
import { PRODUCT_PAGE_SIZE } from './catalog.constants';
import type { Collection, LoadResult, Product, ProductsPage } from './catalog.types';
import {
  type CollectionRoute,
  type ProductsQuery,
  appendById,
  hasNextPage,
  parsePage,
  productsQuery,
} from './collection.rules';
import type { CatalogError } from './error.rules';
import { type FilterByValue, parseFilter } from './filter.rules';
import { notProvided, type MachineImplementations } from '@vitrine/ports';
import { type ProductSort, initialSort } from './sort.rules';

/** The URL state a collection page starts from: its route and the page, sortby, filterby query. 000 §2. */
export interface CollectionPageInput {
  readonly route: CollectionRoute;
  readonly page?: string | number | null;
  readonly sortBy?: string | null;
  readonly filterBy?: string | null;
  /**
   * The query of the page asked (`?sortby=price:asc&utm_source=mail`), kept by a renamed
   * collection's redirect (000 §2 Navigation rules "query kept").
   */
  readonly search?: string | null;
}

/** Serialisable state of a collection page. */
export interface CollectionContext {
  readonly route: CollectionRoute;
  /** The collection of a category route, once resolved from its slug. */
  readonly collection: Collection | null;
  readonly products: readonly Product[];
  readonly total: number;
  /** The last page loaded (load more moves it forward). */
  readonly page: number;
  /**
   * The first page loaded: a page opened at ?page=N starts there and load previous moves it back
   * (docs/decisions/0587). Absent from a snapshot persisted before it: read as 1.
   */
  readonly firstPage?: number;
  readonly sort: ProductSort;
  readonly filter: FilterByValue;
  /** Why the page could not load (state `notFound` or `failure`). */
  readonly error: CatalogError | null;
  /** Why the last load more failed; the list already shown is kept. */
  readonly moreError: CatalogError | null;
  /**
   * The query of the page asked, which a renamed collection's redirect keeps. Absent from a
   * snapshot persisted before it: read as none.
   */
  readonly search?: string;
}

/** Events of the collection page machine. */
export type CollectionEvent =
  | ({ readonly type: 'collection.route' } & CollectionPageInput)
  | { readonly type: 'collection.sort'; readonly sortBy: string }
  | { readonly type: 'collection.filter'; readonly filterBy: string }
  | { readonly type: 'collection.page'; readonly page: number }
  | { readonly type: 'collection.more' }
  | { readonly type: 'collection.previous' }
  | { readonly type: 'collection.retry' };

/** An actor that threw instead of resolving to a result. */
const unexpected = (): CatalogError => ({ kind: 'error', code: COLLECTION_ERROR, detail: null });

/** The products request of page `page` of the listing `context` shows. */
const pageQuery = (context: CollectionContext, page: number): ProductsQuery =>
  productsQuery({
    route: context.route,
    collectionId: context.collection?.id ?? null,
    sort: context.sort,
    filter: context.filter,
    page,
  });

/** The first page a collection page holds ({@link CollectionContext.firstPage}). */
export const firstPageOf = (context: CollectionContext): number => context.firstPage ?? 1;

const fromInput = (input: CollectionPageInput): CollectionContext => ({
  route: input.route,
  collection: null,
  products: [],
  total: 0,
  page: parsePage(input.page),
  firstPage: parsePage(input.page),
  sort: initialSort(input.sortBy),
  filter: parseFilter(input.filterBy),
  error: null,
  moreError: null,
  search: input.search ?? '',
});

/** The actors of {@link collectionMachine} until a host provides them. */
const collectionActorDefaults = () => ({
  fetchCollection: fromPromise<LoadResult<Collection>, { readonly handle: string }>(
    notProvided('fetchCollection'),
  ),
  fetchProducts: fromPromise<LoadResult<ProductsPage>, ProductsQuery>(notProvided('fetchProducts')),
});

/** What {@link collectionMachineWith} takes in place of the defaults. */
export type CollectionImplementations = MachineImplementations<ReturnType<typeof collectionActorDefaults>>;

/**
 * Builds {@link collectionMachine} with `impl`'s actors in place of the defaults: one
 * `StateMachine`, where `.provide(impl)` built a second one (docs/decisions/0550).
 */
export function collectionMachineWith(impl: CollectionImplementations = {}) {
  return setup({
    types: {
      context: {} as CollectionContext,
      events: {} as CollectionEvent,
      input: {} as CollectionPageInput,
    },
    actors: { ...collectionActorDefaults(), ...impl.actors },
    guards: {
      needsCollection: ({ context }) => context.route.name === 'category' && context.collection === null,
      // By page numbers: a page opened at ?page=N holds that page only (000 §2 query page).
      canLoadMore: ({ context }) => hasNextPage(context.page, context.total, PRODUCT_PAGE_SIZE),
      canLoadPrevious: ({ context }) => firstPageOf(context) > 1,
      isNotFound: (_, result: LoadResult<unknown>) => !result.ok && result.error.kind === 'not-found',
    },
  }).createMachine({
    id: 'collection',
    context: ({ input }) => fromInput(input),
    initial: 'start',
    on: {
      'collection.route': {
        target: '.start',
        actions: assign(({ event }) => fromInput(event)),
      },
      'collection.sort': {
        target: '.start',
        actions: assign(({ event }) => ({ sort: initialSort(event.sortBy), page: 1, firstPage: 1 })),
      },
      'collection.filter': {
        target: '.start',
        actions: assign(({ event }) => ({ filter: parseFilter(event.filterBy), page: 1, firstPage: 1 })),
      },
      'collection.page': {
        target: '.start',
        actions: assign(({ event }) => ({ page: parsePage(event.page), firstPage: parsePage(event.page) })),
      },
    },
    states: {
      start: {
        entry: assign({ error: null, moreError: null }),
        always: [{ guard: 'needsCollection', target: 'resolving' }, { target: 'loading' }],
      },
      resolving: {
        invoke: {
          src: 'fetchCollection',
          input: ({ context }) => ({ handle: context.route.name === 'category' ? context.route.slug : '' }),
          onDone: [
            {
              guard: ({ event }) => event.output.ok,
              target: 'loading',
              actions: assign(({ event }) => ({ collection: event.output.ok ? event.output.data : null })),
            },
            {
              guard: { type: 'isNotFound', params: ({ event }) => event.output },
              target: 'notFound',
              actions: assign(({ event }) => ({ error: event.output.ok ? null : event.output.error })),
            },
            {
              target: 'failure',
              actions: assign(({ event }) => ({ error: event.output.ok ? null : event.output.error })),
            },
          ],
          onError: { target: 'failure', actions: assign({ error: unexpected }) },
        },
      },
      loading: {
        invoke: {
          src: 'fetchProducts',
          input: ({ context }) => pageQuery(context, context.page),
          onDone: [
            {
              guard: ({ event }) => event.output.ok,
              target: 'ready',
              actions: assign(({ event }) =>
                event.output.ok
                  ? { products: [...event.output.data.products], total: event.output.data.total }
                  : {},
              ),
            },
            {
              guard: { type: 'isNotFound', params: ({ event }) => event.output },
              target: 'notFound',
              actions: assign(({ event }) => ({ error: event.output.ok ? null : event.output.error })),
            },
            {
              target: 'failure',
              actions: assign(({ event }) => ({ error: event.output.ok ? null : event.output.error })),
            },
          ],
          onError: { target: 'failure', actions: assign({ error: unexpected }) },
        },
      },
      ready: {
        on: {
          'collection.more': { guard: 'canLoadMore', target: 'loadingMore' },
          'collection.previous': { guard: 'canLoadPrevious', target: 'loadingPrevious' },
        },
      },
      // The page before the first one shown, put before the list (docs/decisions/0587).
      loadingPrevious: {
        entry: assign({ moreError: null }),
        invoke: {
          src: 'fetchProducts',
          input: ({ context }) => pageQuery(context, firstPageOf(context) - 1),
          onDone: {
            target: 'ready',
            actions: assign(({ context, event }) =>
              event.output.ok
                ? {
                    products: appendById(event.output.data.products, context.products),
                    total: event.output.data.total,
                    firstPage: firstPageOf(context) - 1,
                  }
                : { moreError: event.output.error },
            ),
          },
          onError: { target: 'ready', actions: assign({ moreError: unexpected }) },
        },
      },
      loadingMore: {
        entry: assign({ moreError: null }),
        invoke: {
          src: 'fetchProducts',
          input: ({ context }) => pageQuery(context, context.page + 1),
          onDone: {
            target: 'ready',
            actions: assign(({ context, event }) =>
              event.output.ok
                ? {
                    products: appendById(context.products, event.output.data.products),
                    total: event.output.data.total,
                    page: context.page + 1,
                  }
                : { moreError: event.output.error },
            ),
          },
          onError: { target: 'ready', actions: assign({ moreError: unexpected }) },
        },
      },
      notFound: {
        on: { 'collection.retry': 'start' },
      },
      failure: {
        on: { 'collection.retry': 'start' },
      },
    },
  });
}

/**
 * A collection page: products-all, a category, or products by type, tag or vendor. 000 §2
 * Collection page: page, sortby and filterby query; changing the sort (or the filter) goes back to
 * page 1; a route change resets data, sort (id:desc) and filter (all); load more appends.
 *
 * @remarks
 * A category's slug is resolved to its collection first (`fetchCollection`); an empty answer is
 * the not-found state (000 §8), other failures `COLLECTION_ERROR`. Leaving a loading state cancels
 * its request, so an answer for a former route or sort never lands. The filter also resets the
 * page, and a failed load more keeps the list: docs/decisions/0142-collection-page-events.md.
 *
 * @example
 * ```ts
 * const page = createActor(collectionMachine.provide({ actors: catalogActors(client) }), {
 *   input: { route: { name: 'category', slug: 'tees' }, sortBy: 'price:asc' },
 * }).start();
 * page.send({ type: 'collection.more' });
 * ```
 */
export const collectionMachine = /* @__PURE__ */ collectionMachineWith();
