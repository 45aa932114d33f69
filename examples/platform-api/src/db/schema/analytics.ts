import { index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { shopIdColumn } from './shops';

/** A tracked action from GET /api/actions.json (001 §7 Analytics): event plus every query parameter. */
export const trackedActions = pgTable(
  'tracked_actions',
  {
    id: serial('id').primaryKey(),
    shopId: shopIdColumn(),
    event: text('event').notNull(),
    sessionId: text('session_id'),
    distinctId: text('distinct_id'),
    customerId: text('customer_id'),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    fingerprint: text('fingerprint'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tracked_actions_shop').on(t.shopId, t.id)],
);
