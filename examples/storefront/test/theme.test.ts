/**
 * Theme journeys (000 §9, §8; decision 0450): theme id 1 is the built-in look; another theme loads
 * its stylesheet and script from the location built from its id and version; a theme that cannot
 * load is logged, never shown, and the shop keeps working in its built-in look.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchChromium, newShopper, screenshots } from './harness/browser';
import { type StorefrontShop, startShop } from './harness/shop';

let shop: StorefrontShop;
let browser: Browser;

/** The sample theme the platform-api serves under /theme-assets/themes/7/2025.03.01/. */
const SAMPLE_THEME = { id: 7, version: '2025.03.01' };

/** Sets the theme of the shop on `domain` in the database (the bootstrap answers follow at once). */
async function setTheme(domain: string, id: number, version: string): Promise<void> {
  await shop.server.database.query(
    `update shops set settings = jsonb_set(jsonb_set(settings, '{theme,theme_id}', to_jsonb($1::int)),
       '{theme,theme_build_version}', to_jsonb($2::text))
     where id = (select shop_id from shop_domains where domain = $3)`,
    [id, version, domain],
  );
}

/** Console lines and uncaught errors of a page, from now on. */
function consoleOf(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => lines.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => lines.push(`pageerror: ${error.message}`));
  return lines;
}

/** The computed value of the accent colour the themes set. */
const accent = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--accent').trim());

