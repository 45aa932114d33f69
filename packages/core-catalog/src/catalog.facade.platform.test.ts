/**
 * The catalogue facade against the reference platform (examples/platform-api) in process: the
 * real transport, the real Hono app, its seeded demo shop on an in-memory database.
 */
import { catalogProduct, catalogValidate, createTransport, type Transport } from '@vitrine/api-client';
import { createApp, type Database, type PlatformApp } from '@vitrine/platform-api';
import { createMemoryLogger, createMemoryNavigate, createMemoryStorage } from '@vitrine/ports';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SimulatedClock } from 'xstate';
import type { CatalogEmitted } from './catalog.machine';
import { createCatalog } from './catalog.facade';
import { openSeededDatabase } from '../../../examples/platform-api/src/testing/seeded';

let platform: PlatformApp;
let database: Database;
let close: () => Promise<void>;
let shopId: number;
/** Every request the platform received, by path. */
const requests: string[] = [];

type Fetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

const transportWith = (fetch: Fetch): Transport =>
  createTransport({
    baseURL: 'http://localhost',
    shopDomain: 'localhost',
    fetch: fetch as typeof globalThis.fetch,
  });

const platformFetch: Fetch = async (input, init) => {
  const request = new Request(input, init);
  requests.push(new URL(request.url).pathname);
  return platform.app.fetch(request);
};

const transport = (): Transport => transportWith(platformFetch);

beforeAll(async () => {
  database = await openSeededDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-catalog-facade-'));
  platform = createApp({ db: database, dataDir, options: { logError: () => undefined } });
  close = async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const shop = await transport().send(catalogValidate);
  if (!shop.ok) throw new Error(`platform not ready: ${shop.failure.kind}`);
  shopId = Number((shop.data.result as { shop_id: number }).shop_id);
}, 120_000);

afterAll(async () => {
  await close?.();
});

