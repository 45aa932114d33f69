import type { Cart } from '@vitrine/api-client';
import type { NotificationInput } from '@vitrine/core-shop';
import type { cartLogMessages } from '@vitrine/messages';
import { type NavigationIntent, notProvided, type MachineImplementations } from '@vitrine/ports';
import { assign, enqueueActions, fromCallback, fromPromise, setup } from 'xstate';
import type {
  CartAnswerOutcome,
  CartCallOutcome,
  CartFailureReason,
  FetchCartInput,
  MutateCartInput,
  TokenOutcome,
} from './cart.actors';
import { GO_TO_CHECKOUT_DELAY_MS, MAX_RESYNC_ATTEMPTS, RESYNC_DELAY_MS } from './cart.constants';
import type { CartContext, CartEmitted, CartEvent, CartInput } from './cart.machine.types';
import { type MutationEvent, mutationFromEvent, settlingIds } from './cart.mutations';
import { EMPTY_CART, enqueue, projectCart, survivesReset, toCartRequest } from './cart.optimistic';
import { afterAddOutcome } from './cart.rules';
import type { CartAnswerExtra, CartError, CartResult } from './cart.types';
import { cartError, MUTATION_ERROR_CODES } from './cart-error';

const creationFailed = cartError('create_token_failed');

/** The checkout token a cart answer carries, if any (the platform sends it beside the lines). */
const checkoutTokenOf = (cart: Cart): string | undefined =>
  typeof cart.checkout_token === 'string' ? cart.checkout_token : undefined;

/** The notification of a refused change: the server's text when it gave one, else the catalogue's (0223). */
const errorNotice = (error: CartError): NotificationInput => ({
  type: 'error',
  message: error.serverMessage ? { text: error.serverMessage } : { id: error.message },
});

/**
 * Settles every request of `requestIds` with `result` (the facade's verbs wait on `cart.settled`):
 * `run` is the `enqueue` of an `enqueueActions`.
 */
function settle(
  run: { emit(event: CartEmitted): void },
  requestIds: readonly string[],
  result: CartResult,
): void {
  for (const requestId of requestIds) run.emit({ type: 'cart.settled', requestId, result });
}

/** An actor's output in a branch whose guard found it a success (the branch before took failures). */
const succeeded = <T extends { readonly ok: boolean }>(output: T) =>
  output as Extract<T, { readonly ok: true }>;
/** An actor's output in a branch reached only by a failure (the branches before took successes). */
const failed = <T extends { readonly ok: boolean }>(output: T) =>
  output as Extract<T, { readonly ok: false }>;

/** Where 'page' after an add leads (000 §4 Product page "'page' goes to /cart"). */
const CART_PAGE: NavigationIntent = { type: 'route', route: 'cart' };

/** Where go-to-checkout leads (001 §2 `/checkouts/{token}?step=`). */
const checkoutIntent = (token: string, step: string | undefined): NavigationIntent => ({
  type: 'route',
  route: 'checkout',
  params: { token },
  ...(step === undefined ? {} : { query: { step } }),
});

/** Parameters of the `log` action: a 000 §8 log line and the error behind it. */
export interface LogParams {
  readonly messageId: keyof typeof cartLogMessages;
  readonly error: CartError;
}

/** Parameters of the `storeTokens` action (`undefined` forgets them). */
export interface TokenParams {
  readonly cartToken: string | undefined;
  readonly checkoutToken: string | undefined;
}

/** Parameters of the `forgetTokens` action: the cart whose stored tokens go (if still stored). */
export interface ForgetParams {
  readonly cartToken: string | undefined;
}

/** Parameters of the `announce` action: the cart the other tabs should look at. */
export interface AnnounceParams {
  readonly cartToken: string;
  readonly checkoutToken: string;
}

/** The cart's port actions and their parameters (provided by `cartLogic`). */
interface PortActions {
  readonly storeTokens: TokenParams;
  readonly forgetTokens: ForgetParams;
  readonly navigate: { readonly intent: NavigationIntent };
  readonly announce: AnnounceParams;
  readonly log: LogParams;
}

/**
 * A port action for `enqueue` inside `setup`'s own actions, which XState cannot type against
 * their sibling actions; the name and parameters are checked here instead.
 */
