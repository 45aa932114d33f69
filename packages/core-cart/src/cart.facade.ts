import type { Cart as WireCart, Transport } from '@vitrine/api-client';
import { cartLogMessages } from '@vitrine/messages';
import {
  actorFacade,
  createMemoryLock,
  createMemoryStorage,
  type Facade,
  type Channel,
  type FacadeActor,
  loneChannels,
  type PersistedSnapshot,
  pendingVerbs,
  type Result,
  restorable,
  silentLogger,
} from '@vitrine/ports';
import type { DisplayCurrency } from '@vitrine/core-pricing';
import { type ActorOptions, createActor } from 'xstate';
import {
  type CartActors,
  cartActors,
  cartChannel,
  forgetTokens,
  listenToTabs,
  storeTokens,
} from './cart.actors';
import type { CartChannelMessage } from './cart.channel';
import { CART_SNAPSHOT_VERSION } from './cart.constants';
import { type CartMachine, cartMachineWith } from './cart.machine';
import type { CartEmitted, CartEvent, CartInput } from './cart.machine.types';
import { displayedCart } from './cart.display';
import { toCartContents, toWireAdd } from './cart.map';
import { restorableCartState } from './cart.persist';
import { cartError } from './cart-error';
import type { CartSnapshot } from './cart.selectors';
import type {
  CartContents,
  CartError,
  CartLineChange,
  CartLineInput,
  CartPorts,
  CartResult,
} from './cart.types';

/** The events `cart.on(type, handler)` delivers: `cart.added`, `cart.afterAdd` and `notify`. */
export type CartFacadeEvent = Exclude<CartEmitted, { readonly type: 'cart.settled' }>;

/** What a cart verb resolves to: the cart after the change, or the error (its change rolled back). */
export type CartVerbResult = Result<CartContents, CartError>;

/** The shop's cart settings the machine follows. */
export interface CartSettings {
  /** The shop's after-add cart setting (000 §4 Product page): 'check_out', 'checkout', 'page', other. */
  readonly afterAdd?: string | null;
  /** The `source` sent with line changes (000 §7 Cart). */
  readonly source?: string;
  /**
   * The visitor's currency (000 §9, core-pricing's `DisplayCurrency`): every amount the facade hands
   * out is converted to it, keeping the shop amount as `shop`; what goes to the platform stays in
   * the shop currency (docs/decisions/0281). `null` (in `configure`) shows the cart's own currency.
   */
  readonly display?: DisplayCurrency | null;
  /**
   * Whether the cart is fetched on start, created first when no token is stored (000 §4 Cart);
   * default `true`. `false` where there is no visitor (a server render for every visitor): the
   * cart is fetched or created on its first use.
   */
  readonly fetchOnStart?: boolean;
}

/** What {@link cartLogic} and {@link createCart} take (the facade convention of `@vitrine/ports`). */
export interface CartOptions extends CartSettings {
  /** The api-client's transport (`createTransport(...)`, or the client of `createApiClient`). */
  readonly transport: Pick<Transport, 'send'>;
  /**
   * The ports the cart uses; missing ones are the in-memory defaults (a memory lock, so creation
   * stays single-flight in one realm; no other tabs; a navigate and logger that do nothing).
   */
  readonly ports?: Partial<CartPorts>;
  /** A snapshot written by `cart.persist()` (another version's is dropped). */
  readonly snapshot?: PersistedSnapshot;
  /** XState inspection events (`createActor`'s `inspect`). */
  readonly inspect?: ActorOptions<CartMachine>['inspect'];
  /** Replaces some actors (tests, another backend). @internal */
  readonly actors?: Partial<CartActors>;
}

/**
 * Every port the cart's logic uses: the given ones, the in-memory defaults for the rest. The clock
 * is not the logic's but the actor's (`createCart` starts it on `ports.clock`; XState's own clock
 * runs it otherwise), so none is made here.
 */
function cartPorts(ports: Partial<CartPorts> = {}): Omit<CartPorts, 'clock'> {
  return {
    storage: ports.storage ?? createMemoryStorage(),
    lock: ports.lock ?? createMemoryLock(),
    channels: ports.channels ?? loneChannels,
    navigate: ports.navigate ?? (() => undefined),
    logger: ports.logger ?? silentLogger,
  };
}

