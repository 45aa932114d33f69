import type { ApiFailure, CheckoutInfoResult } from '@vitrine/api-client';
import { describe, expect, it } from 'vitest';
import {
  authorisationFailureText,
  canGoToStep,
  clearsShippingSelection,
  couponError,
  customerPayload,
  fetchFailureAction,
  invalidDiscountOnInfo,
  marketingOptIn,
  orderAddressPayload,
  orderFailureAction,
  sortPaymentMethods,
  stepAfterAnswer,
  stepAfterExpress,
  stripeFlags,
  supportsPostPurchase,
  offeredPaymentMethods,
} from './checkout.rules';

const http = (statusCode: number, errorCode?: string, body: unknown = {}): ApiFailure => ({
  kind: 'http',
  success: false,
  statusCode,
  statusText: '',
  body,
  ...(errorCode ? { errorCode } : {}),
});

const result = (
  info: CheckoutInfoResult['info'],
  order?: CheckoutInfoResult['order'],
): CheckoutInfoResult => ({
  info,
  token: 'co_1',
  totals: {
    items: [],
    subtotal_price: 0,
    total_price: 0,
    total_discounts: 0,
    total_line_items_price: 0,
    total_shipping: 0,
    total_tax: 0,
  },
  ...(order ? { order } : {}),
});

const address = { country_code: 'US', address1: '1 Main', name: 'Dana' };

describe('steps (001 §4, docs/decisions/0240)', () => {
  it('an order with an id is thank_you, whatever the layout or preview', () => {
    expect(stepAfterAnswer('one_page', 'payment_method', result({}, { id: 7, name: '#1007' }))).toBe(
      'thank_you',
    );
    expect(
      stepAfterAnswer('multi_step', 'contact_information', result({}, { id: 7, name: '#1007' }), true),
    ).toBe('thank_you');
  });

  it('live preview stays on contact_information', () => {
    expect(
      stepAfterAnswer('one_page', undefined, result({ email: 'a@b.c', shipping_address: address }), true),
    ).toBe('contact_information');
  });

  it("the first answer opens at the route's query step when the data reaches it, else the furthest (0500)", () => {
    const withMethod = result({
      email: 'a@b.c',
      shipping_address: address,
      shipping_method: { method_code: 'standard', method_title: 'Standard', price: 5 },
    });
    for (const layout of ['one_page', 'multi_step'] as const) {
      expect(stepAfterAnswer(layout, undefined, withMethod, false, 'shipping_method')).toBe(
        'shipping_method',
      );
      expect(stepAfterAnswer(layout, undefined, withMethod, false, 'contact_information')).toBe(
        'contact_information',
      );
      expect(stepAfterAnswer(layout, undefined, withMethod, false, 'thank_you')).toBe('payment_method');
      expect(stepAfterAnswer(layout, undefined, result({ email: 'a@b.c' }), false, 'payment_method')).toBe(
        'contact_information',
      );
      expect(stepAfterAnswer(layout, undefined, withMethod, true, 'payment_method')).toBe(
        'contact_information',
      );
    }
    // Once open, the query step is no longer read: a later answer follows the usual rule.
    expect(stepAfterAnswer('one_page', 'contact_information', withMethod, false, 'contact_information')).toBe(
      'payment_method',
    );
  });

  it('the wallet approval goes to contact_information, or stays at the payment step (0500)', () => {
    expect(stepAfterExpress('contact_information')).toBe('contact_information');
    expect(stepAfterExpress('shipping_method')).toBe('contact_information');
    // from the cart, even a checkout that had reached the payment step goes to contact_information
    expect(stepAfterExpress('payment_method')).toBe('contact_information');
    // approved at the payment step, it stays there
    expect(stepAfterExpress('payment_method', true)).toBe('payment_method');
    expect(stepAfterExpress('shipping_method', true)).toBe('contact_information');
  });

  it('one page follows the data; multi-step keeps an earlier step the shopper went back to', () => {
    const withMethod = result({
      email: 'a@b.c',
      shipping_address: address,
      shipping_method: { method_code: 's', method_title: 'S', price: 1 },
    });
    expect(stepAfterAnswer('one_page', 'contact_information', withMethod)).toBe('payment_method');
    expect(stepAfterAnswer('multi_step', 'contact_information', withMethod)).toBe('contact_information');
    expect(stepAfterAnswer('multi_step', 'payment_method', result({ email: 'a@b.c' }))).toBe(
      'contact_information',
    );
  });

  it('going back is always allowed, forward only as far as the data goes, never from or to thank_you', () => {
    const info = { email: 'a@b.c', shipping_address: address };
    expect(canGoToStep('payment_method', 'contact_information', info)).toBe(true);
    expect(canGoToStep('contact_information', 'shipping_method', info)).toBe(true);
    expect(canGoToStep('contact_information', 'payment_method', info)).toBe(false);
    expect(canGoToStep('thank_you', 'contact_information', info)).toBe(false);
    expect(canGoToStep('payment_method', 'thank_you', info)).toBe(false);
  });

  it('the selected shipping method is cleared on a step change, except multi-step to shipping_method', () => {
    expect(clearsShippingSelection('one_page', 'contact_information', 'shipping_method')).toBe(true);
    expect(clearsShippingSelection('multi_step', 'payment_method', 'shipping_method')).toBe(false);
    expect(clearsShippingSelection('multi_step', 'shipping_method', 'payment_method')).toBe(true);
    expect(clearsShippingSelection('multi_step', 'payment_method', 'payment_method')).toBe(false);
  });
});

