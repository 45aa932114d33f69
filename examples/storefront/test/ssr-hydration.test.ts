/**
 * A server-rendered page in Chromium (issue 18, docs/decisions/0460): the product is in the first
 * HTML, the page becomes interactive (add to cart works) without asking the platform again for
 * the shop or the product, and React reports no hydration mismatch.
 */
import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchChromium, newShopper, screenshots } from './harness/browser';
import { type StorefrontShop, startShop } from './harness/shop';

let shop: StorefrontShop;
let browser: Browser;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

/** React's hydration errors (development texts, and the production build's error numbers). */
const HYDRATION = /hydrat|did not match|server rendered|#418|#419|#421|#422|#423|#425/i;

/** Watches a page: API requests by path, console messages and uncaught errors. */
function watch(page: Page) {
  const requests: string[] = [];
  const messages: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) requests.push(url.pathname);
  });
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  return { requests, messages };
}

describe('server-rendered pages in the browser', () => {
  it('a product page hydrates without a second product request or a hydration warning, and add to cart works', async () => {
    const { context, page } = await newShopper(browser);
    const seen = watch(page);
    const response = await page.goto(shop.url('/products/relaxed-hoodie'), { waitUntil: 'commit' });
    expect(response?.status()).toBe(200);
    const html = (await response?.text()) ?? '';
    expect(html).toContain('<h1 id="product-title">Relaxed Hoodie</h1>');
    // interactive once hydrated: the button is enabled then, and an add reaches the cart
    const add = page.getByRole('button', { name: 'Add to cart' });
    await expect.poll(() => add.isEnabled()).toBe(true);
    await add.click();
    await expect.poll(() => page.locator('.cart-count').textContent()).toBe('1');
    expect(seen.requests.filter((path) => path.startsWith('/api/bootstrap/'))).toEqual([]);
    expect(seen.requests.filter((path) => path === '/api/catalog/product.json')).toEqual([]);
    expect(seen.messages.filter((text) => HYDRATION.test(text))).toEqual([]);
    expect(seen.messages.filter((text) => text.startsWith('pageerror'))).toEqual([]);
    await expectAccessible(page);
    await screenshots(page, 'ssr-product');
    await context.close();
  });

  it('home and a collection hydrate without asking for what the server fetched', async () => {
    const { context, page } = await newShopper(browser);
    const seen = watch(page);
    await page.goto(shop.url('/collections/all'));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // a client navigation afterwards still works (the router took over)
    await page.waitForLoadState('networkidle');
    expect(seen.requests.filter((path) => path.startsWith('/api/bootstrap/'))).toEqual([]);
    expect(seen.requests.filter((path) => path === '/api/catalog/products_v2.json')).toEqual([]);
    await page.goto(shop.url('/'));
    await page.waitForLoadState('networkidle');
    expect(seen.requests.filter((path) => path.startsWith('/api/bootstrap/'))).toEqual([]);
    expect(seen.messages.filter((text) => HYDRATION.test(text))).toEqual([]);
    expect(seen.messages.filter((text) => text.startsWith('pageerror'))).toEqual([]);
    await context.close();
  });

  it('a returning shopper with a cart: the cached page holds no count, the browser shows theirs without a mismatch', async () => {
    const { context, page } = await newShopper(browser);
    await page.goto(shop.url('/products/classic-crew-tee'));
    const add = page.getByRole('button', { name: 'Add to cart' });
    await expect.poll(() => add.isEnabled()).toBe(true);
    await add.click();
    await expect.poll(() => page.locator('.cart-count').textContent()).toBe('1');
    const seen = watch(page);
    const response = await page.goto(shop.url('/products/relaxed-hoodie'));
    expect(await response?.text()).toContain('<span class="cart-count">0</span>');
    await expect.poll(() => page.locator('.cart-count').textContent()).toBe('1');
    expect(seen.messages.filter((text) => HYDRATION.test(text))).toEqual([]);
    await context.close();
  });

  it('an unknown URL shows the not-found page at /page-not-found, as the client router would', async () => {
    const { context, page } = await newShopper(browser);
    const seen = watch(page);
    const response = await page.goto(shop.url('/no/such/thing'));
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/page-not-found');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL(shop.url('/'));
    expect(seen.messages.filter((text) => HYDRATION.test(text))).toEqual([]);
    await context.close();
  });
});