/**
 * The cart machine with its actors and port actions provided, not started (facade convention (a)):
 * spawn it in a system (`spawnChild(cartLogic(options), { systemId: 'cart', input: cartInput(options) })`)
 * or start it with `createActor`, then wrap the actor with {@link cartFacade}.
 *
 * @remarks
 * The tokens are read from and written to `ports.storage` (inside the lock `vitrine.cart.create`
 * when a cart is created); intents go to `ports.navigate`; changes go to and come from the other
 * tabs over `ports.channels('vitrine.cart')`; the 000 §8 log lines go to `ports.logger`.
 */
export function cartLogic(options: CartOptions) {
  const ports = cartPorts(options.ports);
  // Opened while an actor of this logic runs (listenToTabs closes it when the actor stops).
  let channel: Channel<CartChannelMessage> | undefined;
  const tabs = {
    open: () => {
      channel ??= cartChannel(ports);
      return channel;
    },
    close: () => {
      channel?.close();
      channel = undefined;
    },
  };
  const actors = { ...cartActors(options.transport, ports), listenToTabs: listenToTabs(tabs) };
  return cartMachineWith({
    actors: { ...actors, ...options.actors },
    actions: {
      storeTokens: (_, params) => storeTokens(ports.storage, params.cartToken, params.checkoutToken),
      forgetTokens: (_, params) => forgetTokens(ports.storage, params.cartToken),
      navigate: (_, params) => ports.navigate(params.intent),
      announce: (_, params) => tabs.open().post({ type: 'cart.changed', ...params }),
      log: (_, params) =>
        ports.logger.log('error', cartLogMessages[params.messageId], { code: params.error.code }),
    },
  });
}

/** The logic {@link cartLogic} returns. */
export type CartLogic = ReturnType<typeof cartLogic>;

/** The machine input for the settings of `options` (pass it when spawning {@link cartLogic}). */
export function cartInput(options: CartSettings): CartInput {
  return {
    ...(options.afterAdd === undefined ? {} : { afterAdd: options.afterAdd }),
    ...(options.source === undefined ? {} : { source: options.source }),
    ...(options.display ? { display: options.display } : {}),
    ...(options.fetchOnStart === false ? { fetchOnStart: false } : {}),
  };
}

/** What {@link cartFacade} needs of a running cart actor (an `Actor` or a spawned child's ref). */
export interface CartActorRef extends FacadeActor<CartSnapshot, CartEmitted> {
  send(event: CartEvent): void;
  /** Listens to snapshots, and to the actor's end (an error or its stop), as XState's `Actor` does. */
  subscribe(
    next: (snapshot: CartSnapshot) => void,
    error?: (error: unknown) => void,
    complete?: () => void,
  ): { unsubscribe(): void };
}

/**
 * The cart facade (DESIGN "One public shape"): the contract members of `@vitrine/ports`
 * (`getSnapshot`, `subscribe`, `select`, `on`, `persist`, `stop`) and verbs that resolve to a
 * `Result` when their change settles, never throwing. Lines and money are TypeScript-shaped
 * ({@link CartContents}: camelCase, integer minor units plus currency).
 */
