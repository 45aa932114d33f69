import {
  type AfterAddOffers,
  type NewReview,
  type OffersFacade,
  type ReviewListName,
  type ReviewListState,
  type SocialProofPopup,
  selectAfterAdd,
  selectIsPostingReview,
  selectPopup,
  selectProductOffers,
  selectRating,
  selectReviewList,
  type ProductOffers,
  type RatingSummary,
  type ProductReview,
  type ReviewsError,
} from '@vitrine/core-offers';
import { selectConsent, type TrackingFacade } from '@vitrine/core-tracking';
import type { Result } from '@vitrine/ports';
import { useCallback, useEffect } from 'react';
import { useStorefront } from '../context';
import { shallowEqual, useFacadeSelector } from '../select';

/** What {@link useOffers} returns. */
export interface OffersState {
  /** The offers of the product page's product, once loaded (`load` them with the product). */
  readonly productOffers: ProductOffers | null;
  /** The offers to show after the last add to cart (001 §3), until dismissed. */
  readonly afterAdd: AfterAddOffers | null;
  readonly load: OffersFacade['load'];
  readonly dismissAfterAdd: OffersFacade['dismissAfterAdd'];
  readonly quickView: OffersFacade['quickView'];
}

/** Upsell offers: those of a product page and those shown after an add to cart. */
export function useOffers(): OffersState {
  const { offers } = useStorefront();
  const slice = useFacadeSelector(
    offers,
    (snapshot) => ({ productOffers: selectProductOffers(snapshot), afterAdd: selectAfterAdd(snapshot) }),
    shallowEqual,
  );
  return {
    ...slice,
    load: offers.load,
    dismissAfterAdd: offers.dismissAfterAdd,
    quickView: offers.quickView,
  };
}

/** What {@link useReviews} returns. */
export interface ReviewsState {
  /** The list with its page, average and status (`reviews` of a product, `allReviews`...). */
  readonly list: ReviewListState;
  /** The product's rating summary (total, average, star, percent of each star). */
  readonly rating: RatingSummary | null;
  readonly posting: boolean;
  readonly loadMore: () => Promise<Result<ReviewListState, ReviewsError>>;
  /** Posts a review (photos uploaded first). Review text is shown as text, never as HTML. */
  readonly create: (review: NewReview) => Promise<Result<ProductReview, ReviewsError>>;
}

/** The list and product each reviews facade was last asked for. */
const reviewsAskedFor = new WeakMap<object, string>();

/**
 * The reviews of a product (or of the shop, with `list: 'allReviews'`), loaded when the product
 * or the list changes, with the product's rating widget.
 */
export function useReviews(productId: string | null, list: ReviewListName = 'reviews'): ReviewsState {
  const { reviews } = useStorefront();
  useEffect(() => {
    // Asked for this product already (StrictMode's second effect, a re-mount): no second request.
    const key = `${list}:${productId ?? ''}`;
    if (reviewsAskedFor.get(reviews) === key) return;
    reviewsAskedFor.set(reviews, key);
    void reviews.load(list, productId === null ? {} : { productId });
    if (productId !== null) void reviews.widget(productId);
  }, [reviews, productId, list]);
  const slice = useFacadeSelector(
    reviews,
    useCallback(
      (snapshot: Parameters<typeof selectReviewList>[0]) => ({
        list: selectReviewList(snapshot, list),
        rating: productId === null ? null : selectRating(snapshot, productId),
        posting: selectIsPostingReview(snapshot),
      }),
      [list, productId],
    ),
    shallowEqual,
  );
  return {
    ...slice,
    loadMore: useCallback(() => reviews.loadMore(list), [reviews, list]),
    create: reviews.create,
  };
}

/** The sale or checkout notification to show now, on the schedule of 001 §3, or `null`. */
export function useSocialProof(): { readonly popup: SocialProofPopup | null; readonly dismiss: () => void } {
  const { socialProof } = useStorefront();
  const popup = useFacadeSelector(socialProof, selectPopup);
  return { popup, dismiss: useCallback(() => void socialProof.dismiss(), [socialProof]) };
}

/** The visitor's tracking consent and the verb that records it (docs/decisions/0193). */
export function useTracking(): {
  readonly consent: ReturnType<typeof selectConsent>;
  readonly setConsent: TrackingFacade['setConsent'];
} {
  const { tracking } = useStorefront();
  return { consent: useFacadeSelector(tracking, selectConsent), setConsent: tracking.setConsent };
}
