import {
  type Checkout,
  type CheckoutError,
  type CheckoutFacade,
  type CheckoutLayout,
  type CheckoutSnapshot,
  type CheckoutStep,
  type PaymentChallenge,
  type PaymentMethodOption,
  type PlacedOrder,
  type PostPurchaseView,
  type ShippingMethodOption,
  selectChallenge,
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
import { routePath } from '@vitrine/core-shop';
import { shallowEqual, type Subscribable, useFacadeSelector, useStorefront } from '@vitrine/react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

/** What the checkout screen reads of its checkout. */
export interface CheckoutPage {
  /** `no-checkout`: the storefront has no checkout for this token (nothing to open). */
  readonly status: 'opening' | 'no-checkout' | 'loading' | 'failed' | 'ready';
  readonly facade: CheckoutFacade | null;
  readonly checkout: Checkout | undefined;
  readonly step: CheckoutStep | undefined;
  readonly layout: CheckoutLayout;
  readonly error: CheckoutError | undefined;
  readonly submitting: boolean;
  readonly busy: boolean;
  readonly shippingMethods: readonly ShippingMethodOption[];
  readonly paymentMethods: readonly PaymentMethodOption[];
  readonly placedOrder: PlacedOrder | undefined;
  readonly postPurchase: PostPurchaseView | undefined;
  readonly challenge: PaymentChallenge | undefined;
}

const NOTHING: Subscribable<null> = { getSnapshot: () => null, subscribe: () => () => undefined };

const selectPage = (snapshot: CheckoutSnapshot | null) =>
  snapshot === null
    ? null
    : {
        checkout: selectCheckout(snapshot),
        step: selectStep(snapshot),
        layout: snapshot.context.layout,
        error: selectError(snapshot),
        fetchFailed: snapshot.context.fetchError || snapshot.context.cloneError,
        submitting: selectIsSubmitting(snapshot),
        busy: selectIsBusy(snapshot),
        shippingMethods: selectShippingMethods(snapshot),
        paymentMethods: selectPaymentMethods(snapshot),
        placedOrder: selectPlacedOrder(snapshot),
        postPurchase: snapshot.context.postPurchase,
        postPurchaseView: selectPostPurchase(snapshot),
        challenge: selectChallenge(snapshot),
      };

/**
 * The checkout of the page's token (001 §2 `checkout` route), opened once in the storefront and
 * fetched once, with the recover key of a recovered checkout link (001 §4: a stale one is cloned,
 * then the page follows the new token). A 403 is the checkout's own navigation to /limit-order.
 *
 * @remarks `useCheckout` of @vitrine/react loads without options, so the recover key could not be
 * passed; this hook does the same with the load options (docs/decisions/0420).
 */
export function useCheckoutPage(token: string, recoverKey: string | undefined): CheckoutPage {
  const storefront = useStorefront();
  const navigate = useNavigate();
  const [opened, setOpened] = useState<{
    readonly token: string;
    readonly facade: CheckoutFacade | null;
  } | null>(null);
  useEffect(() => {
    let current = true;
    let unsubscribe: (() => void) | undefined;
    // The checkout's code loads on the first call (the browsing pages never load it).
    void storefront.checkout(token).then((result) => {
      if (!current) return;
      setOpened({ token, facade: result.ok ? result.value : null });
      if (!result.ok) return;
      const facade = result.value;
      // Fetched once: StrictMode's second effect finds it fetched or fetching.
      const snapshot = facade.getSnapshot();
      if (selectCheckout(snapshot) === undefined && !selectIsBusy(snapshot))
        void facade.load(recoverKey === undefined ? {} : { recoverKey });
      // 001 §4: a cloned checkout continues under its new token.
      const cloned = facade.on('checkout.cloned', ({ checkoutToken }) => {
        void navigate(routePath('checkout', { token: checkoutToken }), { replace: true });
      });
      unsubscribe = cloned;
    });
    return () => {
      current = false;
      unsubscribe?.();
    };
  }, [storefront, token, recoverKey, navigate]);
  const facade = opened !== null && opened.token === token ? opened.facade : null;
  const slice = useFacadeSelector<CheckoutSnapshot | null, ReturnType<typeof selectPage>>(
    (facade ?? NOTHING) as Subscribable<CheckoutSnapshot | null>,
    selectPage,
    (a, b) =>
      a === b ||
      (a !== null &&
        b !== null &&
        shallowEqual({ ...a, postPurchaseView: null }, { ...b, postPurchaseView: null })),
  );
  const status: CheckoutPage['status'] =
    opened === null || opened.token !== token
      ? 'opening'
      : facade === null
        ? 'no-checkout'
        : slice?.checkout !== undefined
          ? 'ready'
          : slice?.fetchFailed && !slice.busy
            ? 'failed'
            : 'loading';
  return {
    status,
    facade,
    checkout: slice?.checkout,
    step: slice?.step,
    layout: slice?.layout ?? 'one_page',
    error: slice?.error,
    submitting: slice?.submitting ?? false,
    busy: slice?.busy ?? false,
    shippingMethods: slice?.shippingMethods ?? [],
    paymentMethods: slice?.paymentMethods ?? [],
    placedOrder: slice?.placedOrder,
    postPurchase: slice?.postPurchaseView,
    challenge: slice?.challenge,
  };
}