describe('customer information (001 §4, §5)', () => {
  it('marketing opt-in: contact step keeps a true opt-in else the preselect; other steps keep a defined value', () => {
    expect(marketingOptIn('contact_information', true, false)).toBe(true);
    expect(marketingOptIn('contact_information', false, true)).toBe(true);
    expect(marketingOptIn('contact_information', undefined, false)).toBe(false);
    expect(marketingOptIn('shipping_method', false, true)).toBe(false);
    expect(marketingOptIn('shipping_method', undefined, true)).toBe(true);
  });

  it("the address name is forced empty; a signed-in customer's id and e-mail win", () => {
    const payload = customerPayload({ email: 'form@x.y', shippingAddress: {} }, address, false, {
      id: 5,
      email: 'me@x.y',
    });
    expect(payload).toEqual({
      email: 'me@x.y',
      customer_id: 5,
      buyer_accepts_marketing: false,
      shipping_address: { ...address, name: '' },
    });
    expect(customerPayload({ email: 'form@x.y', shippingAddress: {} }, address, true, undefined).email).toBe(
      'form@x.y',
    );
  });

  it('the order carries the billing address, name emptied, only when not using the same address', () => {
    expect(orderAddressPayload(true, address)).toEqual({ is_using_same_address: true });
    expect(orderAddressPayload(false, address)).toEqual({
      is_using_same_address: false,
      billing_address: { ...address, name: '' },
    });
  });
});

describe('payment methods (001 §4, docs/decisions/0241)', () => {
  it('sorts by the fixed priority, unknown codes last in their own order', () => {
    const codes = ['zeta-pay', 'paypal-express', 'stripe', 'alpha-pay', 'test-gateway', 'cardpay'];
    expect(sortPaymentMethods(codes.map((code) => ({ code }))).map((m) => m.code)).toEqual([
      'test-gateway',
      'stripe',
      'cardpay',
      'paypal-express',
      'zeta-pay',
      'alpha-pay',
    ]);
  });

  it('stripe flags', () => {
    const intent = { in_stripe_payment_intent: true, in_stripe_destination_charge: true };
    expect(stripeFlags(intent, [{ code: 'test-gateway' }])).toEqual({
      paymentIntent: true,
      destinationCharge: false,
    });
    expect(stripeFlags(intent, [{ code: 'x', provider_options: { gateway: 'stripe' } }])).toEqual({
      paymentIntent: true,
      destinationCharge: true,
    });
    expect(stripeFlags({ in_stripe_payment_intent: false }, [{ code: 'stripe' }]).paymentIntent).toBe(false);
    expect(stripeFlags(intent, [{ code: 'cardpay' }])).toEqual({
      paymentIntent: false,
      destinationCharge: false,
    });
  });

  it('braintree and checkout-com are offered only with their feature flags (001 §9; decision 0250)', () => {
    const methods = ['test-gateway', 'braintree', 'checkout-com', 'cardpay'].map((code) => ({ code }));
    expect(offeredPaymentMethods(methods, {}).map((m) => m.code)).toEqual(['test-gateway', 'cardpay']);
    expect(
      offeredPaymentMethods(methods, { feature_braintree: true, 'feature_checkout.com': false }).map(
        (m) => m.code,
      ),
    ).toEqual(['test-gateway', 'braintree', 'cardpay']);
    expect(
      offeredPaymentMethods(methods, { feature_braintree: true, 'feature_checkout.com': true }).map(
        (m) => m.code,
      ),
    ).toEqual(['test-gateway', 'braintree', 'checkout-com', 'cardpay']);
  });

  it('post-purchase methods, braintree and checkout-com behind their flags', () => {
    for (const code of ['paypal-express', 'cardpay', 'stripe', 'test-gateway', 'paypal-pro'])
      expect(supportsPostPurchase(code)).toBe(true);
    expect(supportsPostPurchase('braintree')).toBe(false);
    expect(supportsPostPurchase('braintree', { feature_braintree: true })).toBe(true);
    expect(supportsPostPurchase('checkout-com', { 'feature_checkout.com': true })).toBe(true);
    expect(supportsPostPurchase('bluesnap', { feature_braintree: true })).toBe(false);
  });
});

