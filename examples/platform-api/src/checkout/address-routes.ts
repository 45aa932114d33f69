import {
  addressSuggestion,
  availableShippingCountries,
  checkoutLocationLookup,
  checkoutZipcodes,
} from '@vitrine/api-client';
import type { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app';
import { ok } from '../errors';
import { parseQuery } from '../validate';
import { searchZipCodes, suggestAddresses } from './address-book';
import { shopCheckoutConfig } from './checkout-store';
import { availableCountries } from './shipping';

/** Request headers that may carry the visitor's country (set by a CDN or proxy in front). */
export const COUNTRY_HEADERS = ['x-country-code', 'cf-ipcountry', 'x-vercel-ip-country'] as const;

/** Registers the checkout calls without a token: countries, zip codes, address suggestions, location. */
export function registerAddressRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps;

  app.get(availableShippingCountries.path, async (c) =>
    ok(c, await availableCountries(db, c.get('shop').id)),
  );

  app.get(checkoutZipcodes.path, (c) => {
    const query = parseQuery(c, checkoutZipcodes.query);
    return ok(c, { zip_codes: searchZipCodes(query.country_code, query.search) });
  });

  app.get(addressSuggestion.path, (c) => {
    const query = parseQuery(c, addressSuggestion.query);
    return ok(c, suggestAddresses(query.keyword, query.countries));
  });

  app.get(checkoutLocationLookup.path, async (c) => {
    const fromHeader = COUNTRY_HEADERS.map((name) => c.req.header(name)?.trim().toUpperCase()).find(
      (code) => code && /^[A-Z]{2}$/.test(code),
    );
    const country = fromHeader ?? (await shopCheckoutConfig(db, c.get('shop').id)).defaultCountry;
    return ok(c, { country_code: country, province_code: c.req.header('x-region-code') ?? null });
  });
}
