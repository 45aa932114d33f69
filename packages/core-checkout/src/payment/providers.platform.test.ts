/**
 * The six providers besides stripe and the wallets, each against the reference server's sandbox
 * (examples/platform-api/PAYMENTS.md): what each loads, what the shopper does, what it sends
 * (docs/decisions/0250). No real provider is reached here.
 */
import {
  createMemoryNavigate,
  createMemoryScriptLoader,
  createMemoryStorage,
  type NavigationIntent,
} from '@vitrine/ports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCheckout } from '../checkout.facade';
import { startPlatform, type TestPlatform, US_ADDRESS, until } from '../checkout.platform.fixtures';
import { selectChallenge, selectPaymentMethods } from '../checkout.selectors';
import {
  bluesnapFieldToken,
  bluesnapStrategy,
  braintreeClientToken,
  braintreeStrategy,
  cardpayStrategy,
  checkoutComStrategy,
  fasterPayStrategy,
  PROVIDER_SCRIPTS,
  platformStrategy,
} from './credential-strategies';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startPlatform();
}, 60_000);
afterAll(async () => {
  await platform?.close();
});

/** A request the checkout sent: its path and JSON body. */
interface Sent {
  readonly path: string;
  readonly body: Record<string, unknown> | undefined;
}

/** A checkout of a new cart that records the requests it sends and the scripts it loads. */
async function checkoutWith(flags: Readonly<Record<string, boolean>> = {}) {
  const { checkoutToken } = await platform.cart([{ variant_id: platform.variants[0]!, qty: 1 }]);
  const sent: Sent[] = [];
  const recording = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const raw = typeof init?.body === 'string' ? init.body : undefined;
    sent.push({ path: url.pathname, body: raw ? (JSON.parse(raw) as Record<string, unknown>) : undefined });
    return platform.fetch(input, init);
  }) as typeof fetch;
  const scripts = createMemoryScriptLoader();
  const navigate = createMemoryNavigate();
  const storage = createMemoryStorage();
  const transport = platform.transport(recording);
  const checkout = createCheckout({
    transport,
    token: checkoutToken,
    ports: { scripts, navigate, storage },
    settings: { flags },
  });
  expect((await checkout.load()).ok).toBe(true);
  expect((await checkout.saveCustomer({ email: 'dana@example.com', shippingAddress: US_ADDRESS })).ok).toBe(
    true,
  );
  await checkout.loadShippingMethods('US');
  expect((await checkout.selectShippingMethod('standard')).ok).toBe(true);
  expect((await checkout.loadPaymentMethods()).ok).toBe(true);
  const codes = selectPaymentMethods(checkout.getSnapshot()).map((m) => m.code);
  return { checkout, checkoutToken, sent, scripts, navigate, storage, transport, codes };
}

/** The payment_data of the last create-order the checkout sent. */
const orderData = (sent: readonly Sent[]) =>
  sent.filter((s) => s.path.endsWith('/create-order.json')).at(-1)?.body?.payment_data;

const openPage = (url: string, outcome?: 'decline') =>
  platform.fetch(new URL(`${url}${outcome ? `?outcome=${outcome}` : ''}`, 'http://localhost'), {
    headers: { accept: 'application/json' },
  });

