/**
 * Live preview and manage bar journeys (001 §2; issue 14): the reference editor page
 * (examples/editor, served at /editor/ on the platform admin's origin, http://127.0.0.1:<port>)
 * drives the storefront in its frame — a settings change redrawn after 800 ms without a reload,
 * an added section, a chosen section scrolled into view, mobile and desktop device modes, the
 * inert sample product — while the same editor page on another origin is ignored; the manage bar
 * shows for an admin (with the sizes of 001 §2) and not for a shopper, nor on a phone, nor on the
 * cart.
 */
import type { Browser, Frame, Page } from 'playwright-core';
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

/** The editor page on `host` and the storefront in its frame, once the storefront has rendered. */
async function openEditor(host: string): Promise<{ page: Page; frame: Frame; close(): Promise<void> }> {
  const { context, page } = await newShopper(browser, 1280);
  await page.goto(shop.url('/editor/', host));
  const handle = await page.locator('#preview').elementHandle();
  const frame = await handle?.contentFrame();
  if (!frame) throw new Error('the editor has no preview frame');
  await frame.waitForURL((url) => url.searchParams.get('preview') === 'true');
  await frame.locator('#featured-product').waitFor();
  return { page, frame, close: () => context.close() };
}

const accentOf = (frame: Frame) =>
  frame.evaluate(() => document.documentElement.style.getPropertyValue('--accent'));
const markerOf = (frame: Frame) =>
  frame.evaluate(() => (window as unknown as { previewMarker?: number }).previewMarker);

describe('live preview', () => {
  it('follows the editor on its origin: redraws settings after 800 ms without a reload, adds and scrolls to a section, switches device, shows the inert sample product', {
    timeout: 240_000,
  }, async () => {
    const { page, frame, close } = await openEditor('127.0.0.1');
    // The storefront told the editor it is ready (the `reloaded` answer).
    await expect.poll(() => page.locator('#status').getAttribute('data-connected')).toBe('true');
    await frame.evaluate(() => {
      (window as unknown as { previewMarker?: number }).previewMarker = 42;
    });

    // Mobile by default (000 §4): the storefront knows, and the frame is phone-wide.
    expect(await frame.evaluate(() => document.documentElement.dataset.previewDevice)).toBe('mobile');
    expect(await frame.evaluate(() => window.innerWidth)).toBeLessThanOrEqual(390);

    // A colour change: redrawn 800 ms after the change (001 §2), in place.
    const before = Date.now();
    await page.locator('#accent').fill('#be185d');
    await expect.poll(() => accentOf(frame)).toBe('#be185d');
    expect(Date.now() - before).toBeGreaterThanOrEqual(800);
    expect(await markerOf(frame)).toBe(42);
    await expect
      .poll(() => page.locator('#log li').first().textContent())
      .toMatch(/reloaded homepage \(answer to m\d+\)/);

    // A new section with its blocks, rendered without a reload.
    await page.locator('#section-heading').fill('Free shipping this week');
    await page.locator('#add-section').click();
    const section = frame.locator('[data-section-id="text-1"]');
    await section.getByRole('heading', { name: 'Free shipping this week' }).waitFor();
    expect(await section.locator('[data-block-id]').count()).toBe(2);
    expect(await markerOf(frame)).toBe(42);

    // Choosing the section scrolls it into view (after 100 ms) and marks it.
    expect(await frame.evaluate(() => window.scrollY)).toBe(0);
    await page.locator('#sections button[data-select="text-1"]').click();
    await expect.poll(() => section.getAttribute('data-selected')).toBe('true');
    await expect
      .poll(() => section.evaluate((element) => Math.round(element.getBoundingClientRect().top)))
      .toBeLessThan(100);
    expect(await frame.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    // A built-in section of the home page is found by its id too.
    const scrolled = await frame.evaluate(() => window.scrollY);
    await page.locator('#sections button[data-select="featured-product"]').click();
    await expect.poll(() => frame.evaluate(() => window.scrollY)).toBeLessThan(scrolled);
    await expect
      .poll(() =>
        frame
          .locator('#featured-product')
          .evaluate((element) => Math.round(element.getBoundingClientRect().top)),
      )
      .toBeLessThan(100);
    await expectAccessible(page);
    await screenshots(page, 'preview-editor');

    // Desktop mode: the frame is wide and the storefront knows it.
    await page.locator('#device-desktop').click();
    await expect
      .poll(() => frame.evaluate(() => document.documentElement.dataset.previewDevice))
      .toBe('desktop');
    expect(await frame.evaluate(() => window.innerWidth)).toBeGreaterThan(390);

    // The editor's product page: the sample product, whose buttons do nothing (001 §2).
    await page.locator('#page').selectOption('product');
    await frame.waitForURL((url) => url.pathname === '/products/preview');
    const sample = frame.locator('.preview-sample');
    await sample.getByRole('heading', { level: 1 }).waitFor();
    expect(await sample.getByRole('button', { name: 'Add to cart' }).isDisabled()).toBe(true);
    await expect.poll(() => page.locator('#log li').first().textContent()).toContain('reloaded product');
    expect(await markerOf(frame)).toBe(42);
    await close();
  });

  it('ignores the same messages from another origin', async () => {
    // The editor page on a host that is not the platform admin's: a foreign origin.
    const { page, frame, close } = await openEditor('demo.localhost');
    await page.locator('#accent').fill('#be185d');
    await page.locator('#add-section').click();
    await page.locator('#device-desktop').click();
    await page.locator('#apply-css').click();
    await page.locator('#page').selectOption('cart');
    await page.waitForTimeout(1500);
    expect(await accentOf(frame)).toBe('');
    expect(await frame.locator('[data-section-id]').count()).toBe(0);
    expect(await frame.evaluate(() => document.documentElement.dataset.previewDevice)).toBe('mobile');
    expect(await frame.evaluate(() => document.getElementById('vitrine-preview-styles'))).toBeNull();
    expect(new URL(frame.url()).pathname).toBe('/');
    // And the storefront's answers go to the admin's origin only: this page hears none.
    expect(await page.locator('#status').getAttribute('data-connected')).toBeNull();
    await close();
  });

  it("keeps the preview's code out of a shopper's page", async () => {
    const { context, page } = await newShopper(browser);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(shop.url('/?preview=true'));
    await page.locator('#featured-product').waitFor();
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => /preview-(host|sections)|sample-product|manage-bar/.test(url))).toEqual(
      [],
    );
    expect(await page.evaluate(() => document.documentElement.dataset.preview)).toBeUndefined();
    await context.close();
  });
});

