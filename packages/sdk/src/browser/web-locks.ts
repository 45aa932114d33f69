import { createMemoryLock, type LockPort } from '@vitrine/ports';

/** The part of the Web Locks API (`navigator.locks`) the adapter uses. */
export interface WebLockManager {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/**
 * A {@link LockPort} over the Web Locks API, shared by every tab of the origin: a token refresh
 * or a cart creation runs in one tab at a time (000 §4, docs/decisions/0173, 0183). Without Web
 * Locks (an old browser), a lock for this tab only.
 *
 * @example
 * ```ts
 * const lock = webLocks(); // navigator.locks
 * await lock.request('vitrine.cart.create', createTheCart);
 * ```
 */
export function webLocks(locks?: WebLockManager): LockPort {
  const manager = locks ?? (globalThis.navigator as { locks?: WebLockManager } | undefined)?.locks;
  if (!manager) return createMemoryLock();
  return { request: (name, fn) => manager.request(name, () => fn()) };
}
