import * as z from 'zod/mini';
import {
  AvailableShippingCountries,
  ChargeResult,
  CheckoutInfoResult,
  CustomerAndShippingPayload,
  OrderPayload,
  PaymentMethod,
  ShippingMethod,
} from '../schemas/checkout';
import { AnyEnvelope, envelope, SuccessEnvelope } from '../schemas/common';
import { Address, Order } from '../schemas/user';
import { defineEndpoint } from './define';
import { cartClone } from './cart-clone';
import { checkoutErrorMonitor } from './error-monitor';

const Id = /* @__PURE__ */ z.lazy(() => z.union([z.number(), z.string()]));
/** Path prefix of the checkout calls that carry the token (001 §7). */
const T = '/api/checkout/{checkoutToken}';
const couponAnswer = /* @__PURE__ */ z.lazy(() =>
  envelope(z.optional(z.unknown()), {
    overrided_manual_discount_type: z.optional(z.nullable(z.string())),
    error_code: z.optional(z.nullable(z.string())),
    error_message: z.optional(z.nullable(z.string())),
  }),
);
const couponBody = /* @__PURE__ */ z.lazy(() =>
  z.object({ code: z.string(), source: z.optional(z.string()) }),
);

/** GET checkout info (001 §7). */
export const checkoutInfo = /* @__PURE__ */ defineEndpoint({
  id: 'checkout.info',
  method: 'GET',
  path: `${T}/info.json`,
  query: z.lazy(() =>
    z.object({
      count_discount_code: z.optional(z.number()),
      customer_id: z.optional(z.string()),
      recover_key: z.optional(z.string()),
      logout: z.optional(z.boolean()),
      country_code: z.optional(z.string()),
    }),
  ),
  response: z.lazy(() => envelope(CheckoutInfoResult)),
  monitor: checkoutErrorMonitor,
  auth: 'optional',
});

/** GET the payment methods (001 §7). */
export const checkoutPaymentMethods = /* @__PURE__ */ defineEndpoint({
  id: 'checkout.paymentMethods',
  method: 'GET',
  path: `${T}/payment-methods.json`,
  response: z.lazy(() => envelope(z.array(PaymentMethod))),
  monitor: checkoutErrorMonitor,
  auth: 'optional',
});

/** GET the shipping methods for a country (001 §7): result, variants_not_shippable_ids. */
export const checkoutShippingMethods = /* @__PURE__ */ defineEndpoint({
  id: 'checkout.shippingMethods',
  method: 'GET',
  path: `${T}/shipping-methods.json`,
  query: z.lazy(() => z.object({ country_code: z.string() })),
  response: z.lazy(() =>
    envelope(z.array(ShippingMethod), { variants_not_shippable_ids: z.optional(z.array(Id)) }),
  ),
  monitor: checkoutErrorMonitor,
  auth: 'optional',
});

/** PUT customer info plus shipping address (001 §7): result.customer_id. */
export const checkoutCustomerAndShipping = /* @__PURE__ */ defineEndpoint({
  id: 'checkout.customerAndShipping',
  method: 'PUT',
  path: `${T}/customer-and-shipping.json`,
  body: CustomerAndShippingPayload,
  response: z.lazy(() => envelope(z.looseObject({ customer_id: z.optional(z.nullable(Id)) }))),
  monitor: checkoutErrorMonitor,
  auth: 'optional',
});

/** PUT the chosen shipping method (001 §7). */
export const checkoutUpdateShippingMethod = /* @__PURE__ */ defineEndpoint({
  id: 'checkout.updateShippingMethod',
  method: 'PUT',
  path: `${T}/shipping-methods.json`,
  body: z.lazy(() =>
    z.object({
      shipping_method: z.object({
        method_code: z.string(),
        shipping_rule_id: z.optional(Id),
        shipping_rule_type: z.optional(z.string()),
      }),
    }),
  ),
  response: AnyEnvelope,
  monitor: checkoutErrorMonitor,
  auth: 'optional',
});

/** PUT email and phone (001 §7): result.customer_id. */
export const checkoutCustomerEmailPhone = /* @__PURE__ */ defineEndpoint({
  id: 'checkout.customerEmailPhone',
  method: 'PUT',
  path: `${T}/customer-email-phone.json`,
  body: z.lazy(() => z.object({ email: z.optional(z.string()), phone: z.optional(z.string()) })),
  response: z.lazy(() => envelope(z.looseObject({ customer_id: z.optional(z.nullable(Id)) }))),
  monitor: checkoutErrorMonitor,
  auth: 'optional',
});

