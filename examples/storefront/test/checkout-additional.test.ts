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
  it('shows the balance an order owes, pays it with the test card and another billing address (pressed incomplete, it says what is missing; complete, its country from the list), then says it is paid', async () => {
    const { context, page } = await newShopper(browser);
    await page.goto(shop.url('/checkout-additional/ord_demo_1003'));
    await expect.poll(() => page.getByText('Balance due').count()).toBeGreaterThan(0);
    const pay = page.getByRole('button', { name: 'Pay $12.50' });
    await pay.waitFor();
    await expectAccessible(page);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel(/Expir/).fill('12/40');
    await page.getByLabel(/CVC|CVV|Security/i).fill('123');
    // Another billing address is sent complete, its country picked from the list. Pay pressed
    // before: the first field missing says so ('Field is required.', 000 §5) and has the keyboard,
    // and nothing is paid.
    await page.getByLabel('Same as shipping address').uncheck();
    const billing = page.locator('.billing-fields');
    await billing.getByLabel('First name').fill('Dana');
    await billing.getByLabel('Last name').fill('Demo');
    await billing.getByLabel('Address', { exact: true }).fill('2 Rue de Rivoli');
    const paid: string[] = [];
    const record = (request: { method(): string; url(): string }) => {
      if (request.method() === 'POST' && request.url().includes('/checkout-additional.json'))
        paid.push(request.url());
    };
    page.on('request', record);
    expect(await pay.isEnabled()).toBe(true);
    await pay.click();
    const city = billing.getByRole('textbox', { name: 'City', exact: true });
    await expect.poll(() => city.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await city.getAttribute('aria-invalid')).toBe('true');
    await billing.getByText('Field is required.').first().waitFor();
    page.off('request', record);
    expect(paid).toEqual([]);
    await city.fill('Paris');
    await billing.getByLabel('ZIP code').fill('75001');
    await billing.getByLabel('Country').selectOption('FR');
    const sent = page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().includes('/checkout-additional.json'),
    );
    await pay.click();
    const body = (await sent).postDataJSON() as {
      is_using_same_address?: boolean;
      billing_address?: { country_code?: string; country?: string; city?: string };
    };
    expect(body.is_using_same_address).toBe(false);
    expect(body.billing_address).toMatchObject({ country_code: 'FR', country: 'France', city: 'Paris' });
    await expect.poll(() => page.getByText('Thank you! The balance has been paid.').count()).toBe(1);
    await page.reload();
    await expect.poll(() => page.getByText('This order has no balance left to pay.').count()).toBe(1);
    await context.close();
  });
});
