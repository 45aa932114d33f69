import type { CheckoutInfoResult, OrderPayload, PaymentMethod, ShippingMethod } from '@vitrine/api-client';
import type { DisplayCurrency } from '@vitrine/core-pricing';
import { notProvided, type MachineImplementations } from '@vitrine/ports';
import { assign, enqueueActions, fromPromise, setup, spawnChild, stopChild } from 'xstate';
import type {
  CheckoutCommand,
  CommandInput,
  CommandOutcome,
  InitialiseRequest,
  NotifyRequest,
  PostPurchaseState,
} from './checkout.actors';
import {
  ALREADY_COMPLETED,
  type CheckoutLayout,
  type CheckoutStep,
  DEFAULT_LAYOUT,
  DEFAULT_STEP,
  THANK_YOU_STEP,
  VARIANT_NOT_SHIPPABLE,
} from './checkout.constants';
import type { LookupAnswer, LookupRequest } from './checkout.lookups';
import { DEFAULT_CURRENCY, variantIdsOf } from './checkout.map';
import type { PlaceOrderInput, PlaceOrderOutcome } from './checkout.place';
import {
  abandonedCheckoutEmail,
  awaitsOrderInfo,
  canGoToStep,
  catalogueError,
  clearsShippingSelection,
  namedCodeError,
  orderInfoRetryDelay,
  paymentError,
  stepAfterAnswer,
  stepAfterExpress,
  stepAfterSave,
} from './checkout.rules';
import type { CheckoutError } from './checkout.types';
import { type PaymentChallenge, paymentChallenge } from './payment/challenge';

/** A payment the shopper asked for (`order.place`). */
export interface PlaceRequest {
  /** The payment method's id, else its code. */
  readonly paymentMethod: string;
  /** The provider's payment data (a strategy's `collect` built it). */
  readonly paymentData: Readonly<Record<string, unknown>>;
  readonly address: Pick<OrderPayload, 'is_using_same_address' | 'billing_address'>;
}

/** A queued request. */
export type QueuedRequest =
  | { readonly requestId: string; readonly command: CheckoutCommand }
  | { readonly requestId: string; readonly place: PlaceRequest };

/** The checkout machine's context (001 §3 Checkout state); serialisable. */
export interface CheckoutContext {
  readonly token: string;
  readonly layout: CheckoutLayout;
  readonly preview: boolean;
  readonly marketingPreselect: boolean;
  readonly flags: Readonly<Record<string, boolean>>;
  readonly step: CheckoutStep;
  /** The last checkout info answer (001 §3 Checkout info and state), as the wire sends it. */
  readonly result: CheckoutInfoResult | undefined;
  readonly shippingMethods: readonly ShippingMethod[];
  readonly shippingMethodsFetched: boolean;
  /**
   * The country `shippingMethods` were loaded for (001 §3 Shipping method: the methods of the
   * address's country); absent while none are, and in a checkout persisted before it was kept.
   */
  readonly shippingMethodsCountry?: string | undefined;
  /**
   * The variants that cannot ship to the address (001 §3 Checkout state not_shippable_variant_ids):
   * from the last answer that named them, the checkout info's, the shipping methods' (001 §7
   * variants_not_shippable_ids) or a refused order's (docs/decisions/0638).
   */
  readonly notShippableVariantIds: readonly string[];
  readonly paymentMethods: readonly PaymentMethod[];
  readonly paymentMethodsFetched: boolean;
  /** The shipping method the shopper selected (cleared on a step change, 001 §4). */
  readonly selectedShippingMethod: string | undefined;
  /** The current payment method code (the express approval sets paypal-express, 001 §4). */
  readonly paymentMethod: string | undefined;
  /** The wallet order the shopper approved from the cart (001 §4), paid with at the payment step. */
  readonly expressOrderId?: string | undefined;
  readonly error: CheckoutError | undefined;
  /** 001 §4: a failed fetch. */
  readonly fetchError: boolean;
  /** 001 §4: a failed clone. */
  readonly cloneError: boolean;
  readonly accessKey: string | undefined;
  readonly orderJustCompleted: boolean;
  /**
   * How many times the info of the completed order was fetched again after the refetch of 001 §4
   * failed (`awaitsOrderInfo`); absent in a checkout persisted before it was counted.
   */
  readonly orderInfoRetries?: number;
  readonly cartCleared: boolean;
  readonly isSubmitting: boolean;
  /** The payment being placed, or waiting for the shopper to come back from a redirect. */
  readonly pending: PlaceOrderInput | undefined;
  readonly redirectUrl: string | undefined;
  /**
   * The 3-D Secure challenge or provider page the payment waits on (state `awaitingAction`), with
   * how to show it and where the shopper comes back (docs/decisions/0246).
   */
  readonly challenge: PaymentChallenge | undefined;
  /**
   * Raised after each refused payment, so a retry of a lost answer reuses its idempotency keys; the
   * place actor sends a new payment above the attempts other pages of the checkout spent (0660).
   */
  readonly placeAttempt: number;
  readonly queue: readonly QueuedRequest[];
  readonly current: QueuedRequest | undefined;
  /** Requests that wait for the payment under way (a double submit joins it). */
  readonly placeWaiters: readonly string[];
  /** The post-purchase offer after the order (001 §4). */
  readonly postPurchase: PostPurchaseState | undefined;
  /** The visitor's currency the selectors show amounts in (docs/decisions/0251); data stays in the shop's. */
  readonly display: DisplayCurrency | undefined;
  /**
   * The e-mail create-abandoned-checkout was last sent for (docs/decisions/0580); absent before,
   * and in a checkout persisted before it was kept.
   */
  readonly abandonedEmail?: string;
  /** purchase-complete was sent for this checkout's order (docs/decisions/0580). */
  readonly purchaseCompleteSent?: boolean;
  /** How many {@link NotifyRequest} children were spawned (their ids: `notify.{n}`). */
  readonly notified?: number;
}

