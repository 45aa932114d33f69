/**
 * A verb whose code cannot load on first use (the shopper went offline, a deploy replaced the
 * chunk): the checkout verbs that answer a Result answer `part_unavailable` as a value, never a
 * rejection (decisions 0350, 0490). The checkout part's module is made to fail to load here.
 */
import { createMemoryPorts } from '@vitrine/ports';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStorefront, PART_UNAVAILABLE, type Storefront } from '../src/index';

vi.mock('../src/parts/checkout.part', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

const running: Storefront[] = [];
afterEach(() => {
  for (const storefront of running.splice(0)) storefront.stop();
});

function open(): Storefront {
  const storefront = createStorefront({
    domain: 'localhost',
    baseUrl: 'http://platform.invalid',
    // No platform: every call fails fast; the verbs below never reach one.
    fetch: () => Promise.reject(new TypeError('offline')),
    ports: createMemoryPorts({}),
  });
  running.push(storefront);
  return storefront;
}

describe('the checkout part cannot load (decision 0490)', () => {
  it('checkout, additionalBalance and payAdditionalBalance answer part_unavailable as values', async () => {
    const storefront = open();
    await expect(storefront.checkout('co_1')).resolves.toEqual({
      ok: false,
      error: { code: PART_UNAVAILABLE },
    });
    await expect(storefront.additionalBalance('ord_1')).resolves.toEqual({
      ok: false,
      error: { code: PART_UNAVAILABLE },
    });
    await expect(
      storefront.payAdditionalBalance('ord_1', {
        amount: { amount: 100, currency: 'USD' },
        card: { cardNumber: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' },
        idempotencyKey: 'k',
      }),
    ).resolves.toEqual({ ok: false, error: { code: PART_UNAVAILABLE } });
  });
});
