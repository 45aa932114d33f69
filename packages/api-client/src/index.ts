/**
 * @packageDocumentation
 * The typed client for the Vitrine platform REST contract: one declarative endpoint table
 * (every call of 000 §7 and 001 §7), zod schemas for every entity (000 §3, 001 §3), and a
 * transport pipeline whose every call resolves to a result value.
 */
export type { ApiClient } from './client';
export { createApiClient } from './client';
export { endpoints } from './endpoints';
export type { EndpointId, Endpoints } from './endpoints';
export { defineEndpoint } from './endpoints/define';
export type {
  EndpointDef,
  EndpointInput,
  EndpointOutput,
  FailedCall,
  HttpMethod,
  InputOptional,
  PathParams,
} from './endpoints/define';
export type {
  AbortedFailure,
  ApiFailure,
  ApiResult,
  HttpFailure,
  InvalidResponseFailure,
  NetworkFailure,
  SchemaIssue,
  TimeoutFailure,
} from './result';
export { fail, failureMessage, ok } from './result';
export { describeValue, formatSchemaIssues } from './drift';
export type { CallArgs, Transport } from './transport';
export {
  createTransport,
  DEFAULT_TIMEOUT_MS,
  DIGEST_COOKIE,
  FINGERPRINT_COOKIE,
  MAX_AUTH_RETRIES,
  READ_RETRY_ATTEMPTS,
  PASSWORD_PROTECTION_TEXT,
} from './transport';
export type {
  ApiClientEvents,
  ApiClientOptions,
  AuthDecision,
  AuthInterceptor,
  CallOptions,
  CookieReader,
  ErrorMonitorContext,
  SchemaDriftReport,
} from './transport.types';
export { FIRST_NAME_MIN_LENGTH, validateFirstName } from './rules/first-name';
export { PASSWORD_MIN_LENGTH, validatePasswordLength } from './rules/password';
export { runSyncTask } from './sync-task';
export type { SyncTaskOutcome, SyncTaskPlaceholders, SyncTaskRequest } from './sync-task';
export {
  accountEndpoints,
  userActivate,
  userChangePassword,
  userCreate,
  userLogin,
  userMe,
  userOrderHistory,
  userRefresh,
  userRequestResetPassword,
  userResetPassword,
  userUpdate,
} from './endpoints/account';
export {
  cartCreate,
  cartDelete,
  cartEndpoints,
  cartGet,
  cartUpdate,
  cartUpdateMultiple,
} from './endpoints/cart';
export { MAX_PROPERTY_VALUE_LENGTH } from './rules/property-value';
export {
  MAX_LINE_PROPERTIES,
  MAX_LINE_QUANTITY,
  MAX_PROPERTY_NAME_LENGTH,
  MAX_SHORT_TEXT_LENGTH,
} from './rules/cart-line-limits';
export {
  ACCEPTED_UPLOAD_EXTENSIONS,
  BYTES_PER_MB,
  DEFAULT_MAX_UPLOAD_SIZE_MB,
  hasAcceptedUploadExtension,
  MAX_FILES_PER_UPLOAD,
  UPLOAD_TIMEOUT_MS,
} from './rules/upload-files';
export { MAX_MESSAGE_LENGTH, MAX_NAME_LENGTH } from './rules/text-lengths';
export { cartClone } from './endpoints/cart-clone';
export { upload, uploadMulti } from './endpoints/upload';
export {
  PRODUCT_SORT_FIELDS,
  SORT_DIRECTIONS,
  catalogCollections,
  catalogEndpoints,
  catalogProduct,
  catalogProducts,
  personalizeRender,
  sizeChart,
} from './endpoints/catalog';
export { productsByIds } from './endpoints/products-by-ids';
export {
  addressSuggestion,
  availableShippingCountries,
  bluesnapFieldToken,
  checkoutActivatePostPurchase,
  checkoutAdditional,
  checkoutAdditionalInfo,
  checkoutApplyCoupon,
  checkoutBraintreeToken,
  checkoutChargeAuthorize,
  checkoutCreateAbandoned,
  checkoutCreateOrder,
  checkoutCustomerAndShipping,
  checkoutCustomerEmailPhone,
  checkoutDeleteCoupon,
  checkoutEndpoints,
  checkoutFetchPaymentProviderOrderInfo,
  checkoutFinalizePostPurchase,
  checkoutInfo,
  checkoutLocationLookup,
  checkoutPaymentMethods,
  checkoutPaypalProSecureToken,
  checkoutPaypalProVerifyToken,
  checkoutProcessingStatus,
  checkoutProviderConfirmUrl,
  checkoutProviderCreateOrder,
  checkoutPurchaseComplete,
  checkoutShippingMethods,
  checkoutTax,
  checkoutUpdateExpressPayment,
  checkoutUpdateShippingMethod,
  checkoutZipcodes,
} from './endpoints/checkout';
export { checkoutErrorMonitor } from './endpoints/error-monitor';
export {
  COUNTDOWNS_PAGE_SIZE,
  NOTIFICATIONS_PAGE_SIZE,
  OFFER_PRODUCTS_LIMIT,
  OFFER_WIDGET_PAGE_SIZE,
  REVIEW_PAGE_SIZE,
} from './endpoints/services.limits';
export {
  checkoutNotifications,
  offersCartRecommend,
  offersDiscount,
  offersList,
  offersProducts,
  offersProductsByCollection,
  offersRecommendation,
  offersSettings,
  offersWidgets,
  reviewsCount,
  reviewsCreate,
  reviewsList,
  reviewsShare,
  reviewsShareWidget,
  reviewsWidget,
  saleNotifications,
  serviceEndpoints,
  timerCountdowns,
} from './endpoints/services';
export { orderStatusAuthenticate, orderStatusEndpoints, orderStatusInfo } from './endpoints/order-status';
export {
  FEATURE_SWITCH_TIMEOUT_MS,
  bootstrap,
  catalogRedirects,
  catalogValidate,
  contactSend,
  dmcaGet,
  dmcaReport,
  featureSwitch,
  locationLookup,
  pageByHandle,
  pagesByHandles,
  passwordValidate,
  shopEndpoints,
  userSubscribe,
  userUnsubscribe,
} from './endpoints/shop';
export { trackerTrack } from './endpoints/tracker';
export {
  Cart,
  CartAddPayload,
  CartItem,
  CartItemChange,
  CartTokens,
  LineProperty,
  OverriddenDiscount,
} from './schemas/cart';
export { MultiUploadResponse, UploadResponse } from './schemas/upload';
export {
  CUSTOM_OPTION_TYPES,
  Collection,
  CollectionRef,
  CustomOption,
  CustomOptionValue,
  FeatureFlag,
  OptionValue,
  ParentCondition,
  Personalization,
  PersonalizationDesign,
  Product,
  ProductImage,
  ProductOption,
  RedirectEntry,
  SizeChart,
  SizeChartTable,
  Variant,
} from './schemas/catalog';
export {
  AvailableShippingCountries,
  ChargeResult,
  CheckoutInfo,
  CheckoutInfoResult,
  CheckoutState,
  CustomerAndShippingPayload,
  DiscountState,
  OrderPayload,
  PAYMENT_GATEWAY_CODES,
  PaymentMethod,
  ShippingMethod,
  Totals,
  TotalsLineItem,
} from './schemas/checkout';
export {
  AnyEnvelope,
  SuccessEnvelope,
} from './schemas/common';
export {
  CheckoutNotification,
  Countdown,
  NotificationSettings,
  OFFER_TYPES,
  Offer,
  ProductList,
  SaleNotification,
  UpsellDiscount,
} from './schemas/offers';
export {
  RatingSummary,
  Review,
  ReviewCarousel,
  ReviewList,
  ReviewPayload,
  ReviewWidget,
} from './schemas/reviews';
export {
  CheckoutSettings,
  ContactForm,
  EmailPayload,
  MenuItem,
  MultiCurrency,
  Page,
  PageLock,
  PasswordValidation,
  ScriptTag,
  ShopBootstrap,
  SyncTask,
} from './schemas/shop';
export {
  Address,
  LoginPayload,
  Order,
  RegisterPayload,
  Session,
  User,
  UserUpdatePayload,
} from './schemas/user';