/** What the machine starts from. */
export interface CheckoutInput {
  readonly token: string;
  readonly layout?: CheckoutLayout;
  readonly preview?: boolean;
  readonly marketingPreselect?: boolean;
  readonly flags?: Readonly<Record<string, boolean>>;
  /** The visitor's currency (core-pricing's `DisplayCurrency`). */
  readonly display?: DisplayCurrency;
}

/** The events of the machine: each request carries a `requestId` its settlement names. */
export type CheckoutEvent =
  | (CheckoutCommand & { readonly requestId: string })
  | ({ readonly type: 'order.place'; readonly requestId: string } & PlaceRequest)
  | { readonly type: 'payment.resume'; readonly requestId: string }
  | { readonly type: 'step.go'; readonly requestId: string; readonly step: CheckoutStep }
  /** Shows amounts in another display currency (`null`: the checkout's own); settles at once. */
  | {
      readonly type: 'checkout.configure';
      readonly requestId: string;
      readonly display?: DisplayCurrency | null;
    }
  /**
   * A look-up (shipping countries, zip codes, address suggestions) run beside the queue as the
   * child `id`; it changes no state, and the facade reads the child's output.
   */
  | { readonly type: 'lookup.run'; readonly id: string; readonly request: LookupRequest }
  | { readonly type: 'lookup.done'; readonly id: string }
  /**
   * The checkout runs on a new page (a facade over it started): the strategies of the payment
   * methods it lists already, as a restored checkout does, initialise once on this page (001 §4
   * Payment SDK loading), beside the queue. Nothing when no methods are listed; settles nothing.
   */
  | { readonly type: 'payment.initialise' };

/** How a request ended. */
export type Settlement = { readonly ok: true } | { readonly ok: false; readonly error: CheckoutError };

/** Events the machine emits (the facade's `on`). */
export type CheckoutEmitted =
  | { readonly type: 'checkout.settled'; readonly requestId: string; readonly result: Settlement }
  | { readonly type: 'checkout.step'; readonly from: CheckoutStep; readonly step: CheckoutStep }
  /** The sdk wires it to the cart (001 §4: after completion the cart is cleared). */
  | { readonly type: 'cart.clear'; readonly checkoutToken: string }
  | {
      readonly type: 'order.completed';
      readonly checkoutToken: string;
      readonly accessKey: string | undefined;
      readonly orderId: string | undefined;
      /** The order's token (the order-status page's `/orders/{token}`), when the platform gave it. */
      readonly orderToken: string | undefined;
    }
  /** The checkout was cloned (001 §4): the new tokens, for the cart to adopt. */
  | {
      readonly type: 'checkout.cloned';
      readonly checkoutToken: string;
      readonly cartToken: string | undefined;
    }
  /**
   * A payment waits on a 3-D Secure challenge or a provider page (docs/decisions/0246): the facade
   * persists the checkout; for `display: 'redirect'` it then navigates to `challenge.url`, for
   * `frame` the host shows the URL in a frame and calls `resume()`. Also emitted when a
   * post-purchase charge leaves for the provider's page (docs/decisions/0247).
   */
  | {
      readonly type: 'payment.challenge';
      readonly challenge: PaymentChallenge;
      /** The same page as before the shopper's return: the facade does not navigate to it again. */
      readonly repeated?: true;
    };

/** The `command` input that fetches the checkout again (completing an order, refreshing it). */
const refetchInput = ({ context }: { context: CheckoutContext }): CommandInput => ({
  command: { type: 'checkout.refetch' },
  token: context.token,
  step: context.step,
  result: context.result,
  shippingMethods: context.shippingMethods,
  marketingPreselect: context.marketingPreselect,
});

/**
 * What a checkout info answer sets: the answer, and the variants it names as not shipping to the
 * address (001 §3 Checkout state not_shippable_variant_ids), in place of those an earlier answer
 * named, the shipping methods' too; an answer without the list keeps them (docs/decisions/0638).
 */
function withInfo(
  result: CheckoutInfoResult,
): Pick<CheckoutContext, 'result'> & Partial<Pick<CheckoutContext, 'notShippableVariantIds'>> {
  const ids = variantIdsOf(result.not_shippable_variant_ids);
  return ids === undefined ? { result } : { result, notShippableVariantIds: ids };
}

