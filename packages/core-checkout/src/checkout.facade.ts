import type { CheckoutInfoResult, Transport } from '@vitrine/api-client';
import type { DisplayCurrency } from '@vitrine/core-pricing';
import {
  actorFacade,
  createMemoryPorts,
  type Facade,
  failure,
  type PersistedSnapshot,
  type Ports,
  pendingVerbs,
  type Result,
  restorable,
  success,
} from '@vitrine/ports';
import {
  type ActorRefFrom,
  createActor,
  fromPromise,
  type InspectionEvent,
  type PromiseActorLogic,
} from 'xstate';
import { checkoutActors, type NotifyRequest, sampleCheckoutCommand } from './checkout.actors';
import { ACCESS_KEY_STORAGE_PREFIX, CHECKOUT_PERSIST_VERSION, type CheckoutStep } from './checkout.constants';
import type { LookupAnswer, LookupRequest, ShippingCountries } from './checkout.lookups';
import { fromAddress } from './checkout.map';
import {
  type CheckoutEmitted,
  type CheckoutEvent,
  checkoutMachineWith,
  type Settlement,
} from './checkout.machine';
import { catalogueError, orderAddressPayload } from './checkout.rules';
import {
  type CheckoutSnapshot,
  type CheckoutView,
  selectCheckout,
  selectCheckoutView,
  selectCompletedOrder,
  selectPaymentMethods,
  type PostPurchaseView,
  selectPlacedOrder,
  selectPostPurchase,
  selectShippingMethods,
} from './checkout.selectors';
import type {
  Checkout,
  CheckoutAddress,
  CheckoutCustomer,
  CheckoutError,
  CheckoutSettings,
  CustomerInformation,
  LoadOptions,
  PaymentMethodOption,
  PlacedOrder,
  ShippingMethodOption,
} from './checkout.types';
import {
  bluesnapStrategy,
  braintreeStrategy,
  cardpayStrategy,
  checkoutComStrategy,
  fasterPayStrategy,
  platformStrategy,
  stripeStrategy,
} from './payment/credential-strategies';
import type { PaymentStrategies, PaymentStrategy } from './payment/payment-strategy';
import {
  type ExpressOrder,
  type ExpressWallet,
  loadPaypalSdk,
  paypalExpressStrategy,
} from './payment/paypal-express';
import { paypalProStrategy } from './payment/paypal-pro';
import { testGatewayStrategy } from './payment/test-gateway';

/** The ports the checkout uses. */
export type CheckoutPorts = Pick<Ports, 'navigate' | 'lock' | 'clock' | 'scripts' | 'logger' | 'storage'>;

/** Options of {@link createCheckout}, {@link checkoutLogic} and {@link checkoutFacade}. */
export interface CheckoutOptions {
  /** The api-client's transport. */
  readonly transport: Transport;
  /** The checkout token (001 §2 `/checkouts/{token}`). */
  readonly token: string;
  /** The host's ports; missing ones are in-memory (`createMemoryPorts`). */
  readonly ports?: Partial<CheckoutPorts>;
  /** Layout, live preview, marketing preselect, feature flags. */
  readonly settings?: CheckoutSettings;
  /** The signed-in customer, read at each call (001 §5). */
  readonly customer?: () => CheckoutCustomer | undefined;
  /** Payment strategies by method code, on top of the built-in test-gateway and paypal-express. */
  readonly strategies?: PaymentStrategies;
  /**
   * The visitor's currency (core-pricing's `DisplayCurrency`, 000 §9): every amount the facade hands
   * out is converted to it, keeping the shop amount as `shop`; calls to the platform stay in the
   * shop currency (docs/decisions/0251). Change it with `configure({ display })`.
   */
  readonly display?: DisplayCurrency | null;
  /** A snapshot `persist()` wrote. */
  readonly snapshot?: PersistedSnapshot;
  /** XState inspection. */
  readonly inspect?: (event: InspectionEvent) => void;
}

