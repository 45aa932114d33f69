/**
 * Scripting journeys (000 §1 "a public scripting interface for third-party apps and themes";
 * docs/scripting.md): window.Vitrine is on the reference storefront, and a third-party app loaded
 * as one of the shop's script tags (000 §1 `script_tags`), examples/free-shipping-app, works on it
 * as a shopper fills the cart.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, newShopper, screenshots } from './harness/browser';
import { type StorefrontShop, startShop } from './harness/shop';

let shop: StorefrontShop;
let browser: Browser;

/** Where the shop's script tag says the app is (the shop's app CDN, 000 §1 app_cdn). */
const APP_SRC = '/app-assets/free-shipping-bar.js';
const APP_CODE = readFileSync(
  new URL('../../free-shipping-app/free-shipping-bar.js', import.meta.url),
  'utf8',
);

/** The app's host: serves the app's file where the shop's script tag points. */
async function serveApp(page: Page): Promise<void> {
  await page.route(`**${APP_SRC}`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: APP_CODE }),
  );
}

beforeAll(async () => {
  // STOREFRONT_DIST_DIR: a build of one's own (the shared dist is rebuilt by every journey run).
  const dist = process.env.STOREFRONT_DIST_DIR;
  [shop, browser] = await Promise.all([startShop(dist ? { storefrontDir: dist } : {}), launchChromium()]);
  // The merchant installs the app: it becomes the demo shop's only script tag.
  await shop.server.database.query(
    `update shops set settings = jsonb_set(settings, '{script_tags}', $1::jsonb)
     where id = (select shop_id from shop_domains where domain = 'localhost')`,
    [JSON.stringify([{ src: APP_SRC, event: 'onload', display_scope: 'all' }])],
  );
});
afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

