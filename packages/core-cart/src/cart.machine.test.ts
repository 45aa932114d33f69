import {
  createMemoryChannelHub,
  createMemoryLock,
  createMemoryLogger,
  createMemoryNavigate,
  createMemoryStorage,
  type MemoryLogger,
  type MemoryNavigate,
  type StoragePort,
} from '@vitrine/ports';
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, SimulatedClock, spawnChild, waitFor } from 'xstate';
import { cartActors } from './cart.actors';
import {
  CART_CHANNEL_NAME,
  CART_SNAPSHOT_VERSION,
  CART_TOKEN_STORAGE_KEY,
  CHECKOUT_TOKEN_STORAGE_KEY,
  GO_TO_CHECKOUT_DELAY_MS,
  MAX_RESYNC_ATTEMPTS,
  RESYNC_DELAY_MS,
} from './cart.constants';
import {
  type CartActorRef,
  type CartFacade,
  type CartFacadeEvent,
  type CartOptions,
  cartFacade,
  cartInput,
  cartLogic,
  createCart,
} from './cart.facade';
import {
  completedResponse,
  type FakePlatform,
  fakePlatform,
  outOfStockResponse,
  PATHS,
  serverErrorResponse,
} from './cart.fixtures';
import { cartMachine } from './cart.machine';
import { isOptimisticItemId } from './cart.rules';
import {
  type CartSnapshot,
  cartErrorText,
  selectCart,
  selectCartCount,
  selectCartLines,
  selectCartView,
  selectError,
  selectIsReady,
  selectLoadStatus,
  selectMiniCartOpen,
  selectTokens,
} from './cart.selectors';

interface Setup {
  readonly fake: FakePlatform;
  readonly cart: CartFacade;
  readonly storage: StoragePort;
  readonly navigate: MemoryNavigate;
  readonly logger: MemoryLogger;
  readonly clock: SimulatedClock;
  readonly emitted: CartFacadeEvent[];
}

type SetupOptions = Partial<Omit<CartOptions, 'transport' | 'ports'>> & {
  readonly fake?: FakePlatform;
  readonly storage?: StoragePort;
  readonly settle?: boolean;
};

/** A cart over the fake platform, with a simulated clock; settles its start-up unless told not to. */
async function setup(options: SetupOptions = {}): Promise<Setup> {
  const fake = options.fake ?? fakePlatform();
  const storage = options.storage ?? createMemoryStorage();
  const navigate = createMemoryNavigate();
  const logger = createMemoryLogger();
  const clock = new SimulatedClock();
  const { fake: _fake, storage: _storage, settle, ...rest } = options;
  const cart = createCart({
    ...rest,
    transport: fake.transport,
    ports: { storage, navigate, clock, logger },
  });
  const emitted: CartFacadeEvent[] = [];
  cart.on('notify', (event) => emitted.push(event));
  cart.on('cart.afterAdd', (event) => emitted.push(event));
  cart.on('cart.added', (event) => emitted.push(event));
  if (settle !== false) await cart.settled();
  return { fake, cart, storage, navigate, logger, clock, emitted };
}

/** Resolves with the first snapshot (the current one included) that `predicate` accepts. */
function until(cart: CartFacade, predicate: (snapshot: CartSnapshot) => boolean): Promise<CartSnapshot> {
  return new Promise((resolve) => {
    if (predicate(cart.getSnapshot())) return resolve(cart.getSnapshot());
    const stop = cart.subscribe((snapshot) => {
      if (!predicate(snapshot)) return;
      stop();
      resolve(snapshot);
    });
  });
}

// biome-ignore lint/suspicious/noTemplateCurlyInString: a shop money format, not a template literal.
const DOLLARS = '${{amount}}';

