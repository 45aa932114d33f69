import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { customers, orders, products, variants } from '../db/schema/index';
import type { CheckoutAddress, OrderFulfillment, OrderLine } from '../db/schema/index';
import { moneyOf } from '../checkout/money';
import { computeTotals } from '../checkout/totals';
import { DEFAULT_CARRIER } from '../checkout/shipping';

/** A seeded order the docs and tests can open: its token and access key are fixed. */
export interface SeededOrderRef {
  token: string;
  accessKey: string;
  name: string;
  email: string;
}

/** Orders of demo@vitrine.test in the demo shop (order-history, order status, checkout-additional). */
export const DEMO_ORDERS = {
  /** #1001: delivered. */
  delivered: { token: 'ord_demo_1001', accessKey: 'ak_demo_1001', name: '#1001', email: 'demo@vitrine.test' },
  /** #1002: not fulfilled yet. */
  open: { token: 'ord_demo_1002', accessKey: 'ak_demo_1002', name: '#1002', email: 'demo@vitrine.test' },
  /** #1003: in transit, with an additional balance of 12.50 to pay. */
  balanceDue: {
    token: 'ord_demo_1003',
    accessKey: 'ak_demo_1003',
    name: '#1003',
    email: 'demo@vitrine.test',
  },
} as const satisfies Record<string, SeededOrderRef>;

/** Additional balance of order #1003. */
export const DEMO_BALANCE_DUE = 12.5;

/** The order of client@vitrine.test in the euro shop. */
export const EURO_ORDER: SeededOrderRef = {
  token: 'ord_euro_1001',
  accessKey: 'ak_euro_1001',
  name: '#1001',
  email: 'client@vitrine.test',
};

/** One order to seed. */
export interface OrderSeed {
  shopId: number;
  currency: string;
  number: number;
  ref: SeededOrderRef;
  customerEmail?: string;
  lines: { handle: string; qty: number }[];
  address: CheckoutAddress;
  shipping: { code: string; title: string; price: number };
  taxPercent: number;
  fulfillment?: Omit<OrderFulfillment, 'line_item_ids' | 'id' | 'created_at'>;
  fulfillmentStatus?: string;
  additionalBalance?: number;
  createdAt: Date;
}

/** Inserts an order with lines priced from the catalogue and totals computed like the checkout's. */
export async function seedOrder(db: Db, seed: OrderSeed): Promise<void> {
  const money = moneyOf(seed.currency);
  const rows = await db
    .select({ product: products, variant: variants })
    .from(products)
    .innerJoin(variants, eq(variants.productId, products.id))
    .where(
      and(
        eq(products.shopId, seed.shopId),
        inArray(
          products.handle,
          seed.lines.map((line) => line.handle),
        ),
      ),
    )
    .orderBy(asc(variants.position), asc(variants.id));
  const picked = seed.lines.map((line, index) => {
    const row = rows.find((candidate) => candidate.product.handle === line.handle);
    if (!row) throw new Error(`seed: order product ${line.handle} not found`);
    return { ...row, qty: line.qty, itemId: `li_seed_${seed.ref.token}_${index + 1}` };
  });
  const totals = computeTotals({
    lines: picked.map((line) => ({
      itemId: line.itemId,
      unitPrice: money.toMinor(line.variant.price),
      qty: line.qty,
      collectionIds: [],
    })),
    shippingPrice: money.toMinor(seed.shipping.price),
    taxRateMilli: Math.round(seed.taxPercent * 1000),
  });
  const lineItems: OrderLine[] = picked.map((line, index) => ({
    item_id: line.itemId,
    product_id: line.product.id,
    variant_id: line.variant.id,
    product_title: line.product.title,
    variant_title: line.variant.title,
    product_sku: line.variant.sku,
    handle: line.product.handle,
    image: line.variant.image ?? line.product.image,
    qty: line.qty,
    weight: line.variant.weight,
    price: line.variant.price,
    line_item_price: money.fromMinor(totals.lines[index]?.lineTotal ?? 0),
    line_item_discount: 0,
    tax_amount: money.fromMinor(totals.lines[index]?.tax ?? 0),
    properties: [],
  }));
  const [customer] = seed.customerEmail
    ? await db
        .select({ id: customers.id })
        .from(customers)
        .where(and(eq(customers.shopId, seed.shopId), eq(customers.email, seed.customerEmail)))
    : [];
  const fulfillments: OrderFulfillment[] = seed.fulfillment
    ? [
        {
          id: seed.number,
          ...seed.fulfillment,
          line_item_ids: lineItems.map((line) => line.item_id),
          created_at: new Date(seed.createdAt.getTime() + 2 * 24 * 3600 * 1000).toISOString(),
        },
      ]
    : [];
  await db.insert(orders).values({
    shopId: seed.shopId,
    token: seed.ref.token,
    number: seed.number,
    name: seed.ref.name,
    email: seed.ref.email,
    phone: seed.address.phone ?? null,
    customerId: customer?.id ?? null,
    fulfillmentStatus: seed.fulfillmentStatus ?? null,
    fulfillments,
    currency: seed.currency,
    lineItems,
    totals: {
      subtotal_price: money.fromMinor(totals.subtotal),
      total_price: money.fromMinor(totals.total),
      total_discounts: 0,
      total_line_items_price: money.fromMinor(totals.lineItemsTotal),
      total_line_items_discount: 0,
      total_shipping: money.fromMinor(totals.shipping),
      shipping_fee: money.fromMinor(totals.shippingFee),
      total_tax: money.fromMinor(totals.tax),
      total_weight: picked.reduce((sum, line) => sum + line.variant.weight * line.qty, 0),
    },
    shippingAddress: { ...seed.address, name: '' },
    shippingMethod: {
      carrier_code: DEFAULT_CARRIER,
      method_code: seed.shipping.code,
      method_title: seed.shipping.title,
      price: seed.shipping.price,
      shipping_rule_id: 0,
      shipping_rule_type: 'price_based',
    },
    paymentMethod: 'test-gateway',
    paymentMethodTitle: 'Card (test gateway)',
    transactionReference: `txn_seed_${seed.ref.token}`,
    accessKey: seed.ref.accessKey,
    additionalBalance: seed.additionalBalance ?? 0,
    createdAt: seed.createdAt,
  });
}