describe('scripting', () => {
  it('window.Vitrine answers an app author on the storefront: version, cart, currency, another product', async () => {
    const { context, page } = await newShopper(browser);
    await serveApp(page);
    await page.goto(shop.url('/'));
    await page.locator('.grid .card').first().waitFor();
    const answer = await page.evaluate(
      () =>
        new Promise<{ version: string; lines: number; currency: string; formatted: string; product: string }>(
          (resolve) => {
            const w = window as unknown as {
              Vitrine?: Array<(api: unknown) => void> | { push(fn: (api: unknown) => void): void };
            };
            // as an app author writes it (packages/scripting/README.md): the page may not have run yet
            w.Vitrine = w.Vitrine || [];
            w.Vitrine.push(async (api) => {
              const Vitrine = api as {
                version: string;
                cart: { get(): Promise<{ lines: unknown[] }> };
                product: { get(handle: string): Promise<{ handle: string; title: string }> };
                currency: {
                  get(): Promise<{ code: string }>;
                  format(money: { amount: number; currency: string }): Promise<string>;
                };
              };
              const cart = await Vitrine.cart.get();
              const currency = await Vitrine.currency.get();
              const formatted = await Vitrine.currency.format({ amount: 1234, currency: 'USD' });
              // a product that is not the open page's: read through the page's own catalogue
              const product = await Vitrine.product.get('classic-crew-tee');
              resolve({
                version: Vitrine.version,
                lines: cart.lines.length,
                currency: currency.code,
                formatted,
                product: `${product.handle}: ${product.title}`,
              });
            });
          },
        ),
    );
    expect(answer).toEqual({
      version: '1.0.0',
      lines: 0,
      currency: 'USD',
      formatted: '$12.34',
      product: 'classic-crew-tee: Classic Crew Tee',
    });
    await context.close();
  });

  it('the free-shipping app, installed as a script tag, follows the cart the shopper fills', async () => {
    const { context, page } = await newShopper(browser);
    await serveApp(page);
    await page.goto(shop.url('/products/classic-crew-tee'));
    const bar = page.locator('.free-shipping-bar');
    await expect.poll(() => bar.textContent()).toBe('Spend $100.00 more for free shipping');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect.poll(() => bar.textContent()).toMatch(/^Spend \$\d+\.\d{2} more for free shipping$/);
    const remaining = Number((await bar.textContent())?.replace(/[^\d.]/g, ''));
    expect(remaining).toBeLessThan(100);
    expect(remaining).toBeGreaterThan(0);
    // The shopper adds enough through the cart drawer's quantity: the order ships free.
    await page.evaluate(() =>
      (
        window as unknown as {
          Vitrine: {
            cart: {
              get(): Promise<{ lines: Array<{ id: string }> }>;
              update(c: { lineId: string; quantity: number }): Promise<unknown>;
            };
          };
        }
      ).Vitrine.cart
        .get()
        .then((cart) => {
          const line = cart.lines[0];
          if (!line) throw new Error('no line');
          return (
            window as unknown as {
              Vitrine: { cart: { update(c: { lineId: string; quantity: number }): Promise<unknown> } };
            }
          ).Vitrine.cart.update({ lineId: line.id, quantity: 10 });
        }),
    );
    await expect.poll(() => bar.textContent()).toBe('Your order ships free!');
    // The storefront's own cart count follows a change the app made.
    await expect.poll(() => page.locator('.site-header .cart-count').textContent()).toBe('10');
    await screenshots(page, 'scripting-free-shipping');
    await context.close();
  });

  // 000 §2: "Page-load events are raised 1000 ms after navigation on product and collection pages,
  // 500 ms on other pages, and at once on the cart"; docs/scripting.md Events; decision 0652: the
  // page the shopper lands on is shown before window.Vitrine's code loads (the entry imports it
  // after the first page: /cart is client-rendered, its page load raised as the guard lets it through).
  it("an app that queued a listener before the page hears the cart page's page:loaded once when the shopper lands on /cart", async () => {
    const { context, page } = await newShopper(browser);
    // As an app author writes it (docs/scripting.md Loading): a script that ran before the storefront.
    await page.addInitScript(() => {
      type Loaded = { readonly path: string; readonly pageType: string };
      const w = window as unknown as {
        Vitrine?: Array<(api: { on(type: string, listener: (event: Loaded) => void): unknown }) => void>;
        heard?: string[];
      };
      w.heard = [];
      w.Vitrine = w.Vitrine || [];
      w.Vitrine.push((Vitrine) => {
        Vitrine.on('page:loaded', (event) => w.heard?.push(`${event.pageType} ${event.path}`));
      });
    });
    await page.goto(shop.url('/cart'));
    const heard = () => page.evaluate(() => (window as unknown as { heard: string[] }).heard);
    await expect.poll(heard).toEqual(['cart /cart']);
    // Once: nothing more comes while the shopper stays.
    await page.waitForTimeout(1000);
    expect(await heard()).toEqual(['cart /cart']);
    await context.close();
  });

  // docs/scripting.md Events `product:viewed`; decision 0652: a server-rendered product page views
  // its product as the storefront starts, before window.Vitrine's code loaded.
  it('an app that queued a listener before the page hears product:viewed once on a server-rendered product page', async () => {
    const { context, page } = await newShopper(browser);
    await page.addInitScript(() => {
      type Viewed = { readonly product: { readonly handle: string } };
      const w = window as unknown as {
        Vitrine?: Array<(api: { on(type: string, listener: (event: Viewed) => void): unknown }) => void>;
        viewed?: string[];
      };
      w.viewed = [];
      w.Vitrine = w.Vitrine || [];
      w.Vitrine.push((Vitrine) => {
        Vitrine.on('product:viewed', (event) => w.viewed?.push(event.product.handle));
      });
    });
    await page.goto(shop.url('/products/classic-crew-tee'));
    const viewed = () => page.evaluate(() => (window as unknown as { viewed: string[] }).viewed);
    await expect.poll(viewed).toEqual(['classic-crew-tee']);
    await page.waitForTimeout(1000);
    expect(await viewed()).toEqual(['classic-crew-tee']);
    await context.close();
  });
});
