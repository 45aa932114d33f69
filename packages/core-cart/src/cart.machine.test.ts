import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { cartActors } from './cart.actors';
import {
  CART_TOKEN_STORAGE_KEY,
  CHECKOUT_TOKEN_STORAGE_KEY,
  GO_TO_CHECKOUT_DELAY_MS,
  MAX_RESYNC_ATTEMPTS,
  RESYNC_DELAY_MS,
} from './cart.constants';
import { type CartFacade, type CreateCartOptions, createCart } from './cart.facade';
import {
  completedResponse,
  type FakePlatform,
  fakePlatform,
  outOfStockResponse,
  PATHS,
  serverErrorResponse,
} from './cart.fixtures';
import { cartMachine } from './cart.machine';
import type { CartEmitted } from './cart.machine.types';
import { createMemoryStorage, type StoragePort } from './cart.ports';
import { isOptimisticItemId } from './cart.rules';
import { selectCartView, selectError, selectIsReady } from './cart.selectors';
import type { CartNavigationIntent } from './cart.types';

interface Setup {
  readonly fake: FakePlatform;
  readonly cart: CartFacade;
  readonly storage: StoragePort;
  readonly navigate: ReturnType<typeof vi.fn<(intent: CartNavigationIntent) => void>>;
  readonly clock: SimulatedClock;
  readonly emitted: CartEmitted[];
}

/** A cart over the fake platform, with a simulated clock; settles its start-up unless told not to. */
async function setup(
  options: Partial<Omit<CreateCartOptions, 'client'>> & { fake?: FakePlatform; settle?: boolean } = {},
): Promise<Setup> {
  const fake = options.fake ?? fakePlatform();
  const storage = options.storage ?? createMemoryStorage();
  const navigate = vi.fn<(intent: CartNavigationIntent) => void>();
  const clock = new SimulatedClock();
  const cart = createCart({ navigate, clock, ...options, client: fake.client, storage });
  const emitted: CartEmitted[] = [];
  cart.actor.on('*', (event) => emitted.push(event));
  if (options.settle !== false) await cart.settled();
  return { fake, cart, storage, navigate, clock, emitted };
}

// biome-ignore lint/suspicious/noTemplateCurlyInString: a shop money format, not a template literal.
const DOLLARS = '${{amount}}';

const itemIds = (cart: CartFacade) =>
  cart.getSnapshot().context.cart.items.map((line) => String(line.item_id));
const quantities = (cart: CartFacade) => cart.getSnapshot().context.cart.items.map((line) => line.qty);

describe('cart machine: tokens and the ready flag (000 §4 Cart)', () => {
  it('creates new tokens when none are stored, keeps both in storage, then fetches', async () => {
    const { fake, cart, storage } = await setup();
    expect(fake.paths()).toEqual([`POST ${PATHS.create}`, `GET ${PATHS.get}`]);
    expect(storage.get(CART_TOKEN_STORAGE_KEY)).toBe('ct_1');
    expect(storage.get(CHECKOUT_TOKEN_STORAGE_KEY)).toBe('co_1');
    expect(selectIsReady(cart.getSnapshot())).toBe(true);
  });

  it('fetches the stored cart without creating one', async () => {
    const fake = fakePlatform();
    await setup({ fake, settle: true });
    const second = await setup({
      fake,
      storage: createMemoryStorage({ cart_token: 'ct_1', checkout_token: 'co_1' }),
    });
    expect(second.fake.paths().slice(2)).toEqual([`GET ${PATHS.get}`]);
    expect(second.cart.getSnapshot().context.cartToken).toBe('ct_1');
  });

  it('treats an unknown stored token as absent', async () => {
    const { fake, storage } = await setup({
      storage: createMemoryStorage({ cart_token: 'ct_gone', checkout_token: 'co_gone' }),
    });
    expect(fake.paths()).toEqual([`GET ${PATHS.get}`, `POST ${PATHS.create}`, `GET ${PATHS.get}`]);
    expect(storage.get(CART_TOKEN_STORAGE_KEY)).toBe('ct_1');
  });

  it('sets ready once, after the first successful fetch, and never clears it', async () => {
    const fake = fakePlatform();
    fake.fail(PATHS.get, serverErrorResponse);
    const { cart, emitted } = await setup({ fake });
    expect(selectIsReady(cart.getSnapshot())).toBe(false);
    expect(selectError(cart.getSnapshot())?.code).toBe('fetch_failed');
    expect(
      emitted.filter((e) => e.type === 'cart.log').map((e) => e.type === 'cart.log' && e.messageId),
    ).toEqual(['log.fetch_cart_error', 'log.init_cart_error']);
    expect((await cart.fetch()).ok).toBe(true);
    expect(selectIsReady(cart.getSnapshot())).toBe(true);
    fake.fail(PATHS.get, serverErrorResponse);
    expect((await cart.fetch()).ok).toBe(false);
    expect(selectIsReady(cart.getSnapshot())).toBe(true);
  });

  it('fetches with a discount code', async () => {
    const { fake, cart } = await setup();
    await cart.fetch('SAVE10');
    expect(fake.calls.at(-1)?.query).toMatchObject({ cart_token: 'ct_1', discount_code: 'SAVE10' });
  });

  it('reports a failed creation to every queued change and logs it', async () => {
    const fake = fakePlatform();
    fake.fail(PATHS.create, serverErrorResponse);
    const { cart, emitted } = await setup({ fake, settle: false });
    const result = await cart.add({ variant_id: 1, qty: 1 });
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'create_token_failed', messageId: 'cart.load_error' },
    });
    expect(emitted.some((e) => e.type === 'cart.log' && e.messageId === 'log.create_cart_token_error')).toBe(
      true,
    );
    // A later add tries again.
    expect((await cart.add({ variant_id: 1, qty: 1 })).ok).toBe(true);
  });
});

