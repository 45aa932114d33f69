import { describe, expect, it } from 'vitest';
import { applyReviewsOutcome, initialReviewsContext, startReviewsRequest } from './reviews.machine';
import { ratingFromWire, reviewFromWire, reviewProductFromWire } from './reviews.map';
import {
  averageText,
  emptyReviewList,
  hasMoreReviews,
  mergeReviewPage,
  missingProductIds,
  REVIEW_PAGE_SIZE,
  reviewFieldErrors,
} from './reviews.rules';
import type { ProductReview } from './reviews.types';

const review = (id: number): ProductReview => ({
  id: String(id),
  productId: '7',
  productImage: null,
  author: 'Ava',
  rating: 5,
  title: null,
  body: 'Nice.',
  images: [],
  createdAt: null,
});

/** Reviews `from` to `to`, by id. */
const pageOf = (from: number, to: number): ProductReview[] =>
  Array.from({ length: to - from + 1 }, (_, i) => review(from + i));

describe('review lists (001 §3, §4 Reviews, §9)', () => {
  it('pages 20 reviews', () => {
    expect(REVIEW_PAGE_SIZE).toBe(20);
  });

  it('appends the next page, keeping the new average, total and page', () => {
    const first = mergeReviewPage(
      emptyReviewList(),
      { reviews: pageOf(1, 20), average: '4.5', total: 21, page: 1 },
      'replace',
    );
    const second = mergeReviewPage(
      first,
      { reviews: [review(21)], average: '4.3', total: 21, page: 2 },
      'append',
    );
    expect(second.reviews.map((r) => r.id)).toEqual(pageOf(1, 21).map((r) => r.id));
    expect(second).toMatchObject({ average: '4.3', total: 21, page: 2, status: 'ready' });
    expect(hasMoreReviews(first)).toBe(true);
    expect(hasMoreReviews(second)).toBe(false);
  });

  it('ends More reviews with the last page when a review posted while paging repeats one', () => {
    // 21 reviews: page 1 holds 20. A review is posted; page 2 now starts with the 20th of page 1
    // (not appended twice) and ends with the 21st. The list holds 21 of 22, and page 2 was the
    // last: More reviews would load an empty page 3, and again, for ever.
    const first = mergeReviewPage(
      emptyReviewList({ productId: '7' }),
      { reviews: pageOf(2, 21), average: '5', total: 21, page: 1 },
      'replace',
    );
    expect(hasMoreReviews(first)).toBe(true);
    const second = mergeReviewPage(
      first,
      { reviews: [review(21), review(22)], average: '5', total: 22, page: 2 },
      'append',
    );
    expect(second.reviews).toHaveLength(21);
    expect(second.total).toBe(22);
    expect(hasMoreReviews(second)).toBe(false);
    // An empty page (what page 3 answers) ends the list too.
    const third = mergeReviewPage(second, { reviews: [], average: '5', total: 22, page: 3 }, 'append');
    expect(hasMoreReviews(third)).toBe(false);
  });

  it('replaces the list, keeping the new average and page', () => {
    const first = mergeReviewPage(
      emptyReviewList(),
      { reviews: [review(1)], average: '5.0', total: 1, page: 1 },
      'replace',
    );
    const replaced = mergeReviewPage(
      first,
      { reviews: [review(9)], average: '3.0', total: 30, page: 2 },
      'replace',
    );
    expect(replaced.reviews.map((r) => r.id)).toEqual(['9']);
    expect(replaced).toMatchObject({ average: '3.0', total: 30, page: 2 });
  });

  it('does not repeat a review already in the list when appending', () => {
    const first = mergeReviewPage(
      emptyReviewList(),
      { reviews: [review(1)], average: '5.0', total: 2, page: 1 },
      'replace',
    );
    const again = mergeReviewPage(
      first,
      { reviews: [review(1), review(2)], average: '5.0', total: 2, page: 2 },
      'append',
    );
    expect(again.reviews.map((r) => r.id)).toEqual(['1', '2']);
  });

  it('writes the average as a string, "0" by default', () => {
    expect(averageText(undefined)).toBe('0');
    expect(averageText(4.5)).toBe('4.5');
    expect(emptyReviewList().average).toBe('0');
  });
});

