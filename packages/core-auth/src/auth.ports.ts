/**
 * What the host injects into core-auth. The core never touches browser globals: storage,
 * navigation, cross-tab locks and the token broadcast reach it through these ports (DESIGN "Ports").
 * Time reaches the machines as XState's `clock` actor option.
 */
import type { AuthNavigationIntent, AuthTokens } from './auth.types';

/**
 * A synchronous key/value store (the browser's local storage, or an in-memory map).
 *
 * @example
 * ```ts
 * const storage = createMemoryStorage({ 'user-token': 'at_1' });
 * storage.get('user-token'); // 'at_1'
 * ```
 */
export interface StoragePort {
  /** The stored value, or `undefined` when the key is absent. */
  get(key: string): string | undefined;
  /** Stores `value` under `key`, replacing any previous value. */
  set(key: string, value: string): void;
  /** Forgets `key`; removing an absent key is not an error. */
  remove(key: string): void;
}

/** Carries out a navigation intent; the host router changes the location. */
export type Navigate = (intent: AuthNavigationIntent) => void;

/**
 * A named, exclusive lock shared by every tab of the shop (the browser's Web Locks API), so a token
 * refresh happens once across tabs (docs/decisions/0173).
 *
 * @remarks
 * `request` runs `fn` when no other holder of `name` runs, and resolves with what `fn` resolves to.
 * Holders run one after another, in request order.
 */
export interface LockPort {
  request<T>(name: string, fn: () => Promise<T>): Promise<T>;
}

/**
 * Broadcasts fresh tokens to the other tabs (a `BroadcastChannel` in the browser).
 *
 * @remarks
 * A tab may receive its own messages; receivers ignore tokens they already hold.
 */
export interface TokenChannel {
  /** Tells the other tabs about tokens this tab obtained. */
  publish(tokens: AuthTokens): void;
  /** Listens to tokens obtained elsewhere; returns the remover. */
  subscribe(listener: (tokens: AuthTokens) => void): () => void;
}

/**
 * An in-memory {@link StoragePort}, for tests and server rendering.
 *
 * @param initial - entries the store starts with
 */
export function createMemoryStorage(initial: Readonly<Record<string, string>> = {}): StoragePort {
  const entries = new Map<string, string>(Object.entries(initial));
  return {
    get: (key) => entries.get(key),
    set: (key, value) => {
      entries.set(key, value);
    },
    remove: (key) => {
      entries.delete(key);
    },
  };
}

/**
 * An in-memory {@link LockPort}: holders of one name run one after another, in request order.
 * Share one between sessions to model tabs in tests; the default for a single tab.
 *
 * @example
 * ```ts
 * const lock = createMemoryLock();
 * await Promise.all([lock.request('x', slowTask), lock.request('x', otherTask)]); // never overlap
 * ```
 */
export function createMemoryLock(): LockPort {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request<T>(name: string, fn: () => Promise<T>): Promise<T> {
      const previous = tails.get(name) ?? Promise.resolve();
      const run = previous.then(fn, fn);
      const tail = run.then(
        () => undefined,
        () => undefined,
      );
      tails.set(name, tail);
      void tail.then(() => {
        if (tails.get(name) === tail) tails.delete(name);
      });
      return run;
    },
  };
}

/**
 * An in-memory {@link TokenChannel}: a publish reaches every subscriber at once (synchronously).
 * Share one between sessions to model tabs in tests.
 */
export function createMemoryTokenChannel(): TokenChannel {
  const listeners = new Set<(tokens: AuthTokens) => void>();
  return {
    publish: (tokens) => {
      for (const listener of [...listeners]) listener(tokens);
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
