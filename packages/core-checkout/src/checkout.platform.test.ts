import { checkoutInfo, checkoutProviderCreateOrder } from '@vitrine/api-client';
import { messages } from '@vitrine/messages';
import {
  createMemoryLock,
  createMemoryLogger,
  createMemoryNavigate,
  createMemoryScriptLoader,
  createMemoryStorage,
  type NavigationIntent,
  type ScriptOptions,
} from '@vitrine/ports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCheckout, pendingPaymentKey } from './checkout.facade';
import type { CheckoutEmitted } from './checkout.machine';
import {
  type CheckoutSnapshot,
  selectChallenge,
  selectCheckout,
  selectPaymentMethods,
  selectShippingMethods,
} from './checkout.selectors';
import { checkoutTaxOf } from './checkout.lookups';
import type { PaymentChallenge } from './payment/challenge';
import { PROVIDER_SCRIPTS } from './payment/credential-strategies';
import { paypalProSecureToken } from './payment/paypal-pro';
import {
  configurePayments,
  paymentOptions,
} from '../../../examples/platform-api/src/payments/gateway-config';
import {
  CANADIAN_ADDRESS,
  CARDS,
  card,
  startPlatform,
  type TestPlatform,
  US_ADDRESS,
  until,
} from './checkout.platform.fixtures';
import { holdingFetch, within } from '../../../examples/platform-api/src/testing/held-requests';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startPlatform();
}, 60_000);
afterAll(async () => {
  await platform?.close();
});

const completed = (s: CheckoutSnapshot) => s.context.step === 'thank_you' && s.matches('idle');

/** A checkout of a new cart, with the events it emitted. */
async function freshCheckout(options: { fetch?: typeof fetch; lines?: number } = {}) {
  const { checkoutToken, cartToken } = await platform.cart(
    platform.variants.slice(0, options.lines ?? 1).map((variant_id) => ({ variant_id, qty: 1 })),
  );
  const navigate = createMemoryNavigate();
  const storage = createMemoryStorage();
  const checkout = createCheckout({
    transport: platform.transport(options.fetch),
    token: checkoutToken,
    ports: { navigate, storage },
  });
  const emitted: CheckoutEmitted[] = [];
  for (const type of ['cart.clear', 'order.completed', 'checkout.step', 'checkout.cloned'] as const)
    checkout.on(type, (event) => emitted.push(event));
  return { checkout, checkoutToken, cartToken, navigate, storage, emitted };
}

/** Loads, saves the customer, chooses `standard`, loads payment methods. */
async function readyToPay(checkout: ReturnType<typeof createCheckout>) {
  expect((await checkout.load()).ok).toBe(true);
  expect((await checkout.saveCustomer({ email: 'dana@example.com', shippingAddress: US_ADDRESS })).ok).toBe(
    true,
  );
  expect((await checkout.loadShippingMethods('US')).ok).toBe(true);
  expect((await checkout.selectShippingMethod('standard')).ok).toBe(true);
  expect((await checkout.loadPaymentMethods()).ok).toBe(true);
}

describe('marketing opt-in (001 §4; decision 0481)', () => {
  const open = async (answers: (boolean | undefined)[]) => {
    const { checkoutToken } = await platform.cart([{ variant_id: platform.variants[0] ?? 0, qty: 1 }]);
    const sent: unknown[] = [];
    const watch: typeof fetch = (input, init) => {
      if (String(input).includes('/customer-and-shipping.json')) sent.push(JSON.parse(String(init?.body)));
      return platform.fetch(input, init);
    };
    const checkout = createCheckout({
      transport: platform.transport(watch),
      token: checkoutToken,
      settings: { marketingPreselect: true },
    });
    expect((await checkout.load()).ok).toBe(true);
    const saved = [];
    for (const acceptsMarketing of answers) {
      const info = { email: 'dana@example.com', shippingAddress: US_ADDRESS };
      const result = await checkout.saveCustomer(
        acceptsMarketing === undefined ? info : { ...info, acceptsMarketing },
      );
      saved.push(result.ok ? result.value.acceptsMarketing : 'failed');
    }
    checkout.stop();
    return {
      sent: sent.map((body) => (body as { buyer_accepts_marketing?: unknown }).buyer_accepts_marketing),
      saved,
    };
  };

  it('a shopper who unticks the preselected box is not opted in', async () => {
    expect(await open([false])).toEqual({ sent: [false], saved: [false] });
  });

  it('without an answer the preselect decides; a tick is kept', async () => {
    expect(await open([undefined])).toEqual({ sent: [true], saved: [true] });
    expect(await open([true])).toEqual({ sent: [true], saved: [true] });
  });
});

// DESIGN "One public shape": a verb resolves to a Result, never throws nor waits for ever, and after
// `Facade.stop()` the facade answers no more. A verb in flight at stop() (its request held) settles
// `stopped`, so the page's finally and spinner run; one asked after stop answers at once.
describe('a stopped checkout answers every verb (DESIGN facade contract)', () => {
  /** The platform's fetch, except that a request whose path `held` accepts never answers. */
  const holding = (held: (path: string) => boolean): typeof fetch => holdingFetch(platform.fetch, held);
  const stopped = { ok: false, error: { code: 'stopped' } };

  it('a load, zip codes, address suggestions and the express wallet held at stop() settle stopped', async () => {
    let held = (_path: string): boolean => false;
    const { checkout } = await freshCheckout({ fetch: holding((path) => held(path)) });
    expect((await checkout.load()).ok).toBe(true);
    held = () => true;
    const loading = checkout.load();
    const zip = checkout.zipCodes('US', '941');
    const suggested = checkout.addressSuggestions('1 Market');
    const wallet = checkout.loadExpressWallet();
    await new Promise((resolve) => setTimeout(resolve, 20));
    checkout.stop();
    expect(await within(loading)).toMatchObject(stopped);
    expect(await within(zip)).toMatchObject(stopped);
    expect(await within(suggested)).toMatchObject(stopped);
    expect(await within(wallet)).toMatchObject(stopped);
    // Asked of the stopped checkout: answered at once, nothing sent.
    expect(await within(checkout.refetch())).toMatchObject(stopped);
    expect(await within(checkout.shippingCountries())).toMatchObject(stopped);
  }, 15_000);
});

