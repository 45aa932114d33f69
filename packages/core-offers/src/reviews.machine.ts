/**
 * The reviews machine (001 §3 Review state, §4 Reviews, §7 Reviews): each verb is a request of
 * the table in `reviews.requests.ts`, run in its own spawned `run` actor; its answer is folded
 * into the context by {@link applyReviewsOutcome}. Of two loads of one list, the last one wins.
 */
import { notProvided, type Result, type MachineImplementations } from '@vitrine/ports';
import { enqueueActions, fromPromise, setup } from 'xstate';
import type { ReviewsKind, ReviewsOutcome, ReviewsRequest } from './reviews.requests';
import { emptyReviewList, mergeReviewPage, sameReviewQuery } from './reviews.rules';
import type {
  ProductReview,
  RatingSummary,
  ReviewListName,
  ReviewListState,
  ReviewProduct,
  ReviewsError,
  SharedReviewWidget,
} from './reviews.types';
import { requestIdOf } from './request';

/** The machine's context (serialisable). */
export interface ReviewsContext {
  /** The three lists (001 §3). */
  readonly lists: Readonly<Record<ReviewListName, ReviewListState>>;
  /** Rating summaries by product id. */
  readonly widgets: Readonly<Record<string, RatingSummary>>;
  /** The shared widget (the shop's rating and the carousel), `null` before it loaded. */
  readonly shared: SharedReviewWidget | null;
  /** Review counts by product id (`all` for the shop's). */
  readonly counts: Readonly<Record<string, number>>;
  /** The product cache by id (001 §3: title, handle, first image). */
  readonly products: Readonly<Record<string, ReviewProduct>>;
  /** Reviews being posted. */
  readonly creating: number;
  /**
   * Requests in flight: their kind and list by request id, and for a page to append the list it
   * appends to (what it resolves to when another load took the list over). @internal
   */
  readonly running: Readonly<
    Record<
      string,
      { readonly kind: ReviewsKind; readonly list?: ReviewListName; readonly base?: ReviewListState }
    >
  >;
  /** The request that owns each list. @internal */
  readonly listOwners: Readonly<Partial<Record<ReviewListName, string>>>;
}

/** Events the machine takes. */
export type ReviewsEvent =
  | { readonly type: 'reviews.request'; readonly requestId: string; readonly request: ReviewsRequest }
  | { readonly type: `xstate.done.actor.${string}`; readonly output: ReviewsOutcome }
  | { readonly type: `xstate.error.actor.${string}`; readonly error: unknown };

/** Events the machine emits. */
export type ReviewsEmitted =
  /** A request finished (internal: the facade waits on it). */
  | {
      readonly type: 'reviews.settled';
      readonly requestId: string;
      readonly result: Result<unknown, ReviewsError>;
    }
  /** A review was posted. */
  | { readonly type: 'reviews.created'; readonly review: ProductReview };

/** The context before anything loaded. */
export const initialReviewsContext = (): ReviewsContext => ({
  lists: { reviews: emptyReviewList(), shareReviews: emptyReviewList(), allReviews: emptyReviewList() },
  widgets: {},
  shared: null,
  counts: {},
  products: {},
  creating: 0,
  running: {},
  listOwners: {},
});

const cache = (
  products: Readonly<Record<string, ReviewProduct>>,
  added: readonly ReviewProduct[],
): Readonly<Record<string, ReviewProduct>> =>
  added.length === 0 ? products : { ...products, ...Object.fromEntries(added.map((p) => [p.id, p])) };

/** The context when a request starts. @internal */
export function startReviewsRequest(
  context: ReviewsContext,
  requestId: string,
  request: ReviewsRequest,
): ReviewsContext {
  if (request.kind === 'list') {
    // 001 §4 Reviews: a load replaces the list or appends a page to it. A load of another query
    // (another product, rating or sort) starts from an empty list with that query, so the list
    // shown is always the query's last asked: never the previous product's reviews when this
    // load fails, and "More reviews" asks this query's next page, not the previous one's.
    const held = context.lists[request.list];
    const list = sameReviewQuery(held.query, request.query) ? held : emptyReviewList(request.query);
    return {
      ...context,
      running: {
        ...context.running,
        [requestId]: {
          kind: 'list',
          list: request.list,
          ...(request.mode === 'append' ? { base: list } : {}),
        },
      },
      listOwners: { ...context.listOwners, [request.list]: requestId },
      lists: { ...context.lists, [request.list]: { ...list, status: 'loading', error: null } },
    };
  }
  return {
    ...context,
    running: { ...context.running, [requestId]: { kind: request.kind } },
    creating: request.kind === 'create' ? context.creating + 1 : context.creating,
  };
}

/**
 * The context after a request's outcome, and what its verb resolves to: a list load resolves to
 * the list as merged (001 §4: appended or replaced, with the new average, total and page). @internal
 */
