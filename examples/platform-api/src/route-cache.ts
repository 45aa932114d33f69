import type { Result, Router } from 'hono/router';
import { RegExpRouter } from 'hono/router/reg-exp-router';
import { SmartRouter } from 'hono/router/smart-router';
import { TrieRouter } from 'hono/router/trie-router';

/** Most (method, path) pairs whose routes a {@link CachedRouter} keeps; the oldest goes first. */
export const MAX_CACHED_ROUTES = 1000;

/**
 * A Hono router that keeps the routes it matched for each method and path (issue 17). The app's
 * routes mix static paths with parameters at the same depth (`/api/checkout/cart.json` beside
 * `/api/checkout/:checkoutToken/info.json`), which Hono's RegExpRouter refuses, so Hono falls back
 * to its TrieRouter. That walks the tree of 119 routes for every request: about 5% of a cart
 * request's CPU. A match depends only on the method and the path (not the query), and Hono only
 * reads it, so the same match serves every request for that path. At most `max` are kept: paths
 * come from clients, and the ones with parameters (a checkout token) are each their own.
 */
export class CachedRouter<T> implements Router<T> {
  readonly #matches = new Map<string, Result<T>>();

  constructor(
    private readonly router: Router<T> = new SmartRouter<T>({
      routers: [new RegExpRouter<T>(), new TrieRouter<T>()],
    }),
    private readonly max = MAX_CACHED_ROUTES,
  ) {}

  get name(): string {
    return `CachedRouter + ${this.router.name}`;
  }

  add(method: string, path: string, handler: T): void {
    this.#matches.clear();
    this.router.add(method, path, handler);
  }

  match(method: string, path: string): Result<T> {
    const key = `${method} ${path}`;
    let matched = this.#matches.get(key);
    if (matched === undefined) {
      matched = this.router.match(method, path);
      if (this.#matches.size >= this.max) {
        const oldest = this.#matches.keys().next();
        if (!oldest.done) this.#matches.delete(oldest.value);
      }
      this.#matches.set(key, matched);
    }
    return matched;
  }

  /** How many matches are kept (tests). */
  get size(): number {
    return this.#matches.size;
  }
}
