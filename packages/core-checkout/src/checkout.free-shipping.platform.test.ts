/**
 * The free-shipping progress end to end (docs/decisions/0432): the platform names the subtotal from
 * which the checkout's country ships free, the facade shows how far the line items are from it,
 * and once reached the free rate is among the shipping methods.
 */
import { createMemoryNavigate, createMemoryStorage } from '@vitrine/ports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayCheckout } from './checkout.display';
import { createCheckout } from './checkout.facade';
import { startPlatform, type TestPlatform, US_ADDRESS } from './checkout.platform.fixtures';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startPlatform();
}, 60_000);
afterAll(async () => {
  await platform?.close();
});

/** The demo shop's US zone: "Free standard (orders from $100)" (examples/platform-api seed). */
const THRESHOLD = { amount: 10000, currency: 'USD' };

async function checkoutOf(qty: number) {
  const variant = platform.variants[0]!;
  const { checkoutToken } = await platform.cart([{ variant_id: variant, qty }]);
  return createCheckout({
    transport: platform.transport(),
    token: checkoutToken,
    ports: { navigate: createMemoryNavigate(), storage: createMemoryStorage() },
  });
}

describe('free-shipping progress (docs/decisions/0432)', () => {
  it('below the threshold: what is left to spend, from the shop’s default country before any address', async () => {
    const checkout = await checkoutOf(1);
    const loaded = await checkout.load();
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.error));
    const { freeShippingProgress, totals } = loaded.value;
    expect(totals.lineItems.amount).toBeLessThan(THRESHOLD.amount);
    expect(freeShippingProgress).toEqual({
      threshold: THRESHOLD,
      remaining: { amount: THRESHOLD.amount - totals.lineItems.amount, currency: 'USD' },
      percent: Math.floor((totals.lineItems.amount * 100) / THRESHOLD.amount),
      reached: false,
    });
    checkout.stop();
  });

  it('above it: reached, and the free rate is offered for the US address', async () => {
    const checkout = await checkoutOf(20);
    await checkout.load();
    await checkout.saveCustomer({ email: 'dana@example.com', shippingAddress: US_ADDRESS });
    const methods = await checkout.loadShippingMethods('US');
    const loaded = await checkout.load();
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.error));
    expect(loaded.value.totals.lineItems.amount).toBeGreaterThanOrEqual(THRESHOLD.amount);
    expect(loaded.value.freeShippingProgress).toMatchObject({ reached: true, percent: 100 });
    expect(methods.ok && methods.value.map((method) => method.code)).toContain('free-standard');
    checkout.stop();
  });

  it('in the display currency: the threshold converted, the platform still deciding', async () => {
    const checkout = await checkoutOf(1);
    const loaded = await checkout.load();
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.error));
    const shown = displayCheckout(loaded.value, {
      currency: 'EUR',
      locale: 'de-DE',
      rates: { base: 'USD', rates: { EUR: 0.5 } },
    });
    expect(shown.freeShippingProgress?.threshold).toEqual({ amount: 5000, currency: 'EUR', shop: THRESHOLD });
    expect(shown.freeShippingProgress?.remaining.amount).toBe(5000 - shown.totals.lineItems.amount);
    expect(shown.freeShippingProgress?.reached).toBe(false);
    checkout.stop();
  });
});
