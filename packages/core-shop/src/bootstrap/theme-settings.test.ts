import { describe, expect, it } from 'vitest';
import { searchEnabled } from './theme-settings';

describe('searchEnabled (001 §3 Theme state: header enable_search, default true)', () => {
  it('shows the search by default', () => {
    expect(searchEnabled({})).toBe(true);
    expect(searchEnabled({ cart_type: 'drawer' })).toBe(true);
  });

  it('hides it only when the theme turns it off', () => {
    expect(searchEnabled({ enable_search: false })).toBe(false);
    expect(searchEnabled({ enable_search: true })).toBe(true);
    // a value of another type is not an answer: the default holds
    expect(searchEnabled({ enable_search: 'false' })).toBe(true);
    expect(searchEnabled({ enable_search: null })).toBe(true);
  });
});
