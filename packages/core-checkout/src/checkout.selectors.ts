import { type DisplayMoney, displayKey, toDisplayMoney } from '@vitrine/core-pricing';
import type { SnapshotFrom } from 'xstate';
import { displayCheckout, displayShippingMethod } from './checkout.display';
import { type CheckoutLayout, type CheckoutStep, EXPRESS_PAYMENT_METHOD } from './checkout.constants';
import { DEFAULT_CURRENCY, money, toCheckout, toPaymentMethod, toShippingMethod } from './checkout.map';
import type { checkoutMachine } from './checkout.machine';
import { stripeFlags } from './checkout.rules';
import type { PaymentChallenge } from './payment/challenge';
import type {
  Checkout,
  CheckoutError,
  PaymentMethodOption,
  PlacedOrder,
  ShippingMethodOption,
} from './checkout.types';

/** A snapshot of the checkout machine. */
export type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;

/** Views by checkout answer, then step and display currency, with the payment methods they read. */
const views = new WeakMap<object, Map<string, { readonly methods: unknown; readonly view: Checkout }>>();

/**
 * The checkout as a theme reads it (camelCase, money in minor units, in the display currency of
 * `configure({ display })` with each converted amount's shop amount as `shop`; docs/decisions/0251),
 * or `undefined` before the first fetch. The same object is returned while the checkout, step and
 * display currency do not change, nor the payment methods its stripe flags are read from (001 §4
 * Payment methods ordering and flags), so `facade.select(selectCheckout, ...)` fires only on changes.
 */
export function selectCheckout(snapshot: CheckoutSnapshot): Checkout | undefined {
  const { result, step, display } = snapshot.context;
  if (!result) return undefined;
  let byKey = views.get(result);
  if (!byKey) {
    byKey = new Map();
    views.set(result, byKey);
  }
  const key = `${step}|${displayKey(display)}`;
  const { paymentMethods } = snapshot.context;
  const known = byKey.get(key);
  if (known && known.methods === paymentMethods) return known.view;
  const view = toCheckout(result, step);
  const flags = stripeFlags(result, paymentMethods);
  const withFlags = displayCheckout(
    {
      ...view,
      inStripePaymentIntent: flags.paymentIntent,
      inStripeDestinationCharge: flags.destinationCharge,
    },
    display,
  );
  byKey.set(key, { methods: paymentMethods, view: withFlags });
  return withFlags;
}

/** The current step (001 §4). */
export const selectStep = (snapshot: CheckoutSnapshot): CheckoutStep => snapshot.context.step;

/** The last error, with its catalogue id and text. */
export const selectError = (snapshot: CheckoutSnapshot): CheckoutError | undefined => snapshot.context.error;

/** Whether a payment is being placed (001 §3 isSubmitting). */
export const selectIsSubmitting = (snapshot: CheckoutSnapshot): boolean => snapshot.context.isSubmitting;

/** Whether a request or payment is under way. */
export const selectIsBusy = (snapshot: CheckoutSnapshot): boolean =>
  !snapshot.matches('idle') && !snapshot.matches('awaitingAction');

/** Whether the shopper must finish a 3-D Secure or provider page. */
export const selectAwaitingAction = (snapshot: CheckoutSnapshot): boolean =>
  snapshot.matches('awaitingAction');

/**
 * The 3-D Secure challenge or provider page the payment waits on: its URL, whether to show it in
 * a frame or leave for it, and the path the shopper comes back to (docs/decisions/0246);
 * `undefined` when no payment waits.
 */
export const selectChallenge = (snapshot: CheckoutSnapshot): PaymentChallenge | undefined =>
  snapshot.matches('awaitingAction') ? snapshot.context.challenge : undefined;

const shippingViews = new WeakMap<object, { readonly key: string; readonly view: ShippingMethodOption[] }>();
/** The loaded shipping methods (001 §3), in minor units, in the display currency. */
export function selectShippingMethods(snapshot: CheckoutSnapshot): readonly ShippingMethodOption[] {
  const { shippingMethods: methods, display } = snapshot.context;
  const key = displayKey(display);
  const known = shippingViews.get(methods);
  if (known && known.key === key) return known.view;
  const currency = snapshot.context.result?.currency || DEFAULT_CURRENCY;
  const view = methods.map((m) => displayShippingMethod(toShippingMethod(m, currency), display));
  shippingViews.set(methods, { key, view });
  return view;
}

const paymentViews = new WeakMap<object, PaymentMethodOption[]>();
/** The loaded payment methods, in the priority order of docs/decisions/0241. */
export function selectPaymentMethods(snapshot: CheckoutSnapshot): readonly PaymentMethodOption[] {
  const methods = snapshot.context.paymentMethods;
  const known = paymentViews.get(methods);
  if (known) return known;
  const view = methods.map(toPaymentMethod);
  paymentViews.set(methods, view);
  return view;
}

/** The order a completed checkout placed, with its access key (001 §4). */
export function selectPlacedOrder(snapshot: CheckoutSnapshot): PlacedOrder | undefined {
  const { accessKey, token, step } = snapshot.context;
  if (step !== 'thank_you' || accessKey === undefined) return undefined;
  const order = selectCheckout(snapshot)?.order;
  return { checkoutToken: token, accessKey, ...(order ? { order } : {}) };
}

/**
 * The checkout of the order this checkout completed, once its info names the order (001 §4: after
 * a successful order the checkout info is refetched, and fetched again when that failed):
 * what purchase and order_success (001 §4 Analytics funnel) report. `undefined` before the order
 * was completed here, and while its info is not known.
 */
export function selectCompletedOrder(snapshot: CheckoutSnapshot): Checkout | undefined {
  if (!snapshot.context.orderJustCompleted) return undefined;
  const checkout = selectCheckout(snapshot);
  return checkout?.order ? checkout : undefined;
}