/** What `placeOrder` takes. */
export interface PlaceOrderRequest<I = unknown> {
  /** The payment method's id or code (one of `selectPaymentMethods`). */
  readonly paymentMethod: string;
  /** What the shopper entered, given to the method's strategy `collect` (a card for the test gateway). */
  readonly payment: I;
  /** Pay with another billing address (001 §5); the shipping address otherwise. */
  readonly billingAddress?: CheckoutAddress;
}

/** The checkout facade: the contract of `@vitrine/ports` plus the checkout's verbs. */
export interface CheckoutFacade extends Facade<CheckoutSnapshot, CheckoutEmitted> {
  /**
   * What a checkout screen reads of `snapshot` (the current one by default): `selectCheckoutView`,
   * for hosts that load the checkout's code on first use and import no selector
   * (`@vitrine/react`'s `useCheckout`).
   */
  view(snapshot?: CheckoutSnapshot): CheckoutView;
  /** Fetches the checkout (001 §4: 403 → /limit-order, clone on a recover key). */
  load(options?: LoadOptions): Promise<Result<Checkout, CheckoutError>>;
  /**
   * Refetches the checkout, with the fetch rules of 001 §4: a 403 → /limit-order; a failure sets
   * the error flag and step contact_information (500).
   */
  refetch(): Promise<Result<Checkout, CheckoutError>>;
  /** Saves contact information and the shipping address (001 §5). */
  saveCustomer(info: CustomerInformation): Promise<Result<Checkout, CheckoutError>>;
  /** Loads the shipping methods for a country. */
  loadShippingMethods(countryCode: string): Promise<Result<readonly ShippingMethodOption[], CheckoutError>>;
  /** Chooses a loaded shipping method (001 §5: an unknown code fails with 500, without a call). */
  selectShippingMethod(code: string): Promise<Result<Checkout, CheckoutError>>;
  /** Loads the payment methods (sorted, docs/decisions/0241) and initialises their strategies. */
  loadPaymentMethods(): Promise<Result<readonly PaymentMethodOption[], CheckoutError>>;
  /** Applies a discount code (001 §8 texts); refetches unless `refetch: false`. */
  applyDiscount(
    code: string,
    options?: { readonly refetch?: boolean },
  ): Promise<Result<Checkout, CheckoutError>>;
  /** Removes a discount code; refetches unless `refetch: false`. */
  removeDiscount(
    code?: string,
    options?: { readonly refetch?: boolean },
  ): Promise<Result<Checkout, CheckoutError>>;
  /**
   * The wallet express approval (001 §4), with the wallet's approval payload (`{ orderID }`):
   * fetch, save the express payment, refetch, payment method paypal-express, then the shopper goes
   * to the checkout at contact_information. `atPaymentStep`: approved at the checkout's payment
   * step, where the checkout then stays, ready to place the order (docs/decisions/0500).
   */
  approveExpress(
    payload: Readonly<Record<string, unknown>>,
    options?: { readonly atPaymentStep?: boolean },
  ): Promise<Result<Checkout, CheckoutError>>;
  /**
   * The cart's wallet express button (000 §2, with the paypal_smart_button flag): finds the wallet
   * method and loads its SDK through the script port, once per page (001 §4). Fails with
   * `express_unavailable` when the shop offers no wallet with a client id, `wallet_sdk_failed` when
   * the SDK did not load (logged, never shown: docs/decisions/0483). The checkout's state is left
   * as it was (the cart page does not open the checkout).
   */
  loadExpressWallet(options?: { readonly buttonId?: string }): Promise<Result<ExpressWallet, CheckoutError>>;
  /**
   * Creates the wallet order the button's `createOrder` hands to the wallet: the order request of
   * 001 §5 (`paypalOrderRequest`) from the checkout as it is now, posted to the platform (001 §7
   * `paypal-express/create-order`).
   */
  createExpressOrder(options?: { readonly buttonId?: string }): Promise<Result<ExpressOrder, CheckoutError>>;
  /**
   * Shows every amount in the visitor's currency (`null`: the checkout's own), like the catalogue's
   * and the cart's `configure`; what is sent to the platform stays in the shop currency
   * (docs/decisions/0251).
   */
  configure(settings: {
    readonly display?: DisplayCurrency | null;
  }): Promise<Result<undefined, CheckoutError>>;
  /** Goes to a step (docs/decisions/0240). */
  goToStep(step: CheckoutStep): Promise<Result<Checkout, CheckoutError>>;
  /** Places the order: authorise with the method's strategy, create the order, complete (001 §4). */
  placeOrder<I>(request: PlaceOrderRequest<I>): Promise<Result<PlacedOrder, CheckoutError>>;
  /** Finishes a payment after the shopper came back from 3-D Secure or a provider page. */
  resume(): Promise<Result<PlacedOrder, CheckoutError>>;
  /** Where the shop ships (001 §7 available-shipping-countries), for the address form's country list. */
  shippingCountries(): Promise<Result<ShippingCountries, CheckoutError>>;
  /** Zip codes of a country matching what the shopper typed (001 §7 zipcode). */
  zipCodes(countryCode: string, search: string): Promise<Result<readonly string[], CheckoutError>>;
  /**
   * Address suggestions for what the shopper typed (001 §7; docs/decisions/0249: a blank keyword
   * answers none without a call). Pick one with `applySuggestion`.
   */
  addressSuggestions(
    keyword: string,
    countries?: readonly string[],
  ): Promise<Result<readonly CheckoutAddress[], CheckoutError>>;
  /** Activates a post-purchase offer on the completed order (001 §4): its total. */
  activatePostPurchase(offer: {
    readonly offerId: string | number;
    readonly variantId: string | number;
    readonly quantity?: number;
  }): Promise<Result<PostPurchaseView, CheckoutError>>;
  /**
   * Accepts (charges the order's method) or declines the activated offer (001 §4). A method whose
   * charge needs the provider's page (PayPal) resolves with status `requires_action`: the facade
   * stored the checkout and navigated there (docs/decisions/0247).
   */
  finalizePostPurchase(accept: boolean): Promise<Result<PostPurchaseView, CheckoutError>>;
  /**
   * After the provider's page of a post-purchase charge: asks the platform what became of the
   * offer (accepted, declined, or open again with `post_purchase_not_approved`). The order itself
   * is never placed or completed again. `createCheckout` calls it by itself on a restored copy.
   */
  resumePostPurchase(): Promise<Result<PostPurchaseView, CheckoutError>>;
  /**
   * Where the order's post-purchase offer stands on the platform (001 §4): for a thank-you page
   * opened again (a reload, another tab), whose checkout has not seen the offer. An offer accepted
   * or declined before reads as such, one activated and not answered as `activated`; `null` when
   * none was activated. The view (`selectPostPurchase`) follows.
   *
   * @example
   * ```ts
   * const stands = await checkout.readPostPurchase();
   * if (stands.ok && stands.value?.status === 'accepted') showAdded();
   * ```
   */
  readPostPurchase(): Promise<Result<PostPurchaseView | null, CheckoutError>>;
}

