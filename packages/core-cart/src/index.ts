/**
 * @packageDocumentation
 * The cart of the Vitrine storefront SDK (000 §4 Cart and Product page after-add, §7 Cart): an
 * XState v5 machine with optimistic, queued changes, single-flight creation and cross-tab sync
 * through the ports of `@vitrine/ports`, a TypeScript-shaped facade (`createCart`) and selectors.
 * Queue and optimistic internals live behind `@vitrine/core-cart/internal`.
 */
export { isCartChannelMessage } from './cart.channel';
export type { CartChannelMessage } from './cart.channel';
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
  GO_TO_CHECKOUT_DELAY_MS,
  MAX_RESYNC_ATTEMPTS,
  MIN_ADD_QUANTITY,
  RESYNC_DELAY_MS,
} from './cart.constants';
export { cartFacade, cartInput, cartLogic, createCart } from './cart.facade';
export type {
  CartActorRef,
  CartFacade,
  CartFacadeEvent,
  CartLogic,
  CartOptions,
  CartSettings,
  CartVerbResult,
} from './cart.facade';
export { cartMachine } from './cart.machine';
export type { AnnounceParams, CartMachine, LogParams, TokenParams } from './cart.machine';
export type { CartContext, CartEmitted, CartEvent, CartInput } from './cart.machine.types';
export { displayCartContents } from './cart.display';
export { toCartContents } from './cart.map';
export {
  afterAddOutcome,
  isAddQuantity,
  isOptimisticItemId,
  lineKey,
  removesLine,
  sumQuantitiesByItemId,
} from './cart.rules';
export {
  selectCart,
  selectCartCount,
  selectCartLines,
  selectCartTotals,
  selectCartView,
  selectCheckoutIntent,
  cartErrorText,
  selectError,
  selectHasPendingChanges,
  selectIsBusy,
  selectIsReady,
  selectItemCount,
  selectLines,
  selectLoadError,
  selectLoadStatus,
  selectMiniCartOpen,
  selectShopCart,
  selectTokens,
} from './cart.selectors';
export type {
  CartErrorView,
  CartLineView,
  CartLoadStatus,
  CartSnapshot,
  CartView,
} from './cart.selectors';
export type {
  AfterAddOutcome,
  CartContents,
  CartError,
  CartErrorCode,
  CartLine,
  CartLineChange,
  CartLineInput,
  CartLineProperty,
  CartPorts,
  CartTotals,
} from './cart.types';
/** Money as every facade speaks it, declared once in `@vitrine/core-pricing`. */
export type { DisplayCurrency, DisplayMoney, Money } from '@vitrine/core-pricing';
export { CART_ERROR_MESSAGES, cartError } from './cart-error';
