/**
 * A server-rendered page in Chromium (issue 18, docs/decisions/0460, 0462, 0463): the product is in
 * the first HTML, the page becomes interactive (add to cart works) without asking the platform
 * again for the shop or the product, and React reports no hydration mismatch; a shopper whose
 * currency cookie differs from the shop's gets the same cached page and sees their currency once
 * it hydrated; the title and meta tags follow the page on client navigations too.
 */
import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchChromium, newShopper, screenshots, watchNetwork } from './harness/browser';
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

/** The text of an attribute or element as the server escaped it (seo.ts escapeHtml). */
function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

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
    const network = watchNetwork(page);
    await page.goto(shop.url('/collections/all'));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await network.quiet();
    expect(seen.requests.filter((path) => path.startsWith('/api/bootstrap/'))).toEqual([]);
    expect(seen.requests.filter((path) => path === '/api/catalog/products_v2.json')).toEqual([]);
    await page.goto(shop.url('/'));
    await network.quiet();
    expect(seen.requests.filter((path) => path.startsWith('/api/bootstrap/'))).toEqual([]);
    expect(seen.messages.filter((text) => HYDRATION.test(text))).toEqual([]);
    expect(seen.messages.filter((text) => text.startsWith('pageerror'))).toEqual([]);
    await context.close();
  });

  /** A shopper who put the tee in their cart on an earlier page. */
  async function shopperWithTeeInCart() {
    const shopper = await newShopper(browser);
    const { page } = shopper;
    await page.goto(shop.url('/products/classic-crew-tee'));
    const add = page.getByRole('button', { name: 'Add to cart' });
    await expect.poll(() => add.isEnabled()).toBe(true);
    await add.click();
    await expect.poll(() => page.locator('.cart-count').textContent()).toBe('1');
    return shopper;
  }

  /** Opens another product: the cached page holds no count, the browser shows theirs, no mismatch. */
  async function openCachedProduct(page: Page) {
    const seen = watch(page);
    const response = await page.goto(shop.url('/products/relaxed-hoodie'));
    expect(await response?.text()).toContain('<span class="cart-count">0</span>');
    await expect.poll(() => page.locator('.cart-count').textContent()).toBe('1');
    expect(seen.messages.filter((text) => HYDRATION.test(text))).toEqual([]);
  }

  it('a returning shopper with a cart: the cached page holds no count, the browser shows theirs without a mismatch', async () => {
    const { context, page } = await shopperWithTeeInCart();
    await openCachedProduct(page);
    await context.close();
  });

  // decision 0460: what is private to the visitor waits for hydration, so the cached page hydrates
  // as the server wrote it. The sidebar's account link (in every page's header, rendered while
  // closed) read the restored session before hydration: "My account" against the server's
  // "Log in", React's #418 and the whole page rendered again.
  it('a signed-in shopper opens a server-rendered page: no mismatch, and their account link once hydrated', async () => {
    const { context, page } = await newShopper(browser);
    await page.goto(shop.url('/login'));
    await page.locator('main').getByLabel('Email').fill('demo@vitrine.test');
    await page.locator('main').getByLabel('Password').fill('vitrine123');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/my-account');
    const seen = watch(page);
    const response = await page.goto(shop.url('/products/relaxed-hoodie'));
    expect(await response?.text()).not.toContain('My account');
    await page.locator('.site-header').getByRole('link', { name: 'My account' }).first().waitFor();
    await expect
      .poll(() =>
        page.locator('.sidebar').getByRole('link', { name: 'My account', includeHidden: true }).count(),
      )
      .toBe(1);
    expect(seen.messages.filter((text) => HYDRATION.test(text))).toEqual([]);
    await context.close();
  });

  it('a returning shopper whose cart answers before the page hydrates: the drawer hydrates empty, as the server wrote it, then shows the line', async () => {
    const { context, page } = await shopperWithTeeInCart();
    // The next page's route module comes late, so the cart is fetched before hydration starts.
    await page.route('**/assets/product-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await openCachedProduct(page);
    await page.getByRole('button', { name: /open cart/i }).click();
    await expect.poll(() => page.locator('dialog.drawer li').count()).toBeGreaterThan(0);
    await context.close();
  });

  // decision 0460: a notification raised while the page's code loads (the cart was checked out
  // in another tab: 000 §4's new cart and its notice) shows once hydrated, not in the section the
  // server wrote empty.
  it('a returning shopper whose cart was checked out elsewhere: the notice shows after hydration, no mismatch', async () => {
    const { context, page } = await shopperWithTeeInCart();
    await page.route('**/api/checkout/cart.json*', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({
          code: 409,
          success: false,
          error: 'cart checkout already completed',
          error_code: 'CHECKOUT_CART_COMPLETED',
        }),
      }),
    );
    // The route module comes late, so the cart answers (and the notice is raised) before hydration.
    await page.route('**/assets/product-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const seen = watch(page);
    await page.goto(shop.url('/products/relaxed-hoodie'));
    await page.getByText('Your previous cart was checked out, so a new cart was started.').waitFor();
    expect(seen.messages.filter((text) => HYDRATION.test(text))).toEqual([]);
    await context.close();
  });

  it('before its code runs, a server-rendered page submits no form and picks no variant: Enter in the footer e-mail keeps the page and its query, the text is kept for the code (decision 0466)', async () => {
    const { context, page } = await newShopper(browser);
    const seen = watch(page);
    // The page's code waits, as on a slow phone, until the test lets it through.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    const url = shop.url('/products/classic-crew-tee?variant=2');
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    expect(await page.locator('html').getAttribute('data-vitrine-ready')).toBeNull();
    // A marker on the window: a page loaded again (the form's native GET) drops it.
    await page.evaluate(() => {
      (window as unknown as { beforeCode?: boolean }).beforeCode = true;
    });
    const email = page.locator('footer').getByLabel('Your email address');
    await email.fill('early@example.com');
    await email.press('Enter');
    const subscribe = page.locator('footer').getByRole('button', { name: 'Subscribe' });
    expect(await subscribe.isDisabled()).toBe(true);
    // The colour and size swatches wait for the code too: a click now would be lost.
    expect(await page.getByRole('button', { name: 'Navy' }).isDisabled()).toBe(true);
    await page.waitForTimeout(500);
    expect(page.url()).toBe(url);
    expect(
      await page.evaluate(() => (window as unknown as { beforeCode?: boolean }).beforeCode === true),
    ).toBe(true);
    // The code arrives: the typed address is the form's, and subscribing works.
    release();
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-vitrine-ready'));
    await expect.poll(() => subscribe.isEnabled()).toBe(true);
    expect(await email.inputValue()).toBe('early@example.com');
    await subscribe.click();
    await page
      .locator('footer')
      .getByText('You have been successfully subscribed to our newsletter!')
      .waitFor({ timeout: 15_000 });
    expect(seen.messages.filter((text) => HYDRATION.test(text))).toEqual([]);
    await context.close();
  });

  it("a shopper whose currency and locale cookies are not the shop's: the cached page in the shop's, theirs once hydrated, no mismatch", async () => {
    const { context, page } = await newShopper(browser);
    // 000 §9: the cookies a shopper's earlier choices left (the demo shop sells EUR, speaks fr-FR)
    await context.addCookies([
      { name: 'currency', value: 'EUR', url: shop.url('/') },
      { name: 'locale', value: 'fr-FR', url: shop.url('/') },
    ]);
    const seen = watch(page);
    const response = await page.goto(shop.url('/products/relaxed-hoodie'));
    const html = (await response?.text()) ?? '';
    // the page a CDN keeps is the same for every shopper: the shop's currency, no choice in it
    expect(html).toMatch(/<span class="price">\$\d+\.\d\d<\/span>/);
    expect(response?.headers()['cache-control']).toMatch(/public/);
    const add = page.getByRole('button', { name: 'Add to cart' });
    await expect.poll(() => add.isEnabled()).toBe(true);
    // euros, written the French way (the locale's conventions for another currency, decision 0191)
    await expect.poll(() => page.locator('.price').first().textContent()).toMatch(/^\d+,\d\d\s€$/);
    expect(seen.messages.filter((text) => HYDRATION.test(text))).toEqual([]);
    expect(seen.messages.filter((text) => text.startsWith('pageerror'))).toEqual([]);
    // the currency switcher shows their choice, and a client navigation keeps it
    await expect.poll(() => page.locator('.currency-switcher select').first().inputValue()).toBe('EUR');
    await page.locator('a.logo').click();
    await page.waitForURL(shop.url('/'));
    await expect.poll(() => page.locator('.price').first().textContent()).toMatch(/^\d+,\d\d\s€$/);
    await context.close();
  });

  // Decision 0452: "The storefront keeps <html lang> on the locale" (000 §9), from the server's
  // first byte: the euro shop (fr-FR) is not sent labelled English, and hydration keeps the label.
  it('the euro shop (fr-FR) is sent as <html lang="fr-FR"> and keeps it once hydrated, no mismatch', async () => {
    const { context, page } = await newShopper(browser);
    const seen = watch(page);
    const network = watchNetwork(page);
    const response = await page.goto(shop.url('/', 'euro.localhost'));
    const html = (await response?.text()) ?? '';
    expect(html).toContain('<html lang="fr-FR"');
    // hydrated: the page's code ran and asked what it needed
    await network.quiet();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('fr-FR');
    expect(seen.messages.filter((text) => HYDRATION.test(text))).toEqual([]);
    await context.close();
  });

  it('the title, description, canonical and Open Graph tags follow the page on client navigations, as the server writes them', async () => {
    const { context, page } = await newShopper(browser);
    const seen = watch(page);
    const network = watchNetwork(page);
    /** What the page's head says now. */
    const head = () =>
      page.evaluate(() => ({
        title: document.title,
        description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
        canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
        ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content') ?? null,
        ogUrl: document.querySelector('meta[property="og:url"]')?.getAttribute('content') ?? null,
        titles: document.querySelectorAll('title').length,
        descriptions: document.querySelectorAll('meta[name="description"]').length,
      }));
    /** What the server writes in the head of the page at the browser's URL now. */
    const served = async () => {
      const text = await (await fetch(page.url())).text();
      const attribute = (pattern: RegExp) => {
        const found = pattern.exec(text)?.[1];
        return found === undefined ? null : decodeEntities(found);
      };
      return {
        title: decodeEntities(/<title>([^<]*)<\/title>/.exec(text)?.[1] ?? ''),
        description: attribute(/<meta name="description" content="([^"]*)"/),
        canonical: attribute(/<link rel="canonical" href="([^"]*)"/),
        ogTitle: attribute(/<meta property="og:title" content="([^"]*)"/),
        ogUrl: attribute(/<meta property="og:url" content="([^"]*)"/),
        titles: 1,
        descriptions: 1,
      };
    };
    await page.goto(shop.url('/'));
    await page.locator('ul[aria-label="Collections"] a.card').first().waitFor();
    await network.quiet();
    const home = await head();
    expect(home).toEqual(await served());

    // home → a collection, by clicking
    await page.locator('ul[aria-label="Collections"] a.card').first().click();
    await page.waitForURL(/\/collections\/[^/]+$/);
    const collectionServed = await served();
    await expect.poll(head).toEqual(collectionServed);
    expect(collectionServed.title).not.toBe(home.title);
    expect(collectionServed.canonical).toBe(page.url());

    // the collection → a product, by clicking
    const card = page.locator('a.card[href*="/products/"]').first();
    await card.click();
    await page.waitForURL(/\/products\/[^/]+$/);
    await page.locator('#product-title').waitFor();
    const productServed = await served();
    await expect.poll(head).toEqual(productServed);
    expect(productServed.title).toContain((await page.locator('#product-title').textContent()) ?? '');
    expect(productServed.title).not.toBe(collectionServed.title);
    // one canonical URL per product, however it was reached (here from a collection)
    const product = new URL(page.url());
    expect(productServed.canonical).toBe(`${product.origin}/products/${product.pathname.split('/').pop()}`);
    expect(seen.messages.filter((text) => text.startsWith('pageerror'))).toEqual([]);
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
