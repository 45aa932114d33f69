/**
 * The funnel against the real platform-api in process (PGlite): a shopper views a product, adds
 * it through the cart facade, reaches checkout and pays with the test gateway through the
 * checkout facade; the tracker's stored actions hold each step once. A reload mid-funnel, with an
 * answer lost on the way, loses nothing and stores nothing twice.
 */
import { createCart, selectTokens } from '@vitrine/core-cart';
import { createCatalog } from '@vitrine/core-catalog';
import { type Checkout, createCheckout, selectCheckout } from '@vitrine/core-checkout';
import {
  createMemoryCookies,
  createMemoryStorage,
  createSeededRandom,
  type CookiePort,
  type StoragePort,
} from '@vitrine/ports';
import { SimulatedClock } from 'xstate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from './outbox';
import { ALL_SINKS, checkout as checkoutFixture, PAGE, standInScripts } from './tracking.fixtures';
import { createTracking } from './tracking.facade';
import { startPlatform, type StoredAction, type TestPlatform } from './tracking.platform.fixtures';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startPlatform();
}, 120_000);

afterAll(async () => {
  await platform?.close();
});

const US_ADDRESS = {
  firstName: 'Dana',
  lastName: 'Demo',
  address1: '1 Market Street',
  city: 'San Francisco',
  province: 'California',
  provinceCode: 'CA',
  zip: '94105',
  country: 'United States',
  countryCode: 'US',
} as const;

function tracking(options: {
  storage: StoragePort;
  cookies: CookiePort;
  fetch?: typeof fetch;
  stand?: ReturnType<typeof standInScripts>;
  /** Each visitor of a file gets its own seed: event ids are unique per shop, and the tracker keeps one per id. */
  seed?: number;
}) {
  const clock = new SimulatedClock();
  clock.set(1_764_000_000_000);
  const stand = options.stand ?? standInScripts();
  const facade = createTracking({
    transport: platform.transport(options.fetch),
    ports: {
      storage: options.storage,
      cookies: options.cookies,
      clock,
      scripts: stand.scripts,
      random: createSeededRandom(options.seed ?? 3),
    },
    context: () => PAGE,
    globals: stand.globals,
    settings: ALL_SINKS,
    consent: true,
  });
  return { facade, stand };
}

/** The actions stored since `before`. */
async function newActions(before: number): Promise<readonly StoredAction[]> {
  return (await platform.actions()).filter((action) => action.id > before);
}

const lastId = async (): Promise<number> => (await platform.actions()).at(-1)?.id ?? 0;

