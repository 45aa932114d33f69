import { jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { shopIdColumn } from './shops';

/** A contact-form message (000 §3 Contact form). */
export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  shopId: shopIdColumn(),
  name: text('name').notNull().default(''),
  email: text('email').notNull(),
  phone: text('phone').notNull().default(''),
  message: text('message').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An intellectual-property (DMCA) report; the whole body is kept in `payload`. */
export const dmcaReports = pgTable('dmca_reports', {
  id: serial('id').primaryKey(),
  shopId: shopIdColumn(),
  email: text('email').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
