/**
 * The checkout's side effects, one named `fromPromise` actor each, over the api-client's Transport
 * with individual endpoint definitions (tree-shaking) and the host's ports.
 */
import { messages } from '@vitrine/messages';
import {
  type ApiFailure,
  CheckoutInfoResult,
  cartClone,
  checkoutActivatePostPurchase,
  checkoutApplyCoupon,
  checkoutCreateAbandoned,
  checkoutCustomerAndShipping,
  checkoutDeleteCoupon,
  checkoutFinalizePostPurchase,
  checkoutInfo,
  checkoutPaymentMethods,
  checkoutProcessingStatus,
  checkoutPurchaseComplete,
  checkoutShippingMethods,
  checkoutUpdateExpressPayment,
  checkoutUpdateShippingMethod,
  type PaymentMethod,
  type ShippingMethod,
  type Transport,
} from '@vitrine/api-client';
import type { Ports } from '@vitrine/ports';
import { fromPromise } from 'xstate';
import {
  ALREADY_COMPLETED,
  type CheckoutStep,
  EXPRESS_PAYMENT_METHOD,
  FAILED_ACTION_STATUS,
  PURCHASE_COMPLETE_STORAGE_PREFIX,
  REFETCH_ONLY_CODES,
} from './checkout.constants';
import { type LookupAnswer, type LookupRequest, runLookup } from './checkout.lookups';
import { DEFAULT_CURRENCY, fromAddress } from './checkout.map';
import { placeOrder, type PlaceOrderInput, type PlaceOrderOutcome } from './checkout.place';
import {
  couponError,
  couponFailure,
  customerPayload,
  fetchFailureAction,
  marketingOptIn,
  missingDiscountCode,
  namedCodeError,
  offeredPaymentMethods,
  postPurchaseAfterReturn,
  postPurchaseUnsupported,
  somethingWentWrong,
  sortPaymentMethods,
  stepAfterExpress,
  supportsPostPurchase,
} from './checkout.rules';
import type { CheckoutCustomer, CheckoutError, CustomerInformation, LoadOptions } from './checkout.types';
import type { PaymentStrategies } from './payment/payment-strategy';

/**
 * One request of the checkout (the table the `command` actor runs).
 * @internal
 */
export type CheckoutCommand =
  | { readonly type: 'checkout.load'; readonly options: LoadOptions }
  | { readonly type: 'checkout.refetch' }
  | { readonly type: 'customer.save'; readonly info: CustomerInformation }
  | { readonly type: 'shipping.load'; readonly countryCode: string }
  | { readonly type: 'shipping.select'; readonly code: string }
  | { readonly type: 'payment.load' }
  | { readonly type: 'coupon.apply'; readonly code: string; readonly refetch: boolean }
  | { readonly type: 'coupon.remove'; readonly code: string; readonly refetch: boolean }
  | {
      readonly type: 'express.approve';
      readonly payload: Readonly<Record<string, unknown>>;
      /** Approved at the checkout's payment step, not from the cart (docs/decisions/0500). */
      readonly atPaymentStep?: boolean;
    }
  | {
      readonly type: 'postPurchase.activate';
      readonly offerId: string | number;
      readonly variantId: string | number;
      readonly quantity: number;
    }
  | { readonly type: 'postPurchase.finalize'; readonly accept: boolean }
  /** After the provider's page of a post-purchase charge: what became of it (docs/decisions/0247). */
  | { readonly type: 'postPurchase.resume' }
  /** Where the order's post-purchase offer stands, for a checkout opened again (001 §4). */
  | { readonly type: 'postPurchase.read' };

/**
 * What the `command` actor is given: the request and the parts of the context it reads.
 * @internal
 */
export interface CommandInput {
  readonly command: CheckoutCommand;
  readonly token: string;
  readonly step: CheckoutStep;
  readonly result: CheckoutInfoResult | undefined;
  readonly shippingMethods: readonly ShippingMethod[];
  readonly marketingPreselect: boolean;
  /**
   * Payment methods were loaded before: their strategies were initialised then, or when this page
   * restored the checkout (`payment.initialise`, 001 §4).
   */
  readonly paymentMethodsFetched?: boolean;
  /** The codes of the loaded payment methods (the post-purchase texts depend on them). */
  readonly paymentMethodCodes?: readonly string[];
  /** Feature flags (001 §9), for strategies behind one. */
  readonly flags?: Readonly<Record<string, boolean>>;
}

