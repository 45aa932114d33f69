/**
 * The catalogue machines against the reference platform (examples/platform-api) in process:
 * the real @vitrine/api-client, the real Hono app, its seeded demo shop on an in-memory database.
 */
import { type ApiClient, createApiClient } from '@vitrine/api-client';
import { type PlatformApp, createApp } from '@vitrine/platform-api';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AnyActorRef, type AnyMachineSnapshot, type SnapshotFrom, createActor, waitFor } from 'xstate';
import { catalogActors } from './catalog.actors';
import {
  addToCartState,
  isSelectionUnavailable,
  previewImage,
  productDescription,
  selectedVariant,
  sizeChartView,
} from './catalog.selectors';
import { collectionMachine } from './collection.machine';
import { collectionsListMachine } from './collections.machine';
import { personalizationMachine } from './personalization.machine';
import { productMachine } from './product.machine';
import { searchMachine } from './search.machine';
import { sizeChartMachine } from './size-chart.machine';
import { openSeededDatabase } from '../../../examples/platform-api/src/testing/seeded';

let platform: PlatformApp;
let close: () => Promise<void>;
let client: ApiClient;
let shopId: number;

beforeAll(async () => {
  const database = await openSeededDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-catalog-'));
  platform = createApp({ db: database, dataDir, options: { logError: () => undefined } });
  close = async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const fetch = (input: string | URL | Request, init?: RequestInit) =>
    platform.app.fetch(new Request(input, init));
  client = createApiClient({
    baseURL: 'http://localhost',
    shopDomain: 'localhost',
    fetch: fetch as typeof globalThis.fetch,
  });
  const shop = await client.call('catalog.validate');
  if (!shop.ok) throw new Error(`platform not ready: ${shop.failure.kind}`);
  shopId = Number((shop.data.result as { shop_id: number }).shop_id);
}, 120_000);

afterAll(async () => {
  await close?.();
});

/** Waits until a catalogue machine has an answer: ready, none, not found, or failed. */
const ready = <A extends AnyActorRef>(actor: A): Promise<SnapshotFrom<A>> =>
  waitFor(actor, (snapshot) => {
    const { value } = snapshot as unknown as AnyMachineSnapshot;
    return typeof value === 'string' && ['ready', 'none', 'notFound', 'failure', 'failed'].includes(value);
  });

