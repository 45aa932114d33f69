/**
 * The calls the checkout sends beside the shopper's requests (docs/decisions/0580), against the
 * reference platform: purchase-complete after an order completes (001 §7 "Checkout without a token
 * in the path"), create-abandoned-checkout once the shopper's e-mail is known at the contact step
 * (001 §7, the recover link of 001 §2; docs/decisions/0163), neither of them holding or failing the
 * shopper's flow.
 */
import { createMemoryLogger, createMemoryStorage } from '@vitrine/ports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CheckoutFacade, createCheckout } from './checkout.facade';
import { selectChallenge } from './checkout.selectors';
import {
  CARDS,
  card,
  startPlatform,
  type TestPlatform,
  US_ADDRESS,
  until,
} from './checkout.platform.fixtures';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startPlatform();
}, 60_000);
afterAll(async () => {
  await platform?.close();
});

const PURCHASE_COMPLETE = '/api/checkout/purchase-complete.json';
const ABANDONED = '/create-abandoned-checkout.json';
const EMAIL_PHONE = '/customer-email-phone.json';

/** One request the checkout sent to one of the watched paths, and when its answer came. */
interface Sent {
  readonly path: string;
  readonly body: unknown;
  readonly answered: Promise<number>;
}

/**
 * A fetch that records the watched calls. With `fail`, those calls are held until `release()`
 * and then answered 500, as a platform in trouble would.
 */
function watching(fail = false) {
  const sent: Sent[] = [];
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    const watched = [PURCHASE_COMPLETE, ABANDONED, EMAIL_PHONE].some((path) => url.pathname.endsWith(path));
    if (!watched) return platform.fetch(input, init);
    let answer: (status: number) => void = () => undefined;
    const answered = new Promise<number>((resolve) => {
      answer = resolve;
    });
    sent.push({
      path: url.pathname,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      answered,
    });
    if (fail) {
      await released;
      answer(500);
      return new Response(JSON.stringify({ code: 500, success: false, message: 'Internal error' }), {
        status: 500,
        headers: { 'content-type': 'application/json' },
      });
    }
    const response = await platform.fetch(input, init);
    answer(response.status);
    return response;
  }) as typeof fetch;
  return { fetch: fetchImpl, sent, release };
}

/** A checkout of a new cart over `fetchImpl`. */
async function open(fetchImpl: typeof fetch, flags: Readonly<Record<string, boolean>> = {}) {
  const { checkoutToken } = await platform.cart([{ variant_id: platform.variants[0]!, qty: 1 }]);
  const logger = createMemoryLogger();
  const storage = createMemoryStorage();
  const checkout = createCheckout({
    transport: platform.transport(fetchImpl),
    token: checkoutToken,
    ports: { logger, storage },
    settings: { flags },
  });
  return { checkout, checkoutToken, logger, storage };
}

/** The server's record of a checkout. */
async function stored(checkoutToken: string) {
  const [row] = await platform.database.query<{
    purchase_completed_at: Date | null;
    recover_key: string | null;
    abandoned_at: Date | null;
  }>('select purchase_completed_at, recover_key, abandoned_at from checkouts where token = $1', [
    checkoutToken,
  ]);
  return row;
}

const settledAll = (sent: readonly Sent[]) => Promise.all(sent.map((s) => s.answered));

async function toPayment(checkout: CheckoutFacade, email = 'dana@example.com') {
  expect((await checkout.load()).ok).toBe(true);
  expect((await checkout.saveCustomer({ email, shippingAddress: US_ADDRESS })).ok).toBe(true);
  expect((await checkout.loadShippingMethods('US')).ok).toBe(true);
  expect((await checkout.selectShippingMethod('standard')).ok).toBe(true);
  expect((await checkout.loadPaymentMethods()).ok).toBe(true);
}

describe('purchase-complete after an order (001 §7; docs/decisions/0580)', () => {
  it('a paid order sends one purchase-complete with the checkout token; the platform records the purchase', async () => {
    const watch = watching();
    const { checkout, checkoutToken } = await open(watch.fetch);
    await toPayment(checkout);
    expect(watch.sent.filter((s) => s.path === PURCHASE_COMPLETE)).toEqual([]);
    const placed = await checkout.placeOrder({ paymentMethod: 'test-gateway', payment: card(CARDS.ok) });
    expect(placed.ok).toBe(true);
    await until(checkout, (s) => s.context.step === 'thank_you' && s.matches('idle'));
    await settledAll(watch.sent);
    const completes = watch.sent.filter((s) => s.path === PURCHASE_COMPLETE);
    expect(completes.map((s) => s.body)).toEqual([{ checkout_token: checkoutToken }]);
    expect(await completes[0]!.answered).toBe(200);
    expect((await stored(checkoutToken))?.purchase_completed_at).toBeInstanceOf(Date);

    // Paying again on the thank-you page finds the order placed: nothing is sent a second time.
    expect((await checkout.placeOrder({ paymentMethod: 'test-gateway', payment: card(CARDS.ok) })).ok).toBe(
      true,
    );
    expect((await checkout.refetch()).ok).toBe(true);
    await settledAll(watch.sent);
    expect(watch.sent.filter((s) => s.path === PURCHASE_COMPLETE)).toHaveLength(1);
    expect(await platform.ordersOf(checkoutToken)).toBe(1);
    // A sent call leaves nothing behind that a restored copy would send again.
    expect(Object.keys((checkout.persist().state as { children: object }).children)).toEqual([]);
    checkout.stop();
  });

  it('a payment resumed after the 3-D Secure frame sends it once too', async () => {
    const watch = watching();
    const { checkout, checkoutToken } = await open(watch.fetch);
    await toPayment(checkout);
    await checkout.placeOrder({ paymentMethod: 'test-gateway', payment: card(CARDS.threeDSecure) });
    const url = selectChallenge(checkout.getSnapshot())!.url;
    expect(watch.sent.filter((s) => s.path === PURCHASE_COMPLETE)).toEqual([]);
    await platform.fetch(new URL(url, 'http://localhost'), { headers: { accept: 'application/json' } });
    expect((await checkout.resume()).ok).toBe(true);
    await settledAll(watch.sent);
    expect(watch.sent.filter((s) => s.path === PURCHASE_COMPLETE).map((s) => s.body)).toEqual([
      { checkout_token: checkoutToken },
    ]);
    expect((await stored(checkoutToken))?.purchase_completed_at).toBeInstanceOf(Date);
    checkout.stop();
  });

  it('a checkout opened on its completed order (the thank-you page loaded again) sends nothing', async () => {
    const watch = watching();
    const first = await open(watch.fetch);
    await toPayment(first.checkout);
    expect(
      (await first.checkout.placeOrder({ paymentMethod: 'test-gateway', payment: card(CARDS.ok) })).ok,
    ).toBe(true);
    await settledAll(watch.sent);
    first.checkout.stop();
    const again = createCheckout({ transport: platform.transport(watch.fetch), token: first.checkoutToken });
    expect((await again.load()).ok).toBe(true);
    expect(again.getSnapshot().context.step).toBe('thank_you');
    await settledAll(watch.sent);
    expect(watch.sent.filter((s) => s.path === PURCHASE_COMPLETE)).toHaveLength(1);
    again.stop();
  });
});

