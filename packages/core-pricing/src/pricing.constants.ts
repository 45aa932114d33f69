/**
 * The spec constants owned by `@vitrine/core-pricing` (000 §9, 001 §9). Each is named once, here.
 *
 * @packageDocumentation
 */

/**
 * The currency used when nothing else decides one: the shop default and the wallet fallback.
 *
 * @remarks 000 §9 Defaults (currency USD); 001 §9 (default and fallback currency USD).
 */
export const DEFAULT_CURRENCY = 'USD';

/**
 * The visitor country assumed when the host does not know it.
 *
 * @remarks 000 §9 Defaults (country US).
 */
export const DEFAULT_COUNTRY = 'US';

/**
 * The default language code.
 *
 * @remarks 000 §9 Defaults (language EN).
 */
export const DEFAULT_LANGUAGE = 'EN';

/**
 * The locale used when no stored, query or country locale applies.
 *
 * @remarks 000 §9 Defaults (locale en-US).
 */
export const DEFAULT_LOCALE = 'en-US';

/**
 * The shop currency format used when the shop has none: a dollar amount.
 *
 * @remarks 000 §9 (default currency format is a dollar amount).
 * @example
 * ```ts
 * formatMoney(1234.5, DEFAULT_MONEY_FORMAT); // '$1,234.50'
 * ```
 */
// biome-ignore lint/suspicious/noTemplateCurlyInString: a shop money format, not a template literal.
export const DEFAULT_MONEY_FORMAT = '${{amount}}';

/**
 * The placeholders a shop currency format may hold, in the order the spec lists them:
 * `{{amount}}` (1,234.56), `{{amount_no_decimals}}` (1,235), `{{amount_with_comma_separator}}`
 * (1.234,56), `{{amount_no_decimals_with_comma_separator}}` (1.235) and
 * `{{amount_with_apostrophe_separator}}` (1'234.56).
 *
 * @remarks 000 §9 Price formats.
 */
export const MONEY_PLACEHOLDERS = [
  'amount',
  'amount_no_decimals',
  'amount_with_comma_separator',
  'amount_no_decimals_with_comma_separator',
  'amount_with_apostrophe_separator',
] as const;

/**
 * Currencies whose wallet express (PayPal) amount keeps its decimals; every other currency is
 * rounded to an integer.
 *
 * @remarks 000 §9; 001 §5 PayPal order request.
 */
export const WALLET_DECIMAL_CURRENCIES = [
  'AUD',
  'BRL',
  'CAD',
  'CZK',
  'DKK',
  'EUR',
  'HKD',
  'INR',
  'ILS',
  'MYR',
  'MXN',
  'NZD',
  'NOK',
  'PHP',
  'PLN',
  'GBP',
  'RUB',
  'SGD',
  'SEK',
  'CHF',
  'THB',
  'USD',
] as const;

/**
 * The wallet express amount used when none is given.
 *
 * @remarks 000 §9; 001 §5 (default amount 0.1).
 */
export const DEFAULT_WALLET_AMOUNT = 0.1;

/**
 * The most digits a wallet express phone number may have; a longer one is dropped.
 *
 * @remarks 000 §5 Other rules; 000 §9 (phone maximum 14 digits).
 */
export const PHONE_MAX_DIGITS = 14;

/**
 * The image widths, in CSS pixels, offered in a responsive `srcset`.
 *
 * @remarks 000 §9 Image source-set widths.
 */
export const IMAGE_SRCSET_WIDTHS = [180, 360, 540, 720, 900, 1080, 1296, 1512, 1728, 2048] as const;
