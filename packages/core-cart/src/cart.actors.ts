import {
  type ApiFailure,
  type ApiResult,
  cartCreate,
  cartDelete,
  cartGet,
  cartUpdate,
  cartUpdateMultiple,
  type Transport,
  type Cart as WireCart,
} from '@vitrine/api-client';
import {
  type Channel,
  createMemoryLock,
  type LockPort,
  type StoragePort,
  typedChannel,
} from '@vitrine/ports';
import { fromCallback, fromPromise } from 'xstate';
import { type CartChannelMessage, isCartChannelMessage } from './cart.channel';
import {
  CART_CHANNEL_NAME,
  CART_CREATE_LOCK_NAME,
  CART_CREATE_SETTLE_MS,
  CART_ITEM_NOT_FOUND,
  CART_NOT_FOUND,
  CART_TOKEN_STORAGE_KEY,
  CHECKOUT_TOKEN_STORAGE_KEY,
} from './cart.constants';
import type { CartEvent } from './cart.machine.types';
import type { CartRequest } from './cart.optimistic';
import { isCartCompletedCode } from './cart.rules';
import type { CartAnswerExtra, CartError, CartErrorCode, CartPorts } from './cart.types';
import { cartError } from './cart-error';

/**
 * The tokens of the cart to use (stored by this or another tab, or newly created), or why
 * creation failed.
 * @internal
 */
export type TokenOutcome =
  | { readonly ok: true; readonly cartToken: string; readonly checkoutToken: string }
  | { readonly ok: false; readonly error: CartError };

/**
 * Why a cart call failed, as the machine reacts to it: `completed` (CHECKOUT_CART_COMPLETED:
 * clear the cart, make a new token), `unknown_token` (the server does not know the token: make
 * a new one), `failed` (anything else: roll back).
 * @internal
 */
export type CartFailureReason = 'completed' | 'unknown_token' | 'failed';

/**
 * The answer of a cart call the server answered: the cart and the envelope's extra fields, or the
 * error with its reason.
 * @internal
 */
export type CartAnswerOutcome =
  | { readonly ok: true; readonly cart: WireCart; readonly extra: CartAnswerExtra | undefined }
  | { readonly ok: false; readonly reason: CartFailureReason; readonly error: CartError };

/**
 * The answer of a cart change: as {@link CartAnswerOutcome}, or no cart (`undefined`) when nothing
 * had to be sent.
 * @internal
 */
export type CartCallOutcome =
  | CartAnswerOutcome
  | { readonly ok: true; readonly cart: undefined; readonly extra: undefined };

/** Input of the `fetchCart` actor. @internal */
export interface FetchCartInput {
  readonly cartToken: string;
  readonly discountCode: string | undefined;
}

/** Input of the `mutateCart` actor: the resolved request and the error code its failure gets. @internal */
export interface MutateCartInput {
  readonly cartToken: string;
  readonly request: CartRequest;
  readonly errorCode: CartErrorCode;
  readonly source: string | undefined;
}

function failureReason(failure: ApiFailure): CartFailureReason {
  if (failure.kind !== 'http') return 'failed';
  if (isCartCompletedCode(failure.errorCode)) return 'completed';
  return failure.errorCode === CART_NOT_FOUND ? 'unknown_token' : 'failed';
}

interface CartEnvelope {
  readonly result: WireCart;
  readonly price_rule?: unknown;
  readonly overrided_manual_discount_type?: string | null | undefined;
  readonly error_code?: string | null | undefined;
}

/** Whether the server refused a change because a line it names is gone (another tab removed it). */
const isLineGone = (failure: ApiFailure): boolean =>
  failure.kind === 'http' && failure.errorCode === CART_ITEM_NOT_FOUND;

/**
 * The error of a failed cart call. A quantity change of a line that is gone is `line_not_found`
 * with the catalogue's text (docs/decisions/0181, 0184), not the server's developer words.
 */
function failureError(failure: ApiFailure, errorCode: CartErrorCode): CartError {
  if (errorCode !== 'update_failed' || !isLineGone(failure)) return cartError(errorCode, failure);
  const { serverMessage: _developerText, ...error } = cartError('line_not_found', failure);
  return error;
}

