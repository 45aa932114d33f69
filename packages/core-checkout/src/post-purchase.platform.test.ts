import { checkoutProviderCreateOrder } from '@vitrine/api-client';
import { createMemoryNavigate, createMemoryStorage, type NavigationIntent } from '@vitrine/ports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCheckout, pendingPaymentKey } from './checkout.facade';
import type { CheckoutEmitted } from './checkout.machine';
import { selectCheckout, selectPaymentMethods, selectPostPurchase } from './checkout.selectors';
import {
  CARDS,
  card,
  DEMO_SHOP,
  startPlatform,
  type TestPlatform,
  US_ADDRESS,
  until,
} from './checkout.platform.fixtures';
import { postPurchaseUnsupported } from './checkout.rules';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startPlatform();
}, 60_000);
afterAll(async () => {
  await platform?.close();
});

/** The demo shop's post-purchase offer and a variant of the product it offers. */
async function postPurchaseOffer() {
  const [offer] = await platform.database.query<{ id: number; product_id: number }>(
    `select o.id, o.product_ids[1] as product_id from offers o
       join shop_domains d on d.shop_id = o.shop_id
      where d.domain = $1 and o.offer_type = 'postPurchase' order by o.id limit 1`,
    [DEMO_SHOP],
  );
  if (!offer) throw new Error('no postPurchase offer in the seed');
  const [variant] = await platform.database.query<{ id: number }>(
    'select id from variants where product_id = $1 order by id limit 1',
    [offer.product_id],
  );
  await platform.database.query('update variants set track_quantity = false where id = $1', [variant!.id]);
  return { offerId: offer.id, variantId: variant!.id };
}

async function paidCheckout(paymentMethod: string, payment: unknown) {
  const { checkoutToken } = await platform.cart([{ variant_id: platform.variants[0]!, qty: 1 }]);
  const checkout = createCheckout({ transport: platform.transport(), token: checkoutToken });
  await checkout.load();
  await checkout.saveCustomer({ email: 'dana@example.com', shippingAddress: US_ADDRESS });
  await checkout.loadShippingMethods('US');
  await checkout.selectShippingMethod('standard');
  await checkout.loadPaymentMethods();
  expect((await checkout.placeOrder({ paymentMethod, payment })).ok).toBe(true);
  return checkout;
}

describe('post-purchase (001 §4)', () => {
  it('after a test-gateway order: activate gives the offer total in minor units, accepting is confirmed by the platform', async () => {
    const checkout = await paidCheckout('test-gateway', card(CARDS.ok));
    const offer = await postPurchaseOffer();
    const activated = await checkout.activatePostPurchase(offer);
    expect(activated.ok && activated.value.status).toBe('activated');
    expect(activated.ok && activated.value.total?.amount).toBeGreaterThan(0);
    const accepted = await checkout.finalizePostPurchase(true);
    expect(accepted.ok && accepted.value.status).toBe('accepted');
    checkout.stop();
  });

  // 001 §4 Post-purchase: an offer accepted is added to the order once. A reload of the thank-you
  // page starts a checkout that has not seen the offer: it asks the platform where the offer stands,
  // so the page does not propose it again (accepting again is refused: already accepted).
  it('a checkout opened again after the offer was accepted reads it as accepted; before any offer, as none', async () => {
    const checkout = await paidCheckout('test-gateway', card(CARDS.ok));
    const token = selectCheckout(checkout.getSnapshot())?.token ?? '';
    const before = createCheckout({ transport: platform.transport(), token });
    await before.load();
    expect(await before.readPostPurchase()).toEqual({ ok: true, value: null });
    before.stop();
    const offer = await postPurchaseOffer();
    await checkout.activatePostPurchase(offer);
    expect((await checkout.finalizePostPurchase(true)).ok).toBe(true);
    checkout.stop();

    const reloaded = createCheckout({ transport: platform.transport(), token });
    await reloaded.load();
    expect(selectPostPurchase(reloaded.getSnapshot())).toBeUndefined();
    const read = await reloaded.readPostPurchase();
    expect(read.ok && read.value?.status).toBe('accepted');
    expect(selectPostPurchase(reloaded.getSnapshot())?.status).toBe('accepted');
    reloaded.stop();
  });

  it('a method without post-purchase support gets the spec text', async () => {
    const checkout = await paidCheckout('bluesnap', { credential: 'tok_visa' });
    const offer = await postPurchaseOffer();
    expect(await checkout.activatePostPurchase(offer)).toMatchObject({
      ok: false,
      error: { code: 'post_purchase_unsupported', text: 'Select paypal method to support post purchase' },
    });
    checkout.stop();
  });

  it('the other text when the shop has no wallet', () => {
    expect(postPurchaseUnsupported(['test-gateway']).text).toBe(
      'Select another method to support post purchase',
    );
  });
});

