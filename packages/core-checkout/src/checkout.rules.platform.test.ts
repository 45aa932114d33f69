import { logMessages } from '@vitrine/messages';
import {
  createMemoryLogger,
  type Logger,
  createMemoryNavigate,
  createMemoryScriptLoader,
  createMemoryStorage,
} from '@vitrine/ports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCheckout } from './checkout.facade';
import type { CheckoutEmitted } from './checkout.machine';
import { CARDS, card, startPlatform, type TestPlatform, US_ADDRESS } from './checkout.platform.fixtures';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startPlatform();
}, 60_000);
afterAll(async () => {
  await platform?.close();
});

/** A fetch that counts calls by path and can fail some. */
function spyFetch(fail: (url: string) => Response | Error | undefined = () => undefined) {
  const calls: string[] = [];
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    calls.push(`${init?.method ?? 'GET'} ${new URL(url).pathname}`);
    const failed = fail(url);
    if (failed instanceof Error) throw failed;
    if (failed) return failed;
    return platform.fetch(input, init);
  }) as typeof fetch;
  return { calls, fetchImpl };
}

async function fresh(
  options: {
    fetch?: typeof fetch;
    domain?: string;
    variant?: number;
    customer?: { id: number; email: string };
    logger?: Logger;
  } = {},
) {
  const domain = options.domain ?? 'localhost';
  const variant =
    options.variant ?? (domain === 'localhost' ? platform.variants[0]! : await platform.variantOf(domain));
  const { checkoutToken } = await platform.cart([{ variant_id: variant, qty: 2 }], domain);
  const navigate = createMemoryNavigate();
  const checkout = createCheckout({
    transport: platform.transport(options.fetch, domain),
    token: checkoutToken,
    ports: {
      navigate,
      storage: createMemoryStorage(),
      ...(options.logger ? { logger: options.logger } : {}),
    },
    ...(options.customer ? { customer: () => options.customer } : {}),
  });
  const emitted: CheckoutEmitted[] = [];
  checkout.on('checkout.cloned', (e) => emitted.push(e));
  return { checkout, checkoutToken, navigate, emitted };
}

describe('checkout fetch (001 §4)', () => {
  it('a 403 sends the shopper to /limit-order', async () => {
    const { checkout, navigate } = await fresh({ domain: 'limited.localhost' });
    const loaded = await checkout.load();
    expect(loaded).toMatchObject({ ok: false, error: { status: 403 } });
    expect(navigate.intents).toEqual([{ type: 'route', route: 'limit-order', replace: true }]);
    checkout.stop();
  });

  it('a 400 with a recover key clones the checkout, stores the new token and fetches it', async () => {
    const { checkout, checkoutToken, emitted } = await fresh();
    const loaded = await checkout.load({ recoverKey: 'not-the-key' });
    expect(loaded.ok).toBe(true);
    const token = checkout.getSnapshot().context.token;
    expect(token).not.toBe(checkoutToken);
    expect(loaded.ok && loaded.value.token).toBe(token);
    expect(loaded.ok && loaded.value.totals.lines[0]?.quantity).toBe(2);
    expect(emitted).toMatchObject([{ type: 'checkout.cloned', checkoutToken: token }]);
    checkout.stop();
  });

  it('an empty recover key clones without asking for the checkout first', async () => {
    const spy = spyFetch();
    const { checkout, checkoutToken } = await fresh({ fetch: spy.fetchImpl });
    expect((await checkout.load({ recoverKey: '' })).ok).toBe(true);
    expect(spy.calls[0]).toBe('GET /api/checkout/cart/clone.json');
    expect(checkout.getSnapshot().context.token).not.toBe(checkoutToken);
    checkout.stop();
  });

  it('the clone succeeds and the fetch after it fails: the new token is kept, then the fetch error', async () => {
    let original = '';
    let down = true;
    const spy = spyFetch((url) =>
      down && url.includes('/info.json') && !url.includes(original)
        ? new TypeError('fetch failed')
        : undefined,
    );
    const { checkout, checkoutToken, emitted } = await fresh({ fetch: spy.fetchImpl });
    original = checkoutToken;
    const loaded = await checkout.load({ recoverKey: 'not-the-key' });
    expect(loaded).toMatchObject({ ok: false, error: { status: 500 } });
    const token = checkout.getSnapshot().context.token;
    expect(token).not.toBe(checkoutToken);
    expect(emitted).toMatchObject([{ type: 'checkout.cloned', checkoutToken: token }]);
    expect(checkout.getSnapshot().context).toMatchObject({ step: 'contact_information', fetchError: true });
    // The next fetch asks for the cloned checkout, not the old one (which would clone again).
    down = false;
    const again = await checkout.load();
    expect(again.ok && again.value.token).toBe(token);
    checkout.stop();
  });

  it('a failed clone: step contact_information, 500 and the clone-error flag; logged with the catalogue text', async () => {
    const spy = spyFetch((url) =>
      url.includes('clone.json')
        ? new Response(JSON.stringify({ code: 500, success: false, error: 'boom' }), {
            status: 500,
            headers: { 'content-type': 'application/json' },
          })
        : undefined,
    );
    const logger = createMemoryLogger();
    const { checkout, checkoutToken } = await fresh({ fetch: spy.fetchImpl, logger });
    const loaded = await checkout.load({ recoverKey: 'bad' });
    expect(loaded).toMatchObject({ ok: false, error: { status: 500 } });
    expect(checkout.getSnapshot().context).toMatchObject({ step: 'contact_information', cloneError: true });
    expect(logger.entries).toEqual([
      { level: 'error', message: logMessages['log.clone_checkout_error'], detail: { token: checkoutToken } },
    ]);
    checkout.stop();
  });

  it('a fetch exception: step contact_information, the error flag and 500', async () => {
    const spy = spyFetch((url) => (url.includes('/info.json') ? new TypeError('fetch failed') : undefined));
    const { checkout } = await fresh({ fetch: spy.fetchImpl });
    const loaded = await checkout.load();
    expect(loaded).toMatchObject({
      ok: false,
      error: { status: 500, text: 'Something went wrong! Please try again' },
    });
    expect(checkout.getSnapshot().context).toMatchObject({ step: 'contact_information', fetchError: true });
    checkout.stop();
  });
});

