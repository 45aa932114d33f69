import { createApiClient } from '@vitrine/api-client';
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { catalogActors } from './catalog.actors';
import { tee } from './catalog.fixtures';
import { createMemoryLogger, type StoragePort } from '@vitrine/ports';
import { addToCartState, previewImage, selectedVariant, sizeChartView } from './catalog.selectors';
import { collectionMachine } from './collection.machine';
import { collectionsListMachine } from './collections.machine';
import { personalizationMachine } from './personalization.machine';
import { productMachine } from './product.machine';
import { readRecentlyViewed } from './recently-viewed.store';
import { searchMachine } from './search.machine';
import { sizeChartMachine } from './size-chart.machine';

/** What the fake platform saw. */
interface Seen {
  readonly path: string;
  readonly query: Record<string, string>;
  readonly headers: Record<string, string>;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (result: unknown) => json({ code: 200, result });

/** A real @vitrine/api-client over a fake fetch answering by path. */
const platform = (routes: Record<string, (query: Record<string, string>) => Response>) => {
  const seen: Seen[] = [];
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const query = Object.fromEntries(url.searchParams);
    seen.push({ path: url.pathname, query, headers: Object.fromEntries(request.headers) });
    const route = routes[url.pathname];
    return route ? route(query) : json({ code: 404, result: 'no route' }, 404);
  });
  const client = createApiClient({
    baseURL: 'http://platform.test',
    shopDomain: 'localhost',
    fetch: fetch as typeof globalThis.fetch,
  });
  return { client, seen };
};

const memoryStorage = (): StoragePort & { map: Map<string, string> } => {
  const map = new Map<string, string>();
  return {
    map,
    get: (key) => map.get(key),
    set: (key, value) => void map.set(key, value),
    remove: (key) => void map.delete(key),
  };
};

const products = (count: number, offset = 0) =>
  Array.from({ length: count }, (_, i) => ({ ...tee, id: offset + i + 1, handle: `p${offset + i + 1}` }));

