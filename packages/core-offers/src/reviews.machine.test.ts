/**
 * The reviews machine with a stand-in `run` actor: persisting never replays a review being posted.
 */
import { restorable, success } from '@vitrine/ports';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { reviewsFacade } from './reviews.facade';
import { reviewsMachine } from './reviews.machine';
import type { ReviewsOutcome, ReviewsRequest } from './reviews.requests';
import { REVIEWS_SNAPSHOT_VERSION } from './reviews.rules';

function stub() {
  const runs: ReviewsRequest['kind'][] = [];
  const run = fromPromise<ReviewsOutcome, { readonly request: ReviewsRequest }>(({ input }) => {
    runs.push(input.request.kind);
    return new Promise<ReviewsOutcome>(() => undefined);
  });
  return { run, runs };
}

describe('the reviews machine', () => {
  it('persists a load in flight (it runs again on restore) but never a review being posted', async () => {
    const before = stub();
    const reviews = reviewsFacade(
      createActor(reviewsMachine.provide({ actors: { run: before.run } })).start(),
    );
    void reviews.load('allReviews');
    void reviews.create({
      productId: '1',
      author: 'Ivy',
      email: 'ivy@example.com',
      rating: 5,
      body: 'Nice.',
    });
    expect(reviews.getSnapshot().context.creating).toBe(1);
    const saved = reviews.persist();
    reviews.stop();
    const after = stub();
    const actor = createActor(reviewsMachine.provide({ actors: { run: after.run } }), {
      snapshot: restorable(saved, REVIEWS_SNAPSHOT_VERSION) as never,
    }).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(after.runs).toEqual(['list']);
    expect(actor.getSnapshot().context.creating).toBe(0);
    expect(Object.values(actor.getSnapshot().context.running).map((r) => r.kind)).toEqual(['list']);
    actor.stop();
  });

  it('answers a count from a stand-in as it comes', async () => {
    const run = fromPromise<ReviewsOutcome, { readonly request: ReviewsRequest }>(async () => ({
      kind: 'count',
      result: success({ key: '7', count: 3 }),
    }));
    const reviews = reviewsFacade(createActor(reviewsMachine.provide({ actors: { run } })).start());
    expect(await reviews.count('7')).toEqual({ ok: true, value: 3 });
    expect(reviews.getSnapshot().context.counts).toEqual({ '7': 3 });
    reviews.stop();
  });
});

describe('the reviews list follows the query asked (001 §4 Reviews)', () => {
  const review = (id: string, productId: string) => ({
    id,
    productId,
    productImage: null,
    author: 'Ava',
    rating: 5,
    title: null,
    body: 'Nice.',
    images: [],
    createdAt: null,
  });

  it('shows no reviews of product A once a load of product B fails, and More reviews asks B', async () => {
    const asked: ReviewsRequest[] = [];
    const run = fromPromise<ReviewsOutcome, { readonly request: ReviewsRequest }>(async ({ input }) => {
      const { request } = input;
      asked.push(request);
      if (request.kind !== 'list') throw new Error('not a list');
      if (request.query.productId === 'B') {
        return { kind: 'list', result: { ok: false, error: { code: 'request_failed' } } };
      }
      const reviews = Array.from({ length: 20 }, (_, i) => review(`a${i}`, 'A'));
      return {
        kind: 'list',
        result: success({
          list: request.list,
          query: request.query,
          mode: request.mode,
          page: { reviews, average: '5', total: 30, page: request.page },
          products: [],
        }),
      };
    });
    const reviews = reviewsFacade(createActor(reviewsMachine.provide({ actors: { run } })).start());
    expect((await reviews.load('reviews', { productId: 'A' })).ok).toBe(true);
    expect(reviews.getSnapshot().context.lists.reviews.reviews).toHaveLength(20);

    expect((await reviews.load('reviews', { productId: 'B' })).ok).toBe(false);
    const list = reviews.getSnapshot().context.lists.reviews;
    expect(list.status).toBe('failed');
    expect(list.reviews).toEqual([]);
    expect(list.query.productId).toBe('B');

    await reviews.loadMore('reviews');
    const more = asked.at(-1);
    expect(more?.kind === 'list' && more.query.productId).toBe('B');
    expect(more?.kind === 'list' && more.page).toBe(1);
    expect(reviews.getSnapshot().context.lists.reviews.reviews).toEqual([]);
    reviews.stop();
  });

  it("answers a More reviews that a load of another product overtook with its own product's list", async () => {
    const pages = (productId: string, from: number, count: number) =>
      Array.from({ length: count }, (_, i) => review(`${productId}-${from + i}`, productId));
    const held: Array<() => void> = [];
    const run = fromPromise<ReviewsOutcome, { readonly request: ReviewsRequest }>(({ input }) => {
      const { request } = input;
      if (request.kind !== 'list') throw new Error('not a list');
      const productId = request.query.productId ?? '';
      const outcome: ReviewsOutcome = {
        kind: 'list',
        result: success({
          list: request.list,
          query: request.query,
          mode: request.mode,
          page: {
            reviews: pages(productId, (request.page - 1) * 20, request.page === 1 ? 20 : 10),
            average: productId === '1' ? '5' : '3',
            total: productId === '1' ? 30 : 20,
            page: request.page,
          },
          products: [],
        }),
      };
      // Product 1's second page waits until the test lets it through.
      if (productId === '1' && request.page === 2)
        return new Promise<ReviewsOutcome>((resolve) => held.push(() => resolve(outcome)));
      return Promise.resolve(outcome);
    });
    const reviews = reviewsFacade(createActor(reviewsMachine.provide({ actors: { run } })).start());
    await reviews.load('reviews', { productId: '1' });
    const more = reviews.loadMore('reviews');
    expect((await reviews.load('reviews', { productId: '2' })).ok).toBe(true);
    for (const release of held) release();

    const answered = await more;
    const list = answered.ok ? answered.value : null;
    // Never product 2's reviews under product 1's query: product 1's two pages (001 §4 Reviews).
    expect(list?.query.productId).toBe('1');
    expect(list?.reviews.map((r) => r.productId)).toEqual(Array(30).fill('1'));
    expect(list?.reviews.map((r) => r.id)).toEqual(pages('1', 0, 30).map((r) => r.id));
    // The list shown stays product 2's.
    const shown = reviews.getSnapshot().context.lists.reviews;
    expect(shown.query.productId).toBe('2');
    expect(shown.reviews.map((r) => r.productId)).toEqual(Array(20).fill('2'));
    reviews.stop();
  });
});
