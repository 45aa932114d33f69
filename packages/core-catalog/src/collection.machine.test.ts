import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { collection, product } from './catalog.fixtures';
import type { Collection, LoadResult, ProductsPage } from './catalog.types';
import { readCollectionView } from './catalog.views';
import { type CollectionPageInput, collectionMachine } from './collection.machine';
import type { ProductsQuery } from './collection.rules';

/** A catalogue of `total` products, 12 a page, answered per query. */
const catalogue = (total: number) =>
  vi.fn(async ({ input }: { input: ProductsQuery }): Promise<LoadResult<ProductsPage>> => {
    const start = (input.page - 1) * input.limit;
    const ids = Array.from(
      { length: Math.max(0, Math.min(input.limit, total - start)) },
      (_, i) => start + i + 1,
    );
    return { ok: true, data: { products: ids.map((id) => product(id)), total } };
  });

const collections = vi.fn(
  async ({ input }: { input: { handle: string } }): Promise<LoadResult<Collection>> =>
    input.handle === 'missing'
      ? { ok: false, error: { kind: 'not-found' } }
      : { ok: true, data: collection(3, input.handle) },
);

const start = (input: CollectionPageInput, fetchProducts = catalogue(30)) => {
  const actor = createActor(
    collectionMachine.provide({
      actors: { fetchProducts: fromPromise(fetchProducts), fetchCollection: fromPromise(collections) },
    }),
    { input },
  ).start();
  return { actor, fetchProducts };
};

const settled = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => s.matches('ready') || s.matches('notFound') || s.matches('failure'));

