import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Rate-limit counters: one fixed window per bucket, shared by every server instance (migration 0004). */
export const rateLimits = pgTable('rate_limits', {
  bucket: text('bucket').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});
