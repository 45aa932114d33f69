import { sql } from 'drizzle-orm';
import { boolean, integer, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { shopIdColumn } from './shops';

/** Kinds of discount code: a percentage off, a fixed amount off, or free shipping. */
export type DiscountType = 'percentage' | 'fixed_amount' | 'free_shipping';

/** A discount code of a shop (001 §3 Discount state, Overridden discount). */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: serial('id').primaryKey(),
    shopId: shopIdColumn(),
    code: text('code').notNull(),
    title: text('title').notNull(),
    discountType: text('discount_type').$type<DiscountType>().notNull(),
    /** Percentage (10 = 10 %) or amount in the shop currency; 0 for free shipping. */
    value: numeric('value', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    /** When set, the code only applies to lines of products in this collection. */
    collectionId: integer('collection_id'),
    /** Uses allowed in total; null = unlimited. */
    usageLimit: integer('usage_limit'),
    timesUsed: integer('times_used').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('discount_codes_shop_code').on(t.shopId, sql`upper(${t.code})`)],
);
