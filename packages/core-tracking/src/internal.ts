/**
 * @packageDocumentation
 * Internals of `@vitrine/core-tracking` (the outbox, recording, delivery, the wire mapping), for
 * tests and tools. Not part of the public API.
 */
export { appendToOutbox, clearOutbox, markDelivered, readOutbox, rememberedOrders } from './outbox';
export { recordEvent, distinctIdOf, orderKey } from './tracking.record';
export type { RecordPorts, RecordRequest } from './tracking.record';
export { deliver, requiredSinks } from './tracking.deliver';
export type { DeliverDeps, DeliverInput, DeliverOutput, SentEvent } from './tracking.deliver';
export { trackingActors } from './tracking.actors';
export { restorableTrackingState } from './tracking.persist';
export {
  addToCartData,
  checkoutData,
  purchaseData,
  purchaseOf,
  trackerQuery,
  viewContentData,
  wireLine,
  wirePurchase,
} from './tracker.map';
export type { TrackerQuery } from './tracker.map';
