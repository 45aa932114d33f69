/**
 * Pure review rules (001 §3 Review state, §4 Reviews, §5), tested without a machine.
 */
import {
  BYTES_PER_MB,
  DEFAULT_MAX_UPLOAD_SIZE_MB,
  hasAcceptedUploadExtension,
  MAX_FILES_PER_UPLOAD,
  MAX_MESSAGE_LENGTH,
  MAX_NAME_LENGTH,
  REVIEW_PAGE_SIZE,
} from '@vitrine/api-client';
import { newsletterEmailError } from '@vitrine/core-shop';
import type {
  NewReview,
  RatingSummary,
  ReviewFieldErrors,
  ReviewFieldMessageId,
  ReviewListState,
  ReviewPhoto,
  ReviewQuery,
} from './reviews.types';

export { REVIEW_PAGE_SIZE };

/** The version `reviews.persist()` writes. */
export const REVIEWS_SNAPSHOT_VERSION = 1;

/** The average of a list or summary before any review (001 §3: default '0'). */
export const DEFAULT_AVERAGE = '0';

/** How a loaded page joins its list (001 §4 Reviews): appended to it, or replacing it. */
export type ReviewLoadMode = 'append' | 'replace';

/** An empty list. */
export const emptyReviewList = (query: ReviewQuery = {}): ReviewListState => ({
  reviews: [],
  average: DEFAULT_AVERAGE,
  total: 0,
  page: 0,
  query,
  status: 'idle',
  error: null,
});

/**
 * A list after a page loaded (001 §4 Reviews): appended to the reviews already there, or
 * replacing them; either way the list takes the page's new average, total and page number.
 * A review already in the list is not repeated.
 *
 * @example
 * ```ts
 * mergeReviewPage(list, { reviews: [r21], average: '4.2', total: 21, page: 2 }, 'append');
 * ```
 */
export function mergeReviewPage(
  list: ReviewListState,
  page: Pick<ReviewListState, 'reviews' | 'average' | 'total' | 'page'>,
  mode: ReviewLoadMode,
  query: ReviewQuery = list.query,
): ReviewListState {
  const known = new Set(list.reviews.map((review) => review.id));
  const reviews =
    mode === 'append'
      ? [...list.reviews, ...page.reviews.filter((review) => !known.has(review.id))]
      : page.reviews;
  return {
    reviews,
    average: page.average,
    total: page.total,
    page: page.page,
    query,
    status: 'ready',
    error: null,
  };
}

/**
 * Whether two queries ask for the same reviews (same product, rating and sort; a key given as
 * `undefined` is a key not given). @internal
 */
export function sameReviewQuery(a: ReviewQuery, b: ReviewQuery): boolean {
  return a.productId === b.productId && a.rating === b.rating && a.sort === b.sort;
}

/**
 * Whether a list has more pages to load (page size 20, 001 §9): while the pages loaded (each of
 * 20) do not cover the total the last page reported, and the list holds fewer reviews than it.
 * The page number decides, not only the reviews held: a review posted while paging shifts the
 * pages by one, so the next page repeats a review the list already holds (not appended twice,
 * 001 §4 Reviews) and the list stays one short of the total for ever; a short or empty last
 * page ends the list all the same.
 *
 * @example
 * ```ts
 * hasMoreReviews({ reviews: twenty, total: 21, page: 1 }); // true
 * hasMoreReviews({ reviews: twentyOne, total: 22, page: 2 }); // false: page 2 was the last
 * ```
 */
export function hasMoreReviews(list: Pick<ReviewListState, 'reviews' | 'total' | 'page'>): boolean {
  return list.reviews.length < list.total && list.page * REVIEW_PAGE_SIZE < list.total;
}

/** An average as the platform writes it: a string, '0' when missing. */
export function averageText(average: string | number | null | undefined): string {
  if (average === null || average === undefined || average === '') return DEFAULT_AVERAGE;
  return String(average);
}

/** A rating summary with nothing in it (001 §3 defaults). */
export const EMPTY_RATING: RatingSummary = {
  total: 0,
  average: DEFAULT_AVERAGE,
  star: 0,
  percent1: 0,
  percent2: 0,
  percent3: 0,
  percent4: 0,
  percent5: 0,
};

/** The ids of products not in the cache (001 §4: product data is fetched only if not cached). */
export function missingProductIds(
  ids: readonly (string | null)[],
  cached: Readonly<Record<string, unknown>>,
): string[] {
  return [...new Set(ids.filter((id): id is string => id !== null && !(id in cached)))];
}

/**
 * What is wrong with a review's photos, all uploaded in one multi-upload that the platform refuses
 * whole for one bad file: more than {@link MAX_FILES_PER_UPLOAD} (decision 0157), else the first
 * photo of a type not accepted (000 §5 Accepted upload types), above 20 MB (000 §9 "File upload
 * maximum default 20 MB"; a review's upload has no option) or empty (decision 0568), in the
 * platform's order. The texts fill their value where they are shown (docs/decisions/0615).
 */
function photosError(photos: readonly ReviewPhoto[]): ReviewFieldMessageId | undefined {
  if (photos.length > MAX_FILES_PER_UPLOAD) return 'reviews.too_many_photos';
  for (const photo of photos) {
    if (!hasAcceptedUploadExtension(photo.name)) return 'custom_options.upload_invalid_type';
    const tooLarge = photo.file.size > DEFAULT_MAX_UPLOAD_SIZE_MB * BYTES_PER_MB;
    if (tooLarge) return 'custom_options.upload_maximum_file';
    if (photo.file.size === 0) return 'custom_options.upload_empty_file';
  }
  return undefined;
}

/**
 * What is wrong with a new review, by field (message ids of `@vitrine/messages`): the e-mail
 * texts of 001 §5 ('Email is required', 'Please enter an valid email', with the newsletter's one
 * e-mail rule), a name, a text and a whole rating from 1 to 5. Also what the platform would refuse
 * after the photos were stored or refuse with them (docs/decisions/0615): a name (as sent, trimmed)
 * or title above {@link MAX_NAME_LENGTH} characters, a text above {@link MAX_MESSAGE_LENGTH}
 * (decision 0261), and photos it does not take ({@link photosError}). Empty when it can be posted.
 */
export function reviewFieldErrors(review: NewReview): ReviewFieldErrors {
  const errors: { -readonly [K in keyof ReviewFieldErrors]: ReviewFieldErrors[K] } = {};
  const author = review.author.trim();
  if (author === '') errors.author = 'reviews.author_required';
  else if (author.length > MAX_NAME_LENGTH) errors.author = 'reviews.text_too_long';
  const email = newsletterEmailError(review.email);
  if (email !== undefined) errors.email = email;
  if (!Number.isInteger(review.rating) || review.rating < 1 || review.rating > 5) {
    errors.rating = 'reviews.rating_invalid';
  }
  if ((review.title ?? '').length > MAX_NAME_LENGTH) errors.title = 'reviews.text_too_long';
  if (review.body.trim() === '') errors.body = 'reviews.body_required';
  else if (review.body.length > MAX_MESSAGE_LENGTH) errors.body = 'reviews.text_too_long';
  const photos = photosError(review.photos ?? []);
  if (photos !== undefined) errors.photos = photos;
  return errors;
}
