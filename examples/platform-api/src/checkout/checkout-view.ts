import type { PaymentMethodRow } from '../payments/payment-methods';
import type { PricedCheckout } from './checkout-pricing';
import type { CheckoutRow } from './checkout-store';
import { DISCOUNT_ERROR_CODES, discountMessage, overriddenDiscount } from './discount-rules';
import { shippingMethodView } from './shipping';
import { orderLinesOf, orderTotalsOf, totalsView } from './totals-view';

/** Extra facts of the info answer that are not in the priced checkout. */
export interface InfoContext {
  countDiscountCode: number;
  paymentMethod: PaymentMethodRow | undefined;
}

/** Whether the chosen discount is free shipping and valid. */
export function isFreeShipping(priced: PricedCheckout): boolean {
  return priced.discount?.ok === true && priced.discount.rule.discountType === 'free_shipping';
}

/** The discount fields of checkout info (001 §3 Checkout info; §8 invalid or used discount on info). */
function discountFields(priced: PricedCheckout) {
  const check = priced.discount;
  if (!priced.discountCode || !check) {
    return { discount_code: null, discount_applied: false, is_discount_has_used: false };
  }
  if (check.ok) {
    return {
      discount_code: check.rule.code,
      discount_applied: true,
      discount_type: check.rule.discountType,
      price_rule_title: check.rule.title,
      is_discount_has_used: false,
    };
  }
  return {
    discount_code: priced.discountCode,
    discount_applied: false,
    is_discount_has_used: check.problem === 'used',
    discount_error_code: DISCOUNT_ERROR_CODES[check.problem],
    discount_message: discountMessage(check.problem, priced.discountCode),
  };
}

/** The result of GET info for an open checkout (001 §7 info). */
export function openCheckoutResult(checkout: CheckoutRow, priced: PricedCheckout, context: InfoContext) {
  const free = isFreeShipping(priced);
  const lines = orderLinesOf(priced);
  const totals = orderTotalsOf(priced);
  const check = priced.discount;
  return {
    info: {
      email: checkout.email,
      phone: checkout.phone,
      customer_id: checkout.customerId,
      step: checkout.step,
      shipping_address: checkout.shippingAddress,
      billing_address: checkout.billingAddress,
      is_using_same_address: checkout.isUsingSameAddress,
      buyer_accepts_marketing: checkout.buyerAcceptsMarketing,
      shipping_method: priced.shippingMethod ? shippingMethodView(priced.shippingMethod, free) : null,
      ...discountFields(priced),
      is_automation_discount: false,
      is_draft_order_discount: false,
      previous_shipping_fee: checkout.previousShippingFee,
      payment_method: context.paymentMethod?.code ?? null,
      payment_method_id: context.paymentMethod?.id ?? null,
      payment_method_title: context.paymentMethod?.title ?? null,
      authorized_payment: checkout.authorizedPayment,
      authorized_payment_method: checkout.authorizedPaymentMethod,
      payment_credential_verified: checkout.paymentCredentialVerified,
      created_at: checkout.createdAt.toISOString(),
    },
    count_discount_code: context.countDiscountCode,
    stock_can_not_fulfill: priced.stock,
    not_shippable_variant_ids: priced.notShippable,
    totals: totalsView(lines, totals),
    currency: priced.money.currency,
    cart_clear: false,
    token: checkout.token,
    in_stripe_payment_intent: false,
    in_stripe_destination_charge: false,
    // The code's own amount: the upsell offers' discount is in total_discounts besides.
    overided_discount: check?.ok
      ? overriddenDiscount(
          check.rule,
          priced.money.fromMinor(priced.totals.totalDiscounts - priced.totals.offerDiscount),
          true,
        )
      : null,
    overrided_manual_discount_type: check?.ok ? check.rule.discountType : null,
    // docs/decisions/0432: the line-items subtotal from which the chosen country ships free.
    free_shipping_threshold: priced.freeShippingFrom ?? null,
    process_status: { status: checkout.processStatus, redirect_url: checkout.processRedirectUrl },
  };
}
