/** The part of `window` the online helpers use. */
export interface OnlineWindowLike {
  readonly navigator?: { readonly onLine?: boolean };
  addEventListener(type: 'online', listener: () => void): void;
  removeEventListener(type: 'online', listener: () => void): void;
}

const windowOf = (target?: OnlineWindowLike): OnlineWindowLike =>
  target ?? (globalThis as unknown as OnlineWindowLike);

/**
 * Whether the browser is online (`navigator.onLine`; `true` when unknown), for core-shop's sync-task
 * queue: a background call that fails while offline stays unsent and quiet (000 §8 ENOTFOUND).
 *
 * @example
 * ```ts
 * const queue = createSyncTasks({ transport, online: browserOnline() });
 * ```
 */
export function browserOnline(target?: OnlineWindowLike): () => boolean {
  return () => windowOf(target).navigator?.onLine !== false;
}

/**
 * Sends the unsent background calls again when the browser comes back online (the `online` event).
 * Returns the function that stops listening.
 *
 * @example
 * ```ts
 * const stop = flushWhenOnline(queue);
 * ```
 */
export function flushWhenOnline(queue: { flush(): unknown }, target?: OnlineWindowLike): () => void {
  const page = windowOf(target);
  const onOnline = (): void => void queue.flush();
  page.addEventListener('online', onOnline);
  return () => page.removeEventListener('online', onOnline);
}
