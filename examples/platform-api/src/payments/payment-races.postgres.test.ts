import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARDS, card, readyCheckout, variantOf } from '../checkout/test-support';
import { discountCodes, offers, orders, shopCheckoutSettings, variants } from '../db/schema/index';
import { createTestServer, expectFailure, expectOk, postgresAvailable, useEngine } from '../testing/harness';
import type { TestServer } from '../testing/harness';

// Payments racing each other (found by a read-only audit). Only a server with concurrent
// connections lets one request wait for another transaction, so each test holds a transaction of
// its own on the pool, lets the requests run into it, and commits: PostgreSQL alone (PGlite has
// one connection). In CI the global setup fails without a server, so these never skip there.
if (postgresAvailable()) {
  useEngine('postgres');
  let server: TestServer;
  let tee: { id: number; price: number };
  let hoodie: { id: number; price: number };
  beforeAll(async () => {
    server = await createTestServer();
    tee = await variantOf(server, 'localhost', 'classic-crew-tee');
    hoodie = await variantOf(server, 'localhost', 'relaxed-hoodie');
    // Enough pieces for every order of this file (the seed has 12 of a tee).
    await server.deps.db.update(variants).set({ quantity: 1000 }).where(eq(variants.id, tee.id));
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

  /** A placed order of the demo shop (a tee paid by card) with the hoodie offer activated (001 §4 Post-purchase). */
  async function orderWithActivatedOffer() {
    const { client, path } = await readyCheckout(server, 'localhost', [{ variant_id: tee.id, qty: 1 }]);
    expectOk(
      await client.call('checkout.createOrder', {
        path,
        body: { payment_method: 'test-gateway', payment_data: card(CARDS.ok) },
      }),
    );
    const [offer] = await server.deps.db
      .select({ id: offers.id })
      .from(offers)
      .where(
        and(eq(offers.offerType, 'postPurchase'), eq(offers.title, 'One more thing: the hoodie at 25% off')),
      );
    const activate = () =>
      client.call('checkout.activatePostPurchase', {
        path,
        body: { offer_id: offer?.id ?? 0, variant_id: hoodie.id, qty: 1 },
      });
    expectOk(await activate());
    const [order] = await server.deps.db
      .select()
      .from(orders)
      .where(eq(orders.checkoutToken, path.checkoutToken));
    if (!order) throw new Error('no order');
    return { client, path, order, activate };
  }

  /** The succeeded post-purchase charges of an order. */
  async function offerCharges(orderId: number): Promise<number> {
    const [row] = await server.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM payment_transactions
       WHERE order_id = $1 AND purpose = 'post_purchase' AND status = 'succeeded'`,
      [orderId],
    );
    return row?.n ?? -1;
  }

  async function hoodieStock(): Promise<number> {
    const [row] = await server.deps.db
      .select({ quantity: variants.quantity })
      .from(variants)
      .where(eq(variants.id, hoodie.id));
    return row?.quantity ?? -1;
  }

  /** Runs `send` while the test holds the order's row, then lets it go once `waiters` statements wait for it. */
  async function whileOrderHeld<T>(orderId: number, waiters: number, send: () => Promise<T>): Promise<T> {
    const { sent } = await server.deps.db.transaction(async (tx) => {
      await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
      const call = send();
      await waitersForALock(waiters);
      return { sent: call };
    });
    return sent;
  }

  const statusOf = (answer: { ok: true } | { ok: false; failure: { kind: string; statusCode?: number } }) =>
    answer.ok ? 200 : answer.failure.statusCode;

  describe('a post-purchase offer accepted twice at once (001 §4 Post-purchase)', () => {
    it('charges once, takes the stock once and adds one line; the second answers 409', async () => {
      const { client, path, order } = await orderWithActivatedOffer();
      const stock = await hoodieStock();
      const finalize = () => client.call('checkout.finalizePostPurchase', { path, body: { accept: true } });
      const answers = await whileOrderHeld(order.id, 2, () => Promise.all([finalize(), finalize()]));
      expect(answers.map(statusOf).sort()).toEqual([200, 409]);
      expect(await offerCharges(order.id)).toBe(1);
      expect(await hoodieStock()).toBe(stock - 1);
      const [placed] = await server.deps.db.select().from(orders).where(eq(orders.id, order.id));
      expect(placed?.lineItems.map((line) => line.variant_id)).toEqual([tee.id, hoodie.id]);
    });

    it('does not activate the offer again while it is being accepted, so it is never charged twice', async () => {
      const { client, path, order, activate } = await orderWithActivatedOffer();
      const finalize = () => client.call('checkout.finalizePostPurchase', { path, body: { accept: true } });
      const [accepted, activatedAgain] = await whileOrderHeld(order.id, 2, async () => {
        const accepting = finalize();
        await waitersForALock(1);
        return Promise.all([accepting, activate()]);
      });
      expect([statusOf(accepted), statusOf(activatedAgain)]).toEqual([200, 409]);
      expect(statusOf(await finalize())).toBe(409);
      expect(await offerCharges(order.id)).toBe(1);
    });
  });

  describe('confirm URLs followed at the same moment (PAYMENTS.md: a confirm URL works once)', () => {
    it('takes one of two post-purchase confirm URLs followed at once; the other answers 409 and is not charged', async () => {
      const { client, path, order } = await orderWithActivatedOffer();
      const confirmUrl = async () =>
        expectOk(
          await client.call('checkout.providerConfirmUrl', {
            path,
            query: { post_purchase: true },
            body: { source: 'post-purchase' },
          }),
        ).result.redirect;
      const urls = [await confirmUrl(), await confirmUrl()];
      const stock = await hoodieStock();
      const answers = await whileOrderHeld(order.id, 2, () =>
        Promise.all(urls.map((url) => server.fetch(`http://localhost${url}`))),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(await offerCharges(order.id)).toBe(1);
      expect(await hoodieStock()).toBe(stock - 1);
    });
  });

  describe('a code limited to one use, ordered with by two shoppers at once (001 §8 coupon texts)', () => {
    it("places one order with it and refuses the other with 'discount code has already been used.', keeping no charge", async () => {
      const shopId = (await variantOf(server, 'localhost', 'classic-crew-tee')).shopId;
      const [code] = await server.deps.db
        .insert(discountCodes)
        .values({
          shopId,
          code: 'ONCE5',
          title: '5 off, once',
          discountType: 'fixed_amount',
          value: 5,
          usageLimit: 1,
        })
        .returning();
      if (!code) throw new Error('no code');
      const shoppers = await Promise.all(
        [0, 1].map(async () => {
          const shopper = await readyCheckout(server, 'localhost', [{ variant_id: tee.id, qty: 1 }]);
          expectOk(
            await shopper.client.call('checkout.applyCoupon', {
              path: shopper.path,
              body: { code: 'once5' },
            }),
          );
          return shopper;
        }),
      );
      // The code's row held while both pay: both priced it as still usable.
      const { sent } = await server.deps.db.transaction(async (tx) => {
        await tx
          .select({ id: discountCodes.id })
          .from(discountCodes)
          .where(eq(discountCodes.id, code.id))
          .for('update');
        const calls = Promise.all(
          shoppers.map(({ client, path }) =>
            client.call('checkout.createOrder', {
              path,
              body: { payment_method: 'test-gateway', payment_data: card(CARDS.ok) },
            }),
          ),
        );
        await waitersForALock(2);
        return { sent: calls };
      });
      const answers = await sent;
      expect(answers.map(statusOf).sort()).toEqual([200, 400]);
      const refused = answers.find((answer) => !answer.ok);
      expect(refused && expectFailure(refused)).toMatchObject({
        errorCode: 'DISCOUNT_USED',
        message: 'ONCE5 discount code has already been used.',
      });
      const [used] = await server.deps.db.select().from(discountCodes).where(eq(discountCodes.id, code.id));
      expect(used?.timesUsed).toBe(1);
      for (const { path } of shoppers) expect(await chargesWithoutOrder(path.checkoutToken)).toBe(0);
    });
  });

  describe("a shop's order limit reached by two orders at once (001 §4: 403 → /limit-order)", () => {
    it('places the last order the limit allows and refuses the other with 403, keeping no charge', async () => {
      const napkin = await variantOf(server, 'limited.localhost', 'limited-linen-napkin');
      // The limited shop holds one order; one more is allowed.
      await server.deps.db
        .update(shopCheckoutSettings)
        .set({ orderLimit: 2 })
        .where(eq(shopCheckoutSettings.shopId, napkin.shopId));
      await server.deps.db.update(variants).set({ quantity: 100 }).where(eq(variants.id, napkin.id));
      const shoppers = await Promise.all(
        [0, 1].map(() => readyCheckout(server, 'limited.localhost', [{ variant_id: napkin.id, qty: 1 }])),
      );
      // The napkin's row held while both pay: both were counted under the limit before paying.
      const { sent } = await server.deps.db.transaction(async (tx) => {
        await tx.select({ id: variants.id }).from(variants).where(eq(variants.id, napkin.id)).for('update');
        const calls = Promise.all(
          shoppers.map(({ client, path }) =>
            client.call('checkout.createOrder', {
              path,
              body: { payment_method: 'test-gateway', payment_data: card(CARDS.ok) },
            }),
          ),
        );
        await waitersForALock(2);
        return { sent: calls };
      });
      const answers = await sent;
      expect(answers.map(statusOf).sort()).toEqual([200, 403]);
      const refused = answers.find((answer) => !answer.ok);
      expect(refused && expectFailure(refused)).toMatchObject({ errorCode: 'ORDER_LIMIT_REACHED' });
      const [count] = await server.database.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM orders WHERE shop_id = $1',
        [napkin.shopId],
      );
      expect(count?.n).toBe(2);
      for (const { path } of shoppers) expect(await chargesWithoutOrder(path.checkoutToken)).toBe(0);
    });
  });
} else {
  describe.skip('payment races on PostgreSQL (no server on this machine; mandatory in CI)', () => undefined);
}
