/**
 * Reviews as the facade speaks them (001 §3 Review state): camelCase, ids as strings.
 *
 * @remarks
 * A review's `author`, `title` and `body` are what a shopper typed: plain text. Render them as
 * text (a text node, React children), never as HTML — a review reading
 * `<img src=x onerror=alert(1)>` must show those characters.
 */
import type { MessageId, offerMessages } from '@vitrine/messages';
import type { DomainError } from '@vitrine/ports';

/** The three review lists (001 §3): a product's, the shared ones, the all_reviews page's. */
export type ReviewListName = 'reviews' | 'shareReviews' | 'allReviews';

/** A review. Every text is plain text, to be rendered as text, never as HTML. */
export interface ProductReview {
  readonly id: string;
  readonly productId: string | null;
  readonly productImage: string | null;
  readonly author: string;
  readonly rating: number;
  readonly title: string | null;
  /** The review, as the shopper typed it: plain text, never HTML. */
  readonly body: string;
  /** Photo URLs. */
  readonly images: readonly string[];
  readonly createdAt: string | null;
}

/** What a list is asked for. */
export interface ReviewQuery {
  /** The product of the `reviews` list (and an optional filter of the others). */
  readonly productId?: string;
  /** Only reviews of this many stars. */
  readonly rating?: number;
  /** `newest` (default), `oldest`, `highest`, `lowest`. */
  readonly sort?: string;
}

/** One list (001 §3: reviews, average, total, page). */
export interface ReviewListState {
  readonly reviews: readonly ProductReview[];
  /** The average rating as the platform writes it ('0' when there is none). */
  readonly average: string;
  readonly total: number;
  /** The last page loaded (1-based; 0 before the first). */
  readonly page: number;
  readonly query: ReviewQuery;
  readonly status: 'idle' | 'loading' | 'ready' | 'failed';
  readonly error: ReviewsError | null;
}

/** The rating summary (001 §3: total, average (string, default '0'), star, percent_1 to percent_5). */
export interface RatingSummary {
  readonly total: number;
  readonly average: string;
  readonly star: number;
  readonly percent1: number;
  readonly percent2: number;
  readonly percent3: number;
  readonly percent4: number;
  readonly percent5: number;
}

/** The review carousel of the home page (001 §3). */
export interface ReviewCarousel {
  readonly total: number;
  readonly reviews: readonly ProductReview[];
  /** carousel_review_logic (e.g. `latest`, `products`). */
  readonly logic: string | null;
  /** carousel_review_logic_ids: the products the carousel shows reviews of. */
  readonly logicIds: readonly string[];
  /** carousel_number_review: how many reviews the carousel shows. */
  readonly numberOfReviews: number | null;
}

/** The shared widget: the shop's rating and the carousel. */
export interface SharedReviewWidget {
  readonly rating: RatingSummary;
  readonly carousel: ReviewCarousel | null;
}

/** A product of the review cache (001 §3: title (or name), handle and first image src). */
export interface ReviewProduct {
  readonly id: string;
  readonly title: string;
  readonly handle: string;
  readonly image: string | null;
}

/** A photo to upload with a review. */
export interface ReviewPhoto {
  readonly file: Blob;
  readonly name: string;
}

/** A new review. */
export interface NewReview {
  readonly productId: string;
  readonly author: string;
  readonly email: string;
  /** 1 to 5 stars. */
  readonly rating: number;
  readonly title?: string;
  readonly body: string;
  /** Photos, uploaded at once before the review is posted (001 §7 multi-upload). */
  readonly photos?: readonly ReviewPhoto[];
}

/** A message id of `@vitrine/messages` saying why a review field is wrong (`offerMessages` or the newsletter's e-mail texts). */
export type ReviewFieldMessageId = keyof typeof offerMessages | MessageId;

/**
 * Which field of a new review is wrong and the message id that says why. `photos` is the photos
 * together: too many, or one of a refused type, too large or empty (docs/decisions/0615).
 */
export type ReviewFieldErrors = Partial<
  Record<'author' | 'email' | 'rating' | 'title' | 'body' | 'photos', ReviewFieldMessageId>
>;

/**
 * What went wrong: `unsuccessful` (the platform answered success false, 001 §8), `invalid`
 * (see `fields`), `upload_failed`, `request_failed`, `stopped`.
 */
export interface ReviewsError extends DomainError {
  readonly code: 'unsuccessful' | 'invalid' | 'upload_failed' | 'request_failed' | 'stopped';
  /** For `invalid`: the message id of each wrong field (texts in `@vitrine/messages`). */
  readonly fields?: ReviewFieldErrors;
}
