/**
 * The one place where the platform's snake_case checkout wire types meet the facade's camelCase
 * shapes (DESIGN "One public shape"). Money leaves here in integer minor units.
 */
import type {
  Address,
  CheckoutInfoResult,
  Order,
  PaymentMethod,
  ShippingMethod,
  TotalsLineItem,
} from '@vitrine/api-client';
import { DEFAULT_CURRENCY, fromMinorUnits, isFreeShipping, toMinorUnits } from '@vitrine/core-pricing';
import { DEFAULT_STEP, type CheckoutStep } from './checkout.constants';
import { freeShippingProgress } from './checkout.free-shipping';
import { invalidDiscountOnInfo, stepFromInfo } from './checkout.rules';
import { isTrackingStatus, trackingLink, trackingStatusView } from './order-status/shipment-tracking';
import type {
  Checkout,
  CheckoutAddress,
  CheckoutLine,
  CheckoutOrder,
  Money,
  PaymentMethodOption,
  Shipment,
  ShippingMethodOption,
} from './checkout.types';

/** The currency when the platform sends none (001 §3 "currency (default USD)", §9): core-pricing's. */
export { DEFAULT_CURRENCY };

type Nullable<T> = T | null | undefined;

/** Copies the defined, non-null fields of `source` (so optional fields stay absent, never `undefined`). */
function defined<T extends object>(source: { [K in keyof T]?: T[K] | null | undefined }): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source))
    if (value !== undefined && value !== null) out[key] = value;
  return out as T;
}

const idOf = (value: Nullable<string | number>): string | undefined =>
  value === null || value === undefined ? undefined : String(value);

/** A major-unit amount of the wire as {@link Money}. */
export const money = (amount: Nullable<number>, currency: string): Money => ({
  amount: toMinorUnits(amount ?? 0, currency),
  currency,
});

/** {@link Money} back in the wire's major units. */
export const fromMinorUnitsOf = (value: Money): number => fromMinorUnits(value.amount, value.currency);

/** A wire address as the facade's. */
export function toAddress(address: Nullable<Address>): CheckoutAddress | undefined {
  if (!address) return undefined;
  return defined<CheckoutAddress>({
    firstName: address.first_name,
    lastName: address.last_name,
    company: address.company,
    address1: address.address1,
    address2: address.address2,
    city: address.city,
    zip: address.zip,
    province: address.province,
    provinceCode: address.province_code,
    country: address.country ?? address.country_name,
    countryCode: address.country_code,
    phone: address.phone,
    rememberMe: address.remember_me,
  });
}

/** The facade's address as the wire's (001 §5: the name is forced empty). */
export function fromAddress(address: CheckoutAddress): Address {
  return defined<Address>({
    first_name: address.firstName,
    last_name: address.lastName,
    company: address.company,
    address1: address.address1,
    address2: address.address2,
    city: address.city,
    zip: address.zip,
    province: address.province,
    province_code: address.provinceCode,
    country: address.country,
    country_code: address.countryCode,
    phone: address.phone,
    remember_me: address.rememberMe,
    name: '',
  });
}

/** A wire shipping method as the facade's. */
export function toShippingMethod(method: ShippingMethod, currency: string): ShippingMethodOption {
  return defined<ShippingMethodOption>({
    code: method.method_code,
    title: method.method_title,
    carrierCode: method.carrier_code,
    price: money(method.price, currency),
    discountedPrice:
      method.discounted_price === null || method.discounted_price === undefined
        ? undefined
        : money(method.discounted_price, currency),
    ruleId: idOf(method.shipping_rule_id),
    ruleType: method.shipping_rule_type,
  });
}

/** A wire payment method as the facade's. */
export function toPaymentMethod(method: PaymentMethod): PaymentMethodOption {
  const o = method.provider_options;
  return defined<PaymentMethodOption>({
    id: String(method.id),
    code: method.code,
    // A blank title is no title: a screen falls back to the code (001 §3 payment_method_title).
    title: method.title || undefined,
    provider: method.provider,
    options: defined<PaymentMethodOption['options']>({
      gateway: o?.gateway,
      clientId: o?.client_id,
      brandName: o?.brand_name,
      enableSmartButton: o?.enable_smart_button,
      enable3dSecure: o?.enable_3d_secure,
      sandbox: o?.sandbox,
    }),
  });
}

function toLine(item: TotalsLineItem, currency: string): CheckoutLine {
  return defined<CheckoutLine>({
    itemId: idOf(item.item_id),
    productId: idOf(item.product_id),
    variantId: String(item.variant_id),
    title: item.product_title,
    variantTitle: item.variant_title,
    sku: item.product_sku,
    quantity: item.qty,
    price: money(item.price, currency),
    linePrice:
      item.line_item_price === null || item.line_item_price === undefined
        ? undefined
        : money(item.line_item_price, currency),
    image: item.image,
    handle: item.handle,
  });
}

/**
 * The variant ids a platform answer names as not shipping to the checkout's address (001 §3
 * Checkout state not_shippable_variant_ids, also the `variants_not_shippable_ids` of a refused
 * order, docs/decisions/0638), or undefined when the answer names no list.
 */
export function variantIdsOf(value: unknown): readonly string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.filter((id) => typeof id === 'string' || typeof id === 'number').map(String);
}

