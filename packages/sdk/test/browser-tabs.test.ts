/**
 * Two tabs of one shopper in real headless Chromium (two pages of one browser context), each with
 * its own storefront on the browser ports: Web Locks and BroadcastChannel are real, not fakes.
 */
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type * as VitrineBrowser from './browser-entry';
import { launchChromium } from './harness/chromium';
import { bundleForBrowser, startTestShop, TEST_PAGE, type TestShop } from './harness/shop-server';

declare global {
  interface Window {
    Vitrine: typeof VitrineBrowser;
    storefront: ReturnType<typeof VitrineBrowser.createStorefront>;
    [key: string]: unknown;
  }
}

/** Access tokens live this long on the test server. */
const TOKEN_TTL_SECONDS = 60;
/**
 * The test server's clock runs this far ahead of the real one: a test expires a token by moving
 * it, not by sleeping, so a slow machine cannot let the fresh token expire too (which would
 * honestly need a second refresh).
 */
let serverClockOffsetMs = 0;

let shop: TestShop;
let browser: Browser;
let context: BrowserContext;
let requests: string[];

beforeAll(async () => {
  const bundle = await bundleForBrowser(
    fileURLToPath(new URL('./browser-entry.ts', import.meta.url)),
    'Vitrine',
  );
  shop = await startTestShop(
    { 'index.html': TEST_PAGE, 'bundle.js': bundle },
    { accessTokenTtlSeconds: TOKEN_TTL_SECONDS, now: () => new Date(Date.now() + serverClockOffsetMs) },
  );
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

beforeEach(async () => {
  await context?.close();
  context = await browser.newContext();
  requests = [];
  context.on('request', (request) => requests.push(new URL(request.url()).pathname));
});

/** A tab with the SDK loaded, no storefront yet. */
async function openTab(): Promise<Page> {
  const page = await context.newPage();
  page.on('pageerror', (error) => {
    throw error;
  });
  await page.goto(`${shop.origin}/`);
  await page.waitForFunction(() => typeof window.Vitrine === 'object');
  return page;
}

/** Starts the tab's storefront on the browser ports and waits until it is ready. */
async function start(page: Page): Promise<void> {
  await page.evaluate(async () => {
    window.storefront = window.Vitrine.createStorefront({
      domain: location.hostname,
      baseUrl: location.origin,
      ports: window.Vitrine.browserPorts(),
    });
    await window.storefront.ready();
  });
}

/** A tab with its storefront started and ready. */
async function tab(): Promise<Page> {
  const page = await openTab();
  await start(page);
  return page;
}

/** How many items the tab's cart holds, as its snapshot says (no request made to know it). */
const itemsHeld = (page: Page) =>
  page.evaluate(() =>
    window.storefront.cart.getSnapshot().context.cart.items.reduce((sum, line) => sum + line.qty, 0),
  );

const count = (path: string) => requests.filter((seen) => seen === path).length;

describe('two tabs of one shopper (real Web Locks and BroadcastChannel)', () => {
  it('two new tabs starting and adding at once make one cart, and each sees both adds', async () => {
    // Both storefronts start together: neither finds a cart token stored by the other first, so
    // only the lock keeps them to one cart (000 §4: the cart is created once).
    const [a, b] = await Promise.all([openTab(), openTab()]);
    await Promise.all([start(a), start(b)]);
    const add = (page: Page) =>
      page.evaluate(async () => {
        const product = await window.storefront.catalog.product('classic-crew-tee');
        if (!product.ok || !product.value.variant) throw new Error('no tee');
        const added = await window.storefront.cart.add({ variantId: product.value.variant.id, quantity: 1 });
        return added.ok;
      });
    expect(await Promise.all([add(a), add(b)])).toEqual([true, true]);
    expect(count('/api/checkout/cart/create.json')).toBe(1);
    const tokens = await Promise.all(
      [a, b].map((page) =>
        page.evaluate(() => window.Vitrine.selectTokens(window.storefront.cart.getSnapshot()).cartToken),
      ),
    );
    expect(tokens[0]).toBeTruthy();
    expect(tokens[1]).toBe(tokens[0]);
    // Each tab hears the other's add over the channel: no refresh asked.
    for (const page of [a, b]) await expect.poll(() => itemsHeld(page), { timeout: 15_000 }).toBe(2);
  });

  it('a login in one tab signs the other in; a logout in the other signs the first out', async () => {
    const [a, b] = [await tab(), await tab()];
    const signedIn = (page: Page) =>
      page.evaluate(() => window.Vitrine.selectIsLoggedIn(window.storefront.customer.getSnapshot()));
    expect(await signedIn(b)).toBe(false);
    const login = await a.evaluate(() =>
      window.storefront.customer.login({ email: 'demo@vitrine.test', password: 'vitrine123' }),
    );
    expect(login.ok).toBe(true);
    await b.waitForFunction(() => window.Vitrine.selectIsLoggedIn(window.storefront.customer.getSnapshot()));
    await b.evaluate(() => window.storefront.customer.logout());
    await a.waitForFunction(() => !window.Vitrine.selectIsLoggedIn(window.storefront.customer.getSnapshot()));
    expect(await signedIn(b)).toBe(false);
  });

  it('an expired token is refreshed once for both tabs, and both calls succeed', async () => {
    const [a, b] = [await tab(), await tab()];
    await a.evaluate(() =>
      window.storefront.customer.login({ email: 'demo@vitrine.test', password: 'vitrine123' }),
    );
    await b.waitForFunction(() => window.Vitrine.selectIsLoggedIn(window.storefront.customer.getSnapshot()));
    serverClockOffsetMs += (TOKEN_TTL_SECONDS + 1) * 1000;
    const before = count('/api/user/refresh.json');
    const results = await Promise.all(
      [a, b].map((page) => page.evaluate(async () => (await window.storefront.customer.refetch()).ok)),
    );
    expect(results).toEqual([true, true]);
    expect(count('/api/user/refresh.json') - before).toBe(1);
    const tokens = await Promise.all(
      [a, b].map((page) => page.evaluate(() => localStorage.getItem('user-token'))),
    );
    expect(tokens[0]).toBeTruthy();
    expect(tokens[1]).toBe(tokens[0]);
  });
});
