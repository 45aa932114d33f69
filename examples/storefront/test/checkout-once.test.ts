/**
 * Checkout journeys that must never make two orders, and the ways into a checkout (001 §2, §4;
 * issue 14): a double-clicked "Place order" and two tabs paying at once make exactly one order
 * (counted in the platform's database); an item sold out at order time stops the order with its
 * text; a reload keeps what was typed; the route's query step opens at that step when it is
 * reached; a recovered checkout link of a completed checkout opens a
 * fresh clone; a shop whose order limit is reached sends the shopper to /limit-order.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  addToCart,
  CARDS,
  checkoutToken,
  chooseShipping,
  fillCard,
  fillContact,
  goToCheckout,
  ordersOf,
  thankYou,
} from './checkout-journey';
import { launchChromium, newShopper } from './harness/browser';
import { type StorefrontShop, startShop } from './harness/shop';

// A checkout journey is long on this shared machine (axe, screenshots, the payment).
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

describe('checkout: one order, and the ways in', () => {
  it('a double-clicked "Place order" makes one order', async () => {
    const { context, page } = await newShopper(browser);
    await addToCart(page, shop);
    const token = await goToCheckout(page, shop);
    await fillContact(page);
    await chooseShipping(page);
    await fillCard(page, CARDS.ok);
    await page.getByRole('button', { name: 'Place order' }).dblclick();
    await thankYou(page);
    expect(await ordersOf(shop, token)).toBe(1);
    await context.close();
  });

  it('two tabs placing the same checkout at once make one order', async () => {
    const { context, page } = await newShopper(browser);
    await addToCart(page, shop);
    const token = await goToCheckout(page, shop);
    await fillContact(page);
    await chooseShipping(page);
    const other = await context.newPage();
    await other.goto(page.url());
    await other.getByLabel('Card number').waitFor({ timeout: 20_000 });
    await fillCard(page, CARDS.ok);
    await fillCard(other, CARDS.ok);
    await Promise.all([
      page.getByRole('button', { name: 'Place order' }).click(),
      other.getByRole('button', { name: 'Place order' }).click(),
    ]);
    await Promise.all([thankYou(page), thankYou(other)]);
    expect(await ordersOf(shop, token)).toBe(1);
    await context.close();
  });

  it('an item sold out at order time: its text, no order', async () => {
    const { context, page } = await newShopper(browser);
    await addToCart(page, shop, 'relaxed-hoodie');
    const token = await goToCheckout(page, shop);
    await fillContact(page);
    await chooseShipping(page);
    await fillCard(page, CARDS.ok);
    await shop.server.database.query(
      `update variants set track_quantity = true, quantity = 0
        where product_id in (select p.id from products p join shop_domains d on d.shop_id = p.shop_id
                              where d.domain = 'localhost' and p.handle = 'relaxed-hoodie')`,
    );
    await page.getByRole('button', { name: 'Place order' }).click();
    await page
      .locator('#payment-error')
      .filter({ hasText: /out of stock/i })
      .waitFor({ timeout: 20_000 });
    expect(await ordersOf(shop, token)).toBe(0);
    await shop.server.database.query(
      `update variants set track_quantity = false
        where product_id in (select p.id from products p join shop_domains d on d.shop_id = p.shop_id
                              where d.domain = 'localhost' and p.handle = 'relaxed-hoodie')`,
    );
    await context.close();
  });

  it('a reload keeps what was typed and what was saved', async () => {
    const { context, page } = await newShopper(browser);
    await addToCart(page, shop);
    await goToCheckout(page, shop);
    await page.getByLabel('Email', { exact: true }).fill('reload@example.com');
    await page.getByLabel('First name').fill('Rita');
    await page.reload();
    await expect.poll(() => page.getByLabel('First name').inputValue(), { timeout: 20_000 }).toBe('Rita');
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe('reload@example.com');
    await fillContact(page, 'reload@example.com');
    await page
      .getByRole('radio', { name: /^Standard/ })
      .first()
      .waitFor({ timeout: 20_000 });
    await page.reload();
    await page.getByText('reload@example.com').waitFor({ timeout: 20_000 });
    await page.getByText(/1 Market Street/).waitFor();
    await context.close();
  });

  it("the route's query step opens the checkout at that step once the checkout reaches it, else where it does (001 §2; 0500)", async () => {
    const { context, page } = await newShopper(browser);
    await addToCart(page, shop);
    const token = await goToCheckout(page, shop);
    // A new checkout reaches contact_information only: the payment step asked for falls back to it.
    await page.goto(shop.url(`/checkouts/${token}?step=payment_method`));
    await page.getByLabel('First name').waitFor({ timeout: 20_000 });
    expect(await page.getByLabel('Card number').count()).toBe(0);
    await fillContact(page);
    await chooseShipping(page);
    // Every step reached: each step asked for is the one shown.
    await page.goto(shop.url(`/checkouts/${token}?step=shipping_method`));
    await page.getByText('Choose a shipping method to see the payment methods.').waitFor({ timeout: 20_000 });
    await page
      .getByRole('radio', { name: /^Standard/ })
      .first()
      .waitFor({ timeout: 15_000 });
    expect(await page.getByLabel('First name').count()).toBe(0);
    expect(await page.getByLabel('Card number').count()).toBe(0);
    await page.goto(shop.url(`/checkouts/${token}?step=contact_information`));
    await expect.poll(() => page.getByLabel('First name').inputValue(), { timeout: 20_000 }).toBe('Dana');
    expect(await page.getByLabel('Card number').count()).toBe(0);
    // Without a step: the furthest step the checkout reaches, where it pays.
    await page.goto(shop.url(`/checkouts/${token}`));
    await page.getByLabel('Card number').waitFor({ timeout: 20_000 });
    await fillCard(page, CARDS.ok);
    await page.getByRole('button', { name: 'Place order' }).click();
    await thankYou(page);
    expect(await ordersOf(shop, token)).toBe(1);
    await context.close();
  });

  it('a recovered checkout link of a completed checkout opens a clone to pay again', async () => {
    const { context, page } = await newShopper(browser);
    await addToCart(page, shop);
    const token = await goToCheckout(page, shop);
    await fillContact(page);
    await chooseShipping(page);
    await fillCard(page, CARDS.ok);
    await page.getByRole('button', { name: 'Place order' }).click();
    await thankYou(page);
    // 001 §4: any recover key of a completed checkout answers 400, so the checkout is cloned.
    await page.goto(shop.url(`/checkouts/${token}/recover?key=stale`));
    await page.waitForURL((url) => !url.pathname.includes(token), { timeout: 20_000 });
    await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor({ timeout: 20_000 });
    expect(checkoutToken(page)).not.toBe(token);
    // The cart adopted the clone (001 §4 "the new checkout token is stored"): its items are back.
    await page.goto(shop.url('/cart'));
    await page.getByRole('button', { name: 'Check out' }).waitFor({ timeout: 15_000 });
    expect(await page.locator('main').getByText('Your cart is empty.').count()).toBe(0);
    await context.close();
  });

  it('a checkout of a shop whose order limit is reached goes to /limit-order (403)', async () => {
    const { context, page } = await newShopper(browser);
    const host = 'limited.localhost';
    const [product] = await shop.server.database.query<{ handle: string }>(
      `select p.handle from products p join shop_domains d on d.shop_id = p.shop_id
        where d.domain = $1 and p.published order by p.id limit 1`,
      [host],
    );
    await page.goto(shop.url(`/products/${product?.handle ?? ''}`, host));
    const add = page.getByRole('button', { name: 'Add to cart' });
    await expect.poll(() => add.isEnabled(), { timeout: 15_000 }).toBe(true);
    await add.click();
    await expect.poll(() => page.locator('.cart-count').textContent(), { timeout: 15_000 }).toBe('1');
    await page.goto(shop.url('/cart', host));
    await page.getByRole('button', { name: 'Check out' }).click();
    await page.waitForURL((url) => url.pathname === '/limit-order', { timeout: 20_000 });
    await context.close();
  });
});
