import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  abortableClient,
  CARDS,
  card,
  cartWith,
  readyCheckout,
  US_ADDRESS,
  variantOf,
} from '../checkout/test-support';
import { IDEMPOTENCY_ABANDONED_MS } from '../cart/idempotency';
import { discountCodes, offers } from '../db/schema/index';
import { DEMO_BALANCE_DUE, DEMO_ORDERS } from '../seed/checkout-orders';
import { clientFor, createTestServer, expectFailure, expectOk } from '../testing/harness';
import type { TestServer } from '../testing/harness';
import { configurePayments } from './gateway-config';

let server: TestServer;
let tee: { id: number; price: number };
let hoodie: { id: number; price: number };
/** Another tee (size), for the later tests: the first one's 12 pieces are taken by the earlier ones. */
let otherTee: { id: number; price: number };
beforeAll(async () => {
  server = await createTestServer();
  tee = await variantOf(server, 'localhost', 'classic-crew-tee');
  otherTee = await variantOf(server, 'localhost', 'classic-crew-tee', 1);
  hoodie = await variantOf(server, 'localhost', 'relaxed-hoodie');
});
afterAll(async () => {
  await server.close();
});

const demo = () => clientFor(server, 'localhost');

/** Follows a confirm URL the way the shopper's browser would (JSON answer). */
async function follow(url: string, outcome?: 'decline') {
  const response = await server.fetch(`http://localhost${url}${outcome ? `?outcome=${outcome}` : ''}`);
  return (await response.json()) as {
    code: number;
    result: { status: string; access_key?: string; redirect_url: string };
  };
}

/** How many transactions of `purpose` a checkout's payments ended with, by status. */
async function transactionStatuses(checkoutToken: string, purpose: string): Promise<Record<string, number>> {
  const rows = await server.database.query<{ status: string; n: number }>(
    `SELECT t.status, count(*)::int AS n FROM payment_transactions t JOIN checkouts c ON c.id = t.checkout_id
     WHERE c.token = $1 AND t.purpose = $2 GROUP BY t.status`,
    [checkoutToken, purpose],
  );
  return Object.fromEntries(rows.map((row) => [row.status, row.n]));
}

async function waitForStatus(path: { checkoutToken: string }, status: string) {
  for (let attempt = 0; attempt < 1000; attempt++) {
    const current = expectOk(await demo().call('checkout.processingStatus', { path })).result;
    if (current.status === status) return current;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`status never became ${status}`);
}