describe('checkout against the platform: a guest pays with the test gateway (001 §4)', () => {
  it('goes contact_information → shipping_method → payment_method → thank_you and completes once', async () => {
    const { checkout, checkoutToken, storage, emitted } = await freshCheckout();
    const loaded = await checkout.load();
    expect(loaded.ok && loaded.value.step).toBe('contact_information');
    const saved = await checkout.saveCustomer({ email: 'dana@example.com', shippingAddress: US_ADDRESS });
    expect(saved.ok && saved.value.step).toBe('shipping_method');
    expect(saved.ok && saved.value.shippingAddress?.countryCode).toBe('US');
    const methods = await checkout.loadShippingMethods('US');
    expect(methods.ok && methods.value.map((m) => m.code)).toContain('standard');
    const standard = methods.ok ? methods.value.find((m) => m.code === 'standard') : undefined;
    expect(standard?.price).toEqual({ amount: 599, currency: 'USD' });
    const chosen = await checkout.selectShippingMethod('standard');
    expect(chosen.ok && chosen.value.step).toBe('payment_method');
    expect(chosen.ok && chosen.value.totals.shipping.amount).toBe(599);
    const payment = await checkout.loadPaymentMethods();
    expect(payment.ok && payment.value[0]?.code).toBe('test-gateway');

    const placed = await checkout.placeOrder({ paymentMethod: 'test-gateway', payment: card(CARDS.ok) });
    expect(placed.ok).toBe(true);
    if (!placed.ok) return;
    expect(placed.value.accessKey).toMatch(/\S/);
    const snapshot = checkout.getSnapshot();
    expect(snapshot.context.step).toBe('thank_you');
    expect(snapshot.context.orderJustCompleted).toBe(true);
    expect(storage.get(`vitrine.order-access-key.${checkoutToken}`)).toBe(placed.value.accessKey);
    expect(emitted.filter((e) => e.type === 'cart.clear')).toEqual([{ type: 'cart.clear', checkoutToken }]);
    expect(emitted.some((e) => e.type === 'order.completed' && e.accessKey === placed.value.accessKey)).toBe(
      true,
    );
    expect(
      emitted.filter((e) => e.type === 'checkout.step').map((e) => e.type === 'checkout.step' && e.step),
    ).toEqual(['shipping_method', 'payment_method', 'thank_you']);
    expect(await platform.ordersOf(checkoutToken)).toBe(1);
    checkout.stop();
  });

  it('a declined card shows the platform text (001 §8) and a second card places one order', async () => {
    const { checkout, checkoutToken } = await freshCheckout();
    await readyToPay(checkout);
    const declined = await checkout.placeOrder({
      paymentMethod: 'test-gateway',
      payment: card(CARDS.declined),
    });
    expect(declined).toMatchObject({
      ok: false,
      error: { code: 'CARD_DECLINED', text: 'Your card was declined.' },
    });
    // The refusal is the verb's value and the checkout's error (the screen shows it under its
    // form, docs/decisions/0420); the checkout emits no notification besides.
    expect(checkout.view().error).toMatchObject({ code: 'CARD_DECLINED', text: 'Your card was declined.' });
    expect(checkout.getSnapshot().context.step).toBe('payment_method');
    const paid = await checkout.placeOrder({ paymentMethod: 'test-gateway', payment: card(CARDS.ok) });
    expect(paid.ok).toBe(true);
    expect(await platform.ordersOf(checkoutToken)).toBe(1);
    checkout.stop();
  });

  // 001 §8 Authorisation failure; docs/decisions/0242, 0660: a payment after a refused one is a new
  // request, also on a reloaded page or in another tab (the refused attempt is kept in storage).
  it('a declined card, then a reload: another card pays one order', async () => {
    const { checkout, checkoutToken, storage, navigate } = await freshCheckout();
    await readyToPay(checkout);
    const declined = await checkout.placeOrder({
      paymentMethod: 'test-gateway',
      payment: card(CARDS.declined),
    });
    expect(declined).toMatchObject({ ok: false, error: { code: 'CARD_DECLINED' } });
    checkout.stop();
    const reloaded = createCheckout({
      transport: platform.transport(),
      token: checkoutToken,
      ports: { navigate, storage },
    });
    expect((await reloaded.load()).ok).toBe(true);
    expect((await reloaded.loadPaymentMethods()).ok).toBe(true);
    const paid = await reloaded.placeOrder({ paymentMethod: 'test-gateway', payment: card(CARDS.ok) });
    expect(paid.ok).toBe(true);
    expect(reloaded.getSnapshot().context.step).toBe('thank_you');
    expect(await platform.ordersOf(checkoutToken)).toBe(1);
    reloaded.stop();
  });

  it('a card declined in one tab, another card in a tab opened before pays one order', async () => {
    const { checkoutToken } = await platform.cart([{ variant_id: platform.variants[0]!, qty: 1 }]);
    const [lock, storage] = [createMemoryLock(), createMemoryStorage()];
    const tab = () =>
      createCheckout({ transport: platform.transport(), token: checkoutToken, ports: { lock, storage } });
    const [a, b] = [tab(), tab()];
    await readyToPay(a);
    expect((await b.load()).ok).toBe(true);
    expect((await b.loadPaymentMethods()).ok).toBe(true);
    const declined = await a.placeOrder({ paymentMethod: 'test-gateway', payment: card(CARDS.declined) });
    expect(declined).toMatchObject({ ok: false, error: { code: 'CARD_DECLINED' } });
    const paid = await b.placeOrder({ paymentMethod: 'test-gateway', payment: card(CARDS.ok) });
    expect(paid.ok).toBe(true);
    expect(await platform.ordersOf(checkoutToken)).toBe(1);
    a.stop();
    b.stop();
  });
});

/** Runs `body` with the demo shop's test gateway without 3-D Secure frames (a full-page redirect). */
async function withoutThreeDSecureFrame(body: () => Promise<void>) {
  const set = (on: boolean) =>
    platform.database.query(
      `update payment_methods m set provider_options = jsonb_set(provider_options, '{enable_3d_secure}', $1::jsonb)
         from shop_domains d where d.shop_id = m.shop_id and d.domain = 'localhost' and m.code = 'test-gateway'`,
      [JSON.stringify(on)],
    );
  await set(false);
  try {
    await body();
  } finally {
    await set(true);
  }
}

/** What the bank's page answers when the shopper passes (or fails) the challenge. */
const passChallenge = (url: string, outcome?: 'decline') =>
  platform.fetch(new URL(`${url}${outcome ? `?outcome=${outcome}` : ''}`, 'http://localhost'), {
    headers: { accept: 'application/json' },
  });

