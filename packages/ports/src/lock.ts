/**
 * A named, exclusive lock shared by every tab of the shop (Web Locks in a browser). Token refresh
 * (000 §4) and cart creation run inside it, so two tabs never do either twice.
 *
 * @remarks
 * `request` runs `fn` when no other holder of `name` runs, and resolves or rejects as `fn` does.
 * Holders of one name run one after another, in request order.
 */
export interface LockPort {
  request<T>(name: string, fn: () => Promise<T>): Promise<T>;
}

/**
 * A {@link LockPort} for one JavaScript realm (tests, servers, a single tab). Share one between
 * simulated tabs to model Web Locks.
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