describe('discount texts (001 §8)', () => {
  it.each([
    ['DISCOUNT_NOT_FOUND', 'Unable to find a valid discount matching the code entered.'],
    ['DISCOUNT_NOT_APPLICABLE', "SUMMER discount code isn't valid for the items in your cart."],
    ['DISCOUNT_USED', 'SUMMER discount code has already been used.'],
    [
      'DISCOUNT_ALREADY_APPLIED',
      "A discount has been applied to this order. You can't add another discount.",
    ],
    ['DISCOUNT_CODE_MISSING', 'Missing discount code'],
  ])('%s → %s', (errorCode, text) => {
    expect(couponError('summer', errorCode, 'server text').text).toBe(text);
  });

  it('an unknown code shows error_message; nothing at all is the request error', () => {
    expect(couponError('x', 'WHATEVER', 'Server says no').text).toBe('Server says no');
    expect(couponError('x', undefined, undefined)).toMatchObject({
      code: 'request_error',
      text: 'Something went wrong! Please try again',
    });
  });

  it('checkout info: a code not applied is invalid; is_discount_has_used selects the used text', () => {
    expect(invalidDiscountOnInfo({ discount_code: 'abc', discount_applied: false })?.text).toBe(
      "ABC discount code isn't valid for the items in your cart.",
    );
    expect(
      invalidDiscountOnInfo({ discount_code: 'abc', discount_applied: false, is_discount_has_used: true })
        ?.text,
    ).toBe('ABC discount code has already been used.');
    expect(invalidDiscountOnInfo({ discount_code: 'abc', discount_applied: true })).toBeUndefined();
  });
});

describe('failures (001 §4, §8)', () => {
  it('authorisation text: result.message, else error_message, else the generic text', () => {
    expect(authorisationFailureText({ result: { message: 'A' }, error_message: 'B' }).text).toBe('A');
    expect(authorisationFailureText({ error_message: 'B' }).text).toBe('B');
    expect(authorisationFailureText({})).toEqual({
      text: 'Something went wrong! Please try again',
      fromCatalogue: true,
    });
  });

  it('order failures: already completed, refetch only, processing, 3-D Secure, unknown, refused', () => {
    expect(orderFailureAction(http(409, 'order_related_with_this_checkout_is_already_completed'))).toBe(
      'already_completed',
    );
    expect(orderFailureAction(http(409, 'ITEM_OUT_STOCK'))).toBe('refetch');
    expect(orderFailureAction(http(409, 'CHECKOUT_ADDITIONAL_BALANCE_CHANGE'))).toBe('refetch');
    // docs/decisions/0583, 0599: a code's last use taken while the order was paid.
    expect(orderFailureAction(http(400, 'DISCOUNT_USED'))).toBe('refetch');
    // docs/decisions/0607: a code the checkout carries that no longer applies refuses the payment.
    expect(orderFailureAction(http(400, 'DISCOUNT_NOT_FOUND'))).toBe('refetch');
    expect(orderFailureAction(http(400, 'DISCOUNT_NOT_APPLICABLE'))).toBe('refetch');
    expect(orderFailureAction(http(409, 'PAYMENT_PROCESSING'))).toBe('processing');
    // docs/decisions/0599: the first request under this key still runs: its outcome is unknown.
    expect(orderFailureAction(http(409, 'IDEMPOTENCY_KEY_IN_USE'))).toBe('unknown');
    expect(orderFailureAction(http(402, 'PAYMENT_REQUIRES_ACTION'))).toBe('requires_action');
    expect(orderFailureAction({ kind: 'timeout', success: false, timeoutMs: 1 })).toBe('unknown');
    expect(orderFailureAction(http(502))).toBe('unknown');
    expect(orderFailureAction(http(402, 'CARD_DECLINED'))).toBe('failed');
  });

  it('fetch failures: 403 limit-order; 400 with a recover key or an empty key clone; else error', () => {
    expect(fetchFailureAction(http(403), undefined)).toBe('limit_order');
    expect(fetchFailureAction(http(400), 'k')).toBe('clone');
    expect(fetchFailureAction(http(400), undefined)).toBe('error');
    expect(fetchFailureAction(http(404), '')).toBe('clone');
    expect(fetchFailureAction({ kind: 'js_exception', success: false, js_exception: 'x' }, undefined)).toBe(
      'error',
    );
  });
});
