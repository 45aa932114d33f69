import type { Transport } from '@vitrine/api-client';
import type { CartLine } from '@vitrine/core-cart';
import type { Product, Variant } from '@vitrine/core-catalog';
import type { Checkout } from '@vitrine/core-checkout';
import {
  actorFacade,
  createMemoryPorts,
  type Facade,
  failure,
  type PersistedSnapshot,
  type Result,
  restorable,
  success,
} from '@vitrine/ports';
import { type ActorRefFrom, createActor, type InspectionEvent } from 'xstate';
import { isPreviewSampleCheckout } from './funnel.rules';
import { readOutbox } from './outbox';
import { restorableTrackingState } from './tracking.persist';
import { VENDOR_SINKS } from './sinks/index';
import type { Globals, TrackingSink, VendorSink } from './sinks/sink.types';
import { type TrackingPorts, trackingActors } from './tracking.actors';
import { TRACKING_SNAPSHOT_VERSION } from './tracking.constants';
import { type TrackingEmitted, type TrackingInput, trackingMachineWith } from './tracking.machine';
import { selectIsSettled, type TrackingSnapshot } from './tracking.selectors';
import { addToCartData, checkoutData, purchaseData, viewContentData } from './tracker.map';
import type {
  FunnelEvent,
  PageContext,
  TrackedData,
  TrackedEvent,
  TrackingError,
  TrackingSettings,
} from './tracking.types';

export type { TrackingPorts };

/** Options of {@link createTracking}, {@link trackingLogic} and {@link trackingFacade}. */
export interface TrackingOptions {
  /** The api-client's transport (the first-party tracker, GET /api/actions.json). */
  readonly transport: Transport;
  /** The host's ports; missing ones are in-memory (`createMemoryPorts`). */
  readonly ports?: Partial<TrackingPorts>;
  /**
   * The page an event happens on, read when it is tracked: a browser host passes
   * `() => ({ pageUrl: location.href, referrer: document.referrer, userAgent: navigator.userAgent,
   * timezoneOffset: new Date().getTimezoneOffset() })`. Default: empty.
   */
  readonly context?: () => PageContext;
  /** The object vendor scripts define their globals on (`window` in a browser). Default: a private object. */
  readonly globals?: Globals;
  /**
   * The vendor sinks (plugins; decision 0312); default GA4, Google Ads, Facebook pixel and
   * Klaviyo. Only these are loaded and waited for: a sink the shop's preferences name that is not
   * in the list is ignored.
   */
  readonly sinks?: readonly VendorSink[];
  /**
   * Sinks the host or its plugins add (each event the visitor consented to, after the built-in
   * sinks; see {@link TrackingSink}), read at each delivery so one may come or go meanwhile.
   */
  readonly addedSinks?: () => readonly TrackingSink[];
  /** The shop's domain and preferences, when known at creation (else `configure` them). */
  readonly settings?: TrackingSettings;
  /**
   * Consent when the visitor has not decided (docs/decisions/0310): `true` sends, `false` drops,
   * absent queues until `setConsent`.
   */
  readonly consent?: boolean;
  /** The signed-in customer at creation. */
  readonly customerId?: string | null;
  /** A snapshot `persist()` wrote. */
  readonly snapshot?: PersistedSnapshot;
  /** XState inspection. */
  readonly inspect?: (event: InspectionEvent) => void;
}

/** A verb's result: the recorded event, or why it was not recorded. */
export type TrackingResult = Result<TrackedEvent, TrackingError>;

