import { DEFAULT_LOCALE } from './pricing.constants';
import { languageTag } from './language-tag';

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
  return usMediumDate(locale, time) ?? dateFormatOf(locale).format(time);
}

/**
 * en-US's medium date (`Nov 24, 2026`), written without `Intl` (docs/decisions/0530). A page's
 * first `Intl` formatter loads the runtime's locale data: 26–47 ms in Chromium at full speed,
 * measured on a blank page, four times that on the slow phone Lighthouse emulates; the next
 * formatters take about 1 ms. The shop's default locale is the one most pages are written in, so
 * its dates skip that load. The month abbreviations are CLDR's; the test compares every day of
 * 1900–2199 with `Intl`'s own answer. Other locales, and years outside 1000–9999 (where the
 * pattern's year is not four digits), go to `Intl`.
 */
function usMediumDate(locale: string, time: number): string | undefined {
  if (locale !== 'en-US' && locale !== 'en') return undefined;
  const date = new Date(time);
  const year = date.getUTCFullYear();
  if (year < 1000 || year > 9999) return undefined;
  return `${US_MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${year}`;
}

/** CLDR's abbreviated month names for en-US (format context), January first. */
const US_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

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
      format = new Intl.DateTimeFormat(languageTag(locale), DATE_OPTIONS);
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