export interface CartFacade extends Facade<CartSnapshot, CartFacadeEvent> {
  /** Adds a line (shown at once); resolves with the confirmed cart, or the error after rollback. A quantity below 1, or one that takes the line above 9 999 (`MAX_LINE_QUANTITY`), is refused (`invalid_quantity`) without a call. */
  add(line: CartLineInput): Promise<CartVerbResult>;
  /** Adds a line and goes straight to checkout (000 §4 Product page 'Buy now'). */
  buyNow(line: CartLineInput): Promise<CartVerbResult>;
  /** Sets one line's quantity; below 1 removes it (000 §4 Cart); above 9 999 (`MAX_LINE_QUANTITY`) is refused (`invalid_quantity`) without a call. */
  update(lineId: string, quantity: number): Promise<CartVerbResult>;
  /** Sets several lines' quantities in one call ("update all"); one line's quantities are summed first (000 §4 Cart). */
  updateMany(changes: readonly CartLineChange[]): Promise<CartVerbResult>;
  /** Removes one line. */
  remove(lineId: string): Promise<CartVerbResult>;
  /** Removes every line. */
  clear(): Promise<CartVerbResult>;
  /**
   * Fetches the cart again, optionally with a discount code (000 §7). With `completedCheckout`, the
   * token of the checkout whose order this tab just completed, that checkout's cart being completed
   * (CHECKOUT_CART_COMPLETED) is expected: the cart is cleared and a new one made without telling
   * the shopper their previous cart was checked out, which another tab's order still tells (0223).
   */
  refresh(options?: {
    readonly discountCode?: string;
    readonly completedCheckout?: string;
  }): Promise<CartVerbResult>;
  /** Goes to checkout once pending changes are sent, after 500 ms (000 §4 Cart); resolves when the intent went to `navigate`. */
  goToCheckout(options?: { readonly step?: string }): Promise<CartVerbResult>;
  /** Opens the mini cart. */
  openMiniCart(): Promise<Result<undefined>>;
  /** Closes the mini cart. */
  closeMiniCart(): Promise<Result<undefined>>;
  /** Forgets the error shown. */
  dismissError(): Promise<Result<undefined>>;
  /**
   * Follows new shop settings: the after-add setting from the shop's bootstrap, the visitor's
   * display currency (every amount handed out follows at once).
   */
  configure(settings: CartSettings): Promise<Result<undefined>>;
  /** Resolves with the snapshot once nothing is running or waiting. */
  settled(): Promise<CartSnapshot>;
}

const done: Result<undefined> = { ok: true, value: undefined };

/**
 * The facade over a running cart actor (facade convention (b)): an actor of {@link cartLogic}
 * started by {@link createCart}, or one the sdk spawned in its system.
 *
 * @example
 * ```ts
 * const ref = system.get('cart');
 * const cart = cartFacade(ref);
 * await cart.add({ variantId: '7', quantity: 1 });
 * ```
 */