/**
 * What a request changed, or why it failed.
 * @internal
 */
export type CommandOutcome =
  | {
      readonly ok: true;
      /** A new checkout token (the checkout was cloned, 001 §4). */
      readonly cloned?: { readonly checkoutToken: string; readonly cartToken: string | undefined };
      readonly result?: CheckoutInfoResult;
      readonly shippingMethods?: readonly ShippingMethod[];
      readonly notShippableVariantIds?: readonly string[];
      readonly paymentMethods?: readonly PaymentMethod[];
      /** The express approval set the current payment method and step (001 §4). */
      readonly express?: boolean;
      /** The wallet order it approved (the payload's `orderID`). */
      readonly expressOrderId?: string;
      /** Where the post-purchase offer stands (001 §4 Post-purchase). */
      readonly postPurchase?: PostPurchaseState;
    }
  | {
      readonly ok: false;
      readonly error: CheckoutError;
      readonly result?: CheckoutInfoResult;
      /** The checkout was cloned, then its fetch failed: the new token is kept all the same (001 §4). */
      readonly cloned?: { readonly checkoutToken: string; readonly cartToken: string | undefined };
      /** 001 §4: a failed fetch sets the error flag, a failed clone the clone-error flag. */
      readonly fetchError?: boolean;
      readonly cloneError?: boolean;
      /**
       * 001 §4: the platform refused a change with `order_related_with_this_checkout_is_already_completed`
       * (the order was placed, in another tab for instance): the checkout was refetched, and the
       * machine moves to thank_you and clears the cart.
       */
      readonly alreadyCompleted?: boolean;
      /** A post-purchase charge the provider did not approve: the offer is open again. */
      readonly postPurchase?: PostPurchaseState;
    };

/**
 * A call the machine sends beside the shopper's requests, never awaited by them
 * (docs/decisions/0580): purchase-complete after an order completed (001 §7), create-abandoned-checkout
 * once the shopper's e-mail is known (001 §7; the recover link of 001 §2).
 * @internal
 */
export interface NotifyRequest {
  readonly kind: 'purchaseComplete' | 'abandonedCheckout';
  readonly token: string;
}

/**
 * The payment methods whose strategies initialise on this page (001 §4 Payment SDK loading), with
 * what a strategy is given.
 * @internal
 */
export interface InitialiseRequest {
  readonly token: string;
  readonly methods: readonly PaymentMethod[];
  readonly currency: string;
  readonly flags: Readonly<Record<string, boolean>>;
}

/** The log line of a failed {@link NotifyRequest}, by kind (`@vitrine/messages`, decision 0580). */
const NOTIFY_LOG_LINES = {
  purchaseComplete: 'log.purchase_complete_error',
  abandonedCheckout: 'log.abandoned_checkout_error',
} as const satisfies Readonly<Record<NotifyRequest['kind'], keyof typeof messages>>;

/** A post-purchase offer after the order (001 §4): activated (with its total), accepted, declined, or waiting for the provider. */
export interface PostPurchaseState {
  readonly status: 'activated' | 'accepted' | 'declined' | 'requires_action';
  /** The offer's total, in the wire's major units (mapped by the selector). */
  readonly total?: number;
  /** `requires_action`: the provider's page the charge waits on. */
  readonly redirectUrl?: string;
}

/** The options the actors read besides the transport and ports. */
export interface CheckoutActorOptions {
  /** The signed-in customer, read at each call (001 §5: their id and e-mail override the form's). */
  readonly customer?: () => CheckoutCustomer | undefined;
  /** Payment strategies by method code (defaults: test-gateway and paypal-express). */
  readonly strategies: PaymentStrategies;
}

/** 001 §4, §8: a failed fetch returns 500; the platform's text is kept when it gave one (clone failure). */
const fetchError = (failure: ApiFailure | undefined): CheckoutError =>
  failure?.kind === 'http' && failure.message
    ? { code: 'fetch_failed', text: failure.message, status: FAILED_ACTION_STATUS }
    : somethingWentWrong('fetch_failed');

