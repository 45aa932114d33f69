import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { HttpError } from '../errors';
import type { FailureExtras } from '../errors';

/**
 * Error codes the checkout answers. The three of 001 §4/§8 keep the spec's spelling; the others
 * are ours (docs/decisions/0160-checkout-error-codes.md).
 */
export const CHECKOUT_ERROR = {
  /** 001 §8: the checkout's order is already completed (the storefront moves to thank_you). */
  alreadyCompleted: 'order_related_with_this_checkout_is_already_completed',
  /** 001 §8: a line's variant is out of stock or over its quantity. */
  itemOutOfStock: 'ITEM_OUT_STOCK',
  /** 001 §8: the additional balance of the order changed. */
  additionalBalanceChange: 'CHECKOUT_ADDITIONAL_BALANCE_CHANGE',
  notFound: 'CHECKOUT_NOT_FOUND',
  orderLimit: 'ORDER_LIMIT_REACHED',
  invalidRecoverKey: 'INVALID_RECOVER_KEY',
  emptyCart: 'CHECKOUT_EMPTY',
  missingEmail: 'CHECKOUT_EMAIL_REQUIRED',
  missingAddress: 'CHECKOUT_SHIPPING_ADDRESS_REQUIRED',
  missingShippingMethod: 'CHECKOUT_SHIPPING_METHOD_REQUIRED',
  shippingMethodNotFound: 'SHIPPING_METHOD_NOT_FOUND',
  notShippable: 'VARIANT_NOT_SHIPPABLE',
  countryNotShippable: 'COUNTRY_NOT_SHIPPABLE',
  invalidEmail: 'INVALID_EMAIL',
  paymentMethodNotFound: 'PAYMENT_METHOD_NOT_FOUND',
  paymentProcessing: 'PAYMENT_PROCESSING',
  cardDeclined: 'CARD_DECLINED',
  requiresAction: 'PAYMENT_REQUIRES_ACTION',
  testGatewayDisabled: 'TEST_GATEWAY_DISABLED',
  invalidPaymentData: 'INVALID_PAYMENT_DATA',
  providerOrderNotFound: 'PROVIDER_ORDER_NOT_FOUND',
  orderNotFound: 'ORDER_NOT_FOUND',
  accessKeyRequired: 'ORDER_ACCESS_KEY_REQUIRED',
  accessKeyInvalid: 'ORDER_ACCESS_KEY_INVALID',
  orderEmailMismatch: 'ORDER_EMAIL_MISMATCH',
  postPurchaseUnavailable: 'POST_PURCHASE_UNAVAILABLE',
  postPurchaseUnsupported: 'POST_PURCHASE_UNSUPPORTED',
  notCompleted: 'CHECKOUT_NOT_COMPLETED',
} as const;

/** Throws the failure envelope `status` with `error_code` and `error_message`. */
export function checkoutFailure(
  status: ContentfulStatusCode,
  code: string,
  message: string,
  extras: FailureExtras = {},
): HttpError {
  return new HttpError(status, message, { error_code: code, error_message: message, ...extras });
}

/** The 409 of a checkout whose order is already placed (001 §8). */
export function alreadyCompleted(): HttpError {
  return checkoutFailure(409, CHECKOUT_ERROR.alreadyCompleted, 'checkout already completed');
}
