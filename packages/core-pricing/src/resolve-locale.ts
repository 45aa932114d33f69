import type { ResolveLocaleInput } from './multi-currency.types';
import { languageTag } from './language-tag';
import { DEFAULT_COUNTRY, DEFAULT_LOCALE } from './pricing.constants';
import { present, queryParam } from './query-param';

function canonical(locale: string): string {
  return languageTag(locale).toLowerCase();
}

/**
 * The shop's spelling of `wanted` among `locales` (case- and `_`/`-`-insensitive), else `undefined`:
 * a locale the shop does not offer is never taken (docs/decisions/0103).
 *
 * @example
 * ```ts
 * supportedLocale(['en-US', 'fr-FR'], 'fr_fr'); // 'fr-FR'
 * supportedLocale(['en-US', 'fr-FR'], 'de-DE'); // undefined
 * ```
 */
export function supportedLocale(locales: readonly string[], wanted: string | undefined): string | undefined {
  if (wanted === undefined) return undefined;
  const key = canonical(wanted);
  return locales.find((locale) => canonical(locale) === key);
}

/**
 * The locales a shopper may pick: the shop's own first when its supported list leaves it out, then
 * the list (000 §3 supported_locales; the shop locale is where resolution falls back, 0103, so it
 * can always be picked back). Matching ignores case and `_`/`-`.
 *
 * @example
 * ```ts
 * pickableLocales('en-US', ['fr-FR', 'de-DE']); // ['en-US', 'fr-FR', 'de-DE']
 * pickableLocales('fr_fr', ['fr-FR', 'de-DE']); // ['fr-FR', 'de-DE']
 * ```
 */
export function pickableLocales(shopLocale: string, locales: readonly string[]): readonly string[] {
  return supportedLocale(locales, shopLocale) === undefined ? [shopLocale, ...locales] : locales;
}

/** The region subtag of a locale (`'CA'` in `fr-CA`, `'TW'` in `zh-Hant-TW`), upper-case. */
function regionOf(locale: string): string | undefined {
  return canonical(locale)
    .split('-')
    .slice(1)
    .find((subtag) => /^[a-z]{2}$/.test(subtag))
    ?.toUpperCase();
}

/**
 * The locale to show the shop in. With multi-locale on, the first of these the shop supports wins:
 * the stored (cookie) locale; when none is stored, the URL query's `locale`, then the first
 * supported locale whose region is the visitor's country (`DEFAULT_COUNTRY` when unknown);
 * otherwise, or with multi-locale off, the shop locale (`DEFAULT_LOCALE` when not given). Matching
 * ignores case and `_`/`-`; the shop's own spelling is returned. See
 * docs/decisions/0103-currency-and-locale-resolution.md.
 *
 * @remarks 000 §9 and 001 §4 Analytics funnel: the locale comes from the URL query, else from the
 * visitor's country, when none is stored.
 * @example
 * ```ts
 * const settings = {
 *   multiCurrency: false,
 *   multiLocale: true,
 *   supported_locales: ['en-US', 'fr-FR', 'fr-CA'],
 *   currencies: [],
 * };
 * resolveLocale({ query: { locale: 'fr_fr' }, settings }); // 'fr-FR'
 * resolveLocale({ country: 'CA', settings }); // 'fr-CA'
 * resolveLocale({ stored: 'en-US', query: { locale: 'fr-FR' }, settings }); // 'en-US'
 * ```
 */
export function resolveLocale(input: ResolveLocaleInput = {}): string {
  const fallback = present(input.shopLocale) ?? DEFAULT_LOCALE;
  const settings = input.settings;
  if (settings?.multiLocale !== true) return fallback;
  const locales = settings.supported_locales;
  // A choice (stored or asked) may be the shop's own locale; the country picks among the list.
  const pickable = pickableLocales(fallback, locales);
  const country = (present(input.country) ?? DEFAULT_COUNTRY).toUpperCase();
  return (
    supportedLocale(pickable, present(input.stored)) ??
    supportedLocale(pickable, queryParam(input.query, 'locale')) ??
    locales.find((locale) => regionOf(locale) === country) ??
    fallback
  );
}

/**
 * Whether the visitor's country decides {@link resolveLocale}'s answer for `input`: multi-locale is
 * on and neither the stored locale nor the URL query's `locale` is one the shop supports. A host
 * asks for the country (000 §7 location lookup) only then (docs/decisions/0571).
 *
 * @remarks 000 §9: the locale comes from the URL query, else from the visitor's country, when none
 * is stored.
 * @example
 * ```ts
 * const settings = { multiCurrency: false, multiLocale: true, supported_locales: ['en-US', 'fr-FR'], currencies: [] };
 * localeFollowsCountry({ settings }); // true
 * localeFollowsCountry({ stored: 'fr_fr', settings }); // false
 * localeFollowsCountry({ query: { locale: 'de-DE' }, settings }); // true (not supported)
 * ```
 */
export function localeFollowsCountry(input: Omit<ResolveLocaleInput, 'country'> = {}): boolean {
  const settings = input.settings;
  if (settings?.multiLocale !== true) return false;
  const locales = pickableLocales(present(input.shopLocale) ?? DEFAULT_LOCALE, settings.supported_locales);
  return (
    supportedLocale(locales, present(input.stored)) === undefined &&
    supportedLocale(locales, queryParam(input.query, 'locale')) === undefined
  );
}