describe('checkout refetch (001 §4: the fetch rules hold for a refetch too)', () => {
  it('an exception: step contact_information, the error flag and 500; a 403: /limit-order', async () => {
    let answer: 'ok' | 'down' | '403' = 'ok';
    const spy = spyFetch((url) => {
      if (!url.includes('/info.json') || answer === 'ok') return undefined;
      if (answer === 'down') return new TypeError('fetch failed');
      return new Response(JSON.stringify({ code: 403, success: false, error: 'limit' }), {
        status: 403,
        headers: { 'content-type': 'application/json' },
      });
    });
    const { checkout, navigate } = await fresh({ fetch: spy.fetchImpl });
    await checkout.load();
    await checkout.saveCustomer({ email: 'dana@example.com', shippingAddress: US_ADDRESS });
    expect(checkout.view().step).toBe('shipping_method');
    answer = 'down';
    expect(await checkout.refetch()).toMatchObject({ ok: false, error: { status: 500 } });
    expect(checkout.getSnapshot().context).toMatchObject({ step: 'contact_information', fetchError: true });
    answer = '403';
    expect(await checkout.refetch()).toMatchObject({ ok: false, error: { status: 403 } });
    expect(navigate.intents).toEqual([{ type: 'route', route: 'limit-order', replace: true }]);
    checkout.stop();
  });
});

describe('customer and shipping (001 §5)', () => {
  it("a signed-in customer's e-mail overrides the form's", async () => {
    const { checkout } = await fresh({ customer: { id: 424242, email: 'account@example.com' } });
    await checkout.load();
    const saved = await checkout.saveCustomer({ email: 'form@example.com', shippingAddress: US_ADDRESS });
    expect(saved.ok && saved.value.email).toBe('account@example.com');
    checkout.stop();
  });

  it('a method_code not in the loaded list returns 500 without a call', async () => {
    const spy = spyFetch();
    const { checkout } = await fresh({ fetch: spy.fetchImpl });
    await checkout.load();
    await checkout.saveCustomer({ email: 'dana@example.com', shippingAddress: US_ADDRESS });
    await checkout.loadShippingMethods('US');
    const before = spy.calls.length;
    const chosen = await checkout.selectShippingMethod('teleport');
    expect(chosen).toMatchObject({ ok: false, error: { status: 500 } });
    expect(spy.calls.length).toBe(before);
    checkout.stop();
  });
});