export function applyReviewsOutcome(
  context: ReviewsContext,
  requestId: string,
  outcome: ReviewsOutcome,
): { readonly context: ReviewsContext; readonly result: Result<unknown, ReviewsError> } {
  const { [requestId]: started, ...running } = context.running;
  const base: ReviewsContext = {
    ...context,
    running,
    creating: outcome.kind === 'create' ? Math.max(0, context.creating - 1) : context.creating,
  };
  if (!outcome.result.ok) {
    const listName = started?.list;
    if (outcome.kind === 'list' && listName !== undefined && context.listOwners[listName] === requestId) {
      const list = context.lists[listName];
      return {
        context: {
          ...base,
          lists: { ...base.lists, [listName]: { ...list, status: 'failed', error: outcome.result.error } },
        },
        result: outcome.result,
      };
    }
    return { context: base, result: outcome.result };
  }
  switch (outcome.kind) {
    case 'list': {
      const value = outcome.result.value;
      const owner = context.listOwners[value.list] === requestId;
      // 001 §4 Reviews: a page is appended to its own query's list. A load that another load took
      // over (another product's, say) resolves to the list it started from with its page, never
      // merged into the list now shown, which may hold another product's reviews.
      const from = owner ? context.lists[value.list] : (started?.base ?? emptyReviewList(value.query));
      const merged = mergeReviewPage(from, value.page, value.mode, value.query);
      return {
        context: {
          ...base,
          products: cache(base.products, value.products),
          lists: owner ? { ...base.lists, [value.list]: merged } : base.lists,
        },
        result: { ok: true, value: merged },
      };
    }
    case 'widget': {
      const { productId, rating } = outcome.result.value;
      return {
        context: { ...base, widgets: { ...base.widgets, [productId]: rating } },
        result: { ok: true, value: rating },
      };
    }
    case 'shareWidget': {
      const { widget, products } = outcome.result.value;
      return {
        context: { ...base, shared: widget, products: cache(base.products, products) },
        result: { ok: true, value: widget },
      };
    }
    case 'count': {
      const { key, count } = outcome.result.value;
      return {
        context: { ...base, counts: { ...base.counts, [key]: count } },
        result: { ok: true, value: count },
      };
    }
    case 'products': {
      const products = cache(base.products, outcome.result.value);
      return { context: { ...base, products }, result: { ok: true, value: products } };
    }
    case 'create':
      return { context: base, result: outcome.result };
  }
}

/** The reviews machine; its `run` actor is provided by `reviewsLogic` (`notProvided` until then). */
/** The actors of {@link reviewsMachine} until a host provides them. */
const reviewsActorDefaults = () => ({
  run: fromPromise<ReviewsOutcome, { readonly request: ReviewsRequest }>(notProvided('reviews.run')),
});

/** What {@link reviewsMachineWith} takes in place of the defaults. */
export type ReviewsImplementations = MachineImplementations<ReturnType<typeof reviewsActorDefaults>>;

/**
 * Builds {@link reviewsMachine} with `impl`'s actors in place of the defaults: one
 * `StateMachine`, where `.provide(impl)` built a second one (docs/decisions/0550).
 */
export function reviewsMachineWith(impl: ReviewsImplementations = {}) {
  return setup({
    types: {
      context: {} as ReviewsContext,
      events: {} as ReviewsEvent,
      emitted: {} as ReviewsEmitted,
    },
    actors: { ...reviewsActorDefaults(), ...impl.actors },
  }).createMachine({
    id: 'reviews',
    context: initialReviewsContext,
    on: {
      'reviews.request': {
        actions: enqueueActions(({ enqueue, event, context }) => {
          enqueue.assign(startReviewsRequest(context, event.requestId, event.request));
          enqueue.spawnChild('run', { id: event.requestId, input: { request: event.request } });
        }),
      },
      'xstate.done.actor.*': {
        actions: enqueueActions(({ enqueue, event, context }) => {
          if (!('output' in event)) return;
          const requestId = requestIdOf(event.type);
          const applied = applyReviewsOutcome(context, requestId, event.output);
          enqueue.assign(applied.context);
          enqueue.stopChild(requestId);
          enqueue.emit({ type: 'reviews.settled', requestId, result: applied.result });
          if (event.output.kind === 'create' && event.output.result.ok) {
            enqueue.emit({ type: 'reviews.created', review: event.output.result.value });
          }
        }),
      },
      'xstate.error.actor.*': {
        actions: enqueueActions(({ enqueue, event, context }) => {
          const requestId = requestIdOf(event.type);
          const started = context.running[requestId];
          if (started === undefined) return;
          const error = 'error' in event ? event.error : undefined;
          const message = error instanceof Error ? error.message : String(error);
          const outcome = {
            kind: started.kind,
            result: { ok: false, error: { code: 'request_failed', message } },
          };
          const applied = applyReviewsOutcome(context, requestId, outcome as ReviewsOutcome);
          enqueue.assign(applied.context);
          enqueue.emit({ type: 'reviews.settled', requestId, result: applied.result });
        }),
      },
    },
  });
}

export const reviewsMachine = /* @__PURE__ */ reviewsMachineWith();

/** The machine's type. */
export type ReviewsMachine = typeof reviewsMachine;

/**
 * A persisted reviews snapshot without the reviews being posted: a restored snapshot re-runs the
 * requests it holds in flight, and a review must never be posted twice (nor its photos kept in a
 * snapshot). Loads in flight are kept: they run again on restore. @internal
 */
export function restingReviewsSnapshot(persisted: unknown): unknown {
  if (typeof persisted !== 'object' || persisted === null) return persisted;
  const snapshot = persisted as {
    readonly context?: ReviewsContext;
    readonly children?: Readonly<Record<string, unknown>>;
  };
  const context = snapshot.context;
  if (context === undefined) return persisted;
  const posting = Object.keys(context.running).filter((id) => context.running[id]?.kind === 'create');
  if (posting.length === 0) return persisted;
  const drop = <T>(record: Readonly<Record<string, T>>): Record<string, T> =>
    Object.fromEntries(Object.entries(record).filter(([id]) => !posting.includes(id)));
  return {
    ...snapshot,
    children: drop(snapshot.children ?? {}),
    context: { ...context, running: drop(context.running), creating: 0 },
  };
}
