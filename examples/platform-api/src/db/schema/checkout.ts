import type { Address } from '@vitrine/api-client';
import {
  boolean,
  index,
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
import { carts } from './carts';
import { shopIdColumn, shops } from './shops';

/** An address as the checkout stores it: the api-client's Address (001 §3), every field optional. */
export type CheckoutAddress = Address;

/** The shipping method chosen on a checkout (001 §3 Shipping method), amounts in major units. */
export interface ChosenShippingMethod {
  carrier_code: string;
  method_code: string;
  method_title: string;
  price: number;
  shipping_rule_id: number;
  shipping_rule_type: string;
}

/** Checkout rules of a shop: test mode (test gateway allowed), order limit, default country. */
export const shopCheckoutSettings = pgTable('shop_checkout_settings', {
  shopId: integer('shop_id')
    .primaryKey()
    .references(() => shops.id, { onDelete: 'cascade' }),
  /** A test shop accepts the test gateway; any other shop refuses it. */
  testMode: boolean('test_mode').notNull().default(false),
  /** When set and the shop holds this many orders, checkout fetches answer 403 (001 §4). */
  orderLimit: integer('order_limit'),
  /** Country answered by the location lookup when the request carries none. */
  defaultCountry: text('default_country').notNull().default('US'),
});

/** Tax rate of a country (`*` = every other country), as a percentage (7.25 = 7.25 %). */
export const taxRates = pgTable(
  'tax_rates',
  {
    id: serial('id').primaryKey(),
    shopId: shopIdColumn(),
    countryCode: text('country_code').notNull(),
    name: text('name').notNull().default('Tax'),
    rate: numeric('rate', { precision: 6, scale: 3, mode: 'number' }).notNull(),
  },
  (t) => [uniqueIndex('tax_rates_shop_country').on(t.shopId, t.countryCode)],
);

/** A payment method of a shop (001 §3 Payment method). */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serial('id').primaryKey(),
    shopId: shopIdColumn(),
    code: text('code').notNull(),
    title: text('title').notNull(),
    provider: text('provider').notNull(),
    providerOptions: jsonb('provider_options').$type<Record<string, unknown>>().notNull().default({}),
    position: integer('position').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [uniqueIndex('payment_methods_shop_code').on(t.shopId, t.code)],
);

/** The checkout state of one cart (its token is the cart's checkout_token). */
export const checkouts = pgTable(
  'checkouts',
  {
    id: serial('id').primaryKey(),
    shopId: shopIdColumn(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    email: text('email'),
    phone: text('phone'),
    customerId: integer('customer_id'),
    shippingAddress: jsonb('shipping_address').$type<CheckoutAddress | null>(),
    billingAddress: jsonb('billing_address').$type<CheckoutAddress | null>(),
    isUsingSameAddress: boolean('is_using_same_address').notNull().default(true),
    buyerAcceptsMarketing: boolean('buyer_accepts_marketing').notNull().default(false),
    shippingMethod: jsonb('shipping_method').$type<ChosenShippingMethod | null>(),
    previousShippingFee: numeric('previous_shipping_fee', { precision: 12, scale: 2, mode: 'number' }),
    paymentMethodId: integer('payment_method_id'),
    authorizedPayment: boolean('authorized_payment').notNull().default(false),
    authorizedPaymentMethod: text('authorized_payment_method'),
    authorizedAmount: numeric('authorized_amount', { precision: 12, scale: 2, mode: 'number' }),
    authorizationReference: text('authorization_reference'),
    paymentCredentialVerified: boolean('payment_credential_verified').notNull().default(false),
    step: text('step').notNull().default('contact_information'),
    expressPayment: jsonb('express_payment').$type<Record<string, unknown> | null>(),
    recoverKey: text('recover_key'),
    abandonedAt: timestamp('abandoned_at', { withTimezone: true }),
    purchaseCompletedAt: timestamp('purchase_completed_at', { withTimezone: true }),
    /** idle, processing, requires_action, completed or failed (001 §3 process_status). */
    processStatus: text('process_status').notNull().default('idle'),
    processRedirectUrl: text('process_redirect_url'),
    processError: text('process_error'),
    orderId: integer('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('checkouts_shop_token').on(t.shopId, t.token),
    uniqueIndex('checkouts_cart').on(t.cartId),
  ],
);

/** One payment attempt at a gateway (authorisation, order charge, post-purchase, additional balance). */
export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: serial('id').primaryKey(),
    shopId: shopIdColumn(),
    checkoutId: integer('checkout_id'),
    orderId: integer('order_id'),
    /** Public reference (3-D Secure and sandbox confirm URLs carry it). */
    reference: text('reference').notNull().unique(),
    provider: text('provider').notNull(),
    /** authorize, order, post_purchase or additional. */
    purpose: text('purpose').notNull(),
    /** succeeded, declined, requires_action, processing or failed (also a charge given back: what it paid for could not be had). */
    status: text('status').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    cardLast4: text('card_last4'),
    errorMessage: text('error_message'),
    /** What to finish when a pending attempt is confirmed (the order payload, the balance, ...). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_transactions_checkout').on(t.checkoutId)],
);

/** An order (or token) created at a sandbox provider: PayPal order, Stripe intent, PayPal pro secure token. */
export const providerOrders = pgTable('provider_orders', {
  id: text('id').primaryKey(),
  shopId: shopIdColumn(),
  checkoutId: integer('checkout_id').notNull(),
  provider: text('provider').notNull(),
  paymentMethodId: integer('payment_method_id'),
  amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  /** CREATED, APPROVED or COMPLETED. */
  status: text('status').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A failed checkout call reported by the storefront (001 §7 checkout-error-monitor). */
export const checkoutErrors = pgTable(
  'checkout_errors',
  {
    id: serial('id').primaryKey(),
    shopId: shopIdColumn(),
    checkoutToken: text('checkout_token'),
    cartToken: text('cart_token'),
    extra: jsonb('extra').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('checkout_errors_shop').on(t.shopId, t.id)],
);

/** Settings of a shop app (upsell `usell`, notifications `sale` / `checkout` / `countdown`, reviews). */
export const appSettings = pgTable(
  'app_settings',
  {
    shopId: shopIdColumn(),
    appCode: text('app_code').notNull(),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.appCode] })],
);
