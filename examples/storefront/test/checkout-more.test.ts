/**
 * Checkout journeys around the payment (001 §4, §5, §8; issue 14): each discount code of the seed
 * with its text of 001 §8; a signed-in customer's checkout pre-filled; the post-purchase offer
 * after the order accepted and charged once; the multi-step layout on a shop set to it.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  addToCart,
  CARDS,
  chooseShipping,
  fillCard,
  fillContact,
  goToCheckout,
  ordersOf,
  thankYou,
} from './checkout-journey';
import {
  expectAccessible,
  expectNoHorizontalScroll,
  launchChromium,
  newShopper,
  screenshots,
} from './harness/browser';
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

/** Applies a code and waits for its text under the discount form. */
async function applyCode(page: Page, code: string, text: string): Promise<void> {
  await page.getByLabel('Discount code').fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.locator('#discount-error').filter({ hasText: text }).waitFor({ timeout: 15_000 });
}

/** Holds the requests matching `url` until the returned function is called (a request in flight). */
async function holdRequests(page: Page, url: RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    return route.continue();
  });
  return release;
}

/** The name of the landmark or section holding the keyboard's focus ('' on the page's start). */
function focusedSection(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (active === null || active === document.body) return '';
    const section = active.closest('section');
    const labelledBy = section?.getAttribute('aria-labelledby');
    const label = labelledBy
      ? document.getElementById(labelledBy)?.textContent
      : section?.getAttribute('aria-label');
    return label ?? active.tagName;
  });
}

/**
 * The handle of a product outside the apparel collection (SHOESONLY's, the seed), with no options
 * to fill, in stock whatever the journeys before took.
 */
async function outsideApparel(): Promise<string> {
  const [product] = await shop.server.database.query<{ handle: string }>(
    `select p.handle from products p join shop_domains d on d.shop_id = p.shop_id
      where d.domain = 'localhost' and p.published and p.handle <> 'custom-photo-mug'
        and not exists (select 1 from collection_products cp join collections c on c.id = cp.collection_id
                         where cp.product_id = p.id and c.handle = 'apparel')
      order by p.id limit 1`,
  );
  await shop.server.database.query(
    `update variants set track_quantity = false where product_id in
       (select p.id from products p join shop_domains d on d.shop_id = p.shop_id
         where d.domain = 'localhost' and p.handle = $1)`,
    [product?.handle ?? ''],
  );
  if (!product) throw new Error('the seed has no product outside apparel');
  return product.handle;
}

