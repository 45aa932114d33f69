/**
 * Checkout-additional (001 §2 `/checkout-additional/{token}`, §7) in headless Chromium on a fresh
 * database: the seeded order ord_demo_1003 owes a balance; the shopper pays it with the test card
 * and the page says it is paid; the balance is 0 afterwards.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchChromium, newShopper } from './harness/browser';
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

describe('checkout-additional', () => {
  it('shows the balance an order owes, pays it with the test card, then says it is paid', async () => {
    const { context, page } = await newShopper(browser);
    await page.goto(shop.url('/checkout-additional/ord_demo_1003'));
    await expect.poll(() => page.getByText('Balance due').count()).toBeGreaterThan(0);
    const pay = page.getByRole('button', { name: 'Pay $12.50' });
    await pay.waitFor();
    await expectAccessible(page);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel(/Expir/).fill('12/40');
    await page.getByLabel(/CVC|CVV|Security/i).fill('123');
    await pay.click();
    await expect.poll(() => page.getByText('Thank you! The balance has been paid.').count()).toBe(1);
    await page.reload();
    await expect.poll(() => page.getByText('This order has no balance left to pay.').count()).toBe(1);
    await context.close();
  });
});
