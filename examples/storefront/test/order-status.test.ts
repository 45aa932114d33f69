/**
 * Order status journeys (001 §2 /orders/:token, §4 shipment tracking statuses, §7): an order
 * placed through the platform by the TEST (the app calls no endpoint itself), then opened from a
 * fresh browser with its access key; without the key, the authenticate form (an empty e-mail, a
 * wrong e-mail, the right one); every tracking status with its label and description; the
 * /limit-order screen. Fresh database per file.
 */
import { cartCreate, cartUpdateMultiple, createTransport, type Transport } from '@vitrine/api-client';
import { createCheckout, TRACKING_STATUSES, trackingStatusView } from '@vitrine/core-checkout';
import { createMemoryStorage } from '@vitrine/ports';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectAccessible,
  expectNoHorizontalScroll,
  launchChromium,
  newShopper,
  screenshots,
} from './harness/browser';
import { type StorefrontShop, startShop } from './harness/shop';

let shop: StorefrontShop;
let browser: Browser;
/** The order the test placed: its token, access key, name and e-mail. */
let placed: { token: string; accessKey: string; name: string; email: string };

const EMAIL = 'order.journey@example.com';
const US_ADDRESS = {
  firstName: 'Dana',
  lastName: 'Demo',
  address1: '1 Market Street',
  city: 'San Francisco',
  province: 'California',
  provinceCode: 'CA',
  zip: '94105',
  country: 'United States',
  countryCode: 'US',
  phone: '+1 555 0100',
} as const;

async function query<T extends Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
  return shop.server.database.query<T>(sql, params);
}

/** Places an order the way a shopper's checkout does, with the test gateway's good card. */
async function placeOrder(transport: Transport): Promise<typeof placed> {
  const variants = await query<{ id: number }>(
    `select v.id from variants v join products p on p.id = v.product_id
      join shop_domains d on d.shop_id = v.shop_id
     where d.domain = 'localhost' and p.published order by v.id limit 2`,
  );
  await query('update variants set track_quantity = false where id = any($1)', [variants.map((v) => v.id)]);
  const created = await transport.send(cartCreate);
  if (!created.ok) throw new Error(JSON.stringify(created.failure));
  const { token, checkout_token } = created.data.result;
  const lines = variants.map((variant, index) => ({ variant_id: variant.id, qty: index + 1 }));
  const updated = await transport.send(cartUpdateMultiple, {
    query: { cart_token: token },
    body: { cartItems: lines, source: 'test' },
  });
  if (!updated.ok) throw new Error(JSON.stringify(updated.failure));
  const checkout = createCheckout({
    transport,
    token: checkout_token,
    ports: { storage: createMemoryStorage() },
  });
  await checkout.load();
  await checkout.saveCustomer({ email: EMAIL, shippingAddress: US_ADDRESS });
  await checkout.loadShippingMethods('US');
  await checkout.selectShippingMethod('standard');
  await checkout.loadPaymentMethods();
  const order = await checkout.placeOrder({
    paymentMethod: 'test-gateway',
    payment: { cardNumber: '4242 4242 4242 4242', expMonth: 12, expYear: 2040, cvc: '123' },
  });
  checkout.stop();
  if (!order.ok) throw new Error(JSON.stringify(order.error));
  const orderToken = order.value.order?.token ?? '';
  const [row] = await query<{ access_key: string; name: string }>(
    'select access_key, name from orders where token = $1',
    [orderToken],
  );
  if (!row) throw new Error('no order row');
  return { token: orderToken, accessKey: row.access_key, name: row.name, email: EMAIL };
}

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchChromium()]);
  const transport = createTransport({
    baseURL: shop.server.url,
    shopDomain: 'localhost',
    errorMonitor: false,
  });
  placed = await placeOrder(transport);
});
afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

/** Waits for the order's heading ('Order #1004'). */
async function orderShown(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1, name: `Order ${placed.name}` }).waitFor();
}

