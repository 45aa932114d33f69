import { DEFAULT_LOCALE } from './pricing.constants';

/**
 * A platform date (ISO 8601, e.g. a review's or an order's `created_at`) written the locale's way,
 * day month and year (`Nov 24, 2026` in en-US, `24 nov. 2026` in fr-FR), on the UTC calendar so a
 * server-rendered page and the browser write the same day. Text that is not a date is given back
 * as it is; a locale `Intl` does not know falls back to `DEFAULT_LOCALE`. 000 §9: the locale
 * drives how the shop is written (docs/decisions/0454).
 *
 * @example
 * ```ts
 * formatDate('2026-11-24T08:00:00Z', 'fr-FR'); // '24 nov. 2026'
 * ```
 */
export function formatDate(value: string, locale: string): string {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return value;
  const options = { dateStyle: 'medium', timeZone: 'UTC' } as const;
  try {
    return new Intl.DateTimeFormat(locale, options).format(time);
  } catch {
    return new Intl.DateTimeFormat(DEFAULT_LOCALE, options).format(time);
  }
}