/** A wire order as the facade's. */
export function toOrder(order: Nullable<Order>): CheckoutOrder | undefined {
  if (!order) return undefined;
  return defined<CheckoutOrder>({
    id: String(order.id),
    name: order.name,
    token: order.token,
    status: order.status,
  });
}

/**
 * The checkout as the facade shows it, from the info answer and the step the machine holds.
 *
 * @param step - the machine's step (it can differ from the server's, docs/decisions/0240)
 */
export function toCheckout(
  result: CheckoutInfoResult,
  step: CheckoutStep = stepFromInfo(result) ?? DEFAULT_STEP,
): Checkout {
  const currency = result.currency || DEFAULT_CURRENCY;
  const { info, totals } = result;
  const shippingMethod = info.shipping_method ? toShippingMethod(info.shipping_method, currency) : undefined;
  const invalid = invalidDiscountOnInfo(info);
  const lineItems = money(totals.total_line_items_price, currency);
  const threshold = result.free_shipping_threshold;
  return defined<Checkout>({
    token: result.token,
    step,
    email: info.email,
    phone: info.phone,
    customerId: idOf(info.customer_id),
    shippingAddress: toAddress(info.shipping_address),
    billingAddress: toAddress(info.billing_address),
    usingSameAddress: info.is_using_same_address ?? true,
    acceptsMarketing: info.buyer_accepts_marketing,
    shippingMethod,
    paymentMethod: info.payment_method
      ? defined<NonNullable<Checkout['paymentMethod']>>({
          code: info.payment_method,
          id: idOf(info.payment_method_id),
          title: info.payment_method_title || undefined,
        })
      : undefined,
    authorizedPayment: info.authorized_payment
      ? defined<NonNullable<Checkout['authorizedPayment']>>({ method: info.authorized_payment_method })
      : undefined,
    discount: defined<Checkout['discount']>({
      code: info.discount_code,
      applied: info.discount_applied === true,
      type: info.discount_type,
      priceRuleTitle: info.price_rule_title,
      invalid,
    }),
    freeShipping: isFreeShipping({
      overriddenDiscount: result.overided_discount,
      shippingMethod: info.shipping_method,
      discountApplied: info.discount_applied,
      totalShipping: totals.total_shipping,
      discountType: info.discount_type,
    }),
    freeShippingProgress:
      typeof threshold === 'number' ? freeShippingProgress(lineItems, money(threshold, currency)) : undefined,
    totals: {
      lines: totals.items.map((item) => toLine(item, currency)),
      lineItems,
      subtotal: money(totals.subtotal_price, currency),
      discounts: money(totals.total_discounts, currency),
      shipping: money(totals.total_shipping, currency),
      tax: money(totals.total_tax, currency),
      total: money(totals.total_price, currency),
    },
    order: toOrder(result.order),
    stockCanNotFulfill: (result.stock_can_not_fulfill ?? []).map((entry) => String(entry.item_id)),
    inStripePaymentIntent: result.in_stripe_payment_intent === true,
    inStripeDestinationCharge: result.in_stripe_destination_charge === true,
  });
}

const record = (value: unknown): Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value ? value : typeof value === 'number' ? String(value) : undefined;

/** The fields of one shipment, in camelCase (a fulfillment of the wire, an account order's shipment). */
export interface ShipmentFields {
  readonly id?: string | null | undefined;
  readonly status?: string | null | undefined;
  readonly trackingCompany?: string | null | undefined;
  readonly trackingNumber?: string | null | undefined;
  readonly trackingUrl?: string | null | undefined;
  readonly createdAt?: string | null | undefined;
  readonly lineItemIds?: readonly string[];
}

/**
 * One shipment as shown (001 §4 Shipment tracking statuses): its tracking status's label,
 * description and kind when the status is one of 001 §4's, and its tracking link (the platform's,
 * else the carrier's template). Empty fields are left out.
 */
export function shipmentView(fields: ShipmentFields): Shipment {
  const text = (value: string | null | undefined) => value || undefined;
  const status = text(fields.status);
  const company = text(fields.trackingCompany);
  const number = text(fields.trackingNumber);
  return defined<Shipment>({
    id: text(fields.id),
    status,
    tracking: isTrackingStatus(status) ? trackingStatusView(status) : undefined,
    trackingCompany: company,
    trackingNumber: number,
    trackingUrl: trackingLink(company, number, text(fields.trackingUrl)),
    lineItemIds: fields.lineItemIds ?? [],
    createdAt: text(fields.createdAt),
  });
}

/** The shipments of an order (001 §3 Order fulfillments), each as {@link shipmentView} shows it. */
export function toShipments(order: Nullable<Order>): readonly Shipment[] {
  return (order?.fulfillments ?? []).map((entry) => {
    const fulfillment = record(entry);
    const ids = Array.isArray(fulfillment.line_item_ids) ? fulfillment.line_item_ids : [];
    return shipmentView({
      id: textOf(fulfillment.id),
      status: textOf(fulfillment.status),
      trackingCompany: textOf(fulfillment.tracking_company),
      trackingNumber: textOf(fulfillment.tracking_number),
      trackingUrl: textOf(fulfillment.tracking_url),
      lineItemIds: ids.map(textOf).filter((id): id is string => id !== undefined),
      createdAt: textOf(fulfillment.created_at),
    });
  });
}