describe('test gateway', () => {
  it('declines 4000 0000 0000 0002 with a message, then takes 4242', async () => {
    const { client, path } = await readyCheckout(server, 'localhost', [{ variant_id: tee.id, qty: 1 }]);
    const declined = expectFailure(
      await client.call('checkout.createOrder', {
        path,
        body: { payment_method: 'test-gateway', payment_data: card(CARDS.declined) },
      }),
    );
    expect(declined).toMatchObject({
      statusCode: 402,
      errorCode: 'CARD_DECLINED',
      message: 'Your card was declined.',
    });
    expect(expectOk(await client.call('checkout.processingStatus', { path })).result).toMatchObject({
      status: 'failed',
      error_message: 'Your card was declined.',
    });
    const authorizeDeclined = expectFailure(
      await client.call('checkout.chargeAuthorize', {
        path,
        body: { payment_method: 'test-gateway', payment_data: card(CARDS.declined) },
      }),
    );
    expect(authorizeDeclined).toMatchObject({ errorCode: 'CARD_DECLINED' });
    const invalid = expectFailure(
      await client.call('checkout.createOrder', {
        path,
        body: { payment_method: 'test-gateway', payment_data: card('1234') },
      }),
    );
    expect(invalid).toMatchObject({ statusCode: 400, errorCode: 'INVALID_PAYMENT_DATA' });
    const placed = expectOk(
      await client.call('checkout.createOrder', {
        path,
        body: { payment_method: 'test-gateway', payment_data: card(CARDS.ok) },
      }),
    );
    expect(placed.result.access_key).toBeTruthy();
  });

  it('asks for 3-D Secure on 4000 0000 0000 3220 and completes the order at the confirm URL', async () => {
    const { client, path } = await readyCheckout(server, 'localhost', [{ variant_id: tee.id, qty: 1 }]);
    const pending = expectFailure(
      await client.call('checkout.createOrder', {
        path,
        body: { payment_method: 'test-gateway', payment_data: card(CARDS.threeDSecure) },
      }),
    );
    expect(pending).toMatchObject({ statusCode: 402, errorCode: 'PAYMENT_REQUIRES_ACTION' });
    const body =
      pending.kind === 'http'
        ? (pending.body as { requires_action: boolean; redirect_url: string })
        : undefined;
    expect(body?.requires_action).toBe(true);
    expect(body?.redirect_url).toMatch(/^\/api\/dev\/payments\/.+\/confirm\.json$/);
    expect(expectOk(await client.call('checkout.processingStatus', { path })).result).toMatchObject({
      status: 'requires_action',
      redirect_url: body?.redirect_url,
    });
    const done = await follow(body?.redirect_url ?? '');
    expect(done.result).toMatchObject({
      status: 'completed',
      redirect_url: `/checkouts/${path.checkoutToken}?step=thank_you`,
    });
    const info = expectOk(await client.call('checkout.info', { path })).result;
    expect(info.info.step).toBe('thank_you');
    expect(expectOk(await client.call('checkout.processingStatus', { path })).result.access_key).toBe(
      done.result.access_key,
    );
    const replay = await server.fetch(`http://localhost${body?.redirect_url}`);
    expect(replay.status).toBe(409);
  });

  it('fails a confirm URL whose checkout was paid meanwhile: 409, and the payment is not kept (PAYMENTS.md)', async () => {
    const { client, path } = await readyCheckout(server, 'localhost', [{ variant_id: otherTee.id, qty: 1 }]);
    const redirect = expectOk(
      await client.call('checkout.providerConfirmUrl', { path, body: { payment_method: 'cardpay' } }),
    ).result.redirect;
    // The shopper came back and paid by card instead; then the provider's page is approved.
    expectOk(
      await client.call('checkout.createOrder', {
        path,
        body: { payment_method: 'test-gateway', payment_data: card(CARDS.ok) },
      }),
    );
    expect((await server.fetch(`http://localhost${redirect}`)).status).toBe(409);
    expect(await transactionStatuses(path.checkoutToken, 'order')).toEqual({ succeeded: 1, failed: 1 });
    expect((await server.fetch(`http://localhost${redirect}`)).status).toBe(409);
  });

  it('authorises a 3-D Secure card through charge-authorize, then creates the order on the authorisation', async () => {
    const { client, path } = await readyCheckout(server, 'localhost', [{ variant_id: tee.id, qty: 1 }]);
    const answer = expectOk(
      await client.call('checkout.chargeAuthorize', {
        path,
        body: { payment_method: 'test-gateway', payment_data: card(CARDS.threeDSecure) },
      }),
    );
    expect(answer).toMatchObject({ code: 200, requires_action: true });
    const confirmed = await follow(answer.redirect_url ?? '');
    expect(confirmed.result.status).toBe('authorized');
    const info = expectOk(await client.call('checkout.info', { path })).result;
    expect(info.info).toMatchObject({ authorized_payment: true, authorized_payment_method: 'test-gateway' });
    const order = expectOk(
      await client.call('checkout.createOrder', { path, body: { is_using_same_address: true } }),
    );
    expect(order.result.order?.name).toMatch(/^#\d+$/);
  });

  it('refuses a 3-D Secure step the shopper declines', async () => {
    const { client, path } = await readyCheckout(server, 'localhost', [{ variant_id: tee.id, qty: 1 }]);
    const answer = expectOk(
      await client.call('checkout.chargeAuthorize', {
        path,
        body: { payment_method: 'test-gateway', payment_data: card(CARDS.threeDSecure) },
      }),
    );
    expect((await follow(answer.redirect_url ?? '', 'decline')).result.status).toBe('declined');
    expect(expectOk(await client.call('checkout.processingStatus', { path })).result.status).toBe('failed');
    expect(expectOk(await client.call('checkout.info', { path })).result.info.authorized_payment).toBe(false);
  });

  // decision 0583, PAYMENTS.md 'No charge without what it paid for': a charge is kept only with its
  // order. An authorisation (001 §4 charge-authorize) is a charge too: when create-order cannot
  // place the order on it, it is given back and the checkout can be paid again.
  it('gives back an authorisation whose code was used up meanwhile: 400 DISCOUNT_USED, the authorisation failed', async () => {
    const variant = await variantOf(server, 'localhost', 'classic-crew-tee', 2);
    await server.deps.db.insert(discountCodes).values({
      shopId: variant.shopId,
      code: 'AUTHONCE',
      title: '5 off, once',
      discountType: 'fixed_amount',
      value: 5,
      usageLimit: 1,
    });
    const withCode = async () => {
      const shopper = await readyCheckout(server, 'localhost', [{ variant_id: variant.id, qty: 1 }]);
      expectOk(
        await shopper.client.call('checkout.applyCoupon', { path: shopper.path, body: { code: 'AUTHONCE' } }),
      );
      return shopper;
    };
    const { client, path } = await withCode();
    const authorized = expectOk(
      await client.call('checkout.chargeAuthorize', {
        path,
        body: { payment_method: 'test-gateway', payment_data: card(CARDS.ok) },
      }),
    );
    expect(authorized.result).toMatchObject({ status: 'authorized' });
    // Another shopper takes the code's only use.
    const other = await withCode();
    expectOk(
      await other.client.call('checkout.createOrder', {
        path: other.path,
        body: { payment_method: 'test-gateway', payment_data: card(CARDS.ok) },
      }),
    );
    const refused = expectFailure(
      await client.call('checkout.createOrder', { path, body: { is_using_same_address: true } }),
    );
    // 001 §8 discount texts: 'discount code has already been used.'
    expect(refused).toMatchObject({
      statusCode: 400,
      errorCode: 'DISCOUNT_USED',
      message: 'AUTHONCE discount code has already been used.',
    });
    expect(await transactionStatuses(path.checkoutToken, 'authorize')).toEqual({ failed: 1 });
    const info = expectOk(await client.call('checkout.info', { path })).result;
    expect(info.info.authorized_payment).toBe(false);
    expect(info.order).toBeFalsy();
  });

  // A payment never charges a total the shopper was not shown (decision 0607): a code the checkout
  // carries whose last use went to another order before the payment is refused with 001 §8's
  // used-code text ('discount code has already been used.'), on every payment path, and nothing
  // is charged; without the code the checkout is paid at its full price.
  it('refuses to pay a checkout whose code was used up before the payment: 400 DISCOUNT_USED, nothing charged, then pays without it', async () => {
    const variant = await variantOf(server, 'localhost', 'classic-crew-tee', 4);
    await server.deps.db.insert(discountCodes).values({
      shopId: variant.shopId,
      code: 'PAYONCE',
      title: '5 off, once',
      discountType: 'fixed_amount',
      value: 5,
      usageLimit: 1,
    });
    const withCode = async () => {
      const shopper = await readyCheckout(server, 'localhost', [{ variant_id: variant.id, qty: 1 }]);
      expectOk(
        await shopper.client.call('checkout.applyCoupon', { path: shopper.path, body: { code: 'PAYONCE' } }),
      );
      return shopper;
    };
    const { client, path } = await withCode();
    const shown = expectOk(await client.call('checkout.info', { path })).result.totals.total_price;
    // Another shopper takes the code's only use before this one clicks pay.
    const other = await withCode();
    expectOk(
      await other.client.call('checkout.createOrder', {
        path: other.path,
        body: { payment_method: 'test-gateway', payment_data: card(CARDS.ok) },
      }),
    );
    const used = {
      statusCode: 400,
      errorCode: 'DISCOUNT_USED',
      message: 'PAYONCE discount code has already been used.',
    };
    expect(
      expectFailure(
        await client.call('checkout.createOrder', {
          path,
          body: { payment_method: 'test-gateway', payment_data: card(CARDS.ok) },
        }),
      ),
    ).toMatchObject(used);
    expect(
      expectFailure(
        await client.call('checkout.chargeAuthorize', {
          path,
          body: { payment_method: 'test-gateway', payment_data: card(CARDS.ok) },
        }),
      ),
    ).toMatchObject(used);
    expect(
      expectFailure(
        await client.call('checkout.providerConfirmUrl', { path, body: { payment_method: 'cardpay' } }),
      ),
    ).toMatchObject(used);
    expect(await transactionStatuses(path.checkoutToken, 'order')).toEqual({});
    expect(await transactionStatuses(path.checkoutToken, 'authorize')).toEqual({});
    const refusedInfo = expectOk(await client.call('checkout.info', { path })).result;
    expect(refusedInfo.order).toBeFalsy();
    expect(refusedInfo.info.authorized_payment).toBe(false);
    expect(expectOk(await client.call('checkout.processingStatus', { path })).result.status).not.toBe(
      'processing',
    );
    // Without the code the shopper is shown the full price, and that is what the card pays.
    expectOk(await client.call('checkout.deleteCoupon', { path, body: { code: 'PAYONCE' } }));
    const full = expectOk(await client.call('checkout.info', { path })).result.totals.total_price;
    expect(full).toBeGreaterThan(shown);
    const placed = expectOk(
      await client.call('checkout.createOrder', {
        path,
        body: { payment_method: 'test-gateway', payment_data: card(CARDS.ok) },
      }),
    ).result;
    expect(placed.order?.total_price).toBe(full);
    expect(await transactionStatuses(path.checkoutToken, 'order')).toEqual({ succeeded: 1 });
    const [charged] = await server.database.query<{ amount: string }>(
      `SELECT t.amount::text AS amount FROM payment_transactions t JOIN checkouts c ON c.id = t.checkout_id
       WHERE c.token = $1 AND t.purpose = 'order' AND t.status = 'succeeded'`,
      [path.checkoutToken],
    );
    expect(Number(charged?.amount)).toBe(full);
  });

  it('fails a 3-D Secure payment confirmed after its code was used up: 400 DISCOUNT_USED, nothing charged', async () => {
    const variant = await variantOf(server, 'localhost', 'classic-crew-tee', 4);
    await server.deps.db.insert(discountCodes).values({
      shopId: variant.shopId,
      code: 'CONFIRMONCE',
      title: '5 off, once',
      discountType: 'fixed_amount',
      value: 5,
      usageLimit: 1,
    });
    const withCode = async () => {
      const shopper = await readyCheckout(server, 'localhost', [{ variant_id: variant.id, qty: 1 }]);
      expectOk(
        await shopper.client.call('checkout.applyCoupon', {
          path: shopper.path,
          body: { code: 'CONFIRMONCE' },
        }),
      );
      return shopper;
    };
    const { client, path } = await withCode();
    const pending = expectFailure(
      await client.call('checkout.createOrder', {
        path,
        body: { payment_method: 'test-gateway', payment_data: card(CARDS.threeDSecure) },
      }),
    );
    const redirectUrl =
      pending.kind === 'http' ? (pending.body as { redirect_url: string }).redirect_url : '';
    // Another shopper takes the code's only use while this one is on the 3-D Secure page.
    const other = await withCode();
    expectOk(
      await other.client.call('checkout.createOrder', {
        path: other.path,
        body: { payment_method: 'test-gateway', payment_data: card(CARDS.ok) },
      }),
    );
    const confirmed = await server.fetch(`http://localhost${redirectUrl}`);
    expect(confirmed.status).toBe(400);
    // 001 §8 discount texts: 'discount code has already been used.'
    expect(await confirmed.json()).toMatchObject({
      error_code: 'DISCOUNT_USED',
      error_message: 'CONFIRMONCE discount code has already been used.',
    });
    expect(await transactionStatuses(path.checkoutToken, 'order')).toEqual({ failed: 1 });
    expect(expectOk(await client.call('checkout.processingStatus', { path })).result).toMatchObject({
      status: 'failed',
      error_message: 'CONFIRMONCE discount code has already been used.',
    });
    expect(expectOk(await client.call('checkout.info', { path })).result.order).toBeFalsy();
  });

  it('gives back an authorisation whose stock ran out before create-order: 409 ITEM_OUT_STOCK, then pays by card', async () => {
    const variant = await variantOf(server, 'localhost', 'classic-crew-tee', 3);
    const { client, path } = await readyCheckout(server, 'localhost', [{ variant_id: variant.id, qty: 1 }]);
    expectOk(
      await client.call('checkout.chargeAuthorize', {
        path,
        body: { payment_method: 'test-gateway', payment_data: card(CARDS.ok) },
      }),
    );
    const stock = (quantity: number) =>
      server.database.query('UPDATE variants SET quantity = $1 WHERE id = $2', [quantity, variant.id]);
    await stock(0);
    const refused = expectFailure(
      await client.call('checkout.createOrder', { path, body: { is_using_same_address: true } }),
    );
    await stock(variant.quantity);
    expect(refused).toMatchObject({ statusCode: 409, errorCode: 'ITEM_OUT_STOCK' });
    expect(await transactionStatuses(path.checkoutToken, 'authorize')).toEqual({ failed: 1 });
    expect(expectOk(await client.call('checkout.info', { path })).result.info.authorized_payment).toBe(false);
    // The checkout can be paid again.
    const placed = expectOk(
      await client.call('checkout.createOrder', {
        path,
        body: { payment_method: 'test-gateway', payment_data: card(CARDS.ok) },
      }),
    );
    expect(placed.result.access_key).toBeTruthy();
  });

  it('fails a 3-D Secure authorisation confirmed after another card paid the order: 409, the checkout stays completed (PAYMENTS.md)', async () => {
    const variant = await variantOf(server, 'localhost', 'classic-crew-tee', 2);
    const { client, path } = await readyCheckout(server, 'localhost', [{ variant_id: variant.id, qty: 1 }]);
    const pending = expectOk(
      await client.call('checkout.chargeAuthorize', {
        path,
        body: { payment_method: 'test-gateway', payment_data: card(CARDS.threeDSecure) },
      }),
    );
    expect(pending).toMatchObject({ requires_action: true });
    const placed = expectOk(
      await client.call('checkout.createOrder', {
        path,
        body: { payment_method: 'test-gateway', payment_data: card(CARDS.ok) },
      }),
    ).result;
    const confirmed = await server.fetch(`http://localhost${pending.redirect_url}`);
    expect(confirmed.status).toBe(409);
    expect(await transactionStatuses(path.checkoutToken, 'authorize')).toEqual({ failed: 1 });
    expect(expectOk(await client.call('checkout.processingStatus', { path })).result).toMatchObject({
      status: 'completed',
      access_key: placed.access_key,
    });
    expect(expectOk(await client.call('checkout.info', { path })).result.order?.id).toBe(placed.order?.id);
  });

  it('answers the slow card late: the client times out, the order completes, a retry is already completed', async () => {
    configurePayments(server.deps, { slowCardDelayMs: 1500 });
    const { client, path } = await readyCheckout(server, 'localhost', [{ variant_id: tee.id, qty: 1 }]);
    const timedOut = expectFailure(
      await abortableClient(server, 'localhost').call(
        'checkout.createOrder',
        { path, body: { payment_method: 'test-gateway', payment_data: card(CARDS.slow) } },
        { timeout: 50 },
      ),
    );
    expect(timedOut.kind).toBe('timeout');
    // The handler goes on after the client gave up: on a pooled PostgreSQL server the status call
    // can overtake it, so wait for the claim rather than assume it was made within the 50 ms.
    expect((await waitForStatus(path, 'processing')).status).toBe('processing');
    const busy = expectFailure(
      await client.call('checkout.createOrder', {
        path,
        body: { payment_method: 'test-gateway', payment_data: card(CARDS.ok) },
      }),
    );
    expect(busy).toMatchObject({ statusCode: 409, errorCode: 'PAYMENT_PROCESSING' });
    const completed = await waitForStatus(path, 'completed');
    expect(completed.access_key).toBeTruthy();
    const retry = expectFailure(
      await client.call('checkout.createOrder', {
        path,
        body: { payment_method: 'test-gateway', payment_data: card(CARDS.slow) },
      }),
    );
    expect(retry).toMatchObject({ errorCode: 'order_related_with_this_checkout_is_already_completed' });
  });

  it('takes over a payment left processing by a request that died (5 minutes, as idempotency claims, decision 0262)', async () => {
    const { client, path } = await readyCheckout(server, 'localhost', [{ variant_id: otherTee.id, qty: 1 }]);
    const processingSince = (ms: number) =>
      server.database.query(
        `UPDATE checkouts SET process_status = 'processing', updated_at = $1 WHERE token = $2`,
        [new Date(Date.now() - ms).toISOString(), path.checkoutToken],
      );
    const pay = () =>
      client.call('checkout.createOrder', {
        path,
        body: { payment_method: 'test-gateway', payment_data: card(CARDS.ok) },
      });
    await processingSince(IDEMPOTENCY_ABANDONED_MS - 60_000);
    expect(expectFailure(await pay())).toMatchObject({ statusCode: 409, errorCode: 'PAYMENT_PROCESSING' });
    await processingSince(IDEMPOTENCY_ABANDONED_MS + 60_000);
    expect(expectOk(await pay()).result.access_key).toBeTruthy();
  });

  it('waits on an injected clock for the slow card', async () => {
    let release: () => void = () => undefined;
    const waits: number[] = [];
    configurePayments(server.deps, {
      slowCardDelayMs: 30_000,
      sleep: (ms) => {
        waits.push(ms);
        return new Promise((resolve) => {
          release = resolve;
        });
      },
    });
    const { client, path } = await readyCheckout(server, 'localhost', [{ variant_id: tee.id, qty: 1 }]);
    const call = client.call('checkout.createOrder', {
      path,
      body: { payment_method: 'test-gateway', payment_data: card(CARDS.slow) },
    });
    await waitForStatus(path, 'processing');
    // The processing row is visible to another connection as soon as it is committed, a moment
    // before the server's own request goes on to the clock (a race on PostgreSQL's pool).
    await vi.waitFor(() => expect(waits).toEqual([30_000]));
    release();
    expect(expectOk(await call).result.access_key).toBeTruthy();
    configurePayments(server.deps, { sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)) });
  });

  it('is refused on a shop that is not a test shop (live.localhost), where sandbox providers still work', async () => {
    const tote = await variantOf(server, 'live.localhost', 'live-canvas-tote');
    const { client, path } = await readyCheckout(server, 'live.localhost', [{ variant_id: tote.id, qty: 1 }]);
    const methods = expectOk(await client.call('checkout.paymentMethods', { path })).result;
    expect(methods.map((method) => method.code)).not.toContain('test-gateway');
    const refused = expectFailure(
      await client.call('checkout.createOrder', {
        path,
        body: { payment_method: 'test-gateway', payment_data: card(CARDS.ok) },
      }),
    );
    expect(refused).toMatchObject({ statusCode: 403, errorCode: 'TEST_GATEWAY_DISABLED' });
    const stripe = expectOk(
      await client.call('checkout.createOrder', {
        path,
        body: { payment_method: 'stripe', payment_data: { payment_method: 'pm_card_visa' } },
      }),
    );
    expect(stripe.result.order?.name).toBe('#1001');
  });
});

