import {
  EMPTY_RATING,
  emptyReviewList,
  type OffersSnapshot,
  type ReviewsSnapshot,
  type SocialProofSnapshot,
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
import { selectConsent, type TrackingFacade, type TrackingSnapshot } from '@vitrine/core-tracking';
import type { Result } from '@vitrine/ports';
import { useCallback, useEffect } from 'react';
import { useStorefront } from '../context';
import { NOT_LOADED, useStorefrontPart } from '../part';
import { type Subscribable, shallowEqual, useFacadeSelector } from '../select';

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
  const storefront = useStorefront();
  const offers = useStorefrontPart('offers');
  const slice = useFacadeSelector(
    (offers ?? NOT_LOADED) as Subscribable<OffersSnapshot | null>,
    (snapshot: OffersSnapshot | null) => ({
      productOffers: snapshot === null ? null : selectProductOffers(snapshot),
      afterAdd: snapshot === null ? null : selectAfterAdd(snapshot),
    }),
    shallowEqual,
  );
  // The verbs wait for the offers' code when it is not loaded yet (docs/decisions/0350).
  const part = useCallback(() => storefront.load('offers'), [storefront]);
  return {
    ...slice,
    load: useCallback<OffersFacade['load']>((product) => part().then((o) => o.load(product)), [part]),
    dismissAfterAdd: useCallback(() => part().then((o) => o.dismissAfterAdd()), [part]),
    quickView: useCallback((handle: string) => part().then((o) => o.quickView(handle)), [part]),
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
/** The list shown while the reviews' code loads. */
const LOADING_LIST = emptyReviewList();

/**
 * The reviews of a product (or of the shop, with `list: 'allReviews'`), loaded when the product
 * or the list changes, with the product's rating widget. The reviews' code loads on first use
 * (docs/decisions/0350): until then the list is empty and the rating is the 001 §3 default.
 */
export function useReviews(productId: string | null, list: ReviewListName = 'reviews'): ReviewsState {
  const storefront = useStorefront();
  const reviews = useStorefrontPart('reviews');
  useEffect(() => {
    if (reviews === null) return;
    // Asked for this product already (StrictMode's second effect, a re-mount): no second request.
    const key = `${list}:${productId ?? ''}`;
    if (reviewsAskedFor.get(reviews) === key) return;
    reviewsAskedFor.set(reviews, key);
    void reviews.load(list, productId === null ? {} : { productId });
    if (productId !== null) void reviews.widget(productId);
  }, [reviews, productId, list]);
  const slice = useFacadeSelector(
    (reviews ?? NOT_LOADED) as Subscribable<ReviewsSnapshot | null>,
    useCallback(
      (snapshot: ReviewsSnapshot | null) =>
        snapshot === null
          ? { list: LOADING_LIST, rating: productId === null ? null : EMPTY_RATING, posting: false }
          : {
              list: selectReviewList(snapshot, list),
              rating: productId === null ? null : selectRating(snapshot, productId),
              posting: selectIsPostingReview(snapshot),
            },
      [list, productId],
    ),
    shallowEqual,
  );
  const part = useCallback(() => storefront.load('reviews'), [storefront]);
  return {
    ...slice,
    loadMore: useCallback(() => part().then((r) => r.loadMore(list)), [part, list]),
    create: useCallback((review: NewReview) => part().then((r) => r.create(review)), [part]),
  };
}

/** The sale or checkout notification to show now, on the schedule of 001 §3, or `null`. */
export function useSocialProof(): { readonly popup: SocialProofPopup | null; readonly dismiss: () => void } {
  const socialProof = useStorefrontPart('socialProof');
  const popup = useFacadeSelector(
    (socialProof ?? NOT_LOADED) as Subscribable<SocialProofSnapshot | null>,
    (snapshot: SocialProofSnapshot | null) => (snapshot === null ? null : selectPopup(snapshot)),
  );
  return { popup, dismiss: useCallback(() => void socialProof?.dismiss(), [socialProof]) };
}

/**
 * The visitor's tracking consent and the verb that records it (docs/decisions/0193); `consent` is
 * `null` until tracking's code loaded (docs/decisions/0350).
 */
export function useTracking(): {
  readonly consent: ReturnType<typeof selectConsent> | null;
  readonly setConsent: TrackingFacade['setConsent'];
} {
  const storefront = useStorefront();
  const tracking = useStorefrontPart('tracking');
  return {
    consent: useFacadeSelector(
      (tracking ?? NOT_LOADED) as Subscribable<TrackingSnapshot | null>,
      (snapshot: TrackingSnapshot | null) => (snapshot === null ? null : selectConsent(snapshot)),
    ),
    setConsent: useCallback(
      (granted: boolean) => storefront.load('tracking').then((t) => t.setConsent(granted)),
      [storefront],
    ),
  };
}