/** A machine event without its request id (the facade adds it). */
type RequestEvent = CheckoutEvent extends infer E
  ? E extends CheckoutEvent
    ? Omit<E, 'requestId'>
    : never
  : never;

/** Whether a snapshot waits on the shopper's return from a provider page (0244, 0247). */
const waitsOnReturn = (snapshot: CheckoutSnapshot): boolean =>
  snapshot.matches('awaitingAction') || snapshot.context.postPurchase?.status === 'requires_action';

/** Where the facade keeps the snapshot while the shopper is on a 3-D Secure or provider page. */
export const pendingPaymentKey = (token: string): string => `vitrine.checkout.pending.${token}`;

const portsOf = (options: Pick<CheckoutOptions, 'ports'>): CheckoutPorts =>
  createMemoryPorts(options.ports ?? {});

/** The built-in strategies: one per code of 001 §9. */
const BUILT_IN: readonly PaymentStrategy<never>[] = [
  testGatewayStrategy,
  paypalExpressStrategy,
  stripeStrategy,
  braintreeStrategy,
  checkoutComStrategy,
  cardpayStrategy,
  bluesnapStrategy,
  fasterPayStrategy,
  platformStrategy,
  paypalProStrategy,
];

const strategiesOf = (options: Pick<CheckoutOptions, 'strategies'>): PaymentStrategies => ({
  ...Object.fromEntries(BUILT_IN.map((strategy) => [strategy.code, strategy as PaymentStrategies[string]])),
  ...options.strategies,
});