describe('catalogue against the reference platform (000 §7)', () => {
  it('lists the collections, 12 a page', async () => {
    const list = createActor(collectionsListMachine.provide({ actors: catalogActors(client) }), {
      input: {},
    }).start();
    const s = await waitFor(list, (snap) => !snap.matches('loading'));
    expect(s.value).toBe('ready');
    expect(s.context.collections.length).toBeGreaterThan(0);
    expect(s.context.collections.length).toBeLessThanOrEqual(12);
    expect(s.context.total).toBeGreaterThanOrEqual(s.context.collections.length);
  });

  it('lists a category by price, low to high, and loads more without repeats', async () => {
    const page = createActor(collectionMachine.provide({ actors: catalogActors(client) }), {
      input: { route: { name: 'category', slug: 'apparel' }, sortBy: 'price:asc' },
    }).start();
    let s = await ready(page);
    expect(s.value).toBe('ready');
    expect(page.getSnapshot().context.collection?.handle).toBe('apparel');
    const prices = page.getSnapshot().context.products.map((p) => p.variants[0]?.price ?? 0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const total = page.getSnapshot().context.total;
    while (page.getSnapshot().context.products.length < total) {
      const before = page.getSnapshot().context.products.length;
      page.send({ type: 'collection.more' });
      s = await waitFor(page, (snap) => snap.matches('ready') && snap.context.products.length > before);
    }
    const ids = page.getSnapshot().context.products.map((p) => p.id);
    expect(new Set(ids).size).toBe(total);
  });

  it('shows not-found for an unknown category', async () => {
    const page = createActor(collectionMachine.provide({ actors: catalogActors(client) }), {
      input: { route: { name: 'category', slug: 'no-such-collection' } },
    }).start();
    expect((await ready(page)).value).toBe('notFound');
  });

  it('lists New Arrivals and products by tag', async () => {
    const page = createActor(collectionMachine.provide({ actors: catalogActors(client) }), {
      input: { route: { name: 'products-all' }, filterBy: 'new' },
    }).start();
    await ready(page);
    expect(page.getSnapshot().context.products.length).toBeGreaterThan(0);
    expect(page.getSnapshot().context.products.every((p) => (p.tags as string[]).includes('new'))).toBe(true);
    page.send({ type: 'collection.route', route: { name: 'products-tags', q: 'hoodie' } });
    await waitFor(page, (snap) => snap.matches('ready'));
    expect(page.getSnapshot().context.products.map((p) => p.handle)).toContain('relaxed-hoodie');
    expect(page.getSnapshot().context.filter).toBe('all');
  });

  it('opens the tee: variant from the query, option changes, out of stock, localized description', async () => {
    const tee = await client.call('catalog.product', { query: { handle: 'classic-crew-tee' } });
    if (!tee.ok) throw new Error('tee missing');
    const sandXl = tee.data.result.variants.find((v) => v.color === 'sand' && v.size === 'xl');
    const product = createActor(productMachine.provide({ actors: catalogActors(client) }), {
      input: { handle: 'classic-crew-tee', variant: String(sandXl?.id) },
    }).start();
    await ready(product);
    const context = () => product.getSnapshot().context;
    expect(selectedVariant(context())?.id).toBe(sandXl?.id);
    // The platform marks the variant with quantity 0 unavailable: add to cart is disabled either way.
    expect(sandXl?.quantity).toBe(0);
    expect(addToCartState(context()).enabled).toBe(false);
    product.send({ type: 'option.select', optionCode: 'size', valueCode: 'm' });
    expect(selectedVariant(context())).toMatchObject({ color: 'sand', size: 'm' });
    expect(addToCartState(context()).enabled).toBe(true);
    product.send({ type: 'option.select', optionCode: 'size', valueCode: 'xxl' });
    expect(isSelectionUnavailable(context())).toBe(true);
    expect(productDescription(context(), 'fr-CA')).toBe(
      '<p>Notre t-shirt en coton épais, en trois couleurs.</p>',
    );
    expect(productDescription(context(), 'en-US')).toBe(
      '<p>Our heavyweight cotton tee, in three colours.</p>',
    );
  });

  it('shows not-found for an unknown product handle', async () => {
    const product = createActor(productMachine.provide({ actors: catalogActors(client) }), {
      input: { handle: 'no-such-product' },
    }).start();
    const s = await ready(product);
    expect(s.value).toBe('notFound');
  });

  it('searches with a query', async () => {
    const search = createActor(searchMachine.provide({ actors: catalogActors(client) }), {
      input: { query: 'hoodie' },
    }).start();
    await ready(search);
    expect(search.getSnapshot().context.products.map((p) => p.handle)).toContain('relaxed-hoodie');
  });

  it('shows the tee size chart in inches and centimetres (000 §4 Size chart v3)', async () => {
    const tee = await client.call('catalog.product', { query: { handle: 'classic-crew-tee' } });
    if (!tee.ok) throw new Error('tee missing');
    const chart = createActor(sizeChartMachine.provide({ actors: catalogActors(client) }), {
      input: {
        shopId,
        productRefId: tee.data.result.id,
        productTags: tee.data.result.tags,
        useSbSetting: false,
      },
    }).start();
    await ready(chart);
    expect(sizeChartView(chart.getSnapshot().context).tables[0]?.rows[0]).toEqual(['S', 36, 27, 8]);
    chart.send({ type: 'size_chart.unit', unit: 'cm' });
    const view = sizeChartView(chart.getSnapshot().context);
    expect(view.tabs).toBe(true);
    expect(view.tables[0]?.rows[0]).toEqual(['S', 91.4, 68.6, 20.3]);
  });

  it('finds the hoodie size chart by tag', async () => {
    const hoodie = await client.call('catalog.product', { query: { handle: 'relaxed-hoodie' } });
    if (!hoodie.ok) throw new Error('hoodie missing');
    const chart = createActor(sizeChartMachine.provide({ actors: catalogActors(client) }), {
      input: {
        shopId,
        productRefId: hoodie.data.result.id,
        productTags: hoodie.data.result.tags,
        useSbSetting: true,
      },
    }).start();
    await ready(chart);
    expect(sizeChartView(chart.getSnapshot().context).title).toBe('Hoodie size chart');
  });

  it('renders the mug preview, and reports a product without one (001 §8)', async () => {
    const mug = await client.call('catalog.product', { query: { handle: 'custom-photo-mug' } });
    if (!mug.ok) throw new Error('mug missing');
    const preview = createActor(personalizationMachine.provide({ actors: catalogActors(client) }), {
      input: { productId: mug.data.result.id },
    }).start();
    await ready(preview);
    expect(previewImage(preview.getSnapshot().context)).toMatch(/mug-mockup-glossy/);

    const reporter = { report: vi.fn() };
    const none = createActor(
      personalizationMachine.provide({ actors: catalogActors(client, { reporter }) }),
      {
        input: { productId: 999_999 },
      },
    ).start();
    const s = await waitFor(none, (snap) => snap.matches('failed'));
    expect(s.context.messageId).toBe('products.cannot_show_preview');
    await vi.waitFor(() =>
      expect(reporter.report).toHaveBeenCalledWith(expect.any(Error), { personalize: 'preview' }),
    );
  });
});
