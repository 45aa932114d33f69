import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

describe('formatDate', () => {
  it("writes a platform date the locale's way, on the UTC calendar", () => {
    expect(formatDate('2026-11-24T08:00:00Z', 'en-US')).toBe('Nov 24, 2026');
    expect(formatDate('2026-11-24T08:00:00Z', 'fr-FR')).toBe('24 nov. 2026');
    expect(formatDate('2026-11-24T08:00:00Z', 'de-DE')).toBe('24.11.2026');
    // 23:30 UTC is still the 24th, wherever the page runs.
    expect(formatDate('2026-11-24T23:30:00Z', 'en-US')).toBe('Nov 24, 2026');
  });

  it('gives back text that is not a date, and falls back to en-US for a locale Intl refuses', () => {
    expect(formatDate('soon', 'en-US')).toBe('soon');
    expect(formatDate('2026-11-24', 'not a locale!')).toBe('Nov 24, 2026');
  });

  it('writes each locale its own way however many locales were asked before (formatters are kept, a bounded few)', () => {
    for (let index = 0; index < 40; index += 1) formatDate('2026-11-24', `x-unknown-${index}`);
    expect(formatDate('2026-11-24T08:00:00Z', 'fr-FR')).toBe('24 nov. 2026');
    expect(formatDate('2026-11-24T08:00:00Z', 'en-US')).toBe('Nov 24, 2026');
    expect(formatDate('2026-11-24', 'x-unknown-39')).toBe('Nov 24, 2026');
  });

  it("writes en-US dates as Intl does, without loading Intl's locale data (every day of 1900–2199)", () => {
    const intl = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
    const day = 24 * 60 * 60 * 1000;
    for (let time = Date.UTC(1900, 0, 1); time < Date.UTC(2200, 0, 1); time += day) {
      const iso = new Date(time + 13 * 60 * 60 * 1000).toISOString();
      const expected = intl.format(time);
      if (formatDate(iso, 'en-US') !== expected) expect(formatDate(iso, 'en-US')).toBe(expected);
      if (formatDate(iso, 'en') !== expected) expect(formatDate(iso, 'en')).toBe(expected);
    }
    // outside the four-digit years, Intl writes them
    expect(formatDate('0999-03-01T00:00:00Z', 'en-US')).toBe(intl.format(Date.parse('0999-03-01T00:00:00Z')));
  });

  it('writes a date in a locale the shop spells with _ (fr_FR) as in fr-FR (000 §3 supported_locales)', () => {
    expect(formatDate('2025-01-05T12:00:00Z', 'fr_FR')).toBe(formatDate('2025-01-05T12:00:00Z', 'fr-FR'));
    expect(formatDate('2025-01-05T12:00:00Z', 'fr_FR')).not.toBe(formatDate('2025-01-05T12:00:00Z', 'en-US'));
  });
});
