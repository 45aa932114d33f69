/**
 * Test helpers for verbs in flight: a fetch that never answers the requests a test holds, and a
 * bounded wait that says when a promise is still pending (a verb that waits for ever).
 */

/** `fetch`, except that a request whose path `held` accepts never answers. */
export function holdingFetch(
  fetch: typeof globalThis.fetch,
  held: (path: string) => boolean,
): typeof globalThis.fetch {
  return (input, init) =>
    held(new URL(new Request(input, init).url).pathname)
      ? new Promise<Response>(() => undefined)
      : fetch(input, init);
}

/** What `pending` resolves to within `ms` (2 s by default), else `'still waiting'`. */
export function within(pending: Promise<unknown>, ms = 2000): Promise<unknown> {
  return Promise.race([pending, new Promise((resolve) => setTimeout(() => resolve('still waiting'), ms))]);
}
