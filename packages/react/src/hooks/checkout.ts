// Types only: the checkout's code (machine, selectors, schemas) loads with its part on first use
// (docs/decisions/0350); the browsing pages that import @vitrine/react never load it.
import type {
  Checkout,
  CheckoutError,
  CheckoutFacade,
  CheckoutLayout,
  CheckoutSnapshot,
  CheckoutStep,
  CheckoutView,
  PaymentChallenge,
  PaymentMethodOption,
  PlacedOrder,
  PostPurchaseView,
  ShippingMethodOption,
} from '@vitrine/core-checkout';
import { PART_UNAVAILABLE } from '@vitrine/sdk';
import { useCallback, useEffect, useState } from 'react';
import { useStorefront } from '../context';
import { ignoreStopped } from '../part';
import { type Subscribable, shallowEqual, useFacadeSelector } from '../select';

/** What {@link useCheckout} takes besides the token. */
export interface CheckoutHookOptions {
  /**
   * The key of a recovered checkout link (001 §2 `/checkouts/{token}/recover?key=…`): a stale
   * checkout is cloned (001 §4), then `token` is the new checkout's. An empty key clones at once.
   */
  readonly recoverKey?: string;
  /**
   * The step asked for (001 §2: the checkout route's optional query step, e.g. `?step=shipping_method`):
   * the checkout opens at it when its data reaches it, else at the furthest step it does
   * (docs/decisions/0500); a checkout already open goes to it the same way (`goToStep`).
   */
  readonly step?: CheckoutStep;
}

/** What {@link useCheckout} returns. */
export interface CheckoutState {
  /**
   * `opening` for the first render; `no-checkout` when the cart has none yet (go to checkout from
   * the cart first); `loading` until the checkout is fetched; `failed` when it could not be fetched
   * or cloned (001 §4; `error` says why), or when the checkout's code could not load (decision
   * 0490; no `error`); then `ready`.
   */
  readonly status: 'opening' | 'no-checkout' | 'loading' | 'failed' | 'ready';
  /**
   * The checkout's token once opened: after a clone (a recovered link, 001 §4) the new one, which
   * a page shows in its URL (the cart holds it too).
   */
  readonly token: string | undefined;
  readonly checkout: Checkout | undefined;
  readonly step: CheckoutStep | undefined;
  /** One page or multi-step: the shop's checkout layout (001 §1; 001 §9 default one page). */
  readonly layout: CheckoutLayout | undefined;
  readonly error: CheckoutError | undefined;
  readonly submitting: boolean;
  readonly busy: boolean;
  readonly shippingMethods: readonly ShippingMethodOption[];
  readonly paymentMethods: readonly PaymentMethodOption[];
  readonly placedOrder: PlacedOrder | undefined;
  readonly postPurchase: PostPurchaseView | undefined;
  /**
   * The 3-D Secure or provider page the payment waits on (001 §4): `display: 'frame'` is shown in a
   * frame over the checkout, then `facade.resume()` finishes the payment; `redirect` has left already.
   */
  readonly challenge: PaymentChallenge | undefined;
  /**
   * The wallet order the shopper approved from the cart (001 §4; `useExpressWallet`), while the
   * wallet is the payment method: place the order with `{ paymentMethod: 'paypal-express',
   * payment: { orderId: walletOrderId } }`.
   */
  readonly walletOrderId: string | undefined;
  /**
   * The variants that cannot ship to the country the shipping methods were last asked for (001 §3
   * not_shippable_variant_ids): compare with each line's `variantId`; empty before the methods load.
   */
  readonly notShippableVariantIds: readonly string[];
  /** The checkout's verbs (save customer, shipping, payment, discounts, place order, resume...). */
  readonly facade: CheckoutFacade | null;
}

/** No variant: one array, so a page without a checkout keeps the same value across renders. */
const NONE: readonly string[] = [];
/** No shipping method, no payment method: one array each, for the same reason. */
const NO_SHIPPING_METHODS: readonly ShippingMethodOption[] = [];
const NO_PAYMENT_METHODS: readonly PaymentMethodOption[] = [];

const NOTHING: Subscribable<null> = { getSnapshot: () => null, subscribe: () => () => undefined };

/**
 * The checkout of the cart (or of `token`, e.g. from the /checkouts/:token route, 001 §2), opened
 * once per token and kept by the storefront across routes, fetched once (with the recover key of
 * a recovered link). Its code loads on the first call.
 *
 * @example
 * ```tsx
 * const { status, token: current, challenge, layout, facade } = useCheckout(token, { recoverKey, step });
 * if (current !== undefined && current !== token) navigate(`/checkouts/${current}`, { replace: true });
 * ```
 */
export function useCheckout(token?: string, options: CheckoutHookOptions = {}): CheckoutState {
  const storefront = useStorefront();
  const { recoverKey, step } = options;
  const [opened, setOpened] = useState<{
    readonly token: string | undefined;
    readonly facade: CheckoutFacade | null;
    /** The checkout's code could not load (`part_unavailable`), rather than no checkout yet. */
    readonly unavailable: boolean;
  } | null>(null);
  useEffect(() => {
    let live = true;
    // The checkout's code loads on the first call (docs/decisions/0350).
    void storefront.checkout(token).then((result) => {
      if (!live) return;
      setOpened({
        token,
        facade: result.ok ? result.value : null,
        unavailable: !result.ok && result.error.code === PART_UNAVAILABLE,
      });
      // Fetched once: StrictMode's second effect (or the page of a clone's new token) finds it
      // fetched or fetching.
      if (!result.ok) return;
      const { checkout, busy, step: shown } = result.value.view();
      if (checkout === undefined && !busy)
        void result.value.load({
          ...(recoverKey === undefined ? {} : { recoverKey }),
          ...(step === undefined ? {} : { step }),
        });
      // Open already (kept across routes): the step, if the checkout allows it (docs/decisions/0240).
      else if (checkout !== undefined && step !== undefined && step !== shown)
        void result.value.goToStep(step);
    }, ignoreStopped);
    return () => {
      live = false;
    };
  }, [storefront, token, recoverKey, step]);
  const facade = opened !== null && opened.token === token ? opened.facade : null;
  const select = useCallback(
    (snapshot: CheckoutSnapshot | null) =>
      snapshot === null || facade === null ? null : facade.view(snapshot),
    [facade],
  );
  const view = useFacadeSelector<CheckoutSnapshot | null, CheckoutView | null>(
    (facade ?? NOTHING) as Subscribable<CheckoutSnapshot | null>,
    select,
    shallowEqual,
  );
  const status: CheckoutState['status'] =
    opened === null || opened.token !== token
      ? 'opening'
      : facade === null
        ? opened.unavailable
          ? 'failed'
          : 'no-checkout'
        : view?.checkout !== undefined
          ? 'ready'
          : view?.failed
            ? 'failed'
            : 'loading';
  return {
    status,
    token: view?.token,
    checkout: view?.checkout,
    step: view?.step,
    layout: view?.layout,
    error: view?.error,
    submitting: view?.submitting ?? false,
    busy: view?.busy ?? false,
    shippingMethods: view?.shippingMethods ?? NO_SHIPPING_METHODS,
    paymentMethods: view?.paymentMethods ?? NO_PAYMENT_METHODS,
    placedOrder: view?.placedOrder,
    postPurchase: view?.postPurchase,
    challenge: view?.challenge,
    walletOrderId: view?.walletOrderId,
    notShippableVariantIds: view?.notShippableVariantIds ?? NONE,
    facade,
  };
}
