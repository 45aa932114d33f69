/**
 * The public snapshot a server-rendered page embeds (issue 18, docs/decisions/0460): it carries
 * the shop, catalogue and page data, never the cart or the customer; a browser resuming from it
 * asks the platform nothing the server fetched, and its cart comes from its own storage.
 */
import { createMemoryPorts, createMemoryStorage } from '@vitrine/ports';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM_URL, startPlatform, type TestPlatform } from '../test/harness/platform';
import { PUBLIC_SNAPSHOT_VERSION, publicSnapshot } from './public-snapshot';
import { createStorefront } from './storefront';
import type { Storefront, StorefrontOptions } from './storefront.types';

let platform: TestPlatform;
const running: Storefront[] = [];

beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => {
  await platform?.close();
});
afterEach(() => {
  for (const storefront of running.splice(0)) storefront.stop();
});

function open(extra: Partial<StorefrontOptions> = {}): Storefront {
  const storefront = createStorefront({
    domain: 'localhost',
    baseUrl: PLATFORM_URL,
    fetch: platform.fetch,
    ports: createMemoryPorts(extra.ports),
    ...extra,
  });
  running.push(storefront);
  return storefront;
}

/** What a server renders: the shop and a product page, with a cart of its own. */
async function serverPage(): Promise<Storefront> {
  const server = open();
  await server.ready();
  const product = await server.catalog.product('classic-crew-tee');
  if (!product.ok || !product.value.variant) throw new Error('no tee');
  // Even when the server's storefront had a cart, it must not reach the page.
  expect((await server.cart.add({ variantId: product.value.variant.id, quantity: 1 })).ok).toBe(true);
  return server;
}

describe('publicSnapshot', () => {
  it('holds the shop, catalogue and pages, and neither the cart nor the customer', async () => {
    const server = await serverPage();
    const embedded = publicSnapshot(server.getSnapshot());
    expect(embedded.version).toBe(PUBLIC_SNAPSHOT_VERSION);
    expect(Object.keys(embedded.state.children).sort()).toEqual(['catalog', 'pages', 'shop']);
    const text = JSON.stringify(embedded);
    const cartToken = server.cart.getSnapshot().context.cartToken;
    expect(cartToken).toBeTruthy();
    expect(text).not.toContain(String(cartToken));
    expect(text).toContain('classic-crew-tee');
  });

  it('a browser resuming from it asks for neither the bootstrap nor the product again', async () => {
    const server = await serverPage();
    const embedded = JSON.parse(JSON.stringify(publicSnapshot(server.getSnapshot())));
    const before = platform.requests.length;
    const browser = open({ snapshot: embedded });
    expect(browser.shop.getSnapshot().context.status).toBe('ready');
    expect(browser.catalog.getSnapshot().context.product?.product?.handle).toBe('classic-crew-tee');
    expect((await browser.ready()).ok).toBe(true);
    const product = await browser.catalog.product('classic-crew-tee');
    expect(product.ok && product.value.product?.handle).toBe('classic-crew-tee');
    await browser.cart.settled();
    const asked = platform.requests.slice(before);
    expect(asked.filter((path) => path.startsWith('/api/bootstrap/'))).toEqual([]);
    expect(asked.filter((path) => path === '/api/catalog/product.json')).toEqual([]);
    // the cart is the device's own: empty, not the server's
    expect(browser.cart.getSnapshot().context.cart.items).toEqual([]);
  });

  it('a resumed page keeps the views it came with: the product and collection are not read again (decision 0560)', async () => {
    const server = await serverPage();
    expect((await server.catalog.collection('all')).ok).toBe(true);
    const embedded = JSON.parse(JSON.stringify(publicSnapshot(server.getSnapshot())));
    const saved = embedded.state.children.catalog.context;
    const browser = open({ snapshot: embedded });
    const { context } = browser.catalog.getSnapshot();
    // The very objects the page was rendered from: a theme's selectors see no change at start.
    expect(context.product).toBe(saved.product);
    expect(context.collection).toBe(saved.collection);
    // A change of variant builds the view again, from the resumed page's state.
    const other = context.product?.product?.variants.find(
      (variant) => variant.id !== context.product?.variant?.id,
    );
    if (!other) throw new Error('the tee has one variant');
    await browser.catalog.selectVariant(other.id);
    const changed = browser.catalog.getSnapshot().context.product;
    expect(changed).not.toBe(saved.product);
    expect(changed?.variant?.id).toBe(other.id);
    expect(changed?.product?.handle).toBe('classic-crew-tee');
  });

  it('the product a resumed page shows is viewed once (its view_content, 001 §3)', async () => {
    const server = await serverPage();
    const embedded = JSON.parse(JSON.stringify(publicSnapshot(server.getSnapshot())));
    const browser = open({ snapshot: embedded });
    const viewed: unknown[] = [];
    browser.on('product.viewed', (event) => viewed.push(event.product));
    await browser.ready();
    await browser.catalog.product('classic-crew-tee');
    expect(viewed).toHaveLength(1);
    expect(viewed[0]).toMatchObject({ handle: 'classic-crew-tee' });
  });

  it("the browser's cart and session come from its own storage", async () => {
    const server = await serverPage();
    const embedded = JSON.parse(JSON.stringify(publicSnapshot(server.getSnapshot())));
    // a visitor who already has a cart on this device
    const storage = createMemoryStorage();
    const own = open({ ports: { storage } });
    await own.ready();
    const product = await own.catalog.product('classic-crew-tee');
    if (!product.ok || !product.value.variant) throw new Error('no tee');
    await own.cart.add({ variantId: product.value.variant.id, quantity: 2 });
    const token = own.cart.getSnapshot().context.cartToken;
    own.stop();
    const browser = open({ snapshot: embedded, ports: { storage } });
    await browser.cart.settled();
    expect(browser.cart.getSnapshot().context.cartToken).toBe(token);
    expect(browser.cart.getSnapshot().context.cart.items).toHaveLength(1);
  });

  it('a full snapshot is still restored as before, and another version is dropped', async () => {
    const server = await serverPage();
    const stale = { version: PUBLIC_SNAPSHOT_VERSION + 1, state: publicSnapshot(server.getSnapshot()).state };
    const browser = open({ snapshot: stale });
    expect(browser.shop.getSnapshot().context.status).not.toBe('ready');
    expect((await browser.ready()).ok).toBe(true);
  });
});
