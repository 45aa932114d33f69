import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newItemId } from '../cart/cart-changes';
import { propertiesKey } from '../cart/line-identity';
import { cartItems, carts, variants } from '../db/schema/index';
import { clientFor, createTestServer, expectOk, postgresAvailable, useEngine } from '../testing/harness';
import type { TestServer } from '../testing/harness';

// The add reads the cart's lines in its own statement (decision 0478). A statement sees the
// database as it was when it started: an add that waits for the cart's lock must not answer
// without a line committed while it waited. Only a server with concurrent connections can make
// one statement wait for another transaction, hence PostgreSQL alone.
if (postgresAvailable()) {
  useEngine('postgres');
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  /** Resolves once a statement of this database waits for a lock (the add, behind the transaction). */
  async function someoneWaitsForALock(): Promise<void> {
    const until = Date.now() + 10_000;
    while (Date.now() < until) {
      const [waiting] = await server.database.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity
         WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      );
      if ((waiting?.n ?? 0) > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('no statement waited for a lock');
  }

  describe('cart add on PostgreSQL', () => {
    it('answers with the lines another change committed while the add waited for the cart (000 §4)', async () => {
      const demo = clientFor(server, 'localhost');
      const { token } = expectOk(await demo.call('cart.create')).result;
      const { db } = server.deps;
      const [cart] = await db.select().from(carts).where(eq(carts.token, token));
      const [tee, mug] = await Promise.all(
        ['classic-crew-tee', 'custom-photo-mug'].map(async (handle) => {
          const product = expectOk(await demo.call('catalog.product', { query: { handle } })).result;
          return Number(product.variants[0]?.id);
        }),
      );
      if (!cart || tee === undefined || mug === undefined) throw new Error('seed without the tee or mug');
      let added: Promise<Response> | undefined;
      // Another change of the cart, as changeCart makes one: it stamps the cart (taking its row
      // lock) and writes a line; the add starts meanwhile and waits for the lock.
      await db.transaction(async (tx) => {
        await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cart.id));
        const [variant] = await tx
          .select()
          .from(variants)
          .where(and(eq(variants.id, tee), eq(variants.shopId, cart.shopId)));
        if (!variant) throw new Error('no tee variant');
        await tx.insert(cartItems).values({
          cartId: cart.id,
          itemId: newItemId(),
          productId: variant.productId,
          variantId: tee,
          qty: 2,
          position: 0,
        });
        added = server.fetch(`http://platform.test/api/checkout/cart/update.json?cart_token=${token}`, {
          method: 'POST',
          headers: {
            'x-shop-domain': 'localhost',
            'content-type': 'application/json',
            'idempotency-key': 'k-wait',
          },
          body: JSON.stringify({ cartItem: { variant_id: mug, qty: 1 } }),
        });
        await someoneWaitsForALock();
        await tx.execute(sql`SELECT 1`);
      });
      const answer = (await (await added)?.json()) as {
        result: { items: { variant_id: number; qty: number }[] };
      };
      const lines = (items: { variant_id: number; qty: number }[]) =>
        items.map((item) => [item.variant_id, item.qty]);
      expect(lines(answer.result.items)).toEqual([
        [tee, 2],
        [mug, 1],
      ]);
      const read = expectOk(await demo.call('cart.get', { query: { cart_token: token } }));
      expect(
        lines(read.result.items.map((item) => ({ variant_id: Number(item.variant_id), qty: item.qty }))),
      ).toEqual(lines(answer.result.items));
    });

    // Decision 0150 (ITEM_OUT_STOCK for more than the stock) counts a variant's lines together
    // (000 §4: different properties make different lines). The add's statement reads the other
    // lines as they were when it started: one that waited for the cart must not count without a
    // line committed meanwhile (decision 0342: concurrent adds cannot pass the stock together).
    it('refuses an add over the stock with a line of other properties committed while it waited', async () => {
      const demo = clientFor(server, 'localhost');
      const { token } = expectOk(await demo.call('cart.create')).result;
      const { db } = server.deps;
      const [cart] = await db.select().from(carts).where(eq(carts.token, token));
      const tee = Number(
        expectOk(await demo.call('catalog.product', { query: { handle: 'classic-crew-tee' } })).result
          .variants[0]?.id,
      );
      const [variant] = await db.select().from(variants).where(eq(variants.id, tee));
      if (!cart || !variant?.trackQuantity) throw new Error('seed without a tracked tee');
      const ann = [{ name: 'Name', value: 'Ann' }];
      let added: Promise<Response> | undefined;
      // Another change of the cart takes the whole stock in a line for Ann; the add for Bob starts
      // meanwhile and waits for the cart's lock.
      await db.transaction(async (tx) => {
        await tx.update(carts).set({ updatedAt: new Date() }).where(eq(carts.id, cart.id));
        await tx.insert(cartItems).values({
          cartId: cart.id,
          itemId: newItemId(),
          productId: variant.productId,
          variantId: tee,
          qty: variant.quantity,
          properties: ann,
          propertiesKey: propertiesKey(ann),
          position: 0,
        });
        added = server.fetch(`http://platform.test/api/checkout/cart/update.json?cart_token=${token}`, {
          method: 'POST',
          headers: { 'x-shop-domain': 'localhost', 'content-type': 'application/json' },
          body: JSON.stringify({
            cartItem: { variant_id: tee, qty: 1, properties: [{ name: 'Name', value: 'Bob' }] },
          }),
        });
        await someoneWaitsForALock();
        await tx.execute(sql`SELECT 1`);
      });
      const answer = await added;
      expect(answer?.status).toBe(400);
      expect(((await answer?.json()) as { error_code?: string } | undefined)?.error_code).toBe(
        'ITEM_OUT_STOCK',
      );
      const read = expectOk(await demo.call('cart.get', { query: { cart_token: token } }));
      expect(read.result.items.map((item) => item.qty)).toEqual([variant.quantity]);
    });
  });
} else {
  describe.skip('cart add on PostgreSQL (no server on this machine; mandatory in CI)', () => undefined);
}
