import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { shopIdColumn } from './shops';

/** A product review (001 §3 Review state). */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    shopId: shopIdColumn(),
    productId: integer('product_id').notNull(),
    author: text('author').notNull(),
    email: text('email').notNull(),
    rating: integer('rating').notNull(),
    title: text('title').notNull().default(''),
    body: text('body').notNull(),
    images: text('images').array().notNull().default([]),
    published: boolean('published').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reviews_shop_product').on(t.shopId, t.productId)],
);
