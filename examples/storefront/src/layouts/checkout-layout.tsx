import { Component as MinimalLayout } from './minimal-layout';

/**
 * The checkout layout of 000 §2 (forced for /checkouts, /orders, /checkout-additional). The checkout
 * storefront (issue 14) gives it its own header and order summary; until then it is the minimal one.
 */
export function Component() {
  return <MinimalLayout />;
}
