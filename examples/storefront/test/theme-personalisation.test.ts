/**
 * The personalisation preview of the product page (000 §1 "product pages with … a personalisation
 * preview", 000 §2 Product page): the shop's render (personalize-render.json, 000 §7) shows the
 * chosen design's mockup, another design shows at once, the words a shopper types into a
 * previewable product's text options show on it as they type; a picture that does not load shows
 * 'products.cannot_show_preview' and is reported with personalize=preview (001 §8); a product that
 * cannot be previewed shows none (decisions 0149, 0453).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchChromium, newShopper, screenshots } from './harness/browser';
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

describe('personalisation preview', () => {
  it("shows the shop's design, another one at once, and the words on it as the shopper types them", async () => {
    const { context, page } = await newShopper(browser);
    await page.goto(shop.url('/products/custom-photo-mug'));
    await page.getByRole('heading', { name: 'Custom Photo Mug' }).waitFor();
    const preview = page.getByRole('figure', { name: /Type your text|Preview/ });
    await preview.waitFor();
    // The render's first design: its mockup is the picture.
    const picture = preview.locator('img');
    await expect.poll(() => picture.getAttribute('src')).toMatch(/mug-mockup-glossy/);
    const designs = preview.getByRole('group', { name: 'Designs' });
    const second = designs.getByRole('button', { name: 'Design 2' });
    expect(await designs.getByRole('button', { name: 'Design 1' }).getAttribute('aria-pressed')).toBe('true');
    await second.click();
    await expect.poll(() => picture.getAttribute('src')).toMatch(/mug-mockup-matte/);
    expect(await second.getAttribute('aria-pressed')).toBe('true');
    // The picture shown is a real one.
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    expect(await preview.getByTestId('personalisation-text').count()).toBe(0);
    const field = page.getByLabel('Name on mug *');
    await field.pressSequentially('Ada');
    await expect.poll(() => preview.getByTestId('personalisation-text').textContent()).toBe('Ada');
    await field.pressSequentially(' L.');
    await expect.poll(() => preview.getByTestId('personalisation-text').textContent()).toBe('Ada L.');
    await expect.poll(() => preview.locator('figcaption').textContent()).toBe('Preview: Ada L.');
    await expectAccessible(page);
    await screenshots(page, 'personalisation-preview');
    await field.fill('');
    await expect.poll(() => preview.getByTestId('personalisation-text').count()).toBe(0);
    await context.close();
  });

  it("a design's picture that does not load shows the spec's message and is reported with personalize=preview", async () => {
    const { context, page } = await newShopper(browser);
    await page.route(/\/images\/mug-mockup-/, (route) => route.abort());
    const reported: unknown[] = [];
    page.on('console', (message) => {
      if (!message.text().startsWith('[vitrine] error reported')) return;
      const detail = message.args()[1];
      if (detail)
        void detail
          .evaluate((value) => (value as { tags: unknown }).tags)
          .then((tags) => reported.push(tags));
    });
    await page.goto(shop.url('/products/custom-photo-mug'));
    const preview = page.getByRole('figure', { name: /Type your text|Preview/ });
    await preview.waitFor();
    await preview.scrollIntoViewIfNeeded();
    await preview.getByText('products.cannot_show_preview').waitFor();
    expect(await preview.locator('img').count()).toBe(0);
    await expect.poll(() => reported).toEqual([{ personalize: 'preview' }]);
    await expectAccessible(page);
    // With the pictures back, the preview renders again.
    await page.unroute(/\/images\/mug-mockup-/);
    await preview.getByRole('button', { name: 'Try the preview again' }).click();
    await expect.poll(() => preview.locator('img').getAttribute('src')).toMatch(/mug-mockup-glossy/);
    await context.close();
  });

  it('a product that cannot be previewed has no preview', async () => {
    const { context, page } = await newShopper(browser);
    await page.goto(shop.url('/products/classic-crew-tee'));
    await page.getByRole('heading', { name: 'Classic Crew Tee' }).waitFor();
    await page.getByRole('button', { name: 'Add to cart' }).waitFor();
    expect(await page.locator('.personalisation-preview').count()).toBe(0);
    await context.close();
  });
});
