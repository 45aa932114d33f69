import type {
  ApiFailure,
  Cart as WireCart,
  CartAddPayload,
  CartItem,
  LineProperty,
} from '@vitrine/api-client';
import type { DisplayMoney } from '@vitrine/core-pricing';
import type { cartMessages } from '@vitrine/messages';
import type { Ports } from '@vitrine/ports';

/** A line id as the platform sends it (a number, or a string such as `li_…`). */
export type ItemId = string | number;

/**
 * What the machine sends for an add, on the wire (000 §3 Cart add payload): variant_id, qty,
 * properties, optional app, metadata, post_purchase_price. The facade maps {@link CartLineInput}
 * to it (cart.map.ts).
 * @internal
 */
export type CartAddLine = CartAddPayload;

/**
 * A cart line as the machine holds it, on the wire: the server's line, or an optimistic one
 * (`pending: true`) whose change the server has not confirmed yet. An optimistic new line has a
 * temporary `item_id` (`optimistic:<line key>`) until the server answers. The facade shows it
 * as a {@link CartLine}.
 * @internal
 */
export type WireLine = CartItem & { readonly pending?: boolean };

/** A custom-option property of a line (000 §3 Cart add payload: name and value). */
export type CartLineProperty = LineProperty;

/**
 * What a shopper adds (`cart.add(line)`): a variant, a whole quantity of at least 1
 * (000 §4 Cart, issue 16), and its custom-option properties (what `@vitrine/core-custom-options`
 * produces).
 */
export interface CartLineInput {
  readonly variantId: string | number;
  readonly quantity: number;
  readonly properties?: readonly CartLineProperty[];
  /** The app that added the line (an upsell offer, 000 §3). */
  readonly app?: string;
  /** Free data the app keeps on the line. */
  readonly metadata?: Readonly<Record<string, unknown>>;
  /**
   * A post-purchase price (000 §7: sent with `post_purchase=true`). Sent in the shop currency: a
   * price a facade showed converted is sent as its `shop` amount (docs/decisions/0281).
   */
  readonly postPurchasePrice?: DisplayMoney;
}

/** One line of the cart, as a theme shows it (a cart drawer, the cart page). */
export interface CartLine {
  /** The line's id, for `update(id, quantity)` and `remove(id)`; temporary while `pending` after an add. */
  readonly id: string;
  readonly variantId: string;
  readonly productId: string | undefined;
  readonly title: string | undefined;
  readonly variantTitle: string | undefined;
  /** The product handle, for a link to the product page. */
  readonly handle: string | undefined;
  readonly image: string | undefined;
  readonly quantity: number;
  /**
   * The unit price, in the display currency (`cart.configure({ display })`); when converted, `shop`
   * holds the shop-currency price the platform charges (`shopMoney(price)` of core-pricing).
   */
  readonly price: DisplayMoney;
  /** The server's line total; while `pending`, unit price × quantity. Display currency, as `price`. */
  readonly lineTotal: DisplayMoney;
  readonly properties: readonly CartLineProperty[];
  /** A change of this line is on its way to the server. */
  readonly pending: boolean;
}

/**
 * The cart's totals, computed by the server (000 §3 Cart), in the display currency; converted
 * ones keep the shop amount as `shop` (docs/decisions/0281).
 */
export interface CartTotals {
  readonly subtotal: DisplayMoney;
  readonly total: DisplayMoney;
  /** The discounts total (zero without a discount). */
  readonly discounts: DisplayMoney;
}

/**
 * The cart as a theme sees it: lines (optimistic changes included) and the server's last totals.
 * What the verbs resolve with and what `selectCart(snapshot)` gives.
 */
export interface CartContents {
  readonly lines: readonly CartLine[];
  /** The number of items (sum of line quantities), for a badge. */
  readonly itemCount: number;
  /** The currency the amounts are shown in: the display currency once converted, else the cart's. */
  readonly currency: string;
  readonly totals: CartTotals;
  /** The discount code applied to the cart, if any. */
  readonly discountCode: string | undefined;
}

/** A new quantity for one line (`cart.updateMany(changes)`); below 1 removes the line (000 §4 Cart). */
export interface CartLineChange {
  readonly lineId: string;
  readonly quantity: number;
}

/**
 * A change of one line's quantity, as the machine takes it; a quantity below 1 removes the line
 * (000 §4 Cart).
 * @internal
 */
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
  /** The cart was stopped before the operation settled (or was asked of a stopped cart). */
  | 'stopped';

/** The id of a cart text (`cartMessages` of `@vitrine/messages`). */
export type CartMessageId = keyof typeof cartMessages;

/**
 * A cart failure as a value (a `DomainError` of `@vitrine/ports`): a code, the id of the message
 * the UI shows (`message`, in `@vitrine/messages`), and what the server said when it said
 * something (`serverCode` such as `ITEM_OUT_STOCK`, `serverMessage` such as
 * 'Only 3 left in stock.').
 */
export interface CartError {
  readonly code: CartErrorCode;
  readonly message: CartMessageId;
  readonly serverCode?: string;
  readonly serverMessage?: string;
  readonly status?: number;
  readonly failure?: ApiFailure['kind'];
}

/**
 * The outcome of one operation inside the machine: the wire cart after it, or the error (its
 * change rolled back). The facade turns it into a `Result<CartContents, CartError>`.
 * @internal
 */
export type CartResult =
  | { readonly ok: true; readonly cart: WireCart }
  | { readonly ok: false; readonly error: CartError };

/** The top-level fields of a cart answer besides `result` (000 §7 Cart). */
export interface CartAnswerExtra {
  readonly price_rule: unknown;
  readonly overrided_manual_discount_type: string | null | undefined;
  readonly error_code: string | null | undefined;
}

/** What happens after a successful add (000 §4 Product page). */
export type AfterAddOutcome = 'checkout' | 'cart-page' | 'mini-cart';

/** A requested go-to-checkout, waiting for the queue to drain; `requestIds` settle when it goes. */
export interface CheckoutRequest {
  readonly step: string | undefined;
  readonly requestIds: readonly string[];
}

/**
 * The ports the cart uses (DESIGN "Ports"): `storage` keeps the tokens, `lock` makes creation
 * single-flight across tabs, `channels` reaches the other tabs, `navigate` carries out the
 * go-to-checkout and cart-page intents, `logger` writes the 000 §8 log lines, `clock` runs the
 * named delays. Missing ones get the in-memory defaults of `@vitrine/ports`.
 */
export type CartPorts = Pick<Ports, 'storage' | 'clock' | 'lock' | 'channels' | 'navigate' | 'logger'>;
