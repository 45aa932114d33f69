import {
  hasMoreReviews,
  type ProductReview,
  type RatingSummary as Rating,
  type ReviewListName,
  type ReviewsFacade,
  selectRating,
  selectReviewList,
  selectReviewProduct,
} from '@vitrine/core-offers';
import { routePath } from '@vitrine/core-shop';
import { inBackground, useFacadeSelector, useMoney } from '@vitrine/react';
import { useCallback, useDeferredValue, useEffect } from 'react';
import { Link } from 'react-router';
import { TEXTS } from '../../texts';
import { ReviewForm } from './review-form';
import { Stars } from './stars';
import { useAppEnabled, usePartState } from './use-parts';
import '../../styles/engagement.css';

/** The product a review is about (from the review cache, 001 §3), linked; nothing until cached. */
function ReviewedProduct({
  reviews,
  productId,
}: {
  readonly reviews: ReviewsFacade;
  readonly productId: string;
}) {
  const product = useFacadeSelector(
    reviews,
    useCallback(
      (snapshot: Parameters<typeof selectReviewProduct>[0]) => selectReviewProduct(snapshot, productId),
      [productId],
    ),
  );
  if (!product) return null;
  return (
    <Link className="small" to={routePath('product-single', { slug: product.handle })}>
      {TEXTS.reviewOf(product.title)}
    </Link>
  );
}

/** A review's date, written the shopper's locale's way (000 §9; decision 0454). */
function ReviewDate({ value }: { readonly value: string }) {
  const { formatDate } = useMoney();
  return formatDate(value);
}

/**
 * One review. Everything in it is what a shopper typed: rendered as text (React children), never
 * as HTML (issue 15: `<img src=x onerror=alert(1)>` shows those characters).
 */
export function ReviewItem({
  review,
  reviews,
}: {
  readonly review: ProductReview;
  /** Given, the review links to its product (from the review cache). */
  readonly reviews?: ReviewsFacade;
}) {
  return (
    <li className="review">
      <div className="review-head">
        <Stars rating={review.rating} label={TEXTS.stars(review.rating)} />
        <strong className="review-author">{review.author}</strong>
        {review.createdAt ? (
          <time className="muted small" dateTime={review.createdAt}>
            <ReviewDate value={review.createdAt} />
          </time>
        ) : null}
      </div>
      {review.title ? <p className="review-title">{review.title}</p> : null}
      <p className="review-body">{review.body}</p>
      {review.images.length > 0 ? (
        <ul className="review-photos">
          {review.images.map((src) => (
            <li key={src}>
              <img src={src} alt={TEXTS.reviewPhoto(review.author)} width={96} height={96} loading="lazy" />
            </li>
          ))}
        </ul>
      ) : null}
      {reviews && review.productId ? (
        <ReviewedProduct reviews={reviews} productId={review.productId} />
      ) : null}
    </li>
  );
}