/**
 * No shipping methods: a load that failed leaves none of an earlier answer, which may be another
 * country's or no longer offered for the subtotal (docs/decisions/0162), and a load for another
 * country offers none of the last country's while it runs; the shopper is offered to try again
 * (001 §8 checkout actions failing).
 */
const NO_SHIPPING_METHODS = {
  shippingMethods: [],
  shippingMethodsFetched: false,
  shippingMethodsCountry: undefined,
} as const satisfies Partial<CheckoutContext>;

/** The variants a refused order names as not shipping to the address (docs/decisions/0638). */
function refusedVariantIds(failure: PlaceFailure): readonly string[] | undefined {
  if (failure.kind !== 'http' || failure.errorCode !== VARIANT_NOT_SHIPPABLE) return undefined;
  const body = failure.body;
  return typeof body === 'object' && body !== null && 'variants_not_shippable_ids' in body
    ? variantIdsOf(body.variants_not_shippable_ids)
    : undefined;
}

const isCommand = (
  request: QueuedRequest | undefined,
): request is Extract<QueuedRequest, { command: CheckoutCommand }> =>
  request !== undefined && 'command' in request;

/** A payment waits on its 3-D Secure or provider page for the shopper's return (docs/decisions/0246). */
const awaitsAction = (context: CheckoutContext): boolean => context.pending?.stage === 'confirm';

/** What the helpers below need of `enqueueActions`' `enqueue`. */
interface Enqueue {
  emit(event: CheckoutEmitted): void;
  assign(patch: Partial<CheckoutContext>): void;
}

/** Settles requests: `checkout.settled` for each id. */
function settle(enqueue: Enqueue, requestIds: readonly string[], result: Settlement): void {
  for (const requestId of requestIds) enqueue.emit({ type: 'checkout.settled', requestId, result });
}

/**
 * Moves to a step: emits `checkout.step`, and clears the selected shipping method unless the
 * multi-step flow moves to shipping_method (001 §4).
 */
function moveTo(context: CheckoutContext, enqueue: Enqueue, step: CheckoutStep): void {
  // thank_you is final (docs/decisions/0240).
  if (step === context.step || context.step === THANK_YOU_STEP) return;
  const clear = clearsShippingSelection(context.layout, context.step, step);
  enqueue.assign({ step, ...(clear ? { selectedShippingMethod: undefined } : {}) });
  enqueue.emit({ type: 'checkout.step', from: context.step, step });
}

/**
 * Sends a call beside the queue (docs/decisions/0580): a `notify` child, never awaited by a request;
 * its end (done, or an error the actor should never raise) only stops it. Nothing is sent in live
 * preview (001 §2: the editor's checkout is no shopper's).
 */
function notify(
  context: CheckoutContext,
  enqueue: Enqueue & {
    spawnChild(src: 'notify', options: { id: string; input: NotifyRequest }): void;
  },
  request: NotifyRequest,
): void {
  if (context.preview) return;
  const n = (context.notified ?? 0) + 1;
  enqueue.assign({ notified: n });
  enqueue.spawnChild('notify', { id: `notify.${n}`, input: request });
}

/** The payment method a request names (by id, else code), among the loaded ones. */
function placeMethod(context: CheckoutContext, request: PlaceRequest): PaymentMethod | undefined {
  if (context.result === undefined) return undefined;
  return context.paymentMethods.find(
    (m) => String(m.id) === request.paymentMethod || m.code === request.paymentMethod,
  );
}

/** The actors of {@link checkoutMachine} until a host provides them. */
const checkoutActorDefaults = () => ({
  command: fromPromise<CommandOutcome, CommandInput>(notProvided('command')),
  lookup: fromPromise<LookupAnswer, LookupRequest>(notProvided('lookup')),
  placeOrder: fromPromise<PlaceOrderOutcome, PlaceOrderInput>(notProvided('placeOrder')),
  notify: fromPromise<boolean, NotifyRequest>(notProvided('notify')),
  initialise: fromPromise<void, InitialiseRequest>(notProvided('initialise')),
});

/** What {@link checkoutMachineWith} takes in place of the defaults. */
export type CheckoutImplementations = MachineImplementations<ReturnType<typeof checkoutActorDefaults>>;

/**
 * Builds {@link checkoutMachine} with `impl`'s actors in place of the defaults: one
 * `StateMachine`, where `.provide(impl)` built a second one (docs/decisions/0550).
 */
