import { locationLookup, type Transport } from '@vitrine/api-client';

/**
 * What asks the platform for the visitor's country (000 §7 "GET /api/catalog/location-lookup.json;
 * result.country_code"): the pricing facade's `lookupCountry` option, asked at most once per page
 * and only while no URL query or stored choice decides the currency and locale
 * (docs/decisions/0571). Resolves to the ISO 3166 alpha-2 code, upper-case, or `undefined` when the
 * call failed or named no country (the visitor then counts as from `DEFAULT_COUNTRY`, 000 §9).
 *
 * @example
 * ```ts
 * const pricing = createPricing({ cookies, query, lookupCountry: countryLookup(transport) });
 * ```
 * @internal
 */
export function countryLookup(transport: Transport): () => Promise<string | undefined> {
  return async () => {
    const answer = await transport.send(locationLookup);
    if (!answer.ok) return undefined;
    const code = answer.data.result.country_code.trim().toUpperCase();
    return /^[A-Z]{2}$/.test(code) ? code : undefined;
  };
}