const lineIds = (cart: CartFacade) => selectCartLines(cart.getSnapshot()).map((line) => line.id);
const quantities = (cart: CartFacade) => selectCartLines(cart.getSnapshot()).map((line) => line.quantity);
const checkout = (token: string, step?: string) => ({
  type: 'route',
  route: 'checkout',
  params: { token },
  ...(step === undefined ? {} : { query: { step } }),
});

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
    const { cart, logger } = await setup({ fake });
    expect(selectIsReady(cart.getSnapshot())).toBe(false);
    expect(selectError(cart.getSnapshot())?.code).toBe('fetch_failed');
    // 000 §8 log messages, through the logger port.
    expect(logger.entries.map((entry) => entry.message)).toEqual(['Fetch cart error', 'Init cart error']);
    expect((await cart.refresh()).ok).toBe(true);
    expect(selectIsReady(cart.getSnapshot())).toBe(true);
    fake.fail(PATHS.get, serverErrorResponse);
    expect((await cart.refresh()).ok).toBe(false);
    expect(selectIsReady(cart.getSnapshot())).toBe(true);
  });

  // 000 §4 Cart "A ready flag is set once, after the first successful fetch": a change's answer is
  // the server's cart, as a fetch's is (the same envelope), so it makes the cart ready.
  it('a first load that failed, then a change that works: the cart is ready with the server cart, not loading', async () => {
    const fake = fakePlatform();
    fake.fail(PATHS.get, serverErrorResponse);
    const { cart } = await setup({ fake });
    expect(selectLoadStatus(cart.getSnapshot())).toBe('failed');
    expect((await cart.add({ variantId: 1, quantity: 1 })).ok).toBe(true);
    await cart.settled();
    expect(selectLoadStatus(cart.getSnapshot())).toBe('ready');
    const [itemId] = lineIds(cart);
    expect((await cart.remove(itemId ?? '')).ok).toBe(true);
    await cart.settled();
    expect(selectLoadStatus(cart.getSnapshot())).toBe('ready');
    expect(selectIsReady(cart.getSnapshot())).toBe(true);
    expect(lineIds(cart)).toEqual([]);
    expect(fake.carts.get('ct_1')?.lines).toEqual([]);
  });

  it('a first load that failed, then a change that needs no call: the cart is fetched rather than left loading', async () => {
    const fake = fakePlatform();
    fake.fail(PATHS.get, serverErrorResponse);
    const { cart } = await setup({ fake });
    const before = fake.calls.length;
    // Nothing the shopper saw to clear, so nothing is sent; the server's cart is still unknown.
    expect((await cart.clear()).ok).toBe(true);
    await cart.settled();
    expect(fake.paths().slice(before)).toEqual([`GET ${PATHS.get}`]);
    expect(selectLoadStatus(cart.getSnapshot())).toBe('ready');
  });

  it('fetches with a discount code', async () => {
    const { fake, cart } = await setup();
    await cart.refresh({ discountCode: 'SAVE10' });
    expect(fake.calls.at(-1)?.query).toMatchObject({ cart_token: 'ct_1', discount_code: 'SAVE10' });
  });

  it('reports a failed creation to every queued change and logs it', async () => {
    const fake = fakePlatform();
    fake.fail(PATHS.create, serverErrorResponse);
    const { cart, logger } = await setup({ fake, settle: false });
    const result = await cart.add({ variantId: 1, quantity: 1 });
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'create_token_failed', message: 'cart.load_error' },
    });
    // 000 §8 log messages: the creation failed, and the cart never became ready
    expect(logger.entries.map((entry) => entry.message)).toEqual([
      'Create cart token error',
      'Init cart error',
    ]);
    // A later add tries again.
    expect((await cart.add({ variantId: 1, quantity: 1 })).ok).toBe(true);
  });
});

describe('cart machine: single-flight creation', () => {
  it('parallel first adds create one cart', async () => {
    const { fake, cart } = await setup({ settle: false });
    const results = await Promise.all([
      cart.add({ variantId: 1, quantity: 1 }),
      cart.add({ variantId: 2, quantity: 1 }),
      cart.add({ variantId: 1, quantity: 2 }),
    ]);
    expect(results.every((r) => r.ok)).toBe(true);
    expect(fake.paths().filter((p) => p.endsWith('create.json'))).toHaveLength(1);
    expect(quantities(cart)).toEqual([3, 1]);
  });

  it('two carts sharing actors share one creation', async () => {
    const fake = fakePlatform();
    const storage = createMemoryStorage();
    const actors = cartActors(fake.transport, { storage });
    const a = createCart({ transport: fake.transport, ports: { storage: createMemoryStorage() }, actors });
    const b = createCart({ transport: fake.transport, ports: { storage: createMemoryStorage() }, actors });
    await Promise.all([a.settled(), b.settled()]);
    expect(fake.paths().filter((p) => p.endsWith('create.json'))).toHaveLength(1);
    expect(a.getSnapshot().context.cartToken).toBe(b.getSnapshot().context.cartToken);
  });

  it('two tabs with one lock and one storage starting at once create one cart (the lock is the default path)', async () => {
    const fake = fakePlatform();
    const storage = createMemoryStorage();
    const lock = createMemoryLock();
    const hub = createMemoryChannelHub();
    const tabs = [0, 1].map(() =>
      createCart({ transport: fake.transport, ports: { storage, lock, channels: hub.tab() } }),
    );
    await Promise.all(tabs.map((tab, index) => tab.add({ variantId: index + 1, quantity: 1 })));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await Promise.all(tabs.map((tab) => tab.settled()));
    expect(fake.paths().filter((p) => p.endsWith('create.json'))).toHaveLength(1);
    expect(tabs.map((tab) => quantities(tab))).toEqual([
      [1, 1],
      [1, 1],
    ]);
  });
});