describe('collectionMachine (000 §2 Collection page)', () => {
  it('lists all products sorted id:desc by default, 12 a page', async () => {
    const { actor, fetchProducts } = start({ route: { name: 'products-all' } });
    const s = await settled(actor);
    expect(s.value).toBe('ready');
    expect(s.context.products).toHaveLength(12);
    expect(s.context.total).toBe(30);
    expect(fetchProducts.mock.calls[0]?.[0].input).toEqual({
      sort_field: 'id',
      sort_direction: 'desc',
      limit: 12,
      page: 1,
    });
  });

  it('starts from the query: page, sortby, filterby', async () => {
    const { actor, fetchProducts } = start({
      route: { name: 'products-all' },
      page: '2',
      sortBy: 'price:desc',
      filterBy: 'new',
    });
    await settled(actor);
    expect(fetchProducts.mock.calls[0]?.[0].input).toEqual({
      sort_field: 'final_price',
      sort_direction: 'desc',
      limit: 12,
      page: 2,
      filter: 'new',
    });
  });

  it('resolves a category slug to its collection, then lists its products', async () => {
    const { actor, fetchProducts } = start({ route: { name: 'category', slug: 'tees' } });
    const s = await settled(actor);
    expect(s.context.collection?.handle).toBe('tees');
    expect(fetchProducts.mock.calls[0]?.[0].input.collection_ids).toBe('3');
  });

  it('shows not-found for an unknown category, without listing products', async () => {
    const { actor, fetchProducts } = start({ route: { name: 'category', slug: 'missing' } });
    const s = await settled(actor);
    expect(s.value).toBe('notFound');
    expect(s.context.error).toEqual({ kind: 'not-found' });
    expect(fetchProducts).not.toHaveBeenCalled();
  });

  it('fails with COLLECTION_ERROR when products cannot load, and retries on demand', async () => {
    let down = true;
    const flaky = vi.fn(
      async ({ input }: { input: ProductsQuery }): Promise<LoadResult<ProductsPage>> =>
        down
          ? { ok: false, error: { kind: 'error', code: 'COLLECTION_ERROR', detail: 'DATABASE-IS-DOWN' } }
          : catalogue(5)({ input }),
    );
    const { actor } = start({ route: { name: 'products-all' } }, flaky);
    const s = await settled(actor);
    expect(s.value).toBe('failure');
    expect(s.context.error).toEqual({ kind: 'error', code: 'COLLECTION_ERROR', detail: 'DATABASE-IS-DOWN' });
    down = false;
    actor.send({ type: 'collection.retry' });
    expect((await settled(actor)).context.products).toHaveLength(5);
  });

  it('treats a thrown actor as COLLECTION_ERROR', async () => {
    const { actor } = start(
      { route: { name: 'products-all' } },
      vi.fn(() => Promise.reject(new Error('boom'))),
    );
    const s = await settled(actor);
    expect(s.context.error).toEqual({ kind: 'error', code: 'COLLECTION_ERROR', detail: null });
  });

  it('goes back to page 1 when the sort changes', async () => {
    const { actor, fetchProducts } = start({ route: { name: 'products-all' }, page: 2 });
    await settled(actor);
    actor.send({ type: 'collection.sort', sortBy: 'name:asc' });
    const s = await settled(actor);
    expect(s.context.page).toBe(1);
    expect(s.context.sort).toEqual({ field: 'name', direction: 'asc' });
    expect(fetchProducts.mock.calls.at(-1)?.[0].input).toMatchObject({
      sort_field: 'name',
      sort_direction: 'asc',
      page: 1,
    });
  });

  it('goes back to page 1 when the filter changes', async () => {
    const { actor, fetchProducts } = start({ route: { name: 'products-all' }, page: 3 });
    await settled(actor);
    actor.send({ type: 'collection.filter', filterBy: 'new' });
    await settled(actor);
    expect(fetchProducts.mock.calls.at(-1)?.[0].input).toMatchObject({ page: 1, filter: 'new' });
  });

  it('resets data, sort and filter on a route change', async () => {
    const { actor, fetchProducts } = start({
      route: { name: 'category', slug: 'tees' },
      sortBy: 'price:asc',
      filterBy: 'new',
    });
    await settled(actor);
    actor.send({ type: 'collection.more' });
    await waitFor(actor, (s) => s.context.products.length === 24);
    actor.send({ type: 'collection.route', route: { name: 'products-tags', q: 'summer' } });
    expect(actor.getSnapshot().context).toMatchObject({
      collection: null,
      products: [],
      total: 0,
      page: 1,
      sort: { field: 'id', direction: 'desc' },
      filter: 'all',
    });
    await settled(actor);
    expect(fetchProducts.mock.calls.at(-1)?.[0].input).toEqual({
      sort_field: 'id',
      sort_direction: 'desc',
      limit: 12,
      page: 1,
      q: 'summer',
      q_field: 'tags',
    });
  });

  it('appends the next page on load more, and stops at the total', async () => {
    const { actor } = start({ route: { name: 'products-all' } }, catalogue(30));
    await settled(actor);
    actor.send({ type: 'collection.more' });
    let s = await waitFor(actor, (snap) => snap.matches('ready') && snap.context.page === 2);
    expect(s.context.products.map((p) => p.id)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
    actor.send({ type: 'collection.more' });
    s = await waitFor(actor, (snap) => snap.matches('ready') && snap.context.page === 3);
    expect(s.context.products).toHaveLength(30);
    actor.send({ type: 'collection.more' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.page).toBe(3);
  });

  it('opened at ?page=2 of 30 products, loads more once, then has no more: by page numbers, not by the products held', async () => {
    const { actor, fetchProducts } = start({ route: { name: 'products-all' }, page: '2' }, catalogue(30));
    await settled(actor);
    expect(readCollectionView(actor.getSnapshot(), 'USD')).toMatchObject({ page: 2, hasMore: true });
    actor.send({ type: 'collection.more' });
    const s = await waitFor(actor, (snap) => snap.matches('ready') && snap.context.page === 3);
    // Pages 2 and 3 (13–30): 18 of the 30 held, and none after page 3 of 3.
    expect(s.context.products).toHaveLength(18);
    expect(readCollectionView(s, 'USD')).toMatchObject({ page: 3, pageCount: 3, hasMore: false });
    actor.send({ type: 'collection.more' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(fetchProducts.mock.calls.map((call) => call[0].input.page)).toEqual([2, 3]);
  });

  it('opened at ?page=3, shows the pages before it on demand, each put before the list (load previous)', async () => {
    const { actor, fetchProducts } = start({ route: { name: 'products-all' }, page: '3' }, catalogue(36));
    await settled(actor);
    expect(readCollectionView(actor.getSnapshot(), 'USD')).toMatchObject({
      page: 3,
      firstPage: 3,
      hasPrevious: true,
      hasMore: false,
    });
    actor.send({ type: 'collection.previous' });
    expect(readCollectionView(actor.getSnapshot(), 'USD').status).toBe('loading-previous');
    let s = await waitFor(actor, (snap) => snap.matches('ready') && snap.context.firstPage === 2);
    expect(s.context.products.map((p) => String(p.id))).toEqual(
      Array.from({ length: 24 }, (_, i) => String(13 + i)),
    );
    actor.send({ type: 'collection.previous' });
    s = await waitFor(actor, (snap) => snap.matches('ready') && snap.context.firstPage === 1);
    expect(s.context.products.map((p) => String(p.id))).toEqual(
      Array.from({ length: 36 }, (_, i) => String(i + 1)),
    );
    // The URL's page is still the last one loaded; nothing comes before page 1.
    expect(readCollectionView(s, 'USD')).toMatchObject({ page: 3, firstPage: 1, hasPrevious: false });
    actor.send({ type: 'collection.previous' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(fetchProducts.mock.calls.map((call) => call[0].input.page)).toEqual([3, 2, 1]);
    // A new sort starts again from page 1.
    actor.send({ type: 'collection.sort', sortBy: 'price:asc' });
    s = await settled(actor);
    expect(readCollectionView(s, 'USD')).toMatchObject({ page: 1, firstPage: 1, hasPrevious: false });
  });

  it('keeps the list when load more fails', async () => {
    let calls = 0;
    const failingMore = vi.fn(
      async ({ input }: { input: ProductsQuery }): Promise<LoadResult<ProductsPage>> =>
        ++calls > 1
          ? { ok: false, error: { kind: 'error', code: 'COLLECTION_ERROR', detail: null } }
          : catalogue(30)({ input }),
    );
    const { actor } = start({ route: { name: 'products-all' } }, failingMore);
    await settled(actor);
    actor.send({ type: 'collection.more' });
    const s = await waitFor(actor, (snap) => snap.context.moreError !== null);
    expect(s.value).toBe('ready');
    expect(s.context.products).toHaveLength(12);
    expect(s.context.page).toBe(1);
  });

  it('never lets an answer for a former sort overwrite the newer one', async () => {
    const resolvers: Array<(page: LoadResult<ProductsPage>) => void> = [];
    const slow = vi.fn(
      ({ input }: { input: ProductsQuery }) =>
        new Promise<LoadResult<ProductsPage>>((resolve) => {
          resolvers.push(resolve);
          void input;
        }),
    );
    const { actor } = start({ route: { name: 'products-all' } }, slow);
    actor.send({ type: 'collection.sort', sortBy: 'name:asc' });
    expect(resolvers).toHaveLength(2);
    resolvers[1]?.({ ok: true, data: { products: [product(2)], total: 1 } });
    await settled(actor);
    resolvers[0]?.({ ok: true, data: { products: [product(1)], total: 1 } });
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().context.products.map((p) => p.id)).toEqual([2]);
  });

  it('has a serialisable snapshot', async () => {
    const { actor } = start({ route: { name: 'products-all' } });
    await settled(actor);
    const persisted = actor.getPersistedSnapshot();
    expect(JSON.parse(JSON.stringify(persisted))).toEqual(persisted);
  });
});