/** An order paid with the wallet (PayPal express, sandbox), on a checkout with a storage and a router. */
async function walletOrder() {
  const { checkoutToken } = await platform.cart([{ variant_id: platform.variants[0]!, qty: 1 }]);
  const storage = createMemoryStorage();
  const navigate = createMemoryNavigate();
  const checkout = createCheckout({
    transport: platform.transport(),
    token: checkoutToken,
    ports: { storage, navigate },
  });
  await checkout.load();
  await checkout.saveCustomer({ email: 'dana@example.com', shippingAddress: US_ADDRESS });
  await checkout.loadShippingMethods('US');
  await checkout.selectShippingMethod('standard');
  await checkout.loadPaymentMethods();
  const wallet = selectPaymentMethods(checkout.getSnapshot()).find((m) => m.code === 'paypal-express');
  const created = await platform.transport().send(checkoutProviderCreateOrder, {
    path: { checkoutToken, provider: 'paypal-express' },
    body: { payment_method_id: wallet!.id, order_request: {} },
  });
  const orderId = created.ok ? String(created.data.result.id ?? created.data.result.order_id) : '';
  expect((await checkout.approveExpress({ orderID: orderId })).ok).toBe(true);
  expect((await checkout.placeOrder({ paymentMethod: 'paypal-express', payment: { orderId } })).ok).toBe(
    true,
  );
  return { checkout, checkoutToken, storage, navigate };
}

const postPurchaseCharges = async (checkoutToken: string) =>
  (
    await platform.database.query<{ status: string }>(
      `select t.status from payment_transactions t join checkouts c on c.id = t.checkout_id
        where c.token = $1 and t.purpose = 'post_purchase' order by t.id`,
      [checkoutToken],
    )
  ).map((row) => row.status);

const approve = (url: string, outcome?: 'decline') =>
  platform.fetch(new URL(`${url}${outcome ? `?outcome=${outcome}` : ''}`, 'http://localhost'), {
    headers: { accept: 'application/json' },
  });

describe('post-purchase through the provider page: the return (001 §4; docs/decisions/0247)', () => {
  it('PayPal: stored before leaving; on return the offer is accepted once, the order is not completed again', async () => {
    const { checkout, checkoutToken, storage, navigate } = await walletOrder();
    const totalBefore = selectCheckout(checkout.getSnapshot())!.totals.total.amount;
    const offer = await postPurchaseOffer();
    const activated = await checkout.activatePostPurchase(offer);
    expect(activated.ok && activated.value.status).toBe('activated');
    const leaving = await checkout.finalizePostPurchase(true);
    expect(leaving.ok && leaving.value).toMatchObject({
      status: 'requires_action',
      total: activated.ok ? activated.value.total : undefined,
    });
    const redirect = navigate.intents.at(-1) as Extract<NavigationIntent, { type: 'external' }>;
    expect(redirect).toEqual({ type: 'external', url: leaving.ok ? leaving.value.redirectUrl : '' });
    const saved = storage.get(pendingPaymentKey(checkoutToken));
    expect(saved).toBeDefined();
    checkout.stop();

    expect((await approve(redirect.url)).status).toBe(200);

    // Back on the checkout page: the restored checkout asks about the offer, on thank_you.
    const back = createCheckout({
      transport: platform.transport(),
      token: checkoutToken,
      ports: { storage, navigate },
    });
    const emitted: CheckoutEmitted[] = [];
    for (const type of ['cart.clear', 'order.completed', 'checkout.step'] as const)
      back.on(type, (e) => emitted.push(e));
    const done = await until(
      back,
      (s) => s.matches('idle') && s.context.postPurchase?.status !== 'requires_action',
    );
    expect(selectPostPurchase(done)?.status).toBe('accepted');
    expect(done.context.step).toBe('thank_you');
    expect(selectCheckout(done)!.totals.total.amount).toBeGreaterThan(totalBefore);
    expect(emitted).toEqual([]);
    expect(storage.get(pendingPaymentKey(checkoutToken))).toBeUndefined();
    back.stop();

    // A stale copy restored again charges nothing more.
    const stale = createCheckout({
      transport: platform.transport(),
      token: checkoutToken,
      snapshot: JSON.parse(saved!),
    });
    const staleDone = await until(
      stale,
      (s) => s.matches('idle') && s.context.postPurchase?.status !== 'requires_action',
    );
    expect(selectPostPurchase(staleDone)?.status).toBe('accepted');
    stale.stop();
    expect(await postPurchaseCharges(checkoutToken)).toEqual(['succeeded']);
    expect(await platform.ordersOf(checkoutToken)).toBe(1);
  });

  it('PayPal refuses: the offer is open again with the generic text; the shopper can then decline it', async () => {
    const { checkout, checkoutToken, storage, navigate } = await walletOrder();
    await checkout.activatePostPurchase(await postPurchaseOffer());
    const leaving = await checkout.finalizePostPurchase(true);
    checkout.stop();
    expect((await approve(leaving.ok ? leaving.value.redirectUrl! : '', 'decline')).status).toBe(200);

    const back = createCheckout({
      transport: platform.transport(),
      token: checkoutToken,
      ports: { storage, navigate },
    });
    const open = await until(
      back,
      (s) => s.matches('idle') && s.context.postPurchase?.status !== 'requires_action',
    );
    expect(selectPostPurchase(open)?.status).toBe('activated');
    expect(open.context.error).toMatchObject({
      code: 'post_purchase_not_approved',
      text: 'Something went wrong! Please try again',
    });
    expect(await back.resumePostPurchase()).toMatchObject({
      ok: false,
      error: { code: 'no_pending_payment' },
    });
    const declined = await back.finalizePostPurchase(false);
    expect(declined.ok && declined.value.status).toBe('declined');
    expect(await postPurchaseCharges(checkoutToken)).toEqual(['declined']);
    back.stop();
  });
});
