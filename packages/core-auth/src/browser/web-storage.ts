import type { StoragePort } from '../auth.ports';

/** The part of the browser's `Storage` (`localStorage`) the adapter uses. */
export interface WebStorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * A {@link StoragePort} over `localStorage`, which the host passes. Storage failures (quota,
 * private mode) are tolerated: a read gives `undefined`, a write is dropped.
 *
 * @example
 * ```ts
 * const storage = webStorage(window.localStorage);
 * ```
 */
export function webStorage(store: WebStorageLike): StoragePort {
  return {
    get: (key) => {
      try {
        return store.getItem(key) ?? undefined;
      } catch {
        return undefined;
      }
    },
    set: (key, value) => {
      try {
        store.setItem(key, value);
      } catch {
        // Tolerated: the session lives on in memory.
      }
    },
    remove: (key) => {
      try {
        store.removeItem(key);
      } catch {
        // Tolerated.
      }
    },
  };
}
