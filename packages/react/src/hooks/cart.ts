import {
  type CartContents,
  type CartErrorView,
  type CartFacade,
  type CartLoadStatus,
  type CartSnapshot,
  selectCart,
  selectCartCount,
  selectError,
  selectIsBusy,
  selectLoadError,
  selectLoadStatus,
  selectMiniCartOpen,
} from '@vitrine/core-cart';
import { useStorefront } from '../context';
import { shallowEqual, useFacadeSelector } from '../select';

/** What {@link useCart} returns. */
export interface CartState {
  /**
   * The lines and totals in the display currency (money in minor units; a converted amount keeps
   * its shop amount as `shop`); identity kept while the cart and the currency are unchanged.
   */
  readonly cart: CartContents;
  /**
   * Where the cart's load is (000 §4 Cart "A ready flag is set once, after the first successful
   * fetch"): `loading` until then, `failed` when it could not be loaded (`refresh()` tries again),
   * `ready` for good once it was. An empty `cart` says the cart is empty only when `ready`.
   */
  readonly status: CartLoadStatus;
  /** Why the cart could not be loaded (the catalogue's `cart.load_error`), while `status` is `failed`. */
  readonly loadError: CartErrorView | undefined;
  /** A change or a creation runs. */
  readonly busy: boolean;
  /** The last failed change, shown until dismissed (000 §6 cart errors). */
  readonly error: CartErrorView | undefined;
  readonly miniCartOpen: boolean;
  readonly add: CartFacade['add'];
  readonly buyNow: CartFacade['buyNow'];
  readonly update: CartFacade['update'];
  readonly updateMany: CartFacade['updateMany'];
  readonly remove: CartFacade['remove'];
  readonly clear: CartFacade['clear'];
  readonly refresh: CartFacade['refresh'];
  readonly goToCheckout: CartFacade['goToCheckout'];
  readonly openMiniCart: CartFacade['openMiniCart'];
  readonly closeMiniCart: CartFacade['closeMiniCart'];
  readonly dismissError: CartFacade['dismissError'];
}

const selectCartSlice = (snapshot: CartSnapshot) => ({
  cart: selectCart(snapshot),
  status: selectLoadStatus(snapshot),
  loadError: selectLoadError(snapshot),
  busy: selectIsBusy(snapshot),
  error: selectError(snapshot),
  miniCartOpen: selectMiniCartOpen(snapshot),
});

const errorEqual = (a: CartErrorView | undefined, b: CartErrorView | undefined) => shallowEqual(a, b);
const sliceEqual = (a: ReturnType<typeof selectCartSlice>, b: ReturnType<typeof selectCartSlice>) =>
  a.cart === b.cart &&
  a.status === b.status &&
  a.busy === b.busy &&
  a.miniCartOpen === b.miniCartOpen &&
  errorEqual(a.error, b.error) &&
  errorEqual(a.loadError, b.loadError);

/**
 * The cart: contents, load status, busy and error state, and every verb. A component that shows only the
 * count should use {@link useCartCount}, which re-renders only when the count changes.
 */
export function useCart(): CartState {
  const { cart } = useStorefront();
  const slice = useFacadeSelector(cart, selectCartSlice, sliceEqual);
  return {
    ...slice,
    add: cart.add,
    buyNow: cart.buyNow,
    update: cart.update,
    updateMany: cart.updateMany,
    remove: cart.remove,
    clear: cart.clear,
    refresh: cart.refresh,
    goToCheckout: cart.goToCheckout,
    openMiniCart: cart.openMiniCart,
    closeMiniCart: cart.closeMiniCart,
    dismissError: cart.dismissError,
  };
}

/** The number of items in the cart (the header badge); re-renders only when it changes. */
export function useCartCount(): number {
  return useFacadeSelector(useStorefront().cart, selectCartCount);
}

/** What {@link useMiniCart} returns. */
export interface MiniCartState {
  /** Whether the mini cart is open (000 §4 UI overlays). */
  readonly open: boolean;
  readonly openMiniCart: CartFacade['openMiniCart'];
  readonly closeMiniCart: CartFacade['closeMiniCart'];
}

/**
 * The mini cart's open state and its two verbs, for a header button or an overlay: re-renders only
 * when the mini cart opens or closes, not when the cart's lines, totals or busy state change (the
 * cart created and fetched on load re-renders {@link useCart}'s components, at once).
 *
 * @example
 * ```tsx
 * const { open, openMiniCart } = useMiniCart();
 * return <button type="button" aria-expanded={open} onClick={openMiniCart}>Cart</button>;
 * ```
 */
export function useMiniCart(): MiniCartState {
  const { cart } = useStorefront();
  const open = useFacadeSelector(cart, selectMiniCartOpen);
  return { open, openMiniCart: cart.openMiniCart, closeMiniCart: cart.closeMiniCart };
}
