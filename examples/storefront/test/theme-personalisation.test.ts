/**
 * The personalisation preview of the product page (000 §1 "product pages with … a personalisation
 * preview", 000 §2 Product page): the words a shopper types into a previewable product's text
 * options show on its picture as they type; a product that cannot be previewed shows none.
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
  it('shows the words on the product as the shopper types them', async () => {
    const { context, page } = await newShopper(browser);
    await page.goto(shop.url('/products/custom-photo-mug'));
    await page.getByRole('heading', { name: 'Custom Photo Mug' }).waitFor();
    const preview = page.getByRole('figure', { name: /Type your text|Preview/ });
    await preview.waitFor();
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

  it('a product that cannot be previewed has no preview', async () => {
    const { context, page } = await newShopper(browser);
    await page.goto(shop.url('/products/classic-crew-tee'));
    await page.getByRole('heading', { name: 'Classic Crew Tee' }).waitFor();
    await page.getByRole('button', { name: 'Add to cart' }).waitFor();
    expect(await page.locator('.personalisation-preview').count()).toBe(0);
    await context.close();
  });
});
