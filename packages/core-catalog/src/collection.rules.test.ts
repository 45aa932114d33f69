import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  appendById,
  collectionBreadcrumb,
  hasNextPage,
  pageCount,
  parsePage,
  productsQuery,
  sameRoute,
} from './collection.rules';
import { DEFAULT_SORT } from './sort.rules';

describe('parsePage', () => {
  it.each([
    ['3', 3],
    [2, 2],
    ['1', 1],
    ['0', 1],
    ['-2', 1],
    ['abc', 1],
    ['', 1],
    [null, 1],
    [undefined, 1],
    [1.5, 1],
  ])('%j → %i', (value, page) => {
    expect(parsePage(value)).toBe(page);
  });
});

describe('pageCount and hasNextPage', () => {
  it.each([
    [0, 12, 1],
    [12, 12, 1],
    [13, 12, 2],
    [50, 50, 1],
    [51, 50, 2],
  ])('%i items at %i a page fill %i pages', (total, size, pages) => {
    expect(pageCount(total, size)).toBe(pages);
  });

  it('has a next page while the page is below the page count, whatever was loaded before it', () => {
    expect(hasNextPage(2, 30, 12)).toBe(true);
    expect(hasNextPage(3, 30, 12)).toBe(false);
    expect(hasNextPage(1, 0, 12)).toBe(false);
    expect(hasNextPage(5, 30, 12)).toBe(false);
  });
});

describe('productsQuery', () => {
  const price = { field: 'final_price', direction: 'asc' } as const;

  it('lists all products with the sort, page size 12 and page (000 §7, §9)', () => {
    expect(productsQuery({ route: { name: 'products-all' }, sort: price, filter: 'all', page: 2 })).toEqual({
      sort_field: 'final_price',
      sort_direction: 'asc',
      limit: 12,
      page: 2,
    });
  });

  it('narrows a category to its collection id', () => {
    expect(
      productsQuery({
        route: { name: 'category', slug: 'tees' },
        collectionId: 3,
        sort: DEFAULT_SORT,
        filter: 'all',
        page: 1,
      }),
    ).toEqual({ sort_field: 'id', sort_direction: 'desc', limit: 12, page: 1, collection_ids: '3' });
  });

  it.each([
    ['products-types', 'product_type'],
    ['products-tags', 'tags'],
    ['products-vendors', 'vendor'],
  ] as const)('%s filters q by %s (000 §2)', (name, field) => {
    expect(
      productsQuery({ route: { name, q: ' Shirts ' }, sort: DEFAULT_SORT, filter: 'all', page: 1 }),
    ).toMatchObject({
      q: 'Shirts',
      q_field: field,
    });
  });

  it('sends no q for an empty type', () => {
    const query = productsQuery({
      route: { name: 'products-types', q: ' ' },
      sort: DEFAULT_SORT,
      filter: 'all',
      page: 1,
    });
    expect(query).not.toHaveProperty('q');
    expect(query).not.toHaveProperty('q_field');
  });

  it('asks for New Arrivals with filter new, and sends nothing for All', () => {
    expect(
      productsQuery({ route: { name: 'products-all' }, sort: DEFAULT_SORT, filter: 'new', page: 1 }).filter,
    ).toBe('new');
    expect(
      productsQuery({ route: { name: 'products-all' }, sort: DEFAULT_SORT, filter: 'all', page: 1 }),
    ).not.toHaveProperty('filter');
  });
});

describe('collectionBreadcrumb', () => {
  it('is home then all, or home then the slug (000 §2)', () => {
    expect(collectionBreadcrumb({ name: 'products-all' })).toEqual([{ name: 'home' }, { name: 'all' }]);
    expect(collectionBreadcrumb({ name: 'category', slug: 'tees' })).toEqual([
      { name: 'home' },
      { name: 'category', slug: 'tees' },
    ]);
  });
});

describe('sameRoute', () => {
  it.each([
    [{ name: 'products-all' }, { name: 'products-all' }, true],
    [{ name: 'category', slug: 'a' }, { name: 'category', slug: 'a' }, true],
    [{ name: 'category', slug: 'a' }, { name: 'category', slug: 'b' }, false],
    [{ name: 'products-tags', q: 'x' }, { name: 'products-tags', q: 'y' }, false],
    [{ name: 'products-tags', q: 'x' }, { name: 'products-types', q: 'x' }, false],
    [{ name: 'products-all' }, { name: 'category', slug: 'all' }, false],
  ] as const)('%j and %j: %s', (a, b, same) => {
    expect(sameRoute(a, b)).toBe(same);
  });
});

describe('appendById', () => {
  it('appends the next page after the current one (load more appends: 000 §2)', () => {
    expect(appendById([{ id: 1 }, { id: 2 }], [{ id: 3 }])).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
  });

  it('never lists an item twice and keeps every item', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(20)), fc.array(fc.nat(20)), (a, b) => {
        const list = [...new Set(a)].map((id) => ({ id }));
        const result = appendById(
          list,
          b.map((id) => ({ id })),
        );
        const ids = result.map((item) => item.id);
        expect(new Set(ids).size).toBe(ids.length);
        expect(new Set(ids)).toEqual(new Set([...a, ...b]));
        expect(result.slice(0, list.length)).toEqual(list);
      }),
    );
  });
});