describe('sandbox providers', () => {
  it('lists every provider of 001 §9 in sandbox mode', async () => {
    const tokens = await cartWith(demo(), []);
    const methods = expectOk(
      await demo().call('checkout.paymentMethods', { path: { checkoutToken: tokens.checkout_token } }),
    ).result;
    expect(methods.map((method) => method.code)).toEqual([
      'test-gateway',
      'stripe',
      'paypal-express',
      'paypal-pro',
      'braintree',
      'checkout-com',
      'cardpay',
      'bluesnap',
      'faster-pay',
    ]);
    expect(methods.every((method) => method.provider_options?.sandbox === true)).toBe(true);
  });

  it('PayPal express: provider order, express payment (address sync), order info, order', async () => {
    const client = demo();
    const tokens = await cartWith(client, [{ variant_id: tee.id, qty: 1 }]);
    const path = { checkoutToken: tokens.checkout_token };
    const methods = expectOk(await client.call('checkout.paymentMethods', { path })).result;
    const paypal = methods.find((method) => method.code === 'paypal-express');
    const created = expectOk(
      await client.call('checkout.providerCreateOrder', {
        path: { ...path, provider: 'paypal-express' },
        body: { payment_method_id: paypal?.id ?? 0, order_request: { intent: 'AUTHORIZE' } },
      }),
    ).result;
    expect(created.id).toMatch(/^PAYID-/);
    const express = expectOk(
      await client.call('checkout.updateExpressPayment', {
        path,
        body: {
          payment_method: 'paypal-express',
          cartCheckoutToken: tokens.checkout_token,
          payload: {
            orderID: created.id,
            payer: { email_address: 'buyer@example.com' },
            shipping_address: US_ADDRESS,
          },
        },
      }),
    ).result as { email: string; shipping_address: { city: string } };
    expect(express).toMatchObject({
      email: 'buyer@example.com',
      shipping_address: { city: 'San Francisco' },
    });
    const info = expectOk(
      await client.call('checkout.fetchPaymentProviderOrderInfo', {
        path,
        body: { payment_method_id: paypal?.id ?? 0, provider_order_id: created.id ?? '' },
      }),
    ).result;
    expect(info).toMatchObject({ status: 'APPROVED', provider: 'paypal-express' });
    expect(expectOk(await client.call('checkout.info', { path })).result.info.payment_method).toBe(
      'paypal-express',
    );
    expectOk(
      await client.call('checkout.updateShippingMethod', {
        path,
        body: { shipping_method: { method_code: 'standard' } },
      }),
    );
    const order = expectOk(
      await client.call('checkout.createOrder', {
        path,
        body: { payment_data: { provider_order_id: created.id ?? '' } },
      }),
    );
    expect(order.result.order?.status).toBe('open');
  });

  it('Stripe declines its declined test payment method; cardpay pays through provider-confirm-url', async () => {
    const { client, path } = await readyCheckout(server, 'localhost', [{ variant_id: tee.id, qty: 1 }]);
    const declined = expectFailure(
      await client.call('checkout.createOrder', {
        path,
        body: { payment_method: 'stripe', payment_data: { payment_method: 'pm_card_chargeDeclined' } },
      }),
    );
    expect(declined).toMatchObject({ statusCode: 402, errorCode: 'CARD_DECLINED' });
    const redirect = expectOk(
      await client.call('checkout.providerConfirmUrl', { path, body: { payment_method: 'cardpay' } }),
    ).result.redirect;
    const done = await follow(redirect);
    expect(done.result.status).toBe('completed');
    expect(expectOk(await client.call('checkout.info', { path })).result.order?.id).toBeTruthy();
  });

  it('answers Braintree, PayPal pro and BlueSnap tokens as their sandboxes would', async () => {
    const { client, path } = await readyCheckout(server, 'localhost', [{ variant_id: tee.id, qty: 1 }]);
    const braintree = expectOk(
      await client.call('checkout.braintreeToken', { path, query: { ignore_completed: false } }),
    );
    expect(JSON.parse(Buffer.from(braintree.result.token, 'base64').toString())).toMatchObject({
      environment: 'sandbox',
    });
    const secure = expectOk(await client.call('checkout.paypalProSecureToken', { path })).result.secure_token;
    expect(
      expectOk(await client.call('checkout.paypalProVerifyToken', { path, query: { secure_token: secure } }))
        .result,
    ).toMatchObject({
      valid: true,
    });
    const unknown = expectFailure(
      await client.call('checkout.paypalProVerifyToken', { path, query: { secure_token: 'SECTOK-NOPE' } }),
    );
    expect(unknown).toMatchObject({ errorCode: 'PROVIDER_ORDER_NOT_FOUND' });
    expect(expectOk(await client.call('checkout.bluesnapFieldToken')).result.token).toMatch(/^[0-9a-f]{48}$/);
    const order = expectOk(
      await client.call('checkout.createOrder', {
        path,
        body: { payment_method: 'paypal-pro', payment_data: { secure_token: secure } },
      }),
    );
    expect(order.result.access_key).toBeTruthy();
    const completed = expectFailure(await client.call('checkout.braintreeToken', { path }));
    expect(completed).toMatchObject({ errorCode: 'order_related_with_this_checkout_is_already_completed' });
    expectOk(await client.call('checkout.braintreeToken', { path, query: { ignore_completed: true } }));
  });
});