describe('checkout against the platform: the 3-D Secure card (001 §4; docs/decisions/0244, 0246)', () => {
  it('with 3-D Secure enabled on the method the challenge is a frame: no navigation, resume() pays one order', async () => {
    const { checkout, checkoutToken, navigate, storage, emitted } = await freshCheckout();
    await readyToPay(checkout);
    const challenges: PaymentChallenge[] = [];
    checkout.on('payment.challenge', ({ challenge }) => challenges.push(challenge));
    const pending = await checkout.placeOrder({
      paymentMethod: 'test-gateway',
      payment: card(CARDS.threeDSecure),
    });
    expect(pending).toMatchObject({ ok: false, error: { code: 'payment_requires_action' } });
    const challenge = selectChallenge(checkout.getSnapshot());
    expect(challenge).toEqual({
      url: expect.stringMatching(/\/confirm\.json$/),
      display: 'frame',
      returnPath: `/checkouts/${checkoutToken}`,
      method: 'test-gateway',
      page: 'three_d_secure',
    });
    expect(challenges).toEqual([challenge]);
    expect(!pending.ok && pending.error.challenge).toEqual(challenge);
    expect(navigate.intents.filter((i) => i.type === 'external')).toEqual([]);
    // Kept in case the page reloads while the frame is open, without the card: no store holds it.
    const kept = storage.get(pendingPaymentKey(checkoutToken));
    expect(kept).toBeDefined();
    expect(kept).not.toMatch(/3220|"cvc"|card_number/);
    expect(JSON.stringify(checkout.persist())).not.toMatch(/3220|"cvc"|card_number/);
    expect(await platform.ordersOf(checkoutToken)).toBe(0);

    expect((await passChallenge(challenge!.url)).status).toBe(200);
    const paid = await checkout.resume();
    expect(paid.ok && paid.value.accessKey).toMatch(/\S/);
    expect(selectChallenge(checkout.getSnapshot())).toBeUndefined();
    expect(checkout.getSnapshot().context.step).toBe('thank_you');
    expect(storage.get(pendingPaymentKey(checkoutToken))).toBeUndefined();
    expect(emitted.filter((e) => e.type === 'order.completed')).toHaveLength(1);
    expect(await platform.ordersOf(checkoutToken)).toBe(1);
    // Resuming again finds nothing to resume and places nothing.
    expect(await checkout.resume()).toMatchObject({ ok: false, error: { code: 'no_pending_payment' } });
    expect(await platform.ordersOf(checkoutToken)).toBe(1);
    checkout.stop();
  });

  it('a failed challenge shows the platform text, clears the challenge, and another card pays once', async () => {
    const { checkout, checkoutToken, storage } = await freshCheckout();
    await readyToPay(checkout);
    await checkout.placeOrder({ paymentMethod: 'test-gateway', payment: card(CARDS.threeDSecure) });
    const challenge = selectChallenge(checkout.getSnapshot());
    expect((await passChallenge(challenge!.url, 'decline')).status).toBe(200);
    const refused = await checkout.resume();
    expect(refused).toMatchObject({ ok: false, error: { text: 'The payment was not approved.' } });
    expect(selectChallenge(checkout.getSnapshot())).toBeUndefined();
    expect(checkout.getSnapshot().context.step).toBe('payment_method');
    expect(storage.get(pendingPaymentKey(checkoutToken))).toBeUndefined();
    const paid = await checkout.placeOrder({ paymentMethod: 'test-gateway', payment: card(CARDS.ok) });
    expect(paid.ok).toBe(true);
    expect(await platform.ordersOf(checkoutToken)).toBe(1);
    checkout.stop();
  });

  it('a page reload while the frame is open restores the challenge, and the frame then pays once', async () => {
    const { checkout, checkoutToken, storage, navigate } = await freshCheckout();
    await readyToPay(checkout);
    await checkout.placeOrder({ paymentMethod: 'test-gateway', payment: card(CARDS.threeDSecure) });
    const url = selectChallenge(checkout.getSnapshot())!.url;
    checkout.stop();

    // The new page resumes at once: the bank has not answered yet, so the challenge shows again.
    const reloaded = createCheckout({
      transport: platform.transport(),
      token: checkoutToken,
      ports: { storage, navigate },
    });
    const waiting = await until(reloaded, (s) => selectChallenge(s) !== undefined && !s.context.isSubmitting);
    expect(selectChallenge(waiting)).toMatchObject({ url, display: 'frame' });
    expect(await platform.ordersOf(checkoutToken)).toBe(0);
    expect((await passChallenge(url)).status).toBe(200);
    expect((await reloaded.resume()).ok).toBe(true);
    expect(await platform.ordersOf(checkoutToken)).toBe(1);
    reloaded.stop();
  });

  it('without the frame: persisted before leaving, resumed once on return, one order', () =>
    withoutThreeDSecureFrame(async () => {
      const { checkout, checkoutToken, navigate, storage } = await freshCheckout();
      await readyToPay(checkout);
      const pending = await checkout.placeOrder({
        paymentMethod: 'test-gateway',
        payment: card(CARDS.threeDSecure),
      });
      expect(pending).toMatchObject({
        ok: false,
        error: { code: 'payment_requires_action', challenge: { display: 'redirect' } },
      });
      const redirect = navigate.intents.at(-1) as Extract<NavigationIntent, { type: 'external' }>;
      expect(redirect.type).toBe('external');
      expect(selectChallenge(checkout.getSnapshot())?.url).toBe(redirect.url);
      const saved = storage.get(pendingPaymentKey(checkoutToken));
      expect(saved).toBeDefined();
      checkout.stop();

      // The bank's page approves.
      const confirm = await passChallenge(redirect.url);
      expect(confirm.status).toBe(200);

      // Back in the storefront: a new page restores the checkout and resumes the payment.
      const back = createCheckout({
        transport: platform.transport(),
        token: checkoutToken,
        ports: { storage, navigate },
      });
      const done = await until(back, completed);
      expect(done.context.orderJustCompleted).toBe(true);
      expect(storage.get(pendingPaymentKey(checkoutToken))).toBeUndefined();
      back.stop();

      // A stale copy of the snapshot resumed again does not place a second order.
      const stale = createCheckout({
        transport: platform.transport(),
        token: checkoutToken,
        snapshot: JSON.parse(saved!),
      });
      const staleDone = await until(stale, completed);
      expect(staleDone.context.accessKey).toBe(done.context.accessKey);
      stale.stop();
      expect(await platform.ordersOf(checkoutToken)).toBe(1);
    }));
});

describe('checkout against the platform: a payment waiting on its page (docs/decisions/0246, 0599)', () => {
  it('back from the provider page unfinished, the shopper can still change the checkout and pay', async () => {
    const { checkout, checkoutToken } = await freshCheckout();
    await readyToPay(checkout);
    const leaving = await checkout.placeOrder({ paymentMethod: 'cardpay', payment: undefined });
    expect(leaving).toMatchObject({ ok: false, error: { code: 'payment_requires_action' } });
    const page = selectChallenge(checkout.getSnapshot());
    expect(page).toMatchObject({ page: 'provider', method: 'cardpay' });

    const settled = <T>(work: Promise<T>) =>
      Promise.race([
        work,
        new Promise<'still waiting'>((resolve) => setTimeout(resolve, 3000, 'still waiting')),
      ]);
    const discount = await settled(checkout.applyDiscount('WELCOME10'));
    expect(discount).not.toBe('still waiting');
    expect(discount !== 'still waiting' && discount.ok && discount.value.discount).toMatchObject({
      code: 'WELCOME10',
      applied: true,
    });
    // The page is still offered; the shopper pays with a card instead, once, at the new total.
    expect(selectChallenge(checkout.getSnapshot())).toEqual(page);
    const paid = await settled(
      checkout.placeOrder({ paymentMethod: 'test-gateway', payment: card(CARDS.ok) }),
    );
    expect(paid !== 'still waiting' && paid.ok).toBe(true);
    expect(await platform.ordersOf(checkoutToken)).toBe(1);
    checkout.stop();
  });
});

