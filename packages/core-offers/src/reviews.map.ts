/**
 * The one place the review wire types of `@vitrine/api-client` become the facade's shapes.
 */
import type {
  Product as WireProduct,
  RatingSummary as WireRating,
  Review as WireReview,
  ReviewCarousel as WireCarousel,
} from '@vitrine/api-client';
import { averageText, EMPTY_RATING } from './reviews.rules';
import type { ProductReview, RatingSummary, ReviewCarousel, ReviewProduct } from './reviews.types';

const text = (value: string | null | undefined): string | null => value ?? null;
const idText = (value: number | string | null | undefined): string | null =>
  value === null || value === undefined ? null : String(value);
const percent = (value: number | null | undefined): number => (typeof value === 'number' ? value : 0);

/** A review; its texts stay plain text. */
export function reviewFromWire(review: WireReview): ProductReview {
  return {
    id: String(review.id),
    productId: idText(review.product_id),
    productImage: text(review.product_image),
    author: review.author,
    rating: review.rating,
    title: text(review.title),
    body: review.body,
    images: review.images ?? [],
    createdAt: text(review.created_at),
  };
}

/** A rating summary (001 §3), each missing part its default. */
export function ratingFromWire(rating: WireRating | null | undefined): RatingSummary {
  if (!rating) return EMPTY_RATING;
  return {
    total: rating.total,
    average: averageText(rating.average),
    star: rating.star ?? 0,
    percent1: percent(rating.percent_1),
    percent2: percent(rating.percent_2),
    percent3: percent(rating.percent_3),
    percent4: percent(rating.percent_4),
    percent5: percent(rating.percent_5),
  };
}

/** The review carousel (001 §3). */
export function carouselFromWire(carousel: WireCarousel): ReviewCarousel {
  return {
    total: carousel.total,
    reviews: carousel.reviews.map(reviewFromWire),
    logic: text(carousel.settings?.carousel_review_logic),
    logicIds: (carousel.settings?.carousel_review_logic_ids ?? []).map(String),
    numberOfReviews: carousel.settings?.carousel_number_review ?? null,
  };
}

/** A product of the review cache: title (or name), handle and first image src (001 §3). */
export function reviewProductFromWire(product: WireProduct): ReviewProduct {
  const name = (product as { readonly name?: unknown }).name;
  return {
    id: String(product.id),
    title: product.title || (typeof name === 'string' ? name : ''),
    handle: product.handle,
    image: product.images?.[0]?.src ?? product.image ?? null,
  };
}
