/**
 * @packageDocumentation
 * The checkout of 001: the checkout machine (steps, customer and shipping, discount codes, the
 * wallet express approval, placing exactly one order per checkout), payment providers as
 * strategies, and the facade `createCheckout` with the contract of `@vitrine/ports`.
 */

// Facade
export type {
  CheckoutActorRef,
  CheckoutFacade,
  CheckoutOptions,
  CheckoutPorts,
  PlaceOrderRequest,
} from './checkout.facade';
export {
  checkoutFacade,
  checkoutInput,
  checkoutLogic,
  createCheckout,
  pendingPaymentKey,
  storedPending,
} from './checkout.facade';

// Machine
export type {
  CheckoutContext,
  CheckoutEmitted,
  CheckoutEvent,
  CheckoutInput,
  PlaceRequest,
  Settlement,
} from './checkout.machine';
export { checkoutMachine } from './checkout.machine';
export type {
  CheckoutActorOptions,
  CheckoutCommand,
  CommandInput,
  CommandOutcome,
  PostPurchaseState,
} from './checkout.actors';
export type { PlaceOrderInput, PlaceOrderOutcome } from './checkout.place';

// Selectors
export type { CheckoutSnapshot, CheckoutView, PostPurchaseView } from './checkout.selectors';
export {
  selectAwaitingAction,
  selectChallenge,
  selectCheckout,
  selectCheckoutView,
  selectCompletedOrder,
  selectError,
  selectFlags,
  selectIsBusy,
  selectIsSubmitting,
  selectPaymentMethods,
  selectPlacedOrder,
  selectPostPurchase,
  selectShippingMethods,
  selectStep,
} from './checkout.selectors';

// Shapes
export type {
  Checkout,
  CheckoutAddress,
  CheckoutCustomer,
  CheckoutDiscount,
  CheckoutError,
  CheckoutLine,
  CheckoutOrder,
  CheckoutSettings,
  CheckoutTotals,
  CustomerInformation,
  LoadOptions,
  Money,
  PaymentMethodOption,
  PlacedOrder,
  Shipment,
  ShippingMethodOption,
} from './checkout.types';

// Display currency (000 §9; docs/decisions/0251): core-pricing's shape, re-exported
export type { DisplayCurrency, DisplayMoney } from '@vitrine/core-pricing';
export { displayCheckout, displayShippingMethod } from './checkout.display';
export type { FreeShippingProgress } from './checkout.free-shipping';
export { freeShippingProgress } from './checkout.free-shipping';

// Constants
export type { CheckoutLayout, CheckoutStep } from './checkout.constants';
export {
  ACCESS_KEY_STORAGE_PREFIX,
  ALREADY_COMPLETED,
  CHECKOUT_ADDITIONAL_BALANCE_CHANGE,
  CHECKOUT_LAYOUTS,
  CHECKOUT_PERSIST_VERSION,
  CHECKOUT_STEPS,
  DEFAULT_LAYOUT,
  DEFAULT_STEP,
  DEFAULT_WALLET_BUTTON_ID,
  EXPRESS_PAYMENT_METHOD,
  ITEM_OUT_STOCK,
  METHOD_FLAGS,
  PAYMENT_METHOD_PRIORITY,
  TEST_GATEWAY,
  THANK_YOU_STEP,
} from './checkout.constants';

// Rules
export {
  canGoToStep,
  clearsShippingSelection,
  couponError,
  invalidDiscountOnInfo,
  marketingOptIn,
  offeredPaymentMethods,
  sortPaymentMethods,
  stripeFlags,
  supportsPostPurchase,
} from './checkout.rules';

// Payment strategies
export type { ChallengeDisplay, ChallengePage, PaymentChallenge } from './payment/challenge';
export { paymentChallenge } from './payment/challenge';
export type {
  AuthoriseInput,
  AuthoriseOutcome,
  PaymentContext,
  PaymentStrategies,
  PaymentStrategy,
} from './payment/payment-strategy';
export type { TestCard } from './payment/test-gateway';
export { testGatewayStrategy } from './payment/test-gateway';
export type { ExpressOrder, ExpressWallet, WalletApproval } from './payment/paypal-express';
export { paypalExpressStrategy, paypalSdkUrl } from './payment/paypal-express';
export type { PaypalOrderInput, PaypalOrderRequest } from './payment/paypal-order-request';
export { paypalOrderRequest } from './payment/paypal-order-request';
export type { PaypalProPayment } from './payment/paypal-pro';
export { paypalProSecureToken, paypalProStrategy } from './payment/paypal-pro';

// Order status (001 §2 order-status, §4 shipment tracking, §7)
export type {
  OrderStatusFacade,
  OrderStatusOptions,
  OrderStatusPageView,
  OrderStatusSnapshot,
  OrderStatusView,
} from './order-status/order-status.facade';
export {
  createOrderStatus,
  ORDER_STATUS_PERSIST_VERSION,
  orderStatusFacade,
  orderStatusLogic,
  selectNeedsAccessKey,
  selectOrderStatus,
  selectOrderStatusPage,
} from './order-status/order-status.facade';
export type {
  OrderOutcome,
  OrderStatusContext,
  OrderStatusEmitted,
  OrderStatusEvent,
} from './order-status/order-status.machine';
export { orderStatusMachine } from './order-status/order-status.machine';
export type {
  TrackingDescriptionId,
  TrackingLabelId,
  TrackingStatus,
  TrackingStatusView,
} from './order-status/shipment-tracking';
export { type ShipmentFields, shipmentView } from './checkout.map';
export {
  isTrackingStatus,
  shownTrackingStatus,
  TRACKING_LINK_TEMPLATES,
  TRACKING_STATUSES,
  trackingKind,
  trackingLink,
  trackingStatusView,
} from './order-status/shipment-tracking';
export type {
  CredentialStrategyOptions,
  HostedPageStrategyOptions,
  ProviderCredential,
} from './payment/credential-strategies';
export {
  bluesnapFieldToken,
  bluesnapStrategy,
  braintreeClientToken,
  braintreeStrategy,
  cardpayStrategy,
  checkoutComStrategy,
  credentialStrategy,
  fasterPayStrategy,
  hostedPageStrategy,
  PROVIDER_SCRIPTS,
  platformStrategy,
  stripeStrategy,
} from './payment/credential-strategies';

// Look-ups and checkout-additional (plain calls, results as values)
export type { ShippingCountries } from './checkout.lookups';
export {
  addressSuggestions,
  applySuggestion,
  checkoutTaxOf,
  shippingCountries,
  zipCodes,
} from './checkout.lookups';
export type { AdditionalBalance, PayAdditionalOutcome, PayAdditionalRequest } from './checkout-additional';
export { additionalBalance, payAdditionalBalance } from './checkout-additional';