export function checkoutMachineWith(impl: CheckoutImplementations = {}) {
  return setup({
    types: {
      context: {} as CheckoutContext,
      events: {} as CheckoutEvent,
      input: {} as CheckoutInput,
      emitted: {} as CheckoutEmitted,
    },
    actors: { ...checkoutActorDefaults(), ...impl.actors },
    delays: {
      orderInfoRetry: ({ context }) => orderInfoRetryDelay(context.orderInfoRetries ?? 0),
    },
    guards: {
      awaitsOrderInfo: ({ context }) => awaitsOrderInfo(context),
      nextIsCommand: ({ context }) => isCommand(context.queue[0]),
      nextIsPlace: ({ context }) => context.queue[0] !== undefined && !isCommand(context.queue[0]),
      awaitsAction: ({ context }) => awaitsAction(context),
      resumeAsked: ({ context }) => awaitsAction(context) && context.placeWaiters.length > 0,
      canPlaceNext: ({ context }) => {
        const next = context.queue[0];
        return next !== undefined && !isCommand(next) && placeMethod(context, next.place) !== undefined;
      },
    },
    actions: {
      preparePlace: assign(({ context }) => {
        const current = context.current;
        if (!current || isCommand(current)) return {};
        const method = placeMethod(context, current.place);
        if (!method) return {};
        // A payment still waiting on its page is given up: a new attempt, as `order.place` in awaitingAction.
        const attempt = awaitsAction(context) ? context.placeAttempt + 1 : context.placeAttempt;
        return {
          isSubmitting: true,
          error: undefined,
          placeWaiters: [current.requestId],
          placeAttempt: attempt,
          redirectUrl: undefined,
          challenge: undefined,
          pending: {
            checkoutToken: context.token,
            method,
            currency: context.result?.currency || DEFAULT_CURRENCY,
            paymentData: current.place.paymentData,
            address: current.place.address,
            stage: 'authorise' as const,
            attempt,
            flags: context.flags,
          },
        };
      }),
      rejectPlace: enqueueActions(({ context, enqueue }) => {
        const error = catalogueError('payment_method_not_found', 'checkout.something_went_wrong', 400);
        enqueue.assign({ error });
        const requestIds = context.current ? [context.current.requestId] : [];
        settle(enqueue, requestIds, { ok: false, error });
      }),
      complete: enqueueActions(({ context, enqueue }, params: { result: CheckoutInfoResult | undefined }) => {
        // An authorisation refused with the already-completed code (001 §8) fails the verb with its text.
        const refused = context.error?.code === ALREADY_COMPLETED ? context.error : undefined;
        if (params.result) enqueue.assign(withInfo(params.result));
        moveTo(context, enqueue, THANK_YOU_STEP);
        enqueue.assign({
          orderJustCompleted: true,
          cartCleared: true,
          isSubmitting: false,
          pending: undefined,
          redirectUrl: undefined,
          challenge: undefined,
          error: undefined,
          placeWaiters: [],
        });
        // 001 §4: after a successful order completion the cart is cleared.
        enqueue.emit({ type: 'cart.clear', checkoutToken: context.token });
        const order = params.result?.order ?? context.result?.order;
        enqueue.emit({
          type: 'order.completed',
          checkoutToken: context.token,
          accessKey: context.accessKey,
          orderId: order ? String(order.id) : undefined,
          orderToken: order?.token ?? undefined,
        });
        // 001 §7: the platform records the completed purchase; once per checkout, not awaited
        // (docs/decisions/0580). Also after a resumed provider payment, which completes here too.
        if (context.purchaseCompleteSent !== true) {
          enqueue.assign({ purchaseCompleteSent: true });
          notify(context, enqueue, { kind: 'purchaseComplete', token: context.token });
        }
        settle(enqueue, context.placeWaiters, refused ? { ok: false, error: refused } : { ok: true });
      }),
      refreshed: enqueueActions(
        ({ context, enqueue }, params: { result: CheckoutInfoResult | undefined }) => {
          if (params.result) {
            enqueue.assign(withInfo(params.result));
            moveTo(
              context,
              enqueue,
              stepAfterAnswer(context.layout, context.step, params.result, context.preview),
            );
          }
          const error =
            context.error ?? catalogueError('request_error', 'checkout.something_went_wrong', 500);
          enqueue.assign({
            pending: undefined,
            redirectUrl: undefined,
            challenge: undefined,
            isSubmitting: false,
            placeAttempt: context.placeAttempt + 1,
            placeWaiters: [],
          });
          settle(enqueue, context.placeWaiters, { ok: false, error });
        },
      ),
      enqueue: assign({
        queue: ({ context, event }) => {
          if (
            event.type === 'payment.resume' ||
            event.type === 'step.go' ||
            event.type === 'checkout.configure' ||
            event.type === 'lookup.run' ||
            event.type === 'lookup.done' ||
            event.type === 'payment.initialise'
          )
            return context.queue;
          if (event.type === 'order.place') {
            const { type: _type, requestId, ...place } = event;
            return [...context.queue, { requestId, place }];
          }
          const { requestId, ...command } = event;
          return [...context.queue, { requestId, command }];
        },
      }),
      dequeue: assign(({ context }) => ({ current: context.queue[0], queue: context.queue.slice(1) })),
    },
  }).createMachine({
    id: 'checkout',
    context: ({ input }) => ({
      token: input.token,
      layout: input.layout ?? DEFAULT_LAYOUT,
      preview: input.preview === true,
      marketingPreselect: input.marketingPreselect === true,
      flags: input.flags ?? {},
      step: DEFAULT_STEP,
      result: undefined,
      shippingMethods: [],
      shippingMethodsFetched: false,
      notShippableVariantIds: [],
      paymentMethods: [],
      paymentMethodsFetched: false,
      selectedShippingMethod: undefined,
      paymentMethod: undefined,
      error: undefined,
      fetchError: false,
      cloneError: false,
      accessKey: undefined,
      orderJustCompleted: false,
      orderInfoRetries: 0,
      cartCleared: false,
      isSubmitting: false,
      pending: undefined,
      redirectUrl: undefined,
      challenge: undefined,
      placeAttempt: 0,
      queue: [],
      current: undefined,
      placeWaiters: [],
      postPurchase: undefined,
      display: input.display,
    }),
    initial: 'idle',
    on: {
      'lookup.run': {
        actions: spawnChild('lookup', {
          id: ({ event }) => (event as { id: string }).id,
          input: ({ event }) => (event as { request: LookupRequest }).request,
        }),
      },
      'lookup.done': { actions: stopChild(({ event }) => event.id) },
      'payment.initialise': {
        guard: ({ context }) => context.paymentMethodsFetched && context.paymentMethods.length > 0,
        actions: spawnChild('initialise', {
          id: 'initialise',
          input: ({ context }): InitialiseRequest => ({
            token: context.token,
            methods: context.paymentMethods,
            currency: context.result?.currency || DEFAULT_CURRENCY,
            flags: context.flags,
          }),
        }),
      },
      'xstate.done.actor.initialise': { actions: stopChild('initialise') },
      'xstate.error.actor.initialise': { actions: stopChild('initialise') },
      // A sent call's end (docs/decisions/0580): its child is stopped; an error never fails the checkout.
      'xstate.done.actor.notify.*': { actions: stopChild(({ event }) => notifyChildId(event.type)) },
      'xstate.error.actor.notify.*': { actions: stopChild(({ event }) => notifyChildId(event.type)) },
      'step.go': {
        actions: enqueueActions(({ context, event, enqueue }) => {
          if (!canGoToStep(context.step, event.step, context.result?.info)) {
            const error = catalogueError('step_not_available', 'checkout.something_went_wrong');
            settle(enqueue, [event.requestId], { ok: false, error });
            return;
          }
          moveTo(context, enqueue, event.step);
          settle(enqueue, [event.requestId], { ok: true });
        }),
      },
      'checkout.configure': {
        actions: enqueueActions(({ event, enqueue }) => {
          if (event.display !== undefined) enqueue.assign({ display: event.display ?? undefined });
          settle(enqueue, [event.requestId], { ok: true });
        }),
      },
      'payment.resume': {
        actions: enqueueActions(({ event, enqueue }) => {
          const error = catalogueError('no_pending_payment', 'checkout.something_went_wrong');
          settle(enqueue, [event.requestId], { ok: false, error });
        }),
      },
      'checkout.load': { actions: 'enqueue' },
      'checkout.refetch': { actions: 'enqueue' },
      'customer.save': { actions: 'enqueue' },
      'shipping.load': {
        actions: [
          'enqueue',
          assign(({ context, event }) =>
            context.shippingMethods.length > 0 && context.shippingMethodsCountry !== event.countryCode
              ? NO_SHIPPING_METHODS
              : {},
          ),
        ],
      },
      'shipping.select': { actions: 'enqueue' },
      'payment.load': { actions: 'enqueue' },
      'coupon.apply': { actions: 'enqueue' },
      'coupon.remove': { actions: 'enqueue' },
      'express.approve': { actions: 'enqueue' },
      'postPurchase.activate': { actions: 'enqueue' },
      'postPurchase.finalize': { actions: 'enqueue' },
      'postPurchase.resume': { actions: 'enqueue' },
      'postPurchase.read': { actions: 'enqueue' },
      'order.place': { actions: 'enqueue' },
    },
    states: {
      idle: {
        always: { guard: ({ context }) => context.queue.length > 0, target: 'next' },
        initial: 'resting',
        states: {
          resting: { always: { guard: 'awaitsOrderInfo', target: 'waitingForOrderInfo' } },
          // 001 §4: after a successful order "checkout info is refetched"; when that refetch failed,
          // the thank_you step has no order to show and the order nothing to be tracked with (001 §4
          // Analytics funnel): it is fetched again, later, in the background (idle: nothing is
          // busy, and a request of the shopper's goes first, the retry waiting again after it).
          waitingForOrderInfo: { after: { orderInfoRetry: 'fetchingOrderInfo' } },
          fetchingOrderInfo: {
            entry: assign(({ context }) => ({ orderInfoRetries: (context.orderInfoRetries ?? 0) + 1 })),
            invoke: {
              src: 'command',
              input: refetchInput,
              onDone: {
                target: 'resting',
                // Only an answer is kept: a failure leaves the thank_you step as it is (no error shown).
                actions: assign(({ event }) =>
                  event.output.ok && event.output.result ? withInfo(event.output.result) : {},
                ),
              },
              onError: { target: 'resting' },
            },
          },
        },
      },
      next: {
        always: [
          { guard: 'nextIsCommand', target: 'working', actions: 'dequeue' },
          // A payment waits on its page (docs/decisions/0599): resumed when asked meanwhile, else waited on again.
          {
            guard: 'resumeAsked',
            target: 'placing',
            actions: assign({ isSubmitting: true, current: undefined }),
          },
          { guard: 'canPlaceNext', target: 'placing', actions: ['dequeue', 'preparePlace'] },
          { guard: 'nextIsPlace', target: 'next', reenter: true, actions: ['dequeue', 'rejectPlace'] },
          { guard: 'awaitsAction', target: 'awaitingAction', actions: assign({ current: undefined }) },
          { target: 'idle', actions: assign({ current: undefined }) },
        ],
      },
      working: {
        on: {
          // A request run while a payment waits on its page: the payment is resumed after it.
          'payment.resume': {
            guard: 'awaitsAction',
            actions: assign({
              placeWaiters: ({ context, event }) => [...context.placeWaiters, event.requestId],
            }),
          },
        },
        invoke: {
          src: 'command',
          input: ({ context }): CommandInput => ({
            command: isCommand(context.current) ? context.current.command : { type: 'checkout.refetch' },
            token: context.token,
            step: context.step,
            result: context.result,
            shippingMethods: context.shippingMethods,
            marketingPreselect: context.marketingPreselect,
            paymentMethodsFetched: context.paymentMethodsFetched,
            paymentMethodCodes: context.paymentMethods.map((m) => m.code),
            flags: context.flags,
          }),
          onDone: {
            target: 'next',
            actions: enqueueActions(({ context, event, enqueue }) => {
              const outcome = event.output;
              const command = isCommand(context.current) ? context.current.command : undefined;
              const requestIds = context.current ? [context.current.requestId] : [];
              // 001 §4: the clone's token is stored even when the fetch after it failed.
              if (outcome.cloned) {
                enqueue.assign({ token: outcome.cloned.checkoutToken, cloneError: false });
                enqueue.emit({ type: 'checkout.cloned', ...outcome.cloned });
              }
              // 001 §4: a change refused with the already-completed code moves to thank_you.
              const completedElsewhere = !outcome.ok && outcome.alreadyCompleted === true;
              if (outcome.result) {
                const result = outcome.result;
                enqueue.assign({ ...withInfo(result), fetchError: false });
                // The first answer places the shopper where the data allows (docs/decisions/0240).
                const current = context.result === undefined ? undefined : context.step;
                // 001 §2: the route's query step, asked for with the first fetch (docs/decisions/0500).
                const requested = command?.type === 'checkout.load' ? command.options.step : undefined;
                let step = stepAfterAnswer(context.layout, current, result, context.preview, requested);
                if (outcome.ok && command?.type === 'customer.save') step = stepAfterSave('customer', step);
                if (outcome.ok && command?.type === 'shipping.select')
                  step = stepAfterSave('shipping_method', step);
                if (outcome.ok && outcome.express)
                  step = stepAfterExpress(
                    context.step,
                    command?.type === 'express.approve' && command.atPaymentStep === true,
                  );
                if (completedElsewhere) step = THANK_YOU_STEP;
                moveTo(context, enqueue, step);
              } else if (completedElsewhere) moveTo(context, enqueue, THANK_YOU_STEP);
              if (!outcome.ok) {
                enqueue.assign({
                  error: outcome.error,
                  ...(outcome.fetchError ? { fetchError: true } : {}),
                  ...(outcome.cloneError ? { cloneError: true } : {}),
                });
                // 001 §4: a failed fetch or clone sets step contact_information.
                if (outcome.fetchError || outcome.cloneError) moveTo(context, enqueue, DEFAULT_STEP);
                // 001 §4: the already-completed code clears the cart data.
                if (completedElsewhere) {
                  enqueue.assign({ cartCleared: true });
                  enqueue.emit({ type: 'cart.clear', checkoutToken: context.token });
                }
                // docs/decisions/0247: the provider did not approve the offer's charge; it is open again.
                if (outcome.postPurchase)
                  enqueue.assign({ postPurchase: mergeOffer(context.postPurchase, outcome.postPurchase) });
                if (command?.type === 'shipping.load') enqueue.assign(NO_SHIPPING_METHODS);
                settle(enqueue, requestIds, { ok: false, error: outcome.error });
                return;
              }
              enqueue.assign({ error: undefined });
              if (outcome.shippingMethods)
                enqueue.assign({
                  shippingMethods: [...outcome.shippingMethods],
                  shippingMethodsFetched: true,
                  shippingMethodsCountry: command?.type === 'shipping.load' ? command.countryCode : undefined,
                  notShippableVariantIds: [...(outcome.notShippableVariantIds ?? [])],
                });
              if (outcome.paymentMethods)
                enqueue.assign({ paymentMethods: [...outcome.paymentMethods], paymentMethodsFetched: true });
              if (outcome.express)
                enqueue.assign({ paymentMethod: 'paypal-express', expressOrderId: outcome.expressOrderId });
              if (outcome.postPurchase) {
                const offer = mergeOffer(context.postPurchase, outcome.postPurchase);
                enqueue.assign({ postPurchase: offer });
                // docs/decisions/0247: a provider page for the offer's charge; the facade persists, then leaves.
                if (offer.status === 'requires_action' && offer.redirectUrl)
                  enqueue.emit({
                    type: 'payment.challenge',
                    challenge: providerPage(offer.redirectUrl, context),
                  });
              }
              if (command?.type === 'shipping.select')
                enqueue.assign({ selectedShippingMethod: command.code });
              // 001 §7 create-abandoned-checkout: once the contact step made the e-mail known, so the
              // platform can send the recover link of 001 §2 (docs/decisions/0163, 0580).
              if (command?.type === 'customer.save') {
                const email = abandonedCheckoutEmail(
                  outcome.result?.info.email ?? command.info.email,
                  context.abandonedEmail,
                  context.flags,
                );
                if (email !== undefined) {
                  enqueue.assign({ abandonedEmail: email });
                  notify(context, enqueue, { kind: 'abandonedCheckout', token: context.token });
                }
              }
              settle(enqueue, requestIds, { ok: true });
            }),
          },
          onError: {
            target: 'next',
            actions: enqueueActions(({ context, enqueue }) => {
              const error = catalogueError('request_error', 'checkout.something_went_wrong', 500);
              enqueue.assign({ error });
              if (isCommand(context.current) && context.current.command.type === 'shipping.load')
                enqueue.assign(NO_SHIPPING_METHODS);
              const requestIds = context.current ? [context.current.requestId] : [];
              settle(enqueue, requestIds, { ok: false, error });
            }),
          },
        },
      },
      placing: {
        on: {
          'order.place': {
            actions: assign({
              placeWaiters: ({ context, event }) => [...context.placeWaiters, event.requestId],
            }),
          },
        },
        invoke: {
          src: 'placeOrder',
          input: ({ context }) => context.pending as PlaceOrderInput,
          onDone: [
            {
              guard: ({ event }) => event.output.kind === 'completed',
              target: 'completing',
              actions: assign(({ event }) => ({
                accessKey: event.output.kind === 'completed' ? event.output.accessKey : undefined,
              })),
            },
            {
              guard: ({ event }) => event.output.kind === 'requires_action',
              target: 'awaitingAction',
              actions: enqueueActions(({ context, event, enqueue }) => {
                if (event.output.kind !== 'requires_action' || !context.pending) return;
                const challenge = paymentChallenge(
                  context.pending.method,
                  event.output.redirectUrl,
                  context.token,
                  event.output.page ?? context.challenge?.page ?? 'three_d_secure',
                );
                // Back from the page without finishing it: the same page again is shown, not re-entered.
                const repeated = context.challenge?.url === challenge.url;
                // The attempt the actor sent it under (docs/decisions/0660), finished by the confirm.
                const attempt = event.output.attempt ?? context.pending.attempt;
                enqueue.assign({
                  redirectUrl: event.output.redirectUrl,
                  challenge,
                  placeAttempt: attempt,
                  pending: { ...context.pending, stage: 'confirm', attempt },
                  isSubmitting: false,
                });
                // The verb settles now: the order is finalised after the shopper's return (`payment.resume`).
                // A shopper reads a text, never the code (001 §8; docs/decisions/0631): the page is
                // not finished yet, whether just opened or found still open by a resume.
                settle(enqueue, context.placeWaiters, {
                  ok: false,
                  error: {
                    ...catalogueError('payment_requires_action', 'checkout.payment_not_finished'),
                    redirectUrl: event.output.redirectUrl,
                    challenge,
                  },
                });
                enqueue.assign({ placeWaiters: [] });
                enqueue.emit({ type: 'payment.challenge', challenge, ...(repeated ? { repeated } : {}) });
              }),
            },
            {
              guard: ({ event }) =>
                event.output.kind === 'failed' && event.output.action === 'already_completed',
              target: 'completing',
              // 001 §8: the authorisation fails without retry, with the code's text; `complete` settles it.
              actions: assign(({ event }) => ({
                error: event.output.kind === 'failed' ? failedError(event.output.failure) : undefined,
              })),
            },
            {
              guard: ({ event }) => event.output.kind === 'failed' && event.output.action === 'refetch',
              target: 'refreshing',
              actions: assign(({ context, event }) => ({
                error: event.output.kind === 'failed' ? failedError(event.output.failure) : undefined,
                // `refreshed` raises it past the attempt the actor sent (docs/decisions/0660).
                placeAttempt:
                  event.output.kind === 'failed'
                    ? (event.output.attempt ?? context.placeAttempt)
                    : context.placeAttempt,
              })),
            },
            {
              target: 'next',
              actions: enqueueActions(({ context, event, enqueue }) => {
                if (event.output.kind !== 'failed') return;
                const error = failedError(event.output.failure);
                // docs/decisions/0242: the attempt rises after a refused payment, never after a
                // time-out or a lost answer, so paying again reuses its idempotency keys.
                const refused = event.output.action !== 'unknown';
                // The attempt the actor sent it under: above this page's when another spent it (0660).
                const attempt = event.output.attempt ?? context.placeAttempt;
                // docs/decisions/0638: an order refused for a line that cannot ship names it.
                const notShippable = refusedVariantIds(event.output.failure);
                enqueue.assign({
                  ...(notShippable ? { notShippableVariantIds: notShippable } : {}),
                  error,
                  pending: undefined,
                  redirectUrl: undefined,
                  challenge: undefined,
                  isSubmitting: false,
                  placeAttempt: refused ? attempt + 1 : attempt,
                  placeWaiters: [],
                });
                settle(enqueue, context.placeWaiters, { ok: false, error });
              }),
            },
          ],
          onError: {
            target: 'next',
            actions: enqueueActions(({ context, enqueue }) => {
              const error = catalogueError('request_error', 'checkout.something_went_wrong', 500);
              enqueue.assign({
                error,
                pending: undefined,
                redirectUrl: undefined,
                challenge: undefined,
                isSubmitting: false,
                placeWaiters: [],
              });
              settle(enqueue, context.placeWaiters, { ok: false, error });
            }),
          },
        },
      },
      awaitingAction: {
        // docs/decisions/0599: the shopper back from the page unfinished may still change the
        // checkout; queued requests run, and the payment waits on its page again after them.
        always: { guard: ({ context }) => context.queue.length > 0, target: 'next' },
        on: {
          'payment.resume': {
            target: 'placing',
            actions: assign(({ context, event }) => ({
              placeWaiters: [...context.placeWaiters, event.requestId],
              isSubmitting: true,
              current: undefined,
            })),
          },
          'order.place': {
            // The shopper gave up the redirect and pays again: a new attempt.
            target: 'next',
            actions: [
              assign(({ context }) => ({
                pending: undefined,
                redirectUrl: undefined,
                challenge: undefined,
                placeAttempt: context.placeAttempt + 1,
              })),
              'enqueue',
            ],
          },
        },
      },
      completing: {
        invoke: {
          src: 'command',
          input: refetchInput,
          onDone: {
            target: 'next',
            actions: {
              type: 'complete',
              params: ({ event }) => ({ result: event.output.ok ? event.output.result : undefined }),
            },
          },
          onError: { target: 'next', actions: { type: 'complete', params: { result: undefined } } },
        },
      },
      refreshing: {
        invoke: {
          src: 'command',
          input: refetchInput,
          onDone: {
            target: 'next',
            actions: {
              type: 'refreshed',
              params: ({ event }) => ({ result: event.output.ok ? event.output.result : undefined }),
            },
          },
          onError: { target: 'next', actions: { type: 'refreshed', params: { result: undefined } } },
        },
      },
    },
  });
}