/** The rating summary (001 §3: average, total, percent of each star). */
export function RatingSummary({ rating }: { readonly rating: Rating }) {
  const percents = [rating.percent5, rating.percent4, rating.percent3, rating.percent2, rating.percent1];
  return (
    <div className="rating-summary">
      <p className="rating-average">
        <span className="rating-number">{rating.average}</span>
        <Stars rating={Number(rating.average)} />
        <span className="muted">{TEXTS.reviewsCount(rating.total)}</span>
      </p>
      <dl className="rating-bars">
        {percents.map((percent, index) => {
          const star = 5 - index;
          return (
            <div key={star} className="rating-bar">
              <dt>{TEXTS.stars(star)}</dt>
              <dd>
                <span className="bar" aria-hidden="true">
                  <span style={{ width: `${Math.max(0, Math.min(100, percent))}%` }} />
                </span>
                <span className="small">{Math.round(percent)}%</span>
              </dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}

/** The list and product each reviews facade was last asked for (StrictMode runs effects twice). */
const askedFor = new WeakMap<ReviewsFacade, Map<ReviewListName, string>>();

/** Loads a list once for its product (and the product's rating summary). */
function useReviewList(reviews: ReviewsFacade, list: ReviewListName, productId: string | null): void {
  useEffect(
    () =>
      inBackground(() => {
        const key = productId ?? '';
        const asked = askedFor.get(reviews) ?? new Map<ReviewListName, string>();
        askedFor.set(reviews, asked);
        if (asked.get(list) === key) return;
        asked.set(list, key);
        void reviews.load(list, productId === null ? {} : { productId });
        if (productId !== null) void reviews.widget(productId);
      }),
    [reviews, list, productId],
  );
}

/** A review list with its More reviews button (20 a page, appended, 001 §4 Reviews). */
export function ReviewList({
  reviews,
  productId,
  list,
  showProduct = false,
}: {
  readonly reviews: ReviewsFacade;
  readonly productId: string | null;
  readonly list: ReviewListName;
  readonly showProduct?: boolean;
}) {
  useReviewList(reviews, list, productId);
  // Rendered as deferred work, in short slices: the reviews arrive after the page hydrated (0480),
  // and 20 of them are tens of milliseconds of rendering on a slow phone (docs/decisions/0530).
  const state = useDeferredValue(
    useFacadeSelector(
      reviews,
      useCallback(
        (snapshot: Parameters<typeof selectReviewList>[0]) => selectReviewList(snapshot, list),
        [list],
      ),
    ),
  );
  // 001 §3 Review state, §4 Reviews: the list shown is the one asked for. Until its load starts, in
  // a background task after the page committed, the list is idle and empty (the first product of
  // the visit) or holds the previous product's reviews, whose More reviews would append that
  // product's next page: loading, not "No reviews yet" nor another product's reviews.
  const asked = state.status !== 'idle' && (state.query.productId ?? null) === productId;
  if (!asked || (state.status === 'loading' && state.reviews.length === 0))
    return <p aria-busy="true">{TEXTS.loading}</p>;
  // 001 §8 "Review fetch unsuccessful": a list that could not load says so; "No reviews yet"
  // would tell the shopper the product has none.
  const failed =
    state.status === 'failed' ? (
      <p className="muted" role="status">
        {TEXTS.reviewsUnavailable}
      </p>
    ) : null;
  if (state.reviews.length === 0) return failed ?? <p className="muted">{TEXTS.noReviews}</p>;
  return (
    <>
      <ul className="reviews">
        {state.reviews.map((review) => (
          <ReviewItem key={review.id} review={review} {...(showProduct ? { reviews } : {})} />
        ))}
      </ul>
      {hasMoreReviews(state) ? (
        <button
          type="button"
          className="button secondary"
          disabled={state.status === 'loading'}
          onClick={() => void reviews.loadMore(list)}
        >
          {TEXTS.moreReviews}
        </button>
      ) : null}
      {failed}
    </>
  );
}

/**
 * The reviews widget of the product page (001 §3, §7 Reviews): the rating summary, the reviews
 * (20 a page) and the form to write one; a posted review is shown once the list reloads. Only in
 * a shop whose review app is on (000 §2).
 */
export function ReviewsWidget({ productId }: { readonly productId: string }) {
  const { part: reviews, status } = usePartState('reviews');
  const enabled = useAppEnabled('reviews');
  if (!enabled) return null;
  return (
    <section className="section reviews-widget" aria-labelledby="reviews-title">
      <h2 id="reviews-title">{TEXTS.reviews}</h2>
      {reviews ? (
        <ProductReviews reviews={reviews} productId={productId} />
      ) : (
        <ReviewsPending status={status} />
      )}
    </section>
  );
}

/**
 * What shows while the reviews' code is not there: loading, or, when it could not load, a notice
 * that says so (docs/decisions/0490), never "Loading…" for good.
 */
export function ReviewsPending({ status }: { readonly status: 'loading' | 'ready' | 'failed' }) {
  return status === 'failed' ? (
    <p className="muted" role="status">
      {TEXTS.reviewsUnavailable}
    </p>
  ) : (
    <p aria-busy="true">{TEXTS.loading}</p>
  );
}

function ProductReviews({
  reviews,
  productId,
}: {
  readonly reviews: ReviewsFacade;
  readonly productId: string;
}) {
  const rating = useFacadeSelector(
    reviews,
    useCallback(
      (snapshot: Parameters<typeof selectRating>[0]) => selectRating(snapshot, productId),
      [productId],
    ),
  );
  const reload = () => {
    void reviews.load('reviews', { productId });
    void reviews.widget(productId);
  };
  return (
    <div className="reviews-layout">
      <div>
        {rating.total > 0 ? <RatingSummary rating={rating} /> : null}
        <ReviewList reviews={reviews} productId={productId} list="reviews" />
      </div>
      <ReviewForm reviews={reviews} productId={productId} onPosted={reload} />
    </div>
  );
}