describe('a change refused with one of the codes of 001 §4', () => {
  const jsonFailure = (status: number, body: Record<string, unknown>) =>
    new Response(JSON.stringify({ code: status, success: false, ...body }), {
      status,
      headers: { 'content-type': 'application/json' },
    });

  it('order_related_with_this_checkout_is_already_completed: refetch, thank_you, the cart cleared', async () => {
    const { checkout: tabA, checkoutToken } = await fresh();
    const spy = spyFetch();
    const tabB = createCheckout({
      transport: platform.transport(spy.fetchImpl),
      token: checkoutToken,
      ports: { navigate: createMemoryNavigate(), storage: createMemoryStorage() },
    });
    const cleared: string[] = [];
    tabB.on('cart.clear', (e) => cleared.push(e.checkoutToken));
    await tabB.load();
    // Tab A pays while tab B is still open on contact_information.
    await tabA.load();
    await tabA.saveCustomer({ email: 'dana@example.com', shippingAddress: US_ADDRESS });
    await tabA.loadShippingMethods('US');
    await tabA.selectShippingMethod('standard');
    await tabA.loadPaymentMethods();
    expect((await tabA.placeOrder({ paymentMethod: 'test-gateway', payment: card(CARDS.ok) })).ok).toBe(true);
    tabA.stop();

    const before = spy.calls.length;
    expect(await tabB.applyDiscount('WELCOME10')).toMatchObject({
      ok: false,
      error: {
        code: 'order_related_with_this_checkout_is_already_completed',
        text: 'checkout already completed',
      },
    });
    expect(spy.calls.slice(before)).toEqual([
      `POST /api/checkout/${checkoutToken}/apply-coupon.json`,
      `GET /api/checkout/${checkoutToken}/info.json`,
    ]);
    expect(tabB.getSnapshot().context).toMatchObject({ step: 'thank_you', cartCleared: true });
    expect(tabB.view().checkout?.order?.id).toMatch(/\S/);
    expect(cleared).toEqual([checkoutToken]);
    tabB.stop();
  });

  it('ITEM_OUT_STOCK on a change: the checkout is refetched and nothing else', async () => {
    const spy = spyFetch((url) =>
      url.includes('customer-and-shipping')
        ? jsonFailure(409, { error: 'out', error_code: 'ITEM_OUT_STOCK', error_message: 'out' })
        : undefined,
    );
    const { checkout, checkoutToken } = await fresh({ fetch: spy.fetchImpl });
    const cleared: string[] = [];
    checkout.on('cart.clear', (e) => cleared.push(e.checkoutToken));
    await checkout.load();
    const before = spy.calls.length;
    expect(
      await checkout.saveCustomer({ email: 'dana@example.com', shippingAddress: US_ADDRESS }),
    ).toMatchObject({ ok: false, error: { code: 'ITEM_OUT_STOCK', text: 'item out of stock' } });
    expect(spy.calls.slice(before)).toEqual([
      `PUT /api/checkout/${checkoutToken}/customer-and-shipping.json`,
      `GET /api/checkout/${checkoutToken}/info.json`,
    ]);
    expect(checkout.getSnapshot().context).toMatchObject({ step: 'contact_information', cartCleared: false });
    expect(cleared).toEqual([]);
    checkout.stop();
  });
});

describe('discount codes (001 §5, §8)', () => {
  it('texts of the error_code table, apply, second code, remove', async () => {
    const spy = spyFetch();
    const { checkout } = await fresh({ fetch: spy.fetchImpl });
    await checkout.load();
    const before = spy.calls.length;
    expect(await checkout.applyDiscount('  ')).toMatchObject({
      ok: false,
      error: { text: 'Missing discount code' },
    });
    expect(spy.calls.length).toBe(before);
    expect(await checkout.applyDiscount('NOPE')).toMatchObject({
      ok: false,
      error: {
        code: 'DISCOUNT_NOT_FOUND',
        text: 'Unable to find a valid discount matching the code entered.',
      },
    });
    expect(await checkout.applyDiscount('used1')).toMatchObject({
      ok: false,
      error: { code: 'DISCOUNT_USED', text: 'USED1 discount code has already been used.' },
    });
    const applied = await checkout.applyDiscount('WELCOME10');
    expect(applied.ok && applied.value.discount).toMatchObject({ code: 'WELCOME10', applied: true });
    expect(applied.ok && applied.value.totals.discounts.amount).toBeGreaterThan(0);
    expect(await checkout.applyDiscount('SAVE5')).toMatchObject({
      ok: false,
      error: { text: "A discount has been applied to this order. You can't add another discount." },
    });
    const removed = await checkout.removeDiscount();
    expect(removed.ok && removed.value.discount.applied).toBe(false);
    expect(removed.ok && removed.value.totals.discounts.amount).toBe(0);
    checkout.stop();
  });

  it('a code for other items: the upper-cased code and "discount code isn\'t valid for the items in your cart."', async () => {
    const variant = await platform.variantOf('localhost', 'apparel');
    const { checkout } = await fresh({ variant });
    await checkout.load();
    expect(await checkout.applyDiscount('shoesonly')).toMatchObject({
      ok: false,
      error: {
        code: 'DISCOUNT_NOT_APPLICABLE',
        text: "SHOESONLY discount code isn't valid for the items in your cart.",
      },
    });
    checkout.stop();
  });

  it('FREESHIP makes the chosen method free (001 §4 Free shipping)', async () => {
    const { checkout } = await fresh();
    await checkout.load();
    await checkout.saveCustomer({ email: 'dana@example.com', shippingAddress: US_ADDRESS });
    await checkout.loadShippingMethods('US');
    await checkout.selectShippingMethod('standard');
    const applied = await checkout.applyDiscount('FREESHIP');
    expect(applied.ok && applied.value.freeShipping).toBe(true);
    expect(applied.ok && applied.value.totals.shipping.amount).toBe(0);
    checkout.stop();
  });
});

