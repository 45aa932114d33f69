import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { shippingRates, shippingZones } from '../db/schema/index';
import type { ChosenShippingMethod } from '../db/schema/index';

/** A zone row. */
export type ShippingZoneRow = typeof shippingZones.$inferSelect;
/** A rate row. */
export type ShippingRateRow = typeof shippingRates.$inferSelect;

/** The carrier of every seeded rate (001 §3 carrier_code). */
export const DEFAULT_CARRIER = 'vitrine-post';

/** The zone of a country: the one listing it, else the rest-of-world zone (empty list), else none. */
export async function zoneFor(
  db: Db,
  shopId: number,
  countryCode: string,
): Promise<{ zone: ShippingZoneRow; rates: ShippingRateRow[] } | undefined> {
  const zones = await db
    .select()
    .from(shippingZones)
    .where(eq(shippingZones.shopId, shopId))
    .orderBy(asc(shippingZones.position), asc(shippingZones.id));
  const code = countryCode.trim().toUpperCase();
  const zone =
    zones.find((z) => z.countryCodes.includes(code)) ?? zones.find((z) => z.countryCodes.length === 0);
  if (!zone) return undefined;
  const rates = await db
    .select()
    .from(shippingRates)
    .where(eq(shippingRates.zoneId, zone.id))
    .orderBy(asc(shippingRates.position), asc(shippingRates.id));
  return { zone, rates };
}

/** The countries a shop ships to (001 §3): rest_of_world when a catch-all zone exists, else a list. */
export async function availableCountries(db: Db, shopId: number) {
  const zones = await db.select().from(shippingZones).where(eq(shippingZones.shopId, shopId));
  const codes = [...new Set(zones.flatMap((zone) => zone.countryCodes))].sort();
  return {
    type: zones.some((zone) => zone.countryCodes.length === 0) ? 'rest_of_world' : 'list',
    country_codes: codes,
  };
}

/** Rates offered for a subtotal (price-based rules: offered from their minimum subtotal on). */
export function offeredRates(rates: readonly ShippingRateRow[], subtotal: number): ShippingRateRow[] {
  return rates.filter((rate) => rate.minSubtotal === null || subtotal >= rate.minSubtotal);
}

/**
 * The subtotal from which a zone ships free (docs/decisions/0432): the lowest minimum subtotal of
 * its price-based rates that cost nothing (001 §3 Shipping method, shipping_rule_type
 * price_based). Undefined when no rate is free, or when one is free from the first cent (nothing
 * to reach).
 */
export function freeShippingFrom(rates: readonly ShippingRateRow[]): number | undefined {
  const free = rates.filter((rate) => rate.price === 0 && rate.ruleType === 'price_based');
  if (free.length === 0 || free.some((rate) => rate.minSubtotal === null || rate.minSubtotal <= 0))
    return undefined;
  return Math.min(...free.map((rate) => rate.minSubtotal ?? 0));
}

/** Variant ids of lines that cannot ship to a zone (001 §7 variants_not_shippable_ids). */
export function notShippableVariantIds(
  zone: Pick<ShippingZoneRow, 'excludedTags'> | undefined,
  lines: readonly { variant_id: number; product_tags: string[] }[],
): number[] {
  if (!zone) return lines.map((line) => line.variant_id);
  return lines
    .filter((line) => line.product_tags.some((tag) => zone.excludedTags.includes(tag)))
    .map((line) => line.variant_id);
}

/** The stored form of a rate. */
export function chosenMethod(rate: ShippingRateRow): ChosenShippingMethod {
  return {
    carrier_code: rate.carrierCode,
    method_code: rate.methodCode,
    method_title: rate.title,
    price: rate.price,
    shipping_rule_id: rate.id,
    shipping_rule_type: rate.ruleType,
  };
}

/** A method as the api-client's ShippingMethod reads it, with its discount (free shipping). */
export function shippingMethodView(method: ChosenShippingMethod, freeShipping: boolean) {
  const discount = freeShipping ? method.price : 0;
  const discounted = Math.round((method.price - discount) * 100) / 100;
  return {
    ...method,
    discount_amount: discount,
    discounted_price: discounted,
    amount: discounted,
  };
}

/** Rates by id (to re-read a chosen method). */
export async function ratesById(db: Db, ids: number[]): Promise<Map<number, ShippingRateRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(shippingRates).where(inArray(shippingRates.id, ids));
  return new Map(rows.map((row) => [row.id, row]));
}
