import { boolean, integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { shopIdColumn } from './shops';

/** The offer types of 001 §3. */
export type OfferType =
  | 'postPurchase'
  | 'quantityDiscount'
  | 'prePurchase'
  | 'handPicked'
  | 'bundle'
  | 'accessory';

/** An upsell offer (001 §3 Upsell): shown for `refIds`, offering `productIds`. */
export const offers = pgTable('offers', {
  id: serial('id').primaryKey(),
  shopId: shopIdColumn(),
  offerType: text('offer_type').$type<OfferType>().notNull(),
  recommendType: text('recommend_type').notNull().default('manual'),
  title: text('title').notNull(),
  message: text('message').notNull().default(''),
  /**
   * Product or collection ids the offer is shown for (the storefront sends a product plus its
   * collections, 001 §7); one list serves both because products and collections share one id
   * sequence (docs/decisions/0594).
   */
  refIds: integer('ref_ids').array().notNull().default([]),
  /** Products offered. */
  productIds: integer('product_ids').array().notNull().default([]),
  percentageDiscount: numeric('percentage_discount', { precision: 5, scale: 2, mode: 'number' })
    .notNull()
    .default(0),
  /** Quantity discounts: the minimum quantity of the offered product. */
  minQuantity: integer('min_quantity').notNull().default(1),
  active: boolean('active').notNull().default(true),
  position: integer('position').notNull().default(0),
});
