import { type Layout, matchRoute } from './routes';

/**
 * Path prefixes that force the checkout layout (000 §2, 001 §2: "The checkout layout is forced
 * for paths beginning /checkouts, /orders and /checkout-additional").
 */
export const CHECKOUT_LAYOUT_PATH_PREFIXES = ['/checkouts', '/orders', '/checkout-additional'] as const;

/**
 * Whether a path begins with one of {@link CHECKOUT_LAYOUT_PATH_PREFIXES}, matched by whole
 * segments (`/orders/abc` does, `/orders-archive` does not).
 */
export function forcesCheckoutLayout(path: string): boolean {
  return CHECKOUT_LAYOUT_PATH_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * The layout a path renders in: the checkout layout where it is forced, else the matched route's
 * layout, else `default` (the not-found page of an unknown URL).
 *
 * @example
 * ```ts
 * layoutForPath('/orders/abc'); // 'checkout'
 * layoutForPath('/password'); // 'empty'
 * ```
 */
export function layoutForPath(path: string): Layout {
  if (forcesCheckoutLayout(path)) return 'checkout';
  return matchRoute(path)?.route.layout ?? 'default';
}