describe('checkout: discounts, accounts, offers, layouts', () => {
  it('a failed load of the shipping methods shows its error and a way to ask again, not "no shipping"', async () => {
    const { context, page } = await newShopper(browser);
    let failed = 0;
    await page.route(/\/shipping-methods\.json/, (route) => {
      if (route.request().method() !== 'GET' || failed > 0) return route.continue();
      failed += 1;
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ code: 500, success: false, error: 'internal server error' }),
      });
    });
    await addToCart(page, shop);
    await goToCheckout(page, shop);
    await fillContact(page);
    await page.locator('#shipping-error').waitFor({ timeout: 15_000 });
    expect(await page.getByText('There is no shipping method for this address.').count()).toBe(0);
    await page.getByRole('button', { name: 'Try again' }).click();
    await chooseShipping(page);
    expect(failed).toBe(1);
    await context.close();
  });

  it('while the contact step is saved its fields wait, so no edit is lost with the step change', async () => {
    const { context, page } = await newShopper(browser);
    await addToCart(page, shop);
    await goToCheckout(page, shop);
    const answer = await holdRequests(page, /\/customer-and-shipping\.json/);
    await fillContact(page);
    await expect.poll(() => page.getByLabel('City').isDisabled()).toBe(true);
    expect(await page.getByLabel('Email', { exact: true }).isDisabled()).toBe(true);
    answer();
    await chooseShipping(page);
    await context.close();
  });

  it('a code typed while another is being applied stays in the field', async () => {
    const { context, page } = await newShopper(browser);
    await addToCart(page, shop);
    await goToCheckout(page, shop);
    // the discount answers when the test says, so the shopper can type while it runs
    const answer = await holdRequests(page, /\/apply-coupon\.json/);
    await page.getByLabel('Discount code').fill('WELCOME10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByLabel('Discount code').fill('SAVE5');
    answer();
    await page.getByRole('button', { name: 'Remove discount WELCOME10' }).waitFor({ timeout: 15_000 });
    expect(await page.getByLabel('Discount code').inputValue()).toBe('SAVE5');
    await context.close();
  });

  it('each seeded discount code shows its text of 001 §8; one applies, FREESHIP ships free', async () => {
    const { context, page } = await newShopper(browser);
    await addToCart(page, shop, await outsideApparel());
    await goToCheckout(page, shop);
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.locator('#discount-error').filter({ hasText: 'Missing discount code' }).waitFor();
    await applyCode(page, 'NOPE', 'Unable to find a valid discount matching the code entered.');
    await applyCode(page, 'used1', 'USED1 discount code has already been used.');
    // The mug is not apparel: the apparel-only code is refused.
    await applyCode(page, 'shoesonly', "SHOESONLY discount code isn't valid for the items in your cart.");
    await page.getByLabel('Discount code').fill('WELCOME10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('button', { name: 'Remove discount WELCOME10' }).waitFor({ timeout: 15_000 });
    await page.locator('.order-totals').getByText('Discount').waitFor();
    await applyCode(
      page,
      'SAVE5',
      "A discount has been applied to this order. You can't add another discount.",
    );
    await expectAccessible(page);
    await screenshots(page, 'checkout-discount');
    await page.getByRole('button', { name: 'Remove discount WELCOME10' }).click();
    await expect
      .poll(() => page.locator('.order-totals').getByText('Discount').count(), { timeout: 15_000 })
      .toBe(0);
    await fillContact(page);
    await chooseShipping(page);
    await page.getByLabel('Discount code').fill('FREESHIP');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Your order ships free.').waitFor({ timeout: 15_000 });
    await expect.poll(() => page.locator('.order-totals').getByText('Free').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('the shipping methods follow FREESHIP: free while it applies, their price again once removed (001 §4 Free shipping, §7 shipping-methods)', async () => {
    const { context, page } = await newShopper(browser);
    await addToCart(page, shop);
    await goToCheckout(page, shop);
    /** The text of the shipping method row of `title`. */
    const row = async (title: string) =>
      (await page
        .locator('label.option')
        .filter({ has: page.getByRole('radio', { name: new RegExp(`^${title}`) }) })
        .textContent({ timeout: 15_000 })) ?? '';
    // applied before the contact is saved: every method is loaded free
    await page.getByLabel('Discount code').fill('FREESHIP');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('button', { name: 'Remove discount FREESHIP' }).waitFor({ timeout: 15_000 });
    await fillContact(page);
    await expect.poll(() => row('Standard'), { timeout: 15_000 }).toContain('Free');
    await expect.poll(() => row('Express'), { timeout: 15_000 }).toContain('Free');
    // removed: the methods are fetched again, each with its price, as the summary charges it
    await page.getByRole('button', { name: 'Remove discount FREESHIP' }).click();
    await expect.poll(() => row('Standard'), { timeout: 15_000 }).not.toContain('Free');
    await expect.poll(() => row('Express'), { timeout: 15_000 }).not.toContain('Free');
    expect(await row('Standard')).toContain('$5.99');
    expect(await row('Express')).toContain('$14.99');
    // applied after the methods loaded and one chosen: the others are free too
    await chooseShipping(page);
    await page.getByLabel('Discount code').fill('FREESHIP');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('button', { name: 'Remove discount FREESHIP' }).waitFor({ timeout: 15_000 });
    await expect.poll(() => row('Express'), { timeout: 15_000 }).toContain('Free');
    await context.close();
  });

  it('a code that stopped applying shows its text of 001 §8 and can still be removed (001 §2 "applies or removes a discount code")', async () => {
    const { context, page } = await newShopper(browser);
    await addToCart(page, shop, 'relaxed-hoodie');
    await addToCart(page, shop, await outsideApparel());
    await goToCheckout(page, shop);
    // the hoodie is apparel: the apparel-only code applies
    await page.getByLabel('Discount code').fill('SHOESONLY');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('button', { name: 'Remove discount SHOESONLY' }).waitFor({ timeout: 15_000 });
    // the hoodie leaves the cart: the code stays on the checkout and no longer applies
    await page.goto(shop.url('/cart'));
    await page.getByRole('button', { name: 'Remove Relaxed Hoodie' }).click();
    await expect
      .poll(() => page.getByRole('button', { name: 'Remove Relaxed Hoodie' }).count(), { timeout: 15_000 })
      .toBe(0);
    await goToCheckout(page, shop);
    await page
      .locator('#discount-error')
      .filter({ hasText: "SHOESONLY discount code isn't valid for the items in your cart." })
      .waitFor({ timeout: 15_000 });
    await page.getByRole('button', { name: 'Remove discount SHOESONLY' }).click();
    await expect.poll(() => page.locator('#discount-error').count(), { timeout: 15_000 }).toBe(0);
    expect(await page.getByRole('button', { name: 'Remove discount SHOESONLY' }).count()).toBe(0);
    await context.close();
  });

  it('a signed-in customer: e-mail and address pre-filled, the order is theirs', async () => {
    const { context, page } = await newShopper(browser);
    await page.goto(shop.url('/login'));
    await page.locator('main').getByLabel('Email').fill('demo@vitrine.test');
    await page.locator('main').getByLabel('Password').fill('vitrine123');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 });
    await addToCart(page, shop);
    const token = await goToCheckout(page, shop);
    await page.getByText('Logged in as demo@vitrine.test').waitFor({ timeout: 15_000 });
    expect(await page.getByLabel('First name').inputValue()).toBe('Dana');
    expect(await page.getByLabel('Address', { exact: true }).inputValue()).toBe('1 Market Street');
    await expectAccessible(page);
    await screenshots(page, 'checkout-signed-in');
    await page.getByLabel('Country').selectOption('US');
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    await chooseShipping(page);
    await fillCard(page, CARDS.ok);
    await page.getByRole('button', { name: 'Place order' }).click();
    await thankYou(page);
    const rows = await shop.server.database.query<{ email: string; customer_id: number | null }>(
      'select o.email, o.customer_id from orders o join checkouts c on c.id = o.checkout_id where c.token = $1',
      [token],
    );
    expect(rows).toEqual([expect.objectContaining({ email: 'demo@vitrine.test' })]);
    expect(rows[0]?.customer_id).not.toBeNull();
    await context.close();
  });

  it('the post-purchase offer after the order: accepted, added to the order, charged once', async () => {
    const { context, page } = await newShopper(browser);
    await addToCart(page, shop, 'classic-crew-tee');
    const token = await goToCheckout(page, shop);
    await fillContact(page);
    await chooseShipping(page);
    await fillCard(page, CARDS.ok);
    await page.getByRole('button', { name: 'Place order' }).click();
    await thankYou(page);
    const accept = page.getByRole('button', { name: /^Add to my order for/ });
    await accept.waitFor({ timeout: 20_000 });
    await expectAccessible(page);
    await screenshots(page, 'checkout-post-purchase');
    await accept.dblclick();
    await page.getByText('Added to your order. Thank you!').waitFor({ timeout: 20_000 });
    expect(await ordersOf(shop, token)).toBe(1);
    const charges = await shop.server.database.query<{ n: number }>(
      `select count(*)::int as n from payment_transactions t join checkouts c on c.id = t.checkout_id
        where c.token = $1 and t.purpose = 'post_purchase' and t.status = 'succeeded'`,
      [token],
    );
    expect(charges[0]?.n).toBe(1);
    await context.close();
  });

  // 001 §4 Post-purchase: the offer is added once. A reloaded thank-you page asks the platform where
  // the order's offer stands (core-checkout's readPostPurchase) before proposing it; it proposed the
  // hoodie again, and accepting said 'A post-purchase offer was already accepted.'
  it('an accepted post-purchase offer is not proposed again after a reload (001 §4 Post-purchase)', async () => {
    const { context, page } = await newShopper(browser);
    await addToCart(page, shop, 'classic-crew-tee');
    const token = await goToCheckout(page, shop);
    await fillContact(page);
    await chooseShipping(page);
    await fillCard(page, CARDS.ok);
    await page.getByRole('button', { name: 'Place order' }).click();
    await thankYou(page);
    const accept = page.getByRole('button', { name: /^Add to my order for/ });
    await accept.waitFor({ timeout: 20_000 });
    await accept.click();
    await page.getByText('Added to your order. Thank you!').waitFor({ timeout: 20_000 });
    // The reloaded thank-you page looks the offers up again: asserted once their products answered.
    const offersAnswered = page.waitForResponse(/\/api\/offers\/products\.json/, { timeout: 30_000 });
    await page.reload();
    await thankYou(page);
    await offersAnswered;
    await page.waitForTimeout(1_000);
    await page.getByText('Added to your order. Thank you!').waitFor();
    expect(await accept.count()).toBe(0);
    expect(await ordersOf(shop, token)).toBe(1);
    const charges = await shop.server.database.query<{ n: number }>(
      `select count(*)::int as n from payment_transactions t join checkouts c on c.id = t.checkout_id
        where c.token = $1 and t.purpose = 'post_purchase' and t.status = 'succeeded'`,
      [token],
    );
    expect(charges[0]?.n).toBe(1);
    await context.close();
  });

  it("the post-purchase offer of an ordered product's collection, the ordered product itself proposed (001 §4, §7; 0572)", async () => {
    const { context, page } = await newShopper(browser);
    // The hoodie is in apparel, which "One more thing: the hoodie at 25% off" names: found by the
    // collection, and the hoodie ordered is the product proposed.
    await addToCart(page, shop, 'relaxed-hoodie');
    await goToCheckout(page, shop);
    await fillContact(page);
    await chooseShipping(page);
    await fillCard(page, CARDS.ok);
    await page.getByRole('button', { name: 'Place order' }).click();
    await thankYou(page);
    const offer = page.locator('.post-purchase');
    await offer.getByText('One more thing: the hoodie at 25% off').waitFor({ timeout: 20_000 });
    await offer.getByText('Relaxed Hoodie').waitFor();
    await context.close();
  });

  it('a checkout with no payment method offered says so, not Loading… for ever', async () => {
    const { context, page } = await newShopper(browser);
    // Every method filtered out (001 §4: methods behind a flag that is off): the answer is empty.
    await page.route(/\/payment-methods\.json/, async (route) => {
      const answer = await route.fetch();
      const body = (await answer.json()) as { result?: unknown };
      return route.fulfill({ response: answer, json: { ...body, result: [] } });
    });
    await addToCart(page, shop);
    await goToCheckout(page, shop);
    await fillContact(page);
    const option = page.getByRole('radio', { name: /^Standard/ }).first();
    await option.waitFor({ timeout: 15_000 });
    await option.click();
    await page.getByText('There is no payment method for this checkout.').waitFor({ timeout: 15_000 });
    expect(await page.getByRole('button', { name: 'Place order' }).isEnabled()).toBe(false);
    await context.close();
  });

  it('the keyboard keeps its place when the step changes (one-page layout)', async () => {
    const { context, page } = await newShopper(browser);
    await addToCart(page, shop);
    await goToCheckout(page, shop);
    await fillContact(page);
    // Continue to shipping is gone with the form: focus moves to the shipping method's section.
    await expect.poll(() => focusedSection(page), { timeout: 15_000 }).toBe('Shipping method');
    const option = page.getByRole('radio', { name: /^Standard/ }).first();
    await option.waitFor({ timeout: 15_000 });
    await option.focus();
    await page.keyboard.press('Space');
    await page.getByLabel('Card number').waitFor({ timeout: 15_000 });
    // The method chosen stays on the page: focus stays on it.
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe(
      'radio',
    );
    // "Change" leaves with the review it belongs to while the step stays: focus goes to the form
    // it opened, not the page's start (WCAG 2.4.3).
    await page.getByRole('button', { name: 'Change contact information' }).click();
    await expect.poll(() => focusedSection(page)).toBe('Contact information');
    await page.getByLabel('First name').waitFor();
    // Saved again, Continue to shipping leaves with the form: focus goes to the step shown.
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    await expect.poll(() => focusedSection(page), { timeout: 15_000 }).toMatch(/^(Shipping|Payment) method$/);
    await context.close();
  });

  it('a shop set to the multi-step layout shows one step at a time', async () => {
    await shop.server.database.query(
      `update shops set settings = jsonb_set(settings, '{checkout,layout}', '"multi_step"')
        where id = (select shop_id from shop_domains where domain = 'localhost')`,
    );
    const { context, page } = await newShopper(browser);
    await addToCart(page, shop);
    const token = await goToCheckout(page, shop);
    const steps = page.getByRole('navigation', { name: 'Checkout steps' });
    await steps.waitFor({ timeout: 15_000 });
    await expect.poll(() => steps.locator('[aria-current="step"]').textContent()).toBe('Contact information');
    expect(await page.getByLabel('Card number').count()).toBe(0);
    await fillContact(page);
    await expect.poll(() => steps.locator('[aria-current="step"]').textContent()).toBe('Shipping method');
    expect(await page.getByLabel('Email', { exact: true }).count()).toBe(0);
    // Each step's controls leave with it: focus goes to the step reached, not the page's start.
    await expect.poll(() => focusedSection(page)).toBe('Shipping method');
    await page.getByText('dana@example.com').waitFor();
    await expectAccessible(page);
    await screenshots(page, 'checkout-multi-step');
    await chooseShipping(page);
    await expect.poll(() => steps.locator('[aria-current="step"]').textContent()).toBe('Payment method');
    await expect.poll(() => focusedSection(page)).toBe('Payment method');
    await expectNoHorizontalScroll(page);
    await fillCard(page, CARDS.ok);
    await page.getByRole('button', { name: 'Place order' }).click();
    await thankYou(page);
    expect(await ordersOf(shop, token)).toBe(1);
    await context.close();
  });
});
