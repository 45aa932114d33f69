/**
 * The wallet express button of the cart page (000 §2: offered when the paypal_smart_button flag
 * is on; 001 §4 PayPal express approval, §5 PayPal order request; decision 0483). There is no
 * network here: the wallet's SDK address is answered with a small fake `paypal` global whose
 * button calls createOrder, then onApprove with the order's id, as the real one does once the
 * shopper approved in their wallet. The order and the approval are the reference server's
 * sandbox (examples/platform-api/PAYMENTS.md).
 */
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  addToCart,
  checkoutToken,
  chooseShipping,
  fillContact,
  goToCheckout,
  ordersOf,
  thankYou,
} from './checkout-journey';
import { launchChromium, newShopper } from './harness/browser';
import { type StorefrontShop, startShop } from './harness/shop';

vi.setConfig({ testTimeout: 120_000 });

/** Where the wallet SDK loads from (001 §4), whatever its query. */
const WALLET_SDK = /^https:\/\/www\.paypal\.com\/sdk\/js\?/;

/** The fake wallet SDK: `paypal.Buttons({ createOrder, onApprove }).render(container)`. */
const FAKE_SDK = `
window.paypal = {
  Buttons: function (options) {
    return {
      render: function (container) {
        var target = typeof container === 'string' ? document.querySelector(container) : container;
        var button = document.createElement('button');
        button.type = 'button';
        button.textContent = 'Pay with PayPal';
        button.addEventListener('click', function () {
          Promise.resolve(options.createOrder()).then(function (orderID) {
            return options.onApprove({ orderID: orderID, payerID: 'SANDBOXPAYER' });
          }, options.onError);
        });
        target.appendChild(button);
        return Promise.resolve();
      },
    };
  },
};`;

let shop: StorefrontShop;
let browser: Browser;
beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

/** A shopper whose page answers the wallet SDK with the fake one; the SDK requests it saw. */
async function shopperWithWallet(): Promise<{ page: Page; sdkLoads: string[]; close: () => Promise<void> }> {
  const { context, page } = await newShopper(browser);
  const sdkLoads: string[] = [];
  await context.route(WALLET_SDK, (route) => {
    sdkLoads.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: FAKE_SDK });
  });
  return { page, sdkLoads, close: () => context.close() };
}

/** The cart page's subtotal in major units ("$45.00" → 45). */
async function subtotalOf(page: Page): Promise<number> {
  const text =
    (await page.locator('section[aria-labelledby="cart-title"] .totals .price').textContent()) ?? '';
  return Number(text.replace(/[^0-9.]/g, ''));
}

describe('the wallet express button on the cart page', () => {
  it('flag on: the wallet button creates the order for the cart; approved, the shopper lands on checkout at contact_information with the wallet as payment method, and pays with it', async () => {
    const { page, sdkLoads, close } = await shopperWithWallet();
    await addToCart(page, shop);
    await page.goto(shop.url('/cart'));
    const wallet = page.getByRole('button', { name: 'Pay with PayPal' });
    await wallet.waitFor({ timeout: 30_000 });
    // 001 §4: the SDK of the shop's wallet method, in the store currency, loaded once.
    expect(sdkLoads).toEqual([
      'https://www.paypal.com/sdk/js?client-id=sb-vitrine&intent=authorize&currency=USD&disable-funding=credit',
    ]);
    const subtotal = await subtotalOf(page);
    expect(subtotal).toBeGreaterThan(0);

    const created = page.waitForRequest((request: Request) =>
      request.url().includes('/paypal-express/create-order.json'),
    );
    await wallet.click();
    // 001 §5: the order request the shopper's cart produces (no address or phone given yet).
    const body = (await created).postDataJSON() as { order_request: Record<string, unknown> };
    expect(body.order_request).toEqual({ amount: subtotal, currency: 'USD' });

    // 001 §4: the checkout at contact_information, with the wallet as its payment method.
    await page.waitForURL(/\/checkouts\/[^/?]+\?step=contact_information$/, { timeout: 30_000 });
    await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor({ timeout: 30_000 });
    const review = page.locator('.checkout-review').first();
    await expect.poll(() => review.textContent()).toContain('Payment methodPayPal');

    // Then through the steps, and the order is paid with the wallet order approved on the cart.
    const token = checkoutToken(page);
    await fillContact(page);
    const standard = page.getByRole('radio', { name: /^Standard/ }).first();
    await standard.waitFor({ timeout: 15_000 });
    await standard.click();
    const walletMethod = page.getByRole('radio', { name: 'PayPal', exact: true });
    await walletMethod.waitFor({ timeout: 15_000 });
    expect(await walletMethod.isChecked()).toBe(true);
    await page.getByText('Approved in PayPal: place the order to pay with it.').waitFor();
    await page.getByRole('button', { name: 'Place order' }).click();
    await thankYou(page);
    expect(await ordersOf(shop, token)).toBe(1);
    await close();
  });

  it("at the payment step: the wallet's button shows when the wallet is picked; approved, the checkout stays there and pays with it (0500)", async () => {
    const { page, close } = await shopperWithWallet();
    await addToCart(page, shop);
    const token = await goToCheckout(page, shop);
    await fillContact(page);
    await chooseShipping(page);
    const walletMethod = page.getByRole('radio', { name: 'PayPal', exact: true });
    await walletMethod.waitFor({ timeout: 15_000 });
    // The test gateway stays the default; the wallet can be picked (0422 listed it as unavailable).
    expect(await walletMethod.isChecked()).toBe(false);
    await walletMethod.click();
    const placeOrder = page.getByRole('button', { name: 'Place order' });
    const wallet = page.getByRole('button', { name: 'Pay with PayPal' });
    await wallet.waitFor({ timeout: 30_000 });
    expect(await placeOrder.isDisabled()).toBe(true);
    const created = page.waitForRequest((request: Request) =>
      request.url().includes('/paypal-express/create-order.json'),
    );
    await wallet.click();
    await created;
    await page.getByText('Approved in PayPal: place the order to pay with it.').waitFor({ timeout: 30_000 });
    await page.waitForURL(/\?step=payment_method$/);
    expect(await walletMethod.isChecked()).toBe(true);
    await expect.poll(() => placeOrder.isEnabled()).toBe(true);
    await placeOrder.click();
    await thankYou(page);
    expect(await ordersOf(shop, token)).toBe(1);
    await close();
  });

  it('flag off: no wallet button and no wallet SDK on the cart page', async () => {
    await shop.server.database.query(
      `update feature_flags set force_disable = true where name = 'paypal_smart_button'`,
    );
    try {
      const { page, sdkLoads, close } = await shopperWithWallet();
      await addToCart(page, shop);
      await page.goto(shop.url('/cart'));
      await page.getByRole('button', { name: 'Check out' }).waitFor();
      // The flags settle within their 2000 ms time-out (001 §9); the button would be there by then.
      await page.waitForTimeout(3_000);
      expect(await page.getByRole('button', { name: /PayPal/ }).count()).toBe(0);
      expect(await page.locator('.wallet-express').count()).toBe(0);
      expect(sdkLoads).toEqual([]);
      await close();
    } finally {
      await shop.server.database.query(
        `update feature_flags set force_disable = false where name = 'paypal_smart_button'`,
      );
    }
  });
});