describe('post-purchase (001 §4)', () => {
  async function postPurchaseOfferId() {
    const [offer] = await server.deps.db
      .select({ id: offers.id })
      .from(offers)
      .where(
        and(eq(offers.offerType, 'postPurchase'), eq(offers.title, 'One more thing: the hoodie at 25% off')),
      );
    return offer?.id ?? 0;
  }

  async function paidCheckout(
    payment: { payment_method: string; payment_data: Record<string, unknown> },
    variant = tee,
  ) {
    const { client, path } = await readyCheckout(server, 'localhost', [{ variant_id: variant.id, qty: 1 }]);
    const placed = expectOk(await client.call('checkout.createOrder', { path, body: payment })).result;
    return { client, path, placed };
  }

  it('activates the hoodie offer at 25 % off and finalises it onto the order', async () => {
    const { client, path, placed } = await paidCheckout({
      payment_method: 'test-gateway',
      payment_data: card(CARDS.ok),
    });
    const offerId = await postPurchaseOfferId();
    const activated = expectOk(
      await client.call('checkout.activatePostPurchase', {
        path,
        body: { offer_id: offerId, variant_id: hoodie.id, qty: 1 },
      }),
    ).result as { price: number; total: number };
    expect(activated.price).toBe(Math.round(hoodie.price * 75) / 100);
    const finalized = expectOk(
      await client.call('checkout.finalizePostPurchase', { path, body: { accept: true } }),
    ).result as {
      status: string;
      order: { line_items: { variant_id: number }[]; total_price: number };
    };
    expect(finalized.status).toBe('accepted');
    expect(finalized.order.line_items.map((line) => line.variant_id)).toEqual([tee.id, hoodie.id]);
    expect(finalized.order.total_price).toBeGreaterThan(placed.order?.total_price ?? 0);
    const again = expectFailure(
      await client.call('checkout.activatePostPurchase', {
        path,
        body: { offer_id: offerId, variant_id: hoodie.id },
      }),
    );
    expect(again).toMatchObject({ statusCode: 409 });
  });

  it('charges a post-purchase offer through provider-confirm-url with post_purchase=true', async () => {
    const { client, path } = await paidCheckout({
      payment_method: 'test-gateway',
      payment_data: card(CARDS.ok),
    });
    expectOk(
      await client.call('checkout.activatePostPurchase', {
        path,
        body: { offer_id: await postPurchaseOfferId(), variant_id: hoodie.id, qty: 2 },
      }),
    );
    const redirect = expectOk(
      await client.call('checkout.providerConfirmUrl', {
        path,
        query: { post_purchase: true },
        body: { source: 'post-purchase' },
      }),
    ).result.redirect;
    // Processing status tells a storefront back from the provider where the offer stands (decision 0247).
    expect(expectOk(await client.call('checkout.processingStatus', { path })).result).toMatchObject({
      post_purchase: 'activated',
    });
    expect((await follow(redirect)).result.status).toBe('completed');
    const thankYou = expectOk(await client.call('checkout.info', { path })).result;
    expect(thankYou.order?.line_items).toHaveLength(2);
    expect(expectOk(await client.call('checkout.processingStatus', { path })).result).toMatchObject({
      post_purchase: 'accepted',
    });
  });

  it('takes one of two post-purchase confirm URLs: the second answers 409 and is not charged (PAYMENTS.md)', async () => {
    const { client, path } = await paidCheckout(
      { payment_method: 'test-gateway', payment_data: card(CARDS.ok) },
      otherTee,
    );
    expectOk(
      await client.call('checkout.activatePostPurchase', {
        path,
        body: { offer_id: await postPurchaseOfferId(), variant_id: hoodie.id, qty: 1 },
      }),
    );
    const confirmUrl = async () =>
      expectOk(
        await client.call('checkout.providerConfirmUrl', {
          path,
          query: { post_purchase: true },
          body: { source: 'post-purchase' },
        }),
      ).result.redirect;
    const [first, second] = [await confirmUrl(), await confirmUrl()];
    expect((await server.fetch(`http://localhost${first}`)).status).toBe(200);
    expect((await server.fetch(`http://localhost${second}`)).status).toBe(409);
    expect(await transactionStatuses(path.checkoutToken, 'post_purchase')).toEqual({
      succeeded: 1,
      failed: 1,
    });
    expect(expectOk(await client.call('checkout.info', { path })).result.order?.line_items).toHaveLength(2);
  });

  it('refuses a method without post-purchase support, and a declined offer stays off the order', async () => {
    const bluesnap = await paidCheckout({ payment_method: 'bluesnap', payment_data: { token: 'bs-ok' } });
    const unsupported = expectFailure(
      await bluesnap.client.call('checkout.activatePostPurchase', {
        path: bluesnap.path,
        body: { offer_id: await postPurchaseOfferId(), variant_id: hoodie.id },
      }),
    );
    expect(unsupported).toMatchObject({
      statusCode: 400,
      message: 'Select another method to support post purchase',
    });
    const { client, path } = await paidCheckout({
      payment_method: 'test-gateway',
      payment_data: card(CARDS.ok),
    });
    expectOk(
      await client.call('checkout.activatePostPurchase', {
        path,
        body: { offer_id: await postPurchaseOfferId(), variant_id: hoodie.id },
      }),
    );
    const declined = expectOk(
      await client.call('checkout.finalizePostPurchase', { path, body: { accept: false } }),
    ).result as {
      status: string;
      order: { line_items: unknown[] };
    };
    expect(declined).toMatchObject({ status: 'declined' });
    expect(declined.order.line_items).toHaveLength(1);
  });
});

