import type { ApiClient, ApiFailure, ApiResult, Cart, CheckoutInfoResult } from '@vitrine/api-client';
import { fromPromise } from 'xstate';
import { CART_CREATE_LOCK_NAME, CART_NOT_FOUND, EXPRESS_PAYMENT_METHOD } from './cart.constants';
import type { CartRequest } from './cart.optimistic';
import { isCartCompletedCode } from './cart.rules';
import type { CartAnswerExtra, CartError, CartErrorCode } from './cart.types';
import { cartError } from './cart-error';

/** The new tokens of a created cart, or why creation failed. */
export type TokenOutcome =
  | { readonly ok: true; readonly cartToken: string; readonly checkoutToken: string }
  | { readonly ok: false; readonly error: CartError };

/**
 * Why a cart call failed, as the machine reacts to it: `completed` (CHECKOUT_CART_COMPLETED:
 * clear the cart, make a new token), `unknown_token` (the server does not know the token: make
 * a new one), `failed` (anything else: roll back).
 */
export type CartFailureReason = 'completed' | 'unknown_token' | 'failed';

/**
 * The answer of a cart call: the cart and the envelope's extra fields (`cart` is `undefined`
 * when nothing had to be sent), or the error with its reason.
 */
export type CartCallOutcome =
  | { readonly ok: true; readonly cart: Cart | undefined; readonly extra: CartAnswerExtra | undefined }
  | { readonly ok: false; readonly reason: CartFailureReason; readonly error: CartError };

/** Input of the `fetchCart` actor. */
export interface FetchCartInput {
  readonly cartToken: string;
  readonly discountCode: string | undefined;
}

/** Input of the `mutateCart` actor: the resolved request and the error code its failure gets. */
export interface MutateCartInput {
  readonly cartToken: string;
  readonly request: CartRequest;
  readonly errorCode: CartErrorCode;
  readonly source: string | undefined;
}

/** Input of the `fetchCheckout` actor. */
export interface FetchCheckoutInput {
  readonly checkoutToken: string;
}

/** The checkout info, or the error. */
export type CheckoutOutcome =
  | { readonly ok: true; readonly checkout: CheckoutInfoResult }
  | { readonly ok: false; readonly error: CartError };

/** Input of the `saveExpressPayment` actor (000 §4 Cart wallet express approval). */
export interface SaveExpressPaymentInput {
  readonly checkoutToken: string;
  readonly payload: Readonly<Record<string, unknown>>;
}

/** Whether the express payment was saved. */
export type SaveOutcome = { readonly ok: true } | { readonly ok: false; readonly error: CartError };

function failureReason(failure: ApiFailure): CartFailureReason {
  if (failure.kind !== 'http') return 'failed';
  if (isCartCompletedCode(failure.errorCode)) return 'completed';
  return failure.errorCode === CART_NOT_FOUND ? 'unknown_token' : 'failed';
}

interface CartEnvelope {
  readonly result: Cart;
  readonly price_rule?: unknown;
  readonly overrided_manual_discount_type?: string | null | undefined;
  readonly error_code?: string | null | undefined;
}

function cartOutcome(result: ApiResult<CartEnvelope>, errorCode: CartErrorCode): CartCallOutcome {
  if (!result.ok) {
    return { ok: false, reason: failureReason(result.failure), error: cartError(errorCode, result.failure) };
  }
  const { result: cart, price_rule, overrided_manual_discount_type, error_code } = result.data;
  // 000 §4 Cart: the code may also come inside a 200 answer's envelope.
  if (isCartCompletedCode(error_code)) {
    return { ok: false, reason: 'completed', error: { ...cartError(errorCode), serverCode: error_code! } };
  }
  return { ok: true, cart, extra: { price_rule, overrided_manual_discount_type, error_code } };
}

/**
 * A lock held across tabs while `fn` runs (Web Locks in a browser); the same shape as
 * core-auth's `LockPort`, so one adapter serves both.
 */
export interface CartLockPort {
  request<T>(name: string, fn: () => Promise<T>): Promise<T>;
}

