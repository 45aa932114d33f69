/**
 * @packageDocumentation
 * The cart of the Vitrine storefront SDK (000 §4 Cart, §7 Cart; 001 §4 PayPal express approval):
 * an XState v5 machine with optimistic, queued mutations, cross-tab sync through ports, a typed
 * facade and selectors.
 */
export { cartActors } from './cart.actors';
export type {
  CartActors,
  CartActorsOptions,
  CartCallOutcome,
  CartFailureReason,
  CartLockPort,
  CheckoutOutcome,
  FetchCartInput,
  FetchCheckoutInput,
  MutateCartInput,
  SaveExpressPaymentInput,
  SaveOutcome,
  TokenOutcome,
} from './cart.actors';
export {
  AFTER_ADD_CHECKOUT_SETTINGS,
  AFTER_ADD_PAGE_SETTING,
  CART_CHANNEL_NAME,
  CART_CREATE_LOCK_NAME,
  CART_NOT_FOUND,
  CART_SNAPSHOT_VERSION,
  CART_TOKEN_STORAGE_KEY,
  CHECKOUT_CART_COMPLETED,
  CHECKOUT_TOKEN_STORAGE_KEY,
  EXPRESS_CHECKOUT_STEP,
  EXPRESS_PAYMENT_METHOD,
  GO_TO_CHECKOUT_DELAY_MS,
  MAX_RESYNC_ATTEMPTS,
  OPTIMISTIC_ITEM_PREFIX,
  RESYNC_DELAY_MS,
} from './cart.constants';
export { createCart } from './cart.facade';
export type { CartClock, CartFacade, CreateCartOptions } from './cart.facade';
export { cartMachine } from './cart.machine';
export type { CartMachine } from './cart.machine';
export type { CartContext, CartEmitted, CartEvent, CartInput } from './cart.machine.types';
export { mutationFromEvent, settlingIds } from './cart.mutations';
export type { MutationEvent } from './cart.mutations';
export {
  applyMutation,
  EMPTY_CART,
  enqueue,
  findLine,
  lineRef,
  projectCart,
  survivesReset,
  toCartRequest,
} from './cart.optimistic';
export type { CartRequest } from './cart.optimistic';
export { persistCart, restoreCartSnapshot } from './cart.persist';
export type { CartPersistedSnapshot, StoredCart } from './cart.persist';
export {
  createMemoryCartChannelHub,
  createMemoryCartLock,
  createMemoryStorage,
  isCartChannelMessage,
} from './cart.ports';
export type {
  CartChannel,
  CartChannelMessage,
  CartNavigate,
  MemoryCartChannelHub,
  StoragePort,
} from './cart.ports';
export {
  afterAddOutcome,
  cleanProperties,
  isCartCompletedCode,
  isOptimisticItemId,
  lineKey,
  lineKeyOf,
  optimisticItemId,
  removesLine,
  sumQuantitiesByItemId,
  wholeQuantity,
} from './cart.rules';
export {
  selectCartView,
  selectCheckoutIntent,
  selectError,
  selectHasPendingChanges,
  selectIsBusy,
  selectIsReady,
  selectItemCount,
  selectLines,
  selectMiniCartOpen,
  selectPaymentMethod,
  selectTokens,
} from './cart.selectors';
export type { CartErrorView, CartLineView, CartSnapshot, CartView } from './cart.selectors';
export type {
  AfterAddOutcome,
  CartAddLine,
  CartAnswerExtra,
  CartError,
  CartErrorCode,
  CartLine,
  CartMutation,
  CartMutationKind,
  CartNavigationIntent,
  CartResult,
  CheckoutRequest,
  ExpressApproval,
  ItemId,
  LineQuantityChange,
  LineRef,
  QueuedLineChange,
} from './cart.types';
export { CART_ERROR_MESSAGES, cartError, MUTATION_ERROR_CODES } from './cart-error';
