import { pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { shopIdColumn } from './shops';

/** A shop page or policy (000 §3 Page); `kind` is `page` or `policy`. */
export const pages = pgTable(
  'pages',
  {
    id: serial('id').primaryKey(),
    shopId: shopIdColumn(),
    handle: text('handle').notNull(),
    title: text('title').notNull(),
    seoTitle: text('seo_title').notNull().default(''),
    seoMeta: text('seo_meta').notNull().default(''),
    bodyHtml: text('body_html').notNull().default(''),
    template: text('template').notNull().default('page'),
    kind: text('kind').notNull().default('page'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('pages_shop_handle').on(t.shopId, t.handle)],
);
