/**
 * Overlay journeys (000 §4 UI overlays: the search panel and the sidebar, beside the mini cart) and
 * the locale switcher (000 §1, §9 multi-locale): keyboard and screen-reader use, axe on the open
 * overlays, screenshots at 390 and 1280 px.
 */
import type { Browser, Page } from 'playwright-core';
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
  // STOREFRONT_DIST_DIR: a build of one's own (the shared dist is rebuilt by every journey run).
  const dist = process.env.STOREFRONT_DIST_DIR;
  [shop, browser] = await Promise.all([startShop(dist ? { storefrontDir: dist } : {}), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

/** Whether the focused element is inside the open dialog. */
const focusInDialog = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest('dialog[open]') !== null);

/** Tabs through more stops than the dialog has; focus must never leave it. */
async function expectFocusKept(page: Page, presses: number): Promise<void> {
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press('Tab');
    expect(await focusInDialog(page), `focus after ${i + 1} Tab`).toBe(true);
  }
}

describe('overlays', () => {
  it('the search panel opens from the header, lists results as the shopper types, keeps focus, closes on Escape', async () => {
    const { context, page } = await newShopper(browser);
    await page.goto(shop.url('/'));
    await page.locator('.grid .card').first().waitFor();
    const opener = page.locator('.site-header').getByRole('button', { name: 'Search', exact: true });
    await opener.click();
    const panel = page.getByRole('dialog', { name: 'Search' });
    await panel.waitFor();
    // The query field has the focus at once.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('search');
    await page.keyboard.type('tee');
    const results = panel.getByRole('list', { name: 'Search results' }).getByRole('link');
    await expect.poll(() => results.count()).toBeGreaterThan(0);
    expect(await results.first().textContent()).toMatch(/tee/i);
    await expectAccessible(page);
    await expectFocusKept(page, 8);
    await screenshots(page, 'overlay-search');
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.isVisible()).toBe(false);
    // Focus returns to the button that opened it.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Search');
    await context.close();
  });

  it('a result opens its product, "View all results" the search page with the query; each closes the panel', async () => {
    const { context, page } = await newShopper(browser);
    await page.goto(shop.url('/'));
    const opener = page.locator('.site-header').getByRole('button', { name: 'Search', exact: true });
    await opener.click();
    const panel = page.getByRole('dialog', { name: 'Search' });
    await panel.getByRole('searchbox').fill('tee');
    const first = panel.getByRole('list', { name: 'Search results' }).getByRole('link').first();
    await first.waitFor();
    await first.click();
    await page.waitForURL('**/products/**');
    expect(await panel.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Add to cart' }).waitFor();

    await opener.click();
    await panel.getByRole('searchbox').fill('mug');
    await panel.getByRole('searchbox').press('Enter');
    await panel.getByRole('link', { name: 'View all results' }).click();
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'mug');
    expect(await panel.isVisible()).toBe(false);
    await page.locator('.grid .card').first().waitFor();
    await context.close();
  });

  it("a main-menu item's submenu pops open after the pointer rests 300 ms, at once from its toggle; Escape closes it (000 §9)", async () => {
    const { context, page } = await newShopper(browser);
    await page.goto(shop.url('/'));
    await storefrontReady(page);
    const menu = page.locator('#main-menu');
    const submenuLink = menu.getByRole('link', { name: 'Staff Picks' });
    expect(await submenuLink.isVisible()).toBe(false);
    // The page's timers under the test's hand: the delay is counted, not waited for.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await menu.getByRole('link', { name: 'Collections', exact: true }).hover();
    await page.clock.runFor(250);
    expect(await submenuLink.isVisible()).toBe(false);
    await page.clock.runFor(60);
    await submenuLink.waitFor();
    await page.clock.resume();
    await expectAccessible(page);
    await page.mouse.move(5, 880);
    await expect.poll(() => submenuLink.isVisible()).toBe(false);
    // Keyboard: the toggle opens at once; Escape closes and gives the toggle its focus back.
    const toggle = menu.getByRole('button', { name: 'Collections submenu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await submenuLink.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await submenuLink.focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => submenuLink.isVisible()).toBe(false);
    expect(await toggle.evaluate((element) => element === document.activeElement)).toBe(true);
    await toggle.press('Enter');
    await submenuLink.click();
    await page.waitForURL('**/collections/staff-picks');
    await expect.poll(() => submenuLink.isVisible()).toBe(false);
    await context.close();
  });

  it('the sidebar opens the main menu on a phone, keeps focus, closes on Escape and when a link is followed', async () => {
    const { context, page } = await newShopper(browser, 390);
    await page.goto(shop.url('/'));
    await page.locator('.grid .card').first().waitFor();
    const opener = page.locator('.site-header').getByRole('button', { name: 'Menu' });
    await opener.click();
    const sidebar = page.getByRole('dialog', { name: 'Vitrine Demo' });
    await sidebar.waitFor();
    const menu = sidebar.getByRole('navigation', { name: 'Menu' });
    for (const name of ['Home', 'All products', 'Collections', 'Apparel', 'Staff Picks', 'Log in']) {
      await menu.getByRole('link', { name, exact: true }).waitFor();
    }
    await expectAccessible(page);
    await expectFocusKept(page, 12);
    await screenshots(page, 'overlay-sidebar');
    await page.keyboard.press('Escape');
    await expect.poll(() => sidebar.isVisible()).toBe(false);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Menu');

    await opener.click();
    await menu.getByRole('link', { name: 'All products' }).click();
    await page.waitForURL('**/collections/all');
    expect(await sidebar.isVisible()).toBe(false);
    await context.close();
  });

  it('the mini cart keeps focus inside and closes on a click on the backdrop, as every overlay (decision 0451)', async () => {
    const { context, page } = await newShopper(browser);
    await page.goto(shop.url('/products/classic-crew-tee'));
    const add = page.getByRole('button', { name: 'Add to cart' });
    await expect.poll(() => add.isEnabled()).toBe(true);
    await add.click();
    // the demo shop's after-add setting opens the mini cart
    const drawer = page.getByRole('dialog', { name: 'Cart' });
    await drawer.waitFor();
    await drawer.getByRole('link', { name: 'Your Shopping Cart' }).waitFor();
    await expectFocusKept(page, 16);
    // Beside the panel, on the backdrop.
    await page.mouse.click(40, 450);
    await expect.poll(() => drawer.isVisible()).toBe(false);
    // Closed for the cart too: the header's button opens it again.
    await page.locator('.site-header .cart-button').click();
    await drawer.waitFor();
    await context.close();
  });

  it("the mini cart's Check out pressed right after a quantity typed goes to checkout (000 §4 Cart 'Go to checkout waits 500 ms')", async () => {
    const { context, page } = await newShopper(browser);
    await page.goto(shop.url('/products/classic-crew-tee'));
    const add = page.getByRole('button', { name: 'Add to cart' });
    await expect.poll(() => add.isEnabled()).toBe(true);
    await add.click();
    // the demo shop's after-add setting opens the mini cart
    const drawer = page.getByRole('dialog', { name: 'Cart' });
    await drawer.getByRole('link', { name: 'Your Shopping Cart' }).waitFor();
    // A cart change takes a moment, as on a phone's network.
    await page.route(
      (url) => url.pathname.endsWith('/cart/update.json'),
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        await route.continue();
      },
    );
    await drawer.getByRole('spinbutton', { name: 'Quantity, Classic Crew Tee' }).fill('2');
    // Pressing the button leaves the field, which sends its quantity: the press is still a click.
    await drawer.getByRole('button', { name: 'Check out' }).click();
    await page.waitForURL('**/checkouts/**', { timeout: 15_000 });
    expect(new URL(page.url()).pathname).toMatch(/^\/checkouts\/[^/]+$/);
    await context.close();
  });

  it('opening an overlay closes the mini cart: one overlay at a time', async () => {
    const { context, page } = await newShopper(browser);
    await page.goto(shop.url('/'));
    await page.locator('.grid .card').first().waitFor();
    await page.locator('.site-header .cart-button').click();
    const drawer = page.getByRole('dialog', { name: 'Cart' });
    await drawer.waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.isVisible()).toBe(false);
    await page.locator('.site-header').getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('dialog', { name: 'Search' }).waitFor();
    expect(await page.locator('dialog[open]').count()).toBe(1);
    await context.close();
  });
});

