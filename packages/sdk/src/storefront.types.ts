import type { Auth } from '@vitrine/core-auth';
import type { CartFacade } from '@vitrine/core-cart';
import type { CatalogFacade } from '@vitrine/core-catalog';
import type {
  AdditionalBalance,
  CheckoutError,
  CheckoutFacade,
  OrderStatusFacade,
  PayAdditionalOutcome,
  PayAdditionalRequest,
} from '@vitrine/core-checkout';
import type {
  CustomOptionFieldValues,
  CustomOptionsFacade,
  CustomOptionsProduct,
} from '@vitrine/core-custom-options';
import type {
  ContactForm,
  DmcaReport,
  FeatureFlags,
  Newsletter,
  Notifications,
  Pages,
  Preview,
  SyncTasks,
  Shop,
  StorePassword,
} from '@vitrine/core-shop';
import type { OffersFacade, ReviewsFacade, SocialProofFacade } from '@vitrine/core-offers';
import type { Globals, PageContext, TrackingFacade } from '@vitrine/core-tracking';
import type { PersistedSnapshot, Ports, Result, Unsubscribe } from '@vitrine/ports';
import type { InspectionEvent } from 'xstate';
import type { StorefrontEventHandler, StorefrontEventType } from './events';
import type { AnyStorefrontPlugin } from './plugins';
import type { PricingFacade } from './pricing.facade';

/** Options of `createStorefront`. */
export interface StorefrontOptions {
  /** The shop's host domain (000 §1: a shop is identified by its host domain). */
  readonly domain: string;
  /** The platform API's origin; `''` (same origin) by default, which only a browser can use. */
  readonly baseUrl?: string;
  /** The transport's fetch (tests pass the platform-api's in-process handler). */
  readonly fetch?: typeof globalThis.fetch;
  /** What the host injects; missing ports are in-memory (`@vitrine/sdk/browser` has the browser's). */
  readonly ports?: Partial<Ports>;
  /** `storefront.getSnapshot()` of an earlier page or of the server: restored without refetching. */
  readonly snapshot?: PersistedSnapshot;
  /** XState inspection events of the whole system. */
  readonly inspect?: (event: InspectionEvent) => void;
  /** Plugins (tracking sinks, payment strategies, shop apps). */
  readonly plugins?: readonly AnyStorefrontPlugin[];
  /** The path (with query) the visitor asked for (the password page returns there). */
  readonly path?: string;
  /** The current URL's query (`currency`, `locale`, 000 §9). */
  readonly query?: Readonly<Record<string, string | readonly string[] | undefined>>;
  /** The visitor's country, when the host knows it (000 §9). */
  readonly country?: string;
  /** The theme being previewed (000 §7 theme_preview_id). */
  readonly themePreviewId?: string;
  /** The theme editor's origin when the storefront runs in its frame (001 §2 live preview). */
  readonly editorOrigin?: string;
  /**
   * Whether the device is online (in a browser `browserOnline()` from `@vitrine/sdk/browser`): a
   * background call that fails while offline stays unsent and quiet until `syncTasks.flush()`.
   */
  readonly online?: () => boolean;
  /** The platform's domain suffix, for the shop's platform domain (000 §8). */
  readonly platformSuffix?: string;
  /** Tracking (001 §3): the page context, the vendor globals and the visitor's consent. */
  readonly tracking?: StorefrontTrackingOptions;
  /**
   * Whether the storefront serves one visitor; default `true`. `false` for a page rendered once
   * for every visitor of its URL (a server render, a sitemap): the visitor's cart is neither
   * fetched nor created on start (000 §4 Cart), so no render makes a cart; it still is on a
   * first use (an add).
   */
  readonly visitor?: boolean;
}

/**
 * How a host feeds tracking (001 §3). Without `consent`, events wait in the outbox and no vendor
 * script loads until `storefront.tracking.setConsent(granted)` (docs/decisions/0193).
 */
export interface StorefrontTrackingOptions {
  /** The visitor's consent, when the host already knows it (a consent banner's stored answer). */
  readonly consent?: boolean;
  /** The page an event happens on: in a browser `location.href`, `document.referrer`, ... */
  readonly context?: () => PageContext;
  /** Where vendor scripts define their globals (`gtag`, `fbq`, `_learnq`): `window` in a browser. */
  readonly globals?: Globals;
}

/** The contact, DMCA (IP report) and newsletter forms (000 §2, §5), one form machine each. */
export interface StorefrontForms {
  readonly contact: ContactForm;
  readonly dmca: DmcaReport;
  readonly newsletter: Newsletter;
}

/** The parts of a storefront whose code loads on first use, by name (docs/decisions/0350). */
export interface StorefrontParts {
  /** The contact, DMCA (IP report) and newsletter forms (core-shop). */
  readonly forms: StorefrontForms;
  /** The live preview inside the theme editor's frame (001 §2); loaded at once with `editorOrigin`. */
  readonly preview: Preview;
  /** The analytics funnel and its sinks (001 §3), fed by the storefront's events. */
  readonly tracking: TrackingFacade;
  /** Upsell offers (001 §3): looked up after each add to cart, by product, recommendations. */
  readonly offers: OffersFacade;
  /** Sale and checkout notifications and countdowns on their schedule (001 §3). */
  readonly socialProof: SocialProofFacade;
  /** Product reviews: lists, widgets, rating summary, posting with photos (001 §3). */
  readonly reviews: ReviewsFacade;
}

/** The name of a part loaded on first use. */
/**
 * The error code of a verb whose code could not load on first use (the shopper went offline, a
 * deploy replaced the chunk; decisions 0350, 0490): `checkout`, `additionalBalance` and
 * `payAdditionalBalance` answer it as a value. A page reload fetches the code again.
 */