describe('the funnel on the platform (001 §4 Analytics funnel, §5, §7 Analytics)', () => {
  it('a guest purchase with the test gateway records each step once; the purchase itself goes only to the pixels', async () => {
    const before = await lastId();
    const storage = createMemoryStorage();
    const cookies = createMemoryCookies();
    const { facade, stand } = tracking({ storage, cookies });
    const transport = platform.transport();

    const catalog = createCatalog({ transport, currency: 'USD' });
    const page = await catalog.product(platform.product.handle, { variant: platform.product.variantId });
    expect(page.ok).toBe(true);
    if (!page.ok || !page.value.product) return;
    expect((await facade.viewContent(page.value.product, page.value.variant)).ok).toBe(true);

    const cart = createCart({ transport, ports: { storage } });
    const added = await cart.add({ variantId: platform.product.variantId, quantity: 2 });
    expect(added.ok).toBe(true);
    if (!added.ok) return;
    const line = added.value.lines.find(
      (candidate) => candidate.variantId === String(platform.product.variantId),
    );
    expect(line).toBeDefined();
    if (!line) return;
    expect((await facade.addToCart(line)).ok).toBe(true);

    const token = selectTokens(cart.getSnapshot()).checkoutToken ?? '';
    const checkout = createCheckout({ transport, token, ports: { storage } });
    const loaded = await checkout.load();
    expect(loaded.ok).toBe(true);
    if (!loaded.ok) return;
    expect((await facade.reachedCheckout(loaded.value)).ok).toBe(true);
    expect((await checkout.saveCustomer({ email: 'dana@example.com', shippingAddress: US_ADDRESS })).ok).toBe(
      true,
    );
    expect((await checkout.loadShippingMethods('US')).ok).toBe(true);
    expect((await checkout.selectShippingMethod('standard')).ok).toBe(true);
    expect((await checkout.loadPaymentMethods()).ok).toBe(true);
    const placed = await checkout.placeOrder({
      paymentMethod: 'test-gateway',
      payment: { cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: 2040, cvc: '123' },
    });
    expect(placed.ok).toBe(true);
    const completed = selectCheckout(checkout.getSnapshot()) as Checkout;
    expect(completed.order?.id).toBeTruthy();
    expect((await facade.purchase(completed)).ok).toBe(true);
    expect((await facade.orderSuccess(completed)).ok).toBe(true);
    // A post-purchase offer follows the order: the purchase is not recorded again.
    expect(await facade.purchase(completed)).toEqual({ ok: false, error: { code: 'already_tracked' } });
    expect(await facade.flush()).toEqual({ ok: true, value: { pending: 0 } });

    const actions = await newActions(before);
    expect(actions.map((action) => action.event)).toEqual([
      'view_content',
      'add_to_cart',
      'reached_checkout',
      'order_success',
    ]);
    expect(actions.map((action) => action.params.is_tracked_previous_event)).toEqual([
      false,
      true,
      true,
      true,
    ]);
    expect(new Set(actions.map((action) => action.session_id)).size).toBe(1);
    expect(actions.every((action) => action.distinct_id === cookies.get('distinct_id'))).toBe(true);
    expect(actions[1]?.params.params.line_items).toEqual([
      expect.objectContaining({ variant_id: String(platform.product.variantId), qty: 2 }),
    ]);
    expect(actions[3]?.params.params.purchase).toMatchObject({
      orderId: completed.order?.id,
      paymentMethod: 'test-gateway',
      checkoutToken: token,
      currency: 'USD',
    });
    const ids = actions.map((action) => action.params.params.event_id);
    expect(new Set(ids).size).toBe(4);
    // The pixels got the purchase, with the event id the tracker would have had.
    const purchase = stand.calls.fbq.find((call) => call[1] === 'Purchase');
    expect(purchase?.[2]).toMatchObject({ order_id: completed.order?.id });
    expect(readOutbox(storage)).toEqual([]);
    facade.stop();
    checkout.stop();
    cart.stop();
    catalog.stop();
  });

  it('stores a purchase paid otherwise with the purchase fields of 001 §3', async () => {
    const before = await lastId();
    const { facade } = tracking({ storage: createMemoryStorage(), cookies: createMemoryCookies(), seed: 11 });
    expect((await facade.purchase(checkoutFixture({ orderId: 'p-77', paymentMethod: 'stripe' }))).ok).toBe(
      true,
    );
    await facade.flush();
    const [action] = await newActions(before);
    expect(action?.event).toBe('purchase');
    expect(action?.params.params.purchase).toEqual({
      orderId: 'p-77',
      subtotalPrice: 39.98,
      totalPrice: 48.18,
      currency: 'USD',
      tax: 3.2,
      shipping: 5,
      discountCode: 'SAVE10',
      items: [
        expect.objectContaining({ product_id: '1', variant_id: '101', qty: 2, line_item_price: 39.98 }),
      ],
      paymentMethod: 'stripe',
      checkoutToken: 'co_1',
    });
    facade.stop();
  });

  it('a reload mid-funnel, with the answer to a stored call lost, loses nothing and stores nothing twice', async () => {
    const before = await lastId();
    const storage = createMemoryStorage();
    const cookies = createMemoryCookies();
    // The first page: the second tracker call reaches the server, but its answer is lost.
    let calls = 0;
    const losing = (async (input: string | URL | Request, init?: RequestInit) => {
      const response = await platform.fetch(input, init);
      calls += 1;
      if (calls === 2) throw new TypeError('fetch failed');
      return response;
    }) as typeof fetch;
    const first = tracking({ storage, cookies, fetch: losing, seed: 21 });
    await first.facade.viewContent((await productOf()) ?? fail());
    await first.facade.addToCart(lineFixture());
    await first.facade.flush();
    expect(readOutbox(storage).map((event) => event.event)).toEqual(['add_to_cart']);
    first.facade.stop();

    // The page reloads: a new actor over the same storage and cookies re-sends the unanswered event.
    const second = tracking({ storage, cookies, seed: 22 });
    await second.facade.reachedCheckout(checkoutFixture());
    expect(await second.facade.flush()).toEqual({ ok: true, value: { pending: 0 } });
    const actions = await newActions(before);
    expect(actions.map((action) => action.event)).toEqual([
      'view_content',
      'add_to_cart',
      'reached_checkout',
    ]);
    expect(new Set(actions.map((action) => action.params.params.event_id)).size).toBe(3);
    expect(new Set(actions.map((action) => action.session_id)).size).toBe(1);
    expect(actions[2]?.params.is_tracked_previous_event).toBe(true);
    second.facade.stop();
  });
});

const fail = (): never => {
  throw new Error('no product');
};

async function productOf() {
  const page = await createCatalog({ transport: platform.transport(), currency: 'USD' }).product(
    platform.product.handle,
  );
  return page.ok ? (page.value.product ?? undefined) : undefined;
}

const lineFixture = () => ({
  id: 'li_1',
  variantId: String(platform.product.variantId),
  productId: '1',
  title: 'Tee',
  variantTitle: undefined,
  handle: platform.product.handle,
  image: undefined,
  quantity: 1,
  price: { amount: 1999, currency: 'USD' },
  lineTotal: { amount: 1999, currency: 'USD' },
  properties: [],
  pending: false,
});
