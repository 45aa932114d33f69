/**
 * What the host injects into the cart (DESIGN "Ports"). Core code never touches browser
 * globals: storage, navigation and cross-tab messaging reach it through these.
 */
import type { CartLockPort } from './cart.actors';
import type { CartNavigationIntent } from './cart.types';

/**
 * A synchronous key/value store (the browser's local storage, or an in-memory map). The cart
 * keeps its cart token and checkout token here (000 §3 Cart).
 */
export interface StoragePort {
  /** The stored value, or `undefined` when the key is absent. */
  get(key: string): string | undefined;
  /** Stores `value` under `key`. */
  set(key: string, value: string): void;
  /** Forgets `key`; removing an absent key is not an error. */
  remove(key: string): void;
}

/** Carries out a navigation intent (the host router changes the location). */
export type CartNavigate = (intent: CartNavigationIntent) => void;

/** What one tab tells the others: its cart changed (new lines, or a new token). */
export interface CartChannelMessage {
  readonly type: 'cart.changed';
  readonly cartToken: string;
  readonly checkoutToken: string;
}

/**
 * Cross-tab messaging (docs/decisions/0183). A message posted by one tab reaches every other
 * tab's listeners, never the poster's own (as `BroadcastChannel` does).
 */
export interface CartChannel {
  /** Tells the other tabs. */
  post(message: CartChannelMessage): void;
  /** Listens to the other tabs; returns the unsubscribe function. */
  subscribe(listener: (message: CartChannelMessage) => void): () => void;
}

/**
 * Whether a value received from another tab is a {@link CartChannelMessage} (a tab may run an
 * older or newer SDK, so incoming messages are checked, never trusted).
 */
export function isCartChannelMessage(value: unknown): value is CartChannelMessage {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Record<string, unknown>;
  return (
    message.type === 'cart.changed' &&
    typeof message.cartToken === 'string' &&
    typeof message.checkoutToken === 'string'
  );
}

/**
 * An in-memory {@link StoragePort}, for tests and server rendering.
 *
 * @example
 * ```ts
 * const storage = createMemoryStorage({ cart_token: 'ct_1' });
 * storage.get('cart_token'); // 'ct_1'
 * ```
 */
export function createMemoryStorage(initial: Readonly<Record<string, string>> = {}): StoragePort {
  const entries = new Map(Object.entries(initial));
  return {
    get: (key) => entries.get(key),
    set: (key, value) => void entries.set(key, value),
    remove: (key) => void entries.delete(key),
  };
}

/** A hub of in-memory {@link CartChannel}s: one `channel()` per simulated tab. */
export interface MemoryCartChannelHub {
  /** A new tab's channel. */
  channel(): CartChannel;
  /** Every message posted so far, in order. */
  readonly posted: readonly CartChannelMessage[];
}

/**
 * In-memory cross-tab messaging for tests: messages posted on one channel of the hub reach the
 * listeners of every other channel of the hub, asynchronously (like `BroadcastChannel`).
 *
 * @example
 * ```ts
 * const hub = createMemoryCartChannelHub();
 * const tabA = hub.channel();
 * const tabB = hub.channel();
 * tabB.subscribe((message) => console.log(message.cartToken));
 * tabA.post({ type: 'cart.changed', cartToken: 'ct_1', checkoutToken: 'co_1' }); // tab B logs 'ct_1'
 * ```
 */
export function createMemoryCartChannelHub(): MemoryCartChannelHub {
  const tabs = new Set<{ listeners: Set<(message: CartChannelMessage) => void> }>();
  const posted: CartChannelMessage[] = [];
  return {
    posted,
    channel() {
      const tab = { listeners: new Set<(message: CartChannelMessage) => void>() };
      tabs.add(tab);
      return {
        post(message) {
          posted.push(message);
          for (const other of tabs) {
            if (other === tab) continue;
            for (const listener of other.listeners) void Promise.resolve(message).then(listener);
          }
        },
        subscribe(listener) {
          tab.listeners.add(listener);
          return () => void tab.listeners.delete(listener);
        },
      };
    },
  };
}

/**
 * A lock for one JavaScript realm (tests, server rendering, a single tab): callers of one name
 * run one after another. The browser adapter is Web Locks (`navigator.locks`), injected by the host.
 *
 * @example
 * ```ts
 * const lock = createMemoryCartLock();
 * await lock.request('vitrine.cart.create', async () => createTheCart());
 * ```
 */
export function createMemoryCartLock(): CartLockPort {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request<T>(name: string, fn: () => Promise<T>): Promise<T> {
      const previous = tails.get(name) ?? Promise.resolve();
      const run = previous.then(fn, fn);
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
  };
}
