import { assign, fromPromise, setup } from 'xstate';
import { COLLECTION_ERROR } from '@vitrine/core-shop';
import { SEARCH_DEBOUNCE_MS, SEARCH_PAGE_SIZE } from './catalog.constants';
import type { LoadResult, Product, ProductsPage } from './catalog.types';
import { type ProductsQuery, appendById, hasNextPage } from './collection.rules';
import type { CatalogError } from './error.rules';
import { notProvided, type MachineImplementations } from '@vitrine/ports';
import { canSearch, searchQuery } from './search.rules';

/** What a search page starts from: the `q` query. 000 §2 search. */
export interface SearchInput {
  readonly query?: string | null;
}

/** Serialisable state of a search. */
export interface SearchContext {
  /** What the shopper typed. */
  readonly query: string;
  /** The query the listed products answer, `null` before any answer. */
  readonly answered: string | null;
  readonly products: readonly Product[];
  readonly total: number;
  readonly page: number;
  /** Why the search failed (state `failure`); it then lists nothing. */
  readonly error: CatalogError | null;
  /**
   * Why the last load more failed; the results already listed are kept (docs/decisions/0602).
   * Absent from a snapshot persisted before it: read as `null`.
   */
  readonly moreError?: CatalogError | null;
}

/** Events of the search machine. */
export type SearchEvent =
  /** The shopper typed: searches 500 ms after the last keystroke. */
  | { readonly type: 'search.query'; readonly query: string }
  /** The shopper pressed enter: searches at once. */
  | { readonly type: 'search.submit'; readonly query?: string }
  | { readonly type: 'search.more' }
  | { readonly type: 'search.clear' };

const unexpected = (): CatalogError => ({ kind: 'error', code: COLLECTION_ERROR, detail: null });

const cleared = { products: [], total: 0, page: 1, answered: null, error: null, moreError: null } as const;

/** The actors of {@link searchMachine} until a host provides them. */
const searchActorDefaults = () => ({
  fetchProducts: fromPromise<LoadResult<ProductsPage>, ProductsQuery>(notProvided('fetchProducts')),
});

/** What {@link searchMachineWith} takes in place of the defaults. */
export type SearchImplementations = MachineImplementations<ReturnType<typeof searchActorDefaults>>;

/**
 * Builds {@link searchMachine} with `impl`'s actors in place of the defaults: one
 * `StateMachine`, where `.provide(impl)` built a second one (docs/decisions/0550).
 */
export function searchMachineWith(impl: SearchImplementations = {}) {
  return setup({
    types: {
      context: {} as SearchContext,
      events: {} as SearchEvent,
      input: {} as SearchInput,
    },
    actors: { ...searchActorDefaults(), ...impl.actors },
    delays: {
      /** 000 §9: search debounce. */
      searchDebounce: SEARCH_DEBOUNCE_MS,
    },
    guards: {
      blankQuery: ({ context, event }) =>
        !canSearch(
          event.type === 'search.query' || event.type === 'search.submit'
            ? (event.query ?? context.query)
            : '',
        ),
      // By page numbers, as the collection page (000 §9: search 12 a page): appending skips a
      // product already listed, so counting items could stay short of `total` for ever.
      canLoadMore: ({ context }) => hasNextPage(context.page, context.total, SEARCH_PAGE_SIZE),
    },
  }).createMachine({
    id: 'search',
    context: ({ input }) => ({ query: input?.query ?? '', ...cleared }),
    initial: 'start',
    on: {
      'search.query': [
        {
          guard: 'blankQuery',
          target: '.idle',
          actions: assign(({ event }) => ({ query: event.query, ...cleared })),
        },
        { target: '.debouncing', reenter: true, actions: assign(({ event }) => ({ query: event.query })) },
      ],
      'search.submit': [
        {
          guard: 'blankQuery',
          target: '.idle',
          actions: assign(({ context, event }) => ({ query: event.query ?? context.query, ...cleared })),
        },
        {
          target: '.searching',
          reenter: true,
          actions: assign(({ context, event }) => ({ query: event.query ?? context.query })),
        },
      ],
      'search.clear': { target: '.idle', actions: assign({ query: '', ...cleared }) },
    },
    states: {
      start: {
        always: [
          { guard: ({ context }) => canSearch(context.query), target: 'searching' },
          { target: 'idle' },
        ],
      },
      idle: {},
      debouncing: {
        after: { searchDebounce: 'searching' },
      },
      searching: {
        entry: assign({ error: null, moreError: null }),
        invoke: {
          src: 'fetchProducts',
          input: ({ context }) => searchQuery(context.query, 1),
          onDone: [
            {
              guard: ({ event }) => event.output.ok,
              target: 'ready',
              actions: assign(({ context, event }) =>
                event.output.ok
                  ? {
                      products: [...event.output.data.products],
                      total: event.output.data.total,
                      page: 1,
                      answered: context.query.trim(),
                    }
                  : {},
              ),
            },
            // A failed search answers nothing (000 §2 Navigation rules, decision 0148: COLLECTION_ERROR):
            // the products of the search before are not listed as its results, nor loaded more of
            // (docs/decisions/0602).
            {
              target: 'failure',
              actions: assign(({ event }) => ({
                ...cleared,
                error: event.output.ok ? null : event.output.error,
              })),
            },
          ],
          onError: { target: 'failure', actions: assign(() => ({ ...cleared, error: unexpected() })) },
        },
      },
      ready: {
        on: { 'search.more': { guard: 'canLoadMore', target: 'loadingMore' } },
      },
      loadingMore: {
        entry: assign({ moreError: null }),
        invoke: {
          src: 'fetchProducts',
          input: ({ context }) => searchQuery(context.answered ?? context.query, context.page + 1),
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
      failure: {},
    },
  });
}

/**
 * Product search. 000 §5: only with a non-empty query; 000 §9: 12 a page, 500 ms debounce (named
 * delay `searchDebounce`). Every keystroke restarts the debounce and cancels a search in flight,
 * so an older answer never overwrites a newer one. A failure is `COLLECTION_ERROR` (search is the
 * collection fetchProducts operation of 000 §7). See docs/decisions/0148-search-behaviour.md.
 *
 * @example
 * ```ts
 * const search = createActor(searchMachine.provide({ actors: catalogActors(client) }), { input: {} }).start();
 * search.send({ type: 'search.query', query: 'shirt' }); // runs 500 ms later
 * ```
 */
export const searchMachine = /* @__PURE__ */ searchMachineWith();
