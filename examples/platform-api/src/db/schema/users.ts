import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { shopIdColumn } from './shops';

/** A customer address. */
export interface CustomerAddress {
  id: number;
  first_name: string;
  last_name: string;
  company: string;
  address1: string;
  address2: string;
  city: string;
  province: string;
  province_code: string;
  country: string;
  country_code: string;
  zip: string;
  phone: string;
  default: boolean;
}

/** A customer account of one shop. */
/** The unique index of a shop's customer e-mails (case-insensitive): one account per e-mail. */
export const CUSTOMER_EMAIL_INDEX = 'customers_shop_email';

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    shopId: shopIdColumn(),
    email: text('email').notNull(),
    /** `scrypt$<salt hex>$<hash hex>`; never the clear password. */
    passwordHash: text('password_hash').notNull(),
    firstname: text('firstname').notNull().default(''),
    lastname: text('lastname').notNull().default(''),
    phone: text('phone').notNull().default(''),
    active: boolean('active').notNull().default(false),
    acceptsMarketing: boolean('accepts_marketing').notNull().default(false),
    addresses: jsonb('addresses').$type<CustomerAddress[]>().notNull().default([]),
    /**
     * The e-mail this customer proved to receive mail at: the address an activation or reset link
     * was followed from (migration 0011, docs/decisions/0595). Cleared when the e-mail changes.
     */
    verifiedEmail: text('verified_email'),
    activationToken: text('activation_token'),
    resetToken: text('reset_token'),
    resetTokenExpiresAt: timestamp('reset_token_expires_at', { withTimezone: true }),
    groupId: integer('group_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex(CUSTOMER_EMAIL_INDEX).on(t.shopId, sql`lower(${t.email})`)],
);

/** A login session: an access token (expires) and a refresh token (rotates). */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: serial('id').primaryKey(),
    shopId: shopIdColumn(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    accessToken: text('access_token').notNull().unique(),
    refreshToken: text('refresh_token').notNull().unique(),
    accessExpiresAt: timestamp('access_expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_sessions_customer').on(t.customerId)],
);

/** Newsletter subscription state by email (000 §4 Newsletter). */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    shopId: shopIdColumn(),
    email: text('email').notNull(),
    subscribed: boolean('subscribed').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('newsletter_shop_email').on(t.shopId, t.email)],
);
