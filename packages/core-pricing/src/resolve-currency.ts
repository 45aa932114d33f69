import type { CurrencyOption, ResolveCurrencyInput } from './multi-currency.types';
import { DEFAULT_COUNTRY, DEFAULT_CURRENCY } from './pricing.constants';
import { present, queryParam } from './query-param';

function upper(code: string): string {
  return code.trim().toUpperCase();
}

function sold(currencies: readonly CurrencyOption[], code: string | undefined): string | undefined {
  if (code === undefined) return undefined;
  const wanted = upper(code);
  return currencies.some((currency) => upper(currency.code) === wanted) ? wanted : undefined;
}

/**
 * The currency to show prices in. With multi-currency on, the first of these the shop sells in
 * wins: the URL query's `currency`, the stored (cookie) currency, the currency whose
 * `country_codes` hold the visitor's country (`DEFAULT_COUNTRY` when unknown); otherwise, or with
 * multi-currency off, the shop currency (`DEFAULT_CURRENCY` when not given). Codes are matched
 * case-insensitively and returned upper-case. See docs/decisions/0103-currency-and-locale-resolution.md.
 *
 * @remarks 000 §9 and 001 §4 Analytics funnel: the currency comes from the URL query, else from the
 * visitor's country.
 * @example
 * ```ts
 * const settings = {
 *   multiCurrency: true,
 *   multiLocale: true,
 *   supported_locales: ['en-US', 'fr-FR'],
 *   currencies: [
 *     { code: 'USD', country_codes: ['US'] },
 *     { code: 'EUR', country_codes: ['FR', 'DE'] },
 *   ],
 * };
 * resolveCurrency({ query: { currency: 'eur' }, country: 'US', settings }); // 'EUR'
 * resolveCurrency({ country: 'DE', settings }); // 'EUR'
 * resolveCurrency({ country: 'JP', settings }); // 'USD'
 * ```
 */
export function resolveCurrency(input: ResolveCurrencyInput = {}): string {
  const fallback = upper(present(input.shopCurrency) ?? DEFAULT_CURRENCY);
  const settings = input.settings;
  if (settings?.multiCurrency !== true) return fallback;
  const { currencies } = settings;
  const country = upper(present(input.country) ?? DEFAULT_COUNTRY);
  const byCountry = currencies.find((currency) =>
    currency.country_codes.some((code) => upper(code) === country),
  );
  return (
    sold(currencies, queryParam(input.query, 'currency')) ??
    sold(currencies, present(input.stored)) ??
    (byCountry === undefined ? undefined : upper(byCountry.code)) ??
    fallback
  );
}

/**
 * Whether the visitor's country decides {@link resolveCurrency}'s answer for `input`: multi-currency
 * is on and neither the URL query's `currency` nor the stored currency is one the shop sells. A host
 * asks for the country (000 §7 location lookup) only then (docs/decisions/0571).
 *
 * @remarks 000 §9: the currency comes from the URL query, else from the visitor's country.
 * @example
 * ```ts
 * const settings = {
 *   multiCurrency: true,
 *   multiLocale: false,
 *   supported_locales: ['en-US'],
 *   currencies: [{ code: 'EUR', country_codes: ['FR'] }],
 * };
 * currencyFollowsCountry({ settings }); // true
 * currencyFollowsCountry({ query: { currency: 'eur' }, settings }); // false
 * currencyFollowsCountry({ stored: 'EUR', settings }); // false
 * ```
 */
export function currencyFollowsCountry(input: Omit<ResolveCurrencyInput, 'country'> = {}): boolean {
  const settings = input.settings;
  if (settings?.multiCurrency !== true) return false;
  const { currencies } = settings;
  return (
    sold(currencies, queryParam(input.query, 'currency')) === undefined &&
    sold(currencies, present(input.stored)) === undefined
  );
}

/**
 * The currencies a shopper may pick: the shop's own currency first when the shop's list leaves it
 * out, then the list (000 §9 multi-currency: the shop's currency can always be picked back).
 *
 * @example
 * ```ts
 * pickableCurrencies('USD', ['EUR', 'GBP']); // ['USD', 'EUR', 'GBP']
 * pickableCurrencies('USD', ['USD', 'EUR']); // ['USD', 'EUR']
 * ```
 */
export function pickableCurrencies(shopCurrency: string, currencies: readonly string[]): readonly string[] {
  return currencies.includes(shopCurrency) ? currencies : [shopCurrency, ...currencies];
}