/**
 * @internal
 * The checkout's actors, bound to a transport and the host's ports: `command` runs one request of
 * {@link CheckoutCommand}, `placeOrder` places the order (docs/decisions/0242).
 */
export function checkoutActors(
  transport: Transport,
  ports: Pick<Ports, 'navigate' | 'lock' | 'clock' | 'scripts' | 'logger' | 'storage'>,
  options: CheckoutActorOptions,
) {
  const info = async (checkoutToken: string, query: Record<string, unknown> = {}) =>
    transport.send(checkoutInfo, { path: { checkoutToken }, query });

  /** Fetches the checkout, cloning it when 001 §4 says so. */
  async function load(token: string, loadOptions: LoadOptions): Promise<CommandOutcome> {
    const query = {
      ...(loadOptions.countDiscountCode === undefined
        ? {}
        : { count_discount_code: loadOptions.countDiscountCode }),
      ...(loadOptions.customerId === undefined ? {} : { customer_id: loadOptions.customerId }),
      ...(loadOptions.recoverKey ? { recover_key: loadOptions.recoverKey } : {}),
      ...(loadOptions.logout === undefined ? {} : { logout: loadOptions.logout }),
      ...(loadOptions.countryCode === undefined ? {} : { country_code: loadOptions.countryCode }),
    };
    const answer = loadOptions.recoverKey === '' ? undefined : await info(token, query);
    if (answer?.ok) return { ok: true, result: answer.data.result };
    if (answer && fetchFailureAction(answer.failure, loadOptions.recoverKey) !== 'clone')
      return fetchFailed(answer.failure);
    const clone = await transport.send(cartClone, { query: { checkout_token: token } });
    if (!clone.ok) {
      ports.logger.log('error', messages['log.clone_checkout_error'], { token });
      return { ok: false, error: fetchError(clone.failure), cloneError: true };
    }
    // 001 §4: on success the new checkout token is stored and the fetch is retried; the token is
    // kept (and handed to the cart) even when that fetch fails, which is then a fetch failure.
    const checkoutToken = clone.data.result.checkout_token;
    const retried = await info(checkoutToken, { ...query, recover_key: undefined });
    const cloned = { checkoutToken, cartToken: clone.data.result.token };
    if (!retried.ok) return { ...fetchFailed(retried.failure), cloned };
    return { ok: true, cloned, result: retried.data.result };
  }

  /** A failed fetch that is not cloned (001 §4): a 403 goes to /limit-order; else the error flag and 500. */
  function fetchFailed(failure: ApiFailure): Extract<CommandOutcome, { ok: false }> {
    if (fetchFailureAction(failure, undefined) === 'limit_order') {
      ports.navigate({ type: 'route', route: 'limit-order', replace: true });
      return { ok: false, error: { code: 'ORDER_LIMIT_REACHED', status: 403 } };
    }
    return { ok: false, error: fetchError(failure), fetchError: true };
  }

  /** Refetches after a change; the change itself succeeded, so a failed refetch keeps the old info. */
  async function refetch(token: string, extra: Omit<Extract<CommandOutcome, { ok: true }>, 'ok'> = {}) {
    const answer = await info(token);
    return answer.ok
      ? ({ ok: true, ...extra, result: answer.data.result } as const)
      : ({ ok: true, ...extra } as const);
  }

  /**
   * A change the platform refused (001 §4): the already-completed code refetches the checkout
   * (the machine then moves to thank_you and clears the cart); ITEM_OUT_STOCK and
   * CHECKOUT_ADDITIONAL_BALANCE_CHANGE refetch it only; any other refusal is `error` as it is.
   * The verb fails with the code's text (001 §8).
   */
  async function refused(token: string, failure: ApiFailure, error: CheckoutError): Promise<CommandOutcome> {
    const code = failure.kind === 'http' ? failure.errorCode : undefined;
    const completed = code === ALREADY_COMPLETED;
    if (code === undefined || !(completed || REFETCH_ONLY_CODES.includes(code))) return { ok: false, error };
    const answer = await info(token);
    return {
      ok: false,
      error: namedCodeError(code) ?? error,
      ...(answer.ok ? { result: answer.data.result } : {}),
      ...(completed ? { alreadyCompleted: true } : {}),
    };
  }

  async function run(input: CommandInput): Promise<CommandOutcome> {
    const { command, token } = input;
    const path = { checkoutToken: token };
    switch (command.type) {
      case 'checkout.load':
        return load(token, command.options);
      case 'checkout.refetch':
        // 001 §4: a refetch is a fetch: a 403 goes to /limit-order, an exception sets the error flag.
        return load(token, {});
      case 'customer.save': {
        // The shopper's own answer is saved as they gave it; the rule of 001 §4 Marketing opt-in
        // decides only when they gave none (a form without the box), from the checkout's value
        // (decision 0481: it read an untick as "no existing opt-in" and saved the preselect).
        const acceptsMarketing =
          command.info.acceptsMarketing ??
          marketingOptIn(
            input.step,
            input.result?.info.buyer_accepts_marketing ?? undefined,
            input.marketingPreselect,
          );
        const body = customerPayload(
          command.info,
          fromAddress(command.info.shippingAddress),
          acceptsMarketing,
          options.customer?.(),
        );
        const answer = await transport.send(checkoutCustomerAndShipping, { path, body });
        if (!answer.ok) return refused(token, answer.failure, failureError(answer.failure));
        return refetch(token);
      }
      case 'shipping.load': {
        const answer = await transport.send(checkoutShippingMethods, {
          path,
          query: { country_code: command.countryCode },
        });
        if (!answer.ok) return refused(token, answer.failure, failureError(answer.failure));
        return {
          ok: true,
          shippingMethods: answer.data.result,
          notShippableVariantIds: (answer.data.variants_not_shippable_ids ?? []).map(String),
        };
      }
      case 'shipping.select': {
        // 001 §5: a method_code not in the loaded list returns 500 without a call.
        const method = input.shippingMethods.find((m) => m.method_code === command.code);
        if (!method) return { ok: false, error: somethingWentWrong('shipping_method_not_found') };
        const answer = await transport.send(checkoutUpdateShippingMethod, {
          path,
          body: {
            shipping_method: {
              method_code: method.method_code,
              ...(method.shipping_rule_id === null || method.shipping_rule_id === undefined
                ? {}
                : { shipping_rule_id: method.shipping_rule_id }),
              ...(method.shipping_rule_type ? { shipping_rule_type: method.shipping_rule_type } : {}),
            },
          },
        });
        if (!answer.ok) return refused(token, answer.failure, failureError(answer.failure));
        return refetch(token);
      }
      case 'payment.load': {
        const answer = await transport.send(checkoutPaymentMethods, { path });
        if (!answer.ok) return refused(token, answer.failure, failureError(answer.failure));
        const paymentMethods = sortPaymentMethods(
          offeredPaymentMethods(answer.data.result, input.flags ?? {}),
        );
        // 001 §4 Payment SDK loading: once, the first time the page has payment methods (a
        // checkout restored on a new page initialises its listed ones then: `payment.initialise`).
        if (!input.paymentMethodsFetched)
          initialise({
            token,
            methods: paymentMethods,
            currency: input.result?.currency || DEFAULT_CURRENCY,
            flags: input.flags ?? {},
          });
        return { ok: true, paymentMethods };
      }
      case 'coupon.apply':
      case 'coupon.remove': {
        if (!command.code.trim()) return { ok: false, error: missingDiscountCode() };
        const endpoint = command.type === 'coupon.apply' ? checkoutApplyCoupon : checkoutDeleteCoupon;
        const answer = await transport.send(endpoint, { path, body: { code: command.code.trim() } });
        if (!answer.ok) return refused(token, answer.failure, couponFailure(command.code, answer.failure));
        // 001 §4 reads error_code in the reply; the reference server answers refusals as 400 (0160).
        if (answer.data.error_code)
          return {
            ok: false,
            error: couponError(command.code, answer.data.error_code, answer.data.error_message ?? undefined),
          };
        if (command.refetch) return refetch(token);
        // 001 §4 refetches only by default; without it the answer's `result` (001 §7) is the new
        // checkout info, taken when it reads as one (the reference platform sends the info's result).
        const answered = CheckoutInfoResult.safeParse(answer.data.result);
        return answered.success ? { ok: true, result: answered.data } : { ok: true };
      }
      case 'postPurchase.resume': {
        // docs/decisions/0247: the order is placed already; only the offer's charge is asked about.
        const status = await transport.send(checkoutProcessingStatus, { path });
        if (!status.ok) return { ok: false, error: failureError(status.failure) };
        const offer = postPurchaseAfterReturn(
          (status.data.result as { post_purchase?: unknown }).post_purchase,
        );
        if (offer.status === 'accepted') return refetch(token, { postPurchase: offer });
        if (offer.status === 'declined') return { ok: true, postPurchase: offer };
        return { ok: false, error: somethingWentWrong('post_purchase_not_approved'), postPurchase: offer };
      }
      case 'postPurchase.read': {
        // 001 §4: a thank-you page opened again (a reload) knows an offer activated or answered
        // before; `null` from the platform: none was activated.
        const status = await transport.send(checkoutProcessingStatus, { path });
        if (!status.ok) return { ok: false, error: failureError(status.failure) };
        const stands = (status.data.result as { post_purchase?: unknown }).post_purchase;
        return stands === null || stands === undefined
          ? { ok: true }
          : { ok: true, postPurchase: postPurchaseAfterReturn(stands) };
      }
      case 'postPurchase.activate':
      case 'postPurchase.finalize': {
        // 001 §4: only some methods support post-purchase; the others get one of two texts.
        const info = input.result?.info;
        const method = info?.authorized_payment_method ?? info?.payment_method ?? undefined;
        if (!method || !supportsPostPurchase(method, input.flags ?? {}))
          return { ok: false, error: postPurchaseUnsupported(input.paymentMethodCodes ?? []) };
        if (command.type === 'postPurchase.activate') {
          const answer = await transport.send(checkoutActivatePostPurchase, {
            path,
            body: { offer_id: command.offerId, variant_id: command.variantId, qty: command.quantity },
          });
          if (!answer.ok) return { ok: false, error: failureError(answer.failure) };
          const result = (answer.data.result ?? {}) as { total?: unknown };
          return {
            ok: true,
            postPurchase: {
              status: 'activated',
              ...(typeof result.total === 'number' ? { total: result.total } : {}),
            },
          };
        }
        const answer = await transport.send(checkoutFinalizePostPurchase, {
          path,
          body: { accept: command.accept },
        });
        if (!answer.ok) return { ok: false, error: failureError(answer.failure) };
        const result = (answer.data.result ?? {}) as { status?: unknown; redirect_url?: unknown };
        if (result.status === 'requires_action' && typeof result.redirect_url === 'string') {
          // The machine emits the challenge; the facade persists, then leaves (docs/decisions/0247).
          return { ok: true, postPurchase: { status: 'requires_action', redirectUrl: result.redirect_url } };
        }
        const status = command.accept ? ('accepted' as const) : ('declined' as const);
        return refetch(token, { postPurchase: { status } });
      }
      case 'express.approve': {
        // 001 §4 PayPal express approval: fetch, save the express payment, refetch.
        const first = await info(token);
        if (!first.ok) return { ok: false, error: somethingWentWrong('express_failed') };
        const customer = options.customer?.();
        const saved = await transport.send(checkoutUpdateExpressPayment, {
          path,
          query: {},
          body: {
            payment_method: EXPRESS_PAYMENT_METHOD,
            payload: { ...command.payload },
            cartCheckoutToken: token,
            ...(customer ? { customer_id: customer.id, email: customer.email } : {}),
          },
        });
        if (!saved.ok) return { ok: false, error: somethingWentWrong('express_failed') };
        const second = await info(token);
        if (!second.ok) return { ok: false, error: somethingWentWrong('express_failed') };
        ports.navigate({
          type: 'route',
          route: 'checkout',
          params: { token },
          query: { step: stepAfterExpress(input.step, command.atPaymentStep === true) },
        });
        const orderId = command.payload.orderID ?? command.payload.id;
        return {
          ok: true,
          express: true,
          ...(typeof orderId === 'string' ? { expressOrderId: orderId } : {}),
          result: second.data.result,
        };
      }
    }
  }

  /**
   * Initialises the strategies of the methods (their SDKs load through the script loader, once per
   * page). In the background, not awaited (docs/decisions/0577): a provider's script that never
   * settles holds neither the methods nor the requests queued after them; a failure is logged with
   * no user message (001 §8).
   */
  function initialise(request: InitialiseRequest): void {
    for (const method of request.methods) {
      const strategy = options.strategies[method.code];
      if (!strategy) continue;
      const run = async () =>
        strategy.initialise({
          transport,
          ports,
          checkoutToken: request.token,
          method,
          currency: request.currency,
          flags: request.flags,
        });
      void run().catch((error: unknown) => {
        ports.logger.log('error', messages['log.script_load_error'], {
          method: method.code,
          error: String(error),
        });
      });
    }
  }

  /**
   * Sends one {@link NotifyRequest}; whether the platform took it. Never rejects: a failure is
   * logged and changes nothing for the shopper (docs/decisions/0580).
   */
  async function notify(request: NotifyRequest): Promise<boolean> {
    const { kind, token } = request;
    // Never twice for one checkout, also from another page of it (a second tab, a restored copy).
    const marker = `${PURCHASE_COMPLETE_STORAGE_PREFIX}${token}`;
    if (kind === 'purchaseComplete') {
      if (ports.storage.get(marker) !== undefined) return true;
      ports.storage.set(marker, '1');
    }
    const answer =
      kind === 'purchaseComplete'
        ? await transport.send(checkoutPurchaseComplete, { body: { checkout_token: token } })
        : await transport.send(checkoutCreateAbandoned, { path: { checkoutToken: token } });
    if (answer.ok) return true;
    ports.logger.log('warn', messages[NOTIFY_LOG_LINES[kind]], {
      token,
      ...(answer.failure.kind === 'http' ? { statusCode: answer.failure.statusCode } : {}),
    });
    return false;
  }

  return {
    command: fromPromise<CommandOutcome, CommandInput>(({ input }) => run(input)),
    // Sent beside the queue, never awaited by a request (docs/decisions/0580).
    notify: fromPromise<boolean, NotifyRequest>(({ input }) =>
      notify(input).catch((error: unknown) => {
        ports.logger.log('warn', messages[NOTIFY_LOG_LINES[input.kind]], {
          token: input.token,
          error: String(error),
        });
        return false;
      }),
    ),
    // A restored checkout's listed methods on a new page (001 §4): beside the queue, done at once.
    initialise: fromPromise<void, InitialiseRequest>(async ({ input }) => initialise(input)),
    // Look-ups change no checkout state: spawned beside the queue, never waiting on it.
    lookup: fromPromise<LookupAnswer, LookupRequest>(({ input }) => runLookup(transport, input)),
    placeOrder: fromPromise<PlaceOrderOutcome, PlaceOrderInput>(({ input }) => {
      const strategy = options.strategies[input.method.code];
      if (!strategy) {
        return Promise.resolve({
          kind: 'failed',
          action: 'failed',
          failure: {
            kind: 'http',
            success: false,
            statusCode: 400,
            statusText: 'Bad Request',
            body: {},
            errorCode: 'PAYMENT_METHOD_NOT_SUPPORTED',
          },
        } satisfies PlaceOrderOutcome);
      }
      return placeOrder(input, { transport, ports, strategy });
    }),
  };
}

