/**
 * A handler that subscribes after the first page's events were raised (window.Vitrine, whose code
 * the storefront's entry loads after the first page showed) is handed them (decision 0652), against
 * the real platform-api in process. 000 §2: "Page-load events are raised 1000 ms after navigation
 * on product and collection pages, 500 ms on other pages, and at once on the cart".
 */
import { createMemoryLogger, createMemoryPorts } from '@vitrine/ports';
import { SimulatedClock } from 'xstate';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createStorefront, publicSnapshot, type Storefront, type StorefrontEvent } from '../src/index';
import { PLATFORM_URL, startPlatform, type TestPlatform } from './harness/platform';

let platform: TestPlatform;
const running: Storefront[] = [];

beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => {
  await platform?.close();
});
afterEach(() => {
  for (const storefront of running.splice(0)) storefront.stop();
});

function open(extra: Partial<Parameters<typeof createStorefront>[0]> = {}, clock?: SimulatedClock) {
  const logger = createMemoryLogger();
  const storefront = createStorefront({
    domain: 'localhost',
    baseUrl: PLATFORM_URL,
    fetch: platform.fetch,
    ports: createMemoryPorts({ logger, ...(clock === undefined ? {} : { clock }) }),
    ...extra,
  });
  running.push(storefront);
  return { storefront, logger };
}

/** What code loaded after the first page asks (window.Vitrine). */
const FIRST_PAGE = { firstPage: true } as const;

/** Lets the hand-over's microtask and a few timers run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the first page’s events for a handler that subscribes late (decision 0652)', () => {
  it('a handler added after the shopper landed on /cart hears its page.loaded once, after the subscribing code', async () => {
    const { storefront } = open();
    await storefront.shop.resolve('/cart');
    const loaded: StorefrontEvent[] = [];
    storefront.on('page.loaded', (event) => loaded.push(event), FIRST_PAGE);
    // Not inside `on`: the code that subscribed finishes first.
    expect(loaded).toEqual([]);
    await settle();
    expect(loaded).toEqual([{ type: 'page.loaded', path: '/cart', pageType: 'cart' }]);
    // A handler of another event hears none of it.
    const added: StorefrontEvent[] = [];
    storefront.on('cart.added', (event) => added.push(event), FIRST_PAGE);
    await settle();
    expect(added).toEqual([]);
    expect(loaded).toHaveLength(1);
  });

  it('a page resumed on a product: a handler added after its view hears product.viewed once', async () => {
    const { storefront: server } = open();
    await server.ready();
    expect((await server.catalog.product('classic-crew-tee')).ok).toBe(true);
    const { storefront } = open({ snapshot: publicSnapshot(server.getSnapshot()) });
    await storefront.shop.resolve('/products/classic-crew-tee');
    await settle();
    const viewed: unknown[] = [];
    storefront.on('product.viewed', (event) => viewed.push(event.product), FIRST_PAGE);
    await settle();
    expect(viewed).toEqual([expect.objectContaining({ handle: 'classic-crew-tee' })]);
  });

  it('a handler gone before the hand-over (StrictMode’s first effect) hears nothing; the next one hears it', async () => {
    const { storefront } = open();
    await storefront.shop.resolve('/cart');
    const heard: string[] = [];
    const stop = storefront.on('page.loaded', (event) => heard.push(`first ${event.path}`), FIRST_PAGE);
    stop();
    storefront.on('page.loaded', (event) => heard.push(`second ${event.path}`), FIRST_PAGE);
    await settle();
    expect(heard).toEqual(['second /cart']);
  });

  it('once the shopper left the first page, a new handler hears none of its events, only the next ones', async () => {
    const clock = new SimulatedClock();
    const { storefront } = open({}, clock);
    await storefront.shop.resolve('/cart');
    await storefront.shop.resolve('/products/classic-crew-tee');
    const loaded: string[] = [];
    storefront.on('page.loaded', (event) => loaded.push(event.path), FIRST_PAGE);
    await settle();
    expect(loaded).toEqual([]);
    clock.increment(1000);
    expect(loaded).toEqual(['/products/classic-crew-tee']);
    // Back on the cart: a page of its own, heard as it comes, never handed over again.
    await storefront.shop.resolve('/cart');
    const later: string[] = [];
    storefront.on('page.loaded', (event) => later.push(event.path), FIRST_PAGE);
    await settle();
    expect(later).toEqual([]);
    expect(loaded).toEqual(['/products/classic-crew-tee', '/cart']);
  });

  it('before any page is shown (a storefront used without its guard), a late handler hears only what comes next', async () => {
    const { storefront } = open();
    await storefront.ready();
    expect((await storefront.catalog.product('classic-crew-tee')).ok).toBe(true);
    const viewed: unknown[] = [];
    storefront.on('product.viewed', (event) => viewed.push(event.product), FIRST_PAGE);
    await settle();
    expect(viewed).toEqual([]);
  });

  it('a handler that throws is logged; the storefront goes on', async () => {
    const { storefront, logger } = open();
    await storefront.shop.resolve('/cart');
    storefront.on(
      'page.loaded',
      () => {
        throw new Error('a broken app');
      },
      FIRST_PAGE,
    );
    const loaded: string[] = [];
    storefront.on('page.loaded', (event) => loaded.push(event.path), FIRST_PAGE);
    await settle();
    expect(loaded).toEqual(['/cart']);
    expect(logger.entries).toContainEqual(
      expect.objectContaining({ level: 'error', message: 'a handler of page.loaded threw' }),
    );
  });

  it('without firstPage a handler hears what comes next only: a component mounted again hears no page load twice', async () => {
    const { storefront } = open();
    await storefront.shop.resolve('/cart');
    const loaded: string[] = [];
    storefront.on('page.loaded', (event) => loaded.push(event.path));
    await settle();
    expect(loaded).toEqual([]);
  });
});
