/**
 * The order status page's rows (001 §7), apart from the other services: they read the checkout's
 * answer schema, which a page showing offers or reviews must not load (issue 14: browsing pages
 * load no checkout code).
 */
import * as z from 'zod/mini';
import { CheckoutInfoResult } from '../schemas/checkout';
import { envelope } from '../schemas/common';
import { defineEndpoint } from './define';

/** GET the order status (001 §7): query key when present. */
export const orderStatusInfo = /* @__PURE__ */ defineEndpoint({
  id: 'orderStatus.info',
  method: 'GET',
  path: '/api/checkout/order-status/{orderToken}/info.json',
  query: z.lazy(() => z.object({ key: z.optional(z.string()) })),
  response: z.lazy(() => envelope(CheckoutInfoResult)),
});

/** POST authenticate for an order (001 §7: returns result.access_key; payload chosen: the order e-mail). */
export const orderStatusAuthenticate = /* @__PURE__ */ defineEndpoint({
  id: 'orderStatus.authenticate',
  method: 'POST',
  path: '/api/checkout/order-status/{orderToken}/authenticate.json',
  body: z.lazy(() => z.object({ email: z.string() })),
  response: z.lazy(() => envelope(z.looseObject({ access_key: z.string() }))),
});

/** Order status rows of the table. */
export const orderStatusEndpoints = {
  'orderStatus.info': orderStatusInfo,
  'orderStatus.authenticate': orderStatusAuthenticate,
} as const;