/** The sample checkout tells the platform nothing (docs/decisions/0500, 0580). */
const sampleNotify = fromPromise<boolean, NotifyRequest>(async () => true);

/** The checkout machine with its actors provided, not started (the sdk spawns it in its system). */
export function checkoutLogic(
  options: Pick<CheckoutOptions, 'transport' | 'ports' | 'strategies' | 'customer'> & {
    /**
     * A sample checkout served instead of the platform's (live preview's checkout page, 001 §2;
     * docs/decisions/0500): every fetch answers it, nothing is sent.
     */
    readonly sample?: () => CheckoutInfoResult;
  },
) {
  const actors = checkoutActors(options.transport, portsOf(options), {
    strategies: strategiesOf(options),
    ...(options.customer ? { customer: options.customer } : {}),
  });
  return checkoutMachineWith({
    actors: options.sample
      ? { ...actors, command: sampleCheckoutCommand(options.sample), notify: sampleNotify }
      : actors,
  });
}

/** The input of {@link checkoutLogic}'s actor. */
export const checkoutInput = (options: Pick<CheckoutOptions, 'token' | 'settings' | 'display'>) => ({
  token: options.token,
  ...(options.display ? { display: options.display } : {}),
  ...(options.settings?.layout ? { layout: options.settings.layout } : {}),
  ...(options.settings?.preview === undefined ? {} : { preview: options.settings.preview }),
  ...(options.settings?.marketingPreselect === undefined
    ? {}
    : { marketingPreselect: options.settings.marketingPreselect }),
  ...(options.settings?.flags ? { flags: options.settings.flags } : {}),
});

/** A running checkout actor (standalone, or a child of the sdk's system). */
export type CheckoutActorRef = ActorRefFrom<ReturnType<typeof checkoutLogic>>;

/**
 * The facade over a running checkout actor: the contract members (`actorFacade`) and the verbs.
 * It also carries out what the machine asks of the host: it stores the access key of a completed
 * order, and before a 3-D Secure or provider redirect it persists the checkout, then navigates.
 */
