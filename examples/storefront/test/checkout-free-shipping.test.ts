/**
 * Free-shipping progress in the checkout's order summary (issue 14; docs/decisions/0432): with one
 * $58 hoodie the shopper reads how much more buys free shipping beside a progress bar; with a second
 * one ($116, above the demo shop's $100) the bar gives way to the reached text and the free rate is
 * among the shipping methods.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addToCart, fillContact, goToCheckout } from './checkout-journey';
import { expectAccessible, launchChromium, newShopper, screenshots } from './harness/browser';
import { type StorefrontShop, startShop } from './harness/shop';

vi.setConfig({ testTimeout: 180_000 });

let shop: StorefrontShop;
let browser: Browser;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

describe('checkout: free-shipping progress', () => {
  it('shows what is left to spend with a progress bar, then the reached text above $100', async () => {
    const { context, page } = await newShopper(browser);
    await addToCart(page, shop);
    await goToCheckout(page, shop);
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    await summary.getByText('Spend $42.00 more for free shipping').waitFor({ timeout: 15_000 });
    const bar = summary.getByRole('progressbar', { name: 'Spend $42.00 more for free shipping' });
    expect(await bar.getAttribute('value')).toBe('58');
    expect(await bar.getAttribute('aria-valuetext')).toBe('58% of $100.00');
    await expectAccessible(page);
    await screenshots(page, 'checkout-free-shipping-progress');

    await addToCart(page, shop);
    await goToCheckout(page, shop);
    await summary.getByText('Your order qualifies for free shipping.').waitFor({ timeout: 15_000 });
    expect(await summary.getByRole('progressbar').count()).toBe(0);
    expect(await summary.getByText(/more for free shipping/).count()).toBe(0);
    await fillContact(page);
    await page.getByRole('radio', { name: /^Free standard/ }).waitFor({ timeout: 15_000 });
    await context.close();
  });
});
