import { createMemoryStorage } from '@vitrine/ports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCheckout } from '../checkout.facade';
import { CARDS, card, startPlatform, type TestPlatform, US_ADDRESS } from '../checkout.platform.fixtures';
import { orderStatusInfo } from '@vitrine/api-client';
import { createActor } from 'xstate';
import {
  createOrderStatus,
  orderStatusFacade,
  orderStatusLogic,
  selectNeedsAccessKey,
  selectOrderStatus,
} from './order-status.facade';
import {
  isTrackingStatus,
  shownTrackingStatus,
  TRACKING_STATUSES,
  trackingKind,
  trackingStatusView,
} from './shipment-tracking';
import { within } from '../../../../examples/platform-api/src/testing/held-requests';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startPlatform();
}, 60_000);
afterAll(async () => {
  await platform?.close();
});

describe('order status (001 §2, §6, §7)', () => {
  // DESIGN "One public shape": `Facade.stop()` "the facade answers no more"; a verb never waits for ever.
  it('a load held when the page stops settles stopped; a load asked after answers at once', async () => {
    const status = createOrderStatus({
      transport: platform.transport(() => new Promise<Response>(() => undefined)),
      orderToken: 'ord_demo_1001',
      accessKey: 'ak_demo_1001',
    });
    const loading = status.load();
    await new Promise((resolve) => setTimeout(resolve, 20));
    status.stop();
    expect(await within(loading)).toMatchObject({ ok: false, error: { code: 'stopped' } });
    expect(await within(status.authenticate('demo@vitrine.test'))).toMatchObject({
      ok: false,
      error: { code: 'stopped' },
    });
  });

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

  it('with a sample, the order shown is the sample and no request reaches the platform (live preview, 001 §2; 0497)', async () => {
    const answer = await platform.transport().send(orderStatusInfo, {
      path: { orderToken: 'ord_demo_1001' },
      query: { key: 'ak_demo_1001' },
    });
    if (!answer.ok) throw new Error('the seeded order did not load');
    const sample = { ...answer.data.result, token: 'sample-order' };
    const sent: string[] = [];
    const transport = platform.transport(async (input) => {
      sent.push(String(input));
      throw new Error('a preview sends nothing');
    });
    const actor = createActor(orderStatusLogic({ transport, sample: () => sample }), {
      input: { orderToken: 'sample-order', accessKey: undefined },
    }).start();
    const status = orderStatusFacade(actor);
    const loaded = await status.load();
    expect(loaded.ok).toBe(true);
    expect(selectOrderStatus(status.getSnapshot())?.checkout.totals.lines.length).toBeGreaterThan(0);
    expect(sent).toEqual([]);
    status.stop();
  });

  it('a second load while one runs settles too, and so does an authenticate asked meanwhile', async () => {
    // A refresh button (or useOrderStatus's reload on mount) pressed while the order loads: each
    // call settles with the order (001 §7 Order status), none waits for ever.
    const status = createOrderStatus({
      transport: platform.transport(),
      orderToken: 'ord_demo_1001',
      accessKey: 'ak_demo_1001',
    });
    const a = status.load();
    const b = status.load();
    const [first, second] = await Promise.all([a, b]);
    expect(first.ok && first.value.order?.token).toBe('ord_demo_1001');
    expect(second.ok && second.value.order?.token).toBe('ord_demo_1001');
    status.stop();
    // Without a key: the load asks for one; the e-mail sent before it answered still opens the order.
    const keyless = createOrderStatus({
      transport: platform.transport(),
      orderToken: 'ord_demo_1002',
      ports: { storage: createMemoryStorage() },
    });
    const loading = keyless.load();
    const authenticated = keyless.authenticate('demo@vitrine.test');
    expect(await loading).toMatchObject({ ok: false, error: { status: 401 } });
    const shown = await authenticated;
    expect(shown.ok && shown.value.order?.token).toBe('ord_demo_1002');
    expect(selectNeedsAccessKey(keyless.getSnapshot())).toBe(false);
    keyless.stop();
  });

  // A snapshot persisted while a load ran holds that request's id; a facade restored from it numbers
  // its calls again from the start: the restored request's answer settled the new page's first
  // call (an e-mail sent, answered at once with the earlier load's result, before any request).
  it('restored while a load ran, a new call is answered by its own request, not the restored one', async () => {
    const held: Array<() => void> = [];
    const holding = (async (input: string | URL | Request, init?: RequestInit) => {
      await new Promise<void>((resolve) => held.push(resolve));
      return platform.fetch(input, init);
    }) as typeof fetch;
    const first = createOrderStatus({
      transport: platform.transport(holding),
      orderToken: 'ord_demo_1002',
      ports: { storage: createMemoryStorage() },
    });
    void first.load();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const saved = JSON.parse(JSON.stringify(first.persist()));
    first.stop();
    const restored = createOrderStatus({
      transport: platform.transport(holding),
      orderToken: 'ord_demo_1002',
      ports: { storage: createMemoryStorage() },
      snapshot: saved,
    });
    let answered = false;
    const authenticated = restored.authenticate('demo@vitrine.test').then((result) => {
      answered = true;
      return result;
    });
    // The restored load settles first (401: no key); the e-mail's own request is still held.
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (const release of held.splice(0)) release();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(answered).toBe(false);
    const release = setInterval(() => {
      for (const next of held.splice(0)) next();
    }, 10);
    try {
      const shown = await authenticated;
      expect(shown.ok && shown.value.order?.token).toBe('ord_demo_1002');
    } finally {
      clearInterval(release);
      restored.stop();
    }
  });

  it('a wrong key in the URL: the key this device stored opens the order, no e-mail asked again (decision 0430)', async () => {
    // 0430: "The key obtained is stored on the device (core-checkout), so a reload shows the order
    // without asking again", the reload still carrying the link's wrong `key`.
    const storage = createMemoryStorage();
    const first = createOrderStatus({
      transport: platform.transport(),
      orderToken: 'ord_demo_1001',
      accessKey: 'wrong-key',
      ports: { storage },
    });
    expect(await first.load()).toMatchObject({ ok: false });
    expect(selectNeedsAccessKey(first.getSnapshot())).toBe(true);
    expect((await first.authenticate('demo@vitrine.test')).ok).toBe(true);
    first.stop();
    const reloaded = createOrderStatus({
      transport: platform.transport(),
      orderToken: 'ord_demo_1001',
      accessKey: 'wrong-key',
      ports: { storage },
    });
    const asked: boolean[] = [];
    const stop = reloaded.subscribe((snapshot) => asked.push(selectNeedsAccessKey(snapshot)));
    const loaded = await reloaded.load();
    expect(loaded.ok && loaded.value.order?.token).toBe('ord_demo_1001');
    // The form never showed on the way.
    expect(asked).not.toContain(true);
    stop();
    reloaded.stop();
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

describe('order status: shipments with their tracking labels (001 §4 Shipment tracking statuses)', () => {
  it('the seeded delivered order shows its UPS shipment as Delivered, a success', async () => {
    const status = createOrderStatus({
      transport: platform.transport(),
      orderToken: 'ord_demo_1001',
      accessKey: 'ak_demo_1001',
    });
    const loaded = await status.load();
    expect(loaded.ok && loaded.value.shipments).toEqual([
      expect.objectContaining({
        status: 'delivered',
        tracking: expect.objectContaining({ label: 'Delivered', kind: 'success' }),
        trackingCompany: 'UPS',
        trackingNumber: '1Z999AA10123456784',
        trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
      }),
    ]);
    status.stop();
  });

  it('every status of 001 §4 comes out of the facade with its label, description and kind', async () => {
    const fulfillments = [...TRACKING_STATUSES, 'lost_in_space'].map((status, id) => ({
      id: id + 1,
      status,
      tracking_company: 'UPS',
      tracking_number: `1Z${id}`,
      tracking_url: '',
      line_item_ids: [],
      created_at: '2026-01-01T00:00:00.000Z',
    }));
    await platform.database.query(
      `update orders set fulfillments = $1::jsonb where token = 'ord_demo_1002'`,
      [JSON.stringify(fulfillments)],
    );
    const status = createOrderStatus({
      transport: platform.transport(),
      orderToken: 'ord_demo_1002',
      accessKey: 'ak_demo_1002',
    });
    const loaded = await status.load();
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.error));
    const shipments = loaded.value.shipments;
    expect(shipments.map((s) => s.status)).toEqual([...TRACKING_STATUSES, 'lost_in_space']);
    for (const shipment of shipments.slice(0, TRACKING_STATUSES.length)) {
      const known = shipment.status as (typeof TRACKING_STATUSES)[number];
      expect(shipment.tracking).toEqual(trackingStatusView(known));
      expect(shipment.tracking?.kind).toBe(trackingKind(known));
    }
    expect(shipments.find((s) => s.status === 'delayed')?.tracking?.label).toBe('Synchronizing');
    // A status outside 001 §4's list has no label; the empty link falls back to the carrier's template.
    expect(shipments.at(-1)?.tracking).toBeUndefined();
    expect(shipments[0]?.trackingUrl).toBe('https://www.ups.com/track?tracknum=1Z0');
    status.stop();
  });
});

describe('order status in the display currency (docs/decisions/0251)', () => {
  it('shows the order in euros with the dollar amounts kept; configure(null) shows dollars again', async () => {
    const display = { currency: 'EUR', locale: 'de-DE', rates: { base: 'USD', rates: { EUR: 0.92 } } };
    const status = createOrderStatus({
      transport: platform.transport(),
      orderToken: 'ord_demo_1001',
      accessKey: 'ak_demo_1001',
      display,
    });
    const loaded = await status.load();
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.error));
    const total = loaded.value.checkout.totals.total;
    expect(total).toMatchObject({ currency: 'EUR', shop: { currency: 'USD' } });
    expect((await status.configure({ display: null })).ok).toBe(true);
    expect(selectOrderStatus(status.getSnapshot())?.checkout.totals.total).toEqual(
      'shop' in total ? total.shop : undefined,
    );
    status.stop();
  });
});
