import { formatMessage } from '@vitrine/messages';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SORT,
  SORT_OPTIONS,
  initialSort,
  parseSort,
  selectedSortOption,
  sortToQuery,
} from './sort.rules';

describe('parseSort', () => {
  // 000 §2 sort options, 000 §9 sort keys and default
  it.each([
    ['name:asc', 'name', 'asc'],
    ['name:desc', 'name', 'desc'],
    ['price:asc', 'final_price', 'asc'],
    ['price:desc', 'final_price', 'desc'],
    ['updated_at:asc', 'updated_at', 'asc'],
    ['updated_at:desc', 'updated_at', 'desc'],
    ['id:desc', 'id', 'desc'],
    ['best-selling', 'product_sold', 'desc'],
    ['manual', 'id', 'desc'],
    ['alpha', 'name', 'asc'],
    ['alpha-desc', 'name', 'desc'],
    ['created', 'created_at', 'desc'],
    ['created-asc', 'created_at', 'asc'],
    [' Price:DESC ', 'final_price', 'desc'],
  ])('%j sorts by %s %s', (value, field, direction) => {
    expect(parseSort(value)).toEqual({ field, direction });
  });

  it.each([[''], [null], [undefined], ['colour:asc'], ['name:up'], ['name:'], [':asc']])(
    '%j is not a sort',
    (value) => {
      expect(parseSort(value)).toBeNull();
    },
  );
});

describe('initialSort', () => {
  it('uses a valid sortby, else id descending (000 §9 default sort)', () => {
    expect(initialSort('price:asc')).toEqual({ field: 'final_price', direction: 'asc' });
    expect(initialSort('nonsense')).toEqual({ field: 'id', direction: 'desc' });
    expect(initialSort(undefined)).toBe(DEFAULT_SORT);
  });
});

describe('sort menu', () => {
  it('lists the four options with the spec labels, in order (000 §2)', () => {
    expect(SORT_OPTIONS.map((option) => [option.value, formatMessage(option.labelId)])).toEqual([
      ['name:asc', 'Alphabet A->Z'],
      ['name:desc', 'Z->A'],
      ['price:asc', 'Price Low to high'],
      ['price:desc', 'High to low'],
    ]);
  });

  it('writes every menu sort back to its menu value', () => {
    for (const option of SORT_OPTIONS) {
      const sort = parseSort(option.value);
      expect(sort).not.toBeNull();
      expect(sortToQuery(sort!)).toBe(option.value);
      expect(selectedSortOption(sort!)).toBe(option.value);
    }
  });

  it('selects no menu entry for the default id:desc', () => {
    expect(sortToQuery(DEFAULT_SORT)).toBe('id:desc');
    expect(selectedSortOption(DEFAULT_SORT)).toBeNull();
  });

  it('reads back any sort it writes', () => {
    const sorts = fc.record({
      field: fc.constantFrom(
        'name',
        'final_price',
        'updated_at',
        'created_at',
        'product_sold',
        'id' as const,
      ),
      direction: fc.constantFrom('asc', 'desc' as const),
    });
    fc.assert(
      fc.property(sorts, (sort) => {
        expect(parseSort(sortToQuery(sort))).toEqual(sort);
      }),
    );
  });
});
