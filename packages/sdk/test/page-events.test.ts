/**
 * What the storefront raises around a page (000 §2, §4, §8; 001 §2), against the real platform-api
 * in process: the page-load event on the storefront's clock, the sign-up request of a session whose
 * token could not be refreshed, the clear-storage action of the 20-attempts error, and the preview's
 * sample order and sample checkout.
 */
import { USER_REFRESH_TOKEN_KEY, USER_TOKEN_KEY } from '@vitrine/core-auth';
import { PREVIEW_SAMPLE_CHECKOUT_TOKEN, PREVIEW_SAMPLE_ORDER_TOKEN } from '@vitrine/core-shop';
import { createMemoryNavigate, createMemoryPorts, createMemoryStorage } from '@vitrine/ports';
import { SimulatedClock } from 'xstate';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStorefront, definePlugin, type Storefront, type StorefrontEvent } from '../src/index';
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

function open(
  extra: Partial<Parameters<typeof createStorefront>[0]> = {},
  stored: Record<string, string> = {},
) {
  const navigate = createMemoryNavigate();
  const storage = createMemoryStorage(stored);
  const clock = new SimulatedClock();
  const calls: string[] = [];
  const storefront = createStorefront({
    domain: 'localhost',
    baseUrl: PLATFORM_URL,
    fetch: (input, init) => {
      calls.push(String(input instanceof Request ? input.url : input));
      return platform.fetch(input, init);
    },
    ports: createMemoryPorts({ navigate, storage, clock }),
    ...extra,
  });
  running.push(storefront);
  const loaded: Extract<StorefrontEvent, { type: 'page.loaded' }>[] = [];
  storefront.on('page.loaded', (event) => loaded.push(event));
  return { storefront, navigate, storage, clock, calls, loaded };
}

describe('the page-load event (000 §2 Navigation rules, 001 §2; decisions 0127, 0496)', () => {
  it('is raised 1000 ms after a product or collection page, 500 ms after another, at once on the cart', async () => {
    const { storefront, clock, loaded } = open();
    await storefront.ready();

    await storefront.shop.resolve('/products/classic-crew-tee');
    clock.increment(999);
    expect(loaded).toEqual([]);
    clock.increment(1);
    expect(loaded).toEqual([
      { type: 'page.loaded', path: '/products/classic-crew-tee', pageType: 'product' },
    ]);

    await storefront.shop.resolve('/collections/all');
    clock.increment(999);
    expect(loaded).toHaveLength(1);
    clock.increment(1);
    expect(loaded.at(-1)).toEqual({ type: 'page.loaded', path: '/collections/all', pageType: 'collection' });

    await storefront.shop.resolve('/search?q=tee');
    clock.increment(499);
    expect(loaded).toHaveLength(2);
    clock.increment(1);
    expect(loaded.at(-1)).toEqual({ type: 'page.loaded', path: '/search', pageType: 'other' });

    await storefront.shop.resolve('/cart');
    expect(loaded.at(-1)).toEqual({ type: 'page.loaded', path: '/cart', pageType: 'cart' });
    expect(loaded).toHaveLength(4);
  });

  it('a navigation while one waits replaces it; a page the guard turns away raises nothing', async () => {
    const { storefront, clock, loaded } = open();
    await storefront.ready();
    await storefront.shop.resolve('/products/classic-crew-tee');
    clock.increment(600);
    await storefront.shop.resolve('/pages/about-us');
    clock.increment(600);
    expect(loaded).toEqual([{ type: 'page.loaded', path: '/pages/about-us', pageType: 'other' }]);
    // A logged-out visitor asking for my-account is sent home: that page is not the one shown.
    await storefront.shop.resolve('/my-account');
    clock.increment(2000);
    expect(loaded).toHaveLength(1);
  });
});

