import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import { SEARCH_DEBOUNCE_MS } from './catalog.constants';
import { product } from './catalog.fixtures';
import type { LoadResult, ProductsPage } from './catalog.types';
import { readSearchView } from './catalog.views';
import type { ProductsQuery } from './collection.rules';
import { type SearchInput, searchMachine } from './search.machine';
import { canSearch, searchQuery } from './search.rules';

/** Answers each query with products whose ids encode the query length and page. */
const answer = async ({ input }: { input: ProductsQuery }): Promise<LoadResult<ProductsPage>> => ({
  ok: true,
  data: {
    products: Array.from({ length: 12 }, (_, i) =>
      product((input.q?.length ?? 0) * 1000 + input.page * 100 + i),
    ),
    total: 30,
  },
});

const setup = (input: SearchInput = {}, fetch = answer) => {
  const fetchProducts = vi.fn(fetch);
  const clock = new SimulatedClock();
  const actor = createActor(
    searchMachine.provide({ actors: { fetchProducts: fromPromise(fetchProducts) } }),
    {
      input,
      clock,
    },
  ).start();
  return { actor, clock, fetchProducts };
};

describe('search rules (000 §5, §9)', () => {
  it.each([
    ['shirt', true],
    ['  a ', true],
    ['', false],
    ['   ', false],
    [null, false],
  ])('%j may search: %s', (query, allowed) => {
    expect(canSearch(query)).toBe(allowed);
  });

  it('asks for 12 a page', () => {
    expect(searchQuery(' shirt ', 2)).toEqual({ q: 'shirt', limit: 12, page: 2 });
  });
});

