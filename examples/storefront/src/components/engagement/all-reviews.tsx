import { TEXTS } from '../../texts';
import { ReviewList } from './reviews-widget';
import { useReviewsPart } from './use-parts';

/** The `all_reviews` page template (001 §3 allReviews): every review of the shop, 20 a page. */
export function AllReviews() {
  const reviews = useReviewsPart();
  return (
    <section className="section all-reviews">
      {reviews ? (
        <ReviewList reviews={reviews} productId={null} list="allReviews" showProduct />
      ) : (
        <p aria-busy="true">{TEXTS.loading}</p>
      )}
    </section>
  );
}
