/**
 * @packageDocumentation
 * `@vitrine/core-tracking`: the analytics funnel of the Vitrine storefront SDK (001 §3 Tracking
 * identity, §4 Analytics funnel, §5, §7 Analytics, §9): view_content → add_to_cart →
 * reached_checkout → purchase → order_success, each with whether the previous step was tracked;
 * the distinct id (cookie, 1 day), session and customer; an outbox in storage that survives
 * reload; the first-party tracker and the vendor sinks (GA4, Google Ads, Facebook pixel, Klaviyo)
 * loaded only when the shop turned them on and the visitor consented. `createTracking(options)`
 * follows the facade contract of `@vitrine/ports`.
 */

// Facade
export type {
  TrackingActorRef,
  TrackingFacade,
  TrackingOptions,
  TrackingPorts,
  TrackingResult,
} from './tracking.facade';
export { createTracking, trackingFacade, trackingInput, trackingLogic } from './tracking.facade';

// Machine
export type { TrackingContext, TrackingEmitted, TrackingEvent, TrackingInput } from './tracking.machine';
export { trackingMachine } from './tracking.machine';

// Selectors
export type { TrackingSnapshot } from './tracking.selectors';
export {
  selectConsent,
  selectCustomerId,
  selectIsDelivering,
  selectIsSettled,
  selectSinks,
  selectTrackingSettings,
} from './tracking.selectors';

// Shapes
export type {
  AddedSinkMark,
  ConsentState,
  FunnelEvent,
  Money,
  PageContext,
  QueuedEvent,
  SinkName,
  SinkStatus,
  TrackedData,
  TrackedEvent,
  TrackedLine,
  TrackedPurchase,
  TrackingError,
  TrackingPreferences,
  TrackingSettings,
} from './tracking.types';

// Constants
export {
  CONSENT_STORAGE_KEY,
  DISTINCT_ID_COOKIE,
  DISTINCT_ID_MAX_AGE_SECONDS,
  DISTINCT_ID_RANDOM_MAX,
  DISTINCT_ID_RANDOM_MIN,
  FUNNEL_EVENTS,
  KLAVIYO_MAX_RETRIES,
  KLAVIYO_RETRY_MS,
  MAX_QUEUED_EVENTS,
  ORDERS_STORAGE_KEY,
  OUTBOX_LOCK_NAME,
  OUTBOX_STORAGE_KEY,
  REMARKETING_PRODUCT_LIMIT,
  SESSION_IDLE_MS,
  SESSION_STORAGE_KEY,
  TRACKING_SNAPSHOT_VERSION,
} from './tracking.constants';

// Rules
export {
  clientBrowser,
  clientDevice,
  trackedPage,
  trackedUrl,
  trafficSource,
  urlQuery,
} from './client.rules';
export type { ClientDevice } from './client.rules';
export { initialConsent } from './consent.rules';
export { isPreviewSampleCheckout, isTrackedPreviousEvent, previousStep } from './funnel.rules';
export { newDistinctId } from './identity.rules';
export { trackerAccepts } from './tracking.deliver';

// Sinks (plugins)
export type {
  Globals,
  SinkSendResult,
  SinkVisitor,
  TrackingSink,
  TrackingSinkEvent,
  VendorSink,
} from './sinks/index';
export {
  enabledVendorSinks,
  facebookSink,
  ga4Sink,
  googleAdsSink,
  klaviyoSink,
  VENDOR_SINKS,
} from './sinks/index';