describe('cart machine: single-flight creation', () => {
  it('parallel first adds create one cart', async () => {
    const { fake, cart } = await setup({ settle: false });
    const results = await Promise.all([
      cart.add({ variant_id: 1, qty: 1 }),
      cart.add({ variant_id: 2, qty: 1 }),
      cart.add({ variant_id: 1, qty: 2 }),
    ]);
    expect(results.every((r) => r.ok)).toBe(true);
    expect(fake.paths().filter((p) => p.endsWith('create.json'))).toHaveLength(1);
    expect(quantities(cart)).toEqual([3, 1]);
  });

  it('two carts sharing actors share one creation', async () => {
    const fake = fakePlatform();
    const actors = cartActors(fake.client);
    const a = createCart({ client: fake.client, storage: createMemoryStorage(), actors });
    const b = createCart({ client: fake.client, storage: createMemoryStorage(), actors });
    await Promise.all([a.settled(), b.settled()]);
    expect(fake.paths().filter((p) => p.endsWith('create.json'))).toHaveLength(1);
    expect(a.getSnapshot().context.cartToken).toBe(b.getSnapshot().context.cartToken);
  });
});

describe('cart machine: mutations', () => {
  it('shows an add at once, sends it with an idempotency key, and resolves with the server cart', async () => {
    const { fake, cart } = await setup();
    const pending = cart.add({ variant_id: 1, qty: 2, properties: [{ name: 'Name', value: 'Ann' }] });
    const [line] = cart.getSnapshot().context.cart.items;
    expect(line).toMatchObject({ variant_id: 1, qty: 2, pending: true });
    expect(isOptimisticItemId(line!.item_id)).toBe(true);
    const result = await pending;
    expect(result.ok && result.cart.total_price).toBe(25);
    expect(itemIds(cart)).toEqual(['li_2']);
    const call = fake.calls.at(-1)!;
    expect(call.headers['idempotency-key']).toMatch(/.+/);
    expect(call.body).toEqual({
      cartItem: { variant_id: 1, qty: 2, properties: [{ name: 'Name', value: 'Ann' }] },
    });
  });

  it('sends app, metadata and a post-purchase price as given, with post_purchase=true', async () => {
    const { fake, cart } = await setup({ source: 'product' });
    await cart.add({ variant_id: 4, qty: 1, app: 'upsell', metadata: { offer: 9 }, post_purchase_price: 5 });
    const call = fake.calls.at(-1)!;
    expect(call.query).toMatchObject({ cart_token: 'ct_1', post_purchase: 'true' });
    expect(call.body).toEqual({
      cartItem: { variant_id: 4, qty: 1, app: 'upsell', metadata: { offer: 9 }, post_purchase_price: 5 },
      source: 'product',
    });
    await cart.add({ variant_id: 4, qty: 1 });
    expect(fake.calls.at(-1)?.query.post_purchase).toBeUndefined();
  });

  it('rolls a failed add back with an error the UI can show, then refetches', async () => {
    const { fake, cart } = await setup();
    await cart.add({ variant_id: 1, qty: 1 });
    fake.fail(PATHS.update, outOfStockResponse);
    const pending = cart.add({ variant_id: 2, qty: 9 });
    expect(quantities(cart)).toEqual([1, 9]);
    const result = await pending;
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'add_failed', serverCode: 'ITEM_OUT_STOCK', serverMessage: 'Only 3 left in stock.' },
    });
    await cart.settled();
    expect(quantities(cart)).toEqual([1]);
    expect(selectError(cart.getSnapshot())).toEqual({
      code: 'add_failed',
      message: 'Only 3 left in stock.',
      serverCode: 'ITEM_OUT_STOCK',
    });
    expect(fake.paths().at(-1)).toBe(`GET ${PATHS.get}`);
    cart.actor.send({ type: 'error.dismiss' });
    expect(selectError(cart.getSnapshot())).toBeUndefined();
  });

  it('when the refetch after a failure fails too, it is retried after 1000 ms (at most 3 times)', async () => {
    const { fake, cart, clock } = await setup();
    fake.fail(PATHS.update, serverErrorResponse);
    fake.fail(PATHS.get, serverErrorResponse, 2); // the transport does not retry an answered GET
    const result = await cart.add({ variant_id: 1, qty: 1 });
    expect(result).toMatchObject({ ok: false, error: { code: 'add_failed' } });
    const waiting = await waitFor(cart.actor, (s) => s.matches('resyncWaiting'));
    expect(waiting.context).toMatchObject({ stale: true, resyncAttempts: 1 });
    expect(selectError(waiting)?.code).toBe('add_failed');
    clock.increment(RESYNC_DELAY_MS - 1);
    expect(cart.getSnapshot().matches('resyncWaiting')).toBe(true);
    clock.increment(1);
    await waitFor(cart.actor, (s) => s.matches('resyncWaiting') && s.context.resyncAttempts === 2);
    clock.increment(RESYNC_DELAY_MS);
    const done = await cart.settled();
    expect(done.context).toMatchObject({ stale: false, resyncAttempts: 0 });
    expect(fake.paths().filter((p) => p === `GET ${PATHS.get}`)).toHaveLength(4);

    fake.fail(PATHS.update, serverErrorResponse);
    fake.fail(PATHS.get, serverErrorResponse, 10);
    await cart.add({ variant_id: 1, qty: 1 });
    for (let attempt = 1; attempt <= MAX_RESYNC_ATTEMPTS; attempt++) {
      await waitFor(cart.actor, (s) => s.matches('resyncWaiting') && s.context.resyncAttempts === attempt);
      clock.increment(RESYNC_DELAY_MS);
    }
    const gaveUp = await cart.settled();
    expect(gaveUp.context).toMatchObject({ stale: true, resyncAttempts: MAX_RESYNC_ATTEMPTS });
  });

  it('a change made while waiting to resync goes out at once', async () => {
    const { fake, cart } = await setup();
    fake.fail(PATHS.update, serverErrorResponse);
    fake.fail(PATHS.get, serverErrorResponse);
    await cart.add({ variant_id: 1, qty: 1 });
    await waitFor(cart.actor, (s) => s.matches('resyncWaiting'));
    expect((await cart.add({ variant_id: 2, qty: 1 })).ok).toBe(true);
    expect((await cart.settled()).context.stale).toBe(false);
  });

  it('a quantity change made while the add is in flight reaches the new line', async () => {
    const { fake, cart } = await setup();
    const release = fake.hold(PATHS.update);
    const add = cart.add({ variant_id: 3, qty: 1 });
    const [optimistic] = itemIds(cart);
    const update = cart.update(optimistic!, 5);
    expect(quantities(cart)).toEqual([5]);
    release();
    expect((await add).ok && (await update).ok).toBe(true);
    expect(quantities(cart)).toEqual([5]);
    expect(fake.calls.at(-1)?.body).toEqual({ cartItem: { item_id: 'li_2', qty: 5 } });
  });

  it('coalesces quick quantity changes of one line (the replaced ones settle too)', async () => {
    const { fake, cart } = await setup();
    await cart.add({ variant_id: 1, qty: 1 });
    const release = fake.hold(PATHS.get);
    void cart.fetch();
    const results = Promise.all([cart.update('li_2', 2), cart.update('li_2', 3), cart.update('li_2', 4)]);
    release();
    expect((await results).every((r) => r.ok)).toBe(true);
    expect(fake.paths().filter((p) => p.endsWith('update.json'))).toHaveLength(2);
    expect(quantities(cart)).toEqual([4]);
  });

  it('removes a line set below 1 (000 §4 Cart)', async () => {
    const { fake, cart } = await setup();
    await cart.add({ variant_id: 1, qty: 1 });
    await cart.update('li_2', 0);
    expect(fake.paths().at(-1)).toBe(`DELETE ${PATHS.delete}`);
    expect(itemIds(cart)).toEqual([]);
  });

  it('sums one item_id first when updating many lines', async () => {
    const { fake, cart } = await setup();
    await cart.add({ variant_id: 1, qty: 1 });
    await cart.add({ variant_id: 2, qty: 1 });
    await cart.updateMany([
      { itemId: 'li_2', qty: 1 },
      { itemId: 'li_3', qty: 2 },
      { itemId: 'li_2', qty: 2 },
    ]);
    expect(fake.calls.at(-1)?.body).toEqual({
      cartItems: [
        { item_id: 'li_2', qty: 3 },
        { item_id: 'li_3', qty: 2 },
      ],
    });
    expect(quantities(cart)).toEqual([3, 2]);
  });

  it('removes a line and clears all', async () => {
    const { fake, cart } = await setup();
    await cart.add({ variant_id: 1, qty: 1 });
    await cart.add({ variant_id: 2, qty: 1 });
    await cart.add({ variant_id: 3, qty: 1 });
    await cart.remove('li_3');
    expect(itemIds(cart)).toEqual(['li_2', 'li_4']);
    await cart.clear();
    expect(fake.calls.at(-1)?.body).toEqual({
      cartItems: [
        { item_id: 'li_2', qty: 0 },
        { item_id: 'li_4', qty: 0 },
      ],
    });
    expect(itemIds(cart)).toEqual([]);
  });

  it('refuses a quantity that is not a number without a call', async () => {
    const { fake, cart } = await setup();
    const before = fake.calls.length;
    expect(await cart.add({ variant_id: 1, qty: Number.NaN })).toMatchObject({
      ok: false,
      error: { code: 'invalid_quantity' },
    });
    expect(fake.calls).toHaveLength(before);
  });
});

