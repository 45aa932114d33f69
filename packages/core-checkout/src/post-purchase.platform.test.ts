import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCheckout } from './checkout.facade';
import {
  CARDS,
  card,
  DEMO_SHOP,
  startPlatform,
  type TestPlatform,
  US_ADDRESS,
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