describe('rating summary, products and review texts', () => {
  it('reads total, average (default "0"), star and percent_1..5', () => {
    expect(ratingFromWire(undefined)).toEqual({
      total: 0,
      average: '0',
      star: 0,
      percent1: 0,
      percent2: 0,
      percent3: 0,
      percent4: 0,
      percent5: 0,
    });
    expect(ratingFromWire({ total: 4, average: '4.5', star: 5, percent_4: 50, percent_5: 50 })).toMatchObject(
      {
        total: 4,
        average: '4.5',
        star: 5,
        percent4: 50,
        percent5: 50,
        percent1: 0,
      },
    );
  });

  it('asks only for products not in the cache', () => {
    expect(missingProductIds(['1', '2', null, '2', '3'], { '1': {} })).toEqual(['2', '3']);
  });

  it('keeps a product’s title (or name), handle and first image', () => {
    expect(
      reviewProductFromWire({
        id: 3,
        title: '',
        name: 'Mug',
        handle: 'mug',
        available: true,
        options: [],
        variants: [],
        images: [{ src: '/a.png' }, { src: '/b.png' }],
      } as never),
    ).toEqual({ id: '3', title: 'Mug', handle: 'mug', image: '/a.png' });
  });

  it('keeps what a shopper typed as plain text', () => {
    const typed = '<img src=x onerror=alert(1)>';
    expect(reviewFromWire({ id: 1, author: typed, rating: 5, body: typed }).body).toBe(typed);
  });

  it('checks a new review with the spec’s e-mail texts, a name, a text and 1–5 stars', () => {
    const ok = { productId: '7', author: 'Ava', email: 'ava@example.com', rating: 5, body: 'Nice.' };
    expect(reviewFieldErrors(ok)).toEqual({});
    expect(reviewFieldErrors({ ...ok, email: '' }).email).toBe('newsletter.email_required');
    expect(reviewFieldErrors({ ...ok, email: 'ava@' }).email).toBe('newsletter.email_invalid');
    expect(reviewFieldErrors({ ...ok, author: ' ', body: '', rating: 4.5 })).toEqual({
      author: 'reviews.author_required',
      body: 'reviews.body_required',
      rating: 'reviews.rating_invalid',
    });
  });

  // Decision 0261: the platform keeps a name, author or title of at most 255 characters and a
  // review text of at most 5 000, and answers a longer one 400 FIELD_TOO_LONG after the photos
  // were stored (docs/decisions/0615).
  it('refuses a name or title above 255 characters and a text above 5 000, which the platform refuses', () => {
    const ok = { productId: '7', author: 'A'.repeat(255), email: 'ava@example.com', rating: 5 };
    expect(reviewFieldErrors({ ...ok, title: 'T'.repeat(255), body: 'B'.repeat(5_000) })).toEqual({});
    expect(reviewFieldErrors({ ...ok, author: 'A'.repeat(256), body: 'B'.repeat(5_001) })).toEqual({
      author: 'reviews.text_too_long',
      body: 'reviews.text_too_long',
    });
    expect(reviewFieldErrors({ ...ok, title: 'T'.repeat(256), body: 'Nice.' })).toEqual({
      title: 'reviews.text_too_long',
    });
  });

  // 000 §5 Accepted upload types, 000 §9 'File upload maximum default 20 MB', decision 0157 (at
  // most 10 files in one multi-upload): the platform refuses the whole upload otherwise.
  it('refuses photos of a type the platform refuses, above 20 MB, or more than 10', () => {
    const ok = { productId: '7', author: 'Ava', email: 'ava@example.com', rating: 5, body: 'Nice.' };
    const MB = 1024 * 1024;
    const photo = (name: string, bytes = 10) => ({ file: new Blob([new Uint8Array(bytes)]), name });
    const photos = (count: number) => Array.from({ length: count }, (_, i) => photo(`p${i}.jpg`));
    expect(reviewFieldErrors({ ...ok, photos: [photo('a.JPG'), photo('b.heic', 20 * MB)] })).toEqual({});
    expect(reviewFieldErrors({ ...ok, photos: photos(10) })).toEqual({});
    expect(reviewFieldErrors({ ...ok, photos: [photo('a.jpg'), photo('b.webp')] })).toEqual({
      photos: 'custom_options.upload_invalid_type',
    });
    expect(reviewFieldErrors({ ...ok, photos: [photo('big.png', 21 * MB)] })).toEqual({
      photos: 'custom_options.upload_maximum_file',
    });
    expect(reviewFieldErrors({ ...ok, photos: photos(11) })).toEqual({
      photos: 'reviews.too_many_photos',
    });
    expect(reviewFieldErrors({ ...ok, photos: [photo('empty.png', 0)] })).toEqual({
      photos: 'custom_options.upload_empty_file',
    });
  });
});

describe('the reviews state', () => {
  it('lets the last load of a list win, and still resolves the earlier one', () => {
    let context = initialReviewsContext();
    const ask = { kind: 'list', list: 'reviews', query: {}, page: 1, mode: 'replace', cached: [] } as const;
    context = startReviewsRequest(context, 'a', ask);
    context = startReviewsRequest(context, 'b', ask);
    const page = (id: number) => ({
      kind: 'list' as const,
      result: {
        ok: true as const,
        value: {
          list: 'reviews' as const,
          query: {},
          mode: 'replace' as const,
          page: { reviews: [review(id)], average: '5', total: 1, page: 1 },
          products: [],
        },
      },
    });
    const late = applyReviewsOutcome(context, 'b', page(2));
    const early = applyReviewsOutcome(late.context, 'a', page(1));
    expect(early.result.ok).toBe(true);
    expect(early.context.lists.reviews.reviews.map((r) => r.id)).toEqual(['2']);
    expect(early.context.running).toEqual({});
  });

  it('marks a list failed when its load is unsuccessful', () => {
    const context = startReviewsRequest(initialReviewsContext(), 'a', {
      kind: 'list',
      list: 'allReviews',
      query: {},
      page: 1,
      mode: 'replace',
      cached: [],
    });
    const applied = applyReviewsOutcome(context, 'a', {
      kind: 'list',
      result: { ok: false, error: { code: 'unsuccessful' } },
    });
    expect(applied.context.lists.allReviews).toMatchObject({
      status: 'failed',
      error: { code: 'unsuccessful' },
    });
  });
});