describe('cart machine: CHECKOUT_CART_COMPLETED (000 §4 Cart)', () => {
  it('clears the cart, makes a new token, and carries the add on in the new cart', async () => {
    const { fake, cart, storage, emitted } = await setup();
    await cart.add({ variant_id: 1, qty: 2 });
    fake.complete('ct_1');
    const stale = cart.update('li_2', 5);
    const add = cart.add({ variant_id: 2, qty: 1 });
    expect(await stale).toMatchObject({
      ok: false,
      error: { code: 'cart_completed', messageId: 'cart.completed' },
    });
    const added = await add;
    expect(added.ok).toBe(true);
    await cart.settled();
    expect(storage.get(CART_TOKEN_STORAGE_KEY)).toBe('ct_3');
    expect(cart.getSnapshot().context.cart.items.map((line) => [line.variant_id, line.qty])).toEqual([
      [2, 1],
    ]);
    expect(emitted).toContainEqual({ type: 'cart.tokens', cartToken: undefined, checkoutToken: undefined });
  });

  it('on a fetch too (also when the code comes in a 200 envelope)', async () => {
    const fake = fakePlatform();
    const { cart, storage } = await setup({ fake });
    fake.complete('ct_1');
    await cart.fetch();
    expect(storage.get(CART_TOKEN_STORAGE_KEY)).toBe('ct_2');
    fake.fail(PATHS.get, () =>
      Response.json({
        code: 200,
        result: { items: [], subtotal_price: 0, total_price: 0, total_quantity: 0 },
        error_code: 'CHECKOUT_CART_COMPLETED',
      }),
    );
    await cart.fetch();
    expect(storage.get(CART_TOKEN_STORAGE_KEY)).toBe('ct_3');
    expect(selectError(cart.getSnapshot())?.code).toBe('cart_completed');
  });

  it('answers 409 through the fixture like the platform', () => {
    expect(completedResponse().status).toBe(409);
  });
});

