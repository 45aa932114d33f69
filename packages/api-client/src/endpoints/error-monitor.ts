import * as z from 'zod/mini';
import { SuccessEnvelope } from '../schemas/common';
import { defineEndpoint, type FailedCall } from './define';

/** What the error monitor is sent (001 §7). */
const ErrorMonitorBody = /* @__PURE__ */ z.lazy(() =>
  z.object({
    checkout_token: z.optional(z.string()),
    cart_token: z.optional(z.string()),
    extra: z.record(z.string(), z.unknown()),
  }),
);

/** POST a failed checkout call to the error monitor (001 §7). Never monitored itself. */
export const checkoutErrorMonitor = /* @__PURE__ */ defineEndpoint({
  id: 'checkout.errorMonitor',
  method: 'POST',
  path: '/api/checkout/checkout-error-monitor.json',
  body: ErrorMonitorBody,
  response: SuccessEnvelope,
  retry: 0,
  // The checkout token is the failed call's own (its path's `/api/checkout/{checkoutToken}/…`, else
  // the `checkout_token` of its body, as purchase-complete sends it, or of its query, as the cart
  // clone does), else the open checkout's the context gives (the BlueSnap token names none).
  // Typed by this row's body: the transport sends what it returns without looking at it.
  report: ({ endpoint, input, failure, context }: FailedCall): { body: z.infer<typeof ErrorMonitorBody> } => {
    const checkoutToken =
      input.path?.checkoutToken ??
      checkoutTokenOf(input.body) ??
      checkoutTokenOf(input.query) ??
      context.checkoutToken;
    return {
      body: {
        ...(checkoutToken ? { checkout_token: checkoutToken } : {}),
        ...(context.cartToken ? { cart_token: context.cartToken } : {}),
        extra: {
          user_agent: context.userAgent,
          country_count: context.countryCount,
          endpoint,
          request_payload: withoutPaymentData(input.body ?? input.query),
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

/**
 * A payload as the monitor may keep it: without its `payment_data` (a card's number, expiry and
 * security code, a wallet's or provider's payment fields: 001 §5), which no report needs and no
 * store may hold. 001 §7 names the "request payload"; the card is not the platform's to keep.
 */
function withoutPaymentData(sent: unknown): unknown {
  if (typeof sent !== 'object' || sent === null || !('payment_data' in sent)) return sent;
  const { payment_data: _withheld, ...rest } = sent as Record<string, unknown>;
  return rest;
}

/** The `checkout_token` a call's body or query carries, if any. */
function checkoutTokenOf(sent: unknown): string | undefined {
  if (typeof sent !== 'object' || sent === null || !('checkout_token' in sent)) return undefined;
  return typeof sent.checkout_token === 'string' && sent.checkout_token !== ''
    ? sent.checkout_token
    : undefined;
}
