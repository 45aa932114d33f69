import { assign, fromPromise, setup } from 'xstate';
import { COLLECTION_ERROR } from '@vitrine/core-shop';
import { COLLECTION_LIST_PAGE_SIZE, HOME_COLLECTION_LIST_PAGE_SIZE } from './catalog.constants';
import type { Collection, CollectionsPage, LoadResult } from './catalog.types';
import { parsePage } from './collection.rules';
import type { CatalogError } from './error.rules';
import { notProvided, type MachineImplementations } from '@vitrine/ports';

/** Where a collections list is shown: the collections page (query page), or the home page section. */
export interface CollectionsListInput {
  readonly page?: string | number | null;
  /** The home page's collection list section: 50 a page instead of 12 (000 §9). */
  readonly home?: boolean;
}

/** The query of `catalog.collections`. 000 §7: page, limit, optional handles. */
export interface CollectionsQuery {
  readonly page: number;
  readonly limit: number;
  readonly handles?: string;
}

/** Serialisable state of a collections list. */
export interface CollectionsListContext {
  readonly page: number;
  readonly limit: number;
  readonly collections: readonly Collection[];
  readonly total: number;
  readonly error: CatalogError | null;
}

/** Events of the collections list machine. */
export type CollectionsListEvent =
  | { readonly type: 'collections.page'; readonly page: number }
  | { readonly type: 'collections.retry' };

const unexpected = (): CatalogError => ({ kind: 'error', code: COLLECTION_ERROR, detail: null });

/** The actors of {@link collectionsListMachine} until a host provides them. */
const collectionsListActorDefaults = () => ({
  fetchCollections: fromPromise<LoadResult<CollectionsPage>, CollectionsQuery>(
    notProvided('fetchCollections'),
  ),
});

/** What {@link collectionsListMachineWith} takes in place of the defaults. */
export type CollectionsListImplementations = MachineImplementations<
  ReturnType<typeof collectionsListActorDefaults>
>;

/**
 * Builds {@link collectionsListMachine} with `impl`'s actors in place of the defaults: one
 * `StateMachine`, where `.provide(impl)` built a second one (docs/decisions/0550).
 */
export function collectionsListMachineWith(impl: CollectionsListImplementations = {}) {
  return setup({
    types: {
      context: {} as CollectionsListContext,
      events: {} as CollectionsListEvent,
      input: {} as CollectionsListInput,
    },
    actors: { ...collectionsListActorDefaults(), ...impl.actors },
  }).createMachine({
    id: 'collectionsList',
    context: ({ input }) => ({
      page: parsePage(input.page),
      limit: input.home ? HOME_COLLECTION_LIST_PAGE_SIZE : COLLECTION_LIST_PAGE_SIZE,
      collections: [],
      total: 0,
      error: null,
    }),
    initial: 'loading',
    on: {
      'collections.page': {
        target: '.loading',
        reenter: true,
        actions: assign(({ event }) => ({ page: parsePage(event.page) })),
      },
    },
    states: {
      loading: {
        entry: assign({ error: null }),
        invoke: {
          src: 'fetchCollections',
          input: ({ context }) => ({ page: context.page, limit: context.limit }),
          onDone: [
            {
              guard: ({ event }) => event.output.ok,
              target: 'ready',
              actions: assign(({ event }) =>
                event.output.ok
                  ? { collections: [...event.output.data.collections], total: event.output.data.total }
                  : {},
              ),
            },
            {
              target: 'failure',
              actions: assign(({ event }) => ({ error: event.output.ok ? null : event.output.error })),
            },
          ],
          onError: { target: 'failure', actions: assign({ error: unexpected }) },
        },
      },
      ready: {},
      failure: {
        on: { 'collections.retry': 'loading' },
      },
    },
  });
}

/**
 * The collections list, paged by the `page` query: 12 a page, 50 on the home page. 000 §2
 * Collections list, 000 §9 Page sizes. A failure is `COLLECTION_ERROR` (000 §8).
 *
 * @example
 * ```ts
 * const list = createActor(collectionsListMachine.provide({ actors: catalogActors(client) }), {
 *   input: { page: 2 },
 * }).start();
 * list.send({ type: 'collections.page', page: 3 });
 * ```
 */
export const collectionsListMachine = /* @__PURE__ */ collectionsListMachineWith();
