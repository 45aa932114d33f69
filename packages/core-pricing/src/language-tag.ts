/**
 * A locale as a BCP 47 language tag, as `Intl` and `<html lang>` read it: a shop may spell its
 * locales with `_` (`fr_FR`, 000 §3 supported_locales; decision 0452 keeps the shop's spelling),
 * which `Intl` refuses.
 *
 * @example
 * ```ts
 * languageTag('fr_FR'); // 'fr-FR'
 * ```
 */
export function languageTag(locale: string): string {
  return locale.trim().replace(/_/g, '-');
}