/** POST create the order (001 §7): result.access_key. */
export const checkoutCreateOrder = /* @__PURE__ */ defineEndpoint({
  id: 'checkout.createOrder',
  method: 'POST',
  path: `${T}/create-order.json`,
  body: OrderPayload,
  response: z.lazy(() => envelope(z.looseObject({ access_key: z.string(), order: z.optional(Order) }))),
  monitor: checkoutErrorMonitor,
  auth: 'optional',
  idempotent: true,
});

/** POST create the order at a provider (001 §7): payment_method_id, order_request → id or order_id. */
export const checkoutProviderCreateOrder = /* @__PURE__ */ defineEndpoint({
  id: 'checkout.providerCreateOrder',
  method: 'POST',
  path: `${T}/{provider}/create-order.json`,
  body: z.lazy(() => z.object({ payment_method_id: Id, order_request: z.record(z.string(), z.unknown()) })),
  response: z.lazy(() =>
    envelope(z.looseObject({ id: z.optional(z.string()), order_id: z.optional(z.string()) })),
  ),
  monitor: checkoutErrorMonitor,
  auth: 'optional',
});

/** POST fetch the provider's order info (001 §7; payload not shown). */
export const checkoutFetchPaymentProviderOrderInfo = /* @__PURE__ */ defineEndpoint({
  id: 'checkout.fetchPaymentProviderOrderInfo',
  method: 'POST',
  path: `${T}/fetch-payment-provider-order-info.json`,
  body: z.lazy(() => z.object({ payment_method_id: Id, provider_order_id: z.string() })),
  response: AnyEnvelope,
  monitor: checkoutErrorMonitor,
  auth: 'optional',
});

/** POST authorise the payment (001 §7): result, message, error_message, error_code. */
export const checkoutChargeAuthorize = /* @__PURE__ */ defineEndpoint({
  id: 'checkout.chargeAuthorize',
  method: 'POST',
  path: `${T}/charge-authorize.json`,
  body: OrderPayload,
  response: ChargeResult,
  monitor: checkoutErrorMonitor,
  auth: 'optional',
  idempotent: true,
});

/** POST apply a discount code (001 §7). */
export const checkoutApplyCoupon = /* @__PURE__ */ defineEndpoint({
  id: 'checkout.applyCoupon',
  method: 'POST',
  path: `${T}/apply-coupon.json`,
  body: couponBody,
  response: couponAnswer,
  monitor: checkoutErrorMonitor,
  auth: 'optional',
});

/** POST remove a discount code (001 §7). */
export const checkoutDeleteCoupon = /* @__PURE__ */ defineEndpoint({
  id: 'checkout.deleteCoupon',
  method: 'POST',
  path: `${T}/delete-coupon.json`,
  body: couponBody,
  response: couponAnswer,
  monitor: checkoutErrorMonitor,
  auth: 'optional',
});

/** POST the provider confirm URL (001 §7): result.redirect; post-purchase adds post_purchase=true. */
export const checkoutProviderConfirmUrl = /* @__PURE__ */ defineEndpoint({
  id: 'checkout.providerConfirmUrl',
  method: 'POST',
  path: `${T}/provider-confirm-url.json`,
  query: z.lazy(() => z.object({ post_purchase: z.optional(z.boolean()) })),
  body: OrderPayload,
  response: z.lazy(() => envelope(z.looseObject({ redirect: z.string() }))),
  monitor: checkoutErrorMonitor,
  auth: 'optional',
});

/** POST activate a post-purchase offer (001 §7; payload not shown). */
export const checkoutActivatePostPurchase = /* @__PURE__ */ defineEndpoint({
  id: 'checkout.activatePostPurchase',
  method: 'POST',
  path: `${T}/activate-post-purchase.json`,
  body: z.lazy(() => z.object({ offer_id: Id, variant_id: Id, qty: z.optional(z.number()) })),
  response: AnyEnvelope,
  monitor: checkoutErrorMonitor,
  auth: 'optional',
});

/** POST finalise a post-purchase offer (001 §7; payload not shown). */
export const checkoutFinalizePostPurchase = /* @__PURE__ */ defineEndpoint({
  id: 'checkout.finalizePostPurchase',
  method: 'POST',
  path: `${T}/finalize-post-purchase.json`,
  body: z.lazy(() => z.object({ accept: z.boolean() })),
  response: AnyEnvelope,
  monitor: checkoutErrorMonitor,
  auth: 'optional',
});

/** POST create an abandoned checkout (001 §7; payload not shown). */
export const checkoutCreateAbandoned = /* @__PURE__ */ defineEndpoint({
  id: 'checkout.createAbandonedCheckout',
  method: 'POST',
  path: `${T}/create-abandoned-checkout.json`,
  response: AnyEnvelope,
  monitor: checkoutErrorMonitor,
  auth: 'optional',
});

