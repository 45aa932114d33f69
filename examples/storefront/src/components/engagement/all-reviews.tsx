import { ReviewList, ReviewsPending } from './reviews-widget';
import { useAppEnabled, usePartState } from './use-parts';

/**
 * The `all_reviews` page template (001 §3 allReviews): every review of the shop, 20 a page. In a
 * shop whose review app is off the list is not shown and not asked for: the page keeps its title
 * and body, as a page of any other template (docs/decisions/0540).
 */
export function AllReviews() {
  return useAppEnabled('reviews') ? <AllReviewsList /> : null;
}

function AllReviewsList() {
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
