/**
 * 001 §7: "POST /api/checkout/checkout-error-monitor.json: body checkout_token, cart_token, extra
 * (user agent, country count, endpoint, request payload, page, currency, checkout info, api
 * response, payment methods). Any failed checkout response is also sent here." A storefront
 * outside the live preview (001 §2 skips it there: preview-monitor.test.ts) reports a failed
 * checkout call with what it knows of the cart, the open checkout and the page, against the real
 * platform-api in process, which stores each report.
 */
import { selectTokens } from '@vitrine/core-cart';
import { createMemoryPorts } from '@vitrine/ports';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createStorefront, type Storefront, type StorefrontOptions } from '../src/index';
// The checkout package's test data, declared once there.
import { US_ADDRESS } from '../../core-checkout/src/checkout.platform.fixtures';
import { PLATFORM_URL, startPlatform, type TestPlatform } from './harness/platform';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => {
  await platform?.close();
});
const running: Storefront[] = [];
afterEach(() => {
  for (const storefront of running.splice(0)) storefront.stop();
});

type StoredReport = {
  readonly checkout_token: string | null;
  readonly cart_token: string | null;
  readonly extra: Record<string, unknown>;
};

/** The reports the platform stored for a checkout token's refused discount codes. */
const reportsOf = (checkoutToken: string) =>
  platform.database.query<StoredReport>(
    `SELECT checkout_token, cart_token, extra FROM checkout_errors
     WHERE checkout_token = $1 AND extra->>'endpoint' = 'checkout.applyCoupon' ORDER BY id`,
    [checkoutToken],
  );

/** A storefront with a tee in its cart and its checkout opened, loaded, filled in and at payment. */
async function openCheckout(options: Partial<StorefrontOptions> = {}) {
  const storefront = createStorefront({
    domain: 'localhost',
    baseUrl: PLATFORM_URL,
    fetch: platform.fetch,
    ports: createMemoryPorts(),
    ...options,
  });
  running.push(storefront);
  await storefront.ready();
  const product = await storefront.catalog.product('classic-crew-tee');
  if (!product.ok || !product.value.variant) throw new Error('no tee');
  expect((await storefront.cart.add({ variantId: product.value.variant.id, quantity: 1 })).ok).toBe(true);
  const opened = await storefront.checkout();
  if (!opened.ok) throw new Error(opened.error.code);
  const checkout = opened.value;
  expect((await checkout.load()).ok).toBe(true);
  const countries = await checkout.shippingCountries();
  if (!countries.ok) throw new Error(countries.error.code);
  expect(
    (await checkout.saveCustomer({ email: 'monitor@example.com', shippingAddress: US_ADDRESS })).ok,
  ).toBe(true);
  expect((await checkout.loadPaymentMethods()).ok).toBe(true);
  const { cartToken } = selectTokens(storefront.cart.getSnapshot());
  const token = checkout.getSnapshot().context.token;
  return { storefront, checkout, token, cartToken, countryCount: countries.value.countryCodes.length };
}

describe('the checkout error monitor outside the live preview (001 §7)', () => {
  it('a refused discount code posts a report with the cart, the open checkout, the page and the answer', async () => {
    const { checkout, token, cartToken, countryCount } = await openCheckout({
      // What a browser host gives of its page (its location and navigator).
      tracking: {
        context: () => ({
          pageUrl: 'http://localhost/checkouts/here?step=payment_method',
          referrer: '',
          userAgent: 'Mozilla/5.0 (VitrineTest)',
          timezoneOffset: 0,
        }),
      },
    });
    expect(countryCount).toBeGreaterThan(0);
    const refused = await checkout.applyDiscount('NO-SUCH-CODE', { refetch: false });
    expect(refused.ok).toBe(false);

    await expect.poll(async () => (await reportsOf(token)).length, { timeout: 10_000 }).toBe(1);
    const [report] = await reportsOf(token);
    expect(report?.checkout_token).toBe(token);
    expect(report?.cart_token).toBe(cartToken);
    expect(report?.extra).toMatchObject({
      user_agent: 'Mozilla/5.0 (VitrineTest)',
      page: 'http://localhost/checkouts/here?step=payment_method',
      country_count: countryCount,
      currency: 'USD',
      endpoint: 'checkout.applyCoupon',
      request_payload: { code: 'NO-SUCH-CODE' },
      api_response: { success: false },
      checkout_info: { email: 'monitor@example.com' },
    });
    const methods = report?.extra.payment_methods;
    expect(
      Array.isArray(methods) && methods.some((m) => (m as { code?: unknown }).code === 'test-gateway'),
    ).toBe(true);
  });

  it('without a page from the host, the page is the path the storefront last showed', async () => {
    const { storefront, checkout, token } = await openCheckout();
    await storefront.shop.resolve(`/checkouts/${token}`);
    expect((await checkout.applyDiscount('NO-SUCH-CODE', { refetch: false })).ok).toBe(false);

    await expect.poll(async () => (await reportsOf(token)).length, { timeout: 10_000 }).toBe(1);
    const [report] = await reportsOf(token);
    expect(report?.extra).toMatchObject({
      page: `/checkouts/${token}`,
      endpoint: 'checkout.applyCoupon',
      currency: 'USD',
    });
    expect(report?.extra).not.toHaveProperty('user_agent');
  });
});
