/**
 * A storefront for no one visitor (`visitor: false`): what a server renders once for every visitor
 * of a URL (docs/decisions/0460, 0462) or a sitemap. 000 §4 Cart fetches the visitor's cart on start
 * and creates one when no token is stored; a page rendered for everyone has no visitor, so it
 * fetches and creates none: every render, crawler hit or CDN revalidation made an empty cart.
 */
import { selectLoadError, selectLoadStatus } from '@vitrine/core-cart';
import { createMemoryPorts } from '@vitrine/ports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorefront, type Storefront } from '../src/index';
import { PLATFORM_URL, startPlatform, type TestPlatform } from './harness/platform';

let platform: TestPlatform;

beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => {
  await platform?.close();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
const cartCalls = () => platform.requests.filter((path) => path.startsWith('/api/checkout/cart'));

function open(visitor?: boolean): Storefront {
  return createStorefront({
    domain: 'localhost',
    baseUrl: PLATFORM_URL,
    fetch: platform.fetch,
    ports: createMemoryPorts(),
    ...(visitor === undefined ? {} : { visitor }),
  });
}

describe('a storefront for no one visitor', () => {
  it('neither fetches nor creates a cart on start; a visitor’s storefront does', async () => {
    platform.requests.length = 0;
    const page = open(false);
    expect((await page.ready()).ok).toBe(true);
    expect((await page.catalog.product('classic-crew-tee')).ok).toBe(true);
    await settle();
    expect(cartCalls()).toEqual([]);
    // Rendered for everyone, the cart is as the browser's first render has it: loading, not failed.
    expect(selectLoadStatus(page.cart.getSnapshot())).toBe('loading');
    expect(selectLoadError(page.cart.getSnapshot())).toBeUndefined();
    page.stop();

    const visitor = open();
    await visitor.ready();
    await settle();
    expect(cartCalls()).toContain('/api/checkout/cart/create.json');
    visitor.stop();
  });

  it('still makes a cart when one is asked for: an add creates it', async () => {
    const page = open(false);
    await page.ready();
    const product = await page.catalog.product('classic-crew-tee');
    const variantId = product.ok ? product.value.variant?.id : undefined;
    expect(variantId).toBeDefined();
    expect((await page.cart.add({ variantId: variantId ?? '', quantity: 1 })).ok).toBe(true);
    expect(page.cart.getSnapshot().context.cart.items).toHaveLength(1);
    page.stop();
  });
});