describe('braintree (001 §9, behind feature_braintree)', () => {
  it('not offered and its drop-in not loaded without the flag', async () => {
    const { checkout, codes, scripts } = await checkoutWith();
    expect(codes).not.toContain('braintree');
    expect(scripts.loaded).not.toContain(PROVIDER_SCRIPTS.braintree);
    expect(braintreeStrategy.supportsPostPurchase({})).toBe(false);
    checkout.stop();
  });

  it('with the flag: drop-in loaded once, a client token from the platform, the nonce sent as `nonce`', async () => {
    const flags = { feature_braintree: true };
    const { checkout, checkoutToken, codes, scripts, sent, transport } = await checkoutWith(flags);
    expect(codes).toContain('braintree');
    expect(scripts.requested.filter((src) => src === PROVIDER_SCRIPTS.braintree)).toHaveLength(1);
    const token = await braintreeClientToken(transport, checkoutToken);
    expect(token.ok && JSON.parse(atob(token.value))).toMatchObject({ environment: 'sandbox' });
    expect(
      await checkout.placeOrder({
        paymentMethod: 'braintree',
        payment: { credential: 'fake-processor-declined-visa-nonce' },
      }),
    ).toMatchObject({ ok: false, error: { text: 'Your payment was declined by the provider.' } });
    const paid = await checkout.placeOrder({
      paymentMethod: 'braintree',
      payment: { credential: 'fake-valid-nonce' },
    });
    expect(paid.ok).toBe(true);
    expect(orderData(sent)).toEqual({ nonce: 'fake-valid-nonce' });
    expect(braintreeStrategy.supportsPostPurchase(flags)).toBe(true);
    // 001 §7 ignore_completed: the drop-in can still open after the order (post-purchase).
    expect((await braintreeClientToken(transport, checkoutToken)).ok).toBe(false);
    expect((await braintreeClientToken(transport, checkoutToken, true)).ok).toBe(true);
    expect(await platform.ordersOf(checkoutToken)).toBe(1);
    checkout.stop();
  });
});

describe('checkout.com (001 §9, behind feature_checkout.com)', () => {
  it('without the flag not offered; with it the card-frames SDK loads once and the card token is sent as `token`', async () => {
    const off = await checkoutWith();
    expect(off.codes).not.toContain('checkout-com');
    expect(off.scripts.loaded).not.toContain(PROVIDER_SCRIPTS['checkout-com']);
    off.checkout.stop();

    const flags = { 'feature_checkout.com': true };
    const { checkout, checkoutToken, codes, scripts, sent } = await checkoutWith(flags);
    expect(codes).toContain('checkout-com');
    expect(scripts.requested.filter((src) => src === PROVIDER_SCRIPTS['checkout-com'])).toHaveLength(1);
    const paid = await checkout.placeOrder({
      paymentMethod: 'checkout-com',
      payment: { credential: 'tok_sbox_visa' },
    });
    expect(paid.ok).toBe(true);
    expect(orderData(sent)).toEqual({ token: 'tok_sbox_visa' });
    expect(checkoutComStrategy.supportsPostPurchase(flags)).toBe(true);
    expect(checkoutComStrategy.supportsPostPurchase({})).toBe(false);
    expect(await platform.ordersOf(checkoutToken)).toBe(1);
    checkout.stop();
  });
});

describe('bluesnap (001 §7 payment-field-token)', () => {
  it('hosted fields open with the platform field token, which the order sends; no script; no post-purchase', async () => {
    const { checkout, checkoutToken, sent, scripts, transport } = await checkoutWith();
    const fieldToken = await bluesnapFieldToken(transport);
    expect(fieldToken.ok && fieldToken.value).toMatch(/\S/);
    const paid = await checkout.placeOrder({
      paymentMethod: 'bluesnap',
      payment: { credential: fieldToken.ok ? fieldToken.value : '' },
    });
    expect(paid.ok).toBe(true);
    expect(orderData(sent)).toEqual({ token: fieldToken.ok ? fieldToken.value : '' });
    expect(scripts.loaded).toEqual([PROVIDER_SCRIPTS.stripe, expect.stringContaining('paypal.com/sdk/js')]);
    expect(bluesnapStrategy.supportsPostPurchase({})).toBe(false);
    expect(await platform.ordersOf(checkoutToken)).toBe(1);
    checkout.stop();
  });
});