describe('checkout-additional (001 §2)', () => {
  /** A new order of the demo shop (paid by card) left with `balance` to pay; its token. */
  async function orderWithBalance(balance: number): Promise<string> {
    const { client, path } = await readyCheckout(server, 'localhost', [{ variant_id: otherTee.id, qty: 1 }]);
    const placed = expectOk(
      await client.call('checkout.createOrder', {
        path,
        body: { payment_method: 'test-gateway', payment_data: card(CARDS.ok) },
      }),
    ).result;
    const token = placed.order?.token ?? '';
    await server.database.query('UPDATE orders SET additional_balance = $1 WHERE token = $2', [
      balance,
      token,
    ]);
    return token;
  }

  /** The additional-balance payments of an order, by status. */
  async function balancePayments(orderToken: string): Promise<Record<string, number>> {
    const rows = await server.database.query<{ status: string; n: number }>(
      `SELECT t.status, count(*)::int AS n FROM payment_transactions t JOIN orders o ON o.id = t.order_id
       WHERE o.token = $1 AND t.purpose = 'additional' GROUP BY t.status`,
      [orderToken],
    );
    return Object.fromEntries(rows.map((row) => [row.status, row.n]));
  }

  // 001 §6: the order's details need an access key, obtained with its e-mail. Paying the balance
  // needs only the order's token (decision 0431): its answer carries no more of the order than the
  // read does (the order's name, status, token and currency), never the e-mail.
  it("a paid balance's answer names the order without its e-mail, addresses, lines or payment", async () => {
    const orderToken = await orderWithBalance(4.25);
    const paid = expectOk(
      await demo().call('checkout.additional', {
        path: { orderToken },
        body: { request_amount: 4.25, is_using_same_address: true, payment_data: card(CARDS.ok) },
      }),
    ).result as { readonly order?: Record<string, unknown> };
    expect(paid).toMatchObject({ status: 'paid', balance: 0, order: { token: orderToken } });
    const order = paid.order ?? {};
    for (const field of ['email', 'shipping_address', 'billing_address', 'line_items', 'payment_method']) {
      expect([field, field in order]).toEqual([field, false]);
    }
  });

  it('takes a balance paid twice at once once: the second answers 409 PAYMENT_PROCESSING', async () => {
    const orderToken = await orderWithBalance(7.5);
    const sleeping: (() => void)[] = [];
    configurePayments(server.deps, {
      slowCardDelayMs: 30_000,
      sleep: () =>
        new Promise((resolve) => {
          sleeping.push(() => resolve());
        }),
    });
    const pay = (key: string) =>
      demo().call(
        'checkout.additional',
        {
          path: { orderToken },
          body: { request_amount: 7.5, is_using_same_address: true, payment_data: card(CARDS.slow) },
        },
        { idempotencyKey: key },
      );
    const first = pay('balance-tab-1');
    await vi.waitFor(() => expect(sleeping).toHaveLength(1));
    let secondAnswered = false;
    const second = pay('balance-tab-2').finally(() => {
      secondAnswered = true;
    });
    // Unfixed, the second charges the card too (a second slow charge); fixed, it answers at once.
    await vi.waitFor(() => expect(secondAnswered || sleeping.length === 2).toBe(true));
    for (const wake of sleeping) wake();
    const [paid, refused] = await Promise.all([first, second]);
    configurePayments(server.deps, { sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)) });
    expect(expectOk(paid).result).toMatchObject({ status: 'paid', balance: 0 });
    expect(expectFailure(refused)).toMatchObject({ statusCode: 409, errorCode: 'PAYMENT_PROCESSING' });
    expect(await balancePayments(orderToken)).toEqual({ succeeded: 1 });
  });

  it('fails a 3-D Secure balance payment confirmed after another card paid the balance (PAYMENTS.md)', async () => {
    const orderToken = await orderWithBalance(4.25);
    const pay = (number: string) =>
      demo().call('checkout.additional', {
        path: { orderToken },
        body: { request_amount: 4.25, is_using_same_address: true, payment_data: card(number) },
      });
    const pending = expectOk(await pay(CARDS.threeDSecure));
    expect(pending).toMatchObject({ requires_action: true });
    expect(expectOk(await pay(CARDS.ok)).result).toMatchObject({ status: 'paid', balance: 0 });
    const confirmed = await server.fetch(`http://localhost${pending.redirect_url}`);
    expect(confirmed.status).toBe(409);
    expect(await balancePayments(orderToken)).toEqual({ succeeded: 1, failed: 1 });
  });

  it('reads the balance, refuses a changed amount, declines a bad card, takes the balance', async () => {
    const client = demo();
    const path = { orderToken: DEMO_ORDERS.balanceDue.token };
    const info = expectOk(await client.call('checkout.additionalInfo', { path })).result;
    expect(info).toMatchObject({ balance: DEMO_BALANCE_DUE, currency: 'USD', order: { name: '#1003' } });
    const changed = expectFailure(
      await client.call('checkout.additional', {
        path,
        body: { request_amount: 10, payment_data: card(CARDS.ok) },
      }),
    );
    expect(changed).toMatchObject({ statusCode: 409, errorCode: 'CHECKOUT_ADDITIONAL_BALANCE_CHANGE' });
    const declined = expectFailure(
      await client.call('checkout.additional', {
        path,
        body: { request_amount: DEMO_BALANCE_DUE, payment_data: card(CARDS.declined) },
      }),
    );
    expect(declined).toMatchObject({ statusCode: 402, errorCode: 'CARD_DECLINED' });
    const paid = expectOk(
      await client.call('checkout.additional', {
        path,
        body: { request_amount: DEMO_BALANCE_DUE, is_using_same_address: true, payment_data: card(CARDS.ok) },
      }),
    );
    expect(paid).toMatchObject({ code: 200, result: { status: 'paid', balance: 0 } });
    expect(expectOk(await client.call('checkout.additionalInfo', { path })).result.balance).toBe(0);
    const again = expectFailure(
      await client.call('checkout.additional', {
        path,
        body: { request_amount: DEMO_BALANCE_DUE, payment_data: card(CARDS.ok) },
      }),
    );
    expect(again).toMatchObject({ errorCode: 'CHECKOUT_ADDITIONAL_BALANCE_CHANGE' });
  });
});

