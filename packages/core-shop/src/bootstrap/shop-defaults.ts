import type { ShopBootstrap } from '@vitrine/api-client';
import { DEFAULT_COUNTRY, DEFAULT_CURRENCY, DEFAULT_LANGUAGE, DEFAULT_LOCALE } from '@vitrine/core-pricing';

/**
 * The shop defaults of 000 §1 and §9: country US, language EN, locale en-US, currency USD,
 * grouped from the constants core-pricing names once.
 */
export const SHOP_DEFAULTS = {
  country: DEFAULT_COUNTRY,
  language: DEFAULT_LANGUAGE,
  locale: DEFAULT_LOCALE,
  currency: DEFAULT_CURRENCY,
} as const;

/** Country, language, locale and currency a shop starts with. */
export interface ShopLocaleSettings {
  /** ISO country code, upper case (`US`). */
  readonly country: string;
  /** Language code, upper case (`EN`). */
  readonly language: string;
  /** BCP 47 locale (`en-US`). */
  readonly locale: string;
  /** ISO currency code (`USD`). */
  readonly currency: string;
}

const present = (value: string | null | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
};

/**
 * The shop's country, language, locale and currency from its bootstrap data, each falling back to
 * {@link SHOP_DEFAULTS} (000 §1 Defaults). The language is the locale's language part.
 *
 * @example
 * ```ts
 * shopLocaleSettings(undefined); // { country: 'US', language: 'EN', locale: 'en-US', currency: 'USD' }
 * ```
 */
export function shopLocaleSettings(bootstrap: Pick<ShopBootstrap, 'shop'> | undefined): ShopLocaleSettings {
  const shop = bootstrap?.shop;
  const locale = present(shop?.locale) ?? SHOP_DEFAULTS.locale;
  const language = present(locale.split(/[-_]/, 1)[0])?.toUpperCase() ?? SHOP_DEFAULTS.language;
  return {
    country: present(shop?.country_code)?.toUpperCase() ?? SHOP_DEFAULTS.country,
    language,
    locale,
    currency: present(shop?.currency)?.toUpperCase() ?? SHOP_DEFAULTS.currency,
  };
}