/** POST save an express (wallet) payment (000 §4, 001 §7). */
export const checkoutUpdateExpressPayment = /* @__PURE__ */ defineEndpoint({
  id: 'checkout.updateExpressPayment',
  method: 'POST',
  path: `${T}/express-payment.json`,
  query: z.lazy(() => z.object({ disable_sync_address: z.optional(z.boolean()) })),
  body: z.lazy(() =>
    z.object({
      payment_method: z.string(),
      payload: z.record(z.string(), z.unknown()),
      cartCheckoutToken: z.optional(z.string()),
      customer_id: z.optional(Id),
      email: z.optional(z.string()),
    }),
  ),
  response: AnyEnvelope,
  monitor: checkoutErrorMonitor,
  auth: 'optional',
});

/** GET the order-processing status (001 §7; shape not shown). */
export const checkoutProcessingStatus = /* @__PURE__ */ defineEndpoint({
  id: 'checkout.processingStatus',
  method: 'GET',
  path: `${T}/processing-status.json`,
  response: z.lazy(() =>
    envelope(z.looseObject({ status: z.string(), redirect_url: z.optional(z.nullable(z.string())) })),
  ),
  monitor: checkoutErrorMonitor,
  auth: 'optional',
});

/** GET a PayPal pro secure token (001 §7): result.secure_token. */
export const checkoutPaypalProSecureToken = /* @__PURE__ */ defineEndpoint({
  id: 'checkout.paypalProSecureToken',
  method: 'GET',
  path: `${T}/paypal-pro/secure-token.json`,
  response: z.lazy(() => envelope(z.looseObject({ secure_token: z.string() }))),
  monitor: checkoutErrorMonitor,
  auth: 'optional',
});

/** GET verify a PayPal pro token (001 §7). */
export const checkoutPaypalProVerifyToken = /* @__PURE__ */ defineEndpoint({
  id: 'checkout.paypalProVerifyToken',
  method: 'GET',
  path: `${T}/paypal-pro/verify-token.json`,
  query: z.lazy(() => z.object({ secure_token: z.string() })),
  response: AnyEnvelope,
  monitor: checkoutErrorMonitor,
  auth: 'optional',
});

/** GET a Braintree client token (001 §7): result.token. */
export const checkoutBraintreeToken = /* @__PURE__ */ defineEndpoint({
  id: 'checkout.braintreeToken',
  method: 'GET',
  path: `${T}/braintree/token.json`,
  query: z.lazy(() => z.object({ ignore_completed: z.optional(z.boolean()) })),
  response: z.lazy(() => envelope(z.looseObject({ token: z.string() }))),
  monitor: checkoutErrorMonitor,
  auth: 'optional',
});

/** POST purchase complete (001 §7): body checkout_token; returns success. */
export const checkoutPurchaseComplete = /* @__PURE__ */ defineEndpoint({
  id: 'checkout.purchaseComplete',
  method: 'POST',
  path: '/api/checkout/purchase-complete.json',
  body: z.lazy(() => z.object({ checkout_token: z.string() })),
  response: SuccessEnvelope,
  monitor: checkoutErrorMonitor,
  auth: 'optional',
});

/** GET the visitor's location for the address form (001 §7; shape not shown). */
export const checkoutLocationLookup = /* @__PURE__ */ defineEndpoint({
  id: 'checkout.locationLookup',
  method: 'GET',
  path: '/api/checkout/location/lookup.json',
  response: z.lazy(() =>
    envelope(z.looseObject({ country_code: z.string(), province_code: z.optional(z.nullable(z.string())) })),
  ),
});

/** GET the countries the shop ships to (001 §7, no credentials): type and country_codes. */
export const availableShippingCountries = /* @__PURE__ */ defineEndpoint({
  id: 'checkout.availableShippingCountries',
  method: 'GET',
  path: '/api/checkout/available-shipping-countries.json',
  response: z.lazy(() => envelope(AvailableShippingCountries)),
  anonymous: true,
});

/** GET zip codes (001 §7): query country_code, search → zip_codes. */
export const checkoutZipcodes = /* @__PURE__ */ defineEndpoint({
  id: 'checkout.zipcodes',
  method: 'GET',
  path: '/api/checkout/zipcode.json',
  query: z.lazy(() => z.object({ country_code: z.string(), search: z.string() })),
  response: z.lazy(() => envelope(z.looseObject({ zip_codes: z.array(z.string()) }))),
});

/** GET address suggestions (001 §7): query keyword, countries. */
export const addressSuggestion = /* @__PURE__ */ defineEndpoint({
  id: 'checkout.addressSuggestion',
  method: 'GET',
  path: '/api/here_maps_address_suggestion.json',
  query: z.lazy(() => z.object({ keyword: z.string(), countries: z.optional(z.string()) })),
  response: z.lazy(() => envelope(z.array(Address))),
});