/**
 * The checkout machine (001 §4; steps and transitions: docs/decisions/0240).
 *
 * @remarks
 * - Requests (`checkout.load`, `customer.save`, `shipping.load`, `shipping.select`, `payment.load`,
 *   `coupon.apply`, `coupon.remove`, `express.approve`, `checkout.refetch`) run one at a time
 *   through the `command` actor; later ones wait in the queue. Each settles with
 *   `checkout.settled` and its `requestId`.
 * - `order.place` runs `placeOrder` (docs/decisions/0242: one order per checkout); a second
 *   `order.place` while one runs joins it. Completion refetches, moves to thank_you, stores the
 *   access key, marks the order just completed and emits `cart.clear` and `order.completed`.
 *   When that refetch fails, the order's info is fetched again while idle, after 1, 2, 4, 8 and
 *   16 s, until it names the order (`awaitsOrderInfo`, `selectCompletedOrder`).
 * - A 3-D Secure or provider page parks the machine in `awaitingAction` with the pending payment;
 *   `payment.resume` (after the shopper came back, usually from a restored snapshot) confirms it.
 *   Requests sent meanwhile run, and the payment waits again after them (docs/decisions/0599).
 * - Beside the queue, never awaited (`notify` children, docs/decisions/0580): purchase-complete
 *   once after the order completes, create-abandoned-checkout when a contact save makes the e-mail
 *   known or changes it.
 */
