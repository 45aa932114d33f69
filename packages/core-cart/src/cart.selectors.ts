/**
 * Selectors for the UI: small slices of the cart snapshot (`actor.select(selectX)`, or
 * `useSelector(actor, selectX)` in React). Amounts are the server's, in the display currency the
 * cart was configured with (docs/decisions/0281), formatted through `@vitrine/core-pricing`.
 */
import { type DisplayMoney, formatDisplayMoney, type MoneyFormat } from '@vitrine/core-pricing';
import { cartMessages } from '@vitrine/messages';
import type { NavigationIntent } from '@vitrine/ports';
import type { SnapshotFrom } from 'xstate';
import type { CartMachine } from './cart.machine';
import { displayedCart } from './cart.display';
import { toCartContents } from './cart.map';
import { isOptimisticItemId } from './cart.rules';
import { cartError } from './cart-error';
import type {
  CartContents,
  CartError,
  CartErrorCode,
  CartLine,
  CartLineProperty,
  CartTotals,
  WireLine,
} from './cart.types';

/** A snapshot of the cart machine. */
export type CartSnapshot = SnapshotFrom<CartMachine>;

/**
 * The cart as a theme shows it: TypeScript-shaped lines (optimistic changes included, marked
 * `pending`) and the server's last totals, money in integer minor units plus currency, in the
 * display currency (`cart.configure({ display })`; a converted amount keeps the shop amount as
 * `shop`, docs/decisions/0281). The same object until the cart or the display currency changes,
 * so `cart.select(selectCart, …)` fires only on a change.
 */
export const selectCart = (snapshot: CartSnapshot): CartContents =>
  displayedCart(toCartContents(snapshot.context.cart), snapshot.context.display);

/**
 * The cart in the shop currency, as the platform charges it (every amount unconverted).
 *
 * @example
 * ```ts
 * selectShopCart(cart.getSnapshot()).totals.total; // { amount: 2000, currency: 'USD' }
 * ```
 */
export const selectShopCart = (snapshot: CartSnapshot): CartContents => toCartContents(snapshot.context.cart);

/** The lines the shopper sees (see {@link selectCart}). */
export const selectCartLines = (snapshot: CartSnapshot): readonly CartLine[] => selectCart(snapshot).lines;

/** The number of items (sum of line quantities, optimistic changes included), for a badge. */
export const selectCartCount = (snapshot: CartSnapshot): number => selectCart(snapshot).itemCount;

/** The server's last totals (subtotal, total, discounts) in minor units plus currency (display currency). */
export const selectCartTotals = (snapshot: CartSnapshot): CartTotals => selectCart(snapshot).totals;

/**
 * The lines as the platform sends them (snake_case).
 * @deprecated Use {@link selectCartLines}; the wire shape stays below the facade.
 */
export const selectLines = (snapshot: CartSnapshot): readonly WireLine[] => snapshot.context.cart.items;

/** Whether the first fetch has succeeded (000 §4 Cart ready flag; set once). */
export const selectIsReady = (snapshot: CartSnapshot): boolean => snapshot.context.ready;

/**
 * Where the cart's load is (000 §4 Cart "A ready flag is set once, after the first successful
 * fetch"): `loading` until then, while a fetch or a creation runs, and while a cart not fetched on
 * start (`fetchOnStart: false`, a server render) waits for its first use, as the browser's first
 * render has it; `failed` when none succeeded, one failed and nothing runs any more (000 §8 'Fetch
 * cart error', 'Init cart error': `refresh()` tries again); `ready` once one succeeded, for good.
 */
export type CartLoadStatus = 'loading' | 'ready' | 'failed';

/** The cart's load status (see {@link CartLoadStatus}). */
export const selectLoadStatus = (snapshot: CartSnapshot): CartLoadStatus =>
  snapshot.context.ready
    ? 'ready'
    : snapshot.matches('idle') && snapshot.context.error !== undefined
      ? 'failed'
      : 'loading';

/**
 * Why the cart could not be loaded, while the load status is `failed` (`undefined` otherwise): its
 * code and the catalogue's `cart.load_error` text, whatever the server said (a load failure is no
 * refusal with words for the shopper, as a change's is: docs/decisions/0223).
 */
export const selectLoadError = (snapshot: CartSnapshot): CartErrorView | undefined => {
  if (selectLoadStatus(snapshot) !== 'failed') return undefined;
  const error = snapshot.context.error;
  const loadError =
    error && (error.code === 'fetch_failed' || error.code === 'create_token_failed')
      ? error
      : cartError('fetch_failed');
  return { code: loadError.code, message: cartMessages[loadError.message], serverCode: loadError.serverCode };
};

/** Whether changes are waiting for the server (show a spinner on totals). */
export const selectHasPendingChanges = (snapshot: CartSnapshot): boolean =>
  snapshot.context.inFlight !== undefined || snapshot.context.queue.length > 0;

