/**
 * @packageDocumentation
 * Internals of `@vitrine/core-cart` for tests, tooling and the sdk: the actors, the mutation
 * queue and optimistic rules, the wire shapes the machine holds. Not a stable API.
 * @internal
 */
export { cartActors, cartChannel, listenToTabs, storeTokens } from './cart.actors';
export type {
  CartActors,
  CartAnswerOutcome,
  CartCallOutcome,
  CartFailureReason,
  FetchCartInput,
  MutateCartInput,
  TokenOutcome,
} from './cart.actors';
export { cartCurrency, toCartLine, toWireAdd } from './cart.map';
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
export { restorableCartState } from './cart.persist';
export {
  cleanProperties,
  isCartCompletedCode,
  isOptimisticItemId,
  lineKeyOf,
  optimisticItemId,
  wholeQuantity,
} from './cart.rules';
export type {
  CartAddLine,
  CartAnswerExtra,
  CartMutation,
  CartMutationKind,
  CartResult,
  CheckoutRequest,
  ItemId,
  LineQuantityChange,
  LineRef,
  QueuedLineChange,
  WireLine,
} from './cart.types';
export { MUTATION_ERROR_CODES } from './cart-error';