describe('checkout against the platform: never two orders for one checkout (docs/decisions/0242)', () => {
  it('a double submit ends in one order, both calls see it', async () => {
    const { checkout, checkoutToken } = await freshCheckout();
    await readyToPay(checkout);
    const request = { paymentMethod: 'test-gateway', payment: card(CARDS.ok) };
    const [a, b] = await Promise.all([checkout.placeOrder(request), checkout.placeOrder(request)]);
    expect(a.ok && b.ok).toBe(true);
    expect(a.ok && b.ok && a.value.accessKey === b.value.accessKey).toBe(true);
    expect(await platform.ordersOf(checkoutToken)).toBe(1);
    checkout.stop();
  });

  it('an order whose answer was lost is found, not placed again', async () => {
    let lost = 0;
    const losing = (async (input: string | URL | Request, init?: RequestInit) => {
      const response = await platform.fetch(input, init);
      if (String(input).includes('/create-order.json') && lost === 0) {
        lost += 1;
        throw new TypeError('fetch failed');
      }
      return response;
    }) as typeof fetch;
    const { checkout, checkoutToken } = await freshCheckout({ fetch: losing });
    await readyToPay(checkout);
    const placed = await checkout.placeOrder({ paymentMethod: 'test-gateway', payment: card(CARDS.ok) });
    expect(lost).toBe(1);
    expect(placed.ok).toBe(true);
    expect(checkout.getSnapshot().context.step).toBe('thank_you');
    expect(await platform.ordersOf(checkoutToken)).toBe(1);
    checkout.stop();
  });

  // docs/decisions/0242: the attempt of an idempotency key rises only after a refused payment,
  // never after a time-out or network error (e.g. the slow card 4000 0000 0000 0119, approved
  // after 30 s, against the client's 30 s time-out).
  it('an authorisation whose answer was lost is asked again under its key, not authorised twice', async () => {
    for (const lose of [1, 2]) {
      const authoriseKeys: string[] = [];
      const losing = (async (input: string | URL | Request, init?: RequestInit) => {
        const response = await platform.fetch(input, init);
        if (String(input).includes('/charge-authorize.json')) {
          authoriseKeys.push(new Headers(init?.headers).get('idempotency-key') ?? '');
          if (authoriseKeys.length <= lose) throw new TypeError('fetch failed');
        }
        return response;
      }) as typeof fetch;
      const { checkout, checkoutToken } = await freshCheckout({ fetch: losing });
      await readyToPay(checkout);
      const request = { paymentMethod: 'test-gateway', payment: card(CARDS.ok) };
      const first = await checkout.placeOrder(request);
      // One answer lost: the checkout asks again itself. Both lost: the shopper sees the failure
      // and places the order again, under the same key.
      if (lose === 1) expect(first.ok).toBe(true);
      else {
        expect(first.ok).toBe(false);
        expect((await checkout.placeOrder(request)).ok).toBe(true);
      }
      expect(authoriseKeys).toEqual(authoriseKeys.map(() => `checkout-${checkoutToken}-authorise-0`));
      expect(authoriseKeys.length).toBeGreaterThan(lose);
      const authorisations = await platform.database.query<{ status: string }>(
        `select t.status from payment_transactions t join checkouts c on c.id = t.checkout_id
          where c.token = $1 and t.purpose = 'authorize'`,
        [checkoutToken],
      );
      expect(authorisations.map((row) => row.status)).toEqual(['succeeded']);
      expect(checkout.getSnapshot().context.step).toBe('thank_you');
      expect(await platform.ordersOf(checkoutToken)).toBe(1);
      checkout.stop();
    }
  });

  it('the slow card (approved after 30 s) whose authorisation times out at the client is authorised once', async () => {
    const deps = platform.app.deps;
    const options = paymentOptions(deps);
    // The gateway answers after 600 ms; the client gives up after 200 ms (30 s each in production).
    configurePayments(deps, { slowCardDelayMs: 600 });
    const authoriseKeys: string[] = [];
    const timingOut = (async (input: string | URL | Request, init?: RequestInit) => {
      const answer = platform.fetch(input, init);
      if (!String(input).includes('/charge-authorize.json')) return answer;
      authoriseKeys.push(new Headers(init?.headers).get('idempotency-key') ?? '');
      if (authoriseKeys.length > 1) return answer;
      await new Promise((resolve) => setTimeout(resolve, 200));
      throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    }) as typeof fetch;
    try {
      const { checkout, checkoutToken } = await freshCheckout({ fetch: timingOut });
      await readyToPay(checkout);
      const placed = await checkout.placeOrder({
        paymentMethod: 'test-gateway',
        payment: card('4000 0000 0000 0119'),
      });
      expect(placed.ok).toBe(true);
      expect(authoriseKeys).toEqual([
        `checkout-${checkoutToken}-authorise-0`,
        `checkout-${checkoutToken}-authorise-0`,
      ]);
      const authorisations = await platform.database.query<{ status: string }>(
        `select t.status from payment_transactions t join checkouts c on c.id = t.checkout_id
          where c.token = $1 and t.purpose = 'authorize'`,
        [checkoutToken],
      );
      expect(authorisations.map((row) => row.status)).toEqual(['succeeded']);
      expect(await platform.ordersOf(checkoutToken)).toBe(1);
      checkout.stop();
    } finally {
      configurePayments(deps, options);
    }
  });

  it('two tabs sharing the lock place one order; each ends on thank_you', async () => {
    const { checkoutToken } = await platform.cart([{ variant_id: platform.variants[0]!, qty: 2 }]);
    const lock = createMemoryLock();
    const tab = () =>
      createCheckout({ transport: platform.transport(), token: checkoutToken, ports: { lock } });
    const [a, b] = [tab(), tab()];
    await readyToPay(a);
    expect((await b.load()).ok).toBe(true);
    expect((await b.loadPaymentMethods()).ok).toBe(true);
    const request = { paymentMethod: 'test-gateway', payment: card(CARDS.ok) };
    const [ra, rb] = await Promise.all([a.placeOrder(request), b.placeOrder(request)]);
    expect(ra.ok && rb.ok).toBe(true);
    expect(a.getSnapshot().context.step).toBe('thank_you');
    expect(b.getSnapshot().context.step).toBe('thank_you');
    expect(await platform.ordersOf(checkoutToken)).toBe(1);
    a.stop();
    b.stop();
  });

  it('two tabs without a shared lock still end in one order (the platform refuses the second payment)', async () => {
    const { checkoutToken } = await platform.cart([{ variant_id: platform.variants[1]!, qty: 1 }]);
    const tab = () => createCheckout({ transport: platform.transport(), token: checkoutToken });
    const [a, b] = [tab(), tab()];
    await readyToPay(a);
    expect((await b.load()).ok).toBe(true);
    expect((await b.loadPaymentMethods()).ok).toBe(true);
    const request = { paymentMethod: 'test-gateway', payment: card(CARDS.ok) };
    await Promise.all([a.placeOrder(request), b.placeOrder(request)]);
    expect(await platform.ordersOf(checkoutToken)).toBe(1);
    a.stop();
    b.stop();
  });
});