describe('locale switcher', () => {
  it('shows where the shop has several locales; another locale changes the texts and prices everywhere at once, without a reload', async () => {
    const { context, page } = await newShopper(browser);
    await page.goto(shop.url('/products/classic-crew-tee'));
    await page.getByText('Our heavyweight cotton tee, in three colours.').waitFor();
    const language = page.locator('.header-actions').getByLabel('Language');
    // Each locale named in its own language: the server's names, kept by hydration (decision
    // 0469), and the same once the shopper reaches for the list.
    const names = [expect.stringMatching(/English/), 'français (France)'];
    expect(await language.locator('option').allTextContents()).toEqual(names);
    await language.focus();
    expect(await language.locator('option').allTextContents()).toEqual(names);
    await page.locator('.header-actions').getByLabel('Currency').selectOption('EUR');
    const price = page.locator('main .price').first();
    await expect.poll(() => price.textContent()).toMatch(/€/);
    // Something in the mini cart too, so a second place shows a price.
    await page.getByRole('button', { name: 'Add to cart' }).click();
    const drawer = page.getByRole('dialog', { name: 'Cart' });
    await drawer.waitFor();
    const linePrice = drawer.locator('.price').first();
    await expect.poll(() => linePrice.textContent()).toMatch(/€/);
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.isVisible()).toBe(false);
    const before = await price.textContent();
    // A review's date, written the American way.
    const reviewDate = page.locator('.reviews-widget .review time').first();
    await expect.poll(() => reviewDate.textContent()).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    // A marker on the window: a reload would drop it.
    await page.evaluate(() => {
      (window as unknown as { localeMarker?: string }).localeMarker = 'same page';
    });
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    await language.selectOption('fr-FR');
    await page.getByText('Notre t-shirt en coton épais, en trois couleurs.').waitFor();
    await expect.poll(() => language.inputValue()).toBe('fr-FR');
    // The same amount, written the French way (the locale's conventions for another currency).
    await expect.poll(() => price.textContent()).not.toBe(before);
    expect(await price.textContent()).toMatch(/\d,\d{2}\s?€/);
    // The review's date, the French way.
    await expect.poll(() => reviewDate.textContent()).toMatch(/^\d{1,2} \S+ \d{4}$/);
    // The mini cart's prices too.
    await page.locator('.site-header .cart-button').click();
    await drawer.waitFor();
    expect(await linePrice.textContent()).toMatch(/\d,\d{2}\s?€/);
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fr-FR');
    expect(await page.evaluate(() => (window as unknown as { localeMarker?: string }).localeMarker)).toBe(
      'same page',
    );
    expect(loads).toBe(0);
    // Kept for the next pages (the locale cookie, 000 §9).
    await page.goto(shop.url('/collections/all'));
    await expect
      .poll(() => page.locator('.header-actions').getByLabel('Language').inputValue())
      .toBe('fr-FR');
    await expectAccessible(page);
    await screenshots(page, 'locale-fr');
    await context.close();
  });

  it('is not shown where the shop has one locale', async () => {
    const { context, page } = await newShopper(browser);
    await page.goto(shop.url('/', 'euro.localhost'));
    await page.locator('.grid .card').first().waitFor();
    expect(await page.locator('.header-actions').getByLabel('Language').count()).toBe(0);
    await context.close();
  });
});