export const PART_UNAVAILABLE = 'part_unavailable';

export type StorefrontPartName = keyof StorefrontParts;

/** How {@link Storefront.on} listens. */
export interface StorefrontListenOptions {
  /**
   * `true`: also hand over the first page's earlier `page.loaded`, `product.viewed` and
   * `order.completed` of this type (code loaded after the first page; docs/decisions/0652).
   */
  readonly firstPage?: boolean;
}

/**
 * A running storefront: every facade of the SDK over one XState system, one notifications stream,
 * one snapshot.
 */
export interface Storefront {
  /** Resolves once the shop data and the session restore have settled (`ok: false` with the bootstrap error). */
  ready(): Promise<Result<undefined>>;
  /** Shop data, the navigation guard, password protection, preview (core-shop). */
  readonly shop: Shop;
  /** Collections, products, search, size charts, recently viewed (core-catalog). */
  readonly catalog: CatalogFacade;
  /** The cart (core-cart). */
  readonly cart: CartFacade;
  /** The customer's session and account (core-auth). */
  readonly customer: Auth;
  /**
   * The checkout of `token` (core-checkout), by default the cart's; one per token, running in the
   * storefront's system. `no_checkout` when there is no token yet (an empty, new cart). The
   * checkout's code loads on the first call (docs/decisions/0350).
   */
  checkout(token?: string): Promise<Result<CheckoutFacade>>;
  /**
   * The order status page of an order token (001 §2 /orders/:token): `load()` with the access key
   * (the one stored when this device placed the order, or `accessKey`), or `authenticate(email)`
   * when there is none. Prices in the display currency. One facade per token; its code loads on
   * the first call (with the checkout's).
   */
  orders(orderToken: string, accessKey?: string): Promise<OrderStatusFacade>;
  /**
   * Checkout-additional (001 §2 `/checkout-additional/{token}`, §7): the balance an order still
   * owes (0: nothing left to pay). Its code loads with the checkout's.
   */
  additionalBalance(orderToken: string): Promise<Result<AdditionalBalance, CheckoutError>>;
  /**
   * Pays an order's additional balance: exactly the amount the shopper saw (a changed balance is
   * refused with CHECKOUT_ADDITIONAL_BALANCE_CHANGE, 001 §8); `requires_action` carries the 3-D
   * Secure page.
   */
  payAdditionalBalance(
    orderToken: string,
    request: PayAdditionalRequest,
  ): Promise<Result<PayAdditionalOutcome, CheckoutError>>;
  /**
   * The custom-option form of a product (core-custom-options), running in the storefront's system;
   * `stop()` it when the product page goes. `allowedCharactersEnabled` is the feature flag of 000 §5.
   * The forms' code loads on the first call.
   */
  customOptions(
    product: CustomOptionsProduct,
    options?: { readonly allowedCharactersEnabled?: boolean; readonly values?: CustomOptionFieldValues },
  ): Promise<CustomOptionsFacade>;
  /**
   * Loads a part a first page does not need (`forms`, `preview`, `tracking`, `offers`,
   * `socialProof`, `reviews`) and starts its machines in the storefront's system, once; resolves to
   * its facade. Tracking, offers, sale notifications and reviews load together, and by themselves
   * at the first product viewed or line added (docs/decisions/0350).
   */
  load<K extends StorefrontPartName>(part: K): Promise<StorefrontParts[K]>;
  /** The part's facade if it is loaded already (no loading), else `undefined`. */
  loaded<K extends StorefrontPartName>(part: K): StorefrontParts[K] | undefined;
  /** Prices in the visitor's currency (000 §9). */
  readonly pricing: PricingFacade;
  /** Every package's notifications, in one queue with their lifetimes (000 §8). */
  readonly notifications: Notifications;
  /** The shop's feature flags, decided once per visitor (000 §9, 001 §4). */
  readonly flags: FeatureFlags;
  /** Shop pages and policies by handle (000 §2). */
  readonly pages: Pages;
  /** The store password page of a locked shop (000 §2, §5). */
  readonly storePassword: StorePassword;
  /**
   * Background calls (000 §4, §8 sync tasks): `enqueue(task)` sends them in order with the
   * placeholders of the moment; failures notify unless silent; offline ones wait for `flush()`.
   */
  readonly syncTasks: SyncTasks;
  /**
   * Carries out the command of a notification's action (`notification.action.command`,
   * docs/decisions/0124): `storage.clear` (the 20-attempts error of 000 §8) empties the storage
   * port and reloads the page through the `navigate` port. `unknown_command` for any other.
   *
   * @example
   * ```tsx
   * <button onClick={() => storefront.dispatch(notification.action.command)}>{label}</button>
   * ```
   */
  dispatch(command: string): Result<undefined>;
  /**
   * Listens to a storefront event (`cart.updated`, `customer.login`, ...); returns the unsubscribe
   * function. With `{ firstPage: true }`, a handler added while the first page is shown is also
   * handed that page's earlier `page.loaded`, `product.viewed` and `order.completed` events, once
   * each, in order, just after the code that subscribed (unless it unsubscribed meanwhile): for code
   * loaded after the first page, as window.Vitrine is (docs/decisions/0652). Without it, a handler
   * hears what comes next only, so a component mounted again hears nothing twice.
   */
  on<K extends StorefrontEventType>(
    type: K,
    handler: StorefrontEventHandler<K>,
    options?: StorefrontListenOptions,
  ): Unsubscribe;
  /** The whole storefront's versioned snapshot, for `createStorefront({ snapshot })`. */
  getSnapshot(): PersistedSnapshot;
  /** Stops every machine and plugin. */
  stop(): void;
}
