import type { Cart, ErrorMonitorContext } from '@vitrine/api-client';
import { selectUser } from '@vitrine/core-auth';
import { type CartFacade, selectTokens } from '@vitrine/core-cart';
import {
  ACCESS_KEY_STORAGE_PREFIX,
  type AdditionalBalance,
  CHECKOUT_PERSIST_VERSION,
  additionalBalance,
  type CheckoutError,
  type PayAdditionalOutcome,
  type PayAdditionalRequest,
  payAdditionalBalance,
  type CheckoutActorRef,
  type CheckoutFacade,
  type CheckoutLayout,
  checkoutFacade,
  checkoutInput,
  checkoutLogic,
  type OrderStatusFacade,
  orderStatusFacade,
  orderStatusLogic,
  selectCheckout,
  selectCompletedOrder,
  storedPending,
  THANK_YOU_STEP,
} from '@vitrine/core-checkout';
import type { TrackingFacade } from '@vitrine/core-tracking';
import { DEFAULT_CURRENCY, type DisplayCurrency, sameDisplayCurrency } from '@vitrine/core-pricing';
import {
  errorNotification,
  isPreviewSampleCheckoutToken,
  isPreviewSampleOrderToken,
  type NotificationInput,
  previewSampleCheckoutResult,
  previewSampleOrderResult,
  selectShop,
} from '@vitrine/core-shop';
import { failure, type Result, restorable, success, type Unsubscribe } from '@vitrine/ports';
import type { Snapshot } from 'xstate';
import type { EventStream } from '../events';
import { type PricingFacade, selectDisplayCurrency } from '../pricing.facade';
import { resumedLogic } from '../public-snapshot';
import { PART_UNAVAILABLE } from '../storefront.types';
import type { PartHost } from './host';

/**
 * The checkout part's verbs, synchronous once its code is loaded but for `checkout`, which waits
 * for the visitor's feature flags. @internal
 */
export interface CheckoutPart {
  checkout(token?: string): Promise<Result<CheckoutFacade>>;
  orders(orderToken: string, accessKey?: string): OrderStatusFacade;
  additionalBalance(orderToken: string): Promise<Result<AdditionalBalance, CheckoutError>>;
  payAdditionalBalance(
    orderToken: string,
    request: PayAdditionalRequest,
  ): Promise<Result<PayAdditionalOutcome, CheckoutError>>;
  /**
   * What the open checkout (the one last asked for) adds to a failed checkout call's report (001 §7
   * checkout-error-monitor: checkout token, currency, checkout info, payment methods, country
   * count); nothing while none is open. Read when a report is built.
   */
  monitorContext(): CheckoutMonitorContext;
}

/** The open checkout's part of the error monitor's context (001 §7). @internal */
export type CheckoutMonitorContext = Pick<
  ErrorMonitorContext,
  'checkoutToken' | 'currency' | 'checkoutInfo' | 'paymentMethods' | 'countryCount'
>;

/**
 * The checkout and order-status pages (001 §2, §4, §5), loaded when a checkout or an order is
 * first opened: one checkout per token and one order status per order token, children of the
 * storefront's system, wired to the cart, notifications, events, tracking and display currency.
 * @internal
 */
