import {
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { shopIdColumn } from './shops';
import { customers } from './users';

/** A custom-option property of a cart line (name/value pair, 000 §3 Cart add payload). */
export interface CartProperty {
  name: string;
  value: string;
}

/** A cart. `completedAt` is set by the checkout when its order completes (then CHECKOUT_CART_COMPLETED). */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    shopId: shopIdColumn(),
    token: text('token').notNull(),
    checkoutToken: text('checkout_token').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    discountCode: text('discount_code'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('carts_shop_token').on(t.shopId, t.token),
    uniqueIndex('carts_shop_checkout_token').on(t.shopId, t.checkoutToken),
  ],
);

/** A cart line; its identity is (variant, `propertiesKey`) so different custom options make different lines. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    /** Public line id (`item_id`). */
    itemId: text('item_id').notNull(),
    productId: integer('product_id').notNull(),
    variantId: integer('variant_id').notNull(),
    qty: integer('qty').notNull(),
    properties: jsonb('properties').$type<CartProperty[]>().notNull().default([]),
    propertiesKey: text('properties_key').notNull().default(''),
    app: text('app'),
    metadata: jsonb('metadata').$type<Record<string, unknown> | null>(),
    postPurchasePrice: numeric('post_purchase_price', { precision: 12, scale: 2, mode: 'number' }),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_items_line').on(t.cartId, t.variantId, t.propertiesKey),
    uniqueIndex('cart_items_item_id').on(t.cartId, t.itemId),
    // No index on cart_id alone: both unique indexes start with it (migration 0007).
  ],
);

/**
 * Idempotency keys by (shop, key): claimed (no `status` yet) before the request runs, then holding
 * its stored answer, replayed for a repeated key. `fingerprint` is a digest of method, path, query
 * and body (migration 0003); `answerFrom` says how `body` holds the answer (migration 0006).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    shopId: shopIdColumn(),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    fingerprint: text('fingerprint').notNull().default(''),
    status: integer('status'),
    body: jsonb('body').$type<unknown>(),
    /** NULL: `body` is the answer; `'cart'`: `body` holds what the cart answer is built from (migration 0006, decision 0478). */
    answerFrom: text('answer_from'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.key] })],
);
