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
import { taxAmount } from '@vitrine/core-pricing';
import { failure, type Result, success } from '@vitrine/ports';
import { failureError } from './checkout.actors';
import { fromMinorUnitsOf, money, toAddress } from './checkout.map';
import type { CheckoutAddress, CheckoutError, Money } from './checkout.types';

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

/** Address suggestions for a keyword, optionally within countries (001 §7). */
export async function addressSuggestions(
  transport: Transport,
  keyword: string,
  countries?: readonly string[],
): Promise<Result<readonly CheckoutAddress[], CheckoutError>> {
  const answer = await transport.send(addressSuggestion, {
    query: { keyword, ...(countries?.length ? { countries: countries.join(',') } : {}) },
  });
  return answer.ok
    ? success(answer.data.result.map((address) => toAddress(address) ?? {}))
    : failure(failureError(answer.failure));
}

/**
 * The tax of an amount (001 §5 Tax): TotalCartCost minus the amount, floored at 0; `undefined`
 * (nothing to save) when the platform gives no TotalCartCost.
 */
export async function checkoutTaxOf(
  transport: Transport,
  checkoutToken: string,
  amount: Money,
): Promise<Result<Money | undefined, CheckoutError>> {
  const major = fromMinorUnitsOf(amount);
  const answer = await transport.send(checkoutTax, {
    path: { checkoutToken },
    query: { currency: amount.currency, amount: major },
  });
  if (!answer.ok) return failure(failureError(answer.failure));
  const tax = taxAmount(answer.data.result.TotalCartCost, major);
  return success(tax === undefined ? undefined : money(tax, amount.currency));
}
