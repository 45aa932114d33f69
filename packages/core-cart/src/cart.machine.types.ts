import type { Cart } from '@vitrine/api-client';
import type { DisplayCurrency } from '@vitrine/core-pricing';
import type { NotificationInput } from '@vitrine/core-shop';
import type {
  AfterAddOutcome,
  CartAddLine,
  CartAnswerExtra,
  CartError,
  CartLineProperty,
  CartMutation,
  CartResult,
  CheckoutRequest,
  ItemId,
  LineQuantityChange,
} from './cart.types';

/**
 * What the cart machine starts with; all optional. Without tokens, the `createToken` actor takes
 * the stored ones (or creates a cart) before the first fetch.
 */
export interface CartInput {
  /** A known cart token; absent means the stored one, else a new cart (000 §4 Cart). */
  readonly cartToken?: string | undefined;
  /** The stored checkout token. */
  readonly checkoutToken?: string | undefined;
  /** The shop's after-add cart setting (000 §4 Product page): 'check_out', 'checkout', 'page', other. */
  readonly afterAdd?: string | null | undefined;
  /** The `source` sent with line changes (000 §7 Cart), when the host wants one. */
  readonly source?: string | undefined;
  /** The currency the facade shows amounts in (000 §9; docs/decisions/0281); the cart's own when absent. */
  readonly display?: DisplayCurrency | undefined;
  /**
   * Whether the cart is fetched on start, created first when no token is stored (000 §4 Cart);
   * default `true`. `false` for a storefront with no visitor (a page rendered once for every
   * visitor): the cart is fetched or created when first used.
   */
  readonly fetchOnStart?: boolean | undefined;
}

/**
 * The machine's context: serialisable, no functions (DESIGN "Machines").
 *
 * `server` is the last cart the server confirmed; `cart` is what the shopper sees: `server` with
 * `inFlight` and then `queue` applied optimistically (docs/decisions/0181).
 */
export interface CartContext {
  readonly cartToken: string | undefined;
  readonly checkoutToken: string | undefined;
  readonly server: Cart;
  readonly cart: Cart;
  readonly extra: CartAnswerExtra | undefined;
  readonly inFlight: CartMutation | undefined;
  readonly queue: readonly CartMutation[];
  /** Set once, after the first successful fetch or change answer (000 §4 Cart, 0601); never cleared. */
  readonly ready: boolean;
  /** The last failure, for the UI; cleared by `error.dismiss` or the next success of its kind. */
  readonly error: CartError | undefined;
  readonly discountCode: string | undefined;
  /**
   * The checkout token of an order this tab just completed (its checkout said so): the
   * CHECKOUT_CART_COMPLETED of that checkout's cart is then expected and reset quietly, where
   * another tab's order is told (docs/decisions/0223). Forgotten at the reset.
   */
  readonly completedCheckout: string | undefined;
  readonly fetchRequested: boolean;
  readonly checkoutRequest: CheckoutRequest | undefined;
  readonly miniCartOpen: boolean;
  /**
   * An add of a burst with the after-add setting 'page' worked while another add was queued: the
   * cart page is due once the burst ends, even if its last add fails (000 §4 Product page, 0184, 0601).
   */
  readonly cartPageOwed: boolean;
  /** A change failed, so the cart may differ from the server's until the next cart answer. */
  readonly stale: boolean;
  /** Refetches retried since the cart went stale. */
  readonly resyncAttempts: number;
  readonly afterAdd: string | null | undefined;
  readonly source: string | undefined;
  /** The currency the facade shows amounts in; the machine itself only keeps it (docs/decisions/0281). */
  readonly display: DisplayCurrency | undefined;
  /** Counter for request ids the machine makes itself. */
  readonly seq: number;
}

/** A request id a caller may attach to an operation, to recognise its `cart.settled` event. */
interface Requested {
  readonly requestId?: string | undefined;
}

/** Events the cart machine accepts (dot-namespaced). The facade sends them; a host rarely does. */
export type CartEvent =
  | {
      readonly type: 'cart.fetch';
      readonly discountCode?: string | undefined;
      /** The checkout whose order this tab just completed: its cart's completion is expected (0223). */
      readonly completedCheckout?: string | undefined;
    }
  | ({ readonly type: 'cart.add'; readonly line: CartAddLine } & Requested)
  | ({ readonly type: 'cart.buyNow'; readonly line: CartAddLine } & Requested)
  | ({ readonly type: 'line.update'; readonly itemId: ItemId; readonly qty: number } & Requested)
  | ({ readonly type: 'lines.update'; readonly changes: readonly LineQuantityChange[] } & Requested)
  | ({ readonly type: 'line.remove'; readonly itemId: ItemId } & Requested)
  | ({ readonly type: 'cart.clear' } & Requested)
  | ({ readonly type: 'cart.checkout'; readonly step?: string | undefined } & Requested)
  /**
   * Join these tokens (stored, then fetched). Sent by `listenToTabs` for another tab's message
   * (`fromTab`), or by the host joining another cart (the sdk's `adoptCart`), which the other
   * tabs are then told about (0183).
   */
  | {
      readonly type: 'cart.sync';
      readonly cartToken: string;
      readonly checkoutToken: string;
      readonly fromTab?: boolean | undefined;
    }
  | { readonly type: 'miniCart.open' }
  | { readonly type: 'miniCart.close' }
  | { readonly type: 'error.dismiss' }
  /** New shop settings (the after-add setting arrives with the shop's bootstrap). */
  | {
      readonly type: 'cart.configure';
      readonly afterAdd?: string | null | undefined;
      readonly source?: string | undefined;
      /** The visitor's currency (000 §9); `null` shows the cart's own currency again. */
      readonly display?: DisplayCurrency | null | undefined;
    }
  /** Nothing but a nudge: a restored actor picks up the work its snapshot holds (a queue, a refetch). */
  | { readonly type: 'cart.resume' };

/**
 * Events the cart machine emits (`actor.on(type, handler)`, `cart.on(type, handler)`). Port side
 * effects (tokens to storage, intents to `navigate`, messages to the other tabs, log lines) are
 * the machine's named actions, provided by `cartLogic` with the ports.
 */
export type CartEmitted =
  /** An operation finished: its change is confirmed (`ok`) or rolled back (error). (Internal: the facade waits on it.) */
  | { readonly type: 'cart.settled'; readonly requestId: string; readonly result: CartResult }
  /** An add the server confirmed (for tracking sinks and scripts): what was added, TypeScript-shaped. */
  | {
      readonly type: 'cart.added';
      readonly variantId: string;
      readonly quantity: number;
      readonly properties: readonly CartLineProperty[];
    }
  /** What follows a successful add (000 §4 Product page). */
  | { readonly type: 'cart.afterAdd'; readonly outcome: AfterAddOutcome }
  /** A notification for the shopper (docs/decisions/0223): a refused change, a completed cart. */
  | { readonly type: 'notify'; readonly notification: NotificationInput };