const port = <K extends keyof PortActions>(type: K, params: PortActions[K]): never =>
  ({ type, params }) as never;

/** The actors of {@link cartMachine} until a host provides them. */
const cartActorDefaults = () => ({
  // What a host must provide (`cartLogic` does): the one default of `@vitrine/ports` rejects,
  // and each state's `onError` turns that into the cart's error value.
  createToken: fromPromise<TokenOutcome>(notProvided('createToken')),
  fetchCart: fromPromise<CartAnswerOutcome, FetchCartInput>(notProvided('fetchCart')),
  mutateCart: fromPromise<CartCallOutcome, MutateCartInput>(notProvided('mutateCart')),
  listenToTabs: fromCallback<CartEvent>(() => undefined),
});

/** What {@link cartMachineWith} takes in place of the defaults. */
export type CartImplementations = MachineImplementations<
  ReturnType<typeof cartActorDefaults>,
  { readonly [K in keyof PortActions]: (args: unknown, params: PortActions[K]) => void }
>;

/**
 * Builds {@link cartMachine} with `impl`'s actors and port actions in place of the defaults: one
 * `StateMachine`, where `.provide(impl)` built a second one (docs/decisions/0550).
 */
export function cartMachineWith(impl: CartImplementations = {}) {
  return setup({
    types: {
      context: {} as CartContext,
      events: {} as CartEvent,
      input: {} as CartInput,
      emitted: {} as CartEmitted,
    },
    actors: { ...cartActorDefaults(), ...impl.actors },
    delays: { goToCheckoutDelay: GO_TO_CHECKOUT_DELAY_MS, resyncDelay: RESYNC_DELAY_MS },
    guards: {
      needsToken: ({ context }) =>
        context.cartToken === undefined &&
        (context.queue.length > 0 || context.fetchRequested || context.checkoutRequest !== undefined),
      hasQueued: ({ context }) => context.queue.length > 0,
      wantsCheckout: ({ context }) => context.checkoutRequest !== undefined,
      wantsFetch: ({ context }) => context.fetchRequested,
      shouldResync: ({ context }) => context.stale && context.resyncAttempts < MAX_RESYNC_ATTEMPTS,
      hasWork: ({ context }) =>
        context.queue.length > 0 || context.fetchRequested || context.checkoutRequest !== undefined,
    },
    actions: {
      // Port side effects: no-ops unless provided (`cartLogic` provides them with the host's ports).
      storeTokens: (args, params: TokenParams) => impl.actions?.storeTokens?.(args, params),
      forgetTokens: (args, params: ForgetParams) => impl.actions?.forgetTokens?.(args, params),
      navigate: (args, params: { readonly intent: NavigationIntent }) =>
        impl.actions?.navigate?.(args, params),
      announce: (args, params: AnnounceParams) => impl.actions?.announce?.(args, params),
      log: (args, params: LogParams) => impl.actions?.log?.(args, params),
      enqueueMutation: enqueueActions(({ context, event, enqueue: run }) => {
        const id = ('requestId' in event ? event.requestId : undefined) ?? `r${context.seq}`;
        const built = mutationFromEvent(context.cart, event as MutationEvent, id);
        if ('error' in built) {
          run.assign({ seq: context.seq + 1, error: built.error });
          settle(run, [id], { ok: false, error: built.error });
          return;
        }
        const queue = enqueue(context.queue, built.mutation);
        run.assign({
          seq: context.seq + 1,
          queue,
          cart: projectCart(context.server, context.inFlight, queue),
        });
      }),

      startMutation: assign(({ context }) => ({ inFlight: context.queue[0], queue: context.queue.slice(1) })),

      confirmMutation: enqueueActions(
        (
          { context, enqueue: run },
          params: { cart: Cart | undefined; extra: CartAnswerExtra | undefined },
        ) => {
          const mutation = context.inFlight;
          const server = params.cart ?? context.server;
          run.assign({
            server,
            extra: params.extra ?? context.extra,
            inFlight: undefined,
            cart: projectCart(server, undefined, context.queue),
            error: undefined,
            checkoutToken: (params.cart && checkoutTokenOf(params.cart)) ?? context.checkoutToken,
            // A cart answer is the server's truth, as a fetch's is (the same envelope): it sets the
            // ready flag too (000 §4 Cart "set once, after the first successful fetch"). A change
            // that needed no call brought no cart: before the first, the cart is fetched.
            ...(params.cart
              ? { stale: false, resyncAttempts: 0, ready: true }
              : context.ready
                ? {}
                : { fetchRequested: true }),
          });
          if (!mutation) return;
          settle(run, settlingIds(mutation), { ok: true, cart: server });
          if (params.cart && context.cartToken && context.checkoutToken) {
            run(port('announce', { cartToken: context.cartToken, checkoutToken: context.checkoutToken }));
          }
          if (mutation.kind !== 'add') return;
          run.emit({
            type: 'cart.added',
            variantId: String(mutation.line.variant_id),
            quantity: mutation.line.qty,
            properties: mutation.line.properties ?? [],
          });
          // 000 §4 Product page: the cart setting decides what follows an add; buy now goes to checkout.
          const outcome = afterAddOutcome(context.afterAdd, mutation.buyNow);
          run.emit({ type: 'cart.afterAdd', outcome });
          if (outcome === 'checkout') {
            run.assign({
              checkoutRequest: { step: undefined, requestIds: context.checkoutRequest?.requestIds ?? [] },
              // Buy now goes to checkout: a cart page an earlier add of the burst put off is not due.
              cartPageOwed: false,
            });
          }
          // One navigation for a burst of adds (0184): the last one leads to the cart page, or, if
          // it fails, the one that worked (0601; the mini cart stays shut meanwhile: 'page' never opens it).
          else if (outcome === 'cart-page') {
            if (context.queue.some((next) => next.kind === 'add')) run.assign({ cartPageOwed: true });
            else {
              run.assign({ cartPageOwed: false });
              run(port('navigate', { intent: CART_PAGE }));
            }
          } else run.assign({ miniCartOpen: true });
        },
      ),

      rollBackMutation: enqueueActions(
        ({ context, enqueue: run }, params: { error: CartError | undefined }) => {
          const mutation = context.inFlight;
          if (!mutation) return;
          const error = params.error ?? cartError(MUTATION_ERROR_CODES[mutation.kind]);
          run.assign({
            inFlight: undefined,
            cart: projectCart(context.server, undefined, context.queue),
            error,
            // The server may have applied it after all (an answer lost on the way): learn the truth.
            fetchRequested: true,
            stale: true,
            resyncAttempts: 0,
          });
          settle(run, settlingIds(mutation), { ok: false, error });
          run.emit({ type: 'notify', notification: errorNotice(error) });
          // A failed add leads nowhere, but an earlier add of its burst did work (000 §4 Product page,
          // 0184): the cart page it put off is due once no add is left.
          if (context.cartPageOwed && !context.queue.some((next) => next.kind === 'add')) {
            run.assign({ cartPageOwed: false });
            run(port('navigate', { intent: CART_PAGE }));
          }
        },
      ),

      // 000 §4 Cart: CHECKOUT_CART_COMPLETED clears the cart and makes a new token. Queued adds
      // carry on in the new cart; changes aimed at the old cart's lines settle with the error.
      // The shopper is told (0223) unless it is the cart of the order this tab just completed.
      resetCart: enqueueActions(
        ({ context, enqueue: run }, params: { reason: CartFailureReason; error: CartError }) => {
          const pending = context.inFlight ? [context.inFlight, ...context.queue] : [...context.queue];
          const kept = pending.filter(survivesReset);
          const completed = params.reason === 'completed' ? cartError('cart_completed') : undefined;
          const expected =
            context.completedCheckout !== undefined && context.completedCheckout === context.checkoutToken;
          const error = expected ? undefined : completed;
          const dropped: CartResult = { ok: false, error: completed ?? params.error };
          for (const mutation of pending.filter((m) => !survivesReset(m))) {
            settle(run, settlingIds(mutation), dropped);
          }
          run.assign({
            cartToken: undefined,
            checkoutToken: undefined,
            server: EMPTY_CART,
            extra: undefined,
            inFlight: undefined,
            queue: kept,
            cart: projectCart(EMPTY_CART, undefined, kept),
            error,
            completedCheckout: undefined,
            fetchRequested: false,
            stale: false,
            resyncAttempts: 0,
            // The adds that worked went to the cart that is gone.
            cartPageOwed: false,
          });
          // Forgotten before `createToken` runs, so it creates a cart instead of re-reading these;
          // only if they are still this cart's: a newer cart another tab stored is joined instead
          // (0180 "the old tokens are removed", 0183 "a cart another tab stored meanwhile is joined").
          run(port('forgetTokens', { cartToken: context.cartToken }));
          if (error)
            run.emit({ type: 'notify', notification: { type: 'info', message: { id: error.message } } });
        },
      ),

      adoptTokens: enqueueActions(
        ({ context, enqueue: run }, params: { cartToken: string; checkoutToken: string }) => {
          const tokens = { cartToken: params.cartToken, checkoutToken: params.checkoutToken };
          run.assign({ ...tokens, fetchRequested: false });
          run(port('storeTokens', tokens));
          // After a reset, tell the other tabs about the new cart (a first cart is not announced, 0183).
          if (context.ready && tokens.cartToken && tokens.checkoutToken) run(port('announce', tokens));
        },
      ),

      failAll: enqueueActions(({ context, enqueue: run }, params: { error: CartError }) => {
        const result: CartResult = { ok: false, error: params.error };
        for (const mutation of context.queue) settle(run, settlingIds(mutation), result);
        settle(run, context.checkoutRequest?.requestIds ?? [], result);
        run(port('log', { messageId: 'log.create_cart_token_error', error: params.error }));
        if (!context.ready) run(port('log', { messageId: 'log.init_cart_error', error: params.error }));
        run.assign({
          queue: [],
          cart: projectCart(context.server, undefined, []),
          error: params.error,
          fetchRequested: false,
          checkoutRequest: undefined,
        });
      }),

      startFetch: assign({ fetchRequested: false }),

      acceptCart: assign(({ context }, params: { cart: Cart; extra: CartAnswerExtra | undefined }) => ({
        server: params.cart,
        extra: params.extra,
        cart: projectCart(params.cart, context.inFlight, context.queue),
        ready: true,
        stale: false,
        resyncAttempts: 0,
        checkoutToken: checkoutTokenOf(params.cart) ?? context.checkoutToken,
        error:
          context.error?.code === 'fetch_failed' || context.error?.code === 'create_token_failed'
            ? undefined
            : context.error,
      })),

      fetchFailed: enqueueActions(({ context, enqueue: run }, params: { error: CartError }) => {
        // While resyncing after a failed change, that change's error stays the one shown.
        run.assign({ error: context.stale ? (context.error ?? params.error) : params.error });
        run(port('log', { messageId: 'log.fetch_cart_error', error: params.error }));
        if (!context.ready) run(port('log', { messageId: 'log.init_cart_error', error: params.error }));
      }),

      requestCheckout: enqueueActions(({ context, event, enqueue: run }) => {
        if (event.type !== 'cart.checkout') return;
        const requestIds = [...(context.checkoutRequest?.requestIds ?? [])];
        if (event.requestId !== undefined) requestIds.push(event.requestId);
        run.assign({ checkoutRequest: { step: event.step, requestIds } });
      }),

      navigateToCheckout: enqueueActions(({ context, enqueue: run }) => {
        const request = context.checkoutRequest;
        run.assign({ checkoutRequest: undefined });
        const result: CartResult = context.checkoutToken
          ? { ok: true, cart: context.cart }
          : { ok: false, error: cartError('fetch_failed') };
        if (context.checkoutToken) {
          run(port('navigate', { intent: checkoutIntent(context.checkoutToken, request?.step) }));
        }
        settle(run, request?.requestIds ?? [], result);
      }),
    },
  }).createMachine({
    id: 'cart',
    context: ({ input }) => ({
      cartToken: input?.cartToken || undefined,
      checkoutToken: input?.checkoutToken || undefined,
      server: EMPTY_CART,
      cart: EMPTY_CART,
      extra: undefined,
      inFlight: undefined,
      queue: [],
      ready: false,
      error: undefined,
      discountCode: undefined,
      completedCheckout: undefined,
      // 000 §4 Cart: the cart is fetched on start (or created first when no token is stored).
      fetchRequested: input?.fetchOnStart ?? true,
      checkoutRequest: undefined,
      miniCartOpen: false,
      cartPageOwed: false,
      stale: false,
      resyncAttempts: 0,
      afterAdd: input?.afterAdd,
      source: input?.source,
      display: input?.display,
      seq: 1,
    }),
    invoke: { id: 'listenToTabs', src: 'listenToTabs' },
    initial: 'idle',
    on: {
      'cart.add': { actions: 'enqueueMutation' },
      'cart.buyNow': { actions: 'enqueueMutation' },
      'line.update': { actions: 'enqueueMutation' },
      'lines.update': { actions: 'enqueueMutation' },
      'line.remove': { actions: 'enqueueMutation' },
      'cart.clear': { actions: 'enqueueMutation' },
      'cart.fetch': {
        actions: assign(({ context, event }) => ({
          fetchRequested: true,
          discountCode: event.discountCode ?? context.discountCode,
          completedCheckout: event.completedCheckout ?? context.completedCheckout,
        })),
      },
      'cart.checkout': { actions: 'requestCheckout' },
      // Another tab changed its cart (0183): join it if its tokens differ, and refetch. Tokens the
      // host joins here (the sdk's adoptCart: a recovered checkout's cart) are a change of cart
      // made in this tab: the other tabs are told, as of a reset's new cart (0183, 0180).
      'cart.sync': {
        actions: enqueueActions(({ context, event, enqueue: run }) => {
          const tokens = { cartToken: event.cartToken, checkoutToken: event.checkoutToken };
          if (tokens.cartToken !== context.cartToken || tokens.checkoutToken !== context.checkoutToken) {
            run.assign(tokens);
            run(port('storeTokens', tokens));
            if (!event.fromTab && tokens.cartToken && tokens.checkoutToken) run(port('announce', tokens));
          }
          run.assign({ fetchRequested: true });
        }),
      },
      'miniCart.open': { actions: assign({ miniCartOpen: true }) },
      'miniCart.close': { actions: assign({ miniCartOpen: false }) },
      'error.dismiss': { actions: assign({ error: undefined }) },
      'cart.configure': {
        actions: assign(({ context, event }) => ({
          afterAdd: event.afterAdd === undefined ? context.afterAdd : event.afterAdd,
          source: event.source ?? context.source,
          display: event.display === undefined ? context.display : (event.display ?? undefined),
        })),
      },
    },
    states: {
      idle: {
        always: [
          { guard: 'needsToken', target: 'creatingToken' },
          { guard: 'hasQueued', target: 'mutating', actions: 'startMutation' },
          { guard: 'wantsCheckout', target: 'goingToCheckout' },
          { guard: 'wantsFetch', target: 'fetching', actions: 'startFetch' },
        ],
      },

      creatingToken: {
        invoke: {
          id: 'createToken',
          src: 'createToken',
          onDone: [
            {
              guard: ({ event }) => event.output.ok,
              target: 'fetching',
              actions: { type: 'adoptTokens', params: ({ event }) => succeeded(event.output) },
            },
            {
              target: 'idle',
              actions: { type: 'failAll', params: ({ event }) => failed(event.output) },
            },
          ],
          onError: { target: 'idle', actions: { type: 'failAll', params: { error: creationFailed } } },
        },
      },

      fetching: {
        invoke: {
          id: 'fetchCart',
          src: 'fetchCart',
          input: ({ context }) => ({
            cartToken: context.cartToken ?? '',
            discountCode: context.discountCode,
          }),
          onDone: [
            {
              guard: ({ event }) => event.output.ok,
              target: 'idle',
              actions: { type: 'acceptCart', params: ({ event }) => succeeded(event.output) },
            },
            {
              guard: ({ event }) => !event.output.ok && event.output.reason !== 'failed',
              target: 'creatingToken',
              actions: { type: 'resetCart', params: ({ event }) => failed(event.output) },
            },
            {
              // After a failed change the cart may differ from the server's: try again, later (0181).
              guard: 'shouldResync',
              target: 'resyncWaiting',
              actions: [
                { type: 'fetchFailed', params: ({ event }) => failed(event.output) },
                assign(({ context }) => ({ resyncAttempts: context.resyncAttempts + 1 })),
              ],
            },
            {
              target: 'idle',
              actions: { type: 'fetchFailed', params: ({ event }) => failed(event.output) },
            },
          ],
          onError: {
            target: 'idle',
            actions: { type: 'fetchFailed', params: { error: cartError('fetch_failed') } },
          },
        },
      },

      mutating: {
        invoke: {
          id: 'mutateCart',
          src: 'mutateCart',
          input: ({ context }) => {
            const mutation = context.inFlight!;
            return {
              cartToken: context.cartToken ?? '',
              request: toCartRequest(mutation, context.server),
              errorCode: MUTATION_ERROR_CODES[mutation.kind],
              source: context.source,
            };
          },
          onDone: [
            {
              guard: ({ event }) => event.output.ok,
              target: 'idle',
              actions: { type: 'confirmMutation', params: ({ event }) => succeeded(event.output) },
            },
            {
              guard: ({ event }) => !event.output.ok && event.output.reason !== 'failed',
              target: 'creatingToken',
              actions: { type: 'resetCart', params: ({ event }) => failed(event.output) },
            },
            {
              target: 'idle',
              actions: { type: 'rollBackMutation', params: ({ event }) => failed(event.output) },
            },
          ],
          onError: { target: 'idle', actions: { type: 'rollBackMutation', params: { error: undefined } } },
        },
      },

      resyncWaiting: {
        always: { guard: 'hasWork', target: 'idle' },
        after: { resyncDelay: { target: 'idle', actions: assign({ fetchRequested: true }) } },
      },

      goingToCheckout: {
        after: {
          goToCheckoutDelay: [
            // Never leave with changes unsent: drain the queue, then wait again.
            { guard: 'hasQueued', target: 'idle' },
            { target: 'idle', actions: 'navigateToCheckout' },
          ],
        },
      },
    },
  });
}