export function checkoutPart(host: PartHost): CheckoutPart {
  const { ports, transport, shop, cart, notifications, events, pricing, options } = host;
  // The customer the checkout sends is read from the session at each call (001 §5).
  const customer = () => {
    const user = selectUser(host.customer.getSnapshot());
    return user ? { id: user.id, email: user.email } : undefined;
  };
  const logic = checkoutLogic({ transport, ports, strategies: host.strategies, customer });
  const inPreview = options.editorOrigin !== undefined;
  const shopCurrency = () => selectShop(shop.getSnapshot())?.currency ?? DEFAULT_CURRENCY;
  // 001 §2 "checkout to /checkouts/token", 001 §4 live preview at contact_information: inside the
  // editor's frame the editor's checkout page is served the sample checkout, in the shop's currency,
  // without calling the platform (docs/decisions/0500), as the sample order is (0497). Built only
  // in that frame: a shopper's page never uses them.
  const sampleCheckout = inPreview
    ? checkoutLogic({
        transport,
        ports,
        strategies: host.strategies,
        customer,
        sample: () => previewSampleCheckoutResult(shopCurrency()),
      })
    : undefined;
  const statusLogic = orderStatusLogic({ transport });
  // 001 §2 "Sample order data with a sample token serves the fake order status preview": inside the
  // editor's frame the sample order's page is served the sample, in the shop's currency, without
  // calling the platform (docs/decisions/0497), as the sample checkout is.
  const sampleLogic = inPreview
    ? orderStatusLogic({ transport, sample: () => previewSampleOrderResult(shopCurrency()) })
    : undefined;

  const checkouts = new Map<string, CheckoutFacade>();
  /** The checkout last asked for: the one a failed checkout call is reported with (001 §7). */
  let open: CheckoutFacade | undefined;
  /** How many countries the shop's checkout ships to, once a checkout asked (001 §7 "country count"). */
  let countryCount: number | undefined;
  /** The checkouts asked for whose flags are not decided yet, by token. */
  const opening = new Map<string, Promise<Result<CheckoutFacade>>>();
  let stopped = false;
  host.onStop(() => {
    stopped = true;
  });
  const reloadAsGuest = () => {
    for (const open of new Set(checkouts.values())) void open.load({ logout: true });
  };
  // 000 §4 (decision 0174): a sign-in in a shop whose checkout needs no account refetches the open
  // checkouts with `logout`, so a guest checkout keeps no account data it was opened without.
  host.onStop(host.customer.on('checkout.logout', reloadAsGuest));
  // 000 §4 "Logout clears token, user and group" (decision 0627): a sign-out refetches the open
  // checkouts with `logout`, so the next shopper on this browser sees none of the customer's
  // details on them and does not order in the customer's name.
  host.onStop(host.customer.on('logout', reloadAsGuest));
  // 001 §4: the checkout shown is the platform's current one, and 001 §3 Totals is what is
  // charged: a confirmed change of the cart (a line added, updated, removed, the
  // cart cleared; here or in another tab) refetches the open checkout of that cart, which the
  // platform has repriced. Once the cart has settled, so a burst of changes is one refetch; a
  // checkout not fetched yet fetches the current cart when loaded.
  let settledCart = cart.getSnapshot().context.server;
  host.onStop(
    cart.subscribe((snapshot) => {
      const { server, inFlight, queue, checkoutToken } = snapshot.context;
      if (inFlight !== undefined || queue.length > 0 || server === settledCart) return;
      // Kept even when unchanged, so the next snapshots of this cart skip the comparison.
      const changed = !sameCartContents(settledCart, server);
      settledCart = server;
      if (!changed) return;
      const shown = checkoutToken === undefined ? undefined : checkouts.get(checkoutToken);
      if (shown?.view().checkout !== undefined) void shown.refetch();
    }),
  );
  const checkout = (token?: string): Promise<Result<CheckoutFacade>> => {
    const wanted = token ?? selectTokens(cart.getSnapshot()).checkoutToken;
    if (!wanted) return Promise.resolve(failure({ code: 'no_checkout' }));
    const known = checkouts.get(wanted);
    if (known) {
      open = known;
      return Promise.resolve(success(known));
    }
    // 001 §4 "braintree or {host} when their feature flags are on" (§9 feature_braintree,
    // feature_checkout.com; docs/decisions/0250): the checkout is opened with this visitor's flags,
    // decided once at the storefront's start; one asked for before they are decided waits for them
    // (at most the feature-switch time-out, 000 §9; unavailable flags are all off).
    let waiting = opening.get(wanted);
    if (!waiting) {
      waiting = host.flags.ready().then((decided): Result<CheckoutFacade> => {
        opening.delete(wanted);
        if (stopped) return failure({ code: PART_UNAVAILABLE });
        open = checkouts.get(wanted) ?? startCheckout(wanted, decided.ok ? decided.value : {});
        return success(open);
      });
      opening.set(wanted, waiting);
    }
    return waiting;
  };
  const startCheckout = (wanted: string, flags: Readonly<Record<string, boolean>>): CheckoutFacade => {
    // A checkout restored with the storefront (back from a 3-D Secure or provider page) is
    // restored, not opened again, and its payment resumed (001 §4); a cloned one was persisted
    // under the token it was opened with, and is found by its new one.
    const ownId = `checkout-${wanted}`;
    const restoredId = host.restored(ownId)
      ? ownId
      : host.findRestored(
          (child, state) => child.startsWith('checkout-') && persistedToken(state) === wanted,
        );
    const sample = isPreviewSampleCheckoutToken(wanted) ? sampleCheckout : undefined;
    // Else the copy the checkout stored before leaving for that page (docs/decisions/0244), as
    // `createCheckout` restores it: a page opened without the storefront's snapshot resumes the
    // payment too (001 §4 "After a successful order completion ...").
    const pending =
      restoredId === undefined && sample === undefined
        ? (restorable(storedPending(ports, wanted), CHECKOUT_PERSIST_VERSION) as
            | Snapshot<unknown>
            | undefined)
        : undefined;
    const id = restoredId ?? ownId;
    const restored = restoredId !== undefined || pending !== undefined;
    const data = selectShop(shop.getSnapshot());
    const layout = data?.checkout.layout;
    let facade: CheckoutFacade | undefined;
    const actor = host.spawn<CheckoutActorRef>(
      id,
      resumedLogic(sample ?? logic, pending),
      checkoutInput({
        token: wanted,
        settings: {
          ...(layout === 'one_page' || layout === 'multi_step' ? { layout: layout as CheckoutLayout } : {}),
          ...(data ? { marketingPreselect: data.checkout.marketingPreselect } : {}),
          ...(options.editorOrigin === undefined ? {} : { preview: true }),
          flags,
        },
      }),
      () => facade?.persist().state,
    );
    const own = checkoutFacade(actor, { ports, strategies: host.strategies });
    facade = {
      ...own,
      // The country list the address form asked for is counted for the error monitor (001 §7).
      async shippingCountries() {
        const countries = await own.shippingCountries();
        if (countries.ok) countryCount = countries.value.countryCodes.length;
        return countries;
      },
    };
    checkouts.set(wanted, facade);
    if (restored) {
      const snapshot = facade.getSnapshot();
      // No screen asked for this payment's answer: a refusal is told as a notification (000 §8).
      // A payment still waiting on its 3-D Secure frame or provider page is no refusal: the page
      // shows that challenge again, with its own words (docs/decisions/0246, 0631).
      if (snapshot.matches('awaitingAction'))
        void facade.resume().then((resumed) => {
          if (!resumed.ok && resumed.error.code !== 'payment_requires_action')
            void notifications.push(checkoutErrorNotification(resumed.error));
        });
      else if (snapshot.context.postPurchase?.status === 'requires_action') void facade.resumePostPurchase();
    }
    const opened = facade;
    // 001 §4: a stale checkout (recovered link) is cloned; the clone is the same checkout under its
    // new token, and the cart adopts the new tokens ("the new checkout token is stored").
    host.onStop(
      facade.on('checkout.cloned', (tokens) => {
        checkouts.set(tokens.checkoutToken, opened);
        host.adoptCart(tokens);
      }),
    );
    // 000 §4 Account session "the user and order history are fetched": a signed-in customer's
    // order joins the history they read (My orders) when it completes, not at the next page load.
    host.onStop(
      facade.on('order.completed', () => {
        if (customer() !== undefined) void host.customer.refetch();
      }),
    );
    // Tracking follows the checkout (reached, purchase): its part loads beside this one. A
    // storefront stopped before it loaded has nothing left to follow.
    host
      .load('tracking')
      .then((tracking) => host.onStop(wireCheckoutTracking(opened, tracking)))
      .catch(() => undefined);
    host.onStop(wireCheckout({ checkout: facade, cart, events, pricing }));
    return facade;
  };

  // Order status pages (001 §2 /orders/:token), one per order token, in the display currency.
  const statuses = new Map<string, OrderStatusFacade>();
  const orders = (orderToken: string, accessKey?: string): OrderStatusFacade => {
    const known = statuses.get(orderToken);
    if (known) {
      // The page opened again with its key (the e-mail's link after a wrong one, 001 §2 query
      // `key`): the next load uses it (decision 0591).
      if (accessKey !== undefined) void known.configure({ accessKey });
      return known;
    }
    const actor = host.spawn<Parameters<typeof orderStatusFacade>[0]>(
      `order-${orderToken}`,
      sampleLogic && isPreviewSampleOrderToken(orderToken) ? sampleLogic : statusLogic,
      {
        orderToken,
        // The page's key; the one stored when this device placed (001 §4 "the access key is
        // stored") or authenticated the order when the page has none or the platform refuses
        // it, so a reload shows the order without asking again (decisions 0430, 0591).
        accessKey,
        storedKey: ports.storage.get(`${ACCESS_KEY_STORAGE_PREFIX}${orderToken}`),
        display: selectDisplayCurrency(pricing.getSnapshot()),
      },
    );
    const facade = orderStatusFacade(actor, { ports });
    statuses.set(orderToken, facade);
    host.onStop(
      pricing.select(
        selectDisplayCurrency,
        (display) => void facade.configure({ display }),
        sameDisplayCurrency,
      ),
    );
    return facade;
  };

  return {
    checkout,
    orders,
    monitorContext() {
      if (!open) return {};
      const { context } = open.getSnapshot();
      // As the platform sent them (001 §7 checkout info, payment methods): the report goes back to it.
      const currency = context.result?.currency ?? selectShop(shop.getSnapshot())?.currency;
      return {
        checkoutToken: context.token,
        ...(currency ? { currency } : {}),
        ...(context.result ? { checkoutInfo: context.result.info } : {}),
        ...(context.paymentMethodsFetched ? { paymentMethods: context.paymentMethods } : {}),
        ...(countryCount === undefined ? {} : { countryCount }),
      };
    },
    // Checkout-additional (001 §2, §7): plain calls on the storefront's transport.
    additionalBalance: (orderToken) => additionalBalance(transport, orderToken),
    // The order's attempt is kept in the storefront's storage (docs/decisions/0660).
    payAdditionalBalance: (orderToken, request) =>
      payAdditionalBalance(transport, orderToken, request, { storage: ports.storage, random: ports.random }),
  };
}