beforeAll(async () => {
  // STOREFRONT_DIST_DIR: a build of one's own (the shared dist is rebuilt by every journey run).
  const dist = process.env.STOREFRONT_DIST_DIR;
  [shop, browser] = await Promise.all([startShop(dist ? { storefrontDir: dist } : {}), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

describe('theme', () => {
  it('theme id 1 is the built-in theme: no theme asset is requested', async () => {
    const { context, page } = await newShopper(browser);
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/theme-assets/')) requested.push(request.url());
    });
    await page.goto(shop.url('/', 'euro.localhost'));
    await page.locator('.grid .card').first().waitFor();
    expect(requested).toEqual([]);
    // 001 §3 Theme state: the shop's saved settings (the seed's accent_color) over the built-in look.
    expect(await accent(page)).toBe('#b45309');
    expect(await page.locator('html').getAttribute('data-theme')).toBeNull();
    await context.close();
  });

  it("the live pages wear the shop's saved theme colours: in the server's head (no flash), and on a page rendered in the browser", async () => {
    // Without JavaScript: what the server's HTML alone paints (the colour before any code runs).
    const bare = await browser.newContext({ javaScriptEnabled: false });
    const served = await bare.newPage();
    await served.goto(shop.url('/', 'euro.localhost'));
    await served.locator('.grid .card').first().waitFor();
    expect(await accent(served)).toBe('#b45309');
    expect(await served.locator('#vitrine-theme-settings').count()).toBe(1);
    await bare.close();
    // The cart is rendered in the browser: the saved colour too, and one style after a navigation.
    const { context, page } = await newShopper(browser);
    await page.goto(shop.url('/cart', 'euro.localhost'));
    await page.locator('#main-menu').waitFor();
    await expect.poll(() => accent(page)).toBe('#b45309');
    await page.locator('#main-menu').getByRole('link', { name: 'All products' }).click();
    await page.waitForURL('**/collections/all');
    await page.locator('.grid .card').first().waitFor();
    expect(await accent(page)).toBe('#b45309');
    expect(await page.locator('#vitrine-theme-settings').count()).toBe(1);
    await context.close();
  });

  it('an external theme loads its stylesheet and script by id and version, and its script sees window.Vitrine', async () => {
    await setTheme('localhost', SAMPLE_THEME.id, SAMPLE_THEME.version);
    const { context, page } = await newShopper(browser);
    const lines = consoleOf(page);
    await page.goto(shop.url('/'));
    await page.locator('.grid .card').first().waitFor();
    const base = `/theme-assets/themes/${SAMPLE_THEME.id}/${SAMPLE_THEME.version}`;
    await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe('sample-7');
    expect(await page.locator('#vitrine-theme-script').getAttribute('src')).toBe(`${base}/theme.js`);
    expect(await page.locator('#vitrine-theme-style').getAttribute('href')).toBe(`${base}/theme.css`);
    await expect.poll(() => accent(page)).toBe('#0f766e');
    // The theme's script waited on the scripting interface's ready queue (000 §1).
    await expect
      .poll(() => page.locator('html').getAttribute('data-theme-scripting'))
      .toMatch(/^\d+\.\d+\.\d+$/);
    // Once per page: another route does not load the theme again.
    await page.locator('#main-menu').getByRole('link', { name: 'All products' }).click();
    await page.waitForURL('**/collections/all');
    expect(await page.locator('#vitrine-theme-script').count()).toBe(1);
    expect(lines.filter((line) => line.startsWith('pageerror'))).toEqual([]);
    await expectAccessible(page);
    await screenshots(page, 'theme-external');
    // A route whose code brings its own styles (order status's, loaded with the route in the
    // browser): the theme's stylesheet stays after them, so its rules still win (decision 0450).
    const lastStyle = () =>
      page.evaluate(() => {
        const styles = document.head.querySelectorAll('link[rel="stylesheet"], style');
        return { count: styles.length, last: styles[styles.length - 1]?.id };
      });
    const before = await lastStyle();
    expect(before.last).toBe('vitrine-theme-style');
    await page.evaluate(() => {
      window.history.pushState(null, '', '/checkout-additional/ord_demo_1003');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.getByText('Balance due').first().waitFor();
    await expect.poll(async () => (await lastStyle()).count).toBeGreaterThan(before.count);
    expect((await lastStyle()).last).toBe('vitrine-theme-style');
    // Styles that are not the build's (an app's, the preview's custom CSS) keep their place after it.
    await page.evaluate(() => {
      const style = document.createElement('style');
      style.id = 'app-style';
      document.head.append(style);
    });
    expect((await lastStyle()).last).toBe('app-style');
    await context.close();
  });

  it('a theme that cannot load is logged, nothing is shown, and the shop works in its built-in look', async () => {
    await setTheme('localhost', 8, '1.0.0');
    const { context, page } = await newShopper(browser);
    const lines = consoleOf(page);
    await page.goto(shop.url('/'));
    await page.locator('.grid .card').first().waitFor();
    await expect
      .poll(() => lines.filter((line) => line.includes('Load script error')).join('\n'))
      .toContain('/theme-assets/themes/8/1.0.0/theme.js');
    expect(lines.join('\n')).toContain('/theme-assets/themes/8/1.0.0/theme.css');
    expect(await accent(page)).toBe('#1d4ed8');
    expect(await page.locator('html').getAttribute('data-theme')).toBeNull();
    // No message for the shopper: no toast, no error page.
    expect(await page.locator('.toast').count()).toBe(0);
    // The page still works: a product opens and goes into the cart.
    await page.locator('.grid a.card').first().click();
    await page.waitForURL('**/products/**');
    await page.getByRole('button', { name: 'Add to cart' }).waitFor();
    await screenshots(page, 'theme-missing');
    await context.close();
  });

  it('?theme_preview_id=preview-1 bootstraps the previewed theme (000 §7): its cart page after an add', async () => {
    // The published look again (the tests above changed it): built-in theme, cart drawer after an add.
    await setTheme('localhost', 1, '2025.01.15');
    const { context, page } = await newShopper(browser);
    const bootstraps: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/bootstrap/')) bootstraps.push(url);
    });
    await page.goto(shop.url('/products/relaxed-hoodie?theme_preview_id=preview-1'));
    await page.getByRole('heading', { name: 'Relaxed Hoodie' }).waitFor();
    expect(bootstraps.length).toBeGreaterThan(0);
    expect(bootstraps.every((url) => url.searchParams.get('theme_preview_id') === 'preview-1')).toBe(true);
    // The previewed version's saved accent colour (the seed's preview-1: #be185d).
    await expect.poll(() => accent(page)).toBe('#be185d');
    // preview-1 (the seed) sets cart_type 'page': an add goes to the cart page, not the drawer.
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.waitForURL('**/cart');
    await page.getByRole('heading', { name: 'Your Shopping Cart' }).waitFor();
    expect(await page.getByRole('dialog', { name: 'Cart' }).count()).toBe(0);
    await context.close();
  });
});