export function checkoutFacade(
  actor: CheckoutActorRef,
  options: Partial<Pick<CheckoutOptions, 'ports' | 'strategies'>> = {},
): CheckoutFacade {
  const ports = portsOf(options);
  const strategies = strategiesOf(options);
  const own = actorFacade<CheckoutSnapshot, CheckoutEmitted>(actor, CHECKOUT_PERSIST_VERSION);
  // A persisted checkout never holds a payment's data (a card's number, expiry and security code):
  // no store may keep them, and storage outlives the page (docs/decisions/0244 keeps the method, the
  // address and the attempt). A payment resumed from it confirms without them.
  const base = { ...own, persist: (): PersistedSnapshot => withoutPaymentData(own.persist()) };

  const subscriptions = [
    actor.on('order.completed', ({ checkoutToken, accessKey, orderToken }) => {
      // 001 §4: the access key is stored (by checkout token, and by order token for order status).
      if (accessKey) ports.storage.set(`${ACCESS_KEY_STORAGE_PREFIX}${checkoutToken}`, accessKey);
      if (accessKey && orderToken) ports.storage.set(`${ACCESS_KEY_STORAGE_PREFIX}${orderToken}`, accessKey);
      ports.storage.remove(pendingPaymentKey(checkoutToken));
    }),
    actor.on('payment.challenge', ({ challenge, repeated }) => {
      // docs/decisions/0244, 0246: persisted before leaving (and before a frame, which a reload may cut).
      ports.storage.set(pendingPaymentKey(actor.getSnapshot().context.token), JSON.stringify(base.persist()));
      // A page the shopper came back from unfinished is shown (selectChallenge), not entered again.
      if (challenge.display === 'redirect' && !repeated)
        ports.navigate({ type: 'external', url: challenge.url });
    }),
    // An order whose info arrived after order.completed (its refetch failed first): its access key
    // is stored by its order token too, once that token is known (001 §4; order status by token).
    actor.subscribe((snapshot) => {
      const orderToken = selectCompletedOrder(snapshot)?.order?.token;
      const { accessKey } = snapshot.context;
      if (!orderToken || !accessKey) return;
      const key = `${ACCESS_KEY_STORAGE_PREFIX}${orderToken}`;
      if (ports.storage.get(key) !== accessKey) ports.storage.set(key, accessKey);
    }),
    // Once nothing waits on the shopper's return any more, the stored copy is stale: drop it.
    actor.subscribe((snapshot) => {
      if (!snapshot.matches('idle') || waitsOnReturn(snapshot)) return;
      const key = pendingPaymentKey(snapshot.context.token);
      if (ports.storage.get(key) !== undefined) ports.storage.remove(key);
    }),
  ];

  // 001 §4 Payment SDK loading: "SDK scripts load once, the first time a checkout … page has payment
  // methods". Once per page, not per stored checkout: one restored here (back from a 3-D Secure or
  // provider page, a reload) lists its methods already and is not asked for them again, so their
  // strategies initialise now; the script loader loads a source once per page.
  actor.send({ type: 'payment.initialise' });

  // Verbs waiting on the checkout: one that stops (its stop(), or the storefront's system stopping)
  // answers them `stopped`, and every verb asked after at once, so none waits forever (DESIGN "One
  // public shape": verbs resolve to a Result; `Facade.stop()`, the facade answers no more).
  const verbs = pendingVerbs(actor);
  const stopped = failure(catalogueError('stopped', 'checkout.something_went_wrong'));
  let counter = 0;
  const request = (event: RequestEvent): Promise<Settlement> =>
    verbs.wait<Settlement>(stopped, (settle) => {
      counter += 1;
      const requestId = `checkout-${counter}`;
      const listener = actor.on('checkout.settled', (settled) => {
        if (settled.requestId === requestId) settle(settled.result);
      });
      actor.send({ ...event, requestId } as CheckoutEvent);
      return () => listener.unsubscribe();
    });

  let lookups = 0;
  const lookupFailed = () => failure(catalogueError('lookup_failed', 'checkout.something_went_wrong'));
  /** Runs a look-up as a child of the actor (it holds the transport) and reads its output. */
  const lookup = (lookupRequest: LookupRequest): Promise<LookupAnswer> =>
    verbs.wait<LookupAnswer>(stopped, (settle) => {
      lookups += 1;
      const id = `lookup-${lookups}`;
      actor.send({ type: 'lookup.run', id, request: lookupRequest });
      const child = actor.getSnapshot().children[id] as
        | ActorRefFrom<PromiseActorLogic<LookupAnswer>>
        | undefined;
      if (!child) {
        settle(lookupFailed());
        return () => undefined;
      }
      const subscription = child.subscribe({
        next: (snapshot) => {
          if (snapshot.status === 'done' && snapshot.output) settle(snapshot.output);
        },
        error: () => settle(lookupFailed()),
        // Stopped before it answered: with the checkout (which stops its children first), or alone.
        complete: () => settle(actor.getSnapshot().status === 'active' ? lookupFailed() : stopped),
      });
      return () => {
        subscription.unsubscribe();
        if (actor.getSnapshot().status === 'active') actor.send({ type: 'lookup.done', id });
      };
    });

  const postPurchaseResult = (settled: Settlement): Result<PostPurchaseView, CheckoutError> => {
    if (!settled.ok) return failure(settled.error);
    const view = selectPostPurchase(actor.getSnapshot());
    return view
      ? success(view)
      : failure(catalogueError('post_purchase_failed', 'checkout.something_went_wrong', 500));
  };
  const notLoaded = () =>
    failure(catalogueError('checkout_not_loaded', 'checkout.something_went_wrong', 500));
  const checkoutResult = async (
    event: Parameters<typeof request>[0],
  ): Promise<Result<Checkout, CheckoutError>> => {
    const settled = await request(event);
    if (!settled.ok) return failure(settled.error);
    const checkout = selectCheckout(actor.getSnapshot());
    return checkout ? success(checkout) : notLoaded();
  };
  const placedResult = (settled: Settlement): Result<PlacedOrder, CheckoutError> => {
    if (!settled.ok) return failure(settled.error);
    const placed = selectPlacedOrder(actor.getSnapshot());
    return placed
      ? success(placed)
      : failure(catalogueError('order_not_placed', 'checkout.something_went_wrong', 500));
  };

  return {
    ...base,
    view: (snapshot = actor.getSnapshot()) => selectCheckoutView(snapshot),
    load: (loadOptions = {}) => checkoutResult({ type: 'checkout.load', options: loadOptions }),
    refetch: () => checkoutResult({ type: 'checkout.refetch' }),
    saveCustomer: (info) => checkoutResult({ type: 'customer.save', info }),
    async loadShippingMethods(countryCode) {
      const settled = await request({ type: 'shipping.load', countryCode });
      return settled.ok ? success(selectShippingMethods(actor.getSnapshot())) : failure(settled.error);
    },
    selectShippingMethod: (code) => checkoutResult({ type: 'shipping.select', code }),
    async loadPaymentMethods() {
      const settled = await request({ type: 'payment.load' });
      return settled.ok ? success(selectPaymentMethods(actor.getSnapshot())) : failure(settled.error);
    },
    applyDiscount: (code, discountOptions = {}) =>
      checkoutResult({ type: 'coupon.apply', code, refetch: discountOptions.refetch ?? true }),
    removeDiscount: (code, discountOptions = {}) =>
      checkoutResult({
        type: 'coupon.remove',
        code: code ?? actor.getSnapshot().context.result?.info.discount_code ?? '',
        refetch: discountOptions.refetch ?? true,
      }),
    approveExpress: (payload, approveOptions = {}) =>
      checkoutResult({
        type: 'express.approve',
        payload,
        ...(approveOptions.atPaymentStep === undefined
          ? {}
          : { atPaymentStep: approveOptions.atPaymentStep }),
      }),
    async loadExpressWallet(walletOptions = {}) {
      const wallet = (await lookup({
        kind: 'expressWallet',
        token: actor.getSnapshot().context.token,
        ...(walletOptions.buttonId === undefined ? {} : { buttonId: walletOptions.buttonId }),
      })) as Result<ExpressWallet, CheckoutError>;
      if (!wallet.ok || (await loadPaypalSdk(ports, wallet.value.sdkUrl))) return wallet;
      return failure(catalogueError('wallet_sdk_failed', 'checkout.something_went_wrong'));
    },
    createExpressOrder: (orderOptions = {}) =>
      lookup({
        kind: 'expressOrder',
        token: actor.getSnapshot().context.token,
        ...(orderOptions.buttonId === undefined ? {} : { buttonId: orderOptions.buttonId }),
      }) as Promise<Result<ExpressOrder, CheckoutError>>,
    goToStep: (step) => checkoutResult({ type: 'step.go', step }),
    async configure(settings) {
      const settled = await request({
        type: 'checkout.configure',
        ...(settings.display === undefined ? {} : { display: settings.display }),
      });
      return settled.ok ? success(undefined) : failure(settled.error);
    },
    async placeOrder(order) {
      const method = actor
        .getSnapshot()
        .context.paymentMethods.find(
          (m) => String(m.id) === order.paymentMethod || m.code === order.paymentMethod,
        );
      const strategy = method ? strategies[method.code] : undefined;
      if (!method || !strategy)
        return failure(catalogueError('payment_method_not_found', 'checkout.something_went_wrong', 400));
      const collected = strategy.collect(order.payment);
      if (!collected.ok) return collected;
      const address = orderAddressPayload(
        order.billingAddress === undefined,
        order.billingAddress ? fromAddress(order.billingAddress) : undefined,
      );
      return placedResult(
        await request({
          type: 'order.place',
          paymentMethod: String(method.id),
          paymentData: collected.value,
          address,
        }),
      );
    },
    resume: async () => placedResult(await request({ type: 'payment.resume' })),
    shippingCountries: () =>
      lookup({ kind: 'shippingCountries' }) as Promise<Result<ShippingCountries, CheckoutError>>,
    zipCodes: (countryCode, search) =>
      lookup({ kind: 'zipCodes', countryCode, search }) as Promise<Result<readonly string[], CheckoutError>>,
    addressSuggestions: (keyword, countries) =>
      lookup({
        kind: 'addressSuggestions',
        keyword,
        ...(countries === undefined ? {} : { countries }),
      }) as Promise<Result<readonly CheckoutAddress[], CheckoutError>>,
    async activatePostPurchase(offer) {
      const settled = await request({
        type: 'postPurchase.activate',
        offerId: offer.offerId,
        variantId: offer.variantId,
        quantity: offer.quantity ?? 1,
      });
      return postPurchaseResult(settled);
    },
    finalizePostPurchase: async (accept) =>
      postPurchaseResult(await request({ type: 'postPurchase.finalize', accept })),
    async resumePostPurchase() {
      if (actor.getSnapshot().context.postPurchase?.status !== 'requires_action')
        return failure(catalogueError('no_pending_payment', 'checkout.something_went_wrong'));
      return postPurchaseResult(await request({ type: 'postPurchase.resume' }));
    },
    async readPostPurchase() {
      const settled = await request({ type: 'postPurchase.read' });
      if (!settled.ok) return failure(settled.error);
      return success(selectPostPurchase(actor.getSnapshot()) ?? null);
    },
    stop() {
      for (const subscription of subscriptions) subscription.unsubscribe();
      base.stop();
      verbs.stopAll();
    },
  };
}