/**
 * Whether two carts the platform answered have the same lines and totals: a fetch that finds the
 * cart unchanged is no change of it.
 */
function sameCartContents(a: Cart, b: Cart): boolean {
  const line = (item: Cart['items'][number]) => [
    item.item_id,
    item.variant_id,
    item.qty,
    item.price,
    item.line_price,
    JSON.stringify(item.properties ?? []),
  ];
  const totals = (cart: Cart) => [
    cart.total_price,
    cart.subtotal_price,
    cart.total_discounts,
    cart.total_quantity,
    cart.currency,
    cart.discount_code,
  ];
  return JSON.stringify([a.items.map(line), totals(a)]) === JSON.stringify([b.items.map(line), totals(b)]);
}

/** The checkout token of a persisted checkout state (its context's), if it has one. */
function persistedToken(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('context' in state)) return undefined;
  const context: unknown = state.context;
  if (typeof context !== 'object' || context === null || !('token' in context)) return undefined;
  return typeof context.token === 'string' ? context.token : undefined;
}

/** A refused payment as a notification: its catalogue text, else the platform's words (001 §8). */
const checkoutErrorNotification = (error: CheckoutError): NotificationInput =>
  errorNotification(error.message ? { id: error.message } : { text: error.text ?? error.code });

/**
 * Tracks a checkout (001 §3): reached_checkout once it is first fetched unless it already has its
 * order (the thank-you page of a finished order, reloaded: 001 §4 Analytics funnel puts
 * reached_checkout before purchase), then purchase and
 * order_success once the order it completed is known (`selectCompletedOrder`): at completion, or
 * when the order's info arrives later because the refetch after the order failed (001 §4). Each
 * order is tracked once here, and tracking records each once per order id (decision 0310).
 * @internal
 */