describe('searchMachine', () => {
  it('waits 500 ms after the last keystroke (000 §9)', async () => {
    const { actor, clock, fetchProducts } = setup();
    actor.send({ type: 'search.query', query: 's' });
    clock.increment(300);
    actor.send({ type: 'search.query', query: 'sh' });
    clock.increment(SEARCH_DEBOUNCE_MS - 1);
    expect(fetchProducts).not.toHaveBeenCalled();
    clock.increment(1);
    expect(fetchProducts).toHaveBeenCalledTimes(1);
    expect(fetchProducts.mock.calls[0]?.[0].input).toEqual({ q: 'sh', limit: 12, page: 1 });
    const s = await waitFor(actor, (snap) => snap.matches('ready'));
    expect(s.context.answered).toBe('sh');
    expect(s.context.products).toHaveLength(12);
  });

  it('runs only with a non-empty query, and clears results when the query is emptied (000 §5)', async () => {
    const { actor, clock, fetchProducts } = setup();
    actor.send({ type: 'search.query', query: '   ' });
    clock.increment(SEARCH_DEBOUNCE_MS * 2);
    actor.send({ type: 'search.submit' });
    expect(fetchProducts).not.toHaveBeenCalled();
    actor.send({ type: 'search.query', query: 'tee' });
    clock.increment(SEARCH_DEBOUNCE_MS);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'search.query', query: '' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.products).toEqual([]);
    clock.increment(SEARCH_DEBOUNCE_MS);
    expect(fetchProducts).toHaveBeenCalledTimes(1);
  });

  it('searches at once for the q query of the page, and on submit', async () => {
    const { actor, fetchProducts } = setup({ query: 'shirt' });
    expect(fetchProducts).toHaveBeenCalledTimes(1);
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'search.submit', query: 'hat' });
    expect(fetchProducts.mock.calls[1]?.[0].input.q).toBe('hat');
  });

  it('never lets a stale answer overwrite a newer one', async () => {
    const pending = new Map<string, (r: LoadResult<ProductsPage>) => void>();
    const { actor, clock } = setup(
      {},
      ({ input }) => new Promise((resolve) => pending.set(input.q ?? '', resolve)),
    );
    actor.send({ type: 'search.query', query: 'old' });
    clock.increment(SEARCH_DEBOUNCE_MS);
    actor.send({ type: 'search.query', query: 'new' });
    clock.increment(SEARCH_DEBOUNCE_MS);
    pending.get('new')?.({ ok: true, data: { products: [product(2)], total: 1 } });
    await waitFor(actor, (s) => s.matches('ready'));
    pending.get('old')?.({ ok: true, data: { products: [product(1)], total: 1 } });
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().context.answered).toBe('new');
    expect(actor.getSnapshot().context.products.map((p) => p.id)).toEqual([2]);
  });

  it('drops an answer that arrives after the shopper typed again', async () => {
    const pending: Array<(r: LoadResult<ProductsPage>) => void> = [];
    const { actor, clock } = setup({}, () => new Promise((resolve) => pending.push(resolve)));
    actor.send({ type: 'search.query', query: 'old' });
    clock.increment(SEARCH_DEBOUNCE_MS);
    actor.send({ type: 'search.query', query: 'olde' }); // still debouncing
    pending[0]?.({ ok: true, data: { products: [product(1)], total: 1 } });
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().value).toBe('debouncing');
    expect(actor.getSnapshot().context.products).toEqual([]);
  });

  it('appends the next 12 on load more', async () => {
    const { actor, fetchProducts } = setup({ query: 'tee' });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'search.more' });
    const s = await waitFor(actor, (snap) => snap.matches('ready') && snap.context.page === 2);
    expect(s.context.products).toHaveLength(24);
    expect(fetchProducts.mock.calls[1]?.[0].input).toEqual({ q: 'tee', limit: 12, page: 2 });
  });

  // 000 §9 (search 12 a page), 000 §2 Collection page 'load more appends products', decision 0148:
  // search decides load more by pages, as the collection page does. Appending skips a product
  // already listed, so counting items stayed one short of `total` and Load more stayed for ever,
  // each press asking for an empty page.
  describe('load more ends at the last page, whatever the page held', () => {
    const thirteen =
      (page2: readonly number[]) =>
      async ({ input }: { input: ProductsQuery }) => ({
        ok: true as const,
        data: {
          products: (input.page === 1 ? Array.from({ length: 12 }, (_, i) => i + 1) : page2).map((id) =>
            product(id),
          ),
          total: 13,
        },
      });

    it.each([
      ['repeats a product of page 1 (one was published between the pages)', [5]],
      ['is empty', []],
    ])('13 results, page 2 %s: after load more there is no more to load', async (_, page2) => {
      const { actor, fetchProducts } = setup({ query: 'tee' }, thirteen(page2));
      await waitFor(actor, (s) => s.matches('ready'));
      expect(readSearchView(actor.getSnapshot(), 'USD').hasMore).toBe(true);
      actor.send({ type: 'search.more' });
      const s = await waitFor(actor, (snap) => snap.matches('ready') && snap.context.page === 2);
      expect(readSearchView(s, 'USD')).toMatchObject({ total: 13, page: 2, hasMore: false });
      expect(s.context.products).toHaveLength(12);
      actor.send({ type: 'search.more' });
      expect(fetchProducts).toHaveBeenCalledTimes(2);
    });
  });

  it('fails with COLLECTION_ERROR', async () => {
    const { actor } = setup({ query: 'tee' }, async () => ({
      ok: false,
      error: { kind: 'error', code: 'COLLECTION_ERROR', detail: null },
    }));
    const s = await waitFor(actor, (snap) => snap.matches('failure'));
    expect(s.context.error).toEqual({ kind: 'error', code: 'COLLECTION_ERROR', detail: null });
  });

  // 000 §2 Navigation rules, decision 0148: a failed search is COLLECTION_ERROR, and it answers
  // nothing: the products of the search before are not the results of the one that failed.
  it('a failed search after a successful one lists nothing, and load more asks for nothing', async () => {
    const { actor, fetchProducts } = setup({ query: 'tee' }, async ({ input }) =>
      input.q === 'tee'
        ? answer({ input })
        : { ok: false, error: { kind: 'error', code: 'COLLECTION_ERROR', detail: null } },
    );
    await waitFor(actor, (snap) => snap.matches('ready'));
    actor.send({ type: 'search.submit', query: 'mug' });
    const s = await waitFor(actor, (snap) => snap.matches('failure'));
    expect(s.context.error).toEqual({ kind: 'error', code: 'COLLECTION_ERROR', detail: null });
    expect(s.context.products).toEqual([]);
    expect(s.context.total).toBe(0);
    expect(s.context.answered).toBeNull();
    actor.send({ type: 'search.more' });
    expect(fetchProducts).toHaveBeenCalledTimes(2);
  });

  it('a failed load more keeps the results and says why in moreError, not as a failed search', async () => {
    const { actor } = setup({ query: 'tee' }, async ({ input }) =>
      input.page === 1
        ? answer({ input })
        : { ok: false, error: { kind: 'error', code: 'COLLECTION_ERROR', detail: null } },
    );
    await waitFor(actor, (snap) => snap.matches('ready'));
    actor.send({ type: 'search.more' });
    const s = await waitFor(actor, (snap) => snap.matches('ready') && snap.context.moreError !== null);
    expect(s.context.moreError).toEqual({ kind: 'error', code: 'COLLECTION_ERROR', detail: null });
    expect(s.context.error).toBeNull();
    expect(s.context.products).toHaveLength(12);
    expect(s.context.answered).toBe('tee');
  });
});
