import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARDS, card, readyCheckout, variantOf } from '../checkout/test-support';
import { variants } from '../db/schema/index';
import { createTestServer, expectOk, postgresAvailable, useEngine } from '../testing/harness';
import type { TestServer } from '../testing/harness';

// Payments racing each other (found by a read-only audit). Only a server with concurrent
// connections lets one request wait for another transaction, so each test holds a transaction of
// its own on the pool, lets the requests run into it, and commits: PostgreSQL alone (PGlite has
// one connection). In CI the global setup fails without a server, so these never skip there.
if (postgresAvailable()) {
  useEngine('postgres');
  let server: TestServer;
  let tee: { id: number; price: number };
  beforeAll(async () => {
    server = await createTestServer();
    tee = await variantOf(server, 'localhost', 'classic-crew-tee');
  });
  afterAll(async () => {
    await server.close();
  });

  /** Resolves once `count` statements of this database wait for a lock (the requests, behind the test's transaction). */
  async function waitersForALock(count: number): Promise<void> {
    const until = Date.now() + 20_000;
    while (Date.now() < until) {
      const [waiting] = await server.database.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity
         WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      );
      if ((waiting?.n ?? 0) >= count) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`fewer than ${count} statements waited for a lock`);
  }

  /** Order charges that succeeded but belong to no order (money taken for nothing). */
  async function chargesWithoutOrder(checkoutToken: string): Promise<number> {
    const [row] = await server.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM payment_transactions t JOIN checkouts c ON c.id = t.checkout_id
       WHERE c.token = $1 AND t.purpose = 'order' AND t.status = 'succeeded' AND t.order_id IS NULL`,
      [checkoutToken],
    );
    return row?.n ?? -1;
  }

  describe('create-order racing another order of the shop', () => {
    it('places the order when another order took its number meanwhile, and keeps no charge without an order', async () => {
      const { client, path } = await readyCheckout(server, 'localhost', [{ variant_id: tee.id, qty: 1 }]);
      // Another shopper's order of the same shop, numbered as placeOrder numbers the next one and
      // not yet committed when this checkout's order is placed.
      const { placing } = await server.deps.db.transaction(async (tx) => {
        await tx.execute(sql`
          INSERT INTO orders (shop_id, number, name, email, currency, line_items, totals, payment_method, token, access_key)
          SELECT shop_id, number + 1, '#' || (number + 1), email, currency, line_items, totals, payment_method,
                 'ord_race_other', access_key
          FROM orders
          WHERE shop_id = (SELECT shop_id FROM shop_domains WHERE domain = 'localhost')
          ORDER BY number DESC LIMIT 1`);
        const call = client.call('checkout.createOrder', {
          path,
          body: { payment_method: 'test-gateway', payment_data: card(CARDS.ok) },
        });
        await waitersForALock(1);
        return { placing: call };
      });
      const placed = expectOk(await placing);
      expect(placed.result.access_key).toBeTruthy();
      expect(await chargesWithoutOrder(path.checkoutToken)).toBe(0);
    });

    it('keeps no charge when the stock ran out while the card was charged (ITEM_OUT_STOCK)', async () => {
      const { client, path } = await readyCheckout(server, 'localhost', [{ variant_id: tee.id, qty: 1 }]);
      const [before] = await server.deps.db
        .select({ quantity: variants.quantity })
        .from(variants)
        .where(eq(variants.id, tee.id));
      // Another order takes the last pieces while this one is charged.
      const { placing } = await server.deps.db.transaction(async (tx) => {
        await tx.update(variants).set({ quantity: 0 }).where(eq(variants.id, tee.id));
        const call = client.call('checkout.createOrder', {
          path,
          body: { payment_method: 'test-gateway', payment_data: card(CARDS.ok) },
        });
        await waitersForALock(1);
        return { placing: call };
      });
      const answer = await placing;
      await server.deps.db
        .update(variants)
        .set({ quantity: before?.quantity ?? 100 })
        .where(eq(variants.id, tee.id));
      expect(answer.ok ? 200 : answer.failure).toMatchObject({
        statusCode: 409,
        errorCode: 'ITEM_OUT_STOCK',
      });
      expect(await chargesWithoutOrder(path.checkoutToken)).toBe(0);
    });
  });
} else {
  describe.skip('payment races on PostgreSQL (no server on this machine; mandatory in CI)', () => undefined);
}