/** The tracking facade: the contract of `@vitrine/ports` plus the funnel's verbs. */
export interface TrackingFacade extends Facade<TrackingSnapshot, TrackingEmitted> {
  /** view_content: a product page was shown, with its selected variant (001 §4). */
  viewContent(product: Product, variant?: Variant | null): Promise<TrackingResult>;
  /**
   * add_to_cart: lines were added. Pass the cart's line; `quantity` is how many were added when
   * the line already held some (the storefront's `cart.added` event says it), else the line's.
   */
  addToCart(
    lines: CartLine | readonly CartLine[],
    options?: { readonly quantity?: number },
  ): Promise<TrackingResult>;
  /** reached_checkout: the checkout was shown (never the live preview's sample: `preview_sample`). */
  reachedCheckout(checkout: Checkout): Promise<TrackingResult>;
  /** purchase: the checkout's order was placed; once per order (a post-purchase offer does not repeat it). */
  purchase(checkout: Checkout): Promise<TrackingResult>;
  /** order_success: the thank-you page of the order was shown; once per order. */
  orderSuccess(checkout: Checkout): Promise<TrackingResult>;
  /** The signed-in customer (`customer_id` instead of `distinct_id`), `null` at sign-out. */
  identify(customerId: string | null): Promise<Result<void>>;
  /** The visitor's decision: granted sends what was queued; denied drops it and everything after. */
  setConsent(granted: boolean): Promise<Result<void>>;
  /** The shop's domain and preferences (the sdk passes them once the shop data loaded). */
  configure(settings: TrackingSettings): Promise<Result<void>>;
  /** Resolves once the outbox has been sent as far as it can be now, with how many events wait. */
  flush(): Promise<Result<{ readonly pending: number }>>;
}

const EMPTY_PAGE: PageContext = { pageUrl: '', referrer: '', userAgent: '', timezoneOffset: 0 };

const portsOf = (options: Pick<TrackingOptions, 'ports'>): TrackingPorts =>
  createMemoryPorts(options.ports ?? {});

/** The tracking machine with its actors provided, not started (the sdk spawns it in its system). */
export function trackingLogic(
  options: Pick<TrackingOptions, 'transport' | 'ports' | 'context' | 'globals' | 'sinks' | 'addedSinks'>,
) {
  const sinks = options.sinks ?? VENDOR_SINKS;
  // The machine loads and waits for the sinks of this list only (decision 0312).
  return trackingMachineWith(
    {
      actors: trackingActors(options.transport, portsOf(options), {
        context: options.context ?? (() => EMPTY_PAGE),
        globals: options.globals ?? {},
        sinks,
        ...(options.addedSinks === undefined ? {} : { addedSinks: options.addedSinks }),
      }),
    },
    sinks,
  );
}

/** The input of {@link trackingLogic}'s actor. */
export const trackingInput = (
  options: Pick<TrackingOptions, 'settings' | 'consent' | 'customerId'>,
): TrackingInput => ({
  ...(options.settings ? { settings: options.settings } : {}),
  ...(options.consent === undefined ? {} : { consent: options.consent }),
  ...(options.customerId === undefined ? {} : { customerId: options.customerId }),
});

/** A running tracking actor (standalone, or a child of the sdk's system). */
export type TrackingActorRef = ActorRefFrom<ReturnType<typeof trackingLogic>>;

/**
 * The facade over a running tracking actor: the contract members (`actorFacade`) and the verbs.
 * The verbs resolve once the event is recorded in the outbox (storage), not when it is sent.
 */
