/**
 * A synchronous key/value store: the browser's local storage, or an in-memory map in tests and on a
 * server. Every core package keeps what it persists here (tokens, cart token, recently viewed, ...).
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
  /**
   * Forgets every key: the 'clear the storage' action of 000 §8 (docs/decisions/0495). Optional: a
   * store that cannot be emptied as a whole leaves it out, and nothing is cleared.
   */
  clear?(): void;
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
    clear: () => {
      entries.clear();
    },
  };
}