export const checkoutMachine = /* @__PURE__ */ checkoutMachineWith();

/** The id of the `notify` child an `xstate.done.actor.…` or `xstate.error.actor.…` event names. */
function notifyChildId(type: string): string {
  return type.slice(type.indexOf('notify.'));
}

/** The offer after a request: the new status, the known total, a provider page only while waiting on it. */
function mergeOffer(previous: PostPurchaseState | undefined, next: PostPurchaseState): PostPurchaseState {
  const total = next.total ?? previous?.total;
  return {
    status: next.status,
    ...(total === undefined ? {} : { total }),
    ...(next.status === 'requires_action' && next.redirectUrl ? { redirectUrl: next.redirectUrl } : {}),
  };
}

/** The provider page of a post-purchase charge: always left for, back on the checkout page (0247). */
function providerPage(url: string, context: CheckoutContext): PaymentChallenge {
  const method = context.result?.info.authorized_payment_method ?? context.result?.info.payment_method ?? '';
  return paymentChallenge({ code: method }, url, context.token, 'provider');
}

/** What a refused payment or order failed with. */
type PlaceFailure = Parameters<typeof paymentError>[0];

/** The error shown for a refused payment or order (001 §8). */
function failedError(failure: PlaceFailure): CheckoutError {
  const named = failure.kind === 'http' && failure.errorCode ? namedCodeError(failure.errorCode) : undefined;
  return named ?? paymentError(failure);
}
