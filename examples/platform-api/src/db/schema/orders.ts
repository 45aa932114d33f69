import {
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ChosenShippingMethod, CheckoutAddress } from './checkout';
import { shopIdColumn } from './shops';

/** A line of a placed order, frozen at order time (001 §3 Totals line item). */
export interface OrderLine {
  item_id: string;
  product_id: number;
  variant_id: number;
  product_title: string;
  variant_title: string;
  product_sku: string;
  handle: string;
  image: string | null;
  qty: number;
  /** Unit weight in kilograms. */
  weight: number;
  price: number;
  line_item_price: number;
  line_item_discount: number;
  tax_amount: number;
  properties: { name: string; value: string }[];
  /** Set on lines added by an accepted post-purchase offer. */
  post_purchase_offer_id?: number;
}

/** The totals of an order, in major units (001 §3 Totals without the items). */
export interface OrderTotals {
  subtotal_price: number;
  total_price: number;
  total_discounts: number;
  total_line_items_price: number;
  total_line_items_discount: number;
  total_shipping: number;
  shipping_fee: number;
  total_tax: number;
  total_weight: number;
}

/** A fulfilment with its tracking (001 §4 shipment tracking statuses). */
export interface OrderFulfillment {
  id: number;
  status: string;
  tracking_company: string;
  tracking_number: string;
  tracking_url: string;
  line_item_ids: string[];
  created_at: string;
}

/** A post-purchase offer activated on an order (001 §4 Post-purchase). */
export interface PostPurchaseState {
  offer_id: number;
  variant_id: number;
  qty: number;
  price: number;
  status: 'activated' | 'accepted' | 'declined';
}

/** A placed order (001 §3 Order). */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    shopId: shopIdColumn(),
    checkoutId: integer('checkout_id'),
    checkoutToken: text('checkout_token'),
    /** Public token of the order-status and checkout-additional pages. */
    token: text('token').notNull().unique(),
    number: integer('number').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    customerId: integer('customer_id'),
    status: text('status').notNull().default('open'),
    financialStatus: text('financial_status').notNull().default('paid'),
    fulfillmentStatus: text('fulfillment_status'),
    fulfillments: jsonb('fulfillments').$type<OrderFulfillment[]>().notNull().default([]),
    currency: text('currency').notNull(),
    lineItems: jsonb('line_items').$type<OrderLine[]>().notNull(),
    totals: jsonb('totals').$type<OrderTotals>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<CheckoutAddress | null>(),
    billingAddress: jsonb('billing_address').$type<CheckoutAddress | null>(),
    shippingMethod: jsonb('shipping_method').$type<ChosenShippingMethod | null>(),
    discountCode: text('discount_code'),
    paymentMethod: text('payment_method').notNull(),
    paymentMethodTitle: text('payment_method_title').notNull().default(''),
    transactionReference: text('transaction_reference'),
    /** Secret of the order-status page (001 §6: query `key`). */
    accessKey: text('access_key').notNull(),
    /** Amount still to pay on the checkout-additional page (001 §2), major units. */
    additionalBalance: numeric('additional_balance', { precision: 12, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    /** When a payment of the additional balance started; null when none is under way (migration 0009). */
    additionalClaimedAt: timestamp('additional_claimed_at', { withTimezone: true }),
    postPurchase: jsonb('post_purchase').$type<PostPurchaseState | null>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_shop_number').on(t.shopId, t.number),
    index('orders_shop_customer').on(t.shopId, t.customerId),
  ],
);
