import * as z from 'zod/mini';
import { envelope } from '../schemas/common';
import { defineEndpoint } from './define';
import { checkoutErrorMonitor } from './error-monitor';

// In a module of its own (not endpoints/cart.ts): only the checkout calls it, so a storefront's
// first page does not carry it (docs/decisions/0352).

/** GET a new cart cloned from a checkout (000 §7, 001 §7): result.checkout_token. */
export const cartClone = /* @__PURE__ */ defineEndpoint({
  id: 'cart.clone',
  method: 'GET',
  path: '/api/checkout/cart/clone.json',
  query: z.lazy(() => z.object({ checkout_token: z.string() })),
  response: z.lazy(() =>
    envelope(z.looseObject({ checkout_token: z.string(), token: z.optional(z.string()) })),
  ),
  retry: 0,
  // The clone is a call of the 001 §7 checkout table: "Any failed checkout response is also sent
  // here" (the error monitor). Its checkout token is the query's.
  monitor: checkoutErrorMonitor,
});
