import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RECENT_VIEWED_PRODUCTS_LIMIT } from './catalog.constants';
import { product, tee } from './catalog.fixtures';
import {
  type RecentlyViewedProduct,
  parseRecentlyViewed,
  recentlyViewedEntry,
  rememberViewed,
} from './recently-viewed.rules';

const entry = (id: number): RecentlyViewedProduct => recentlyViewedEntry(product(id));

describe('recently viewed products (000 §9 recent_viewed_products)', () => {
  it('keeps what a card needs', () => {
    expect(recentlyViewedEntry(tee, tee.variants[2])).toEqual({
      id: 1,
      handle: 'tee',
      title: 'Tee',
      image: 'tee.png',
      price: 20,
    });
  });

  it('puts the last viewed first, once', () => {
    expect(rememberViewed([entry(1), entry(2), entry(3)], entry(2)).map((e) => e.id)).toEqual([2, 1, 3]);
  });

  it(`keeps at most ${RECENT_VIEWED_PRODUCTS_LIMIT}`, () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 40 }), { maxLength: 60 }), (views) => {
        const list = views.reduce<RecentlyViewedProduct[]>((acc, id) => rememberViewed(acc, entry(id)), []);
        const ids = list.map((e) => e.id);
        expect(list.length).toBeLessThanOrEqual(RECENT_VIEWED_PRODUCTS_LIMIT);
        expect(new Set(ids).size).toBe(ids.length);
        if (views.length > 0) expect(ids[0]).toBe(views.at(-1));
      }),
    );
  });

  it.each([
    [null, []],
    ['', []],
    ['not json', []],
    ['{"id":1}', []],
    [
      '[{"id":1,"handle":"a","title":"A","image":null,"price":null},{"id":"x"},42]',
      [{ id: 1, handle: 'a', title: 'A', image: null, price: null }],
    ],
  ])('reads %j tolerantly', (raw, expected) => {
    expect(parseRecentlyViewed(raw)).toEqual(expected);
  });

  it('reads back what it stores', () => {
    const list = [entry(1), entry(2)];
    expect(parseRecentlyViewed(JSON.stringify(list))).toEqual(list);
  });
});