// Decisions 0164 and 0247: a browser back from a provider's or 3-D Secure page is sent to the
// storefront, which reads there how the payment ended. It lands on the page the payment belongs to
// (001 §2 routes): the checkout page (/checkouts/{token}) for a checkout payment, the thank-you step
// for a post-purchase charge, /checkout-additional/{token} for a balance; never on home, never on a
// JSON error page, also when the payment is refused.
describe('a browser back from the provider or 3-D Secure page (decisions 0164, 0247)', () => {
  /** Follows a confirm URL as the shopper's browser does (Accept: text/html, no redirect followed). */
  async function browse(url: string, outcome?: 'decline') {
    const response = await server.fetch(`http://localhost${url}${outcome ? `?outcome=${outcome}` : ''}`, {
      headers: { accept: 'text/html' },
      redirect: 'manual',
    });
    return { status: response.status, location: response.headers.get('location') };
  }

  async function paidCheckout() {
    const { client, path } = await readyCheckout(server, 'localhost', [{ variant_id: otherTee.id, qty: 1 }]);
    const placed = expectOk(
      await client.call('checkout.createOrder', {
        path,
        body: { payment_method: 'test-gateway', payment_data: card(CARDS.ok) },
      }),
    ).result;
    return { client, path, orderToken: placed.order?.token ?? '' };
  }

  async function postPurchaseConfirmUrl(): Promise<{ url: string; checkoutToken: string }> {
    const { client, path } = await paidCheckout();
    const [offer] = await server.deps.db
      .select({ id: offers.id })
      .from(offers)
      .where(
        and(eq(offers.offerType, 'postPurchase'), eq(offers.title, 'One more thing: the hoodie at 25% off')),
      );
    expectOk(
      await client.call('checkout.activatePostPurchase', {
        path,
        body: { offer_id: offer?.id ?? 0, variant_id: hoodie.id, qty: 1 },
      }),
    );
    const url = expectOk(
      await client.call('checkout.providerConfirmUrl', {
        path,
        query: { post_purchase: true },
        body: { source: 'post-purchase' },
      }),
    ).result.redirect;
    return { url, checkoutToken: path.checkoutToken };
  }

  async function balanceConfirmUrl(): Promise<{ url: string; orderToken: string }> {
    const { orderToken } = await paidCheckout();
    await server.database.query('UPDATE orders SET additional_balance = $1 WHERE token = $2', [
      3.5,
      orderToken,
    ]);
    const pending = expectOk(
      await demo().call('checkout.additional', {
        path: { orderToken },
        body: { request_amount: 3.5, is_using_same_address: true, payment_data: card(CARDS.threeDSecure) },
      }),
    );
    return { url: pending.redirect_url ?? '', orderToken };
  }

  it('a declined post-purchase PayPal page sends the shopper back to the thank-you page, where the offer is open again', async () => {
    const { url, checkoutToken } = await postPurchaseConfirmUrl();
    expect(await browse(url, 'decline')).toEqual({
      status: 302,
      location: `/checkouts/${checkoutToken}?step=thank_you`,
    });
    // What the storefront reads there (decision 0247): the offer is still activated, not accepted.
    expect(
      expectOk(await demo().call('checkout.processingStatus', { path: { checkoutToken } })).result,
    ).toMatchObject({ post_purchase: 'activated' });
  });

  it("a declined balance 3-D Secure step sends the shopper back to the balance's page, the balance still owed", async () => {
    const { url, orderToken } = await balanceConfirmUrl();
    expect(await browse(url, 'decline')).toEqual({
      status: 302,
      location: `/checkout-additional/${orderToken}`,
    });
    expect(
      expectOk(await demo().call('checkout.additionalInfo', { path: { orderToken } })).result.balance,
    ).toBe(3.5);
  });

  it('a confirm URL followed twice sends the browser back to the page of its payment, not a JSON error', async () => {
    const postPurchase = await postPurchaseConfirmUrl();
    expect(await browse(postPurchase.url)).toEqual({
      status: 302,
      location: `/checkouts/${postPurchase.checkoutToken}?step=thank_you`,
    });
    expect(await browse(postPurchase.url)).toEqual({
      status: 302,
      location: `/checkouts/${postPurchase.checkoutToken}?step=thank_you`,
    });
    const balance = await balanceConfirmUrl();
    expect(await browse(balance.url, 'decline')).toMatchObject({ status: 302 });
    expect(await browse(balance.url)).toEqual({
      status: 302,
      location: `/checkout-additional/${balance.orderToken}`,
    });
  });

  it('a checkout payment refused at its return (the total changed) sends the browser to the checkout page, which shows the refusal', async () => {
    const { client, path } = await readyCheckout(server, 'localhost', [{ variant_id: otherTee.id, qty: 1 }]);
    const redirect = expectOk(
      await client.call('checkout.providerConfirmUrl', { path, body: { payment_method: 'cardpay' } }),
    ).result.redirect;
    // The shopper changed the cart in another tab while on the provider's page.
    await server.database.query('UPDATE payment_transactions SET amount = amount + 1 WHERE reference = $1', [
      redirect.split('/')[4] ?? '',
    ]);
    expect(await browse(redirect)).toEqual({ status: 302, location: `/checkouts/${path.checkoutToken}` });
    expect(expectOk(await client.call('checkout.processingStatus', { path })).result).toMatchObject({
      status: 'failed',
      error_message: 'The checkout total changed.',
    });
  });

  it('a checkout payment whose order another payment placed sends the browser to the checkout page', async () => {
    const { client, path } = await readyCheckout(server, 'localhost', [{ variant_id: otherTee.id, qty: 1 }]);
    const redirect = expectOk(
      await client.call('checkout.providerConfirmUrl', { path, body: { payment_method: 'cardpay' } }),
    ).result.redirect;
    expectOk(
      await client.call('checkout.createOrder', {
        path,
        body: { payment_method: 'test-gateway', payment_data: card(CARDS.ok) },
      }),
    );
    expect(await browse(redirect)).toEqual({ status: 302, location: `/checkouts/${path.checkoutToken}` });
  });
});
