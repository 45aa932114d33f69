import type { StoragePort } from '@vitrine/ports';

/** The part of the browser's `Storage` (`localStorage`) the adapter uses. */
export interface WebStorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  /** Empties the store (the 'clear the storage' action, 000 §8). */
  clear?(): void;
}

/**
 * A {@link StoragePort} over `localStorage` (or the `Storage` passed). Storage failures (quota,
 * private mode, storage disabled) are tolerated: a read gives `undefined`, a write is dropped, and
 * the SDK goes on with what it holds in memory.
 *
 * @example
 * ```ts
 * const storage = webStorage(); // window.localStorage
 * storage.set('cart_token', 'ct_1');
 * ```
 */
export function webStorage(store?: WebStorageLike): StoragePort {
  const target = (): WebStorageLike | undefined => {
    try {
      return store ?? globalThis.localStorage;
    } catch {
      return undefined; // Reading `localStorage` itself throws when storage is disabled.
    }
  };
  return {
    get: (key) => {
      try {
        return target()?.getItem(key) ?? undefined;
      } catch {
        return undefined;
      }
    },
    set: (key, value) => {
      try {
        target()?.setItem(key, value);
      } catch {
        // Tolerated: the value lives on in memory.
      }
    },
    remove: (key) => {
      try {
        target()?.removeItem(key);
      } catch {
        // Tolerated.
      }
    },
    clear: () => {
      try {
        target()?.clear?.();
      } catch {
        // Tolerated: the reload that follows starts from what is left.
      }
    },
  };
}