/** The 001 §3 flags: orderJustCompleted, cartCleared, the fetch and clone error flags. */
export const selectFlags = (snapshot: CheckoutSnapshot) => {
  const { orderJustCompleted, cartCleared, fetchError, cloneError } = snapshot.context;
  return { orderJustCompleted, cartCleared, fetchError, cloneError };
};

/** A post-purchase offer as the facade shows it (001 §4): its status and total in minor units. */
export interface PostPurchaseView {
  readonly status: 'activated' | 'accepted' | 'declined' | 'requires_action';
  /** In the display currency (the charged shop amount as `shop` when converted). */
  readonly total?: DisplayMoney;
  /** `requires_action`: the provider's page the charge waits on (docs/decisions/0247). */
  readonly redirectUrl?: string;
}

const postPurchaseViews = new WeakMap<object, { readonly key: string; readonly view: PostPurchaseView }>();
/**
 * The post-purchase offer after the order, if one was activated. The same object is returned while
 * the offer and the display currency do not change.
 */
export function selectPostPurchase(snapshot: CheckoutSnapshot): PostPurchaseView | undefined {
  const state = snapshot.context.postPurchase;
  if (!state) return undefined;
  const currency = snapshot.context.result?.currency || DEFAULT_CURRENCY;
  const key = `${currency}|${displayKey(snapshot.context.display)}`;
  const known = postPurchaseViews.get(state);
  if (known && known.key === key) return known.view;
  const view: PostPurchaseView = {
    status: state.status,
    ...(state.total === undefined
      ? {}
      : { total: toDisplayMoney(money(state.total, currency), snapshot.context.display) }),
    ...(state.redirectUrl === undefined ? {} : { redirectUrl: state.redirectUrl }),
  };
  postPurchaseViews.set(state, { key, view });
  return view;
}

/**
 * Everything a checkout screen reads, in one object ({@link selectCheckoutView}); the facade's
 * `view()` gives it too, so a host that loads the checkout's code on first use reads it without
 * importing these selectors (`@vitrine/react`'s `useCheckout`).
 */
export interface CheckoutView {
  /** The checkout's token: after a clone (001 §4 recovered link), the new checkout's. */
  readonly token: string;
  /** The checkout ({@link selectCheckout}), `undefined` before the first fetch. */
  readonly checkout: Checkout | undefined;
  readonly step: CheckoutStep;
  /** One page or multi-step (001 §1; the shop's setting, 001 §9 default one page). */
  readonly layout: CheckoutLayout;
  /** The last refused request, with its catalogue id and text. */
  readonly error: CheckoutError | undefined;
  /** The fetch or the clone failed (001 §4 flags) and nothing is under way: there is no checkout to show. */
  readonly failed: boolean;
  readonly submitting: boolean;
  readonly busy: boolean;
  readonly shippingMethods: readonly ShippingMethodOption[];
  readonly paymentMethods: readonly PaymentMethodOption[];
  readonly placedOrder: PlacedOrder | undefined;
  readonly postPurchase: PostPurchaseView | undefined;
  /** The 3-D Secure or provider page the payment waits on ({@link selectChallenge}). */
  readonly challenge: PaymentChallenge | undefined;
  /**
   * The wallet order the shopper approved from the cart (001 §4 PayPal express approval), while
   * the wallet is the payment method: `placeOrder({ paymentMethod: 'paypal-express', payment:
   * { orderId } })` pays with it.
   */
  readonly walletOrderId: string | undefined;
  /**
   * The variants that cannot ship to the address (001 §3 Checkout state not_shippable_variant_ids):
   * compare with each line's `variantId`. From the last answer that named them: the checkout info
   * (so a reloaded page knows them), the shipping methods asked for a country (001 §7
   * `variants_not_shippable_ids`), or an order the platform refused for them (docs/decisions/0638).
   * The platform refuses to place an order while one of these lines is in it.
   */
  readonly notShippableVariantIds: readonly string[];
}

const checkoutViews = new WeakMap<object, CheckoutView>();
const placedViews = new WeakMap<object, PlacedOrder>();

/**
 * The {@link CheckoutView} of a snapshot, built once per snapshot; each member keeps its identity
 * while it does not change, so a shallow comparison tells whether a screen must redraw.
 */
export function selectCheckoutView(snapshot: CheckoutSnapshot): CheckoutView {
  const known = checkoutViews.get(snapshot);
  if (known) return known;
  const { context } = snapshot;
  const busy = selectIsBusy(snapshot);
  const checkout = selectCheckout(snapshot);
  const placed = selectPlacedOrder(snapshot);
  // A placed order is rebuilt by its selector; kept per checkout view so it keeps its identity.
  const placedOrder =
    placed === undefined || checkout === undefined
      ? placed
      : (placedViews.get(checkout) ?? placedViews.set(checkout, placed).get(checkout));
  const view: CheckoutView = {
    token: context.token,
    checkout,
    step: context.step,
    layout: context.layout,
    error: context.error,
    failed: checkout === undefined && (context.fetchError || context.cloneError) && !busy,
    submitting: context.isSubmitting,
    busy,
    shippingMethods: selectShippingMethods(snapshot),
    paymentMethods: selectPaymentMethods(snapshot),
    placedOrder,
    postPurchase: selectPostPurchase(snapshot),
    challenge: selectChallenge(snapshot),
    walletOrderId: context.paymentMethod === EXPRESS_PAYMENT_METHOD ? context.expressOrderId : undefined,
    notShippableVariantIds: context.notShippableVariantIds,
  };
  checkoutViews.set(snapshot, view);
  return view;
}
