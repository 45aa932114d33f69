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
});