describe('wallet express approval (001 §4, moved from core-cart)', () => {
  it('fetches, saves the express payment, refetches, sets paypal-express, goes to contact_information', async () => {
    const spy = spyFetch();
    const { checkout, checkoutToken, navigate } = await fresh({ fetch: spy.fetchImpl });
    const approved = await checkout.approveExpress({ orderID: 'PAYID-TEST' });
    expect(approved.ok && approved.value.step).toBe('contact_information');
    expect(spy.calls).toEqual([
      `GET /api/checkout/${checkoutToken}/info.json`,
      `POST /api/checkout/${checkoutToken}/express-payment.json`,
      `GET /api/checkout/${checkoutToken}/info.json`,
    ]);
    expect(checkout.getSnapshot().context.paymentMethod).toBe('paypal-express');
    expect(approved.ok && approved.value.paymentMethod?.code).toBe('paypal-express');
    expect(navigate.intents).toEqual([
      {
        type: 'route',
        route: 'checkout',
        params: { token: checkoutToken },
        query: { step: 'contact_information' },
      },
    ]);
    checkout.stop();
  });

  it('a failed step stops the sequence with the generic text and no navigation', async () => {
    const spy = spyFetch((url) =>
      url.includes('express-payment')
        ? new Response(JSON.stringify({ code: 500, success: false, error: 'x' }), {
            status: 500,
            headers: { 'content-type': 'application/json' },
          })
        : undefined,
    );
    const { checkout, navigate } = await fresh({ fetch: spy.fetchImpl });
    expect(await checkout.approveExpress({ orderID: 'PAYID-TEST' })).toMatchObject({
      ok: false,
      error: { code: 'express_failed', text: 'Something went wrong! Please try again' },
    });
    expect(navigate.intents).toEqual([]);
    expect(checkout.getSnapshot().context.paymentMethod).toBeUndefined();
    checkout.stop();
  });
});

describe('payment SDK loading (001 §4)', () => {
  it('loads the wallet SDK once, with client id, intent authorize, the store currency, credit disabled', async () => {
    const { checkoutToken } = await platform.cart([{ variant_id: platform.variants[0]!, qty: 1 }]);
    const scripts = createMemoryScriptLoader();
    const checkout = createCheckout({
      transport: platform.transport(),
      token: checkoutToken,
      ports: { scripts },
    });
    await checkout.load();
    const methods = await checkout.loadPaymentMethods();
    expect(methods.ok && methods.value.map((m) => m.code)).toContain('paypal-express');
    await checkout.loadPaymentMethods();
    expect(scripts.requested.filter((src) => src.startsWith('https://www.paypal.com/'))).toEqual([
      'https://www.paypal.com/sdk/js?client-id=sb-vitrine&intent=authorize&currency=USD&disable-funding=credit',
    ]);
    checkout.stop();
  });

  it('a script that fails to load is logged, with no user message, and the methods still load', async () => {
    const { checkoutToken } = await platform.cart([{ variant_id: platform.variants[0]!, qty: 1 }]);
    const url =
      'https://www.paypal.com/sdk/js?client-id=sb-vitrine&intent=authorize&currency=USD&disable-funding=credit';
    const logger = createMemoryLogger();
    const checkout = createCheckout({
      transport: platform.transport(),
      token: checkoutToken,
      ports: { scripts: createMemoryScriptLoader([url]), logger },
    });
    await checkout.load();
    expect((await checkout.loadPaymentMethods()).ok).toBe(true);
    expect(logger.entries.some((e) => e.level === 'error')).toBe(true);
    expect(checkout.view().error).toBeUndefined();
    checkout.stop();
  });
});
