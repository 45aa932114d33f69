import * as z from 'zod/mini';
import { OverriddenDiscount } from './cart';
import { Amount, Id, opt } from './common';
import { Address, Order } from './user';

/** A shipping method (001 §3). */
export const ShippingMethod = /* @__PURE__ */ z.lazy(() =>
  z.looseObject({
    carrier_code: opt(z.string()),
    method_code: z.string(),
    method_title: z.string(),
    price: Amount,
    discount_amount: opt(Amount),
    discounted_price: opt(Amount),
    shipping_rule_id: opt(Id),
    shipping_rule_type: opt(z.string()),
    amount: opt(Amount),
  }),
);
export type ShippingMethod = z.infer<typeof ShippingMethod>;

/** The payment gateway codes of 001 §9. */
export const PAYMENT_GATEWAY_CODES = [
  'paypal-pro',
  'platform',
  'test-gateway',
  'stripe',
  'braintree',
  'checkout-com',
  'cardpay',
  'bluesnap',
  'paypal-express',
  'faster-pay',
] as const;

/** A payment method (001 §3). */
export const PaymentMethod = /* @__PURE__ */ z.lazy(() =>
  z.looseObject({
    id: Id,
    code: z.string(),
    title: opt(z.string()),
    provider: z.string(),
    provider_options: opt(
      z.looseObject({
        gateway: opt(z.string()),
        domain: opt(z.string()),
        client_id: opt(z.string()),
        gateway_account_id: opt(z.string()),
        brand_name: opt(z.string()),
        enable_smart_button: opt(z.boolean()),
        enable_3d_secure: opt(z.boolean()),
        sandbox: opt(z.boolean()),
      }),
    ),
  }),
);
export type PaymentMethod = z.infer<typeof PaymentMethod>;

/** A line of the checkout totals (001 §3 Totals line item). */
export const TotalsLineItem = /* @__PURE__ */ z.lazy(() =>
  z.looseObject({
    item_id: opt(Id),
    product_id: opt(Id),
    variant_id: Id,
    product_title: opt(z.string()),
    variant_title: opt(z.string()),
    product_sku: opt(z.string()),
    qty: z.number(),
    price: Amount,
    raw_price: opt(Amount),
    weights: opt(z.number()),
    tax_amount: opt(Amount),
    line_item_price: opt(Amount),
    line_item_price_with_explicit_discount: opt(Amount),
    line_item_discount: opt(Amount),
    image: opt(z.string()),
    options: opt(z.unknown()),
    properties: opt(z.array(z.looseObject({ name: z.string(), value: z.string() }))),
    handle: opt(z.string()),
  }),
);
export type TotalsLineItem = z.infer<typeof TotalsLineItem>;

/** The checkout totals (001 §3). */
export const Totals = /* @__PURE__ */ z.lazy(() =>
  z.looseObject({
    items: z.array(TotalsLineItem),
    subtotal_price: Amount,
    total_price: Amount,
    total_discounts: Amount,
    total_line_items_price: Amount,
    total_line_items_discount: opt(Amount),
    total_shipping: Amount,
    shipping_fee: opt(Amount),
    total_tax: Amount,
    total_weight: opt(z.number()),
    weight_unit: opt(z.string()),
    not_explicit_discount: opt(Amount),
  }),
);
export type Totals = z.infer<typeof Totals>;

/** Checkout info (001 §3). */
export const CheckoutInfo = /* @__PURE__ */ z.lazy(() =>
  z.looseObject({
    email: opt(z.string()),
    phone: opt(z.string()),
    customer_id: opt(Id),
    step: opt(z.string()),
    shipping_address: opt(Address),
    billing_address: opt(Address),
    is_using_same_address: opt(z.boolean()),
    buyer_accepts_marketing: opt(z.boolean()),
    shipping_method: opt(ShippingMethod),
    discount_code: opt(z.string()),
    discount_applied: opt(z.boolean()),
    discount_type: opt(z.string()),
    is_automation_discount: opt(z.boolean()),
    is_discount_has_used: opt(z.boolean()),
    is_draft_order_discount: opt(z.boolean()),
    price_rule_title: opt(z.string()),
    previous_shipping_fee: opt(Amount),
    payment_method: opt(z.string()),
    payment_method_id: opt(Id),
    payment_method_title: opt(z.string()),
    authorized_payment: opt(z.boolean()),
    authorized_payment_method: opt(z.string()),
    payment_credential_verified: opt(z.boolean()),
    created_at: opt(z.string()),
  }),
);
export type CheckoutInfo = z.infer<typeof CheckoutInfo>;

