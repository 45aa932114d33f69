import type { Cart, CheckoutInfoResult } from '@vitrine/api-client';
import type { MessageId } from '@vitrine/messages';
import type {
  AfterAddOutcome,
  CartAddLine,
  CartAnswerExtra,
  CartError,
  CartMutation,
  CartNavigationIntent,
  CartResult,
  CheckoutRequest,
  ExpressApproval,
  ItemId,
  LineQuantityChange,
} from './cart.types';

/** What the cart machine starts with. Tokens come from storage (the facade reads them). */
export interface CartInput {
  /** The stored cart token; absent means a new cart is created (000 §4 Cart). */
  readonly cartToken?: string | undefined;
  /** The stored checkout token. */
  readonly checkoutToken?: string | undefined;
  /** The shop's after-add cart setting (000 §4 Product page): 'check_out', 'checkout', 'page', other. */
  readonly afterAdd?: string | null | undefined;
  /** The `source` sent with line changes (000 §7 Cart), when the host wants one. */
  readonly source?: string | undefined;
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
  /** Set once, after the first successful fetch (000 §4 Cart); never cleared. */
  readonly ready: boolean;
  /** The last failure, for the UI; cleared by `error.dismiss` or the next success of its kind. */
  readonly error: CartError | undefined;
  readonly discountCode: string | undefined;
  readonly fetchRequested: boolean;
  readonly checkoutRequest: CheckoutRequest | undefined;
  readonly express: ExpressApproval | undefined;
  readonly paymentMethod: string | undefined;
  readonly miniCartOpen: boolean;
  /** A change failed, so the cart may differ from the server's until the next cart answer. */
  readonly stale: boolean;
  /** Refetches retried since the cart went stale. */
  readonly resyncAttempts: number;
  readonly afterAdd: string | null | undefined;
  readonly source: string | undefined;
  /** Counter for request ids the machine makes itself. */
  readonly seq: number;
}

/** A request id a caller may attach to an operation, to recognise its `cart.settled` event. */
interface Requested {
  readonly requestId?: string | undefined;
}

/** Events the cart machine accepts (dot-namespaced). */
export type CartEvent =
  | { readonly type: 'cart.fetch'; readonly discountCode?: string | undefined }
  | ({ readonly type: 'cart.add'; readonly line: CartAddLine } & Requested)
  | ({ readonly type: 'cart.buyNow'; readonly line: CartAddLine } & Requested)
  | ({ readonly type: 'line.update'; readonly itemId: ItemId; readonly qty: number } & Requested)
  | ({ readonly type: 'lines.update'; readonly changes: readonly LineQuantityChange[] } & Requested)
  | ({ readonly type: 'line.remove'; readonly itemId: ItemId } & Requested)
  | ({ readonly type: 'cart.clear' } & Requested)
  | { readonly type: 'cart.checkout'; readonly step?: string | undefined }
  | ({ readonly type: 'express.approve'; readonly payload: Readonly<Record<string, unknown>> } & Requested)
  | { readonly type: 'cart.sync'; readonly cartToken: string; readonly checkoutToken: string }
  | { readonly type: 'miniCart.open' }
  | { readonly type: 'miniCart.close' }
  | { readonly type: 'error.dismiss' };

/** Events the cart machine emits (`actor.on(type, handler)`); the facade turns them into port calls. */
export type CartEmitted =
  /** Carry out a navigation intent (go to checkout, go to the cart page). */
  | { readonly type: 'cart.navigate'; readonly intent: CartNavigationIntent }
  /** Store (or, when `undefined`, remove) the tokens. */
  | {
      readonly type: 'cart.tokens';
      readonly cartToken: string | undefined;
      readonly checkoutToken: string | undefined;
    }
  /** The cart changed on the server: tell the other tabs. */
  | { readonly type: 'cart.changed'; readonly cartToken: string; readonly checkoutToken: string }
  /** An operation finished: its change is confirmed (`ok`) or rolled back (error). */
  | { readonly type: 'cart.settled'; readonly requestId: string; readonly result: CartResult }
  /** What follows a successful add (000 §4 Product page). */
  | { readonly type: 'cart.afterAdd'; readonly outcome: AfterAddOutcome }
  /** The wallet express approval set the current payment method (000 §4 Cart). */
  | {
      readonly type: 'cart.paymentMethod';
      readonly method: string;
      readonly checkout: CheckoutInfoResult;
    }
  /** A log line of 000 §8 ('Create cart token error', 'Fetch cart error', 'Init cart error'). */
  | { readonly type: 'cart.log'; readonly messageId: MessageId; readonly error: CartError };
