/**
 * Address and money look-ups of the checkout page (001 §5, §7): shipping countries, zip codes,
 * address suggestions, tax. Plain calls over the transport, answers mapped to camelCase and minor
 * units, errors as values; they change no checkout state, so they need no machine.
 */
import {
  addressSuggestion,
  availableShippingCountries,
  checkoutTax,
  checkoutZipcodes,
  type Transport,
} from '@vitrine/api-client';
import { type DisplayMoney, shopMoney, taxAmount } from '@vitrine/core-pricing';
import { failure, type Result, success } from '@vitrine/ports';
import { failureError } from './checkout.actors';
import { fromMinorUnitsOf, money, toAddress } from './checkout.map';
import type { CheckoutAddress, CheckoutError, Money } from './checkout.types';
import {
  createExpressOrder,
  type ExpressOrder,
  type ExpressWallet,
  expressWallet,
} from './payment/paypal-express';

/** Where the shop ships (001 §3 Available shipping countries). */
export interface ShippingCountries {
  /** `rest_of_world`, or `list` for only `countryCodes`. */
  readonly type: string;
  readonly countryCodes: readonly string[];
}

/** The shop's shipping countries (no credentials, 001 §7). */
export async function shippingCountries(
  transport: Transport,
): Promise<Result<ShippingCountries, CheckoutError>> {
  const answer = await transport.send(availableShippingCountries);
  return answer.ok
    ? success({ type: answer.data.result.type, countryCodes: answer.data.result.country_codes })
    : failure(failureError(answer.failure));
}

/** Zip codes of a country matching `search` (001 §7). */
export async function zipCodes(
  transport: Transport,
  countryCode: string,
  search: string,
): Promise<Result<readonly string[], CheckoutError>> {
  const answer = await transport.send(checkoutZipcodes, { query: { country_code: countryCode, search } });
  return answer.ok ? success(answer.data.result.zip_codes) : failure(failureError(answer.failure));
}

/**
 * Address suggestions for what the shopper typed (001 §7 here_maps_address_suggestion: keyword,
 * countries), as camelCase addresses. Checked before the call (docs/decisions/0249): a blank
 * keyword answers no suggestions without a call; the keyword is trimmed; country codes are
 * upper-cased and de-duplicated.
 *
 * @param countries - where the shop ships (`shippingCountries`); none = every country
 */
export async function addressSuggestions(
  transport: Transport,
  keyword: string,
  countries?: readonly string[],
): Promise<Result<readonly CheckoutAddress[], CheckoutError>> {
  const query = suggestionQuery(keyword, countries);
  if (!query) return success([]);
  const answer = await transport.send(addressSuggestion, { query });
  return answer.ok
    ? success(answer.data.result.map((address) => toAddress(address) ?? {}))
    : failure(failureError(answer.failure));
}

/**
 * The query of a suggestion call, or `undefined` when no call should be made (a blank keyword).
 * @internal
 */
export function suggestionQuery(
  keyword: string,
  countries: readonly string[] = [],
): { keyword: string; countries?: string } | undefined {
  const trimmed = keyword.trim();
  if (!trimmed) return undefined;
  const codes = [...new Set(countries.map((code) => code.trim().toUpperCase()).filter(Boolean))];
  return codes.length > 0 ? { keyword: trimmed, countries: codes.join(',') } : { keyword: trimmed };
}

/**
 * The shipping address once the shopper picked a suggestion: the street, city, zip, province and
 * country come from the suggestion; the name, company, phone and remember-me stay the shopper's,
 * and so does the second line when the suggestion has none (docs/decisions/0249).
 */
export function applySuggestion(current: CheckoutAddress, suggestion: CheckoutAddress): CheckoutAddress {
  const { firstName, lastName, company, phone, rememberMe } = current;
  const { address1, city, zip, province, provinceCode, country, countryCode } = suggestion;
  const address2 = suggestion.address2 || current.address2;
  const picked = { address1, address2, city, zip, province, provinceCode, country, countryCode };
  const kept = { firstName, lastName, company, phone, rememberMe };
  return Object.fromEntries(
    Object.entries({ ...kept, ...picked }).filter(([, value]) => value !== undefined && value !== ''),
  ) as CheckoutAddress;
}

/**
 * The tax of an amount (001 §5 Tax): TotalCartCost minus the amount, floored at 0; `undefined`
 * (nothing to save) when the platform gives no TotalCartCost.
 */
export async function checkoutTaxOf(
  transport: Transport,
  checkoutToken: string,
  amount: DisplayMoney,
): Promise<Result<Money | undefined, CheckoutError>> {
  // Sent in the shop currency (docs/decisions/0251): a converted amount sends its shop amount.
  const charged = shopMoney(amount);
  const major = fromMinorUnitsOf(charged);
  const answer = await transport.send(checkoutTax, {
    path: { checkoutToken },
    query: { currency: charged.currency, amount: major },
  });
  if (!answer.ok) return failure(failureError(answer.failure));
  const tax = taxAmount(answer.data.result.TotalCartCost, major);
  return success(tax === undefined ? undefined : money(tax, charged.currency));
}

/**
 * A look-up the checkout facade runs through its actor (the transport stays inside the machine's
 * actors, so a host that only holds the facade can ask too).
 * @internal
 */
export type LookupRequest =
  | { readonly kind: 'shippingCountries' }
  | { readonly kind: 'zipCodes'; readonly countryCode: string; readonly search: string }
  | { readonly kind: 'addressSuggestions'; readonly keyword: string; readonly countries?: readonly string[] }
  | { readonly kind: 'expressWallet'; readonly token: string; readonly buttonId?: string }
  | { readonly kind: 'expressOrder'; readonly token: string; readonly buttonId?: string };

/** What a {@link LookupRequest} answers. @internal */
export type LookupAnswer = Result<
  ShippingCountries | readonly string[] | readonly CheckoutAddress[] | ExpressWallet | ExpressOrder,
  CheckoutError
>;

/** Runs one {@link LookupRequest} over the transport. @internal */
export function runLookup(transport: Transport, request: LookupRequest): Promise<LookupAnswer> {
  switch (request.kind) {
    case 'shippingCountries':
      return shippingCountries(transport);
    case 'zipCodes':
      return zipCodes(transport, request.countryCode, request.search);
    case 'addressSuggestions':
      return addressSuggestions(transport, request.keyword, request.countries);
    case 'expressWallet':
      return expressWallet(transport, request.token, request.buttonId);
    case 'expressOrder':
      return createExpressOrder(transport, request.token, request.buttonId);
  }
}
