import * as z from 'zod/mini';
import { SuccessEnvelope } from '../schemas/common';
import { defineEndpoint } from './define';

/** POST a failed checkout call to the error monitor (001 §7). Never monitored itself. */
export const checkoutErrorMonitor = /* @__PURE__ */ defineEndpoint({
  id: 'checkout.errorMonitor',
  method: 'POST',
  path: '/api/checkout/checkout-error-monitor.json',
  body: z.object({
    checkout_token: z.optional(z.string()),
    cart_token: z.optional(z.string()),
    extra: z.record(z.string(), z.unknown()),
  }),
  response: SuccessEnvelope,
  retry: 0,
});