describe('platform (001 §9 `platform`)', () => {
  it('pays with a card token sent as `token`, loads nothing, takes no post-purchase', async () => {
    await platform.database.query(
      `insert into payment_methods (shop_id, code, title, provider, provider_options, position)
       select shop_id, 'platform', 'Card (platform)', 'platform', '{"sandbox": true}'::jsonb, 50
         from shop_domains where domain = 'localhost'
       on conflict do nothing`,
    );
    const { checkout, checkoutToken, sent, codes } = await checkoutWith();
    expect(codes).toContain('platform');
    const paid = await checkout.placeOrder({
      paymentMethod: 'platform',
      payment: { credential: 'tok_platform_1' },
    });
    expect(paid.ok).toBe(true);
    expect(orderData(sent)).toEqual({ token: 'tok_platform_1' });
    expect(platformStrategy.supportsPostPurchase({})).toBe(false);
    expect(await platform.ordersOf(checkoutToken)).toBe(1);
    checkout.stop();
  });
});

describe('cardpay (hosted payment page, docs/decisions/0250)', () => {
  it('asks provider-confirm-url, stores the checkout, leaves for the page; on return one order', async () => {
    const { checkout, checkoutToken, sent, navigate, storage } = await checkoutWith();
    const method = selectPaymentMethods(checkout.getSnapshot()).find((m) => m.code === 'cardpay');
    const leaving = await checkout.placeOrder({ paymentMethod: 'cardpay', payment: undefined });
    expect(leaving).toMatchObject({
      ok: false,
      error: {
        code: 'payment_requires_action',
        challenge: { display: 'redirect', page: 'provider', method: 'cardpay' },
      },
    });
    const confirmCall = sent.find((s) => s.path.endsWith('/provider-confirm-url.json'));
    expect(confirmCall?.body).toMatchObject({
      payment_method_id: Number(method?.id),
      is_using_same_address: true,
    });
    expect(
      sent.some((s) => s.path.endsWith('/charge-authorize.json') || s.path.endsWith('/create-order.json')),
    ).toBe(false);
    const redirect = navigate.intents.at(-1) as Extract<NavigationIntent, { type: 'external' }>;
    expect(redirect).toEqual({ type: 'external', url: selectChallenge(checkout.getSnapshot())?.url });
    checkout.stop();

    expect((await openPage(redirect.url)).status).toBe(200);
    const back = createCheckout({
      transport: platform.transport(),
      token: checkoutToken,
      ports: { storage, navigate },
    });
    const done = await until(back, (s) => s.context.step === 'thank_you' && s.matches('idle'));
    expect(done.context.accessKey).toMatch(/\S/);
    expect(await platform.ordersOf(checkoutToken)).toBe(1);
    expect(cardpayStrategy.supportsPostPurchase({})).toBe(true);
    back.stop();
  });
});

describe('faster-pay (hosted payment page, docs/decisions/0250)', () => {
  it('back from the page unfinished: the page is shown again, not re-entered; refused there: the text, no order', async () => {
    const { checkout, checkoutToken, navigate, storage } = await checkoutWith();
    await checkout.placeOrder({ paymentMethod: 'faster-pay', payment: undefined });
    const url = selectChallenge(checkout.getSnapshot())?.url;
    expect(navigate.intents.filter((i) => i.type === 'external')).toHaveLength(1);
    checkout.stop();

    // The shopper pressed back on the provider's page.
    const back = createCheckout({
      transport: platform.transport(),
      token: checkoutToken,
      ports: { storage, navigate },
    });
    const waiting = await until(back, (s) => s.matches('awaitingAction'));
    expect(selectChallenge(waiting)).toMatchObject({ url, display: 'redirect', page: 'provider' });
    expect(navigate.intents.filter((i) => i.type === 'external')).toHaveLength(1);

    expect((await openPage(url!, 'decline')).status).toBe(200);
    expect(await back.resume()).toMatchObject({
      ok: false,
      error: { text: 'The payment was not approved.' },
    });
    expect(selectChallenge(back.getSnapshot())).toBeUndefined();
    expect(await platform.ordersOf(checkoutToken)).toBe(0);
    expect(fasterPayStrategy.supportsPostPurchase({})).toBe(false);
    back.stop();
  });
});
