import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { collection } from './catalog.fixtures';
import type { CollectionsPage, LoadResult } from './catalog.types';
import {
  type CollectionsListInput,
  type CollectionsQuery,
  collectionsListMachine,
} from './collections.machine';

const fetchCollections = vi.fn(
  async ({ input }: { input: CollectionsQuery }): Promise<LoadResult<CollectionsPage>> => ({
    ok: true,
    data: { collections: [collection(input.page)], total: 60 },
  }),
);

const start = (input: CollectionsListInput, fetch = fetchCollections) =>
  createActor(collectionsListMachine.provide({ actors: { fetchCollections: fromPromise(fetch) } }), {
    input,
  }).start();

describe('collectionsListMachine (000 §2 Collections list, 000 §9 page sizes)', () => {
  it.each([
    ['the collections page', { page: '2' }, { page: 2, limit: 12 }],
    ['a bad page query', { page: 'x' }, { page: 1, limit: 12 }],
    ['the home page section', { home: true }, { page: 1, limit: 50 }],
  ])('asks %s for its page size', async (_name, input, query) => {
    fetchCollections.mockClear();
    const actor = start(input);
    const s = await waitFor(actor, (snap) => snap.matches('ready'));
    expect(fetchCollections.mock.calls[0]?.[0].input).toEqual(query);
    expect(s.context.total).toBe(60);
  });

  it('loads another page', async () => {
    const actor = start({});
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'collections.page', page: 4 });
    const s = await waitFor(actor, (snap) => snap.matches('ready') && snap.context.page === 4);
    expect(s.context.collections.map((c) => c.id)).toEqual([4]);
  });

  it('fails with COLLECTION_ERROR and retries', async () => {
    let down = true;
    const flaky = vi.fn(
      async ({ input }: { input: CollectionsQuery }): Promise<LoadResult<CollectionsPage>> =>
        down
          ? { ok: false, error: { kind: 'error', code: 'COLLECTION_ERROR', detail: null } }
          : fetchCollections({ input }),
    );
    const actor = start({}, flaky);
    const s = await waitFor(actor, (snap) => snap.matches('failure'));
    expect(s.context.error).toEqual({ kind: 'error', code: 'COLLECTION_ERROR', detail: null });
    down = false;
    actor.send({ type: 'collections.retry' });
    await waitFor(actor, (snap) => snap.matches('ready'));
  });
});
