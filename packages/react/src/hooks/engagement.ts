import {
  DEFAULT_NOTIFICATION_SETTINGS,
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
  type Countdown,
  type NotificationDisplaySettings,
  type SocialProofError,
  type SocialProofFacade,
  type SocialProofKind,
  type SocialProofPopup,
  type SocialProofStatus,
  selectAfterAdd,
  selectCountdowns,
  selectNotificationSettings,
  selectSocialProofError,
  selectSocialProofStatus,
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
import { type Result, success } from '@vitrine/ports';
import { useCallback, useEffect, useMemo } from 'react';
import { inBackground } from '../background';
import { useStorefront } from '../context';
import {
  NOT_LOADED,
  onPart,
  type PartUnavailableError,
  type PartVerb,
  useStorefrontPart,
  useStorefrontPartState,
} from '../part';
import { type Subscribable, shallowEqual, useFacadeSelector } from '../select';

/** What {@link useOffers} returns. */
export interface OffersState {
  /** The offers of the product page's product, once loaded (`load` them with the product). */
  readonly productOffers: ProductOffers | null;
  /** The offers to show after the last add to cart (001 §3), until dismissed. */
  readonly afterAdd: AfterAddOffers | null;
  /** `part_unavailable` (as each verb) when the offers' code cannot load (decision 0490). */
  readonly load: PartVerb<OffersFacade['load']>;
  readonly dismissAfterAdd: PartVerb<OffersFacade['dismissAfterAdd']>;
  readonly quickView: PartVerb<OffersFacade['quickView']>;
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
  // The verbs wait for the offers' code when it is not loaded yet (docs/decisions/0350); when it
  // cannot load they answer part_unavailable (decision 0490).
  const part = useCallback(() => storefront.load('offers'), [storefront]);
  return {
    ...slice,
    load: useCallback<OffersState['load']>((product) => onPart(part, (o) => o.load(product)), [part]),
    dismissAfterAdd: useCallback(() => onPart(part, (o) => o.dismissAfterAdd()), [part]),
    quickView: useCallback((handle: string) => onPart(part, (o) => o.quickView(handle)), [part]),
  };
}

/** What {@link useReviews} returns. */
export interface ReviewsState {
  /** The list with its page, average and status (`reviews` of a product, `allReviews`...). */
  readonly list: ReviewListState;
  /** The product's rating summary (total, average, star, percent of each star). */
  readonly rating: RatingSummary | null;
  readonly posting: boolean;
  /** `part_unavailable` (as `create`) when the reviews' code cannot load (decision 0490). */
  readonly loadMore: () => Promise<Result<ReviewListState, ReviewsError | PartUnavailableError>>;
  /** Posts a review (photos uploaded first). Review text is shown as text, never as HTML. */
  readonly create: (review: NewReview) => Promise<Result<ProductReview, ReviewsError | PartUnavailableError>>;
}

/** The list and product each reviews facade was last asked for. */
const reviewsAskedFor = new WeakMap<object, string>();

/**
 * The list of `productId` while its reviews are not there (the reviews' code loading, its load not
 * started yet or on its way): loading, with no review and no "More reviews".
 */
const loadingListOf = (productId: string | null): ReviewListState => ({
  ...emptyReviewList(productId === null ? {} : { productId }),
  status: 'loading',
});

/**
 * Whether `state` is the list of `productId` (001 §3 Review state, §4 Reviews): asked for that
 * product. The list keeps the last product asked for until the next load starts, in a background
 * task after the page committed, and before the first load it is idle and empty: neither is the
 * asked product's, whose page would otherwise show another product's reviews (with a "More
 * reviews" of that product's next page) or "No reviews yet" before its own.
 */
const isListOf = (state: ReviewListState, productId: string | null): boolean =>
  state.status !== 'idle' && (state.query.productId ?? null) === productId;

/** The list when the reviews' code could not load (docs/decisions/0490). */
const FAILED_LIST: ReviewListState = {
  ...emptyReviewList(),
  status: 'failed',
  error: { code: 'request_failed', message: 'The reviews could not be loaded' },
};

/**
 * The reviews of a product (or of the shop, with `list: 'allReviews'`), loaded when the product
 * or the list changes, with the product's rating widget. The reviews' code loads on first use
 * (docs/decisions/0350): until then the rating is the 001 §3 default. Until the list holds the
 * product's reviews it is `loading` and empty, never another product's reviews nor an idle empty
 * list, and `loadMore` appends nothing. When that code cannot load, the list is `failed`
 * (docs/decisions/0490).
 */
export function useReviews(productId: string | null, list: ReviewListName = 'reviews'): ReviewsState {
  const storefront = useStorefront();
  const { part: reviews, status: partStatus } = useStorefrontPartState('reviews');
  useEffect(() => {
    if (reviews === null) return;
    // In a task of its own, not with the page's other effects (docs/decisions/0531).
    return inBackground(() => {
      // Asked for this product already (StrictMode's second effect, a re-mount): no second request.
      const key = `${list}:${productId ?? ''}`;
      if (reviewsAskedFor.get(reviews) === key) return;
      reviewsAskedFor.set(reviews, key);
      void reviews.load(list, productId === null ? {} : { productId });
      if (productId !== null) void reviews.widget(productId);
    });
  }, [reviews, productId, list]);
  // One object per product: the slice compares its list by reference.
  const loading = useMemo(() => loadingListOf(productId), [productId]);
  const slice = useFacadeSelector(
    (reviews ?? NOT_LOADED) as Subscribable<ReviewsSnapshot | null>,
    useCallback(
      (snapshot: ReviewsSnapshot | null) => {
        if (snapshot === null) {
          return {
            list: partStatus === 'failed' ? FAILED_LIST : loading,
            rating: productId === null ? null : EMPTY_RATING,
            posting: false,
          };
        }
        const held = selectReviewList(snapshot, list);
        return {
          list: isListOf(held, productId) ? held : loading,
          rating: productId === null ? null : selectRating(snapshot, productId),
          posting: selectIsPostingReview(snapshot),
        };
      },
      [list, productId, partStatus, loading],
    ),
    shallowEqual,
  );
  const part = useCallback(() => storefront.load('reviews'), [storefront]);
  return {
    ...slice,
    // Another product's list has no next page of this product: nothing is appended until it is loaded.
    loadMore: useCallback(
      () =>
        onPart(part, (r) =>
          isListOf(selectReviewList(r.getSnapshot(), list), productId)
            ? r.loadMore(list)
            : Promise.resolve(success(loading)),
        ),
      [part, list, productId, loading],
    ),
    create: useCallback((review: NewReview) => onPart(part, (r) => r.create(review)), [part]),
  };
}

/**
 * A page of notifications for {@link useSocialProof} to run: a new `key` (the page's path, say)
 * starts a new page, whose popups count again toward `maximum_per_page` (001 §3).
 */
export interface SocialProofPage {
  /** What tells one page from the next (the path the shopper is on). */
  readonly key: string;
  /** The sale notifications (default) or the checkout ones (`notificationKindFor(route)`). */
  readonly kind?: SocialProofKind;
  /** The page is on a phone: nothing shows there when the shop's `show_on_mobile` is off. */
  readonly mobile?: boolean;
}

/** What {@link useSocialProof} returns. */
export interface SocialProofState {
  /**
   * `loading` until the notifications (and their code) are there, `ready` once they are (a page
   * of popups may be running), `failed` when either could not load (nothing shows; `load()` retries
   * the data).
   */
  readonly status: SocialProofStatus;
  /** The sale or checkout notification on screen now, on the schedule of 001 §3, or `null`. */
  readonly popup: SocialProofPopup | null;
  /** The shop's display settings (layout, desktop and mobile positions...): the 001 §3 defaults until loaded. */
  readonly settings: NotificationDisplaySettings;
  /** Every timer countdown of the shop (`countdownsForProduct(countdowns, productId, now)` for a product's). */
  readonly countdowns: readonly Countdown[];
  readonly error: SocialProofError | null;
  /**
   * Loads the notifications, countdowns and settings again. Each verb answers `part_unavailable`
   * when the notifications' code cannot load (decision 0490).
   */
  readonly load: PartVerb<SocialProofFacade['load']>;
  /** Starts a page of popups by hand (the `page` argument of the hook does it on each new key). */
  readonly page: PartVerb<SocialProofFacade['page']>;
  /** Closes the popup on screen; the next follows after `delay_time_notification`. */
  readonly dismiss: PartVerb<SocialProofFacade['dismiss']>;
  /**
   * Holds the popup on screen while the shopper is on it (keyboard focus, pointer): its
   * `display_time` stops and the next popup waits.
   */
  readonly pause: PartVerb<SocialProofFacade['pause']>;
  /** Lets a held popup run on with the rest of its time. */
  readonly resume: PartVerb<SocialProofFacade['resume']>;
}

/** No countdown (the notifications' code is not loaded yet). */
const NO_COUNTDOWNS: readonly Countdown[] = [];

/** The notifications facades whose data was asked for (once per storefront, StrictMode or not). */
const socialProofAsked = new WeakSet<object>();

const selectSocialProofSlice = (snapshot: SocialProofSnapshot) => ({
  status: selectSocialProofStatus(snapshot),
  popup: selectPopup(snapshot),
  settings: selectNotificationSettings(snapshot),
  countdowns: selectCountdowns(snapshot),
  error: selectSocialProofError(snapshot),
});

/**
 * Sale and checkout notifications and countdowns (001 §3): loads them once, and with `page`
 * runs a page of popups on their schedule (the first after `delay_time_show_popup`, one every
 * `display_time` + `delay_time_notification`, at most `maximum_per_page`), a new page at each new
 * `page.key`. The notifications' code loads on first use (docs/decisions/0350).
 *
 * @example
 * ```tsx
 * const { pathname } = useLocation();
 * const { popup, dismiss } = useSocialProof({ key: pathname, kind: notificationKindFor(routeName) });
 * if (popup) return <Toast text={popup.text} onClose={dismiss} />;
 * ```
 */
export function useSocialProof(page: SocialProofPage | null = null): SocialProofState {
  const storefront = useStorefront();
  const { part: socialProof, status: partStatus } = useStorefrontPartState('socialProof');
  // The load starts in a task of its own, not with the page's other effects (docs/decisions/0531).
  useEffect(() => {
    if (socialProof === null) return;
    return inBackground(() => {
      if (socialProofAsked.has(socialProof)) return;
      socialProofAsked.add(socialProof);
      void socialProof.load();
    });
  }, [socialProof]);
  const key = page?.key ?? null;
  const kind = page?.kind;
  const mobile = page?.mobile;
  useEffect(() => {
    if (socialProof === null || key === null) return;
    void socialProof.page({
      ...(kind === undefined ? {} : { kind }),
      ...(mobile === undefined ? {} : { mobile }),
    });
  }, [socialProof, key, kind, mobile]);
  const slice = useFacadeSelector(
    (socialProof ?? NOT_LOADED) as Subscribable<SocialProofSnapshot | null>,
    useCallback(
      (snapshot: SocialProofSnapshot | null) =>
        snapshot === null
          ? {
              status: partStatus === 'failed' ? ('failed' as const) : ('loading' as const),
              popup: null,
              settings: DEFAULT_NOTIFICATION_SETTINGS,
              countdowns: NO_COUNTDOWNS,
              error: null,
            }
          : selectSocialProofSlice(snapshot),
      [partStatus],
    ),
    shallowEqual,
  );
  const part = useCallback(() => storefront.load('socialProof'), [storefront]);
  return {
    ...slice,
    load: useCallback(() => onPart(part, (s) => s.load()), [part]),
    page: useCallback<SocialProofState['page']>((options) => onPart(part, (s) => s.page(options)), [part]),
    dismiss: useCallback(() => onPart(part, (s) => s.dismiss()), [part]),
    pause: useCallback(() => onPart(part, (s) => s.pause()), [part]),
    resume: useCallback(() => onPart(part, (s) => s.resume()), [part]),
  };
}

/**
 * The visitor's tracking consent and the verb that records it (docs/decisions/0193); `consent` is
 * `null` until tracking's code loaded (docs/decisions/0350), and `setConsent` answers
 * `part_unavailable` when that code cannot load (decision 0490).
 */
export function useTracking(): {
  readonly consent: ReturnType<typeof selectConsent> | null;
  readonly setConsent: PartVerb<TrackingFacade['setConsent']>;
} {
  const storefront = useStorefront();
  const tracking = useStorefrontPart('tracking');
  return {
    consent: useFacadeSelector(
      (tracking ?? NOT_LOADED) as Subscribable<TrackingSnapshot | null>,
      (snapshot: TrackingSnapshot | null) => (snapshot === null ? null : selectConsent(snapshot)),
    ),
    setConsent: useCallback(
      (granted: boolean) =>
        onPart(
          () => storefront.load('tracking'),
          (t) => t.setConsent(granted),
        ),
      [storefront],
    ),
  };
}
