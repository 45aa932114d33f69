/**
 * What the host injects into core-shop. Core packages never touch browser globals: storage and
 * navigation reach them through these ports (DESIGN "Ports").
 *
 * @remarks
 * Time reaches machines as XState's clock through actor options (`createActor(machine, { clock })`),
 * so tests drive a `SimulatedClock`; {@link Clock} is that shape.
 */
import type { NavigationIntent } from './navigation/navigation-intent';

/**
 * A synchronous key/value store (the browser's local storage, or an in-memory map).
 *
 * @example
 * ```ts
 * const storage = createMemoryStorage();
 * storage.set('store_password_hash', 'abc');
 * storage.get('store_password_hash'); // 'abc'
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

/**
 * Carries out a navigation intent (the host router does the actual location change).
 *
 * @see {@link NavigationIntent}
 */
export type Navigate = (intent: NavigationIntent) => void;

/**
 * The timer source machines run on; structurally XState's clock (`createActor(m, { clock })`),
 * so a `SimulatedClock` fits in tests.
 */
export interface Clock {
  /** Calls `fn` after `timeout` ms; returns a handle for {@link Clock.clearTimeout}. */
  setTimeout(fn: () => void, timeout: number): unknown;
  /** Cancels a pending call. */
  clearTimeout(handle: unknown): void;
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
