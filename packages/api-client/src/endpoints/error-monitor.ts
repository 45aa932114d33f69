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
  // The checkout token is the context's, else the failed call's path's (`/api/checkout/{checkoutToken}/…`).
  report: ({ endpoint, input, failure, context }) => {
    const checkoutToken = context.checkoutToken ?? input.path?.checkoutToken;
    return {
      body: {
        ...(checkoutToken ? { checkout_token: checkoutToken } : {}),
        ...(context.cartToken ? { cart_token: context.cartToken } : {}),
        extra: {
          user_agent: context.userAgent,
          country_count: context.countryCount,
          endpoint,
          request_payload: input.body ?? input.query,
          page: context.page,
          currency: context.currency,
          checkout_info: context.checkoutInfo,
          api_response: failure.kind === 'http' ? failure.body : failure,
          payment_methods: context.paymentMethods,
        },
      },
    };
  },
});