/** GET a BlueSnap hosted-field token (001 §7; shape not shown). */
export const bluesnapFieldToken = /* @__PURE__ */ defineEndpoint({
  id: 'checkout.bluesnapFieldToken',
  method: 'GET',
  path: '/api/platform_payments/bluesnap/payment-field-token.json',
  response: z.lazy(() => envelope(z.looseObject({ token: z.string() }))),
  monitor: checkoutErrorMonitor,
  auth: 'optional',
});

/** GET the tax (001 §7): query currency, amount → TotalCartCost. */
export const checkoutTax = /* @__PURE__ */ defineEndpoint({
  id: 'checkout.tax',
  method: 'GET',
  path: '/api/platform_payments/{checkoutToken}/tax.json',
  query: z.lazy(() => z.object({ currency: z.string(), amount: z.number() })),
  response: z.lazy(() => envelope(z.looseObject({ TotalCartCost: z.optional(z.nullable(z.number())) }))),
  monitor: checkoutErrorMonitor,
  auth: 'optional',
});

/** GET the additional balance of an order (001 §2 checkout-additional; path chosen, docs/decisions). */
export const checkoutAdditionalInfo = /* @__PURE__ */ defineEndpoint({
  id: 'checkout.additionalInfo',
  method: 'GET',
  path: '/api/checkout/{orderToken}/checkout-additional.json',
  response: z.lazy(() =>
    envelope(
      z.looseObject({
        balance: z.number(),
        currency: z.optional(z.string()),
        line_items: z.optional(z.array(z.unknown())),
        order: z.optional(Order),
      }),
    ),
  ),
  monitor: checkoutErrorMonitor,
  auth: 'optional',
});

/** POST authorise the additional balance (001 §7): request_amount, is_using_same_address, billing_address. */
export const checkoutAdditional = /* @__PURE__ */ defineEndpoint({
  id: 'checkout.additional',
  method: 'POST',
  path: '/api/checkout/{orderToken}/checkout-additional.json',
  body: z.lazy(() =>
    z.object({
      request_amount: z.number(),
      is_using_same_address: z.optional(z.boolean()),
      billing_address: z.optional(Address),
      payment_method_id: z.optional(Id),
      payment_data: z.optional(z.record(z.string(), z.unknown())),
    }),
  ),
  response: ChargeResult,
  monitor: checkoutErrorMonitor,
  auth: 'optional',
  idempotent: true,
});

/** The checkout rows of the table (001 §7). */
export const checkoutEndpoints = {
  // A call of 001 §7's checkout table; beside the cart's rows, every page's first load carried it
  // (a module statically imported by the first load is bundled with it, docs/decisions/0352).
  'cart.clone': cartClone,
  'checkout.info': checkoutInfo,
  'checkout.paymentMethods': checkoutPaymentMethods,
  'checkout.shippingMethods': checkoutShippingMethods,
  'checkout.customerAndShipping': checkoutCustomerAndShipping,
  'checkout.updateShippingMethod': checkoutUpdateShippingMethod,
  'checkout.customerEmailPhone': checkoutCustomerEmailPhone,
  'checkout.createOrder': checkoutCreateOrder,
  'checkout.providerCreateOrder': checkoutProviderCreateOrder,
  'checkout.fetchPaymentProviderOrderInfo': checkoutFetchPaymentProviderOrderInfo,
  'checkout.chargeAuthorize': checkoutChargeAuthorize,
  'checkout.applyCoupon': checkoutApplyCoupon,
  'checkout.deleteCoupon': checkoutDeleteCoupon,
  'checkout.providerConfirmUrl': checkoutProviderConfirmUrl,
  'checkout.activatePostPurchase': checkoutActivatePostPurchase,
  'checkout.finalizePostPurchase': checkoutFinalizePostPurchase,
  'checkout.createAbandonedCheckout': checkoutCreateAbandoned,
  'checkout.updateExpressPayment': checkoutUpdateExpressPayment,
  'checkout.processingStatus': checkoutProcessingStatus,
  'checkout.paypalProSecureToken': checkoutPaypalProSecureToken,
  'checkout.paypalProVerifyToken': checkoutPaypalProVerifyToken,
  'checkout.braintreeToken': checkoutBraintreeToken,
  'checkout.purchaseComplete': checkoutPurchaseComplete,
  'checkout.locationLookup': checkoutLocationLookup,
  'checkout.availableShippingCountries': availableShippingCountries,
  'checkout.zipcodes': checkoutZipcodes,
  'checkout.addressSuggestion': addressSuggestion,
  'checkout.errorMonitor': checkoutErrorMonitor,
  'checkout.bluesnapFieldToken': bluesnapFieldToken,
  'checkout.tax': checkoutTax,
  'checkout.additionalInfo': checkoutAdditionalInfo,
  'checkout.additional': checkoutAdditional,
} as const;