const manageBar = (page: Page) => page.getByRole('complementary', { name: 'Manage bar' });

describe('manage bar', () => {
  it('shows for an admin from the dashboard with the sizes of 001 §2, and hides on the cart', async () => {
    const { context, page } = await newShopper(browser, 1280);
    await page.goto(shop.url('/?from_dashboard=1'));
    const bar = manageBar(page);
    await bar.waitFor();
    const box = async () =>
      bar.evaluate((element) => {
        const style = getComputedStyle(element);
        return {
          height: element.getBoundingClientRect().height,
          width: element.getBoundingClientRect().width,
          zIndex: style.zIndex,
        };
      });
    expect(await box()).toEqual({ height: 56, width: 1280, zIndex: '999' });
    expect(await bar.locator('iframe').getAttribute('src')).toBe(
      `http://127.0.0.1:${shop.port}/editor/manage-bar.html?shop=${encodeURIComponent(`http://localhost:${shop.port}`)}`,
    );
    await bar.frameLocator('iframe').getByRole('link', { name: 'Customize theme' }).waitFor();
    await expectAccessible(page);
    await screenshots(page, 'manage-bar');

    await page.setViewportSize({ width: 800, height: 900 });
    await expect.poll(async () => (await box()).height).toBe(128);
    await bar.getByRole('button', { name: 'Collapse the manage bar' }).click();
    await expect.poll(async () => (await box()).width).toBe(80);
    await bar.getByRole('button', { name: 'Expand the manage bar' }).click();
    await expect.poll(async () => (await box()).width).toBe(800);

    // The cookie keeps it on the next visit; the cart hides it (001 §2).
    await page.goto(shop.url('/collections/all'));
    await manageBar(page).waitFor();
    await page.goto(shop.url('/cart'));
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForTimeout(500);
    expect(await manageBar(page).count()).toBe(0);
    await context.close();
  });

  it('does not show for a shopper, nor for an admin on a phone', async () => {
    const { context, page } = await newShopper(browser, 1280);
    await page.goto(shop.url('/'));
    await page.locator('#featured-product').waitFor();
    await page.waitForTimeout(500);
    expect(await manageBar(page).count()).toBe(0);
    await context.close();

    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
    });
    const phonePage = await phone.newPage();
    await phonePage.goto(shop.url('/?from_dashboard=1'));
    await phonePage.locator('#featured-product').waitFor();
    await phonePage.waitForTimeout(500);
    expect(await manageBar(phonePage).count()).toBe(0);
    await phone.close();
  });
});