describe('cart machine: go to checkout and after-add (000 §4)', () => {
  const waitForState = (cart: CartFacade, state: 'goingToCheckout' | 'idle') =>
    waitFor(cart.actor, (s) => s.matches(state));

  it('go to checkout waits 500 ms, then emits the intent', async () => {
    const { cart, clock, navigate } = await setup();
    cart.goToCheckout();
    await waitForState(cart, 'goingToCheckout');
    clock.increment(GO_TO_CHECKOUT_DELAY_MS - 1);
    expect(navigate).not.toHaveBeenCalled();
    clock.increment(1);
    expect(navigate).toHaveBeenCalledWith({ to: 'checkout', token: 'co_1' });
  });

  it('sends pending changes before leaving for checkout', async () => {
    const { fake, cart, clock, navigate } = await setup();
    const release = fake.hold(PATHS.update);
    void cart.add({ variant_id: 1, qty: 1 });
    cart.goToCheckout();
    clock.increment(GO_TO_CHECKOUT_DELAY_MS);
    expect(navigate).not.toHaveBeenCalled();
    release();
    await waitForState(cart, 'goingToCheckout');
    clock.increment(GO_TO_CHECKOUT_DELAY_MS);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(fake.carts.get('ct_1')?.lines).toHaveLength(1);
  });

  it.each([
    ['check_out', 'checkout'],
    ['checkout', 'checkout'],
    ['page', 'cart-page'],
    ['drawer', 'mini-cart'],
  ])('after an add, setting %s → %s', async (afterAdd, outcome) => {
    const { cart, clock, navigate, emitted } = await setup({ afterAdd });
    await cart.add({ variant_id: 1, qty: 1 });
    expect(emitted).toContainEqual({ type: 'cart.afterAdd', outcome });
    if (outcome === 'checkout') {
      clock.increment(GO_TO_CHECKOUT_DELAY_MS);
      expect(navigate).toHaveBeenCalledWith({ to: 'checkout', token: 'co_1' });
    } else if (outcome === 'cart-page') {
      expect(navigate).toHaveBeenCalledWith({ to: 'cart' });
    } else {
      expect(navigate).not.toHaveBeenCalled();
      expect(cart.getSnapshot().context.miniCartOpen).toBe(true);
      cart.actor.send({ type: 'miniCart.close' });
      expect(cart.getSnapshot().context.miniCartOpen).toBe(false);
    }
  });

  it("a burst of adds with setting 'page' leads to the cart page once", async () => {
    const { cart, navigate } = await setup({ afterAdd: 'page' });
    await Promise.all([cart.add({ variant_id: 1, qty: 1 }), cart.add({ variant_id: 2, qty: 1 })]);
    expect(navigate.mock.calls).toEqual([[{ to: 'cart' }]]);
  });

  it("'buy now' goes straight to checkout whatever the setting", async () => {
    const { cart, clock, navigate } = await setup({ afterAdd: 'page' });
    expect((await cart.buyNow({ variant_id: 1, qty: 1 })).ok).toBe(true);
    clock.increment(GO_TO_CHECKOUT_DELAY_MS);
    expect(navigate.mock.calls).toEqual([[{ to: 'checkout', token: 'co_1' }]]);
  });
});