/** Options of {@link cartActors}. */
export interface CartActorsOptions {
  /** Makes cart creation single-flight across tabs (docs/decisions/0183). */
  readonly lock?: CartLockPort;
  /** The tokens another tab stored, read inside the lock before creating (`undefined`: none). */
  readonly storedTokens?: () => Extract<TokenOutcome, { ok: true }> | undefined;
}

/**
 * The real actors of {@link cartMachine}, running the cart calls of 000 §7 through the
 * api-client (which sends an `idempotency-key` header with every mutation).
 *
 * @remarks
 * Every actor resolves to a result value, never rejects. Cart creation is single-flight per
 * actors object: while one `createToken` call runs, other machines provided with the same
 * actors share its answer instead of creating a second cart. With `options.lock`, creation runs
 * inside a cross-tab lock and first joins a cart another tab stored meanwhile.
 *
 * @example
 * ```ts
 * import { createApiClient } from '@vitrine/api-client';
 * import { createActor } from 'xstate';
 * import { cartActors, cartMachine } from '@vitrine/core-cart';
 *
 * const client = createApiClient({ baseURL: 'https://shop.example', shopDomain: 'shop.example' });
 * const actor = createActor(cartMachine.provide({ actors: cartActors(client) }), { input: {} }).start();
 * ```
 */
export function cartActors(client: Pick<ApiClient, 'call'>, options: CartActorsOptions = {}) {
  let creating: Promise<TokenOutcome> | undefined;
  const call = async (): Promise<TokenOutcome> => {
    const result = await client.call('cart.create');
    return result.ok
      ? { ok: true, cartToken: result.data.result.token, checkoutToken: result.data.result.checkout_token }
      : { ok: false, error: cartError('create_token_failed', result.failure) };
  };
  const { lock, storedTokens } = options;
  // Across tabs: inside the lock, a cart another tab made meanwhile is joined, not duplicated.
  const create = (): Promise<TokenOutcome> =>
    lock ? lock.request(CART_CREATE_LOCK_NAME, async () => storedTokens?.() ?? call()) : call();
  return {
    createToken: fromPromise<TokenOutcome>(() => {
      if (!creating) {
        creating = create();
        const clear = () => {
          creating = undefined;
        };
        creating.then(clear, clear);
      }
      return creating;
    }),

    fetchCart: fromPromise<CartCallOutcome, FetchCartInput>(async ({ input }) => {
      const query = {
        cart_token: input.cartToken,
        ...(input.discountCode === undefined ? {} : { discount_code: input.discountCode }),
      };
      return cartOutcome(await client.call('cart.get', { query }), 'fetch_failed');
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
            await client.call('cart.update', {
              query: { ...query, ...postPurchase },
              body: { cartItem: request.cartItem, ...source },
            }),
            errorCode,
          );
        }
        case 'cart.updateMultiple':
          return cartOutcome(
            await client.call('cart.updateMultiple', {
              query,
              body: { cartItems: [...request.cartItems], ...source },
            }),
            errorCode,
          );
        case 'cart.delete':
          return cartOutcome(
            await client.call('cart.delete', { query, body: { cartItem: { item_id: request.itemId } } }),
            errorCode,
          );
      }
    }),

    fetchCheckout: fromPromise<CheckoutOutcome, FetchCheckoutInput>(async ({ input }) => {
      const result = await client.call('checkout.info', { path: { checkoutToken: input.checkoutToken } });
      return result.ok
        ? { ok: true, checkout: result.data.result }
        : { ok: false, error: cartError('express_failed', result.failure) };
    }),

    saveExpressPayment: fromPromise<SaveOutcome, SaveExpressPaymentInput>(async ({ input }) => {
      const result = await client.call('checkout.updateExpressPayment', {
        path: { checkoutToken: input.checkoutToken },
        query: {},
        body: {
          payment_method: EXPRESS_PAYMENT_METHOD,
          payload: { ...input.payload },
          cartCheckoutToken: input.checkoutToken,
        },
      });
      return result.ok ? { ok: true } : { ok: false, error: cartError('express_failed', result.failure) };
    }),
  };
}

/** The actors object {@link cartActors} returns. */
export type CartActors = ReturnType<typeof cartActors>;