function cartOutcome(result: ApiResult<CartEnvelope>, errorCode: CartErrorCode): CartAnswerOutcome {
  if (!result.ok) {
    return {
      ok: false,
      reason: failureReason(result.failure),
      error: failureError(result.failure, errorCode),
    };
  }
  const { result: cart, price_rule, overrided_manual_discount_type, error_code } = result.data;
  // 000 §4 Cart: the code may also come inside a 200 answer's envelope.
  if (isCartCompletedCode(error_code)) {
    return {
      ok: false,
      reason: 'completed',
      error: { ...cartError(errorCode), serverCode: error_code ?? '' },
    };
  }
  return { ok: true, cart, extra: { price_rule, overrided_manual_discount_type, error_code } };
}

/** The tokens in storage, when both are there. */
function storedTokens(storage: StoragePort): Extract<TokenOutcome, { ok: true }> | undefined {
  const cartToken = storage.get(CART_TOKEN_STORAGE_KEY);
  const checkoutToken = storage.get(CHECKOUT_TOKEN_STORAGE_KEY);
  return cartToken && checkoutToken ? { ok: true, cartToken, checkoutToken } : undefined;
}

/**
 * Stores (or, with `undefined`, forgets) the cart and checkout tokens (000 §3 Cart: "both kept
 * locally").
 * @internal
 */
export function storeTokens(
  storage: StoragePort,
  cartToken: string | undefined,
  checkoutToken: string | undefined,
): void {
  if (cartToken) storage.set(CART_TOKEN_STORAGE_KEY, cartToken);
  else storage.remove(CART_TOKEN_STORAGE_KEY);
  if (checkoutToken) storage.set(CHECKOUT_TOKEN_STORAGE_KEY, checkoutToken);
  else storage.remove(CHECKOUT_TOKEN_STORAGE_KEY);
}

/**
 * Forgets the stored tokens when they are still those of `cartToken` (a cart that completed or that
 * the server does not know): a newer cart another tab stored meanwhile is kept, to be joined
 * (docs/decisions/0180, 0183).
 * @internal
 */
export function forgetTokens(storage: StoragePort, cartToken: string | undefined): void {
  if (storage.get(CART_TOKEN_STORAGE_KEY) === cartToken) storeTokens(storage, undefined, undefined);
}

/**
 * The cart's channel to the other tabs: `ports.channels('vitrine.cart')`, its incoming messages
 * checked with {@link isCartChannelMessage}.
 * @internal
 */
export function cartChannel(ports: Pick<CartPorts, 'channels'>): Channel<CartChannelMessage> {
  return typedChannel(ports.channels(CART_CHANNEL_NAME), isCartChannelMessage);
}

/**
 * The cart's listener to the other tabs (a tab never hears itself, docs/decisions/0183): it opens
 * the channel when the actor starts and closes it when the actor stops.
 * @internal
 */
export function listenToTabs(channel: { open(): Channel<CartChannelMessage>; close(): void }) {
  return fromCallback<CartEvent>(({ sendBack }) => {
    const unsubscribe = channel
      .open()
      .subscribe(({ cartToken, checkoutToken }) =>
        sendBack({ type: 'cart.sync', cartToken, checkoutToken, fromTab: true }),
      );
    return () => {
      unsubscribe();
      channel.close();
    };
  });
}

/**
 * The real promise actors of `cartMachine`: the cart calls of 000 §7 through the api-client's
 * transport (which sends an `idempotency-key` header with every mutation) and the tokens in
 * storage.
 *
 * @remarks
 * Every promise actor resolves to a result value, never rejects. `createToken` is single-flight:
 * it runs inside the cross-tab lock `vitrine.cart.create` (an in-memory lock when the host gives
 * none) and first uses the tokens in storage, so a cart this tab or another stored is joined, not
 * duplicated; a created cart's tokens are stored before the lock is released. Machines provided
 * with the same actors object also share one running creation.
 *
 * @example
 * ```ts
 * import { createTransport } from '@vitrine/api-client';
 * import { createMemoryPorts } from '@vitrine/ports';
 * import { createActor } from 'xstate';
 *
 * const transport = createTransport({ baseURL: 'https://shop.example', shopDomain: 'shop.example' });
 * const logic = cartMachine.provide({ actors: cartActors(transport, createMemoryPorts()) });
 * const actor = createActor(logic).start();
 * ```
 * @internal
 */
