import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { shopIdColumn } from './shops';

/** A sale notification: social proof of a recent purchase (001 §3 Notifications). */
export const saleNotifications = pgTable('sale_notifications', {
  id: serial('id').primaryKey(),
  shopId: shopIdColumn(),
  firstName: text('first_name').notNull(),
  location: text('location').notNull(),
  productId: integer('product_id').notNull(),
  purchasedAt: timestamp('purchased_at', { withTimezone: true }).notNull(),
});

/** A checkout notification: how many bought a product (001 §3). */
export const checkoutNotifications = pgTable('checkout_notifications', {
  id: serial('id').primaryKey(),
  shopId: shopIdColumn(),
  productId: integer('product_id').notNull(),
  purchasedNumber: integer('purchased_number').notNull(),
});

/** A timer countdown (001 §3). */
export const countdowns = pgTable('countdowns', {
  id: serial('id').primaryKey(),
  shopId: shopIdColumn(),
  title: text('title').notNull(),
  message: text('message').notNull().default(''),
  productIds: integer('product_ids').array().notNull().default([]),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
});