describe('create-abandoned-checkout at the contact step (001 §7, §2 recover; docs/decisions/0163, 0580)', () => {
  it('sent once when the e-mail becomes known; the platform keeps a recover key; again only for another e-mail', async () => {
    const watch = watching();
    const { checkout, checkoutToken } = await open(watch.fetch);
    expect((await checkout.load()).ok).toBe(true);
    expect(watch.sent).toEqual([]);
    expect((await checkout.saveCustomer({ email: 'dana@example.com', shippingAddress: US_ADDRESS })).ok).toBe(
      true,
    );
    await until(checkout, (s) => s.matches('idle'));
    await settledAll(watch.sent);
    expect(watch.sent.filter((s) => s.path.endsWith(ABANDONED)).map((s) => s.path)).toEqual([
      `/api/checkout/${checkoutToken}${ABANDONED}`,
    ]);
    const record = await stored(checkoutToken);
    expect(record?.recover_key).toMatch(/\S/);
    expect(record?.abandoned_at).toBeInstanceOf(Date);

    // The same e-mail saved again: nothing new for the platform.
    expect((await checkout.saveCustomer({ email: 'dana@example.com', shippingAddress: US_ADDRESS })).ok).toBe(
      true,
    );
    await settledAll(watch.sent);
    expect(watch.sent.filter((s) => s.path.endsWith(ABANDONED))).toHaveLength(1);
    // Another e-mail: the platform is told again.
    expect((await checkout.saveCustomer({ email: 'kim@example.com', shippingAddress: US_ADDRESS })).ok).toBe(
      true,
    );
    await settledAll(watch.sent);
    expect(watch.sent.filter((s) => s.path.endsWith(ABANDONED))).toHaveLength(2);
    // Every layout saves the e-mail with customer-and-shipping: customer-email-phone is not sent.
    expect(watch.sent.filter((s) => s.path.endsWith(EMAIL_PHONE))).toEqual([]);
    checkout.stop();
  });

  it('with update_abandoned_checkout_time on (001 §9), each contact save refreshes the abandoned time', async () => {
    const watch = watching();
    const { checkout } = await open(watch.fetch, { update_abandoned_checkout_time: true });
    expect((await checkout.load()).ok).toBe(true);
    for (let i = 0; i < 2; i += 1)
      expect(
        (await checkout.saveCustomer({ email: 'dana@example.com', shippingAddress: US_ADDRESS })).ok,
      ).toBe(true);
    await until(checkout, (s) => s.matches('idle'));
    await settledAll(watch.sent);
    expect(watch.sent.filter((s) => s.path.endsWith(ABANDONED))).toHaveLength(2);
    checkout.stop();
  });
});

describe('neither call holds or fails the flow (docs/decisions/0580)', () => {
  it('with both calls hanging and then answered 500, the contact step and the order complete; the failures are logged', async () => {
    const watch = watching(true);
    const { checkout, checkoutToken, logger } = await open(watch.fetch);
    await toPayment(checkout);
    const placed = await checkout.placeOrder({ paymentMethod: 'test-gateway', payment: card(CARDS.ok) });
    expect(placed.ok).toBe(true);
    const done = await until(checkout, (s) => s.context.step === 'thank_you' && s.matches('idle'));
    expect(done.context.orderJustCompleted).toBe(true);
    expect(watch.sent.map((s) => s.path)).toEqual([
      `/api/checkout/${checkoutToken}${ABANDONED}`,
      PURCHASE_COMPLETE,
    ]);
    watch.release();
    await settledAll(watch.sent);
    // The answers are taken in: the checkout stays on thank_you, without an error.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const after = checkout.getSnapshot();
    expect(after.status).toBe('active');
    expect(after.context.step).toBe('thank_you');
    expect(after.context.error).toBeUndefined();
    expect(logger.entries.filter((e) => e.level === 'warn').map((e) => e.message)).toEqual([
      'Create abandoned checkout error',
      'Purchase complete error',
    ]);
    expect((await stored(checkoutToken))?.purchase_completed_at).toBeNull();
    checkout.stop();
  });
});
