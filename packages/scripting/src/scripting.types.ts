/**
 * The shapes `window.Vitrine` speaks (000 §1: "a public scripting interface for third-party apps
 * and themes, covering cart, user, checkout, product, currency and post-purchase actions").
 *
 * @remarks
 * Every value handed to a script is a plain, frozen copy in the facades' TypeScript shapes
 * (camelCase, money as integer minor units plus its currency), never live machine state. The
 * shapes are the core packages' own (declared once there), re-exported here for app authors.
 */
import type { CartContents, CartLine, CartLineProperty, CartTotals } from '@vitrine/core-cart';
import type { Customer } from '@vitrine/core-auth';
import type { Product, Variant } from '@vitrine/core-catalog';
import type { PostPurchaseView } from '@vitrine/core-checkout';
import type { DisplayMoney, Money } from '@vitrine/core-pricing';

export type { CartLine, CartLineProperty, CartTotals, DisplayMoney, Money, Product, Variant };

/** The cart as a script sees it: lines (changes in flight marked `pending`), item count, totals. */
export type VitrineCart = CartContents;

/**
 * The signed-in customer as a script sees it: who they are, not their addresses, group token or
 * session (docs/decisions/0301).
 */
export type VitrineUser = Pick<Customer, 'id' | 'email' | 'firstName' | 'lastName' | 'acceptsMarketing'>;

/** A product with the variant a shopper has selected (the first available one for `product.get`). */
export type VitrineProduct = Product & { readonly selectedVariant: Variant | null };

/** The visitor's currency (000 §9) and what they may pick. */
export interface VitrineCurrency {
  /** The currency prices are shown in (`'EUR'`). */
  readonly code: string;
  /** The shop's own currency (prices come from the platform in it). */
  readonly shopCurrency: string;
  /** The currencies `currency.set` accepts (the shop's currency alone when multi-currency is off). */
  readonly supported: readonly string[];
  /** The visitor's locale (`'en-US'`). */
  readonly locale: string;
}

/**
 * The state of a post-purchase offer after `postPurchase.accept` or `decline` (001 §4): `status`,
 * `total` once the platform gave it, and with `requires_action` the provider's page the charge
 * waits on (`redirectUrl`, docs/decisions/0247). core-checkout's view, declared once there.
 */
export type VitrinePostPurchaseState = PostPurchaseView;

/** What `cart.add` takes. */
export interface VitrineCartLineInput {
  /** The variant's id (`product.current().selectedVariant.id`). */
  readonly variantId: string | number;
  /** A whole number of at least 1; 1 when left out. */
  readonly quantity?: number;
  /** Custom-option properties, `{ name, value }` each (000 §3 Cart add payload). */
  readonly properties?: readonly CartLineProperty[];
}

/** What `cart.update` takes: a quantity below 1 removes the line (000 §4 Cart). */
export interface VitrineCartLineChange {
  readonly lineId: string;
  readonly quantity: number;
}

/** What `postPurchase.accept` takes (001 §4 Post-purchase). */
export interface VitrinePostPurchaseOffer {
  readonly offerId: string | number;
  readonly variantId: string | number;
  /** A whole number of at least 1; 1 when left out. */
  readonly quantity?: number;
  /** The completed checkout; the last order completed in this page when left out. */
  readonly checkoutToken?: string;
}

/**
 * Why a call was refused, as the promise's rejection: an `Error` with a stable `code`
 * (`invalid_argument` for bad input, else the domain's code such as `add_failed`,
 * `currency_not_sold`, `LOGIN_FAILED`), and for bad input the `path` of the offending field.
 */
export interface VitrineError extends Error {
  readonly code: string;
  /** Where in the arguments the bad value is (`['quantity']`); empty for the argument itself. */
  readonly path: readonly (string | number)[];
  /** The catalogue id of the shopper's text (`@vitrine/messages`), when there is one. */
  readonly messageId?: string;
}

/**
 * The events a script can listen to with `Vitrine.on(type, fn)`. Every event carries a `promise`
 * resolving with the confirmed state of what changed (the settled cart when a change is still in
 * flight, the fetched customer, ...), so a script can show the optimistic value at once and the
 * confirmed one when it is known.
 */
export interface VitrineEventMap {
  /** The cart changed (a line added, updated or removed; shown at once, `pending` until confirmed). */
  readonly 'cart:updated': { readonly cart: VitrineCart; readonly promise: Promise<VitrineCart> };
  /** A line was added (confirmed by the platform); `promise` gives the settled cart. */
  readonly 'cart:added': {
    readonly variantId: string;
    readonly quantity: number;
    readonly promise: Promise<VitrineCart>;
  };
  /** The default `cart.open` asks the storefront to open its cart (drawer or page). */
  readonly 'cart:open': { readonly promise: Promise<VitrineCart> };
  /** A customer signed in (in this tab or another); `user` is `null` until fetched. */
  readonly 'user:login': { readonly user: VitrineUser | null; readonly promise: Promise<VitrineUser | null> };
  /** The customer signed out. */
  readonly 'user:logout': { readonly promise: Promise<null> };
  /** A product page opened. */
  readonly 'product:viewed': { readonly product: VitrineProduct; readonly promise: Promise<VitrineProduct> };
  /** The checkout moved to a step (001 §4 steps: `contact_information`, `shipping_method`, ...). */
  readonly 'checkout:step': { readonly step: string; readonly promise: Promise<string> };
  /** An order was completed (before a post-purchase offer). */
  readonly 'order:completed': {
    readonly checkoutToken: string;
    readonly orderId: string | null;
    readonly promise: Promise<VitrineCart>;
  };
  /** The shopper picked another currency. */
  readonly 'currency:changed': { readonly currency: string; readonly promise: Promise<VitrineCurrency> };
  /**
   * A page loaded (000 §2: 1000 ms after a product or collection page opened, 500 ms after another,
   * at once on the cart). `pageType`: one of core-shop's page types (`home`, `collections`,
   * `collection`, `product`, `cart`, `checkout`, `process_checkout`, `post_checkout`, `other`);
   * `promise` gives the path.
   */
  readonly 'page:loaded': {
    readonly path: string;
    readonly pageType: string;
    readonly promise: Promise<string>;
  };
}