describe('cart machine: wallet express approval (000 §4 Cart, 001 §4)', () => {
  it('fetches checkout, saves the express payment, refetches, sets the method, goes to contact_information', async () => {
    const { fake, cart, clock, navigate, emitted } = await setup();
    const before = fake.calls.length;
    const result = await cart.approveExpress({ orderID: 'PAY-1', payerID: 'P1' });
    expect(result.ok).toBe(true);
    expect(fake.paths().slice(before)).toEqual([
      'GET /api/checkout/co_1/info.json',
      'POST /api/checkout/co_1/express-payment.json',
      'GET /api/checkout/co_1/info.json',
    ]);
    expect(fake.calls[before + 1]?.body).toEqual({
      payment_method: 'paypal-express',
      payload: { orderID: 'PAY-1', payerID: 'P1' },
      cartCheckoutToken: 'co_1',
    });
    expect(cart.getSnapshot().context.paymentMethod).toBe('paypal-express');
    expect(emitted.some((e) => e.type === 'cart.paymentMethod' && e.method === 'paypal-express')).toBe(true);
    clock.increment(GO_TO_CHECKOUT_DELAY_MS);
    expect(navigate).toHaveBeenCalledWith({ to: 'checkout', token: 'co_1', step: 'contact_information' });
  });

  it('stops at a failed step with an error and no navigation', async () => {
    const { fake, cart, clock, navigate } = await setup();
    fake.fail('/api/checkout/co_1/express-payment.json', serverErrorResponse);
    expect(await cart.approveExpress({ orderID: 'PAY-1' })).toMatchObject({
      ok: false,
      error: { code: 'express_failed' },
    });
    clock.increment(GO_TO_CHECKOUT_DELAY_MS);
    expect(navigate).not.toHaveBeenCalled();
    expect(cart.getSnapshot().context.paymentMethod).toBeUndefined();
  });
});