/**
 * The cart machine (000 §4 Cart, §4 Product page after-add, §7 Cart).
 *
 * @remarks
 * - Starts by fetching the cart; without a token, `createToken` first takes the stored tokens or
 *   creates a cart (single-flight across tabs, docs/decisions/0220). An unknown token is treated
 *   as absent. The ready flag is set once, after the first successful fetch (a change's answer,
 *   the server's cart too, counts; docs/decisions/0601).
 * - Mutations (`cart.add`, `cart.buyNow`, `line.update`, `lines.update`, `line.remove`,
 *   `cart.clear`) are applied optimistically at once and sent one at a time, in order; a failed
 *   one is rolled back and the cart refetched (docs/decisions/0181); if that refetch fails too,
 *   it is retried after `resyncDelay` (1000 ms), at most 3 times. Each settles with a
 *   `cart.settled` event carrying its request id and result. An add below 1 is refused before
 *   any call (issue 16); an update below 1 removes the line; a line above 9 999 is refused before
 *   any call too (`MAX_LINE_QUANTITY`, docs/decisions/0261).
 * - CHECKOUT_CART_COMPLETED clears the cart and makes a new token; queued adds carry on in the
 *   new cart. The shopper is told (an `info` notification, docs/decisions/0223), unless the cart
 *   is the one of the order this tab completed (`cart.fetch` with `completedCheckout`).
 * - `cart.checkout` waits for the queue to drain, then `goToCheckoutDelay` (500 ms), then calls
 *   the `navigate` action with the checkout route intent.
 * - Port side effects are named actions with no-op defaults, provided by `cartLogic`:
 *   `storeTokens`, `forgetTokens` (only if still stored), `navigate`, `announce` (other tabs),
 *   `log` (000 §8). The root invokes `listenToTabs`, which turns other tabs' messages into
 *   `cart.sync` (`fromTab`); a host's own `cart.sync` (joining another cart) is told to the
 *   other tabs.
 *
 * Provide the real actors and actions with `cartLogic(options)`; `createCart` starts it and wraps
 * it in the facade.
 *
 * @example
 * ```ts
 * import { createActor } from 'xstate';
 *
 * const actor = createActor(cartLogic({ transport, ports }), { input: {} }).start();
 * actor.send({ type: 'cart.add', line: { variant_id: 7, qty: 1 } });
 * ```
 */
export const cartMachine = /* @__PURE__ */ cartMachineWith();

/** The cart machine's logic type. */
export type CartMachine = typeof cartMachine;