/** Whether the machine is doing anything (a call, or the go-to-checkout wait). */
export const selectIsBusy = (snapshot: CartSnapshot): boolean => !snapshot.matches('idle');

/** The number of items the shopper sees (same as {@link selectCartCount}). */
export const selectItemCount = (snapshot: CartSnapshot): number => selectCartCount(snapshot);

/** Whether the mini cart is open (000 §4 Product page after-add). */
export const selectMiniCartOpen = (snapshot: CartSnapshot): boolean => snapshot.context.miniCartOpen;

/** The cart and checkout tokens. */
export const selectTokens = (
  snapshot: CartSnapshot,
): { readonly cartToken: string | undefined; readonly checkoutToken: string | undefined } => ({
  cartToken: snapshot.context.cartToken,
  checkoutToken: snapshot.context.checkoutToken,
});

/** The checkout the go-to-checkout leads to (for a link), or `undefined` without a cart. */
export const selectCheckoutIntent = (snapshot: CartSnapshot): NavigationIntent | undefined =>
  snapshot.context.checkoutToken
    ? { type: 'route', route: 'checkout', params: { token: snapshot.context.checkoutToken } }
    : undefined;

/** The error to show: its code and text (the server's text when it gave one, else the catalogue's). */
export interface CartErrorView {
  readonly code: CartErrorCode;
  readonly message: string;
  readonly serverCode: string | undefined;
}

/**
 * The text of a cart error a shopper reads: the server's own words when it gave them, else the
 * catalogue's text of its message id.
 *
 * @example
 * ```ts
 * const added = await cart.add(line);
 * if (!added.ok) show(cartErrorText(added.error)); // 'Only 3 left in stock.' or the catalogue's text
 * ```
 */
export const cartErrorText = (error: Pick<CartError, 'message' | 'serverMessage'>): string =>
  error.serverMessage ?? cartMessages[error.message];

/** The last error, ready to show, or `undefined`. */
export const selectError = (snapshot: CartSnapshot): CartErrorView | undefined => {
  const error = snapshot.context.error;
  if (!error) return undefined;
  return { code: error.code, message: cartErrorText(error), serverCode: error.serverCode };
};

/** One line, ready to show, with money formatted. */
export interface CartLineView {
  readonly itemId: string;
  readonly variantId: string;
  readonly title: string | undefined;
  readonly variantTitle: string | undefined;
  readonly image: string | undefined;
  readonly handle: string | undefined;
  readonly qty: number;
  readonly properties: readonly CartLineProperty[];
  /**
   * The unit price, formatted; `undefined` for a line added and not answered yet (it has no price
   * from the server: it would show as 0). A line whose quantity is changing keeps its price.
   */
  readonly price: string | undefined;
  /** The line total from the server, formatted; `undefined` while the line's change is pending. */
  readonly linePrice: string | undefined;
  readonly pending: boolean;
}

/** The cart, ready to show. Totals are the server's last; `pending` says changes are on their way. */
export interface CartView {
  readonly lines: readonly CartLineView[];
  readonly itemCount: number;
  readonly subtotal: string;
  readonly total: string;
  /** The discounts total, formatted, when there is one. */
  readonly discounts: string | undefined;
  readonly isEmpty: boolean;
  readonly isReady: boolean;
  readonly pending: boolean;
  readonly error: CartErrorView | undefined;
}

/**
 * The whole cart view: lines and totals formatted with the shop's money format, or, converted to
 * another currency, with the display locale's conventions (`formatDisplayMoney`, decision 0191).
 *
 * @example
 * ```ts
 * const view = selectCartView(actor.getSnapshot(), '${{amount}}');
 * view.total; // '$48.00'
 * view.lines[0]?.linePrice; // '$24.00'
 * ```
 */
export function selectCartView(snapshot: CartSnapshot, moneyFormat?: MoneyFormat): CartView {
  // Formats the TypeScript-shaped cart of cart.map.ts (the one mapping of the wire cart).
  const cart = selectCart(snapshot);
  const locale = snapshot.context.display?.locale;
  const money = (amount: DisplayMoney): string => formatDisplayMoney(amount, { moneyFormat, locale });
  return {
    lines: cart.lines.map((line) => ({
      itemId: line.id,
      variantId: line.variantId,
      title: line.title,
      variantTitle: line.variantTitle,
      image: line.image,
      handle: line.handle,
      qty: line.quantity,
      properties: line.properties,
      price: isOptimisticItemId(line.id) ? undefined : money(line.price),
      linePrice: line.pending ? undefined : money(line.lineTotal),
      pending: line.pending,
    })),
    itemCount: cart.itemCount,
    subtotal: money(cart.totals.subtotal),
    total: money(cart.totals.total),
    discounts: cart.totals.discounts.amount > 0 ? money(cart.totals.discounts) : undefined,
    isEmpty: cart.lines.length === 0,
    isReady: snapshot.context.ready,
    pending: selectHasPendingChanges(snapshot),
    error: selectError(snapshot),
  };
}