/**
 * The persisted snapshot a 3-D Secure or provider redirect left in storage for the checkout of
 * `token` (`pendingPaymentKey`, docs/decisions/0244), if any: what {@link createCheckout} restores,
 * and the sdk's checkout when the page has no snapshot of its storefront.
 */
export function storedPending(
  ports: Pick<CheckoutPorts, 'storage'>,
  token: string,
): PersistedSnapshot | undefined {
  const raw = ports.storage.get(pendingPaymentKey(token));
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null && 'version' in parsed && 'state' in parsed
      ? (parsed as PersistedSnapshot)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A standalone checkout: {@link checkoutFacade} over a started actor of {@link checkoutLogic}.
 *
 * @remarks
 * Restores `options.snapshot`, else the snapshot a 3-D Secure or provider redirect left in
 * storage; a checkout restored while waiting for the shopper's return resumes the payment at once
 * (it is finalised exactly once, docs/decisions/0242), and one restored while a post-purchase
 * charge waited on the provider's page asks what became of the offer (docs/decisions/0247).
 *
 * @example
 * ```ts
 * const checkout = createCheckout({ transport, token: 'co_1' });
 * await checkout.load();
 * await checkout.saveCustomer({ email: 'dana@example.com', shippingAddress: { countryCode: 'US', ... } });
 * await checkout.loadShippingMethods('US');
 * await checkout.selectShippingMethod('standard');
 * await checkout.loadPaymentMethods();
 * const placed = await checkout.placeOrder({ paymentMethod: 'test-gateway', payment: { cardNumber: '4242 4242 4242 4242' } });
 * ```
 */
export function createCheckout(options: CheckoutOptions): CheckoutFacade {
  const ports = portsOf(options);
  const snapshot = options.snapshot ?? storedPending(ports, options.token);
  const actor = createActor(checkoutLogic(options), {
    input: checkoutInput(options),
    clock: ports.clock,
    snapshot: restorable(snapshot, CHECKOUT_PERSIST_VERSION) as never,
    ...(options.inspect ? { inspect: options.inspect } : {}),
  }).start();
  const facade = checkoutFacade(actor, { ...options, ports });
  const restored = actor.getSnapshot();
  if (restored.matches('awaitingAction')) void facade.resume();
  else if (restored.context.postPurchase?.status === 'requires_action') void facade.resumePostPurchase();
  return facade;
}

/** A persisted snapshot with every `paymentData` it holds (the pending payment's, a queued one's) emptied. */
function withoutPaymentData(persisted: PersistedSnapshot): PersistedSnapshot {
  return JSON.parse(
    JSON.stringify(persisted, (key, value: unknown) => (key === 'paymentData' ? {} : value)),
  ) as PersistedSnapshot;
}
