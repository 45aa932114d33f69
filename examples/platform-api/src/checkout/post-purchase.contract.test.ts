import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers } from '../db/schema/index';
import { createTestServer, expectOk } from '../testing/harness';
import type { TestServer } from '../testing/harness';
import { CARDS, card, readyCheckout, variantOf } from './test-support';

let server: TestServer;
let tee: { id: number; price: number };
let hoodie: { id: number; price: number };
let offerId: number;
beforeAll(async () => {
  server = await createTestServer();
  tee = await variantOf(server, 'localhost', 'classic-crew-tee');
  hoodie = await variantOf(server, 'localhost', 'relaxed-hoodie');
  const [offer] = await server.deps.db
    .select({ id: offers.id })
    .from(offers)
    .where(
      and(eq(offers.offerType, 'postPurchase'), eq(offers.title, 'One more thing: the hoodie at 25% off')),
    );
  offerId = offer?.id ?? 0;
});
afterAll(async () => {
  await server.close();
});

const cents = (amount: number | null | undefined): number => Math.round((amount ?? 0) * 100);

/** An order paid by card to a Californian address (7.25 % tax), its hoodie offer activated for `qty`. */
async function orderWithActivatedOffer(qty: number) {
  const { client, path } = await readyCheckout(server, 'localhost', [{ variant_id: tee.id, qty: 1 }]);
  const placed = expectOk(
    await client.call('checkout.createOrder', {
      path,
      body: { payment_method: 'test-gateway', payment_data: card(CARDS.ok) },
    }),
  ).result;
  const activated = expectOk(
    await client.call('checkout.activatePostPurchase', {
      path,
      body: { offer_id: offerId, variant_id: hoodie.id, qty },
    }),
  ).result as { price: number; total: number };
  return { client, path, before: cents(placed.order?.total_price), activated };
}

/** The amounts of the succeeded post-purchase charges of a checkout, in cents. */
async function postPurchaseCharges(checkoutToken: string): Promise<number[]> {
  const rows = await server.database.query<{ amount: string | number }>(
    `SELECT t.amount FROM payment_transactions t JOIN checkouts c ON c.id = t.checkout_id
     WHERE c.token = $1 AND t.purpose = 'post_purchase' AND t.status = 'succeeded'`,
    [checkoutToken],
  );
  return rows.map((row) => cents(Number(row.amount)));
}

// 001 §4 Post-purchase; decision 0590: the shopper accepts "Add to my order for $X", X the offer's
// price; X is charged and the order's total rises by X, not by X plus a tax never shown.
describe('a post-purchase offer costs what its button says (001 §4; decision 0590)', () => {
  it('accepted by card: the charge, the offer price and the rise of the order total agree', async () => {
    const { client, path, before, activated } = await orderWithActivatedOffer(2);
    const offered = Math.round(hoodie.price * 75) * 2;
    expect(cents(activated.price) * 2).toBe(offered);
    expect(cents(activated.total)).toBe(offered);
    const finalized = expectOk(
      await client.call('checkout.finalizePostPurchase', { path, body: { accept: true } }),
    ).result as { status: string; order: { total_price: number } };
    expect(finalized.status).toBe('accepted');
    expect(await postPurchaseCharges(path.checkoutToken)).toEqual([offered]);
    expect(cents(finalized.order.total_price) - before).toBe(offered);
  });

  it('accepted through provider-confirm-url (post_purchase=true): the same', async () => {
    const { client, path, before } = await orderWithActivatedOffer(1);
    const offered = Math.round(hoodie.price * 75);
    const redirect = expectOk(
      await client.call('checkout.providerConfirmUrl', {
        path,
        query: { post_purchase: true },
        body: { source: 'post-purchase' },
      }),
    ).result.redirect;
    expect((await server.fetch(`http://localhost${redirect}`)).status).toBe(200);
    const order = expectOk(await client.call('checkout.info', { path })).result.order;
    expect(order?.line_items).toHaveLength(2);
    expect(await postPurchaseCharges(path.checkoutToken)).toEqual([offered]);
    expect(cents(order?.total_price) - before).toBe(offered);
  });
});
