/**
 * The storefront's route names (000 §2 and 001 §2 route tables). Core machines name a route; the
 * route table that turns a name and its params into a path lives once, in core-shop (`routePath`).
 */
export type RouteName =
  | 'home'
  | 'collections'
  | 'products-all'
  | 'product-single-with-category'
  | 'category'
  | 'products-types'
  | 'products-tags'
  | 'products-vendors'
  | 'product-single'
  | 'search'
  | 'cart'
  | 'other-page'
  | 'form-dmca'
  | 'policies'
  | 'login'
  | 'register'
  | 'activate-account'
  | 'reset-password'
  | 'my-account'
  | 'my-account-shipping-details'
  | 'my-account-newsletter'
  | 'my-account-orders'
  | 'my-account-order'
  | 'my-account-addresses'
  | 'password'
  | 'wrong-domain'
  | 'limit-order'
  | 'error'
  | 'page-not-found'
  | 'checkout-processing'
  | 'checkout'
  | 'order-status'
  | 'checkout-additional';

/**
 * What a machine wants the host router to do. Core code never changes the location itself
 * (DESIGN "Ports"); the host carries intents out. One union for every package:
 *
 * - `route`: go to a named route with its params, query and hash. `replace` replaces the current
 *   history entry; `notice` is a message id to show on arrival (000 §8 "Unauthenticated access");
 *   `next` is a path to go to once the route is shown (000 §2: a logged-in user's first load of a
 *   login-required route goes home, then to the path).
 * - `path`: go to a path inside the storefront that no route name describes (a redirect target).
 * - `external`: leave the storefront for an absolute URL (full page load).
 * - `not-found`: show page-not-found for the path `from`.
 * - `reload`: load the current page again.
 * - `scroll`: scroll to the element of `hash`, or to the top when `hash` is absent.
 *
 * @example
 * ```ts
 * navigate({ type: 'route', route: 'checkout', params: { token: 'co_1' }, query: { step: 'payment_method' } });
 * navigate({ type: 'route', route: 'password', query: { to: '/cart' }, replace: true });
 * ```
 */
export type NavigationIntent =
  | {
      readonly type: 'route';
      readonly route: RouteName;
      readonly params?: Readonly<Record<string, string>>;
      readonly query?: Readonly<Record<string, string>>;
      readonly hash?: string;
      readonly replace?: boolean;
      readonly notice?: string;
      readonly next?: string;
    }
  | { readonly type: 'path'; readonly path: string; readonly replace?: boolean }
  | { readonly type: 'external'; readonly url: string; readonly replace?: boolean }
  | { readonly type: 'not-found'; readonly from: string }
  | { readonly type: 'reload' }
  | { readonly type: 'scroll'; readonly hash?: string };

/** Carries out a navigation intent (the host router does the actual location change). */
export type Navigate = (intent: NavigationIntent) => void;

/** A {@link Navigate} that remembers every intent (tests, servers that answer with a redirect). */
export interface MemoryNavigate extends Navigate {
  /** Every intent received, in order. */
  readonly intents: readonly NavigationIntent[];
}

/** An in-memory {@link Navigate}: it records the intents it receives. */
export function createMemoryNavigate(): MemoryNavigate {
  const intents: NavigationIntent[] = [];
  const navigate = (intent: NavigationIntent): void => {
    intents.push(intent);
  };
  return Object.assign(navigate, { intents });
}