describe('order status page (001 §2 /orders/:token)', () => {
  it('opens from a fresh browser with the access key: items linking to their products, totals, no shipment yet', async () => {
    const { context, page } = await newShopper(browser);
    await page.goto(shop.url(`/orders/${placed.token}?key=${placed.accessKey}`));
    await orderShown(page);
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    const items = summary.locator('.order-item');
    await expect.poll(() => items.count()).toBe(2);
    // Each item links to its product page (001 §7: the handles come with a products-by-ids call).
    for (const link of await summary.locator('.order-item-title').all()) {
      expect(await link.getAttribute('href')).toMatch(/^\/products\/[\w-]+$/);
    }
    for (const label of ['Subtotal', 'Shipping', 'Tax', 'Total']) {
      await summary.getByText(label, { exact: true }).waitFor();
    }
    await page.getByText('Your order has not shipped yet', { exact: false }).waitFor();
    await page.getByText(EMAIL).waitFor();
    await page.getByText('1 Market Street').first().waitFor();
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    await screenshots(page, 'order-status');
    // Following an item goes to its product page.
    const first = summary.locator('.order-item-title').first();
    const href = (await first.getAttribute('href')) ?? '';
    await first.click();
    await page.waitForURL((url) => url.pathname === href);
    await context.close();
  });

  it('without the key: the authenticate form; an empty and a wrong e-mail are refused; the right one shows the order', async () => {
    const { context, page } = await newShopper(browser, 390);
    await page.goto(shop.url(`/orders/${placed.token}`));
    await page.getByRole('heading', { level: 1, name: 'Confirm your e-mail to see this order' }).waitFor();
    await expectAccessible(page);
    await screenshots(page, 'order-status-authenticate');
    const email = page.getByLabel('Email');
    const submit = page.getByRole('button', { name: 'Show my order' });
    await submit.click();
    await page.getByText('Email is required').waitFor();
    await email.fill('not-an-email');
    await submit.click();
    await page.getByText('Please enter an valid email').waitFor();
    await email.fill('someone@else.test');
    await submit.click();
    await page.getByRole('alert').filter({ hasText: 'The e-mail does not match this order.' }).waitFor();
    await expectAccessible(page);
    await email.fill(placed.email.toUpperCase());
    await submit.click();
    await orderShown(page);
    // The key is kept on this device: a reload shows the order without asking again.
    await page.reload();
    await orderShown(page);
    await context.close();
  });

  it('a wrong key asks for the e-mail as well; once given, a reload of that link shows the order', async () => {
    const { context, page } = await newShopper(browser);
    await page.goto(shop.url(`/orders/${placed.token}?key=wrong-key`));
    await page.getByRole('heading', { level: 1, name: 'Confirm your e-mail to see this order' }).waitFor();
    await page.getByLabel('Email').fill(placed.email);
    await page.getByRole('button', { name: 'Show my order' }).click();
    await orderShown(page);
    // Decision 0430: "The key obtained is stored on the device ... so a reload shows the order
    // without asking again", though the URL still carries the wrong key (decision 0591).
    await page.reload();
    await orderShown(page);
    expect(
      await page.getByRole('heading', { level: 1, name: 'Confirm your e-mail to see this order' }).count(),
    ).toBe(0);
    await context.close();
  });

  it('an unknown order says so', async () => {
    const { context, page } = await newShopper(browser);
    await page.goto(shop.url('/orders/ord_nobody?key=x'));
    await page.getByRole('heading', { level: 1, name: 'This order could not be found.' }).waitFor();
    await expectAccessible(page);
    await context.close();
  });

  it('shows every shipment tracking status of 001 §4 with its label and description, success or error', async () => {
    const [row] = await query<{ line_items: { item_id: string }[] }>(
      'select line_items from orders where token = $1',
      [placed.token],
    );
    const itemIds = (row?.line_items ?? []).map((line) => line.item_id);
    const fulfillments = TRACKING_STATUSES.map((status, index) => ({
      id: index + 1,
      status,
      tracking_company: index % 2 === 0 ? 'UPS' : 'USPS',
      tracking_number: `1Z999AA1${String(index).padStart(8, '0')}`,
      tracking_url: '',
      line_item_ids: index === 0 ? itemIds : [itemIds[index % itemIds.length] ?? ''],
      created_at: '2026-01-02T10:00:00.000Z',
    }));
    await query('update orders set fulfillments = $1::jsonb where token = $2', [
      JSON.stringify(fulfillments),
      placed.token,
    ]);
    const { context, page } = await newShopper(browser);
    await page.goto(shop.url(`/orders/${placed.token}?key=${placed.accessKey}`));
    await orderShown(page);
    const shipments = page.locator('.shipment');
    await expect.poll(() => shipments.count()).toBe(TRACKING_STATUSES.length);
    for (const [index, status] of TRACKING_STATUSES.entries()) {
      const view = trackingStatusView(status);
      const card = shipments.nth(index);
      expect(await card.locator('.shipment-badge').textContent()).toBe(view.label);
      expect(await card.locator('.shipment-description').textContent()).toBe(view.description);
      expect(await card.getAttribute('data-kind')).toBe(view.kind);
      // A tracking link: the carrier's template filled with the number (docs/decisions/0248).
      expect(await card.getByRole('link', { name: /Track your shipment/ }).getAttribute('href')).toContain(
        fulfillments[index]?.tracking_number,
      );
    }
    // 001 §4: delayed is shown as Synchronizing; the error kind covers six statuses.
    await page.locator('.shipment[data-kind="error"]').first().waitFor();
    expect(await page.locator('.shipment[data-kind="error"]').count()).toBe(6);
    expect(
      await shipments.nth(TRACKING_STATUSES.indexOf('delayed')).locator('.shipment-badge').textContent(),
    ).toBe('Synchronizing');
    await expectAccessible(page);
    await expectNoHorizontalScroll(page);
    await screenshots(page, 'order-status-tracking');
    await context.close();
  });
});

describe('limit-order (001 §2)', () => {
  it('the 403 target shows its screen, announced by a heading (its content is not shown in the spec)', async () => {
    const { context, page } = await newShopper(browser);
    await page.goto(shop.url('/limit-order'));
    await page.getByRole('heading', { level: 1 }).waitFor({ state: 'attached' });
    await expectAccessible(page);
    await context.close();
  });
});
