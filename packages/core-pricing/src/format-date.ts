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
  return dateFormatOf(locale).format(time);
}

const DATE_OPTIONS = { dateStyle: 'medium', timeZone: 'UTC' } as const;

/**
 * One formatter per locale, made on first use: making an `Intl.DateTimeFormat` costs about 5 ms in
 * Chromium (a list of dated reviews or orders made one per date), using one almost nothing. At most
 * {@link MAX_DATE_FORMATS} are kept: the locale may come from a cookie, and a server renders for
 * every visitor.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const MAX_DATE_FORMATS = 32;

function dateFormatOf(locale: string): Intl.DateTimeFormat {
  let format = dateFormats.get(locale);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat(locale, DATE_OPTIONS);
    } catch {
      format = dateFormatOf(DEFAULT_LOCALE);
    }
    // The oldest goes when full: locales a server saw once do not keep out the ones it sees often.
    if (dateFormats.size >= MAX_DATE_FORMATS) {
      const oldest = dateFormats.keys().next();
      if (!oldest.done) dateFormats.delete(oldest.value);
    }
    dateFormats.set(locale, format);
  }
  return format;
}
