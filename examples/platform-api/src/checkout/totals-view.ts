import type { OrderLine, OrderTotals } from '../db/schema/index';
import type { PricedCheckout } from './checkout-pricing';

/** The weight unit of every answer (variant weights are seeded in kilograms). */
export const WEIGHT_UNIT = 'kg';

/** The order lines of a priced checkout, amounts in major units (frozen into the order). */
export function orderLinesOf(priced: PricedCheckout): OrderLine[] {
  const { money } = priced;
  return priced.lines.map((line, index) => {
    const result = priced.totals.lines[index];
    return {
      item_id: line.item_id,
      product_id: line.product_id,
      variant_id: line.variant_id,
      product_title: line.title,
      variant_title: line.variant_title,
      product_sku: line.sku,
      handle: line.handle,
      image: line.image,
      qty: line.qty,
      weight: line.weight,
      price: line.price,
      line_item_price: money.fromMinor(result?.lineTotal ?? 0),
      line_item_discount: money.fromMinor(result?.discount ?? 0),
      tax_amount: money.fromMinor(result?.tax ?? 0),
      properties: line.properties,
    };
  });
}

/** The totals of a priced checkout, in major units. */
export function orderTotalsOf(priced: PricedCheckout): OrderTotals {
  const { money, totals } = priced;
  return {
    subtotal_price: money.fromMinor(totals.subtotal),
    total_price: money.fromMinor(totals.total),
    total_discounts: money.fromMinor(totals.totalDiscounts),
    total_line_items_price: money.fromMinor(totals.lineItemsTotal),
    total_line_items_discount: money.fromMinor(totals.lineItemsDiscount),
    total_shipping: money.fromMinor(totals.shipping),
    shipping_fee: money.fromMinor(totals.shippingFee),
    total_tax: money.fromMinor(totals.tax),
    total_weight:
      Math.round(priced.lines.reduce((sum, line) => sum + line.weight * line.qty, 0) * 1000) / 1000,
  };
}

/** A totals line item as the api-client's TotalsLineItem reads it (001 §3). */
export function totalsLineView(line: OrderLine) {
  const discounted = Math.round((line.line_item_price - line.line_item_discount) * 100) / 100;
  return {
    item_id: line.item_id,
    product_id: line.product_id,
    variant_id: line.variant_id,
    product_title: line.product_title,
    variant_title: line.variant_title,
    product_sku: line.product_sku,
    qty: line.qty,
    price: line.price,
    raw_price: line.price,
    weights: Math.round(line.weight * line.qty * 1000) / 1000,
    tax_amount: line.tax_amount,
    line_item_price: line.line_item_price,
    line_item_price_with_explicit_discount: discounted,
    line_item_discount: line.line_item_discount,
    image: line.image,
    options: line.variant_title,
    properties: line.properties,
    handle: line.handle,
  };
}

/** The Totals object (001 §3) of lines and totals. */
export function totalsView(lines: readonly OrderLine[], totals: OrderTotals) {
  return {
    items: lines.map(totalsLineView),
    ...totals,
    weight_unit: WEIGHT_UNIT,
    not_explicit_discount: 0,
  };
}
