/**
 * Never two orders for one checkout (docs/decisions/0242) on a real PostgreSQL server with a
 * connection pool, so the tabs' payments run as truly concurrent transactions.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// Test-only: the platform's throwaway-cluster helper (Debian's PostgreSQL, as its own tests use).
import {
  freePort,
  postgresBin,
  startPostgresCluster,
  type PostgresCluster,
} from '../../../examples/platform-api/src/testing/postgres-cluster';
import { createCheckout } from './checkout.facade';
import { CARDS, card, startPlatform, type TestPlatform, US_ADDRESS } from './checkout.platform.fixtures';

let cluster: PostgresCluster;
let platform: TestPlatform;
beforeAll(async () => {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL server binaries not found (apt-get install postgresql)');
  cluster = startPostgresCluster(bin, await freePort());
  platform = await startPlatform({ databaseUrl: cluster.url });
}, 120_000);
afterAll(async () => {
  await platform?.close();
  cluster?.stop();
});

describe('one order per checkout on PostgreSQL with a pool', () => {
  it('five tabs without a shared lock pay at once: one order, every tab ends on thank_you', async () => {
    const { checkoutToken } = await platform.cart([{ variant_id: platform.variants[0]!, qty: 1 }]);
    const tabs = Array.from({ length: 5 }, () =>
      createCheckout({ transport: platform.transport(), token: checkoutToken }),
    );
    const [first] = tabs;
    await first!.load();
    await first!.saveCustomer({ email: 'dana@example.com', shippingAddress: US_ADDRESS });
    await first!.loadShippingMethods('US');
    await first!.selectShippingMethod('standard');
    for (const tab of tabs) {
      await tab.load();
      await tab.loadPaymentMethods();
    }
    const results = await Promise.all(
      tabs.map((tab) => tab.placeOrder({ paymentMethod: 'test-gateway', payment: card(CARDS.ok) })),
    );
    // The tabs that lost the race waited for the winner's order (409 PAYMENT_PROCESSING, then processing-status).
    expect(results.map((r) => r.ok)).toEqual([true, true, true, true, true]);
    expect(await platform.ordersOf(checkoutToken)).toBe(1);
    for (const tab of tabs) {
      expect(tab.getSnapshot().context.step).toBe('thank_you');
      tab.stop();
    }
  });
});
