import { createTransport } from '@vitrine/api-client';
import { describe, expect, it } from 'vitest';
import { createReviews } from './reviews.facade';
import { selectReviewList } from './reviews.selectors';

/** A platform whose review calls answer `{ success: false }` (001 §8 "Review fetch unsuccessful"). */
const unsuccessfulPlatform = (async () =>
  new Response(JSON.stringify({ success: false }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  })) as typeof fetch;

describe('reviews the platform answers unsuccessfully (001 §8)', () => {
  const reviews = () =>
    createReviews({
      transport: createTransport({
        baseURL: 'http://platform.test',
        shopDomain: 'localhost',
        fetch: unsuccessfulPlatform,
      }),
    });

  // 001 §8: "Review fetch unsuccessful | returns false": a `{ success: false }` answer is the
  // platform saying no, not a broken answer.
  it('reads a list answered { success: false } as unsuccessful, for the product and the shared lists', async () => {
    const facade = reviews();
    expect(await facade.load('reviews', { productId: '1' })).toEqual({
      ok: false,
      error: { code: 'unsuccessful' },
    });
    expect(await facade.load('shareReviews')).toEqual({ ok: false, error: { code: 'unsuccessful' } });
    expect(selectReviewList(facade.getSnapshot(), 'reviews').error).toEqual({ code: 'unsuccessful' });
    facade.stop();
  });
});
