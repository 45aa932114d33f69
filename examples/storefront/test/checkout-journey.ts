/**
 * Steps the checkout journeys share (issue 14): a cart with a product, the way to the checkout
 * page, the contact and address form, the shipping method and the test gateway's card. Not a test
 * file itself (checkout-*.test.ts import it).
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { StorefrontShop } from './harness/shop';

/** The test gateway's cards (examples/platform-api/PAYMENTS.md). */
export const CARDS = {
  ok: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  threeDSecure: '4000 0000 0000 3220',
} as const;

/** Adds a product to the cart from its page (the drawer opens) and waits for the count. */
export async function addToCart(page: Page, shop: StorefrontShop, handle = 'relaxed-hoodie'): Promise<void> {
  await page.goto(shop.url(`/products/${handle}`));
  const add = page.getByRole('button', { name: 'Add to cart' });
  await expect.poll(() => add.isEnabled(), { timeout: 15_000 }).toBe(true);
  const before = Number((await page.locator('.cart-count').textContent()) ?? '0');
  await add.click();
  await expect
    .poll(() => page.locator('.cart-count').textContent(), { timeout: 15_000 })
    .toBe(String(before + 1));
}

/** From the cart page's "Check out" to the checkout page; the checkout token. */
export async function goToCheckout(page: Page, shop: StorefrontShop): Promise<string> {
  await page.goto(shop.url('/cart'));
  await page.getByRole('button', { name: 'Check out' }).click();
  await page.waitForURL(/\/checkouts\/[^/]+/, { timeout: 15_000 });
  await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor({ timeout: 15_000 });
  return checkoutToken(page);
}

/** The checkout token of the page's URL. */
export function checkoutToken(page: Page): string {
  const match = /\/checkouts\/([^/?#]+)/.exec(page.url());
  if (!match?.[1]) throw new Error(`not a checkout page: ${page.url()}`);
  return decodeURIComponent(match[1]);
}

/** Fills the contact and shipping address (a US address) and continues to shipping. */
export async function fillContact(page: Page, email = 'dana@example.com'): Promise<void> {
  // The form first: `count()` does not wait, and a signed-in customer's form has no e-mail field.
  // (Counting before the form rendered skipped the e-mail now and then: the "lost e-mail".)
  await page.getByLabel('First name').waitFor();
  const emailField = page.getByLabel('Email', { exact: true });
  if ((await emailField.count()) > 0) await emailField.fill(email);
  await page.getByLabel('First name').fill('Dana');
  await page.getByLabel('Last name').fill('Demo');
  await page.getByLabel('Address', { exact: true }).fill('1 Market Street');
  await page.getByLabel('City').fill('San Francisco');
  await page.getByLabel('Country').selectOption('US');
  await page.getByLabel('State / province').fill('California');
  await page.getByLabel('ZIP code').fill('94105');
  const submit = page.getByRole('button', { name: 'Continue to shipping' });
  await expect.poll(() => submit.isEnabled(), { timeout: 10_000 }).toBe(true);
  await submit.click();
}

/**
 * Picks a shipping method by its title once the methods of the address are shown. A click, not
 * `check()`: in the multi-step layout the choice moves on to the payment step, so the radio is gone
 * before `check()` could read it back (it then waits for it until its time-out; seen in CI).
 */
export async function chooseShipping(page: Page, title = 'Standard'): Promise<void> {
  const option = page.getByRole('radio', { name: new RegExp(`^${title}`) }).first();
  await option.waitFor({ timeout: 15_000 });
  await option.click();
  // Chosen: checked in the one-page layout, or gone with its step in the multi-step one.
  await expect
    .poll(
      async () =>
        (await option.count()) === 0 || (await option.isChecked({ timeout: 1_000 }).catch(() => false)),
      { timeout: 15_000 },
    )
    .toBe(true);
  await page.getByLabel('Card number').waitFor({ timeout: 15_000 });
}

/** Fills the test gateway's card form. */
export async function fillCard(page: Page, number: string): Promise<void> {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/40');
  await page.getByLabel('Security code').fill('123');
}

/** How many orders a checkout has, in the platform's database. */
export async function ordersOf(shop: StorefrontShop, token: string): Promise<number> {
  const rows = await shop.server.database.query<{ n: number }>(
    'select count(*)::int as n from orders o join checkouts c on c.id = o.checkout_id where c.token = $1',
    [token],
  );
  return rows[0]?.n ?? 0;
}

/** Waits for the thank_you step. */
export async function thankYou(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Thank you for your order!' }).waitFor({ timeout: 30_000 });
}