describe('cart machine: selectors and snapshots', () => {
  it('formats the server totals with the shop money format', async () => {
    const { cart } = await setup();
    await cart.add({ variant_id: 1, qty: 2 });
    await cart.add({ variant_id: 2, qty: 80 });
    const view = selectCartView(cart.getSnapshot(), '{{amount_with_comma_separator}} €');
    expect(view.total).toBe('1.025,00 €');
    expect(view.lines.map((line) => [line.qty, line.price, line.linePrice])).toEqual([
      [2, '12,50 €', '25,00 €'],
      [80, '12,50 €', '1.000,00 €'],
    ]);
    expect(view.itemCount).toBe(82);
    expect(selectCartView(cart.getSnapshot()).total).toBe('$1,025.00');
  });

  it('marks a pending line without a line total', async () => {
    const { fake, cart } = await setup();
    fake.hold(PATHS.update);
    void cart.add({ variant_id: 1, qty: 2 });
    const view = selectCartView(cart.getSnapshot(), DOLLARS);
    expect(view.lines[0]).toMatchObject({ pending: true, linePrice: undefined, qty: 2 });
    expect(view.pending).toBe(true);
  });

  it('restores a persisted snapshot after a JSON round trip', async () => {
    const { fake, cart, storage } = await setup();
    await cart.add({ variant_id: 1, qty: 2 });
    const stored = JSON.parse(JSON.stringify(cart.persist()));
    cart.stop();
    const { restoreCartSnapshot } = await import('./cart.persist');
    const restored = createCart({ client: fake.client, storage, snapshot: restoreCartSnapshot(stored)! });
    expect(restored.getSnapshot().context.cart.items.map((line) => line.qty)).toEqual([2]);
    expect((await restored.add({ variant_id: 1, qty: 1 })).ok).toBe(true);
    expect(restored.getSnapshot().context.cart.items.map((line) => line.qty)).toEqual([3]);
  });

  it('restores a snapshot taken mid-call idle, refetching rather than re-sending', async () => {
    const { fake, cart, storage } = await setup();
    const release = fake.hold(PATHS.update);
    void cart.add({ variant_id: 1, qty: 2 });
    const stored = JSON.parse(JSON.stringify(cart.persist()));
    cart.stop();
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const { restoreCartSnapshot } = await import('./cart.persist');
    const before = fake.calls.length;
    const restored = createCart({ client: fake.client, storage, snapshot: restoreCartSnapshot(stored)! });
    await restored.settled();
    expect(fake.paths().slice(before)).toEqual([`GET ${PATHS.get}`]);
    expect(restored.getSnapshot().context.cart.items.map((line) => line.qty)).toEqual([2]);
    expect(restoreCartSnapshot({ version: 99, snapshot: {} })).toBeUndefined();
  });

  it('runs as a bare machine with default actors that fail politely', async () => {
    const actor = createActor(cartMachine, { input: {} }).start();
    const snapshot = await waitFor(actor, (s) => s.matches('idle'));
    expect(snapshot.context.error?.code).toBe('create_token_failed');
  });
});
