/**
 * Navigation journeys (000 §2 Navigation rules): the shop loads by host, a wrong domain, an unknown
 * URL and a renamed product's redirect, the locked shop's password page, the login-required notice.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectAccessible,
  launchChromium,
  newShopper,
  screenshots,
  storefrontReady,
} from './harness/browser';
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

describe('navigation', () => {
  it('opens the demo shop by its host name', async () => {
    const { context, page } = await newShopper(browser);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(shop.url('/'));
    // the demo shop, not any shop: its name from the seed
    await expect.poll(() => page.locator('.logo').textContent()).toBe('Vitrine Demo');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a page opened from a link takes the focus to its content, so a keyboard or screen reader starts there', async () => {
    const { context, page } = await newShopper(browser);
    await page.goto(shop.url('/'));
    const card = page.locator('.grid a[href*="/products/"]').first();
    await card.waitFor();
    // The first load keeps the browser's own start (nothing focused).
    expect(await page.evaluate(() => document.activeElement?.id ?? '')).not.toBe('main');
    await card.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/products/**');
    await page.locator('main h1').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id ?? '')).toBe('main');
    // A change of query alone (the search typed, a sort) leaves the focus where the shopper is.
    await page.goto(shop.url('/search'));
    await page.getByRole('searchbox').fill('crew tee');
    await page.waitForURL(/[?&]q=crew/);
    await page.locator('.grid .card', { hasText: 'Classic Crew Tee' }).waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('search');
    await context.close();
  });

  it('loads a route whose file is gone (a new build deployed since the page opened) as a new page, not the error page', async () => {
    const { context, page } = await newShopper(browser);
    await page.goto(shop.url('/'));
    await storefrontReady(page);
    await page.evaluate(() => {
      (window as { sameDocument?: boolean }).sameDocument = true;
    });
    // the product route's file answers 404 once, as an earlier build's file after a deploy
    await page.route(
      /\/assets\/product-[\w-]+\.js$/,
      (route) => route.fulfill({ status: 404, contentType: 'application/json', body: '{}' }),
      { times: 1 },
    );
    const link = page.locator('main a[href^="/products/"]').first();
    const href = await link.getAttribute('href');
    await link.click();
    await page.waitForURL(shop.url(href ?? ''));
    await page.locator('h1').first().waitFor();
    await storefrontReady(page);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
    expect(await page.locator('#error-title').count()).toBe(0);
    await page
      .getByRole('button', { name: /add to cart/i })
      .first()
      .waitFor();
    await context.close();
  });

  it("the error page's Refresh loads the page that failed again (000 §2 Server-error page offers refreshing the page)", async () => {
    const { context, page } = await newShopper(browser);
    await page.goto(shop.url('/'));
    await storefrontReady(page);
    // The product's call fails once (a fault that has passed by the time the shopper refreshes).
    await page.route(
      /\/api\/catalog\/product\.json/,
      (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }),
      { times: 1 },
    );
    const link = page.locator('main a[href^="/products/"]').first();
    const href = (await link.getAttribute('href')) ?? '';
    await link.click();
    await page.locator('#error-title').waitFor();
    expect(new URL(page.url()).pathname).toBe('/error');
    await page.getByRole('button', { name: 'Refresh the page' }).click();
    await page.waitForURL((url) => url.pathname === href);
    await page
      .getByRole('button', { name: /add to cart/i })
      .first()
      .waitFor();
    expect(await page.locator('#error-title').count()).toBe(0);
    await context.close();
  });

  it('shows the wrong-domain page for an unknown shop', async () => {
    const { context, page } = await newShopper(browser);
    await page.goto(shop.url('/collections', 'nowhere.localhost'));
    await page.getByText('Sorry, this shop is currently unavailable.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/wrong-domain');
    await expectAccessible(page);
    await screenshots(page, 'wrong-domain');
    await context.close();
  });

  it('shows the not-found page for an unknown URL, with a way home', async () => {
    const { context, page } = await newShopper(browser);
    await page.goto(shop.url('/no/such/page'));
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    const url = new URL(page.url());
    expect(url.pathname).toBe('/page-not-found');
    expect(url.searchParams.get('from')).toBe('/no/such/page');
    await expectAccessible(page);
    await screenshots(page, 'not-found');
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL(shop.url('/'));
    await context.close();
  });

  it('sends a logged-out visitor of my-account home with the notice', async () => {
    const { context, page } = await newShopper(browser);
    await page.goto(shop.url('/my-account'));
    await page.getByText('You need to be logged in to see this page').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('asks for the password of the locked shop and returns to the page asked for', async () => {
    const { context, page } = await newShopper(browser);
    await page.goto(shop.url('/collections/all', 'locked.localhost'));
    await page.waitForURL((url) => url.pathname === '/password');
    expect(new URL(page.url()).searchParams.get('to')).toBe('/collections/all');
    await expectAccessible(page);
    await screenshots(page, 'password');
    await page.getByRole('button', { name: 'Enter' }).click();
    await page.getByText('Password is incorrect.').waitFor();
    await page.getByLabel('Password').fill('letmein');
    await page.getByRole('button', { name: 'Enter' }).click();
    await page.waitForURL((url) => url.pathname === '/collections/all');
    // Entered once, the shop stays open: a reload, and another page loaded afresh (000 §5: the
    // password's hash is stored and sent; the server cannot see it, the browser decides).
    await page.reload();
    await page.getByRole('heading', { name: 'All products' }).waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/collections/all');
    const other = await context.newPage();
    await other.goto(shop.url('/collections/all', 'locked.localhost'));
    await other.getByRole('heading', { name: 'All products' }).waitFor({ timeout: 15_000 });
    expect(new URL(other.url()).pathname).toBe('/collections/all');
    await context.close();
  });
});
