import { ReviewList, ReviewsPending } from './reviews-widget';
import { usePartState } from './use-parts';

/** The `all_reviews` page template (001 §3 allReviews): every review of the shop, 20 a page. */
export function AllReviews() {
  const { part: reviews, status } = usePartState('reviews');
  return (
    <section className="section all-reviews">
      {reviews ? (
        <ReviewList reviews={reviews} productId={null} list="allReviews" showProduct />
      ) : (
        <ReviewsPending status={status} />
      )}
    </section>
  );
}
