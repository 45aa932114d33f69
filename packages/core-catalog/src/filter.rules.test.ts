import { formatMessage } from '@vitrine/messages';
import { describe, expect, it } from 'vitest';
import { FILTER_OPTIONS, parseFilter } from './filter.rules';

describe('parseFilter', () => {
  // 000 §2: filterby, default all; options All and New Arrivals (new)
  it.each([
    ['new', 'new'],
    ['NEW', 'new'],
    ['all', 'all'],
    ['', 'all'],
    [null, 'all'],
    ['sale', 'all'],
  ])('%j → %s', (value, expected) => {
    expect(parseFilter(value)).toBe(expected);
  });

  it('labels the options All and New Arrivals', () => {
    expect(FILTER_OPTIONS.map((option) => [option.value, formatMessage(option.labelId)])).toEqual([
      ['all', 'All'],
      ['new', 'New Arrivals'],
    ]);
  });
});
