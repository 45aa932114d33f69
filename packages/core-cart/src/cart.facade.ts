import type { ApiClient } from '@vitrine/api-client';
import { type Actor, createActor, waitFor } from 'xstate';
import { type CartActors, type CartLockPort, cartActors } from './cart.actors';
import { CART_TOKEN_STORAGE_KEY, CHECKOUT_TOKEN_STORAGE_KEY } from './cart.constants';
import { type CartMachine, cartMachine } from './cart.machine';
import type { CartEmitted, CartEvent } from './cart.machine.types';
import { type CartPersistedSnapshot, persistCart, type StoredCart } from './cart.persist';
import type { CartChannel, CartNavigate, StoragePort } from './cart.ports';
import type { CartSnapshot } from './cart.selectors';
import type { CartAddLine, CartResult, ItemId, LineQuantityChange } from './cart.types';

/** The timer source of the machine's named delays; structurally XState's clock, so `SimulatedClock` fits. */
export interface CartClock {
  setTimeout(fn: () => void, timeout: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** What {@link createCart} needs: the client and the ports (DESIGN "Ports"). */
export interface CreateCartOptions {
  /** The api-client (or anything with its `call`). */
  readonly client: Pick<ApiClient, 'call'>;
  /** Where the cart token and checkout token are kept (000 §3 Cart). */
  readonly storage: StoragePort;
  /** Carries out navigation intents (go to checkout, go to /cart). */
  readonly navigate?: CartNavigate;
  /** Cross-tab messaging (docs/decisions/0183); without it, tabs do not hear each other. */
  readonly channel?: CartChannel;
  /** The shop's after-add cart setting (000 §4 Product page). */
  readonly afterAdd?: string | null;
  /** The `source` sent with line changes. */
  readonly source?: string;
  /**
   * A cross-tab lock (e.g. core-auth's `webLocks(navigator.locks)`): cart creation runs inside
   * it and joins a cart another tab stored meanwhile (docs/decisions/0183).
   */
  readonly lock?: CartLockPort;
  /** The clock of the named delays (tests pass `new SimulatedClock()`). */
  readonly clock?: CartClock;
  /** A snapshot to restore (see `restoreCartSnapshot`). */
  readonly snapshot?: CartPersistedSnapshot;
  /** Replaces some actors (tests, another backend); the rest come from `cartActors(client)`. */
  readonly actors?: Partial<CartActors>;
}

/**
 * The typed facade over the cart actor: verbs that resolve when their change settles, and the
 * actor for selectors.
 */
export interface CartFacade {
  /** The running cart actor (`actor.select(selectLines)`, `useSelector(actor, …)`). */
  readonly actor: Actor<CartMachine>;
  /** Adds a line; resolves with the confirmed cart, or the error after its optimistic change was rolled back. */
  add(line: CartAddLine): Promise<CartResult>;
  /** Adds a line and goes straight to checkout (000 §4 Product page 'Buy now'). */
  buyNow(line: CartAddLine): Promise<CartResult>;
  /** Sets one line's quantity; below 1 removes it (000 §4 Cart). */
  update(itemId: ItemId, qty: number): Promise<CartResult>;
  /** Sets several lines' quantities in one call ("update all"); one item_id's quantities are summed first. */
  updateMany(changes: readonly LineQuantityChange[]): Promise<CartResult>;
  /** Removes one line. */
  remove(itemId: ItemId): Promise<CartResult>;
  /** Removes every line. */
  clear(): Promise<CartResult>;
  /** Refetches the cart, optionally with a discount code (000 §7); resolves when the machine settles. */
  fetch(discountCode?: string): Promise<CartResult>;
  /** Goes to checkout once pending changes are sent, after 500 ms (000 §4 Cart). */
  goToCheckout(step?: string): void;
  /** Runs the wallet express approval (000 §4 Cart) with the wallet's approval payload. */
  approveExpress(payload: Readonly<Record<string, unknown>>): Promise<CartResult>;
  /** Resolves when nothing is running or waiting. */
  settled(): Promise<CartSnapshot>;
  /** The current snapshot. */
  getSnapshot(): CartSnapshot;
  /** The persisted snapshot with its version, JSON-safe. */
  persist(): StoredCart;
  /** Stops the actor and leaves the channel. */
  stop(): void;
}

/**
 * Creates the cart: reads the tokens from storage, starts the machine with the real actors,
 * and wires the ports (tokens to storage, intents to `navigate`, changes to and from the
 * other tabs).
 *
 * @example
 * ```ts
 * import { createApiClient } from '@vitrine/api-client';
 * import { createCart, createMemoryStorage } from '@vitrine/core-cart';
 *
 * const cart = createCart({
 *   client: createApiClient({ baseURL: 'https://shop.example', shopDomain: 'shop.example' }),
 *   storage: createMemoryStorage(),
 *   navigate: (intent) => console.log(intent), // { to: 'checkout', token: 'co_…' }
 *   afterAdd: 'check_out',
 * });
 * const result = await cart.add({ variant_id: 7, qty: 1, properties: [{ name: 'Name', value: 'Ann' }] });
 * if (result.ok) console.log(result.cart.total_price);
 * else console.warn(result.error.code); // 'add_failed', with serverMessage 'Only 3 left in stock.'
 * ```
 */
export function createCart(options: CreateCartOptions): CartFacade {
  const { storage, navigate, channel } = options;
  const storedTokens = () => {
    const cartToken = storage.get(CART_TOKEN_STORAGE_KEY);
    const checkoutToken = storage.get(CHECKOUT_TOKEN_STORAGE_KEY);
    return cartToken && checkoutToken ? ({ ok: true, cartToken, checkoutToken } as const) : undefined;
  };
  const actors = cartActors(options.client, options.lock ? { lock: options.lock, storedTokens } : {});
  const logic = cartMachine.provide({ actors: { ...actors, ...options.actors } });
  const actor = createActor(logic, {
    ...(options.snapshot ? { snapshot: options.snapshot } : {}),
    input: {
      cartToken: storage.get(CART_TOKEN_STORAGE_KEY),
      checkoutToken: storage.get(CHECKOUT_TOKEN_STORAGE_KEY),
      afterAdd: options.afterAdd,
      source: options.source,
    },
    ...(options.clock ? { clock: options.clock } : {}),
  });

  const subscriptions = [
    actor.on('cart.tokens', ({ cartToken, checkoutToken }) => {
      if (cartToken) storage.set(CART_TOKEN_STORAGE_KEY, cartToken);
      else storage.remove(CART_TOKEN_STORAGE_KEY);
      if (checkoutToken) storage.set(CHECKOUT_TOKEN_STORAGE_KEY, checkoutToken);
      else storage.remove(CHECKOUT_TOKEN_STORAGE_KEY);
    }),
    actor.on('cart.navigate', ({ intent }) => navigate?.(intent)),
    actor.on('cart.changed', ({ cartToken, checkoutToken }) =>
      channel?.post({ type: 'cart.changed', cartToken, checkoutToken }),
    ),
  ];
  const unsubscribeChannel = channel?.subscribe((message) =>
    actor.send({ type: 'cart.sync', cartToken: message.cartToken, checkoutToken: message.checkoutToken }),
  );

  let counter = 0;
  const request = (event: CartEvent & { requestId?: string }): Promise<CartResult> => {
    counter += 1;
    const requestId = `c${counter}`;
    return new Promise((resolve) => {
      const listener = actor.on('cart.settled', (settled: Extract<CartEmitted, { type: 'cart.settled' }>) => {
        if (settled.requestId !== requestId) return;
        listener.unsubscribe();
        resolve(settled.result);
      });
      actor.send({ ...event, requestId } as CartEvent);
    });
  };
  const settled = (): Promise<CartSnapshot> =>
    waitFor(actor, (snapshot) => snapshot.matches('idle'), { timeout: Number.POSITIVE_INFINITY });

  actor.start();
  // A restored cart shows at once and is refreshed from the server (and its queue resumes).
  if (options.snapshot) actor.send({ type: 'cart.fetch' });

  return {
    actor,
    add: (line) => request({ type: 'cart.add', line }),
    buyNow: (line) => request({ type: 'cart.buyNow', line }),
    update: (itemId, qty) => request({ type: 'line.update', itemId, qty }),
    updateMany: (changes) => request({ type: 'lines.update', changes }),
    remove: (itemId) => request({ type: 'line.remove', itemId }),
    clear: () => request({ type: 'cart.clear' }),
    async fetch(discountCode) {
      actor.send({ type: 'cart.fetch', discountCode });
      const snapshot = await settled();
      const { error, cart } = snapshot.context;
      return error && (error.code === 'fetch_failed' || error.code === 'create_token_failed')
        ? { ok: false, error }
        : { ok: true, cart };
    },
    goToCheckout: (step) => actor.send({ type: 'cart.checkout', step }),
    approveExpress: (payload) => request({ type: 'express.approve', payload }),
    settled,
    getSnapshot: () => actor.getSnapshot(),
    persist: () => persistCart(actor),
    stop() {
      for (const subscription of subscriptions) subscription.unsubscribe();
      unsubscribeChannel?.();
      actor.stop();
    },
  };
}