describe('checkout against the platform: order error codes (001 §4, §8)', () => {
  it('ITEM_OUT_STOCK refetches: the verb fails with the catalogue text, the item shows as not fulfillable', async () => {
    const { checkout, checkoutToken } = await freshCheckout({ lines: 1 });
    await readyToPay(checkout);
    const variant = platform.variants[0]!;
    await platform.database.query('update variants set track_quantity = true, quantity = 0 where id = $1', [
      variant,
    ]);
    try {
      const placed = await checkout.placeOrder({ paymentMethod: 'test-gateway', payment: card(CARDS.ok) });
      expect(placed).toMatchObject({
        ok: false,
        error: { code: 'ITEM_OUT_STOCK', text: 'item out of stock' },
      });
      const view = selectCheckout(checkout.getSnapshot());
      expect(view?.stockCanNotFulfill).toHaveLength(1);
      expect(view?.stockCanNotFulfill[0]).toBe(view?.totals.lines[0]?.itemId);
      expect(checkout.getSnapshot().context.step).toBe('payment_method');
      expect(await platform.ordersOf(checkoutToken)).toBe(0);
    } finally {
      await platform.database.query('update variants set track_quantity = false where id = $1', [variant]);
      checkout.stop();
    }
  });

  // docs/decisions/0583: an order refused after the charge because the code's last use went to
  // another order meanwhile (400 DISCOUNT_USED) is given back; the checkout can be paid again.
  it('DISCOUNT_USED at payment refetches: the summary shows the undiscounted total the next payment charges', async () => {
    const { checkout, checkoutToken } = await freshCheckout();
    await readyToPay(checkout);
    const used1 = `code = 'USED1' and shop_id = (select shop_id from shop_domains where domain = 'localhost')`;
    await platform.database.query(`update discount_codes set times_used = 0 where ${used1}`);
    // Another order takes USED1's last use while this order's card is charged.
    await platform.database.query(
      `create function test_take_used1() returns trigger language plpgsql as $$
       begin update discount_codes set times_used = usage_limit where ${used1}; return new; end $$`,
    );
    await platform.database.query(
      `create trigger test_take_used1 after insert on payment_transactions
         for each row when (new.purpose = 'order') execute function test_take_used1()`,
    );
    try {
      expect((await checkout.applyDiscount('USED1')).ok).toBe(true);
      expect(checkout.view().checkout?.discount.applied).toBe(true);
      const placed = await checkout.placeOrder({
        paymentMethod: 'bluesnap',
        payment: { credential: 'tok_bluesnap_used1' },
      });
      // 001 §8 Authorisation failure: the platform's error_message.
      expect(placed).toMatchObject({
        ok: false,
        error: { code: 'DISCOUNT_USED', text: 'USED1 discount code has already been used.' },
      });
      expect(await platform.ordersOf(checkoutToken)).toBe(0);
      const info = await platform.transport().send(checkoutInfo, { path: { checkoutToken }, query: {} });
      const total = info.ok ? Math.round(info.data.result.totals.total_price * 100) : Number.NaN;
      expect(info.ok && info.data.result.totals.total_discounts).toBe(0);
      expect(checkout.view().checkout?.totals.total.amount).toBe(total);
      expect(checkout.view().checkout?.totals.discounts.amount).toBe(0);
      expect(checkout.view().error).toMatchObject({ code: 'DISCOUNT_USED' });
      expect(checkout.getSnapshot().context.step).toBe('payment_method');
    } finally {
      await platform.database.query('drop trigger test_take_used1 on payment_transactions');
      await platform.database.query('drop function test_take_used1()');
      await platform.database.query(`update discount_codes set times_used = 1 where ${used1}`);
      checkout.stop();
    }
  });

  it('a checkout completed elsewhere: refetch, thank_you and the cart is cleared, no second order', async () => {
    const { checkout, checkoutToken } = await freshCheckout();
    await readyToPay(checkout);
    const { checkout: stale, emitted } = await (async () => {
      const other = createCheckout({ transport: platform.transport(), token: checkoutToken });
      const events: CheckoutEmitted[] = [];
      other.on('cart.clear', (e) => events.push(e));
      await other.load();
      await other.loadPaymentMethods();
      return { checkout: other, emitted: events };
    })();
    expect((await checkout.placeOrder({ paymentMethod: 'test-gateway', payment: card(CARDS.ok) })).ok).toBe(
      true,
    );
    const again = await stale.placeOrder({ paymentMethod: 'test-gateway', payment: card(CARDS.ok) });
    expect(again.ok).toBe(true);
    expect(stale.getSnapshot().context.step).toBe('thank_you');
    expect(emitted).toEqual([{ type: 'cart.clear', checkoutToken }]);
    expect(await platform.ordersOf(checkoutToken)).toBe(1);
    checkout.stop();
    stale.stop();
  });
});

