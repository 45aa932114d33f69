import type { Money } from '@vitrine/core-pricing';
import type { ShopData } from '@vitrine/core-shop';
import type { DomainError } from '@vitrine/ports';
import type { FunnelEvent } from './tracking.constants';

export type { FunnelEvent, Money };

/**
 * The shop preferences tracking reads (001 §3 Tracking identity): core-shop's `ShopData`
 * preferences, so the sdk passes them as they are.
 */
export type TrackingPreferences = Pick<
  ShopData['preferences'],
  | 'gaId'
  | 'gaEnhancedEcommerce'
  | 'gadsConversionId'
  | 'gadsConversionLabel'
  | 'fbPixelId'
  | 'fbAdvancedAnalytics'
  | 'fbUsingTotal'
  | 'klaviyoApiKey'
>;

/** What tracking needs of the shop: its domain (`shop_domain`), id and preferences. */
export interface TrackingSettings {
  /** The shop's domain, sent as `shop_domain` (001 §7 Analytics). */
  readonly shopDomain: string;
  /** The shop's id. */
  readonly shopId?: string | undefined;
  /** Which sinks are on, and how (001 §3). */
  readonly preferences: TrackingPreferences;
}

/**
 * The page an event happens on, from the host (the core never reads `window`, `document` or
 * `navigator`): a browser host passes `location.href`, `document.referrer`, `navigator.userAgent`
 * and `new Date().getTimezoneOffset()`.
 */
export interface PageContext {
  readonly pageUrl: string;
  readonly referrer: string;
  readonly userAgent: string;
  /** Minutes, as `Date.prototype.getTimezoneOffset` gives them. */
  readonly timezoneOffset: number;
}

/** A line as tracking keeps it (001 §3 "Cart line fields in tracking"). */
export interface TrackedLine {
  readonly productId: string | null;
  readonly variantId: string;
  readonly quantity: number;
  /** Unit price. */
  readonly price: Money;
  readonly title: string | null;
  /** Line total. */
  readonly linePrice: Money;
  /** The product page path. */
  readonly url: string | null;
  readonly image: string | null;
}

/** A purchase as tracking keeps it (001 §3 "Purchase tracking fields"). */
export interface TrackedPurchase {
  readonly orderId: string;
  readonly subtotalPrice: Money;
  readonly totalPrice: Money;
  readonly currency: string;
  readonly tax: Money;
  readonly shipping: Money;
  readonly discountCode: string | null;
  readonly items: readonly TrackedLine[];
  /** The payment method's code (`test-gateway`, `stripe`, ...). */
  readonly paymentMethod: string | null;
  readonly checkoutToken: string;
}

/** What an event carries, whatever its step. */
export interface TrackedData {
  readonly lines: readonly TrackedLine[];
  /** The event's value: the product's price, the added lines' total, the checkout or order total. */
  readonly value: Money | null;
  readonly checkoutToken: string | null;
  /** Set for `purchase` and `order_success`. */
  readonly purchase: TrackedPurchase | null;
}

/** A sink: the first-party tracker or a vendor (loaded only when its preference is set). */
export type SinkName = 'tracker' | 'ga4' | 'google-ads' | 'facebook' | 'klaviyo';

/** The outbox's mark of a sink a host or plugin added (a `TrackingSink`): `plugin:` and its name. */
export type AddedSinkMark = `plugin:${string}`;

/** Where a sink stands in this page. */
export type SinkStatus = 'loading' | 'ready' | 'failed';

/**
 * Whether the visitor allows tracking (docs/decisions/0310): `undecided` queues events, `granted`
 * sends them, `denied` drops them.
 */
export type ConsentState = 'undecided' | 'granted' | 'denied';

/** One event in the outbox (storage): serialisable, with the sinks that already have it. */
export interface QueuedEvent {
  /** One id per event, reused by every sink for deduplication. */
  readonly id: string;
  readonly event: FunnelEvent;
  /** When it happened (ms since the epoch, on the actor's clock). */
  readonly at: number;
  readonly page: PageContext;
  readonly sessionId: string;
  readonly distinctId: string;
  readonly customerId: string | null;
  /** The funnel steps tracked earlier in the session. */
  readonly trackedEvents: readonly FunnelEvent[];
  /** Whether the step before this one was tracked in the session (001 §4). */
  readonly isTrackedPreviousEvent: boolean;
  readonly data: TrackedData;
  /** The sinks that have it. */
  readonly done: readonly (SinkName | AddedSinkMark)[];
}

/** What a tracking verb resolves with: the event's id and step. */
export interface TrackedEvent {
  readonly id: string;
  readonly event: FunnelEvent;
}

/**
 * Why an event was not recorded: `consent_denied` (the visitor refused tracking),
 * `already_tracked` (this order's purchase or success was recorded before), `no_order` (a
 * purchase without an order id), `stopped` (the facade was stopped).
 */
export interface TrackingError extends DomainError {
  /** `preview_sample`: the live preview's sample checkout or order, never tracked (docs/decisions/0543). */
  readonly code: 'consent_denied' | 'already_tracked' | 'no_order' | 'stopped' | 'preview_sample';
}

/** The outcome of recording one event. */
export type RecordOutcome =
  | { readonly ok: true; readonly value: TrackedEvent }
  | { readonly ok: false; readonly error: TrackingError };