describe('cart machine: mutations', () => {
  it('shows an add at once, sends it with an idempotency key, and resolves with the server cart', async () => {
    const { fake, cart } = await setup();
    const pending = cart.add({ variantId: 1, quantity: 2, properties: [{ name: 'Name', value: 'Ann' }] });
    const [line] = selectCartLines(cart.getSnapshot());
    expect(line).toMatchObject({ variantId: '1', quantity: 2, pending: true });
    expect(isOptimisticItemId(line!.id)).toBe(true);
    const result = await pending;
    expect(result.ok && result.value.totals.total).toEqual({ amount: 2500, currency: 'USD' });
    expect(result.ok && result.value.lines[0]).toMatchObject({
      id: 'li_2',
      title: 'Product 1',
      price: { amount: 1250, currency: 'USD' },
      lineTotal: { amount: 2500, currency: 'USD' },
      properties: [{ name: 'Name', value: 'Ann' }],
      pending: false,
    });
    expect(lineIds(cart)).toEqual(['li_2']);
    const call = fake.calls.at(-1)!;
    expect(call.headers['idempotency-key']).toMatch(/.+/);
    expect(call.body).toEqual({
      cartItem: { variant_id: 1, qty: 2, properties: [{ name: 'Name', value: 'Ann' }] },
    });
  });

  it('sends app, metadata and a post-purchase price as given, with post_purchase=true', async () => {
    const { fake, cart } = await setup({ source: 'product' });
    await cart.add({
      variantId: 4,
      quantity: 1,
      app: 'upsell',
      metadata: { offer: 9 },
      postPurchasePrice: { amount: 500, currency: 'USD' },
    });
    const call = fake.calls.at(-1)!;
    expect(call.query).toMatchObject({ cart_token: 'ct_1', post_purchase: 'true' });
    expect(call.body).toEqual({
      cartItem: { variant_id: 4, qty: 1, app: 'upsell', metadata: { offer: 9 }, post_purchase_price: 5 },
      source: 'product',
    });
    await cart.add({ variantId: 4, quantity: 1 });
    expect(fake.calls.at(-1)?.query.post_purchase).toBeUndefined();
  });

  it('rolls a failed add back with an error the UI can show, notifies, then refetches', async () => {
    const { fake, cart, emitted } = await setup();
    await cart.add({ variantId: 1, quantity: 1 });
    fake.fail(PATHS.update, outOfStockResponse);
    const pending = cart.add({ variantId: 2, quantity: 9 });
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
    expect(emitted).toContainEqual({
      type: 'notify',
      notification: { type: 'error', message: { text: 'Only 3 left in stock.' } },
    });
    expect(emitted.filter((event) => event.type === 'cart.added').map((event) => event)).toEqual([
      { type: 'cart.added', variantId: '1', quantity: 1, properties: [] },
    ]);
    expect(fake.paths().at(-1)).toBe(`GET ${PATHS.get}`);
    await cart.dismissError();
    expect(selectError(cart.getSnapshot())).toBeUndefined();
  });

  it('when the refetch after a failure fails too, it is retried after 1000 ms (at most 3 times)', async () => {
    const { fake, cart, clock } = await setup();
    fake.fail(PATHS.update, serverErrorResponse);
    fake.fail(PATHS.get, serverErrorResponse, 2); // the transport does not retry an answered GET
    const result = await cart.add({ variantId: 1, quantity: 1 });
    expect(result).toMatchObject({ ok: false, error: { code: 'add_failed' } });
    const waiting = await until(cart, (s) => s.matches('resyncWaiting'));
    expect(waiting.context).toMatchObject({ stale: true, resyncAttempts: 1 });
    expect(selectError(waiting)?.code).toBe('add_failed');
    clock.increment(RESYNC_DELAY_MS - 1);
    expect(cart.getSnapshot().matches('resyncWaiting')).toBe(true);
    clock.increment(1);
    await until(cart, (s) => s.matches('resyncWaiting') && s.context.resyncAttempts === 2);
    clock.increment(RESYNC_DELAY_MS);
    const done = await cart.settled();
    expect(done.context).toMatchObject({ stale: false, resyncAttempts: 0 });
    expect(fake.paths().filter((p) => p === `GET ${PATHS.get}`)).toHaveLength(4);

    fake.fail(PATHS.update, serverErrorResponse);
    fake.fail(PATHS.get, serverErrorResponse, 10);
    await cart.add({ variantId: 1, quantity: 1 });
    for (let attempt = 1; attempt <= MAX_RESYNC_ATTEMPTS; attempt++) {
      await until(cart, (s) => s.matches('resyncWaiting') && s.context.resyncAttempts === attempt);
      clock.increment(RESYNC_DELAY_MS);
    }
    const gaveUp = await cart.settled();
    expect(gaveUp.context).toMatchObject({ stale: true, resyncAttempts: MAX_RESYNC_ATTEMPTS });
  });

  it('a change made while waiting to resync goes out at once', async () => {
    const { fake, cart } = await setup();
    fake.fail(PATHS.update, serverErrorResponse);
    fake.fail(PATHS.get, serverErrorResponse);
    await cart.add({ variantId: 1, quantity: 1 });
    await until(cart, (s) => s.matches('resyncWaiting'));
    expect((await cart.add({ variantId: 2, quantity: 1 })).ok).toBe(true);
    expect((await cart.settled()).context.stale).toBe(false);
  });

  it('settled() answers when the cart stops while busy, and at once once stopped (never hangs)', async () => {
    const { fake, cart } = await setup();
    fake.fail(PATHS.update, serverErrorResponse);
    fake.fail(PATHS.get, serverErrorResponse);
    await cart.add({ variantId: 1, quantity: 1 });
    await until(cart, (s) => s.matches('resyncWaiting'));
    const waiting = cart.settled();
    cart.stop();
    expect((await waiting).status).toBe('stopped');
    // Stopped while not idle: XState's subscribe calls no listener then; settled() answers itself.
    expect((await cart.settled()).matches('resyncWaiting')).toBe(true);
  });

  it('a quantity change made while the add is in flight reaches the new line', async () => {
    const { fake, cart } = await setup();
    const release = fake.hold(PATHS.update);
    const add = cart.add({ variantId: 3, quantity: 1 });
    const [optimistic] = lineIds(cart);
    const update = cart.update(optimistic!, 5);
    expect(quantities(cart)).toEqual([5]);
    release();
    expect((await add).ok && (await update).ok).toBe(true);
    expect(quantities(cart)).toEqual([5]);
    expect(fake.calls.at(-1)?.body).toEqual({ cartItem: { item_id: 'li_2', qty: 5 } });
  });

  it('coalesces quick quantity changes of one line (the replaced ones settle too)', async () => {
    const { fake, cart } = await setup();
    await cart.add({ variantId: 1, quantity: 1 });
    const release = fake.hold(PATHS.get);
    void cart.refresh();
    const results = Promise.all([cart.update('li_2', 2), cart.update('li_2', 3), cart.update('li_2', 4)]);
    release();
    expect((await results).every((r) => r.ok)).toBe(true);
    expect(fake.paths().filter((p) => p.endsWith('update.json'))).toHaveLength(2);
    expect(quantities(cart)).toEqual([4]);
  });

  it('removes a line set below 1 (000 §4 Cart)', async () => {
    const { fake, cart } = await setup();
    await cart.add({ variantId: 1, quantity: 1 });
    await cart.update('li_2', 0);
    expect(fake.paths().at(-1)).toBe(`DELETE ${PATHS.delete}`);
    expect(lineIds(cart)).toEqual([]);
  });

  it('refuses an add below 1 as a validation error, without a call, leaving the line as it was (issue 16)', async () => {
    const { fake, cart } = await setup();
    await cart.add({ variantId: 1, quantity: 2 });
    const before = fake.calls.length;
    for (const quantity of [0, -1, 0.5]) {
      expect(await cart.add({ variantId: 1, quantity })).toMatchObject({
        ok: false,
        error: { code: 'invalid_quantity', message: 'cart.invalid_quantity' },
      });
    }
    expect(fake.calls).toHaveLength(before);
    expect(quantities(cart)).toEqual([2]);
  });

  it('sums one line first when updating many lines', async () => {
    const { fake, cart } = await setup();
    await cart.add({ variantId: 1, quantity: 1 });
    await cart.add({ variantId: 2, quantity: 1 });
    await cart.updateMany([
      { lineId: 'li_2', quantity: 1 },
      { lineId: 'li_3', quantity: 2 },
      { lineId: 'li_2', quantity: 2 },
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
    await cart.add({ variantId: 1, quantity: 1 });
    await cart.add({ variantId: 2, quantity: 1 });
    await cart.add({ variantId: 3, quantity: 1 });
    await cart.remove('li_3');
    expect(lineIds(cart)).toEqual(['li_2', 'li_4']);
    const cleared = await cart.clear();
    expect(fake.calls.at(-1)?.body).toEqual({
      cartItems: [
        { item_id: 'li_2', qty: 0 },
        { item_id: 'li_4', qty: 0 },
      ],
    });
    expect(lineIds(cart)).toEqual([]);
    expect(cleared.ok && cleared.value.itemCount).toBe(0);
  });

  // docs/decisions/0181: "An update of a line that is gone fails (`line_not_found`); a removal of
  // it is done without a call" — also when it is the platform that says so (404
  // CART_ITEM_NOT_FOUND: another tab removed the line). 0184: `cart.line_not_found`'s text.
  it('a removal of a line the platform says is gone succeeds: the line stays gone, no error', async () => {
    const { fake, cart, emitted } = await setup();
    await cart.add({ variantId: 1, quantity: 1 });
    await cart.add({ variantId: 2, quantity: 1 });
    // Another tab removed the first line.
    fake.carts.get('ct_1')!.lines = fake.carts.get('ct_1')!.lines.filter((line) => line.item_id !== 'li_2');
    const shown: string[][] = [];
    const stop = cart.select(selectCartLines, (lines) => shown.push(lines.map((line) => line.id)));
    const removed = await cart.remove('li_2');
    await cart.settled();
    stop();
    expect(removed.ok).toBe(true);
    expect(removed.ok && removed.value.lines.map((line) => line.id)).toEqual(['li_3']);
    expect(shown.every((ids) => !ids.includes('li_2'))).toBe(true);
    expect(lineIds(cart)).toEqual(['li_3']);
    expect(selectError(cart.getSnapshot())).toBeUndefined();
    expect(emitted.filter((event) => event.type === 'notify')).toEqual([]);
  });

  it('a clear of a cart one of whose lines the platform says is gone empties the cart, no error', async () => {
    const { fake, cart, emitted } = await setup();
    await cart.add({ variantId: 1, quantity: 1 });
    await cart.add({ variantId: 2, quantity: 1 });
    // Another tab removed the first line.
    fake.carts.get('ct_1')!.lines = fake.carts.get('ct_1')!.lines.filter((line) => line.item_id !== 'li_2');
    const cleared = await cart.clear();
    await cart.settled();
    expect(cleared.ok).toBe(true);
    expect(lineIds(cart)).toEqual([]);
    expect(fake.carts.get('ct_1')!.lines).toEqual([]);
    expect(selectError(cart.getSnapshot())).toBeUndefined();
    expect(emitted.filter((event) => event.type === 'notify')).toEqual([]);
  });

  it('an update of a line the platform says is gone fails line_not_found with the catalogue text', async () => {
    const { fake, cart, emitted } = await setup();
    await cart.add({ variantId: 1, quantity: 1 });
    fake.carts.get('ct_1')!.lines = [];
    const updated = await cart.update('li_2', 3);
    await cart.settled();
    expect(updated).toMatchObject({ ok: false, error: { code: 'line_not_found' } });
    expect(!updated.ok && cartErrorText(updated.error)).toBe('This item is no longer in your cart.');
    expect(selectError(cart.getSnapshot())?.message).toBe('This item is no longer in your cart.');
    expect(emitted.filter((event) => event.type === 'notify')).toEqual([
      { type: 'notify', notification: { type: 'error', message: { id: 'cart.line_not_found' } } },
    ]);
    // The cart is refetched: the line is gone here too.
    expect(fake.paths().at(-1)).toBe(`GET ${PATHS.get}`);
    expect(lineIds(cart)).toEqual([]);
  });

  it('an update of several lines, one of which the platform says is gone, fails line_not_found and refetches', async () => {
    const { fake, cart } = await setup();
    await cart.add({ variantId: 1, quantity: 1 });
    await cart.add({ variantId: 2, quantity: 1 });
    fake.carts.get('ct_1')!.lines = fake.carts.get('ct_1')!.lines.filter((line) => line.item_id !== 'li_2');
    const updated = await cart.updateMany([
      { lineId: 'li_2', quantity: 2 },
      { lineId: 'li_3', quantity: 4 },
    ]);
    await cart.settled();
    expect(updated).toMatchObject({ ok: false, error: { code: 'line_not_found' } });
    expect(!updated.ok && cartErrorText(updated.error)).toBe('This item is no longer in your cart.');
    expect(fake.paths().at(-1)).toBe(`GET ${PATHS.get}`);
    expect(lineIds(cart)).toEqual(['li_3']);
    expect(quantities(cart)).toEqual([1]);
  });

  // The platform keeps at most 9 999 of a line (docs/decisions/0261; MAX_LINE_QUANTITY of
  // @vitrine/api-client, 0603): more is refused here, with the catalogue's text, before any call.
  it('refuses a quantity above 9 999 without a call, also an add that would take the line above it', async () => {
    const { fake, cart, emitted } = await setup();
    await cart.add({ variantId: 1, quantity: 2 });
    const before = fake.calls.length;
    const refused = [
      await cart.add({ variantId: 2, quantity: 10_000 }),
      await cart.add({ variantId: 1, quantity: 9_998 }),
      await cart.update('li_2', 10_000),
      await cart.updateMany([
        { lineId: 'li_2', quantity: 5_000 },
        { lineId: 'li_2', quantity: 5_000 },
      ]),
    ];
    for (const result of refused) {
      expect(result).toMatchObject({ ok: false, error: { code: 'invalid_quantity' } });
      expect(!result.ok && cartErrorText(result.error)).toBe('Please enter a valid quantity.');
    }
    expect(fake.calls).toHaveLength(before);
    expect(quantities(cart)).toEqual([2]);
    expect(emitted.filter((event) => event.type === 'notify')).toEqual([]);
    // The most a line may hold is still sent.
    expect((await cart.add({ variantId: 1, quantity: 9_997 })).ok).toBe(true);
    expect((await cart.update('li_2', 9_999)).ok).toBe(true);
    expect(quantities(cart)).toEqual([9_999]);
  });

  it('refuses a quantity that is not a number without a call', async () => {
    const { fake, cart } = await setup();
    const before = fake.calls.length;
    expect(await cart.add({ variantId: 1, quantity: Number.NaN })).toMatchObject({
      ok: false,
      error: { code: 'invalid_quantity' },
    });
    expect(fake.calls).toHaveLength(before);
  });
});

describe('cart machine: CHECKOUT_CART_COMPLETED (000 §4 Cart)', () => {
  it('clears the cart, makes a new token, and carries the add on in the new cart', async () => {
    const { fake, cart, storage, emitted } = await setup();
    await cart.add({ variantId: 1, quantity: 2 });
    fake.complete('ct_1');
    const stale = cart.update('li_2', 5);
    const add = cart.add({ variantId: 2, quantity: 1 });
    expect(await stale).toMatchObject({
      ok: false,
      error: { code: 'cart_completed', message: 'cart.completed' },
    });
    const added = await add;
    expect(added.ok).toBe(true);
    await cart.settled();
    expect(storage.get(CART_TOKEN_STORAGE_KEY)).toBe('ct_3');
    expect(selectCartLines(cart.getSnapshot()).map((line) => [line.variantId, line.quantity])).toEqual([
      ['2', 1],
    ]);
    expect(emitted).toContainEqual({
      type: 'notify',
      notification: { type: 'info', message: { id: 'cart.completed' } },
    });
  });

  it('on a fetch too (also when the code comes in a 200 envelope)', async () => {
    const fake = fakePlatform();
    const { cart, storage } = await setup({ fake });
    fake.complete('ct_1');
    await cart.refresh();
    expect(storage.get(CART_TOKEN_STORAGE_KEY)).toBe('ct_2');
    fake.fail(PATHS.get, () =>
      Response.json({
        code: 200,
        result: { items: [], subtotal_price: 0, total_price: 0, total_quantity: 0 },
        error_code: 'CHECKOUT_CART_COMPLETED',
      }),
    );
    await cart.refresh();
    expect(storage.get(CART_TOKEN_STORAGE_KEY)).toBe('ct_3');
    expect(selectError(cart.getSnapshot())?.code).toBe('cart_completed');
  });

  it("the cart of the order this tab completed is reset without telling the shopper; another checkout's is told (0223)", async () => {
    const { fake, cart, storage, emitted } = await setup();
    await cart.add({ variantId: 1, quantity: 2 });
    const paid = selectTokens(cart.getSnapshot()).checkoutToken;
    if (!paid) throw new Error('no checkout token');
    fake.complete('ct_1');
    expect((await cart.refresh({ completedCheckout: paid })).ok).toBe(true);
    const started = storage.get(CART_TOKEN_STORAGE_KEY);
    expect(started).not.toBe('ct_1');
    expect(selectCartLines(cart.getSnapshot())).toEqual([]);
    expect(emitted.filter((event) => event.type === 'notify')).toEqual([]);
    expect(selectError(cart.getSnapshot())).toBeUndefined();
    // The new cart completed by an order of another checkout (not this tab's): told.
    fake.complete(started ?? '');
    await cart.refresh({ completedCheckout: paid });
    expect(storage.get(CART_TOKEN_STORAGE_KEY)).not.toBe(started);
    expect(emitted.filter((event) => event.type === 'notify')).toEqual([
      { type: 'notify', notification: { type: 'info', message: { id: 'cart.completed' } } },
    ]);
  });

  it('answers 409 through the fixture like the platform', () => {
    expect(completedResponse().status).toBe(409);
  });
});

describe('cart machine: go to checkout and after-add (000 §4)', () => {
  const waitForState = (cart: CartFacade, state: 'goingToCheckout' | 'idle') =>
    until(cart, (s) => s.matches(state));

  it('go to checkout waits 500 ms, then hands the checkout route to navigate', async () => {
    const { cart, clock, navigate } = await setup();
    const going = cart.goToCheckout();
    await waitForState(cart, 'goingToCheckout');
    // the spec's figure itself (000 §4 Cart "Go to checkout waits 500 ms"), not only the constant
    clock.increment(499);
    expect(navigate.intents).toEqual([]);
    clock.increment(1);
    expect(navigate.intents).toEqual([checkout('co_1')]);
    expect((await going).ok).toBe(true);
  });

  it('goes to a given checkout step', async () => {
    const { cart, clock, navigate } = await setup();
    const going = cart.goToCheckout({ step: 'payment_method' });
    await waitForState(cart, 'goingToCheckout');
    clock.increment(GO_TO_CHECKOUT_DELAY_MS);
    expect(await going).toMatchObject({ ok: true });
    expect(navigate.intents).toEqual([checkout('co_1', 'payment_method')]);
  });

  it('sends pending changes before leaving for checkout', async () => {
    const { fake, cart, clock, navigate } = await setup();
    const release = fake.hold(PATHS.update);
    void cart.add({ variantId: 1, quantity: 1 });
    void cart.goToCheckout();
    clock.increment(GO_TO_CHECKOUT_DELAY_MS);
    expect(navigate.intents).toEqual([]);
    release();
    await waitForState(cart, 'goingToCheckout');
    clock.increment(GO_TO_CHECKOUT_DELAY_MS);
    expect(navigate.intents).toHaveLength(1);
    expect(fake.carts.get('ct_1')?.lines).toHaveLength(1);
  });

  it.each([
    ['check_out', 'checkout'],
    ['checkout', 'checkout'],
    ['page', 'cart-page'],
    ['drawer', 'mini-cart'],
  ])('after an add, setting %s → %s', async (afterAdd, outcome) => {
    const { cart, clock, navigate, emitted } = await setup({ afterAdd });
    await cart.add({ variantId: 1, quantity: 1 });
    expect(emitted).toContainEqual({ type: 'cart.added', variantId: '1', quantity: 1, properties: [] });
    expect(emitted).toContainEqual({ type: 'cart.afterAdd', outcome });
    if (outcome === 'checkout') {
      clock.increment(GO_TO_CHECKOUT_DELAY_MS);
      expect(navigate.intents).toEqual([checkout('co_1')]);
    } else if (outcome === 'cart-page') {
      expect(navigate.intents).toEqual([{ type: 'route', route: 'cart' }]);
      expect(selectMiniCartOpen(cart.getSnapshot())).toBe(false);
    } else {
      expect(navigate.intents).toEqual([]);
      expect(selectMiniCartOpen(cart.getSnapshot())).toBe(true);
      await cart.closeMiniCart();
      expect(selectMiniCartOpen(cart.getSnapshot())).toBe(false);
    }
  });

  it('follows the after-add setting it is configured with later (from the shop bootstrap)', async () => {
    const { cart, navigate } = await setup();
    await cart.configure({ afterAdd: 'page' });
    await cart.add({ variantId: 1, quantity: 1 });
    expect(navigate.intents).toEqual([{ type: 'route', route: 'cart' }]);
  });

  it("a burst of adds with setting 'page' leads to the cart page once, never opening the mini cart", async () => {
    const { cart, navigate } = await setup({ afterAdd: 'page' });
    const opened: boolean[] = [];
    cart.select(selectMiniCartOpen, (open) => opened.push(open));
    await Promise.all([cart.add({ variantId: 1, quantity: 1 }), cart.add({ variantId: 2, quantity: 1 })]);
    expect(navigate.intents).toEqual([{ type: 'route', route: 'cart' }]);
    expect(opened).not.toContain(true);
    expect(selectMiniCartOpen(cart.getSnapshot())).toBe(false);
  });

  // 000 §4 Product page "'page' goes to /cart"; decision 0184: once for a burst, a failed add leads nowhere.
  it("a burst of adds with setting 'page' whose last add fails still leads to the cart page once", async () => {
    const { fake, cart, navigate } = await setup({ afterAdd: 'page' });
    // The second add's call is refused: armed as it goes out, once the first is answered.
    const stop = cart.subscribe((snapshot) => {
      const inFlight = snapshot.context.inFlight;
      if (inFlight?.kind !== 'add' || inFlight.line.variant_id !== 2) return;
      stop();
      fake.fail(PATHS.update, outOfStockResponse);
    });
    const first = cart.add({ variantId: 1, quantity: 1 });
    const second = cart.add({ variantId: 2, quantity: 1 });
    expect((await first).ok).toBe(true);
    expect((await second).ok).toBe(false);
    await cart.settled();
    expect(navigate.intents).toEqual([{ type: 'route', route: 'cart' }]);
    expect(selectMiniCartOpen(cart.getSnapshot())).toBe(false);
  });

  it("a single add with setting 'page' that fails leads nowhere, also after a burst went to the cart page", async () => {
    const { fake, cart, navigate } = await setup({ afterAdd: 'page' });
    await Promise.all([cart.add({ variantId: 1, quantity: 1 }), cart.add({ variantId: 2, quantity: 1 })]);
    fake.fail(PATHS.update, outOfStockResponse);
    expect((await cart.add({ variantId: 3, quantity: 1 })).ok).toBe(false);
    await cart.settled();
    expect(navigate.intents).toEqual([{ type: 'route', route: 'cart' }]);
  });

  it("with setting 'page', an add then a buy now go to checkout, and a later failed add leads nowhere", async () => {
    const { fake, cart, clock, navigate } = await setup({ afterAdd: 'page' });
    const [added, bought] = await Promise.all([
      cart.add({ variantId: 1, quantity: 1 }),
      cart.buyNow({ variantId: 2, quantity: 1 }),
    ]);
    expect(added.ok && bought.ok).toBe(true);
    clock.increment(GO_TO_CHECKOUT_DELAY_MS);
    await cart.settled();
    expect(navigate.intents).toEqual([checkout('co_1')]);
    fake.fail(PATHS.update, outOfStockResponse);
    expect((await cart.add({ variantId: 3, quantity: 1 })).ok).toBe(false);
    await cart.settled();
    // 000 §4 Product page 'Buy now' goes straight to checkout; a lone failed add leads nowhere (0184).
    expect(navigate.intents).toEqual([checkout('co_1')]);
  });

  it("'buy now' goes straight to checkout whatever the setting", async () => {
    const { cart, clock, navigate } = await setup({ afterAdd: 'page' });
    expect((await cart.buyNow({ variantId: 1, quantity: 1 })).ok).toBe(true);
    clock.increment(GO_TO_CHECKOUT_DELAY_MS);
    expect(navigate.intents).toEqual([checkout('co_1')]);
  });
});

describe('cart facade: the one public shape', () => {
  it('select calls back only when the selected slice changes', async () => {
    const { cart } = await setup();
    const counts: number[] = [];
    const stop = cart.select(selectCartCount, (count) => counts.push(count));
    const carts: unknown[] = [];
    cart.select(selectCart, (contents) => carts.push(contents));
    await cart.add({ variantId: 1, quantity: 2 });
    await cart.refresh();
    await cart.openMiniCart();
    expect(counts).toEqual([2]);
    // The same contents object until the cart changes: optimistic, confirmed, refetched.
    expect(carts).toHaveLength(3);
    stop();
    await cart.add({ variantId: 1, quantity: 1 });
    expect(counts).toEqual([2]);
  });

  it('hears other tabs through the ports channel and drops foreign messages', async () => {
    const fake = fakePlatform();
    const hub = createMemoryChannelHub();
    const storage = createMemoryStorage();
    const cart = createCart({ transport: fake.transport, ports: { storage, channels: hub.tab() } });
    await cart.settled();
    const other = hub.tab()(CART_CHANNEL_NAME);
    const before = fake.calls.length;
    other.post({ type: 'cart.changed', cartToken: 42 });
    other.post('cart.changed');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fake.calls).toHaveLength(before);
    other.post({ type: 'cart.changed', cartToken: 'ct_1', checkoutToken: 'co_1' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    await cart.settled();
    expect(fake.paths().slice(before)).toEqual([`GET ${PATHS.get}`]);
    cart.stop();
    // A stopped cart has left the channel.
    other.post({ type: 'cart.changed', cartToken: 'ct_1', checkoutToken: 'co_1' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fake.paths().slice(before)).toEqual([`GET ${PATHS.get}`]);
  });

  it('answers verbs pending when it stops, and verbs asked of a stopped cart, with `stopped`', async () => {
    const { fake, cart } = await setup();
    fake.hold(PATHS.update);
    const pending = cart.add({ variantId: 1, quantity: 1 });
    cart.stop();
    expect(await pending).toMatchObject({ ok: false, error: { code: 'stopped' } });
    expect(await cart.add({ variantId: 1, quantity: 1 })).toMatchObject({
      ok: false,
      error: { code: 'stopped' },
    });
  });

  it('passes XState inspection events through', async () => {
    const fake = fakePlatform();
    const types = new Set<string>();
    const cart = createCart({ transport: fake.transport, inspect: (event) => void types.add(event.type) });
    await cart.settled();
    expect(types).toContain('@xstate.event');
    expect(types).toContain('@xstate.snapshot');
    cart.stop();
  });

  it('restores a persisted snapshot after a JSON round trip, with no request', async () => {
    const { fake, cart, storage } = await setup();
    await cart.add({ variantId: 1, quantity: 2 });
    const stored = JSON.parse(JSON.stringify(cart.persist()));
    expect(stored.version).toBe(CART_SNAPSHOT_VERSION);
    cart.stop();
    const before = fake.calls.length;
    const restored = createCart({ transport: fake.transport, ports: { storage }, snapshot: stored });
    await restored.settled();
    expect(fake.calls).toHaveLength(before);
    expect(quantities(restored)).toEqual([2]);
    expect((await restored.add({ variantId: 1, quantity: 1 })).ok).toBe(true);
    expect(quantities(restored)).toEqual([3]);
  });

  it('restores a snapshot taken mid-call idle, refetching rather than re-sending', async () => {
    const { fake, cart, storage } = await setup();
    const release = fake.hold(PATHS.update);
    void cart.add({ variantId: 1, quantity: 2 });
    const stored = JSON.parse(JSON.stringify(cart.persist()));
    cart.stop();
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const before = fake.calls.length;
    const restored = createCart({ transport: fake.transport, ports: { storage }, snapshot: stored });
    await restored.settled();
    expect(fake.paths().slice(before)).toEqual([`GET ${PATHS.get}`]);
    expect(quantities(restored)).toEqual([2]);
  });

  it("drops another version's snapshot and starts from storage", async () => {
    const { fake, storage } = await setup();
    const before = fake.calls.length;
    const cart = createCart({
      transport: fake.transport,
      ports: { storage },
      snapshot: { version: 99, state: {} },
    });
    await cart.settled();
    expect(fake.paths().slice(before)).toEqual([`GET ${PATHS.get}`]);
  });

  it('formats the server totals with the shop money format', async () => {
    const { cart } = await setup();
    await cart.add({ variantId: 1, quantity: 2 });
    await cart.add({ variantId: 2, quantity: 80 });
    const view = selectCartView(cart.getSnapshot(), '{{amount_with_comma_separator}} €');
    expect(view.total).toBe('1.025,00 €');
    expect(view.lines.map((line) => [line.qty, line.price, line.linePrice])).toEqual([
      [2, '12,50 €', '25,00 €'],
      [80, '12,50 €', '1.000,00 €'],
    ]);
    expect(view.itemCount).toBe(82);
    expect(selectCartView(cart.getSnapshot()).total).toBe('$1,025.00');
    expect(selectCart(cart.getSnapshot()).totals.total).toEqual({ amount: 102500, currency: 'USD' });
  });

  it('marks a pending line without a line total', async () => {
    const { fake, cart } = await setup();
    fake.hold(PATHS.update);
    void cart.add({ variantId: 1, quantity: 2 });
    const view = selectCartView(cart.getSnapshot(), DOLLARS);
    expect(view.lines[0]).toMatchObject({ pending: true, linePrice: undefined, qty: 2 });
    expect(view.pending).toBe(true);
  });

  // A line added and not answered yet is held at a placeholder price of 0 (cart.optimistic.ts): a
  // theme showed "$0.00" until the answer. Its price is not shown while pending, as its line total
  // (docs/decisions/0221: amounts are the server's).
  it('shows no unit price for a pending line, then the server price once answered', async () => {
    const { fake, cart } = await setup();
    const release = fake.hold(PATHS.update);
    const added = cart.add({ variantId: 1, quantity: 2 });
    expect(selectCartView(cart.getSnapshot(), DOLLARS).lines[0]).toMatchObject({
      pending: true,
      price: undefined,
      linePrice: undefined,
    });
    release();
    await added;
    expect(selectCartView(cart.getSnapshot(), DOLLARS).lines[0]).toMatchObject({
      pending: false,
      price: '$12.50',
      linePrice: '$25.00',
    });
    // a line whose quantity is changing keeps its unit price (the server's, known)
    const held = fake.hold(PATHS.update);
    const itemId = selectCartView(cart.getSnapshot(), DOLLARS).lines[0]?.itemId ?? '';
    const updated = cart.update(itemId, 3);
    expect(selectCartView(cart.getSnapshot(), DOLLARS).lines[0]).toMatchObject({
      pending: true,
      price: '$12.50',
      linePrice: undefined,
    });
    held();
    await updated;
  });

  it('wraps a cart spawned as a child of another system (how @vitrine/sdk composes it)', async () => {
    const fake = fakePlatform();
    const navigate = createMemoryNavigate();
    const clock = new SimulatedClock();
    const options = { transport: fake.transport, ports: { navigate, clock }, afterAdd: 'page' };
    const root = createMachine({
      entry: spawnChild(cartLogic(options), { systemId: 'cart', input: cartInput(options) }),
    });
    const system = createActor(root, { clock }).start();
    const cart = cartFacade(system.system.get('cart') as CartActorRef);
    await cart.settled();
    const added = await cart.add({ variantId: 5, quantity: 2 });
    expect(added.ok && added.value.itemCount).toBe(2);
    expect(navigate.intents).toEqual([{ type: 'route', route: 'cart' }]);
    const persisted = cart.persist();
    expect(persisted.version).toBe(CART_SNAPSHOT_VERSION);
    system.stop();
  });

  it('runs as a bare machine with default actors that fail politely', async () => {
    const actor = createActor(cartMachine, { input: {} }).start();
    const snapshot = await waitFor(actor, (s) => s.matches('idle'));
    expect(snapshot.context.error?.code).toBe('create_token_failed');
  });
});
