/**
 * @packageDocumentation
 * `@vitrine/core-offers`: upsell offers, sale and checkout notifications with countdowns on a
 * scheduler, and product reviews (spec 001 §3, §4 Reviews, §7 Upsell / Notifications / Reviews,
 * §9), each behind a facade of the `@vitrine/ports` contract.
 */
export {
  createOffers,
  offersActors,
  offersFacade,
  offersInput,
  offersLogic,
} from './offers.facade';
export type {
  OffersActorRef,
  OffersFacade,
  OffersFacadeEvent,
  OffersOptions,
  OffersResult,
} from './offers.facade';
export {
  AFTER_ADD_OFFER_TYPES,
  COLLECTION_PRODUCTS_QUERY,
  OFFER_PRODUCTS_LIMIT,
  OFFER_TYPES,
  OFFER_WIDGET_PAGE_SIZE,
  OFFERS_SNAPSHOT_VERSION,
  POST_PURCHASE_OFFER_TYPE,
  QUANTITY_DISCOUNT_OFFER_TYPE,
  RELEVANT_COLLECTION_RULE_LIMIT,
  SAME_COLLECTION_RULE_LIMIT,
  UPSELL_APP_CODES,
} from './offers.constants';
export type { OfferType } from './offers.constants';
export type {
  OffersContext,
  OffersEmitted,
  OffersEvent,
  OffersInput,
  OffersSlots,
  Slot,
} from './offers.machine';
export type { OffersKind, ProductOffers, UpsellSettings } from './offers.requests';
export {
  discountedPrice,
  offerRequest,
  offerVariant,
  productPrice,
  recommendationLimit,
} from './offers.rules';
export {
  selectAfterAdd,
  selectCartRecommendations,
  selectCollectionProducts,
  selectOfferProducts,
  selectOffers,
  selectOffersError,
  selectOffersStatus,
  selectProductOffers,
  selectProductsByIds,
  selectQuickView,
  selectRecommendations,
  selectUpsellDiscount,
  selectUpsellSettings,
  selectWidgets,
} from './offers.selectors';
export type { OffersSnapshot, OffersStatus } from './offers.selectors';
export type {
  AddedLine,
  AfterAddOffers,
  AfterOrderOffers,
  CartItemRef,
  Money,
  OfferProduct,
  OfferRequest,
  OffersError,
  Product,
  RecommendationRule,
  RecommendedLine,
  UpsellDiscount,
  UpsellDiscountLine,
  UpsellOffer,
  UpsellWidget,
} from './offers.types';
export {
  createSocialProof,
  socialProofActors,
  socialProofFacade,
  socialProofLogic,
} from './social-proof.facade';
export type {
  SocialProofActorRef,
  SocialProofFacade,
  SocialProofFacadeEvent,
  SocialProofOptions,
  SocialProofPorts,
  SocialProofSnapshot,
} from './social-proof.facade';
export type { SocialProofContext, SocialProofEmitted, SocialProofEvent } from './social-proof.machine';
export {
  COUNTDOWNS_PAGE_SIZE,
  NOTIFICATION_DEFAULTS,
  NOTIFICATIONS_PAGE_SIZE,
  SOCIAL_PROOF_SNAPSHOT_VERSION,
} from './social-proof.constants';
export { DEFAULT_NOTIFICATION_SETTINGS } from './social-proof.map';
export {
  selectCheckoutNotifications,
  selectCountdowns,
  selectNotificationSettings,
  selectPopup,
  selectProductCountdowns,
  selectSaleNotifications,
  selectShownOnPage,
  selectSocialProofError,
  selectSocialProofStatus,
} from './social-proof.selectors';
export type { SocialProofStatus } from './social-proof.selectors';
export type {
  CheckoutNotification,
  Countdown,
  CountdownRemaining,
  MessagePart,
  NotificationDisplaySettings,
  SaleNotification,
  SocialProofData,
  SocialProofError,
  SocialProofKind,
  SocialProofPopup,
} from './social-proof.types';
export { countdownRemaining, countdownsForProduct } from './countdown.rules';
export { canShowAnother, nextIndex, notificationKindFor } from './scheduler.rules';
export {
  checkoutMessage,
  isSafeHref,
  partsText,
  randomTimeAgo,
  renderTemplate,
  saleMessage,
} from './templates';
export type { TemplateValues } from './templates';
export { createReviews, reviewsActors, reviewsFacade, reviewsLogic } from './reviews.facade';
export type {
  ReviewLoadOptions,
  ReviewsActorRef,
  ReviewsFacade,
  ReviewsFacadeEvent,
  ReviewsOptions,
} from './reviews.facade';
export type { ReviewsContext, ReviewsEmitted, ReviewsEvent } from './reviews.machine';
export {
  DEFAULT_AVERAGE,
  EMPTY_RATING,
  emptyReviewList,
  hasMoreReviews,
  mergeReviewPage,
  REVIEW_PAGE_SIZE,
  REVIEWS_SNAPSHOT_VERSION,
  reviewFieldErrors,
} from './reviews.rules';
export type { ReviewLoadMode } from './reviews.rules';
export {
  selectHasMoreReviews,
  selectIsPostingReview,
  selectRating,
  selectReviewCount,
  selectReviewList,
  selectReviewProduct,
  selectSharedWidget,
} from './reviews.selectors';
export type { ReviewsSnapshot } from './reviews.selectors';
export type {
  NewReview,
  ProductReview,
  RatingSummary,
  ReviewCarousel,
  ReviewFieldErrors,
  ReviewFieldMessageId,
  ReviewListName,
  ReviewListState,
  ReviewPhoto,
  ReviewProduct,
  ReviewQuery,
  ReviewsError,
  SharedReviewWidget,
} from './reviews.types';
