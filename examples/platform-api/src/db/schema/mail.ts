import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { shopIdColumn } from './shops';

/** E-mails the server "sends": kept here and listed on the dev mail page (migration 0005). */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  shopId: shopIdColumn(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  /** The one link the e-mail is about (reset or activation page). */
  link: text('link').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
