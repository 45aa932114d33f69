import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { shopIdColumn } from './shops';

/** An uploaded file, stored on disk under `<dataDir>/uploads/<id>/<fileName>`. */
export const uploads = pgTable('uploads', {
  id: text('id').primaryKey(),
  shopId: shopIdColumn(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