describe('catalogActors through @vitrine/api-client (000 §7)', () => {
  it('lists a category: resolves the slug, then asks products_v2 with the sort, page size and collection id', async () => {
    const { client, seen } = platform({
      '/api/catalog/collections_v2.json': () =>
        ok({ collections: [{ id: 3, handle: 'tees', title: 'Tees' }], total: 1 }),
      '/api/catalog/products_v2.json': (q) =>
        ok({ products: products(12, (Number(q.page) - 1) * 12), total: 20 }),
    });
    const page = createActor(collectionMachine.provide({ actors: catalogActors(client) }), {
      input: { route: { name: 'category', slug: 'tees' }, sortBy: 'price:asc' },
    }).start();
    await waitFor(page, (s) => s.matches('ready'));
    page.send({ type: 'collection.more' });
    const s = await waitFor(page, (snap) => snap.matches('ready') && snap.context.page === 2);
    expect(s.context.products).toHaveLength(24);
    expect(seen.map((r) => [r.path, r.query])).toEqual([
      ['/api/catalog/collections_v2.json', { handles: 'tees', page: '1', limit: '1' }],
      [
        '/api/catalog/products_v2.json',
        { sort_field: 'final_price', sort_direction: 'asc', limit: '12', page: '1', collection_ids: '3' },
      ],
      [
        '/api/catalog/products_v2.json',
        { sort_field: 'final_price', sort_direction: 'asc', limit: '12', page: '2', collection_ids: '3' },
      ],
    ]);
    expect(seen[0]?.headers['x-shop-domain']).toBe('localhost');
  });

  it('shows not-found for a slug no collection has', async () => {
    const { client } = platform({
      '/api/catalog/collections_v2.json': () => ok({ collections: [], total: 0 }),
    });
    const page = createActor(collectionMachine.provide({ actors: catalogActors(client) }), {
      input: { route: { name: 'category', slug: 'ghost' } },
    }).start();
    expect((await waitFor(page, (s) => s.matches('notFound'))).context.error).toEqual({ kind: 'not-found' });
  });

  it('pages the home collection list by 50', async () => {
    const { client, seen } = platform({
      '/api/catalog/collections_v2.json': () =>
        ok({ collections: [{ id: 1, handle: 'a', title: 'A' }], total: 1 }),
    });
    const logger = createMemoryLogger();
    const list = createActor(collectionsListMachine.provide({ actors: catalogActors(client, { logger }) }), {
      input: { home: true },
    }).start();
    await waitFor(list, (s) => s.matches('ready'));
    expect(seen[0]?.query).toEqual({ page: '1', limit: '50' });
    expect(logger.entries).toEqual([]);
  });

  it('logs a collections failure and fails with COLLECTION_ERROR', async () => {
    const { client } = platform({
      '/api/catalog/collections_v2.json': () => json({ code: 500, result: 'Database is down' }, 500),
    });
    const logger = createMemoryLogger();
    const list = createActor(collectionsListMachine.provide({ actors: catalogActors(client, { logger }) }), {
      input: {},
    }).start();
    const s = await waitFor(list, (snap) => snap.matches('failure'));
    expect(s.context.error).toEqual({ kind: 'error', code: 'COLLECTION_ERROR', detail: 'DATABASE-IS-DOWN' });
    // 000 §8 Log messages: 'Fetch collections error', with the failure.
    expect(logger.entries).toEqual([
      {
        level: 'error',
        message: 'Fetch collections error',
        detail: expect.objectContaining({ statusCode: 500 }),
      },
    ]);
  });

  it('does not log a load cancelled by a sort while it was on its way (000 §8 Log messages are failures)', async () => {
    let cancelled = 0;
    const asked: Record<string, string>[] = [];
    // The first products_v2 call answers only when its caller gives up on it.
    const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const request = new Request(input, init);
      const url = new URL(request.url);
      if (url.pathname === '/api/catalog/collections_v2.json')
        return ok({ collections: [{ id: 3, handle: 'tees', title: 'Tees' }], total: 1 });
      asked.push(Object.fromEntries(url.searchParams));
      if (asked.length > 1) return ok({ products: products(2), total: 2 });
      const signal = init?.signal ?? request.signal;
      return new Promise<Response>((_resolve, reject) => {
        signal.addEventListener('abort', () => {
          cancelled += 1;
          reject(new DOMException('The operation was aborted.', 'AbortError'));
        });
      });
    });
    const client = createApiClient({
      baseURL: 'http://platform.test',
      shopDomain: 'localhost',
      fetch: fetch as typeof globalThis.fetch,
    });
    const logger = createMemoryLogger();
    const page = createActor(collectionMachine.provide({ actors: catalogActors(client, { logger }) }), {
      input: { route: { name: 'category', slug: 'tees' } },
    }).start();
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    page.send({ type: 'collection.sort', sortBy: 'price:asc' });
    const s = await waitFor(page, (snap) => snap.matches('ready'));
    expect(s.context.products).toHaveLength(2);
    expect(cancelled).toBe(1);
    // The shopper changed the sort: nothing failed, so neither 'Can't get product from collection'
    // nor any other of 000 §8's log messages is written.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(logger.entries).toEqual([]);
  });

  it('loads a product by handle, selects the variant query, and remembers it', async () => {
    const { client, seen } = platform({ '/api/catalog/product.json': () => ok(tee) });
    const storage = memoryStorage();
    const page = createActor(productMachine.provide({ actors: catalogActors(client, { storage }) }), {
      input: { handle: 'tee', variant: '13' },
    }).start();
    const s = await waitFor(page, (snap) => snap.matches('ready'));
    expect(seen[0]?.query).toEqual({ handle: 'tee' });
    expect(selectedVariant(s.context)?.id).toBe(13);
    expect(addToCartState(s.context).reason).toBe('out-of-stock');
    await vi.waitFor(async () =>
      expect((await readRecentlyViewed(storage)).map((p) => p.handle)).toEqual(['tee']),
    );
    expect(storage.map.has('recent_viewed_products')).toBe(true);
  });

  it.each([
    [
      'a 404 without the empty-result text',
      () => json({ code: 404, result: 'not found' }, 404),
      'failure',
      { kind: 'error', code: 'PRODUCT_ERROR', detail: 'NOT-FOUND' },
    ],
    [
      "a 404 with 'query returned empty result'",
      () => json({ code: 404, result: 'query returned empty result' }, 404),
      'notFound',
      { kind: 'not-found' },
    ],
    [
      "'query returned empty result'",
      () => json({ code: 500, result: 'sql: query returned empty result' }, 500),
      'notFound',
      { kind: 'not-found' },
    ],
    [
      'a server error',
      () => json({ code: 500, result: 'Upstream timed out' }, 500),
      'failure',
      { kind: 'error', code: 'PRODUCT_ERROR', detail: 'UPSTREAM-TIMED-OUT' },
    ],
    [
      'a wrong shape',
      () => ok({ id: 1, title: 'no handle, no variants' }),
      'failure',
      { kind: 'error', code: 'PRODUCT_ERROR', detail: 'UNHANDLED-ERROR,-WRONG-RESPONSE-FORMAT!' },
    ],
  ] as const)('turns %s into %s', async (_name, answer, state, error) => {
    const { client } = platform({ '/api/catalog/product.json': answer });
    const logger = createMemoryLogger();
    const page = createActor(productMachine.provide({ actors: catalogActors(client, { logger }) }), {
      input: { handle: 'tee' },
    }).start();
    const s = await waitFor(page, (snap) => snap.matches(state));
    expect(s.context.error).toEqual(error);
    expect(logger.entries).toHaveLength(state === 'failure' ? 1 : 0);
    // 000 §8 Log messages: 'Get single product with api error'.
    if (state === 'failure') expect(logger.entries[0]?.message).toBe('Get single product with api error');
  });

  it('searches products_v2 with q and 12 a page', async () => {
    const { client, seen } = platform({
      '/api/catalog/products_v2.json': () => ok({ products: products(2), total: 2 }),
    });
    const search = createActor(searchMachine.provide({ actors: catalogActors(client) }), {
      input: { query: 'tee' },
    }).start();
    const s = await waitFor(search, (snap) => snap.matches('ready'));
    expect(s.context.products).toHaveLength(2);
    expect(seen[0]?.query).toEqual({ q: 'tee', limit: '12', page: '1' });
  });

  it('requests the size chart with tags turned into spaces and shows v3 tables in cm', async () => {
    const { client, seen } = platform({
      '/api/pod/size-chart.json': () =>
        ok({
          id: 9,
          description_inc: 'Tee sizes',
          format_version: 'v3',
          size_charts: [
            {
              header: ['Size', 'Chest'],
              rows: [
                ['S', 34],
                ['M', '36-38'],
              ],
            },
          ],
        }),
    });
    const chart = createActor(sizeChartMachine.provide({ actors: catalogActors(client) }), {
      input: { shopId: 7, productRefId: 1, productTags: 'summer,cotton', useSbSetting: false },
    }).start();
    await waitFor(chart, (s) => s.matches('ready'));
    expect(seen[0]?.query).toEqual({
      shop_id: '7',
      product_ref_id: '1',
      product_tags: 'summer cotton',
      use_sb_setting: 'false',
    });
    chart.send({ type: 'size_chart.unit', unit: 'cm' });
    expect(sizeChartView(chart.getSnapshot().context)).toMatchObject({
      tabs: true,
      unit: 'cm',
      title: 'Tee sizes',
      tables: [
        {
          header: ['Size', 'Chest'],
          rows: [
            ['S', 86.4],
            ['M', '91.4-96.5'],
          ],
        },
      ],
    });
  });

  it('ends in none for a product without a size chart', async () => {
    const { client } = platform({ '/api/pod/size-chart.json': () => ok(null) });
    const chart = createActor(sizeChartMachine.provide({ actors: catalogActors(client) }), {
      input: { shopId: 7, productRefId: 1, productTags: null, useSbSetting: true },
    }).start();
    await waitFor(chart, (s) => s.matches('none'));
  });

  it('renders the personalisation preview, and reports a failed image with personalize=preview (001 §8)', async () => {
    const { client, seen } = platform({
      '/api/pod/personalize-render.json': () =>
        ok({ styles: [{ style_option_id: 1, designs: [{ mockup: 'm1.png' }, { artwork: 'a2.png' }] }] }),
    });
    const reporter = { report: vi.fn() };
    const preview = createActor(
      personalizationMachine.provide({ actors: catalogActors(client, { reporter }) }),
      {
        input: { productId: 1 },
      },
    ).start();
    await waitFor(preview, (s) => s.matches('ready'));
    expect(seen[0]?.query).toEqual({ product_id: '1' });
    expect(previewImage(preview.getSnapshot().context)).toBe('m1.png');
    preview.send({ type: 'preview.design', index: 1 });
    expect(previewImage(preview.getSnapshot().context)).toBe('a2.png');
    preview.send({ type: 'preview.image_failed', src: 'a2.png' });
    expect(preview.getSnapshot().context.messageId).toBe('products.cannot_show_preview');
    expect(previewImage(preview.getSnapshot().context)).toBeNull();
    await vi.waitFor(() => expect(reporter.report).toHaveBeenCalledTimes(1));
    expect(reporter.report).toHaveBeenCalledWith(expect.any(Error), { personalize: 'preview' });
  });

  it('shows the preview failure when the render call fails', async () => {
    const { client } = platform({
      '/api/pod/personalize-render.json': () => json({ code: 500, result: 'render down' }, 500),
    });
    const reporter = { report: vi.fn() };
    const preview = createActor(
      personalizationMachine.provide({ actors: catalogActors(client, { reporter }) }),
      {
        input: { productId: 5 },
      },
    ).start();
    const s = await waitFor(preview, (snap) => snap.matches('failed'));
    expect(s.context.messageId).toBe('products.cannot_show_preview');
    expect(s.context.failure).toEqual({ reason: 'render', productId: '5', detail: 'RENDER-DOWN' });
    await vi.waitFor(() =>
      expect(reporter.report).toHaveBeenCalledWith(expect.any(Error), { personalize: 'preview' }),
    );
  });
});