describe('createCatalog against the reference platform (000 §2–§5, §9)', () => {
  it('lists the collections, 12 a page, in camelCase', async () => {
    const catalog = createCatalog({ transport: transport() });
    const list = await catalog.collections();
    expect(list.ok).toBe(true);
    if (!list.ok) return;
    expect(list.value.status).toBe('ready');
    expect(list.value.pageSize).toBe(12);
    expect(list.value.collections.length).toBeGreaterThan(0);
    expect(list.value.collections.length).toBeLessThanOrEqual(12);
    expect(typeof list.value.collections[0]?.id).toBe('string');
    expect(list.value.collections[0]).toHaveProperty('productsCount');
    catalog.stop();
  });

  it('a collections list that fails to load goes to the error page with COLLECTION_ERROR, logged; the home list does not (000 §2, §8)', async () => {
    const logger = createMemoryLogger();
    const failing500: Fetch = async (input, init) => {
      const request = new Request(input, init);
      if (new URL(request.url).pathname === '/api/catalog/collections_v2.json') {
        return new Response(JSON.stringify({ code: 500, result: 'Internal Server Error' }), {
          status: 500,
          headers: { 'content-type': 'application/json' },
        });
      }
      return platformFetch(request);
    };
    const navigate = createMemoryNavigate();
    const catalog = createCatalog({
      transport: transportWith(failing500),
      ports: { logger, navigate },
      navigateOnLoadError: true,
    });
    const errors: CatalogEmitted[] = [];
    catalog.on('load_error', (event) => errors.push(event));
    const list = await catalog.collections({ page: 2 });
    expect(list).toMatchObject({ ok: false, error: { code: 'COLLECTION_ERROR' } });
    expect(catalog.getSnapshot().context.collections?.status).toBe('error');
    // 000 §8: "Other collection, product, bootstrap failures → error page codes COLLECTION_ERROR";
    // the log message 'Fetch collections error'.
    const toErrorPage = { type: 'route', route: 'error', query: { code: 'COLLECTION_ERROR' }, replace: true };
    expect(navigate.intents).toEqual([toErrorPage]);
    expect(errors).toMatchObject([
      {
        type: 'load_error',
        source: 'collection',
        handle: null,
        error: { code: 'COLLECTION_ERROR' },
        intent: toErrorPage,
      },
    ]);
    expect(logger.entries.map((entry) => entry.message)).toEqual(['Fetch collections error']);
    // The home page's collection list section (000 §9, docs/decisions/0401) is not the page: its
    // failure is its own error state, logged, and home stays (decision 0574).
    expect(await catalog.collections({ home: true })).toMatchObject({
      ok: false,
      error: { code: 'COLLECTION_ERROR' },
    });
    expect(navigate.intents).toHaveLength(1);
    expect(errors).toHaveLength(1);
    expect(logger.entries).toHaveLength(2);
    catalog.stop();
  });

  it("the collections page after the home list asks 12 a page, not the home list's 50 (000 §9)", async () => {
    const asked: URL[] = [];
    const recording: Fetch = async (input, init) => {
      const request = new Request(input, init);
      asked.push(new URL(request.url));
      return platformFetch(request);
    };
    const catalog = createCatalog({ transport: transportWith(recording) });
    expect(await catalog.collections({ home: true })).toMatchObject({ ok: true, value: { pageSize: 50 } });
    const from = asked.length;
    // 000 §9 Page sizes: "collection list 12; collection list on home 50": no `home` is the page.
    const page = await catalog.collections({ page: 1 });
    expect(page).toMatchObject({ ok: true, value: { pageSize: 12, page: 1 } });
    const limits = asked
      .slice(from)
      .filter((url) => url.pathname === '/api/catalog/collections_v2.json')
      .map((url) => url.searchParams.get('limit'));
    expect(limits).toEqual(['12']);
    catalog.stop();
  });

  it('opens a category by price, low to high, loads more without repeats, with the URL query and breadcrumb', async () => {
    const catalog = createCatalog({ transport: transport(), currency: 'USD' });
    const opened = await catalog.collection('apparel', { sortBy: 'price:asc' });
    if (!opened.ok) throw new Error(opened.error.code);
    expect(opened.value.collection?.handle).toBe('apparel');
    expect(opened.value.query).toEqual({ page: '1', sortby: 'price:asc', filterby: 'all' });
    expect(opened.value.selectedSort).toBe('price:asc');
    expect(opened.value.breadcrumb).toEqual([{ name: 'home' }, { name: 'category', slug: 'apparel' }]);
    let view = opened.value;
    while (view.hasMore) {
      const more = await catalog.loadMore();
      if (!more.ok) throw new Error(more.error.code);
      expect(more.value.products.length).toBeGreaterThan(view.products.length);
      view = more.value;
    }
    const prices = view.products.map((p) => p.variants[0]?.price.amount ?? 0);
    expect(prices.every(Number.isInteger)).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(new Set(view.products.map((p) => p.id)).size).toBe(view.total);
    // 000 §2: changing the sort goes back to page 1.
    const sorted = await catalog.sort('name:desc');
    expect(sorted.ok && sorted.value.page).toBe(1);
    catalog.stop();
  });

  it('answers not_found for an unknown category and emits load_error', async () => {
    const navigate = createMemoryNavigate();
    const catalog = createCatalog({ transport: transport(), ports: { navigate }, navigateOnLoadError: true });
    const errors: CatalogEmitted[] = [];
    catalog.on('load_error', (event) => errors.push(event));
    const page = await catalog.collection('no-such-collection');
    expect(page).toMatchObject({ ok: false, error: { code: 'not_found' } });
    // 000 §2: an empty result shows page-not-found.
    expect(navigate.intents).toEqual([{ type: 'not-found', from: '/collections/no-such-collection' }]);
    expect(errors).toEqual([
      {
        type: 'load_error',
        source: 'collection',
        handle: 'no-such-collection',
        error: { code: 'not_found' },
        intent: { type: 'not-found', from: '/collections/no-such-collection' },
      },
    ]);
    catalog.stop();
  });

  it("a home section's collection or product that is not found sends nothing; the same pages do (decision 0659)", async () => {
    const navigate = createMemoryNavigate();
    const catalog = createCatalog({ transport: transport(), ports: { navigate }, navigateOnLoadError: true });
    const errors: CatalogEmitted[] = [];
    catalog.on('load_error', (event) => errors.push(event));
    // 000 §2 Home: a section's failure shows in its section and home stays (decision 0574 for the
    // collection list; the featured collection and product alike).
    expect(await catalog.collection('no-such-collection', { home: true })).toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });
    expect(await catalog.product('no-such-product', { home: true })).toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });
    expect(navigate.intents).toEqual([]);
    expect(errors).toEqual([]);
    // The pages themselves still go to page-not-found (000 §2 Navigation rules).
    await catalog.collection('no-such-collection');
    await catalog.product('no-such-product');
    expect(navigate.intents).toEqual([
      { type: 'not-found', from: '/collections/no-such-collection' },
      { type: 'not-found', from: '/products/no-such-product' },
    ]);
    expect(errors).toHaveLength(2);
    catalog.stop();
  });

  it('opens the tee: variant from the query, options with availability, money in minor units, description per locale', async () => {
    const wire = await transport().send(catalogProduct, { query: { handle: 'classic-crew-tee' } });
    if (!wire.ok) throw new Error('tee missing');
    const sandXl = wire.data.result.variants.find((v) => v.color === 'sand' && v.size === 'xl');
    const storage = createMemoryStorage();
    const catalog = createCatalog({
      transport: transport(),
      ports: { storage },
      currency: 'USD',
      locale: 'fr-CA',
    });

    const opened = await catalog.product('classic-crew-tee', { variant: String(sandXl?.id) });
    if (!opened.ok) throw new Error(opened.error.code);
    const tee = opened.value;
    expect(tee.variant?.id).toBe(String(sandXl?.id));
    expect(tee.variant?.options).toEqual({ color: 'sand', size: 'xl' });
    expect(tee.variant?.price).toEqual({ amount: Math.round((sandXl?.price ?? 0) * 100), currency: 'USD' });
    expect(tee.addToCart.enabled).toBe(false);
    expect(tee.variantQuery).toBe(String(sandXl?.id));
    expect(tee.description).toBe('<p>Notre t-shirt en coton épais, en trois couleurs.</p>');
    const size = tee.options.find((option) => option.code === 'size');
    expect(size?.values.find((value) => value.code === 'xl')).toMatchObject({
      selected: true,
      available: false,
    });
    expect(size?.values.find((value) => value.code === 'm')).toMatchObject({
      selected: false,
      available: true,
    });

    const m = await catalog.selectOption('size', 'm');
    expect(m.ok && m.value.variant?.options).toEqual({ color: 'sand', size: 'm' });
    expect(m.ok && m.value.addToCart).toEqual({ enabled: true, reason: null });
    const xxl = await catalog.selectOption('size', 'xxl');
    expect(xxl.ok && xxl.value.unavailable).toBe(true);

    // 000 §9: the viewed product is remembered under recent_viewed_products.
    expect(catalog.recentlyViewed().map((item) => item.handle)).toEqual(['classic-crew-tee']);
    expect(catalog.recentlyViewed()[0]?.price?.currency).toBe('USD');
    await expect.poll(() => storage.get('recent_viewed_products')).toContain('classic-crew-tee');
    catalog.stop();
  });

  it('recently viewed products read before the shop currency is known are priced in it once configured (000 §9)', async () => {
    // The stored prices are the shop's numbers; the sdk configures the currency when the shop's data arrives.
    const storage = createMemoryStorage({
      recent_viewed_products: JSON.stringify([
        { id: 1, handle: 'tee', title: 'Tee', image: null, price: 20 },
      ]),
    });
    const catalog = createCatalog({ transport: transport(), ports: { storage } });
    await vi.waitFor(() => expect(catalog.recentlyViewed()).toHaveLength(1));
    catalog.configure({
      currency: 'EUR',
      display: { currency: 'EUR', locale: 'fr-FR', rates: { base: 'EUR', rates: { EUR: 1 } } },
    });
    expect(catalog.recentlyViewed()[0]?.price).toEqual({ amount: 2000, currency: 'EUR' });
    // A EUR shop shown in US dollars converts the shop's €20, not the $20 first read.
    catalog.configure({
      display: { currency: 'USD', locale: 'en-US', rates: { base: 'EUR', rates: { EUR: 1, USD: 1.1 } } },
    });
    expect(catalog.recentlyViewed()[0]?.price).toEqual({
      amount: 2200,
      currency: 'USD',
      shop: { amount: 2000, currency: 'EUR' },
    });
    // A shop in yen: the stored 20 is ¥20, not 2000 of anything.
    catalog.configure({ currency: 'JPY', display: null });
    expect(catalog.recentlyViewed()[0]?.price).toEqual({ amount: 20, currency: 'JPY' });
    catalog.stop();
  });

  it('shows every price in the display currency, and the pages shown follow a switch at once (000 §9)', async () => {
    const rates = { base: 'USD', rates: { EUR: 0.92, JPY: 151.2 } };
    const catalog = createCatalog({
      transport: transport(),
      currency: 'USD',
      display: { currency: 'EUR', locale: 'de-DE', rates },
    });
    const opened = await catalog.product('classic-crew-tee');
    if (!opened.ok) throw new Error(opened.error.code);
    const usd = opened.value.variant?.price.shop;
    expect(usd?.currency).toBe('USD');
    const inEuro = Math.round(((usd?.amount ?? 0) * 92) / 100);
    expect(opened.value.variant?.price).toEqual({ amount: inEuro, currency: 'EUR', shop: usd });
    expect(opened.value.product?.variants.every((v) => v.price.currency === 'EUR')).toBe(true);
    const page = await catalog.collection('apparel');
    if (!page.ok) throw new Error(page.error.code);
    expect(page.value.products.flatMap((p) => p.variants.map((v) => v.price.currency))).not.toContain('USD');
    expect(catalog.recentlyViewed()[0]?.price?.currency).toBe('EUR');

    const seen: string[] = [];
    catalog.select(
      (snapshot) => snapshot.context.product?.variant?.price.currency,
      (currency) => seen.push(currency ?? ''),
    );
    catalog.configure({ display: { currency: 'JPY', locale: 'ja-JP', rates } });
    const now = catalog.getSnapshot().context;
    expect(now.product?.variant?.price).toEqual({
      amount: Math.round((usd?.amount ?? 0) * 1.512),
      currency: 'JPY',
      shop: usd,
    });
    expect(now.collection?.products.every((p) => p.variants.every((v) => v.price.currency === 'JPY'))).toBe(
      true,
    );
    expect(now.recentlyViewed[0]?.price?.currency).toBe('JPY');
    expect(seen).toEqual(['JPY']);
    // Back to the shop currency: the platform's amounts, unconverted.
    catalog.configure({ display: null });
    expect(catalog.getSnapshot().context.product?.variant?.price).toEqual(usd);
    catalog.stop();
  });

  it('a renamed product or collection: the shopper is sent to its new path, not to not-found (000 §8)', async () => {
    await database.query(
      `INSERT INTO redirects (shop_id, from_path, to_path)
       SELECT id, '/products/old-crew-tee', '/products/classic-crew-tee' FROM shops WHERE name = 'Vitrine Demo'
       UNION ALL SELECT id, '/collections/tees', '/collections/apparel' FROM shops WHERE name = 'Vitrine Demo'`,
    );
    const navigate = createMemoryNavigate();
    const catalog = createCatalog({ transport: transport(), ports: { navigate }, navigateOnLoadError: true });
    const events: CatalogEmitted[] = [];
    catalog.on('redirect', (event) => events.push(event));
    catalog.on('load_error', (event) => events.push(event));

    const product = await catalog.product('old-crew-tee');
    const toTee = { from: '/products/old-crew-tee', to: '/products/classic-crew-tee' };
    expect(product).toEqual({
      ok: false,
      error: { code: 'redirected', message: '/products/classic-crew-tee', redirect: toTee },
    });
    expect(catalog.getSnapshot().context.product?.status).toBe('redirected');
    const collection = await catalog.collection('tees');
    expect(collection).toMatchObject({
      ok: false,
      error: { code: 'redirected', message: '/collections/apparel' },
    });
    expect(navigate.intents).toEqual([
      { type: 'path', path: '/products/classic-crew-tee', replace: true },
      { type: 'path', path: '/collections/apparel', replace: true },
    ]);
    expect(events).toEqual([
      {
        type: 'redirect',
        source: 'product',
        handle: 'old-crew-tee',
        redirect: toTee,
        intent: { type: 'path', path: '/products/classic-crew-tee', replace: true },
      },
      {
        type: 'redirect',
        source: 'collection',
        handle: 'tees',
        redirect: { from: '/collections/tees', to: '/collections/apparel' },
        intent: { type: 'path', path: '/collections/apparel', replace: true },
      },
    ]);
    // The host's router follows: the new handle opens the product.
    const moved = await catalog.product('classic-crew-tee');
    expect(moved.ok && moved.value.status).toBe('ready');
    // A handle with no redirect is still not-found.
    expect(await catalog.product('never-was')).toMatchObject({ ok: false, error: { code: 'not_found' } });
    catalog.stop();
  });

  // 000 §2 Navigation rules: "A matching 'from' leads to a replace-navigation to its 'to' (external
  // or internal, query kept)"; a renamed product or collection is redirected so too (000 §8).
  it('a renamed product or collection keeps the query of the page asked: the variant and the campaign reach the new page', async () => {
    await database.query(
      `INSERT INTO redirects (shop_id, from_path, to_path)
       SELECT id, '/products/old-tee', '/products/new-tee' FROM shops WHERE name = 'Vitrine Demo'
       UNION ALL SELECT id, '/collections/old-tees', '/collections/new-tees' FROM shops WHERE name = 'Vitrine Demo'`,
    );
    const navigate = createMemoryNavigate();
    const catalog = createCatalog({ transport: transport(), ports: { navigate }, navigateOnLoadError: true });
    const events: CatalogEmitted[] = [];
    catalog.on('redirect', (event) => events.push(event));

    // /products/old-tee?variant=5&utm_source=mail
    const product = await catalog.product('old-tee', { variant: '5', search: '?variant=5&utm_source=mail' });
    expect(product).toMatchObject({ ok: false, error: { code: 'redirected', message: '/products/new-tee' } });
    // /collections/old-tees?sortby=price:asc&utm_source=mail
    const collection = await catalog.collection('old-tees', {
      sortBy: 'price:asc',
      search: 'sortby=price:asc&utm_source=mail',
    });
    expect(collection).toMatchObject({
      ok: false,
      error: { code: 'redirected', message: '/collections/new-tees' },
    });
    const moved = [
      { type: 'path', path: '/products/new-tee?variant=5&utm_source=mail', replace: true },
      { type: 'path', path: '/collections/new-tees?sortby=price:asc&utm_source=mail', replace: true },
    ];
    expect(navigate.intents).toEqual(moved);
    expect(events.map((event) => (event.type === 'redirect' ? event.intent : null))).toEqual(moved);

    // Asked without a query (every call written before the option), the new path has none.
    await catalog.product('old-tee');
    await catalog.collection('old-tees');
    expect(navigate.intents.slice(2)).toEqual([
      { type: 'path', path: '/products/new-tee', replace: true },
      { type: 'path', path: '/collections/new-tees', replace: true },
    ]);
    catalog.stop();
  });

  it('a catalogue persisted before the page query was kept restores, and its next renamed page keeps the query', async () => {
    await database.query(
      `INSERT INTO redirects (shop_id, from_path, to_path)
       SELECT id, '/products/older-tee', '/products/new-tee' FROM shops WHERE name = 'Vitrine Demo'
       UNION ALL SELECT id, '/collections/older-tees', '/collections/new-tees' FROM shops WHERE name = 'Vitrine Demo'`,
    );
    const catalog = createCatalog({ transport: transport() });
    await catalog.product('relaxed-hoodie');
    await catalog.collection('all');
    const saved = catalog.persist();
    catalog.stop();
    // The page machines' contexts as they were persisted before `search` joined them.
    type Child = { snapshot: { context?: Record<string, unknown> } };
    const state = saved.state as { children: Record<string, Child> };
    const older = Object.fromEntries(
      Object.entries(state.children).map(([id, child]) => {
        if (child.snapshot.context === undefined) return [id, child];
        const { search: _search, ...context } = child.snapshot.context;
        return [id, { ...child, snapshot: { ...child.snapshot, context } }];
      }),
    );
    const navigate = createMemoryNavigate();
    const restored = createCatalog({
      transport: transport(),
      ports: { navigate },
      navigateOnLoadError: true,
      snapshot: { ...saved, state: { ...state, children: older } },
    });
    expect(restored.getSnapshot().context.product?.product?.handle).toBe('relaxed-hoodie');
    expect(restored.getSnapshot().context.collection?.status).toBe('ready');
    await restored.collection('older-tees', { search: '?page=2' });
    await restored.product('older-tee', { search: '?utm_source=mail' });
    expect(navigate.intents).toEqual([
      { type: 'path', path: '/collections/new-tees?page=2', replace: true },
      { type: 'path', path: '/products/new-tee?utm_source=mail', replace: true },
    ]);
    restored.stop();
  });

  it('productShown: the product page shown again emits product_shown, without a request; another handle is no_product', async () => {
    const catalog = createCatalog({ transport: transport() });
    const shown: CatalogEmitted[] = [];
    catalog.on('product_shown', (event) => shown.push(event));
    expect((await catalog.product('classic-crew-tee')).ok).toBe(true);
    expect(shown).toEqual([]);
    const from = requests.length;
    expect(catalog.productShown('classic-crew-tee')).toMatchObject({ ok: true, value: { status: 'ready' } });
    expect(shown).toMatchObject([
      { type: 'product_shown', handle: 'classic-crew-tee', product: { handle: 'classic-crew-tee' } },
    ]);
    expect(catalog.productShown('custom-photo-mug')).toMatchObject({
      ok: false,
      error: { code: 'no_product' },
    });
    expect(shown).toHaveLength(1);
    expect(requests.length).toBe(from);
    catalog.stop();
  });

  it('answers not_found for an unknown product handle and emits load_error', async () => {
    const catalog = createCatalog({ transport: transport() });
    const errors: CatalogEmitted[] = [];
    catalog.on('load_error', (event) => errors.push(event));
    expect(await catalog.product('no-such-product')).toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });
    expect(errors).toMatchObject([
      { source: 'product', handle: 'no-such-product', error: { code: 'not_found' } },
    ]);
    // Nothing shown to choose options of, no collection page to load more of.
    expect(await catalog.selectOption('size', 'm')).toMatchObject({
      ok: false,
      error: { code: 'no_product' },
    });
    expect(await catalog.loadMore()).toMatchObject({ ok: false, error: { code: 'no_collection' } });
    catalog.stop();
  });

  it('issue 16: a 404 without the empty-result text is PRODUCT_ERROR, logged, not not-found', async () => {
    const logger = createMemoryLogger();
    const notFound404: Fetch = async (input, init) => {
      const request = new Request(input, init);
      if (new URL(request.url).pathname === '/api/catalog/product.json') {
        return new Response(JSON.stringify({ code: 404, result: 'Not Found' }), {
          status: 404,
          headers: { 'content-type': 'application/json' },
        });
      }
      return platformFetch(request);
    };
    const errors: Extract<CatalogEmitted, { readonly type: 'load_error' }>[] = [];
    const navigate = createMemoryNavigate();
    const catalog = createCatalog({ transport: transportWith(notFound404), ports: { logger, navigate } });
    catalog.on('load_error', (event) => errors.push(event));
    expect(await catalog.product('classic-crew-tee')).toEqual({
      ok: false,
      error: { code: 'PRODUCT_ERROR', message: 'NOT-FOUND' },
    });
    // 000 §2: the error page with PRODUCT_ERROR; not navigated without navigateOnLoadError.
    expect(errors[0]?.intent).toEqual({
      type: 'route',
      route: 'error',
      query: { code: 'PRODUCT_ERROR' },
      replace: true,
    });
    expect(navigate.intents).toEqual([]);
    expect(catalog.getSnapshot().context.product?.status).toBe('error');
    expect(logger.entries.map((entry) => entry.message)).toEqual(['Get single product with api error']);
    catalog.stop();
  });

  it('a product, collection or preview asked while another is on its way: the earlier answers superseded, never hangs', async () => {
    const catalog = createCatalog({ transport: transport() });
    const [tee, hoodie] = await Promise.all([
      catalog.product('classic-crew-tee'),
      catalog.product('relaxed-hoodie'),
    ]);
    expect(tee).toMatchObject({ ok: false, error: { code: 'superseded' } });
    expect(hoodie.ok && hoodie.value.product?.handle).toBe('relaxed-hoodie');
    // the same product asked twice at once: both answer it
    const [one, two] = await Promise.all([
      catalog.product('classic-crew-tee'),
      catalog.product('classic-crew-tee'),
    ]);
    expect(one.ok && one.value.product?.handle).toBe('classic-crew-tee');
    expect(two.ok && two.value.product?.handle).toBe('classic-crew-tee');

    const [apparel, all] = await Promise.all([catalog.collection('apparel'), catalog.collection('all')]);
    expect(apparel).toMatchObject({ ok: false, error: { code: 'superseded' } });
    expect(all.ok).toBe(true);

    const mug = await catalog.product('custom-photo-mug');
    if (!mug.ok || !mug.value.product || !two.ok || !two.value.product) throw new Error('products missing');
    const [teePreview, mugPreview] = await Promise.all([
      catalog.personalization(two.value.product.id),
      catalog.personalization(mug.value.product.id),
    ]);
    expect(teePreview).toMatchObject({ ok: false, error: { code: 'superseded' } });
    expect(mugPreview.ok && mugPreview.value.status).toBe('ready');
    catalog.stop();
  }, 30_000);

  it("a collection verb another collection overtook, a size chart another replaced: superseded, never the other page's answer", async () => {
    const catalog = createCatalog({ transport: transport(), shopId });
    expect((await catalog.collection('apparel')).ok).toBe(true);
    const [sorted, all] = await Promise.all([catalog.sort('price:asc'), catalog.collection('all')]);
    expect(sorted).toMatchObject({ ok: false, error: { code: 'superseded' } });
    const [firstList, secondList] = await Promise.all([
      catalog.collections({ page: 1 }),
      catalog.collections({ page: 2 }),
    ]);
    expect(firstList).toMatchObject({ ok: false, error: { code: 'superseded' } });
    expect(secondList.ok).toBe(true);
    expect(all.ok && all.value.route).toMatchObject({ name: 'products-all' });
    const tee = await catalog.product('classic-crew-tee');
    const hoodie = await catalog.product('relaxed-hoodie');
    if (!tee.ok || !tee.value.product || !hoodie.ok || !hoodie.value.product)
      throw new Error('products missing');
    const [first, second] = await Promise.all([
      catalog.sizeChart(tee.value.product),
      catalog.sizeChart(hoodie.value.product),
    ]);
    expect(first).toMatchObject({ ok: false, error: { code: 'superseded' } });
    expect(second.ok).toBe(true);
    catalog.stop();
  }, 30_000);

  it('a verb called after stop answers stopped at once', async () => {
    const catalog = createCatalog({ transport: transport() });
    catalog.stop();
    const answers = await Promise.race([
      Promise.all([
        catalog.product('classic-crew-tee'),
        catalog.collection('all'),
        catalog.personalization('1'),
      ]),
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 2_000)),
    ]);
    expect(answers).toMatchObject([
      { ok: false, error: { code: 'stopped' } },
      { ok: false, error: { code: 'stopped' } },
      { ok: false, error: { code: 'stopped' } },
    ]);
  });

  it('searches 500 ms after the last keystroke; an earlier search is superseded (000 §5, §9)', async () => {
    const clock = new SimulatedClock();
    const catalog = createCatalog({ transport: transport(), ports: { clock } });
    const before = requests.length;
    const first = catalog.search('hoo');
    const second = catalog.search('hoodie');
    expect(catalog.getSnapshot().context.search?.status).toBe('debouncing');
    expect(await first).toMatchObject({ ok: false, error: { code: 'superseded' } });
    clock.increment(499);
    expect(requests.length).toBe(before);
    clock.increment(1);
    const found = await second;
    if (!found.ok) throw new Error(found.error.code);
    expect(found.value.products.map((p) => p.handle)).toContain('relaxed-hoodie');
    expect(requests.slice(before)).toEqual(['/api/catalog/products_v2.json']);
    // 000 §5: no search without a query.
    expect(await catalog.search('  ')).toMatchObject({ ok: true, value: { status: 'idle', products: [] } });
    catalog.stop();
  });

  it('shows the tee size chart in inches, then centimetres (000 §4 Size chart v3)', async () => {
    const catalog = createCatalog({ transport: transport(), shopId });
    const tee = await catalog.product('classic-crew-tee');
    if (!tee.ok || !tee.value.product) throw new Error('tee missing');
    const chart = await catalog.sizeChart(tee.value.product);
    if (!chart.ok) throw new Error(chart.error.code);
    expect(chart.value.tabs).toBe(true);
    expect(chart.value.tables[0]?.rows[0]).toEqual(['S', 36, 27, 8]);
    const cm = await catalog.setSizeUnit('cm');
    expect(cm.ok && cm.value.tables[0]?.rows[0]).toEqual(['S', 91.4, 68.6, 20.3]);
    expect(await createCatalog({ transport: transport() }).sizeChart(tee.value.product)).toMatchObject({
      ok: false,
      error: { code: 'shop_id_missing' },
    });
    catalog.stop();
  });

  it("renders the mug's personalisation preview: styles, designs, the picture; a choice changes it without a request (000 §1, §2; 0149)", async () => {
    const catalog = createCatalog({ transport: transport() });
    const mug = await catalog.product('custom-photo-mug');
    if (!mug.ok || !mug.value.product) throw new Error('mug missing');
    const renders = () => requests.filter((path) => path === '/api/pod/personalize-render.json').length;
    const before = renders();
    const preview = await catalog.personalization(mug.value.product.id);
    if (!preview.ok) throw new Error(preview.error.code);
    expect(preview.value).toMatchObject({ status: 'ready', styleIndex: 0, designIndex: 0, messageId: null });
    expect(preview.value.styles).toHaveLength(1);
    expect(preview.value.styles[0]?.styleOptionId).toBe('101');
    expect(preview.value.styles[0]?.designs.map((design) => design.mockup)).toEqual([
      expect.stringMatching(/mug-mockup-glossy/),
      expect.stringMatching(/mug-mockup-matte/),
    ]);
    expect(preview.value.image).toMatch(/mug-mockup-glossy/);
    const matte = catalog.selectPersonalization({ design: 1 });
    expect(matte.ok && matte.value.image).toMatch(/mug-mockup-matte/);
    // Outside the lists: ignored.
    const ignored = catalog.selectPersonalization({ design: 5 });
    expect(ignored.ok && ignored.value.designIndex).toBe(1);
    // The same product again: no second render.
    const again = await catalog.personalization(mug.value.product.id);
    expect(again.ok && again.value.image).toMatch(/mug-mockup-matte/);
    expect(renders() - before).toBe(1);
    catalog.stop();
  });

  it('a preview that cannot be shown fails with its message and is reported once with personalize=preview (001 §8)', async () => {
    const reported: unknown[] = [];
    const catalog = createCatalog({
      transport: transport(),
      ports: { reporter: { report: (_error, tags) => reported.push(tags) } },
    });
    const tee = await catalog.product('classic-crew-tee');
    if (!tee.ok || !tee.value.product) throw new Error('tee missing');
    expect(catalog.selectPersonalization({ style: 0 })).toMatchObject({
      ok: false,
      error: { code: 'no_personalization' },
    });
    // The tee has no personalisation: the render answers 404.
    const none = await catalog.personalization(tee.value.product.id);
    expect(none).toMatchObject({ ok: false, error: { code: 'preview_failed' } });
    expect(catalog.getSnapshot().context.personalization).toMatchObject({
      status: 'failed',
      image: null,
      messageId: 'products.cannot_show_preview',
      failure: { reason: 'render' },
    });
    await vi.waitFor(() => expect(reported).toEqual([{ personalize: 'preview' }]));

    const mug = await catalog.product('custom-photo-mug');
    if (!mug.ok || !mug.value.product) throw new Error('mug missing');
    const shown = await catalog.personalization(mug.value.product.id);
    expect(shown.ok && shown.value.status).toBe('ready');
    // The host could not load the picture.
    const failed = catalog.personalizationImageFailed('/images/mug-mockup-glossy.svg');
    expect(failed).toMatchObject({ ok: false, error: { code: 'preview_failed' } });
    expect(catalog.getSnapshot().context.personalization).toMatchObject({
      image: null,
      messageId: 'products.cannot_show_preview',
      failure: { reason: 'image', detail: '/images/mug-mockup-glossy.svg' },
    });
    await vi.waitFor(() => expect(reported).toHaveLength(2));
    // Asked again, a failed preview renders again.
    const retried = await catalog.personalization(mug.value.product.id);
    expect(retried.ok && retried.value.image).toMatch(/mug-mockup-glossy/);
    catalog.stop();
  });

  it('persists and restores without a request; a product opened under 20 s ago is reused (000 §9)', async () => {
    const catalog = createCatalog({ transport: transport() });
    await catalog.product('relaxed-hoodie');
    await catalog.collection('all');
    const saved = catalog.persist();
    catalog.stop();
    const before = requests.length;
    const restored = createCatalog({ transport: transport(), snapshot: saved });
    expect(restored.getSnapshot().context.product?.product?.handle).toBe('relaxed-hoodie');
    expect(restored.getSnapshot().context.collection?.status).toBe('ready');
    // The recently viewed list comes back with its stored prices, priced again on a configure.
    expect(restored.recentlyViewed()).toEqual(catalog.recentlyViewed());
    const hoodie = restored.getSnapshot().context.recentlyViewedEntries[0];
    expect(hoodie?.handle).toBe('relaxed-hoodie');
    restored.configure({ currency: 'EUR' });
    expect(restored.recentlyViewed()[0]?.price).toEqual({
      amount: Math.round((hoodie?.price ?? 0) * 100),
      currency: 'EUR',
    });
    // A catalogue persisted before the stored entries joined its context (the sdk's storefront and
    // public snapshots embed it without its version): its list is kept and still priced again.
    const state = saved.state as { context: Record<string, unknown> };
    const { recentlyViewedEntries: _entries, ...older } = state.context;
    const old = createCatalog({
      transport: transport(),
      snapshot: { ...saved, state: { ...state, context: older } },
    });
    expect(old.recentlyViewed()).toEqual(catalog.recentlyViewed());
    old.configure({ currency: 'EUR' });
    expect(old.recentlyViewed()).toEqual(restored.recentlyViewed());
    old.stop();
    const again = await restored.product('relaxed-hoodie');
    expect(again.ok && again.value.product?.handle).toBe('relaxed-hoodie');
    expect(requests.slice(before).filter((path) => path !== '/api/catalog/products_v2.json')).toEqual([]);
    expect(requests.length).toBe(before);
    restored.stop();
  });
});
