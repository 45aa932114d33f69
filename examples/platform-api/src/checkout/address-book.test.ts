import { describe, expect, it } from 'vitest';
import { searchZipCodes, suggestAddresses } from './address-book';
import { randomTimeAgo } from './notification-settings';
import { ratingSummary } from './review-summary';

describe('address helpers', () => {
  it('finds zip codes by prefix, ignoring case and spaces', () => {
    expect(searchZipCodes('gb', 'sw1a')).toEqual(['SW1A 1AA']);
    expect(searchZipCodes('XX', '1')).toEqual([]);
  });

  it('suggests addresses matching every word, in the given countries', () => {
    expect(suggestAddresses('fifth new york', undefined).map((a) => a.zip)).toEqual(['10118']);
    expect(suggestAddresses('market', 'FR')).toEqual([]);
    expect(suggestAddresses('  ', 'US')).toEqual([]);
  });
});

describe('notification and review helpers', () => {
  it('gives a stable random time ago below last_time_display', () => {
    expect(randomTimeAgo(1, 30)).toBe(randomTimeAgo(1, 30));
    expect(randomTimeAgo(0, 1)).toBe('1 hour ago');
  });

  it('summarises ratings (001 §3: average is a string, "0" when none)', () => {
    expect(ratingSummary([])).toMatchObject({ total: 0, average: '0', star: 0, percent_5: 0 });
    expect(ratingSummary([5, 4, 4, 1])).toMatchObject({
      total: 4,
      average: '3.5',
      star: 4,
      percent_1: 25,
      percent_4: 50,
      percent_5: 25,
    });
  });
});