/** An event type of {@link VitrineEventMap}. */
export type VitrineEventType = keyof VitrineEventMap;

/** What a listener of `type` receives: the event's fields and its `type`. */
export type VitrineEvent<K extends VitrineEventType = VitrineEventType> = K extends VitrineEventType
  ? { readonly type: K } & VitrineEventMap[K]
  : never;

/** A listener; what it returns is ignored, and a throw (or a rejected promise) never reaches others. */
export type VitrineListener<K extends VitrineEventType> = (event: VitrineEvent<K>) => unknown;

/** An action a theme may replace with `Vitrine.configure` (see `Vitrine.isDefault`). */
export type VitrineAction = 'cart.open' | 'checkout.go';

/**
 * A theme's replacements for default actions: `configure({ cart: { open: () => drawer.show() } })`;
 * `null` puts the default back.
 */
export interface VitrineActions {
  readonly cart?: { readonly open?: (() => unknown) | null };
  readonly checkout?: { readonly go?: (() => unknown) | null };
}

/** A callback of the ready queue: runs once, with the API, once the storefront is ready. */
export type VitrineReadyCallback = (vitrine: VitrineScripting) => unknown;

/** What `window.Vitrine` is before the storefront installs the API: the ready queue. */
export type VitrineQueue = VitrineReadyCallback[];

/**
 * `window.Vitrine`: the public scripting interface. Every method returns a promise; bad input
 * rejects with a {@link VitrineError} (`code: 'invalid_argument'`) and changes nothing.
 *
 * @example
 * ```js
 * window.Vitrine = window.Vitrine || [];
 * window.Vitrine.push(async (Vitrine) => {
 *   Vitrine.on('cart:updated', ({ cart }) => console.log(cart.itemCount));
 *   await Vitrine.cart.add({ variantId: '42', quantity: 1 });
 * });
 * ```
 */
export interface VitrineScripting {
  /** The version of this interface (semver; a major change breaks scripts). */
  readonly version: string;
  readonly cart: {
    /** The cart once its changes in flight are confirmed. */
    get(): Promise<VitrineCart>;
    /** Adds a line; resolves with the confirmed cart. */
    add(line: VitrineCartLineInput): Promise<VitrineCart>;
    /** Sets a line's quantity (below 1 removes it); resolves with the confirmed cart. */
    update(change: VitrineCartLineChange): Promise<VitrineCart>;
    /** Removes a line; resolves with the confirmed cart. */
    remove(line: { readonly lineId: string }): Promise<VitrineCart>;
    /** Removes every line. */
    clear(): Promise<VitrineCart>;
    /** Opens the cart: the theme's action, or by default the mini cart and a `cart:open` event. */
    open(): Promise<void>;
  };
  readonly user: {
    /** The signed-in customer, or `null`. */
    get(): Promise<VitrineUser | null>;
    /** Signs in (000 §5 Login); rejects with `LOGIN_FAILED` on wrong credentials. */
    login(credentials: { readonly email: string; readonly password: string }): Promise<VitrineUser | null>;
    /** Signs out. */
    logout(): Promise<null>;
  };
  readonly checkout: {
    /** Goes to checkout once the cart's changes are sent (000 §4 Cart), or the theme's action. */
    go(): Promise<void>;
  };
  readonly product: {
    /** The product of the open product page with its selected variant, or `null`. */
    current(): Promise<VitrineProduct | null>;
    /** A product by handle, without opening its page. */
    get(handle: string): Promise<VitrineProduct>;
  };
  readonly currency: {
    /** The visitor's currency and the ones they may pick. */
    get(): Promise<VitrineCurrency>;
    /** Picks a currency the shop sells in (000 §9); every price follows. */
    set(code: string): Promise<VitrineCurrency>;
    /**
     * Formats money (minor units) in the visitor's currency, e.g. `'$19.50'`; a price the
     * interface handed out (with its `shop` amount) is taken as it is.
     */
    format(money: DisplayMoney): Promise<string>;
  };
  readonly postPurchase: {
    /** Adds the offer to the completed order and charges it (001 §4). */
    accept(offer: VitrinePostPurchaseOffer): Promise<VitrinePostPurchaseState>;
    /** Declines the offer activated on the completed order (nothing is charged). */
    decline(options?: { readonly checkoutToken?: string }): Promise<VitrinePostPurchaseState>;
  };
  /** Listens to an event; returns the function that stops listening. */
  on<K extends VitrineEventType>(type: K, listener: VitrineListener<K>): () => void;
  /** Replaces default actions (a theme's own cart drawer, say). */
  configure(actions: VitrineActions): void;
  /** Whether `action` is still the default one (no theme replaced it). */
  isDefault(action: VitrineAction): boolean;
  /** Runs `callback` with the API: at once when the storefront is ready, else once it is. */
  push(callback: VitrineReadyCallback): void;
}
