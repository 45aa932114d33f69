import { type ReviewsFacade, selectSharedWidget } from '@vitrine/core-offers';
import { inBackground, useFacadeSelector } from '@vitrine/react';
import { useDeferredValue, useEffect } from 'react';
import { TEXTS } from '../../texts';
import { ReviewItem } from './reviews-widget';
import { Stars } from './stars';
import { useAppEnabled, useReviewsPart } from './use-parts';
import '../../styles/engagement.css';

/** Storefronts whose shared widget was asked for (StrictMode runs an effect twice). */
const asked = new WeakSet<ReviewsFacade>();

/**
 * The home page's featured_review_carousel section (000 §2, 001 §3 Review carousel): the shop's
 * rating and its latest reviews (carousel_number_review of them, by carousel_review_logic), in a
 * row that scrolls sideways. Nothing shows while the shop has no review, nor in a shop whose
 * review app is off.
 */
export function ReviewCarousel() {
  const reviews = useReviewsPart();
  const enabled = useAppEnabled('reviews');
  return enabled && reviews ? <Carousel reviews={reviews} /> : null;
}

function Carousel({ reviews }: { readonly reviews: ReviewsFacade }) {
  // Rendered as deferred work, in short slices: the reviews arrive after the page hydrated (0480),
  // and their items are tens of milliseconds of rendering on a slow phone (docs/decisions/0530).
  const shared = useDeferredValue(useFacadeSelector(reviews, selectSharedWidget));
  useEffect(
    () =>
      inBackground(() => {
        if (asked.has(reviews)) return;
        asked.add(reviews);
        void reviews.sharedWidget();
      }),
    [reviews],
  );
  const carousel = shared?.carousel;
  if (!shared || !carousel || carousel.reviews.length === 0) return null;
  const shown =
    carousel.numberOfReviews === null
      ? carousel.reviews
      : carousel.reviews.slice(0, carousel.numberOfReviews);
  return (
    <section className="section review-carousel" aria-labelledby="review-carousel-title">
      <h2 id="review-carousel-title">{TEXTS.reviews}</h2>
      <p className="rating-average">
        <span className="rating-number">{shared.rating.average}</span>
        <Stars rating={Number(shared.rating.average)} />
        <span className="muted">{TEXTS.reviewsCount(shared.rating.total)}</span>
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the keyboard focus (axe scrollable-region-focusable) */}
      <ul className="carousel" tabIndex={0} aria-label={TEXTS.reviews}>
        {shown.map((review) => (
          <ReviewItem key={review.id} review={review} reviews={reviews} />
        ))}
      </ul>
    </section>
  );
}
