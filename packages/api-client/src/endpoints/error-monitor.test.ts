/**
 * 001 §7: "POST /api/checkout/checkout-error-monitor.json: body checkout_token, cart_token, extra
 * (user agent, country count, endpoint, request payload, page, currency, checkout info, api
 * response, payment methods). Any failed checkout response is also sent here."
 */
import { describe, expect, it, vi } from 'vitest';
import { envelopeOf, fakeFetch, json } from '../test/fake-fetch';
import { createTransport } from '../transport';
import type { ApiClientOptions, ErrorMonitorContext } from '../transport.types';
import { cartClone } from './cart-clone';
import {
  bluesnapFieldToken,
  checkoutChargeAuthorize,
  checkoutPurchaseComplete,
  checkoutShippingMethods,
} from './checkout';

const MONITOR_PATH = '/api/checkout/checkout-error-monitor.json';
const refused = { code: 422, success: false, error: 'Item is out of stock', error_code: 'ITEM_OUT_STOCK' };

/** A transport whose platform refuses every call but the monitor's; the reports it was sent. */
function setup(errorMonitor?: ApiClientOptions['errorMonitor']) {
  const { fetch, calls } = fakeFetch((request) =>
    request.path === MONITOR_PATH ? envelopeOf(null, { success: true }) : json(refused, 422),
  );
  const transport = createTransport({
    baseURL: 'http://platform.test',
    shopDomain: 'shop.example',
    fetch,
    ...(errorMonitor === undefined ? {} : { errorMonitor }),
  });
  const reports = () =>
    calls.filter((call) => call.path === MONITOR_PATH).map((call) => JSON.parse(call.body) as unknown);
  return { transport, reports };
}

/** Everything the storefront knows of the open checkout and the page. */
const known: ErrorMonitorContext = {
  checkoutToken: 'co-open',
  cartToken: 'cart-1',
  userAgent: 'Mozilla/5.0 (test)',
  countryCount: 3,
  page: '/checkouts/co-open',
  currency: 'EUR',
  checkoutInfo: { email: 'ada@example.com' },
  paymentMethods: [{ id: 1, code: 'test-gateway' }],
};

describe('the checkout error monitor report (001 §7)', () => {
  it('has every field the context gives, beside the endpoint, request payload and api response', async () => {
    const { transport, reports } = setup(() => known);
    await transport.send(bluesnapFieldToken);
    await vi.waitFor(() => expect(reports()).toHaveLength(1));
    // The BlueSnap token names no checkout: the open checkout's token is the one reported.
    expect(reports()[0]).toEqual({
      checkout_token: 'co-open',
      cart_token: 'cart-1',
      extra: {
        user_agent: 'Mozilla/5.0 (test)',
        country_count: 3,
        endpoint: 'checkout.bluesnapFieldToken',
        page: '/checkouts/co-open',
        currency: 'EUR',
        checkout_info: { email: 'ada@example.com' },
        api_response: refused,
        payment_methods: [{ id: 1, code: 'test-gateway' }],
      },
    });
  });

  it("names the checkout the failed call names (its path's token) over the open one", async () => {
    const { transport, reports } = setup(() => known);
    await transport.send(checkoutShippingMethods, {
      path: { checkoutToken: 'co-other' },
      query: { country_code: 'US' },
    });
    await vi.waitFor(() => expect(reports()).toHaveLength(1));
    expect(reports()[0]).toMatchObject({
      checkout_token: 'co-other',
      extra: { endpoint: 'checkout.shippingMethods', request_payload: { country_code: 'US' } },
    });
  });

  it('reports a failed purchase-complete with the checkout token of its body (no token in the path)', async () => {
    const { transport, reports } = setup();
    await transport.send(checkoutPurchaseComplete, { body: { checkout_token: 'co-done' } });
    await vi.waitFor(() => expect(reports()).toHaveLength(1));
    expect(reports()[0]).toMatchObject({
      checkout_token: 'co-done',
      extra: {
        endpoint: 'checkout.purchaseComplete',
        request_payload: { checkout_token: 'co-done' },
        api_response: refused,
      },
    });
  });

  it('reports a failed cart clone (a call of the 001 §7 checkout table) with the checkout token of its query', async () => {
    const { transport, reports } = setup(() => ({ cartToken: 'cart-1' }));
    await transport.send(cartClone, { query: { checkout_token: 'co-stale' } });
    await vi.waitFor(() => expect(reports()).toHaveLength(1));
    expect(reports()[0]).toMatchObject({
      checkout_token: 'co-stale',
      cart_token: 'cart-1',
      extra: {
        endpoint: 'cart.clone',
        request_payload: { checkout_token: 'co-stale' },
        api_response: refused,
      },
    });
  });

  it('never sends the card: a refused payment is reported without its payment data', async () => {
    const { transport, reports } = setup(() => known);
    await transport.send(checkoutChargeAuthorize, {
      path: { checkoutToken: 'co-open' },
      body: {
        payment_method_id: 1,
        payment_data: { card_number: '4000000000000002', exp_month: 12, exp_year: 2030, cvc: '123' },
      },
    } as never);
    await vi.waitFor(() => expect(reports()).toHaveLength(1));
    const sent = JSON.stringify(reports()[0]);
    expect(sent).not.toContain('4000000000000002');
    expect(sent).not.toContain('"cvc"');
    expect(reports()[0]).toMatchObject({
      extra: { endpoint: 'checkout.chargeAuthorize', request_payload: { payment_method_id: 1 } },
    });
  });

  it('sends nothing in live preview (001 §2 "Error monitoring calls are skipped in preview")', async () => {
    const { transport, reports } = setup(() => ({ ...known, skip: true }));
    await transport.send(cartClone, { query: { checkout_token: 'co-stale' } });
    await transport.send(checkoutPurchaseComplete, { body: { checkout_token: 'co-done' } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reports()).toEqual([]);
  });
});