export function cartActors(
  transport: Pick<Transport, 'send'>,
  ports: Partial<Pick<CartPorts, 'storage' | 'lock'>> & Pick<CartPorts, 'storage'>,
) {
  const { storage } = ports;
  const lock: LockPort = ports.lock ?? createMemoryLock();
  let creating: Promise<TokenOutcome> | undefined;
  const create = async (): Promise<TokenOutcome> => {
    const result = await transport.send(cartCreate);
    if (!result.ok) return { ok: false, error: cartError('create_token_failed', result.failure) };
    const { token, checkout_token } = result.data.result;
    storeTokens(storage, token, checkout_token);
    return { ok: true, cartToken: token, checkoutToken: checkout_token };
  };
  // Across tabs: inside the lock, a cart another tab stored meanwhile is joined, not duplicated.
  // A browser shares localStorage between tabs eventually, not at once (each tab's process keeps
  // its copy, updated by a message): the tokens the tab before stored can reach this one a moment
  // after the lock did. With nothing stored, a short wait and a second look (decision 0573).
  const obtain = (): Promise<TokenOutcome> =>
    lock.request(CART_CREATE_LOCK_NAME, async () => {
      const stored = storedTokens(storage);
      if (stored) return stored;
      await new Promise((resolve) => setTimeout(resolve, CART_CREATE_SETTLE_MS));
      return storedTokens(storage) ?? create();
    });
  return {
    createToken: fromPromise<TokenOutcome>(() => {
      if (!creating) {
        const running = obtain().catch(
          (): TokenOutcome => ({ ok: false, error: cartError('create_token_failed') }),
        );
        creating = running;
        void running.then(() => {
          if (creating === running) creating = undefined;
        });
      }
      return creating;
    }),

    fetchCart: fromPromise<CartAnswerOutcome, FetchCartInput>(async ({ input }) => {
      const query = {
        cart_token: input.cartToken,
        ...(input.discountCode === undefined ? {} : { discount_code: input.discountCode }),
      };
      return cartOutcome(await transport.send(cartGet, { query }), 'fetch_failed');
    }),

    mutateCart: fromPromise<CartCallOutcome, MutateCartInput>(async ({ input }) => {
      const { request, cartToken, errorCode } = input;
      const source = input.source === undefined ? {} : { source: input.source };
      const query = { cart_token: cartToken };
      switch (request.call) {
        case 'none':
          return { ok: true, cart: undefined, extra: undefined };
        case 'fail':
          return { ok: false, reason: 'failed', error: request.error };
        case 'cart.update': {
          // 000 §7: update takes `post_purchase`; a line with a post-purchase price is one (0182).
          const postPurchase =
            request.cartItem.post_purchase_price === undefined ? {} : { post_purchase: true };
          return cartOutcome(
            await transport.send(cartUpdate, {
              query: { ...query, ...postPurchase },
              body: { cartItem: request.cartItem, ...source },
            }),
            errorCode,
          );
        }
        case 'cart.updateMultiple': {
          const send = (cartItems: readonly (typeof request.cartItems)[number][]) =>
            transport.send(cartUpdateMultiple, { query, body: { cartItems: [...cartItems], ...source } });
          const sent = await send(request.cartItems);
          // Removals only (a clear): a line another tab removed is removed already (0181); the
          // lines the server's cart still holds are sent again, once.
          if (!sent.ok && isLineGone(sent.failure) && request.cartItems.every((item) => item.qty === 0)) {
            const current = await transport.send(cartGet, { query });
            if (!current.ok) return cartOutcome(current, errorCode);
            const held = new Set(current.data.result.items.map((line) => String(line.item_id)));
            const rest = request.cartItems.filter((item) => held.has(String(item.item_id)));
            return cartOutcome(rest.length === 0 ? current : await send(rest), errorCode);
          }
          return cartOutcome(sent, errorCode);
        }
        case 'cart.delete': {
          const deleted = await transport.send(cartDelete, {
            query,
            body: { cartItem: { item_id: request.itemId } },
          });
          // The line is gone already (another tab removed it): the removal is done (0181); the
          // server's cart, fetched now, is its answer.
          if (!deleted.ok && isLineGone(deleted.failure)) {
            return cartOutcome(await transport.send(cartGet, { query }), errorCode);
          }
          return cartOutcome(deleted, errorCode);
        }
      }
    }),
  };
}

/** The actors object {@link cartActors} returns. @internal */
export type CartActors = ReturnType<typeof cartActors>;