export function cartFacade(actor: CartActorRef): CartFacade {
  const base = actorFacade<CartSnapshot, CartFacadeEvent>(
    actor as unknown as FacadeActor<CartSnapshot, CartFacadeEvent>,
    CART_SNAPSHOT_VERSION,
  );
  let counter = 0;
  // What a verb resolves with is in the display currency, like `selectCart` (docs/decisions/0281).
  const shown = (cart: WireCart): CartContents =>
    displayedCart(toCartContents(cart), actor.getSnapshot().context.display);
  const toResult = (result: CartResult): CartVerbResult =>
    result.ok ? { ok: true, value: shown(result.cart) } : result;
  // Verbs waiting for their change to settle: a cart that stops, on its own or with the storefront's
  // system, answers them `stopped`, so none waits forever (DESIGN "One public shape").
  const verbs = pendingVerbs(actor);
  const stopped: { readonly ok: false; readonly error: CartError } = {
    ok: false,
    error: cartError('stopped'),
  };
  const request = (event: CartEvent): Promise<CartVerbResult> =>
    verbs.wait<CartVerbResult>(stopped, (settle) => {
      counter += 1;
      const requestId = `facade:${counter}`;
      const listener = actor.on('*', (emitted) => {
        if (emitted.type === 'cart.settled' && emitted.requestId === requestId)
          settle(toResult(emitted.result));
      });
      actor.send({ ...event, requestId } as CartEvent);
      return () => listener.unsubscribe();
    });
  // Idle now or at a later snapshot. A cart that ends meanwhile (the storefront stopped) settles as
  // it was left: never a rejection, so a `void cart.refresh()` cannot become an unhandled one.
  // XState's `waitFor` less its time-out and signal, which are not used (docs/performance.md).
  const settled = (): Promise<CartSnapshot> =>
    new Promise((resolve) => {
      let ended = false;
      let subscription: { unsubscribe(): void } | undefined;
      const end = () => {
        ended = true;
        subscription?.unsubscribe();
        resolve(actor.getSnapshot());
      };
      // A stopped actor calls no listener at all, so it is answered here, as an idle one.
      const now = actor.getSnapshot();
      if (now.status !== 'active' || now.matches('idle')) return end();
      subscription = actor.subscribe((snapshot) => snapshot.matches('idle') && end(), end, end);
      // An actor that ended with an error answers while subscribing.
      if (ended) subscription.unsubscribe();
    });
  const command = (event: CartEvent): Promise<Result<undefined>> => {
    if (actor.getSnapshot().status !== 'active') return Promise.resolve(stopped);
    actor.send(event);
    return Promise.resolve(done);
  };
  // A restored actor picks up the work its snapshot holds (a queue, a refetch after a lost call).
  actor.send({ type: 'cart.resume' });

  return {
    ...base,
    stop() {
      base.stop();
      verbs.stopAll();
    },
    persist: () => ({
      version: CART_SNAPSHOT_VERSION,
      state: restorableCartState(actor.getPersistedSnapshot()),
    }),
    add: (line) => request({ type: 'cart.add', line: toWireAdd(line) }),
    buyNow: (line) => request({ type: 'cart.buyNow', line: toWireAdd(line) }),
    update: (lineId, quantity) => request({ type: 'line.update', itemId: lineId, qty: quantity }),
    updateMany: (changes) =>
      request({
        type: 'lines.update',
        changes: changes.map((change) => ({ itemId: change.lineId, qty: change.quantity })),
      }),
    remove: (lineId) => request({ type: 'line.remove', itemId: lineId }),
    clear: () => request({ type: 'cart.clear' }),
    async refresh(options = {}) {
      if (actor.getSnapshot().status !== 'active') return stopped;
      actor.send({
        type: 'cart.fetch',
        discountCode: options.discountCode,
        completedCheckout: options.completedCheckout,
      });
      const snapshot = await settled();
      // Stopped meanwhile (or before): the facade answers no more.
      if (snapshot.status !== 'active') return stopped;
      const { error, cart } = snapshot.context;
      return error && (error.code === 'fetch_failed' || error.code === 'create_token_failed')
        ? { ok: false, error }
        : { ok: true, value: shown(cart) };
    },
    goToCheckout: (options = {}) => request({ type: 'cart.checkout', step: options.step }),
    openMiniCart: () => command({ type: 'miniCart.open' }),
    closeMiniCart: () => command({ type: 'miniCart.close' }),
    dismissError: () => command({ type: 'error.dismiss' }),
    configure: (settings) =>
      command({
        type: 'cart.configure',
        ...cartInput(settings),
        ...(settings.display === undefined ? {} : { display: settings.display }),
      }),
    settled,
  };
}

/**
 * Creates a running cart with its facade (facade convention (c)): the logic of {@link cartLogic}
 * started on `ports.clock`, restored from `options.snapshot` when it is one of this version.
 *
 * @example
 * ```ts
 * import { createTransport } from '@vitrine/api-client';
 * import { createCart, selectCartCount } from '@vitrine/core-cart';
 *
 * const cart = createCart({
 *   transport: createTransport({ baseURL: 'https://shop.example', shopDomain: 'shop.example' }),
 *   ports: { navigate: (intent) => router.go(intent) }, // { type: 'route', route: 'checkout', params: { token } }
 *   afterAdd: 'page',
 * });
 * const result = await cart.add({ variantId: '7', quantity: 1, properties: [{ name: 'Name', value: 'Ann' }] });
 * if (result.ok) console.log(result.value.totals.total); // { amount: 2400, currency: 'USD' }
 * else console.warn(result.error.code); // 'add_failed', serverMessage 'Only 3 left in stock.'
 * ```
 */
export function createCart(options: CartOptions): CartFacade {
  const snapshot = restorableCartState(restorable(options.snapshot, CART_SNAPSHOT_VERSION));
  const actor = createActor(cartLogic(options), {
    input: cartInput(options),
    ...(options.ports?.clock ? { clock: options.ports.clock } : {}),
    ...(options.inspect ? { inspect: options.inspect } : {}),
    ...(snapshot === undefined ? {} : { snapshot: snapshot as never }),
  });
  actor.start();
  return cartFacade(actor);
}
