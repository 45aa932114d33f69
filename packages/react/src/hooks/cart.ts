import {
  type CartContents,
  type CartErrorView,
  type CartFacade,
  type CartSnapshot,
  selectCartCount,
  selectError,
  selectIsBusy,
  selectMiniCartOpen,
  toCartContents,
} from '@vitrine/core-cart';
import { useStorefront } from '../context';
import { shallowEqual, useFacadeSelector } from '../select';

/** One mapping per cart the machine holds: a snapshot that leaves the cart as it was keeps it. */
const contentsOf = new WeakMap<CartSnapshot['context']['cart'], CartContents>();
const selectContents = (snapshot: CartSnapshot): CartContents => {
  const wire = snapshot.context.cart;
  let contents = contentsOf.get(wire);
  if (contents === undefined) {
    contents = toCartContents(wire);
    contentsOf.set(wire, contents);
  }
  return contents;
};

/** What {@link useCart} returns. */
export interface CartState {
  /** The lines and totals, money in minor units; identity kept while the cart is unchanged. */
  readonly cart: CartContents;
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
  cart: selectContents(snapshot),
  busy: selectIsBusy(snapshot),
  error: selectError(snapshot),
  miniCartOpen: selectMiniCartOpen(snapshot),
});

const errorEqual = (a: CartErrorView | undefined, b: CartErrorView | undefined) => shallowEqual(a, b);
const sliceEqual = (a: ReturnType<typeof selectCartSlice>, b: ReturnType<typeof selectCartSlice>) =>
  a.cart === b.cart && a.busy === b.busy && a.miniCartOpen === b.miniCartOpen && errorEqual(a.error, b.error);

/**
 * The cart: contents, busy and error state, and every verb. A component that shows only the
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