/** A variant of the seed's outdoor goods (stock untracked): it ships only in the US. */
async function outdoorVariant(): Promise<number> {
  const rows = await platform.database.query<{ id: number }>(
    `select v.id from variants v
       join products p on p.id = v.product_id
       join shop_domains d on d.shop_id = v.shop_id
      where d.domain = 'localhost' and p.published and 'outdoor' = any(p.tags)
      order by v.id limit 1`,
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('no outdoor variant in the seed');
  await platform.database.query('update variants set track_quantity = false where id = $1', [id]);
  return id;
}

describe('checkout against the platform: items that cannot ship (001 §3 not_shippable_variant_ids; docs/decisions/0633, 0638)', () => {
  it('a reload onto the payment step names the outdoor item from the checkout info, before any shipping methods are asked', async () => {
    const outdoor = await outdoorVariant();
    const { checkoutToken } = await platform.cart([
      { variant_id: platform.variants[0]!, qty: 1 },
      { variant_id: outdoor, qty: 1 },
    ]);
    const first = createCheckout({ transport: platform.transport(), token: checkoutToken });
    expect((await first.load()).ok).toBe(true);
    expect(
      (await first.saveCustomer({ email: 'dana@example.com', shippingAddress: CANADIAN_ADDRESS })).ok,
    ).toBe(true);
    expect((await first.loadShippingMethods('CA')).ok).toBe(true);
    expect((await first.selectShippingMethod('standard')).ok).toBe(true);
    first.stop();

    // The page reloads: the checkout is fetched, its shipping methods are not asked again.
    const reloaded = createCheckout({ transport: platform.transport(), token: checkoutToken });
    expect((await reloaded.load()).ok).toBe(true);
    expect(reloaded.view().step).toBe('payment_method');
    expect(reloaded.view().notShippableVariantIds).toEqual([String(outdoor)]);
    reloaded.stop();
  });

  it('an order refused because an item cannot ship fails with the catalogue text and names the item', async () => {
    const outdoor = await outdoorVariant();
    const { checkoutToken } = await platform.cart([
      { variant_id: platform.variants[0]!, qty: 1 },
      { variant_id: outdoor, qty: 1 },
    ]);
    const checkout = createCheckout({ transport: platform.transport(), token: checkoutToken });
    await readyToPay(checkout);
    expect(checkout.view().notShippableVariantIds).toEqual([]);
    // Another tab moves the address to Canada after this one was ready to pay.
    const other = createCheckout({ transport: platform.transport(), token: checkoutToken });
    expect((await other.load()).ok).toBe(true);
    expect(
      (await other.saveCustomer({ email: 'dana@example.com', shippingAddress: CANADIAN_ADDRESS })).ok,
    ).toBe(true);
    other.stop();

    const placed = await checkout.placeOrder({ paymentMethod: 'test-gateway', payment: card(CARDS.ok) });
    expect(placed).toMatchObject({
      ok: false,
      error: {
        code: 'VARIANT_NOT_SHIPPABLE',
        message: 'checkout.items_not_shippable',
        text: messages['checkout.items_not_shippable'],
      },
    });
    expect(checkout.view().notShippableVariantIds).toEqual([String(outdoor)]);
    expect(await platform.ordersOf(checkoutToken)).toBe(0);
    checkout.stop();
  });
});

describe('checkout against the platform: provider strategies (sandbox providers)', () => {
  it('stripe: its SDK loads once (braintree and checkout.com stay off without their flags), a declined credential, then a paid order', async () => {
    const { checkoutToken } = await platform.cart([{ variant_id: platform.variants[2]!, qty: 1 }]);
    const scripts = createMemoryScriptLoader();
    const checkout = createCheckout({
      transport: platform.transport(),
      token: checkoutToken,
      ports: { scripts },
    });
    await readyToPay(checkout);
    expect(scripts.requested.filter((src) => src === 'https://js.stripe.com/v3/')).toHaveLength(1);
    expect(scripts.loaded.some((src) => src.includes('braintree') || src.includes('checkout.com'))).toBe(
      false,
    );
    const declined = await checkout.placeOrder({
      paymentMethod: 'stripe',
      payment: { credential: 'pm_card_chargeDeclined' },
    });
    expect(declined).toMatchObject({
      ok: false,
      error: { code: 'CARD_DECLINED', text: 'Your payment was declined by the provider.' },
    });
    const paid = await checkout.placeOrder({
      paymentMethod: 'stripe',
      payment: { credential: 'pm_card_visa' },
    });
    expect(paid.ok).toBe(true);
    expect(await platform.ordersOf(checkoutToken)).toBe(1);
    checkout.stop();
  });

  // 001 §4 Payment SDK loading: "SDK scripts load once, the first time a checkout … page has payment
  // methods". Once per page: a checkout restored on the page the 3-D Secure frame was reloaded in
  // (or the shopper came back to) lists its methods already, and the page has no Stripe.js yet.
  it('stripe: a checkout restored after a 3-D Secure page loads Stripe.js once on the new page', async () => {
    const { checkout, checkoutToken, storage, navigate } = await freshCheckout();
    await readyToPay(checkout);
    expect(selectPaymentMethods(checkout.getSnapshot()).some((m) => m.code === 'stripe')).toBe(true);
    await checkout.placeOrder({ paymentMethod: 'test-gateway', payment: card(CARDS.threeDSecure) });
    expect(storage.get(pendingPaymentKey(checkoutToken))).toBeDefined();
    checkout.stop();

    const scripts = createMemoryScriptLoader();
    const restored = createCheckout({
      transport: platform.transport(),
      token: checkoutToken,
      ports: { storage, navigate, scripts },
    });
    await until(restored, (s) => selectChallenge(s) !== undefined && !s.context.isSubmitting);
    expect(restored.getSnapshot().context.paymentMethodsFetched).toBe(true);
    expect(scripts.requested).toContain(PROVIDER_SCRIPTS.stripe);
    // The payment step asking for the methods again loads nothing twice.
    expect((await restored.loadPaymentMethods()).ok).toBe(true);
    expect(scripts.requested.filter((src) => src === PROVIDER_SCRIPTS.stripe)).toHaveLength(1);
    restored.stop();
  });
});

describe('checkout against the platform: the wallet end to end (001 §4 PayPal express)', () => {
  it('provider order, express approval from the cart, then the order is paid with the wallet', async () => {
    const { checkout, checkoutToken, navigate } = await freshCheckout();
    await readyToPay(checkout);
    const wallet = selectPaymentMethods(checkout.getSnapshot()).find((m) => m.code === 'paypal-express');
    expect(wallet).toBeDefined();
    const created = await platform.transport().send(checkoutProviderCreateOrder, {
      path: { checkoutToken, provider: 'paypal-express' },
      body: { payment_method_id: wallet!.id, order_request: {} },
    });
    const orderId = created.ok ? (created.data.result.id ?? created.data.result.order_id) : undefined;
    expect(orderId).toMatch(/^PAYID-/);
    expect((await checkout.approveExpress({ orderID: orderId })).ok).toBe(true);
    // From the cart the shopper goes to the checkout at contact_information (001 §4), even when the
    // checkout had reached the payment step before.
    expect(navigate.intents.at(-1)).toEqual({
      type: 'route',
      route: 'checkout',
      params: { token: checkoutToken },
      query: { step: 'contact_information' },
    });
    const placed = await checkout.placeOrder({
      paymentMethod: 'paypal-express',
      payment: { orderId: orderId! },
    });
    expect(placed.ok).toBe(true);
    expect(await platform.ordersOf(checkoutToken)).toBe(1);
    checkout.stop();
  });
});

describe("checkout against the platform: the route's query step (001 §2; docs/decisions/0500)", () => {
  it('the first fetch opens at the step asked for when the data reaches it, else at the furthest step it does', async () => {
    const { checkout, checkoutToken } = await freshCheckout();
    // A new checkout reaches contact_information only.
    const fresh = await checkout.load({ step: 'payment_method' });
    expect(fresh.ok && fresh.value.step).toBe('contact_information');
    expect((await checkout.saveCustomer({ email: 'dana@example.com', shippingAddress: US_ADDRESS })).ok).toBe(
      true,
    );
    await checkout.loadShippingMethods('US');
    expect((await checkout.selectShippingMethod('standard')).ok).toBe(true);
    checkout.stop();

    // Opened again (another page load): every step is reachable, the one asked for is shown.
    for (const step of ['contact_information', 'shipping_method', 'payment_method'] as const) {
      const again = createCheckout({ transport: platform.transport(), token: checkoutToken });
      const loaded = await again.load({ step });
      expect(loaded.ok && loaded.value.step).toBe(step);
      again.stop();
    }
    // thank_you comes from the data only; without a step, the furthest one.
    for (const step of ['thank_you', undefined] as const) {
      const again = createCheckout({ transport: platform.transport(), token: checkoutToken });
      const loaded = await again.load(step === undefined ? {} : { step });
      expect(loaded.ok && loaded.value.step).toBe('payment_method');
      again.stop();
    }
  });
});

describe('checkout against the platform: the wallet approved at the payment step (docs/decisions/0500)', () => {
  it('stays at the payment step with the approved wallet order, which pays the order', async () => {
    const { checkout, checkoutToken, navigate } = await freshCheckout();
    await readyToPay(checkout);
    expect(checkout.view().step).toBe('payment_method');
    const order = await checkout.createExpressOrder();
    expect(order.ok).toBe(true);
    const orderId = order.ok ? order.value.orderId : '';
    const approved = await checkout.approveExpress({ orderID: orderId }, { atPaymentStep: true });
    expect(approved.ok && approved.value.step).toBe('payment_method');
    expect(navigate.intents.at(-1)).toEqual({
      type: 'route',
      route: 'checkout',
      params: { token: checkoutToken },
      query: { step: 'payment_method' },
    });
    expect(checkout.view().walletOrderId).toBe(orderId);
    const placed = await checkout.placeOrder({ paymentMethod: 'paypal-express', payment: { orderId } });
    expect(placed.ok).toBe(true);
    expect(await platform.ordersOf(checkoutToken)).toBe(1);
    checkout.stop();
  });
});

describe("checkout against the platform: the cart's wallet button (000 §2; 001 §4, §5)", () => {
  const SDK =
    'https://www.paypal.com/sdk/js?client-id=sb-vitrine&intent=authorize&currency=USD&disable-funding=credit';

  it("loads the wallet SDK once through the script port without opening the checkout; the order request carries the cart's amount and currency; approved, the wallet is the payment method and pays the order", async () => {
    const { checkoutToken } = await platform.cart([{ variant_id: platform.variants[0]!, qty: 2 }]);
    const bodies: Record<string, unknown>[] = [];
    const watch: typeof fetch = (input, init) => {
      if (String(input).includes('/paypal-express/create-order.json'))
        bodies.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
      return platform.fetch(input, init);
    };
    const memory = createMemoryScriptLoader();
    const asked: unknown[] = [];
    const scripts = {
      loaded: memory.loaded,
      load: (src: string, options?: ScriptOptions) => {
        asked.push(options);
        return memory.load(src, options);
      },
    };
    const navigate = createMemoryNavigate();
    const checkout = createCheckout({
      transport: platform.transport(watch),
      token: checkoutToken,
      ports: { scripts, navigate },
    });
    const wallet = await checkout.loadExpressWallet();
    // The SDK must leave its global: a script that ran without it is a failed load (0544).
    expect(asked[0]).toEqual({ id: 'paypal-sdk', global: 'paypal' });
    expect(wallet.ok && wallet.value).toMatchObject({ sdkUrl: SDK, buttonId: 'paypal-smart-button' });
    expect((await checkout.loadExpressWallet()).ok).toBe(true);
    // loaded twice, asked of the port twice: the port loads a source once (its contract)
    expect(asked).toHaveLength(2);
    expect(scripts.loaded).toEqual([SDK]);
    // The cart page did not open the checkout (no fetched checkout, no reached_checkout).
    expect(selectCheckout(checkout.getSnapshot())).toBeUndefined();

    // What the platform says the two lines cost (major units, shop currency).
    const info = await platform.transport().send(checkoutInfo, { path: { checkoutToken }, query: {} });
    const total = info.ok ? info.data.result.totals.total_price : Number.NaN;
    expect(total).toBeGreaterThan(0);
    const order = await checkout.createExpressOrder();
    expect(order.ok && order.value.orderId).toMatch(/^PAYID-/);
    expect(order.ok && order.value.request).toEqual({
      buttonId: 'paypal-smart-button',
      amount: total,
      currency: 'USD',
    });
    expect(bodies).toEqual([
      {
        payment_method_id: wallet.ok ? Number(wallet.value.methodId) : 0,
        order_request: { amount: total, currency: 'USD' },
      },
    ]);

    const approved = await checkout.approveExpress({ orderID: order.ok ? order.value.orderId : '' });
    expect(approved.ok && approved.value.paymentMethod?.code).toBe('paypal-express');
    expect(navigate.intents.at(-1)).toEqual({
      type: 'route',
      route: 'checkout',
      params: { token: checkoutToken },
      query: { step: 'contact_information' },
    });

    // On the checkout: the steps, then the order is paid with the wallet order approved on the cart.
    expect((await checkout.saveCustomer({ email: 'dana@example.com', shippingAddress: US_ADDRESS })).ok).toBe(
      true,
    );
    await checkout.loadShippingMethods('US');
    expect((await checkout.selectShippingMethod('standard')).ok).toBe(true);
    expect((await checkout.loadPaymentMethods()).ok).toBe(true);
    const walletOrderId = checkout.view().walletOrderId;
    expect(walletOrderId).toBe(order.ok ? order.value.orderId : 'none');
    const placed = await checkout.placeOrder({
      paymentMethod: 'paypal-express',
      payment: { orderId: walletOrderId ?? '' },
    });
    expect(placed.ok).toBe(true);
    expect(await platform.ordersOf(checkoutToken)).toBe(1);
    checkout.stop();
  });

  it('the order request sends the address and phone once the shopper gave them', async () => {
    const { checkout } = await freshCheckout();
    await checkout.load();
    await checkout.saveCustomer({ email: 'dana@example.com', shippingAddress: US_ADDRESS });
    const order = await checkout.createExpressOrder({ buttonId: 'cart-wallet' });
    expect(order.ok && order.value.request).toMatchObject({
      buttonId: 'cart-wallet',
      phone: '15550100',
      address: { address1: '1 Market Street', city: 'San Francisco', zip: '94105' },
    });
    checkout.stop();
  });

  it('an SDK that does not load is logged with the catalogue text and fails as wallet_sdk_failed', async () => {
    const { checkoutToken } = await platform.cart([{ variant_id: platform.variants[0]!, qty: 1 }]);
    const logger = createMemoryLogger();
    const checkout = createCheckout({
      transport: platform.transport(),
      token: checkoutToken,
      ports: { scripts: createMemoryScriptLoader([SDK]), logger },
    });
    expect(await checkout.loadExpressWallet()).toMatchObject({
      ok: false,
      error: { code: 'wallet_sdk_failed' },
    });
    expect(logger.entries).toEqual([
      {
        level: 'error',
        message: 'Load script error',
        detail: { src: 'https://www.paypal.com/sdk/js', error: `Error: Failed to load script ${SDK}` },
      },
    ]);
    checkout.stop();
  });
});

describe('checkout against the platform: PayPal pro (sandbox)', () => {
  it('pays with the secure token the hosted form was opened with', async () => {
    const { checkout, checkoutToken } = await freshCheckout();
    await readyToPay(checkout);
    const token = await paypalProSecureToken(platform.transport(), checkoutToken);
    expect(token.ok && token.value).toMatch(/^SECTOK-/);
    const placed = await checkout.placeOrder({
      paymentMethod: 'paypal-pro',
      payment: { secureToken: token.ok ? token.value : '' },
    });
    expect(placed.ok).toBe(true);
    expect(await platform.ordersOf(checkoutToken)).toBe(1);
    checkout.stop();
  });
});

describe('checkout against the platform: the display currency (000 §9; docs/decisions/0251)', () => {
  it('configure({ display }) shows every amount in euros with the dollar amount kept; the platform is sent and charges dollars', async () => {
    const sent: string[] = [];
    const recording = (async (input: string | URL | Request, init?: RequestInit) => {
      sent.push(input instanceof Request ? input.url : String(input));
      return platform.fetch(input, init);
    }) as typeof fetch;
    const { checkout, checkoutToken } = await freshCheckout({ fetch: recording });
    await readyToPay(checkout);
    const inDollars = selectCheckout(checkout.getSnapshot())!;
    expect(inDollars.totals.total.currency).toBe('USD');
    const seen: string[] = [];
    checkout.select(selectCheckout, (view) => seen.push(view?.totals.total.currency ?? ''));

    const display = { currency: 'EUR', locale: 'de-DE', rates: { base: 'USD', rates: { EUR: 0.92 } } };
    expect(await checkout.configure({ display })).toEqual({ ok: true, value: undefined });
    expect(seen).toEqual(['EUR']);
    const inEuros = selectCheckout(checkout.getSnapshot())!;
    expect(inEuros.totals.total).toMatchObject({ currency: 'EUR', shop: inDollars.totals.total });
    expect(inEuros.totals.shipping).toEqual({
      amount: 551,
      currency: 'EUR',
      shop: { amount: 599, currency: 'USD' },
    });
    expect(inEuros.totals.lines[0]?.price).toMatchObject({
      currency: 'EUR',
      shop: inDollars.totals.lines[0]?.price,
    });
    const standard = selectShippingMethods(checkout.getSnapshot()).find((m) => m.code === 'standard');
    expect(standard?.price).toEqual({ amount: 551, currency: 'EUR', shop: { amount: 599, currency: 'USD' } });

    // The tax call is sent the shop amount in the shop currency.
    sent.length = 0;
    expect(
      (await checkoutTaxOf(platform.transport(recording), checkoutToken, inEuros.totals.subtotal)).ok,
    ).toBe(true);
    const taxQuery = new URL(sent[0]!).searchParams;
    expect(taxQuery.get('currency')).toBe('USD');
    expect(Number(taxQuery.get('amount'))).toBe(inDollars.totals.subtotal.amount / 100);

    const placed = await checkout.placeOrder({ paymentMethod: 'test-gateway', payment: card(CARDS.ok) });
    expect(placed.ok).toBe(true);
    const [order] = await platform.database.query<{ total: string; currency: string }>(
      `select (o.totals->>'total_price') as total, o.currency from orders o join checkouts c on c.id = o.checkout_id where c.token = $1`,
      [checkoutToken],
    );
    expect(order?.currency).toBe('USD');
    expect(Math.round(Number(order?.total) * 100)).toBe(inDollars.totals.total.amount);
    expect(selectCheckout(checkout.getSnapshot())?.totals.total.currency).toBe('EUR');

    expect((await checkout.configure({ display: null })).ok).toBe(true);
    expect(selectCheckout(checkout.getSnapshot())?.totals.total.currency).toBe('USD');
    checkout.stop();
  });
});

describe('checkout against the platform: a provider SDK that never loads (001 §4 Payment SDK loading, §8; decision 0577)', () => {
  it('the payment methods are answered at once, and a discount after them is not held back', async () => {
    const { checkoutToken } = await platform.cart([{ variant_id: platform.variants[2]!, qty: 1 }]);
    const requested: string[] = [];
    // A stalled js.stripe.com: the load neither resolves nor rejects.
    const scripts = {
      load: (src: string) => {
        requested.push(src);
        return new Promise<void>(() => undefined);
      },
    };
    const checkout = createCheckout({
      transport: platform.transport(),
      token: checkoutToken,
      ports: { scripts },
    });
    expect((await checkout.load()).ok).toBe(true);
    const stalled = <T>(work: Promise<T>) =>
      Promise.race([
        work,
        new Promise<'still loading'>((resolve) => setTimeout(resolve, 2000, 'still loading')),
      ]);

    const methods = await stalled(checkout.loadPaymentMethods());
    expect(methods).not.toBe('still loading');
    expect(methods !== 'still loading' && methods.ok && methods.value.map((m) => m.code)).toContain('stripe');
    // The strategy did ask for its SDK (once, 001 §4); it is loading in the background.
    expect(requested.filter((src) => src === 'https://js.stripe.com/v3/')).toHaveLength(1);
    const discount = await stalled(checkout.applyDiscount('WELCOME10'));
    expect(discount !== 'still loading' && discount.ok).toBe(true);
    checkout.stop();
  });
});

describe('checkout against the platform: a discount without the refetch (001 §4, §7)', () => {
  it("applyDiscount and removeDiscount with refetch: false show the platform's answer, with no second fetch", async () => {
    const infoCalls: string[] = [];
    const watch: typeof fetch = (input, init) => {
      if (String(input).includes('/info.json')) infoCalls.push(String(input));
      return platform.fetch(input, init);
    };
    const { checkout } = await freshCheckout({ fetch: watch });
    expect((await checkout.load()).ok).toBe(true);
    const fetched = infoCalls.length;

    const applied = await checkout.applyDiscount('WELCOME10', { refetch: false });
    expect(applied.ok && applied.value.discount).toMatchObject({ code: 'WELCOME10', applied: true });
    expect(applied.ok && applied.value.totals.discounts.amount).toBeGreaterThan(0);
    expect(selectCheckout(checkout.getSnapshot())?.discount.applied).toBe(true);

    const removed = await checkout.removeDiscount('WELCOME10', { refetch: false });
    expect(removed.ok && removed.value.discount.applied).toBe(false);
    expect(removed.ok && removed.value.totals.discounts.amount).toBe(0);
    expect(selectCheckout(checkout.getSnapshot())?.discount.applied).toBe(false);
    // 001 §4: the refetch happens only by default; the answer's `result` is the checkout info.
    expect(infoCalls).toHaveLength(fetched);
    checkout.stop();
  });
});