/**
 * @internal
 * The `command` actor of a sample checkout (the editor's checkout page in live preview, 001 §2;
 * docs/decisions/0500): a fetch answers `sample()`, no request reaches the platform, the look-ups
 * find no method, and a change is answered done without changing anything (a preview does nothing,
 * as the sample product: docs/decisions/0437).
 */
export function sampleCheckoutCommand(sample: () => CheckoutInfoResult) {
  return fromPromise<CommandOutcome, CommandInput>(async ({ input }) => {
    switch (input.command.type) {
      case 'checkout.load':
      case 'checkout.refetch':
        return { ok: true, result: sample() };
      case 'shipping.load':
        return { ok: true, shippingMethods: [], notShippableVariantIds: [] };
      case 'payment.load':
        return { ok: true, paymentMethods: [] };
      default:
        return { ok: true };
    }
  });
}

/** The error of a failed change (001 §8 "other actions return code 500 or success false"). */
export function failureError(failure: ApiFailure): CheckoutError {
  if (failure.kind === 'http' && failure.message) {
    return { code: failure.errorCode ?? 'request_failed', text: failure.message, status: failure.statusCode };
  }
  return somethingWentWrong();
}

/** The actors {@link checkoutActors} returns. */
export type CheckoutActors = ReturnType<typeof checkoutActors>;
