/**
 * Selectors of the reviews snapshot (`reviews.getSnapshot()`).
 */
import type { SnapshotFrom } from 'xstate';
import type { ReviewsMachine } from './reviews.machine';
import { EMPTY_RATING, hasMoreReviews } from './reviews.rules';
import type {
  RatingSummary,
  ReviewListName,
  ReviewListState,
  ReviewProduct,
  SharedReviewWidget,
} from './reviews.types';

/** The snapshot of the reviews machine. */
export type ReviewsSnapshot = SnapshotFrom<ReviewsMachine>;

/** A list (reviews, shareReviews, allReviews). Its texts are plain text: render them as text. */
export const selectReviewList = (snapshot: ReviewsSnapshot, list: ReviewListName): ReviewListState =>
  snapshot.context.lists[list];

/** Whether a list has another page (page size 20). */
export const selectHasMoreReviews = (snapshot: ReviewsSnapshot, list: ReviewListName): boolean =>
  hasMoreReviews(snapshot.context.lists[list]);

/** A product's rating summary (the 001 §3 defaults before it loaded). */
export const selectRating = (snapshot: ReviewsSnapshot, productId: string): RatingSummary =>
  snapshot.context.widgets[productId] ?? EMPTY_RATING;

/** The shared widget (shop rating and carousel), `null` before it loaded. */
export const selectSharedWidget = (snapshot: ReviewsSnapshot): SharedReviewWidget | null =>
  snapshot.context.shared;

/** A review count (0 when unknown or unsuccessful). */
export const selectReviewCount = (snapshot: ReviewsSnapshot, productId?: string): number =>
  snapshot.context.counts[productId ?? 'all'] ?? 0;

/** A product of the review cache, or `null`. */
export const selectReviewProduct = (snapshot: ReviewsSnapshot, productId: string): ReviewProduct | null =>
  snapshot.context.products[productId] ?? null;

/** Whether a review is being posted. */
export const selectIsPostingReview = (snapshot: ReviewsSnapshot): boolean => snapshot.context.creating > 0;
