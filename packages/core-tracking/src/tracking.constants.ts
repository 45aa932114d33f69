/**
 * The constants of tracking, each named once (001 §3 Tracking identity, §4 Analytics funnel,
 * §9 Business constants; 000 §9 cookie lifetimes).
 */

/** The analytics funnel, in order (001 §4 Analytics funnel). */
export const FUNNEL_EVENTS = [
  'view_content',
  'add_to_cart',
  'reached_checkout',
  'purchase',
  'order_success',
] as const;

/** One step of the funnel. */
export type FunnelEvent = (typeof FUNNEL_EVENTS)[number];

/** The cookie that keeps the distinct id (000 §9 "distinct id 1 day"). */
export const DISTINCT_ID_COOKIE = 'distinct_id';

/** Lifetime of the distinct-id cookie: 1 day (000 §9, 001 §9). */
export const DISTINCT_ID_MAX_AGE_SECONDS = 86_400;

/** The random part of a distinct id: 1000 to 9999 (001 §9). */
export const DISTINCT_ID_RANDOM_MIN = 1000;
/** See {@link DISTINCT_ID_RANDOM_MIN}. */
export const DISTINCT_ID_RANDOM_MAX = 9999;

/** The email-marketing (Klaviyo) queue is retried every 500 ms until its global exists (001 §9). */
export const KLAVIYO_RETRY_MS = 500;

/**
 * How many times the Klaviyo queue is retried in a row before waiting for the next trigger
 * (one minute of retries; docs/decisions/0312).
 */
export const KLAVIYO_MAX_RETRIES = 120;

/**
 * How long a sink a host or plugin added may take over one event before its send counts as failed
 * for it (logged, and handled as a rejected send is), so a send that never settles does not hold
 * the outbox lock and the funnel (decision 0479 "a broken sink never holds up the funnel"; the
 * spec is silent on the time, docs/decisions/0612).
 */
export const ADDED_SINK_SEND_TIMEOUT_MS = 5000;

/** Dynamic remarketing uses the first 5 products (001 §9). */
export const REMARKETING_PRODUCT_LIMIT = 5;

/**
 * A session ends after 30 minutes without a tracked event (the spec is silent; docs/decisions/0311).
 */
export const SESSION_IDLE_MS = 30 * 60 * 1000;

/** At most this many unsent events are kept; the oldest is dropped (and logged) beyond it (decision 0310). */
export const MAX_QUEUED_EVENTS = 200;

/** How many order ids are remembered for the once-per-order rule (decision 0310). */
export const MAX_REMEMBERED_ORDERS = 50;

/**
 * The test payment gateway's code (001 §9): its purchases are not sent to the first-party tracker
 * (001 §5). A stopgap copy of core-checkout's `TEST_GATEWAY`, which that package does not export yet.
 */
export const TEST_GATEWAY_CODE = 'test-gateway';

/** Storage keys (StoragePort): the outbox, the session, the remembered orders, the consent. */
export const OUTBOX_STORAGE_KEY = 'vitrine.tracking.outbox';
/** See {@link OUTBOX_STORAGE_KEY}. */
export const SESSION_STORAGE_KEY = 'vitrine.tracking.session';
/** See {@link OUTBOX_STORAGE_KEY}. */
export const ORDERS_STORAGE_KEY = 'vitrine.tracking.orders';
/** See {@link OUTBOX_STORAGE_KEY}. */
export const CONSENT_STORAGE_KEY = 'vitrine.tracking.consent';

/** The lock every tab takes to deliver the shared outbox (LockPort), so no event goes out twice. */
export const OUTBOX_LOCK_NAME = 'vitrine.tracking.outbox';

/** The cross-tab channel a consent decision travels on (ChannelFactory). */
export const TRACKING_CHANNEL_NAME = 'vitrine.tracking';

/** The version `persist()` writes. */
export const TRACKING_SNAPSHOT_VERSION = 1;
