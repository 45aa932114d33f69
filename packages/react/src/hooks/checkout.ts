import {
  type Checkout,
  type CheckoutError,
  type CheckoutFacade,
  type CheckoutSnapshot,
  type CheckoutStep,
  type PaymentMethodOption,
  type PlacedOrder,
  type PostPurchaseView,
  type ShippingMethodOption,
  selectCheckout,
  selectError,
  selectIsBusy,
  selectIsSubmitting,
  selectPaymentMethods,
  selectPlacedOrder,
  selectPostPurchase,
  selectShippingMethods,
  selectStep,
} from '@vitrine/core-checkout';
import { useEffect, useState } from 'react';
import { useStorefront } from '../context';
import { type Subscribable, shallowEqual, useFacadeSelector } from '../select';

/** What {@link useCheckout} returns. */
export interface CheckoutState {
  /**
   * `opening` for the first render; `no-checkout` when the cart has none yet (go to checkout from
   * the cart first); `loading` until the checkout is fetched; then `ready`.
   */
  readonly status: 'opening' | 'no-checkout' | 'loading' | 'ready';
  readonly checkout: Checkout | undefined;
  readonly step: CheckoutStep | undefined;
  readonly error: CheckoutError | undefined;
  readonly submitting: boolean;
  readonly busy: boolean;
  readonly shippingMethods: readonly ShippingMethodOption[];
  readonly paymentMethods: readonly PaymentMethodOption[];
  readonly placedOrder: PlacedOrder | undefined;
  readonly postPurchase: PostPurchaseView | undefined;
  /** The checkout's verbs (save customer, shipping, payment, discounts, place order...). */
  readonly facade: CheckoutFacade | null;
}

const NOTHING: Subscribable<null> = { getSnapshot: () => null, subscribe: () => () => undefined };

const selectSlice = (snapshot: CheckoutSnapshot | null) =>
  snapshot === null
    ? null
    : {
        checkout: selectCheckout(snapshot),
        step: selectStep(snapshot),
        error: selectError(snapshot),
        submitting: selectIsSubmitting(snapshot),
        busy: selectIsBusy(snapshot),
        shippingMethods: selectShippingMethods(snapshot),
        paymentMethods: selectPaymentMethods(snapshot),
        placedOrder: selectPlacedOrder(snapshot),
        postPurchase: selectPostPurchase(snapshot),
      };

const sliceEqual = (a: ReturnType<typeof selectSlice>, b: ReturnType<typeof selectSlice>): boolean =>
  a === b ||
  (a !== null &&
    b !== null &&
    shallowEqual({ ...a, postPurchase: undefined }, { ...b, postPurchase: undefined }) &&
    shallowEqual(a.postPurchase, b.postPurchase));

/**
 * The checkout of the cart (or of `token`, e.g. from the /checkouts/:token route, 001 §2), opened
 * once per token and kept by the storefront across routes.
 */
export function useCheckout(token?: string): CheckoutState {
  const storefront = useStorefront();
  const [opened, setOpened] = useState<{
    readonly token: string | undefined;
    readonly facade: CheckoutFacade | null;
  } | null>(null);
  useEffect(() => {
    let live = true;
    // The checkout's code loads on the first call (docs/decisions/0350).
    void storefront.checkout(token).then((result) => {
      if (!live) return;
      setOpened({ token, facade: result.ok ? result.value : null });
      // Fetched once: StrictMode's second effect finds it fetched or fetching.
      if (result.ok) {
        const snapshot = result.value.getSnapshot();
        if (selectCheckout(snapshot) === undefined && !selectIsBusy(snapshot)) void result.value.load();
      }
    });
    return () => {
      live = false;
    };
  }, [storefront, token]);
  const facade = opened !== null && opened.token === token ? opened.facade : null;
  const slice = useFacadeSelector<CheckoutSnapshot | null, ReturnType<typeof selectSlice>>(
    (facade ?? NOTHING) as Subscribable<CheckoutSnapshot | null>,
    selectSlice,
    sliceEqual,
  );
  const status: CheckoutState['status'] =
    opened === null || opened.token !== token
      ? 'opening'
      : facade === null
        ? 'no-checkout'
        : slice?.checkout === undefined
          ? 'loading'
          : 'ready';
  return {
    status,
    checkout: slice?.checkout,
    step: slice?.step,
    error: slice?.error,
    submitting: slice?.submitting ?? false,
    busy: slice?.busy ?? false,
    shippingMethods: slice?.shippingMethods ?? [],
    paymentMethods: slice?.paymentMethods ?? [],
    placedOrder: slice?.placedOrder,
    postPurchase: slice?.postPurchase,
    facade,
  };
}
