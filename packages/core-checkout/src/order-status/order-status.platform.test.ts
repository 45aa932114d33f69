import { createMemoryStorage } from '@vitrine/ports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCheckout } from '../checkout.facade';
import { CARDS, card, startPlatform, type TestPlatform, US_ADDRESS } from '../checkout.platform.fixtures';
import { createOrderStatus, selectNeedsAccessKey } from './order-status.facade';
import { isTrackingStatus, shownTrackingStatus, TRACKING_STATUSES, trackingKind } from './shipment-tracking';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startPlatform();
}, 60_000);
afterAll(async () => {
  await platform?.close();
});

describe('order status (001 §2, §6, §7)', () => {
  it('without a key the platform asks for one; authenticating with the e-mail stores it and loads', async () => {
    const storage = createMemoryStorage();
    const status = createOrderStatus({
      transport: platform.transport(),
      orderToken: 'ord_demo_1001',
      ports: { storage },
    });
    expect(await status.load()).toMatchObject({ ok: false, error: { status: 401 } });
    expect(selectNeedsAccessKey(status.getSnapshot())).toBe(true);
    expect(await status.authenticate('someone@else.test')).toMatchObject({
      ok: false,
      error: { status: 403 },
    });
    const loaded = await status.authenticate('demo@vitrine.test');
    expect(loaded.ok).toBe(true);
    if (!loaded.ok) return;
    expect(loaded.value.order?.token).toBe('ord_demo_1001');
    expect(storage.get('vitrine.order-access-key.ord_demo_1001')).toBe('ak_demo_1001');
    expect(loaded.value.checkout.totals.lines.length).toBeGreaterThan(0);
    for (const line of loaded.value.checkout.totals.lines) expect(line.handle).toMatch(/\S/);
    status.stop();
  });

  it('the key stored by the checkout opens the order placed there', async () => {
    const storage = createMemoryStorage();
    const { checkoutToken } = await platform.cart([{ variant_id: platform.variants[0]!, qty: 1 }]);
    const checkout = createCheckout({
      transport: platform.transport(),
      token: checkoutToken,
      ports: { storage },
    });
    await checkout.load();
    await checkout.saveCustomer({ email: 'dana@example.com', shippingAddress: US_ADDRESS });
    await checkout.loadShippingMethods('US');
    await checkout.selectShippingMethod('standard');
    await checkout.loadPaymentMethods();
    const placed = await checkout.placeOrder({ paymentMethod: 'test-gateway', payment: card(CARDS.ok) });
    checkout.stop();
    expect(placed.ok).toBe(true);
    const orderToken = placed.ok ? placed.value.order?.token : undefined;
    expect(orderToken).toMatch(/\S/);
    const status = createOrderStatus({
      transport: platform.transport(),
      orderToken: orderToken!,
      ports: { storage },
    });
    const loaded = await status.load();
    expect(loaded.ok && loaded.value.order?.token).toBe(orderToken);
    status.stop();
  });
});

describe('shipment tracking statuses (001 §4)', () => {
  it('the error kind covers undelivered, delayed, failure, not_found, invalid and carrier_not_found', () => {
    expect(TRACKING_STATUSES.filter((s) => trackingKind(s) === 'error')).toEqual([
      'undelivered',
      'delayed',
      'failure',
      'not_found',
      'invalid',
      'carrier_not_found',
    ]);
    expect(shownTrackingStatus('delayed')).toBe('synchronizing');
    expect(isTrackingStatus('in_transit')).toBe(true);
    expect(isTrackingStatus('lost')).toBe(false);
  });
});
