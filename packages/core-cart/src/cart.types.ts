import type { ApiFailure, Cart, CartAddPayload, CartItem } from '@vitrine/api-client';
import type { MessageId } from '@vitrine/messages';

/** A line id as the platform sends it (a number, or a string such as `li_…`). */
export type ItemId = string | number;

/** What the shopper adds (000 §3 Cart add payload): variant_id, qty, properties, optional app, metadata, post_purchase_price. */
export type CartAddLine = CartAddPayload;

/**
 * A cart line as the machine shows it: the server's line, or an optimistic one (`pending: true`)
 * whose change the server has not confirmed yet. An optimistic new line has a temporary
 * `item_id` (`optimistic:<line key>`) until the server answers.
 */
export type CartLine = CartItem & { readonly pending?: boolean };

/** A change of one line's quantity; a quantity below 1 removes the line (000 §4 Cart). */
export interface LineQuantityChange {
  readonly itemId: ItemId;
  readonly qty: number;
}

/**
 * Which line a queued change aims at: its `item_id` (maybe a temporary optimistic one) and its
 * identity key (variant and custom-option properties), used to find the line once the server
 * has given it a real `item_id`.
 */
export interface LineRef {
  readonly itemId: string;
  readonly key: string | undefined;
}

/** A queued absolute quantity change of one line. */
export interface QueuedLineChange {
  readonly target: LineRef;
  readonly qty: number;
}

/**
 * One cart mutation waiting in (or at the head of) the queue. Serialisable.
 *
 * `merged` lists the ids of earlier queued mutations this one replaced (coalescing, see
 * docs/decisions/0181): they settle with it.
 */
export type CartMutation =
  | {
      readonly id: string;
      readonly kind: 'add';
      readonly line: CartAddLine;
      readonly key: string;
      readonly buyNow: boolean;
      readonly merged: readonly string[];
    }
  | {
      readonly id: string;
      readonly kind: 'update';
      readonly target: LineRef;
      readonly qty: number;
      readonly merged: readonly string[];
    }
  | {
      readonly id: string;
      readonly kind: 'updateMany';
      readonly changes: readonly QueuedLineChange[];
      readonly merged: readonly string[];
    }
  | {
      readonly id: string;
      readonly kind: 'remove';
      readonly target: LineRef;
      readonly merged: readonly string[];
    }
  | { readonly id: string; readonly kind: 'clear'; readonly merged: readonly string[] };

/** The kind of a cart mutation. */
export type CartMutationKind = CartMutation['kind'];

/** Why a cart operation failed. Branch on `code`. */
export type CartErrorCode =
  | 'create_token_failed'
  | 'fetch_failed'
  | 'add_failed'
  | 'update_failed'
  | 'remove_failed'
  | 'clear_failed'
  | 'line_not_found'
  | 'invalid_quantity'
  | 'cart_completed'
  | 'express_failed';

/**
 * A cart failure as a value: a code, the message the UI shows (catalogue id), and what the
 * server said when it said something (`serverCode` such as `ITEM_OUT_STOCK`, `serverMessage`
 * such as 'Only 3 left in stock.').
 */
export interface CartError {
  readonly code: CartErrorCode;
  readonly messageId: MessageId;
  readonly serverCode?: string;
  readonly serverMessage?: string;
  readonly status?: number;
  readonly failure?: ApiFailure['kind'];
}

/** The outcome of one cart operation: the cart after it, or the error (its change rolled back). */
export type CartResult =
  | { readonly ok: true; readonly cart: Cart }
  | { readonly ok: false; readonly error: CartError };

/** The top-level fields of a cart answer besides `result` (000 §7 Cart). */
export interface CartAnswerExtra {
  readonly price_rule: unknown;
  readonly overrided_manual_discount_type: string | null | undefined;
  readonly error_code: string | null | undefined;
}

/**
 * Where the cart wants the host router to go. Core never changes the location itself
 * (DESIGN "Ports"): the facade hands intents to the injected `navigate`.
 *
 * - `checkout`: the checkout of `token`, at `step` when given (001 §2 `/checkouts/{token}?step=`).
 * - `cart`: the cart page, `/cart` (000 §2).
 */
export type CartNavigationIntent =
  | { readonly to: 'checkout'; readonly token: string; readonly step?: string }
  | { readonly to: 'cart' };

/** What happens after a successful add (000 §4 Product page). */
export type AfterAddOutcome = 'checkout' | 'cart-page' | 'mini-cart';

/** A requested go-to-checkout, waiting for the queue to drain. */
export interface CheckoutRequest {
  readonly step: string | undefined;
}

/** A running wallet express approval (000 §4 Cart). */
export interface ExpressApproval {
  readonly requestId: string;
  readonly payload: Readonly<Record<string, unknown>>;
}
