/**
 * A signed-in shopper whose access token expired while the checkout was open pays, against the
 * real platform-api in process. 000 §4 token lifecycle: a 'not authorized' reply to a call made
 * with a token makes the SDK refresh the token and send the call again. Decision 0627: the order
 * is the customer's the paying request proves, so an expired token must not make it a guest order.
 */
import { selectOrders } from '@vitrine/core-auth';
import { createMemoryPorts } from '@vitrine/ports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorefront } from '../src/index';
// The checkout package's test data (address, cards), declared once there.
import { CARDS, card } from '../../core-checkout/src/checkout.platform.fixtures';
import { fillToPayment, openCheckout } from './harness/checkout-flow';
import { PLATFORM_URL, startPlatform, type TestPlatform } from './harness/platform';

/** Access tokens live this long on the test platform. */
const TOKEN_TTL_SECONDS = 60;
/**
 * The test platform's clock runs this far ahead of the real one: the test expires the token by
 * moving it, not by sleeping (as browser-tabs.test.ts does).
 */
let serverClockOffsetMs = 0;

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startPlatform({
    accessTokenTtlSeconds: TOKEN_TTL_SECONDS,
    now: () => new Date(Date.now() + serverClockOffsetMs),
  });
});
afterAll(async () => {
  await platform?.close();
});

const refreshes = () => platform.requests.filter((path) => path === '/api/user/refresh.json').length;

describe('a signed-in shopper whose token expired during the checkout (000 §4 token lifecycle, decision 0627)', () => {
  it("pays with the test card: the token is refreshed once and the order is in the customer's order history", async () => {
    const storefront = createStorefront({
      domain: 'localhost',
      baseUrl: PLATFORM_URL,
      fetch: platform.fetch,
      ports: createMemoryPorts(),
    });
    try {
      expect((await storefront.ready()).ok).toBe(true);
      // A newly registered customer (so signed in): its e-mail is not proven, so its order history
      // holds only the orders linked to it, not guest orders of its e-mail (decisions 0153, 0595).
      const email = `expiring-${Date.now()}@example.com`;
      expect(
        await storefront.customer.register({
          email,
          firstName: 'Eve',
          lastName: 'Expiring',
          password: 'longenough',
          repeatPassword: 'longenough',
        }),
      ).toEqual({ ok: true, value: undefined });
      await storefront.customer.ready();

      const checkout = await openCheckout(storefront);
      await fillToPayment(checkout, email);

      serverClockOffsetMs += (TOKEN_TTL_SECONDS + 1) * 1000;
      const before = refreshes();
      const placed = await checkout.placeOrder({ paymentMethod: 'test-gateway', payment: card(CARDS.ok) });
      if (!placed.ok) throw new Error(placed.error.code);
      expect(refreshes() - before).toBe(1);

      const orderToken = placed.value.order?.token;
      expect(orderToken).toBeTruthy();
      expect((await storefront.customer.refetch()).ok).toBe(true);
      const history = selectOrders(storefront.customer.getSnapshot()) ?? [];
      expect(history.map((order) => order.token)).toContain(orderToken);
    } finally {
      storefront.stop();
    }
  });
});