export function trackingFacade(
  actor: TrackingActorRef,
  options: Pick<TrackingOptions, 'ports'> = {},
): TrackingFacade {
  const ports = portsOf(options);
  const base = actorFacade<TrackingSnapshot, TrackingEmitted>(actor, TRACKING_SNAPSHOT_VERSION);
  let counter = 0;
  const stopped = (): boolean => actor.getSnapshot().status !== 'active';

  const track = (event: FunnelEvent, data: TrackedData): Promise<TrackingResult> => {
    if (stopped()) return Promise.resolve(failure({ code: 'stopped' }));
    counter += 1;
    const requestId = `track-${counter}`;
    return new Promise((resolve) => {
      const listener = actor.on('tracking.recorded', (recorded) => {
        if (recorded.requestId !== requestId) return;
        listener.unsubscribe();
        resolve(recorded.outcome.ok ? success(recorded.outcome.value) : failure(recorded.outcome.error));
      });
      actor.send({ type: 'tracking.track', requestId, event, data });
    });
  };
  // The live preview's sample checkout and order are made up: no tracker hears of them (0543).
  const sample = (): Promise<TrackingResult> => Promise.resolve(failure({ code: 'preview_sample' }));
  const order = (event: FunnelEvent, checkout: Checkout): Promise<TrackingResult> => {
    if (isPreviewSampleCheckout(checkout)) return sample();
    const data = purchaseData(checkout);
    return data ? track(event, data) : Promise.resolve(failure({ code: 'no_order' }));
  };
  const command = (send: () => void): Promise<Result<void>> => {
    if (stopped()) return Promise.resolve(failure({ code: 'stopped' }));
    send();
    return Promise.resolve(success(undefined));
  };

  return {
    ...base,
    persist: () => ({
      version: TRACKING_SNAPSHOT_VERSION,
      state: restorableTrackingState(actor.getPersistedSnapshot()),
    }),
    viewContent: (product, variant) => track('view_content', viewContentData(product, variant)),
    // add_to_cart reports what was added (001 §4 Analytics funnel): `quantity` of a line that
    // already held some, priced per unit, not the line's whole quantity.
    addToCart: (lines, options) =>
      track(
        'add_to_cart',
        addToCartData(Array.isArray(lines) ? lines : [lines as CartLine], options?.quantity),
      ),
    reachedCheckout: (checkout) =>
      isPreviewSampleCheckout(checkout) ? sample() : track('reached_checkout', checkoutData(checkout)),
    purchase: (checkout) => order('purchase', checkout),
    orderSuccess: (checkout) => order('order_success', checkout),
    identify: (customerId) => command(() => actor.send({ type: 'tracking.identify', customerId })),
    setConsent: (granted) => command(() => actor.send({ type: 'tracking.consent', granted })),
    configure: (settings) => command(() => actor.send({ type: 'tracking.configure', settings })),
    flush() {
      if (stopped()) return Promise.resolve(failure({ code: 'stopped' }));
      actor.send({ type: 'tracking.flush' });
      return new Promise((resolve) => {
        const done = () => resolve(success({ pending: readOutbox(ports.storage).length }));
        if (selectIsSettled(actor.getSnapshot())) return done();
        const subscription = actor.subscribe((snapshot) => {
          if (!selectIsSettled(snapshot)) return;
          subscription.unsubscribe();
          done();
        });
      });
    },
  };
}

/**
 * Creates the tracking of a storefront: the funnel view_content → add_to_cart → reached_checkout
 * → purchase → order_success (001 §4), recorded in an outbox that survives reload, sent to the
 * first-party tracker and to the vendor sinks the shop turned on, once the visitor consents.
 *
 * @example
 * ```ts
 * import { createTransport } from '@vitrine/api-client';
 * import { createTracking } from '@vitrine/core-tracking';
 *
 * const tracking = createTracking({
 *   transport: createTransport({ baseURL: 'http://127.0.0.1:3000', shopDomain: 'localhost' }),
 *   settings: { shopDomain: 'localhost', preferences: { gaId: 'G-123' } },
 *   consent: true,
 * });
 * await tracking.viewContent(product);
 * await tracking.flush();
 * ```
 */
export function createTracking(options: TrackingOptions): TrackingFacade {
  const ports = portsOf(options);
  const actor = createActor(trackingLogic({ ...options, ports }), {
    input: trackingInput(options),
    clock: ports.clock,
    snapshot: restorableTrackingState(restorable(options.snapshot, TRACKING_SNAPSHOT_VERSION)) as never,
    ...(options.inspect ? { inspect: options.inspect } : {}),
  });
  return trackingFacade(actor.start(), { ports });
}