describe('a token that cannot be refreshed (000 §4 steps 4 and 6, §8; decisions 0172, 0495)', () => {
  it('asks for the sign-up modal as a storefront event', async () => {
    const { storefront } = open(
      {},
      { [USER_TOKEN_KEY]: 'at_revoked', [USER_REFRESH_TOKEN_KEY]: 'rt_revoked' },
    );
    const asked: StorefrontEvent[] = [];
    storefront.on('customer.signUpRequested', (event) => asked.push(event));
    await storefront.ready();
    await expect.poll(() => asked).toEqual([{ type: 'customer.signUpRequested', reason: 'REFRESH_FAILED' }]);
  });

  it('keeps the request for its first listener when it comes before any (a page whose code mounts later)', async () => {
    const { storefront, storage } = open(
      {},
      { [USER_TOKEN_KEY]: 'at_revoked', [USER_REFRESH_TOKEN_KEY]: 'rt_revoked' },
    );
    await storefront.ready();
    // The refresh failed and the visitor was logged out before anything listened.
    await expect.poll(() => storage.get(USER_TOKEN_KEY)).toBeUndefined();
    const asked: StorefrontEvent[] = [];
    const stop = storefront.on('customer.signUpRequested', (event) => asked.push(event));
    // StrictMode's first effect goes away at once: the request waits for the one that stays.
    stop();
    storefront.on('customer.signUpRequested', (event) => asked.push(event));
    await expect.poll(() => asked).toEqual([{ type: 'customer.signUpRequested', reason: 'REFRESH_FAILED' }]);
    // Heard once: a later listener is not asked again.
    const later: StorefrontEvent[] = [];
    storefront.on('customer.signUpRequested', (event) => later.push(event));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(later).toEqual([]);
    expect(asked).toHaveLength(1);
  });

  it("a plugin listening to it hears it as it comes, and the request is still kept for the page's first listener", async () => {
    const pluginHeard: StorefrontEvent[] = [];
    const plugin = definePlugin({
      manifest: { name: 'acme-sign-up', ports: [], events: ['customer.signUpRequested'] },
      setup({ on }) {
        on('customer.signUpRequested', (event) => pluginHeard.push(event));
        return undefined;
      },
    });
    const { storefront, storage } = open(
      { plugins: [plugin] },
      { [USER_TOKEN_KEY]: 'at_revoked', [USER_REFRESH_TOKEN_KEY]: 'rt_revoked' },
    );
    await storefront.ready();
    // The refresh failed at start: the plugin, listening since its set-up, heard it then.
    await expect.poll(() => storage.get(USER_TOKEN_KEY)).toBeUndefined();
    await expect
      .poll(() => pluginHeard)
      .toEqual([{ type: 'customer.signUpRequested', reason: 'REFRESH_FAILED' }]);
    // The theme's sign-up modal mounts later (000 §4 steps 4 and 6: "the sign-up modal shows").
    const modal = vi.fn();
    storefront.on('customer.signUpRequested', modal);
    await expect.poll(() => modal.mock.calls.length).toBe(1);
    expect(modal).toHaveBeenCalledWith({ type: 'customer.signUpRequested', reason: 'REFRESH_FAILED' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(modal).toHaveBeenCalledTimes(1);
    expect(pluginHeard).toHaveLength(1);
  });

  it("the error's clear action empties the storage and reloads the page; another command is refused", async () => {
    const { storefront, navigate, storage } = open({}, { cart_token: 'ct_1', 'some-app-key': 'x' });
    await storefront.ready();
    expect(storefront.dispatch('no.such.command')).toEqual({ ok: false, error: { code: 'unknown_command' } });
    expect(storage.get('some-app-key')).toBe('x');
    expect(storefront.dispatch('storage.clear')).toEqual({ ok: true, value: undefined });
    expect(storage.get('cart_token')).toBeUndefined();
    expect(storage.get('some-app-key')).toBeUndefined();
    expect(navigate.intents.at(-1)).toEqual({ type: 'reload' });
  });
});

describe("the preview's sample order (001 §2; decision 0497)", () => {
  it("inside the editor's frame the sample token's order status is the sample order, without a platform call", async () => {
    const { storefront, calls } = open({ editorOrigin: 'http://editor.test' });
    await storefront.ready();
    const before = calls.length;
    const status = await storefront.orders(PREVIEW_SAMPLE_ORDER_TOKEN);
    const loaded = await status.load();
    expect(loaded.ok).toBe(true);
    if (!loaded.ok) return;
    expect(loaded.value.order?.name).toBe('#1001');
    expect(loaded.value.checkout.email).toBe('jane.doe@example.com');
    expect(loaded.value.checkout.totals.lines.map((line) => line.title)).toEqual([
      'Sample product',
      'Another sample product',
    ]);
    expect(loaded.value.checkout.totals.total).toEqual({ amount: 7499, currency: 'USD' });
    expect(calls.slice(before).filter((url) => url.includes('order-status'))).toEqual([]);
  });

  it('outside the preview the same token is asked of the platform (no such order)', async () => {
    const { storefront } = open();
    await storefront.ready();
    const loaded = await (await storefront.orders(PREVIEW_SAMPLE_ORDER_TOKEN)).load();
    expect(loaded.ok).toBe(false);
  });
});

describe("the preview's sample checkout (001 §2 checkout to /checkouts/token, §4; decision 0500)", () => {
  it("inside the editor's frame the editor's checkout page is the sample checkout at contact_information, without a platform call", async () => {
    const { storefront, calls } = open({ editorOrigin: 'http://editor.test' });
    await storefront.ready();
    const before = calls.length;
    const opened = await storefront.checkout(PREVIEW_SAMPLE_CHECKOUT_TOKEN);
    expect(opened.ok).toBe(true);
    if (!opened.ok) return;
    const loaded = await opened.value.load({ step: 'payment_method' });
    expect(loaded.ok).toBe(true);
    if (!loaded.ok) return;
    expect(loaded.value.email).toBe('jane.doe@example.com');
    expect(loaded.value.totals.lines.map((line) => line.title)).toEqual([
      'Sample product',
      'Another sample product',
    ]);
    expect(loaded.value.totals.total).toEqual({ amount: 6999, currency: 'USD' });
    expect(opened.value.view().step).toBe('contact_information');
    // A change does nothing in preview, and nothing reaches the platform's checkout.
    expect((await opened.value.loadPaymentMethods()).ok).toBe(true);
    expect(opened.value.view().step).toBe('contact_information');
    expect(calls.slice(before).filter((url) => url.includes('/api/checkout/'))).toEqual([]);
  });

  it('outside the preview the same token is asked of the platform (no such checkout)', async () => {
    const { storefront } = open();
    await storefront.ready();
    const opened = await storefront.checkout(PREVIEW_SAMPLE_CHECKOUT_TOKEN);
    if (!opened.ok) throw new Error('no checkout facade');
    expect((await opened.value.load()).ok).toBe(false);
  });
});
