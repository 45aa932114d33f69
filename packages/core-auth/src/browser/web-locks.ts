import type { LockPort } from '../auth.ports';

/**
 * The part of the browser's `LockManager` (`navigator.locks`) the adapter uses, so the core needs
 * no DOM types.
 */
export interface WebLockManager {
  request<T>(name: string, callback: (lock: unknown) => Promise<T>): Promise<T>;
}

/**
 * A {@link LockPort} over the Web Locks API: a token refresh runs once across the shop's tabs
 * (docs/decisions/0173). The host passes `navigator.locks`; nothing here reads a global.
 *
 * @example
 * ```ts
 * const lock = webLocks(navigator.locks);
 * createAuth({ client, storage, lock, channel });
 * ```
 */
export function webLocks(locks: WebLockManager): LockPort {
  return {
    request: (name, fn) => locks.request(name, () => fn()),
  };
}
