import { integer, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { shopIdColumn } from './shops';

/** A shipping zone: a list of countries, or the rest of the world when `countryCodes` is empty. */
export const shippingZones = pgTable('shipping_zones', {
  id: serial('id').primaryKey(),
  shopId: shopIdColumn(),
  name: text('name').notNull(),
  countryCodes: text('country_codes').array().notNull().default([]),
  /** Products carrying one of these tags cannot ship to this zone (variants_not_shippable_ids). */
  excludedTags: text('excluded_tags').array().notNull().default([]),
  position: integer('position').notNull().default(0),
});

/** A rate of a zone (001 §3 Shipping method); price-based: offered from `minSubtotal` on. */
export const shippingRates = pgTable(
  'shipping_rates',
  {
    id: serial('id').primaryKey(),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => shippingZones.id, { onDelete: 'cascade' }),
    methodCode: text('method_code').notNull(),
    title: text('title').notNull(),
    carrierCode: text('carrier_code').notNull(),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    minSubtotal: numeric('min_subtotal', { precision: 12, scale: 2, mode: 'number' }),
    ruleType: text('rule_type').notNull().default('price_based'),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('shipping_rates_zone_method').on(t.zoneId, t.methodCode)],
);
