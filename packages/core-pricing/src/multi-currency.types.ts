/**
 * One currency a shop sells in, and the visitor countries it is the natural currency for
 * (000 §3 Multi-currency data: currencies (code, country_codes)).
 */
export interface CurrencyOption {
  /** ISO 4217 code, e.g. `'EUR'`. */
  readonly code: string;
  /** ISO 3166 alpha-2 codes of the countries that get this currency, e.g. `['DE', 'FR']`. */
  readonly country_codes: readonly string[];
}

/**
 * A shop's multi-currency and multi-locale settings, as the platform sends them (000 §3
 * Multi-currency data: currencies, supported_locales, multiLocale, multiCurrency).
 */
export interface MultiCurrencySettings {
  /** The currencies the shop sells in. */
  readonly currencies: readonly CurrencyOption[];
  /** The locales the shop is translated into, e.g. `['en-US', 'fr-FR']`. */
  readonly supported_locales: readonly string[];
  /** Whether visitors may see the shop in another locale. */
  readonly multiLocale: boolean;
  /** Whether visitors may see prices in another currency. */
  readonly multiCurrency: boolean;
}

/**
 * The current URL's query parameters as the host's router parsed them (a repeated parameter may
 * be a list; its first value counts). `resolveCurrency` reads `currency`, `resolveLocale` reads
 * `locale`.
 *
 * @example
 * ```ts
 * const query: QueryParams = { currency: 'EUR', locale: 'fr-FR' };
 * ```
 */
export type QueryParams = Readonly<Record<string, string | readonly string[] | undefined>>;

/** What `resolveCurrency` decides from. Every field may be missing. */
export interface ResolveCurrencyInput {
  /** The URL query; its `currency` parameter wins when the shop sells in it or it is the shop's own. */
  readonly query?: QueryParams | undefined;
  /** The visitor's country (ISO 3166 alpha-2); `DEFAULT_COUNTRY` when unknown. */
  readonly country?: string | null | undefined;
  /** The currency remembered for this visitor (the currency cookie). */
  readonly stored?: string | null | undefined;
  /** The shop's multi-currency settings; without them, or with `multiCurrency` off, the shop currency. */
  readonly settings?: MultiCurrencySettings | null | undefined;
  /** The shop's own currency, used when nothing else decides; `DEFAULT_CURRENCY` when not given. */
  readonly shopCurrency?: string | null | undefined;
}

/** What `resolveLocale` decides from. Every field may be missing. */
export interface ResolveLocaleInput {
  /** The URL query; its `locale` parameter is used when none is stored. */
  readonly query?: QueryParams | undefined;
  /** The visitor's country (ISO 3166 alpha-2); `DEFAULT_COUNTRY` when unknown. */
  readonly country?: string | null | undefined;
  /** The locale remembered for this visitor (the locale cookie); it wins when the shop supports it. */
  readonly stored?: string | null | undefined;
  /** The shop's multi-locale settings; without them, or with `multiLocale` off, the shop locale. */
  readonly settings?: MultiCurrencySettings | null | undefined;
  /** The shop's own locale, used when nothing else decides; `DEFAULT_LOCALE` when not given. */
  readonly shopLocale?: string | null | undefined;
}