export function wireCheckoutTracking(checkout: CheckoutFacade, tracking: TrackingFacade): Unsubscribe {
  let reached = false;
  const reach = (): void => {
    const view = selectCheckout(checkout.getSnapshot());
    if (reached || view === undefined) return;
    reached = true;
    // 001 §4 Analytics funnel "reached_checkout, purchase, order_success": a checkout first seen
    // with its order (at thank_you) was reached before it, on the page that placed the order.
    if (view.step === THANK_YOU_STEP || view.order !== undefined) return;
    void tracking.reachedCheckout(view);
  };
  const tracked = new Set<string>();
  const trackOrder = (): void => {
    const view = selectCompletedOrder(checkout.getSnapshot());
    const orderId = view?.order?.id;
    if (view === undefined || orderId === undefined || tracked.has(orderId)) return;
    tracked.add(orderId);
    void tracking.purchase(view).then(() => tracking.orderSuccess(view));
  };
  const stops = [checkout.subscribe(reach), checkout.subscribe(trackOrder)];
  reach();
  trackOrder();
  return () => {
    for (const stop of stops) stop();
  };
}

/**
 * What connects one checkout to the rest: a completed order empties the cart (the platform starts a
 * new one, 001 §4 "the cart is cleared"), its step changes and completed order become storefront
 * events (a refused payment is the verb's answer and the checkout's error, shown by its screen:
 * docs/decisions/0420, no notification besides), and its amounts are shown in the visitor's display
 * currency, following every switch (000 §9, docs/decisions/0280): `pricing`'s when given, else the
 * one the storefront gave the cart (the same currency).
 * Here, not in `wiring.ts`, so that only the checkout's chunk carries it (docs/decisions/0353).
 * @internal
 */
export function wireCheckout(parts: {
  readonly checkout: CheckoutFacade;
  readonly cart: CartFacade;
  readonly events: EventStream;
  readonly pricing?: Pick<PricingFacade, 'getSnapshot' | 'select'>;
}): Unsubscribe {
  const { checkout, cart, events, pricing } = parts;
  const showIn = (display: DisplayCurrency | undefined): void =>
    void checkout.configure({ display: display ?? null });
  showIn(pricing ? selectDisplayCurrency(pricing.getSnapshot()) : cart.getSnapshot().context.display);
  const stops = [
    pricing
      ? pricing.select(selectDisplayCurrency, showIn, sameDisplayCurrency)
      : cart.select((snapshot) => snapshot.context.display, showIn, sameDisplayCurrency),
    // The cart of this tab's own order: its completion is expected, not told (decision 0223).
    checkout.on('cart.clear', ({ checkoutToken }) => void cart.refresh({ completedCheckout: checkoutToken })),
    checkout.on('checkout.step', ({ step }) => events.emit({ type: 'checkout.step', step })),
    checkout.on('order.completed', (order) => events.emit({ type: 'order.completed', order })),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
