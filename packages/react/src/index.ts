/**
 * `@vitrine/react`: a Vitrine storefront in React. `<StorefrontProvider>` and hooks over the
 * facades of `@vitrine/sdk`, each built on `useSyncExternalStore` so a component re-renders only
 * when its slice changes. Importing it touches no browser global.
 *
 * @packageDocumentation
 */
export { inBackground } from './background';
export { StorefrontProvider, useStorefront } from './context';
export type { StorefrontProviderProps } from './context';
export { useStorefrontEvent } from './events';
export { useStorefrontPart, useStorefrontPartState } from './part';
export type {
  PartUnavailable,
  PartUnavailableError,
  PartVerb,
  StorefrontPartState,
  StorefrontPartStatus,
} from './part';
export { shallowEqual, useFacadeSelector } from './select';
export type { Subscribable } from './select';
export { useCart, useCartCount, useMiniCart } from './hooks/cart';
export type { CartState, MiniCartState } from './hooks/cart';
export { useCollection, useCollections, useProduct, useSearch, useSizeChart } from './hooks/catalog';
export type { AddState, CollectionState, ProductState, SearchState, SizeChartState } from './hooks/catalog';
export { useCheckout } from './hooks/checkout';
export type { CheckoutState } from './hooks/checkout';
export { useExpressWallet } from './hooks/express-wallet';
export type {
  ExpressWalletOptions,
  ExpressWalletState,
  WalletApprovalData,
  WalletSdk,
} from './hooks/express-wallet';
export { useOrderStatus } from './hooks/order-status';
export type { OrderStatusState } from './hooks/order-status';
export { useCheckoutAdditional } from './hooks/checkout-additional';
export type {
  CheckoutAdditionalCalls,
  CheckoutAdditionalState,
  PayBalanceInput,
} from './hooks/checkout-additional';
export {
  useContactForm,
  useDmcaForm,
  useForm,
  useNewsletterForm,
  usePage,
  usePreview,
} from './hooks/content';
export type { FormState, PageState, PreviewState } from './hooks/content';
export { useOffers, useReviews, useSocialProof, useTracking } from './hooks/engagement';
export type { OffersState, ReviewsState, SocialProofPage, SocialProofState } from './hooks/engagement';
export { useCustomOptions } from './hooks/custom-options';
export type { CustomOptionsState } from './hooks/custom-options';
export { usePersonalization } from './hooks/personalization';
export type { PersonalizationState } from './hooks/personalization';
export { useCustomer } from './hooks/customer';
export type { CustomerState } from './hooks/customer';
export { useMoney } from './hooks/money';
export type { MoneyState } from './hooks/money';
export {
  notificationText,
  useFeatureFlag,
  useNavigationIntent,
  useNotifications,
  useShop,
} from './hooks/shop';
export type { NotificationsState, ShopState } from './hooks/shop';
