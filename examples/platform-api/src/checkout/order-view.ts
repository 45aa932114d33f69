import type { orders } from '../db/schema/index';
import { totalsView } from './totals-view';

/** An order row. */
export type OrderRow = typeof orders.$inferSelect;

/** The order as the api-client's Order reads it (001 §3 Order), with its lines and totals. */
export function orderView(order: OrderRow) {
  const fulfilled = new Set(order.fulfillments.flatMap((fulfillment) => fulfillment.line_item_ids));
  return {
    id: order.id,
    name: order.name,
    status: order.status,
    token: order.token,
    email: order.email,
    created_at: order.createdAt.toISOString(),
    cancelled_at: order.cancelledAt?.toISOString() ?? null,
    financial_status: order.financialStatus,
    fulfillment_status: order.fulfillmentStatus,
    fulfillments: order.fulfillments,
    not_fulfilled_items: order.lineItems.filter((line) => !fulfilled.has(line.item_id)),
    access_key_allowed: true,
    total_price: order.totals.total_price,
    subtotal_price: order.totals.subtotal_price,
    currency: order.currency,
    line_items: order.lineItems,
    shipping_address: order.shippingAddress,
    billing_address: order.billingAddress,
    shipping_method: order.shippingMethod,
    discount_code: order.discountCode,
    payment_method: order.paymentMethod,
    payment_method_title: order.paymentMethodTitle,
    additional_balance: order.additionalBalance,
  };
}

/**
 * The checkout-info shape of a placed order (001 §7 info after completion, and order-status info):
 * step thank_you, the frozen totals, the order.
 */
export function placedOrderResult(order: OrderRow, token: string) {
  return {
    info: {
      email: order.email,
      phone: order.phone,
      customer_id: order.customerId,
      step: 'thank_you',
      shipping_address: order.shippingAddress,
      billing_address: order.billingAddress,
      is_using_same_address: order.billingAddress === null,
      shipping_method: order.shippingMethod
        ? { ...order.shippingMethod, amount: order.totals.total_shipping }
        : null,
      discount_code: order.discountCode,
      discount_applied: order.discountCode !== null,
      payment_method: order.paymentMethod,
      payment_method_title: order.paymentMethodTitle,
      authorized_payment: true,
      authorized_payment_method: order.paymentMethod,
      created_at: order.createdAt.toISOString(),
    },
    totals: totalsView(order.lineItems, order.totals),
    order: orderView(order),
    currency: order.currency,
    cart_clear: true,
    token,
    stock_can_not_fulfill: [],
    in_stripe_payment_intent: false,
    in_stripe_destination_charge: false,
  };
}
