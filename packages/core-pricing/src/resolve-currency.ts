import type { CurrencyOption, ResolveCurrencyInput } from './multi-currency.types';
import { DEFAULT_COUNTRY, DEFAULT_CURRENCY } from './pricing.constants';
import { present, queryParam } from './query-param';

function upper(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * The currencies a shopper's choice (URL query or stored) may be: {@link pickableCurrencies} of the
 * shop's, upper-case. 000 §9: the shop's own currency can always be picked back, so its choice stands
 * even when the shop's list leaves it out (docs/decisions/0191); the country picks among the list.
 */
function choosable(shopCurrency: string, currencies: readonly CurrencyOption[]): readonly string[] {
  return pickableCurrencies(
    shopCurrency,
    currencies.map((currency) => upper(currency.code)),
  );
}

function sold(codes: readonly string[], code: string | undefined): string | undefined {
  if (code === undefined) return undefined;
  const wanted = upper(code);
  return codes.includes(wanted) ? wanted : undefined;
}

/**
 * The currency to show prices in. With multi-currency on, the first of these wins: the URL query's
 * `currency`, then the stored (cookie) currency, when the shop sells in it or it is the shop's own
 * ({@link pickableCurrencies}); then the currency whose `country_codes` hold the visitor's country
 * (`DEFAULT_COUNTRY` when unknown); otherwise, or with multi-currency off, the shop currency
 * (`DEFAULT_CURRENCY` when not given). Codes are matched case-insensitively and returned
 * upper-case. See docs/decisions/0103-currency-and-locale-resolution.md.
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
  const pickable = choosable(fallback, currencies);
  const country = upper(present(input.country) ?? DEFAULT_COUNTRY);
  const byCountry = currencies.find((currency) =>
    currency.country_codes.some((code) => upper(code) === country),
  );
  return (
    sold(pickable, queryParam(input.query, 'currency')) ??
    sold(pickable, present(input.stored)) ??
    (byCountry === undefined ? undefined : upper(byCountry.code)) ??
    fallback
  );
}

/**
 * Whether the visitor's country decides {@link resolveCurrency}'s answer for `input`: multi-currency
 * is on and neither the URL query's `currency` nor the stored currency is one the shop sells or its
 * own (`shopCurrency`, `DEFAULT_CURRENCY` when not given; see {@link pickableCurrencies}). A host
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
  const pickable = choosable(upper(present(input.shopCurrency) ?? DEFAULT_CURRENCY), settings.currencies);
  return (
    sold(pickable, queryParam(input.query, 'currency')) === undefined &&
    sold(pickable, present(input.stored)) === undefined
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
