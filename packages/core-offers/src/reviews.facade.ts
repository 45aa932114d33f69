import type { Transport } from '@vitrine/api-client';
import {
  actorFacade,
  type Facade,
  type FacadeActor,
  failure,
  type PersistedSnapshot,
  type Ports,
  type Result,
  restorable,
} from '@vitrine/ports';
import { type ActorRefFrom, createActor, fromPromise, type InspectionEvent } from 'xstate';
import {
  type ReviewsEmitted,
  type ReviewsEvent,
  restingReviewsSnapshot,
  reviewsMachineWith,
} from './reviews.machine';
import { type ReviewsOutcome, type ReviewsRequest, runReviewsRequest } from './reviews.requests';
import { REVIEWS_SNAPSHOT_VERSION, type ReviewLoadMode } from './reviews.rules';
import type { ReviewsSnapshot } from './reviews.selectors';
import type {
  NewReview,
  ProductReview,
  RatingSummary,
  ReviewListName,
  ReviewListState,
  ReviewProduct,
  ReviewQuery,
  ReviewsError,
  SharedReviewWidget,
} from './reviews.types';
import { createRequester } from './request';

/** The events `reviews.on(type, handler)` delivers: `reviews.created`. */
export type ReviewsFacadeEvent = Exclude<ReviewsEmitted, { readonly type: 'reviews.settled' }>;

/** Options of {@link reviewsLogic}, {@link reviewsFacade} and {@link createReviews}. */
export interface ReviewsOptions {
  /** The api-client's transport. */
  readonly transport: Pick<Transport, 'send'>;
  /** The reviews use no port: `clock` only runs `createReviews`' actor (facade convention). */
  readonly ports?: Partial<Pick<Ports, 'clock'>>;
  /** A snapshot `reviews.persist()` wrote. */
  readonly snapshot?: PersistedSnapshot;
  /** XState inspection. */
  readonly inspect?: (event: InspectionEvent) => void;
}

/** The named actors of the reviews machine over a transport. */
export function reviewsActors(transport: Pick<Transport, 'send'>) {
  return {
    run: fromPromise<ReviewsOutcome, { readonly request: ReviewsRequest }>(({ input }) =>
      runReviewsRequest(input.request, transport),
    ),
  };
}

/** The reviews machine with its actors provided, not started (facade convention (a)). */
export function reviewsLogic(options: Pick<ReviewsOptions, 'transport'>) {
  return reviewsMachineWith({ actors: reviewsActors(options.transport) });
}

/** A running reviews actor (standalone, or a child of the sdk's system). */
export type ReviewsActorRef = ActorRefFrom<ReturnType<typeof reviewsLogic>>;

/** What `reviews.load` takes. */
export interface ReviewLoadOptions extends ReviewQuery {
  /** The page to load (default 1). */
  readonly page?: number;
  /** `replace` the list (default) or `append` the page to it (001 §4 Reviews). */
  readonly mode?: ReviewLoadMode;
}

/**
 * The reviews facade. Review texts (`author`, `title`, `body`) are what shoppers typed: plain
 * text. Render them as text, never as HTML.
 */