/** What the checkout info call returns in `result` (001 §7). */
export const CheckoutInfoResult = /* @__PURE__ */ z.lazy(() =>
  z.looseObject({
    info: CheckoutInfo,
    count_discount_code: opt(z.number()),
    stock_can_not_fulfill: opt(z.array(z.looseObject({ item_id: Id }))),
    totals: Totals,
    order: opt(Order),
    currency: opt(z.string()),
    cart_clear: opt(z.boolean()),
    token: z.string(),
    in_stripe_payment_intent: opt(z.boolean()),
    in_stripe_destination_charge: opt(z.boolean()),
    overided_discount: opt(OverriddenDiscount),
    overrided_manual_discount_type: opt(z.string()),
    checkout_additional: opt(z.looseObject({ balance: Amount, line_items: opt(z.array(z.unknown())) })),
    /**
     * The line-items subtotal (major units, shop currency) from which the checkout's country ships
     * free: a price-based rate that costs nothing (001 §3 Shipping method). Not in the spec's list;
     * the reference platform sends it (docs/decisions/0432).
     */
    free_shipping_threshold: opt(Amount),
  }),
);
export type CheckoutInfoResult = z.infer<typeof CheckoutInfoResult>;

/** The client-side checkout state (001 §3 Checkout state): held by core-checkout, restorable. */
export const CheckoutState = /* @__PURE__ */ z.lazy(() =>
  z.looseObject({
    token: z.string(),
    step: z.string(),
    nextStep: opt(z.string()),
    process_status: opt(z.looseObject({ status: z.string(), redirect_url: opt(z.string()) })),
    lookUpAddress: opt(z.looseObject({ country_code: opt(z.string()), province_code: opt(z.string()) })),
    currency: z.string(),
    order: opt(Order),
    stockCanNotFulfill: opt(z.array(z.looseObject({ item_id: Id }))),
    tax: opt(Amount),
    totals: opt(Totals),
    orderJustCompleted: opt(z.boolean()),
    cartCleared: opt(z.boolean()),
    isSubmitting: opt(z.boolean()),
    count_discount_code: opt(z.number()),
  }),
);
export type CheckoutState = z.infer<typeof CheckoutState>;

/** The discount state of the checkout (001 §3): code, error, message, isInvalid, price_rule_title. */
export const DiscountState = /* @__PURE__ */ z.lazy(() =>
  z.looseObject({
    code: opt(z.string()),
    error: opt(z.string()),
    message: opt(z.string()),
    isInvalid: opt(z.boolean()),
    price_rule_title: opt(z.string()),
  }),
);
export type DiscountState = z.infer<typeof DiscountState>;

/** Available shipping countries (001 §3): type (rest_of_world or a list) and country_codes. */
export const AvailableShippingCountries = /* @__PURE__ */ z.lazy(() =>
  z.looseObject({
    type: z.string(),
    country_codes: z.array(z.string()),
  }),
);
export type AvailableShippingCountries = z.infer<typeof AvailableShippingCountries>;

/** Customer info saved on the contact step (001 §5: the address name is forced empty). */
export const CustomerAndShippingPayload = /* @__PURE__ */ z.lazy(() =>
  z.object({
    email: z.optional(z.string()),
    phone: z.optional(z.string()),
    customer_id: z.optional(Id),
    buyer_accepts_marketing: z.optional(z.boolean()),
    shipping_address: Address,
  }),
);
export type CustomerAndShippingPayload = z.infer<typeof CustomerAndShippingPayload>;

/** Payment data for create-order, charge-authorize and provider-confirm-url (001 §7). */
export const OrderPayload = /* @__PURE__ */ z.lazy(() =>
  z.object({
    is_using_same_address: z.optional(z.boolean()),
    billing_address: z.optional(Address),
    payment_method_id: z.optional(Id),
    payment_method: z.optional(z.string()),
    /** Provider payload, e.g. the test gateway's card. */
    payment_data: z.optional(z.record(z.string(), z.unknown())),
    source: z.optional(z.string()),
    caller: z.optional(z.string()),
  }),
);
export type OrderPayload = z.infer<typeof OrderPayload>;

/** A payment authorisation answer (001 §7 charge-authorize). */
export const ChargeResult = /* @__PURE__ */ z.lazy(() =>
  z.looseObject({
    code: z.number(),
    result: opt(z.unknown()),
    message: opt(z.string()),
    error_message: opt(z.string()),
    error_code: opt(z.string()),
    requires_action: opt(z.boolean()),
    redirect_url: opt(z.string()),
  }),
);
export type ChargeResult = z.infer<typeof ChargeResult>;