export interface ReviewsFacade extends Facade<ReviewsSnapshot, ReviewsFacadeEvent> {
  /**
   * Loads a page of a list, 20 a page: `reviews` (a product's: pass `productId`), `shareReviews`
   * (the share-reviews call) or `allReviews` (the all_reviews page). Resolves with the list as
   * merged; the products of its reviews are fetched into the cache when missing, except, for the
   * `reviews` list, the product it was asked for by `productId` (its page has it;
   * `products([id])` caches it).
   */
  load(list: ReviewListName, options?: ReviewLoadOptions): Promise<Result<ReviewListState, ReviewsError>>;
  /**
   * Appends the next page of a list, with the query it was last asked for: after a load of
   * another product (or rating, or sort) the list holds that query's reviews only, even when
   * that load failed (001 §4 Reviews), so this never appends a page of the previous query.
   */
  loadMore(list: ReviewListName): Promise<Result<ReviewListState, ReviewsError>>;
  /** A product's rating summary (the review widget). */
  widget(productId: string): Promise<Result<RatingSummary, ReviewsError>>;
  /** The shared widget: the shop's rating summary and the review carousel with its settings. */
  sharedWidget(): Promise<Result<SharedReviewWidget, ReviewsError>>;
  /** The review count of a product (or of the shop); 0 when the platform answers unsuccessfully. */
  count(productId?: string): Promise<Result<number, ReviewsError>>;
  /** Fills the product cache with the products of `ids` not cached yet (none asked when all are). */
  products(ids: readonly string[]): Promise<Result<Readonly<Record<string, ReviewProduct>>, ReviewsError>>;
  /**
   * Posts a review: checks it (e-mail texts of 001 §5, name, text, 1–5 stars: `invalid` with the
   * message id of each field), uploads its photos in one multi-upload, then posts it.
   */
  create(review: NewReview): Promise<Result<ProductReview, ReviewsError>>;
}

const stopped: Result<never, ReviewsError> = failure({ code: 'stopped' });

/** The facade over a running reviews actor (facade convention (b)). */
export function reviewsFacade(actor: ReviewsActorRef, _options: Partial<ReviewsOptions> = {}): ReviewsFacade {
  const base = actorFacade<ReviewsSnapshot, ReviewsFacadeEvent>(
    actor as unknown as FacadeActor<ReviewsSnapshot, ReviewsFacadeEvent>,
    REVIEWS_SNAPSHOT_VERSION,
  );
  const requester = createRequester<Result<unknown, ReviewsError>>(
    actor as unknown as Parameters<typeof createRequester<Result<unknown, ReviewsError>>>[0],
    'reviews.settled',
    stopped,
  );
  const ask = <T>(request: ReviewsRequest): Promise<Result<T, ReviewsError>> =>
    requester.request((requestId) =>
      actor.send({ type: 'reviews.request', requestId, request } as ReviewsEvent),
    ) as Promise<Result<T, ReviewsError>>;
  const cached = () => Object.keys(actor.getSnapshot().context.products);
  const load = (list: ReviewListName, options: ReviewLoadOptions = {}) => {
    const { page = 1, mode = 'replace', ...query } = options;
    return ask<ReviewListState>({ kind: 'list', list, query, page, mode, cached: cached() });
  };
  return {
    ...base,
    stop() {
      base.stop();
      requester.stopAll();
    },
    /** Without the reviews being posted: a restore never posts a review twice. */
    persist: () => ({
      version: REVIEWS_SNAPSHOT_VERSION,
      state: restingReviewsSnapshot(actor.getPersistedSnapshot()),
    }),
    load,
    loadMore(list) {
      const current = actor.getSnapshot().context.lists[list];
      return load(list, { ...current.query, page: current.page + 1, mode: 'append' });
    },
    widget: (productId) => ask({ kind: 'widget', productId }),
    sharedWidget: () => ask({ kind: 'shareWidget', cached: cached() }),
    count: (productId) => ask({ kind: 'count', ...(productId === undefined ? {} : { productId }) }),
    products: (ids) => ask({ kind: 'products', ids, cached: cached() }),
    create: (review) => ask({ kind: 'create', review }),
  };
}

/**
 * The reviews facade on its own actor (facade convention (c)).
 *
 * @example
 * ```ts
 * const reviews = createReviews({ transport });
 * await reviews.load('reviews', { productId: '7' });
 * await reviews.loadMore('reviews'); // appends page 2
 * ```
 */
export function createReviews(options: ReviewsOptions): ReviewsFacade {
  const actor = createActor(reviewsLogic(options), {
    ...(options.ports?.clock === undefined ? {} : { clock: options.ports.clock }),
    snapshot: restorable(options.snapshot, REVIEWS_SNAPSHOT_VERSION) as never,
    ...(options.inspect === undefined ? {} : { inspect: options.inspect }),
  }).start();
  return reviewsFacade(actor, options);
}
