/**
 * The checkout's pure rules (001 §4, §5, §8), tested without a machine (checkout.rules.test.ts).
 */
import type {
  ApiFailure,
  CheckoutInfo,
  CheckoutInfoResult,
  CustomerAndShippingPayload,
  OrderPayload,
} from '@vitrine/api-client';
import { type MessageId, messages } from '@vitrine/messages';
import {
  ALREADY_COMPLETED,
  CHECKOUT_STEPS,
  type CheckoutLayout,
  type CheckoutStep,
  CLONE_STATUS,
  DEFAULT_STEP,
  EXPRESS_PAYMENT_METHOD,
  FAILED_ACTION_STATUS,
  IDEMPOTENCY_KEY_IN_USE,
  LIMIT_ORDER_STATUS,
  METHOD_FLAGS,
  ORDER_INFO_RETRY_LIMIT,
  ORDER_INFO_RETRY_MS,
  PAYMENT_METHOD_PRIORITY,
  PAYMENT_PROCESSING,
  PAYMENT_REQUIRES_ACTION,
  POST_PURCHASE_FLAGGED_METHODS,
  POST_PURCHASE_METHODS,
  REFETCH_ONLY_CODES,
  STRIPE,
  TEST_GATEWAY,
  THANK_YOU_STEP,
  UPDATE_ABANDONED_CHECKOUT_TIME_FLAG,
  VARIANT_NOT_SHIPPABLE,
} from './checkout.constants';
import type { CheckoutError, CheckoutCustomer, CustomerInformation } from './checkout.types';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

/** An error whose text is the catalogue's. */
export function catalogueError(code: string, id: MessageId, status?: number): CheckoutError {
  return { code, message: id, text: messages[id], ...(status === undefined ? {} : { status }) };
}

/** The generic failure of a checkout action (001 §8 "returns code 500 or success false"). */
export const somethingWentWrong = (code = 'request_failed'): CheckoutError =>
  catalogueError(code, 'checkout.something_went_wrong', FAILED_ACTION_STATUS);

// ---------------------------------------------------------------- steps (docs/decisions/0240)

/** Whether a string is one of the checkout steps. */
export const isStep = (value: unknown): value is CheckoutStep =>
  typeof value === 'string' && (CHECKOUT_STEPS as readonly string[]).includes(value);

/**
 * The step the platform's answer implies (001 §4): thank_you when the order has an id, else the
 * info's step when it is a known one.
 */
export function stepFromInfo(result: CheckoutInfoResult): CheckoutStep | undefined {
  if (result.order?.id !== undefined && result.order.id !== null) return THANK_YOU_STEP;
  const step = result.info.step;
  return isStep(step) ? step : undefined;
}

/** The furthest step a checkout's data allows (docs/decisions/0240). */
export function reachableStep(info: CheckoutInfo): CheckoutStep {
  if (!info.email || !info.shipping_address?.country_code) return 'contact_information';
  if (!info.shipping_method) return 'shipping_method';
  return 'payment_method';
}

/**
 * The step after an answer of the platform (docs/decisions/0240): thank_you is final; live preview
 * stays on contact_information; the first answer opens at the step `requested` (001 §2 the
 * checkout route's query step) when the data reaches it, else at the furthest step it does
 * (docs/decisions/0500); a multi-step checkout keeps the step the shopper is on unless the data no
 * longer allows it; a one-page checkout follows the furthest step the data allows.
 */
export function stepAfterAnswer(
  layout: CheckoutLayout,
  current: CheckoutStep | undefined,
  result: CheckoutInfoResult,
  preview = false,
  requested?: CheckoutStep,
): CheckoutStep {
  if (current === THANK_YOU_STEP) return THANK_YOU_STEP;
  const fromInfo = stepFromInfo(result);
  if (fromInfo === THANK_YOU_STEP) return THANK_YOU_STEP;
  if (preview) return DEFAULT_STEP;
  const reachable = reachableStep(result.info);
  if (current === undefined)
    return requested !== undefined && canGoToStep(DEFAULT_STEP, requested, result.info)
      ? requested
      : reachable;
  if (layout === 'one_page') return reachable;
  return stepIndex(current) <= stepIndex(reachable) ? current : reachable;
}

const stepIndex = (step: CheckoutStep): number => CHECKOUT_STEPS.indexOf(step);

/**
 * The step a saved action moves a multi-step checkout to (docs/decisions/0240): saving the
 * customer goes to shipping_method, choosing a method to payment_method. A one-page checkout
 * follows its data the same way.
 */
export function stepAfterSave(action: 'customer' | 'shipping_method', current: CheckoutStep): CheckoutStep {
  if (current === THANK_YOU_STEP) return THANK_YOU_STEP;
  const target: CheckoutStep = action === 'customer' ? 'shipping_method' : 'payment_method';
  return stepIndex(target) > stepIndex(current) ? target : current;
}

/**
 * Where the wallet express approval leaves the checkout (001 §4; docs/decisions/0500): at
 * contact_information ("go to checkout at step contact_information", the approval from the cart),
 * except an approval given at the checkout's payment step (`atPaymentStep`), which stays there,
 * ready to place the order.
 */
export function stepAfterExpress(current: CheckoutStep, atPaymentStep = false): CheckoutStep {
  return atPaymentStep && current === 'payment_method' ? current : DEFAULT_STEP;
}

/**
 * Whether a shopper may go to `target` (docs/decisions/0240): never away from thank_you nor to it;
 * backwards always; forwards only as far as the data allows.
 */
export function canGoToStep(
  current: CheckoutStep,
  target: CheckoutStep,
  info: CheckoutInfo | undefined,
): boolean {
  if (current === THANK_YOU_STEP || target === THANK_YOU_STEP) return false;
  if (stepIndex(target) <= stepIndex(current)) return true;
  return info !== undefined && stepIndex(target) <= stepIndex(reachableStep(info));
}

/**
 * Whether the selected shipping method is cleared when the step changes (001 §4): always, except
 * in the multi-step flow when the new step is shipping_method.
 */
export function clearsShippingSelection(
  layout: CheckoutLayout,
  from: CheckoutStep,
  to: CheckoutStep,
): boolean {
  if (from === to) return false;
  return !(layout === 'multi_step' && to === 'shipping_method');
}

// ---------------------------------------------------------------- customer (001 §4, §5)

/**
 * The marketing opt-in a checkout starts from (001 §4 Marketing opt-in): on contact_information the
 * existing opt-in when true, else the store's preselect default; on other steps the existing value
 * when defined, else the default. The box a shopper sees starts from it; what they tick or untick
 * is what is saved (decision 0481).
 */
export function marketingOptIn(
  step: CheckoutStep,
  existing: boolean | undefined,
  preselect: boolean,
): boolean {
  if (step === 'contact_information') return existing === true ? true : preselect;
  return existing ?? preselect;
}

/**
 * The customer-and-shipping payload (001 §5): the address name forced empty; for a signed-in
 * customer the account's e-mail and id override the form's.
 */
export function customerPayload(
  form: CustomerInformation,
  shippingAddress: CustomerAndShippingPayload['shipping_address'],
  acceptsMarketing: boolean,
  customer: CheckoutCustomer | undefined,
): CustomerAndShippingPayload {
  const email = customer?.email ?? form.email;
  const phone = form.phone ?? form.shippingAddress.phone;
  return {
    ...(email === undefined ? {} : { email }),
    ...(phone === undefined ? {} : { phone }),
    ...(customer ? { customer_id: customer.id } : {}),
    buyer_accepts_marketing: acceptsMarketing,
    shipping_address: { ...shippingAddress, name: '' },
  };
}

/**
 * The address part of the order payload (001 §5): the billing address, name emptied, only when
 * the shopper does not use the shipping address.
 */
export function orderAddressPayload(
  usingSameAddress: boolean,
  billingAddress: OrderPayload['billing_address'],
): Pick<OrderPayload, 'is_using_same_address' | 'billing_address'> {
  if (usingSameAddress || !billingAddress) return { is_using_same_address: true };
  return { is_using_same_address: false, billing_address: { ...billingAddress, name: '' } };
}

/**
 * After a saved contact step, the e-mail to send create-abandoned-checkout for (001 §7; the
 * recover link of 001 §2, docs/decisions/0163), or `undefined` to send nothing (docs/decisions/0580):
 * once the checkout's e-mail is known, again only for another e-mail; with the 001 §9 flag
 * `update_abandoned_checkout_time` at every save that has one. E-mails compare trimmed, ignoring case.
 */
export function abandonedCheckoutEmail(
  saved: string | null | undefined,
  sentFor: string | undefined,
  flags: Readonly<Record<string, boolean>>,
): string | undefined {
  const email = saved?.trim().toLowerCase();
  if (!email) return undefined;
  return email !== sentFor || flags[UPDATE_ABANDONED_CHECKOUT_TIME_FLAG] === true ? email : undefined;
}

// ---------------------------------------------------------------- payment methods (001 §4)

/** Payment methods by the fixed priority of known codes, unknown codes last, stable otherwise (docs/decisions/0241). */
export function sortPaymentMethods<M extends { readonly code: string }>(methods: readonly M[]): M[] {
  const rank = (code: string) => {
    const index = PAYMENT_METHOD_PRIORITY.indexOf(code);
    return index === -1 ? PAYMENT_METHOD_PRIORITY.length : index;
  };
  return methods
    .map((method, index) => ({ method, index }))
    .sort((a, b) => rank(a.method.code) - rank(b.method.code) || a.index - b.index)
    .map(({ method }) => method);
}

/**
 * The methods a shopper is offered: a method behind a feature flag only with its flag on (001 §4,
 * §9; docs/decisions/0250).
 */
export function offeredPaymentMethods<M extends { readonly code: string }>(
  methods: readonly M[],
  flags: Readonly<Record<string, boolean>>,
): M[] {
  return methods.filter((method) => {
    const flag = (METHOD_FLAGS as Readonly<Record<string, string>>)[method.code];
    return flag === undefined || flags[flag] === true;
  });
}

interface StripeLike {
  readonly code: string;
  readonly provider?: string;
  readonly provider_options?: { readonly gateway?: string | null | undefined } | null | undefined;
}

const isStripeGateway = (m: StripeLike) =>
  m.code === STRIPE || m.provider === STRIPE || m.provider_options?.gateway === STRIPE;

/**
 * The stripe flags (001 §4): the payment-intent flag is true when the checkout is in a payment
 * intent and a method is stripe, a stripe-gateway method or the test gateway; the
 * destination-charge flag likewise without the test gateway (docs/decisions/0241).
 */
export function stripeFlags(
  result: Pick<CheckoutInfoResult, 'in_stripe_payment_intent' | 'in_stripe_destination_charge'>,
  methods: readonly StripeLike[],
): { readonly paymentIntent: boolean; readonly destinationCharge: boolean } {
  const anyStripe = methods.some(isStripeGateway);
  return {
    paymentIntent:
      result.in_stripe_payment_intent === true && (anyStripe || methods.some((m) => m.code === TEST_GATEWAY)),
    destinationCharge: result.in_stripe_destination_charge === true && anyStripe,
  };
}

/**
 * Whether a method supports a post-purchase offer (001 §4): paypal-express, cardpay, stripe,
 * test-gateway, paypal-pro, and braintree or checkout-com when their feature flags are on.
 */
export function supportsPostPurchase(code: string, flags: Readonly<Record<string, boolean>> = {}): boolean {
  if (POST_PURCHASE_METHODS.includes(code)) return true;
  const flag = POST_PURCHASE_FLAGGED_METHODS[code];
  return flag !== undefined && flags[flag] === true;
}

/**
 * The offer after the shopper came back from a post-purchase charge's provider page
 * (docs/decisions/0247), from the order's post-purchase status: accepted (paid) or declined stay;
 * anything else means the charge was not approved and the offer is open (activated) again.
 */
export function postPurchaseAfterReturn(status: unknown): {
  readonly status: 'accepted' | 'declined' | 'activated';
} {
  return { status: status === 'accepted' || status === 'declined' ? status : 'activated' };
}

/**
 * The error when the order's method does not support post-purchase (001 §4): 'Select paypal
 * method to support post purchase' when the shop offers paypal-express, else 'Select another
 * method to support post purchase' (docs/decisions/0245).
 */
export function postPurchaseUnsupported(shopMethodCodes: readonly string[]): CheckoutError {
  return shopMethodCodes.includes(EXPRESS_PAYMENT_METHOD)
    ? catalogueError('post_purchase_unsupported', 'checkout.post_purchase_select_paypal', 400)
    : catalogueError('post_purchase_unsupported', 'checkout.post_purchase_select_another', 400);
}

// ---------------------------------------------------------------- discount codes (001 §8)

/**
 * The platform's coupon error codes and the catalogue texts they give (docs/decisions/0160, 0243);
 * `refusesPayment`: a code on the checkout that no longer applies refuses its payment with it
 * (its last use went to another order, the merchant turned it off, its items left the cart: 0607).
 */
const COUPON_ERRORS: Readonly<
  Record<string, { readonly id: MessageId; readonly withCode: boolean; readonly refusesPayment?: true }>
> = {
  DISCOUNT_CODE_MISSING: { id: 'checkout.missing_discount_code', withCode: false },
  DISCOUNT_NOT_FOUND: { id: 'checkout.discount_not_found', withCode: false, refusesPayment: true },
  DISCOUNT_NOT_APPLICABLE: {
    id: 'checkout.discount_not_valid_for_items',
    withCode: true,
    refusesPayment: true,
  },
  DISCOUNT_USED: { id: 'checkout.discount_used', withCode: true, refusesPayment: true },
  DISCOUNT_ALREADY_APPLIED: { id: 'checkout.discount_already_applied', withCode: false },
};

/** 001 §8: the upper-cased code followed by the text. */
const prefixed = (code: string, id: MessageId) => `${code.toUpperCase()} ${messages[id]}`;

/** The error of a discount call without a code (001 §5 'Missing discount code'). */
export const missingDiscountCode = (): CheckoutError =>
  catalogueError('DISCOUNT_CODE_MISSING', 'checkout.missing_discount_code', 400);

/**
 * The error of a refused discount code (001 §8 Coupon errors): a known error_code gives its text
 * (the invalid and used texts after the upper-cased code), else the platform's error_message,
 * else (a thrown error) the request error.
 */
export function couponError(
  code: string,
  errorCode: string | undefined,
  errorMessage: string | undefined,
): CheckoutError {
  const known = errorCode === undefined ? undefined : COUPON_ERRORS[errorCode];
  if (known && errorCode) {
    return {
      code: errorCode,
      message: known.id,
      text: known.withCode ? prefixed(code, known.id) : messages[known.id],
      status: 400,
    };
  }
  if (errorMessage) return { code: errorCode ?? 'coupon_refused', text: errorMessage, status: 400 };
  return somethingWentWrong('request_error');
}

/** The coupon error of a failed call (the platform answers refusals as 400 envelopes, docs/decisions/0160). */
export function couponFailure(code: string, failure: ApiFailure): CheckoutError {
  if (failure.kind !== 'http') return somethingWentWrong('request_error');
  const body = isRecord(failure.body) ? failure.body : {};
  return couponError(code, failure.errorCode, text(body.error_message) ?? failure.message);
}

/**
 * The invalid or used discount of checkout info (001 §8): a code that is not applied is invalid;
 * `is_discount_has_used` selects the used text.
 */
export function invalidDiscountOnInfo(info: CheckoutInfo): CheckoutError | undefined {
  const code = info.discount_code;
  if (!code || info.discount_applied !== false) return undefined;
  const id: MessageId = info.is_discount_has_used
    ? 'checkout.discount_used'
    : 'checkout.discount_not_valid_for_items';
  return {
    code: info.is_discount_has_used ? 'DISCOUNT_USED' : 'DISCOUNT_NOT_APPLICABLE',
    message: id,
    text: prefixed(code, id),
  };
}

// ---------------------------------------------------------------- failures (001 §4, §8)

/**
 * The text of a failed authorisation (001 §8): result.message, else error_message, else
 * 'Something went wrong! Please try again'.
 */
export function authorisationFailureText(body: unknown): {
  readonly text: string;
  readonly fromCatalogue: boolean;
} {
  const record = isRecord(body) ? body : {};
  const result = isRecord(record.result) ? record.result : {};
  const own = text(result.message) ?? text(record.error_message) ?? text(record.message);
  return own
    ? { text: own, fromCatalogue: false }
    : { text: messages['checkout.something_went_wrong'], fromCatalogue: true };
}

/** The error of a failed authorisation or order (001 §8 Authorisation failure). */
export function paymentError(failure: ApiFailure): CheckoutError {
  if (failure.kind !== 'http')
    return somethingWentWrong(failure.kind === 'timeout' ? 'timeout' : 'request_error');
  const { text: shown, fromCatalogue } = authorisationFailureText(failure.body);
  return {
    code: failure.errorCode ?? 'payment_failed',
    text: shown,
    status: failure.statusCode,
    ...(fromCatalogue ? { message: 'checkout.something_went_wrong' as const } : {}),
  };
}

/** What the machine does after a failed order or payment call (001 §4, §8; docs/decisions/0242). */
export type OrderFailureAction =
  /** The checkout's order exists: refetch, thank_you, clear the cart (no retry). */
  | 'already_completed'
  /** ITEM_OUT_STOCK, CHECKOUT_ADDITIONAL_BALANCE_CHANGE, a refused discount code: refetch only. */
  | 'refetch'
  /** Another payment of this checkout runs: wait for it (processing status). */
  | 'processing'
  /** 3-D Secure or a provider page: leave for the redirect URL. */
  | 'requires_action'
  /** No answer (time-out, network): the outcome is unknown, ask the processing status. */
  | 'unknown'
  /** Declined or refused: show the text, the shopper may try again. */
  | 'failed';

/** Classifies a failed order or payment call. */
export function orderFailureAction(failure: ApiFailure): OrderFailureAction {
  if (failure.kind === 'timeout' || failure.kind === 'js_exception') return 'unknown';
  if (failure.kind !== 'http') return 'failed';
  if (failure.statusCode >= 500) return 'unknown';
  const code = failure.errorCode;
  if (code === ALREADY_COMPLETED) return 'already_completed';
  if (code !== undefined && REFETCH_ONLY_CODES.includes(code)) return 'refetch';
  // docs/decisions/0583, 0599, 0607: the code no longer applies; the checkout is fetched again so its
  // summary shows the code refused, with its text and Remove, and the total without it. The next
  // payment is refused again until the shopper removes the code.
  if (code !== undefined && COUPON_ERRORS[code]?.refusesPayment === true) return 'refetch';
  // The first request under this key still runs (a slow gateway): unknown, the attempt keeps its key.
  if (code === IDEMPOTENCY_KEY_IN_USE) return 'unknown';
  if (code === PAYMENT_PROCESSING) return 'processing';
  if (code === PAYMENT_REQUIRES_ACTION) return 'requires_action';
  return 'failed';
}

/**
 * The catalogue text of the three named codes (001 §8), and of the refusal of a line that cannot
 * ship to the address (001 §3 not_shippable_variant_ids; docs/decisions/0633, 0638).
 */
export function namedCodeError(code: string): CheckoutError | undefined {
  if (code === ALREADY_COMPLETED) return catalogueError(code, 'checkout.already_completed');
  if (code === 'ITEM_OUT_STOCK') return catalogueError(code, 'checkout.item_out_of_stock');
  if (code === 'CHECKOUT_ADDITIONAL_BALANCE_CHANGE')
    return catalogueError(code, 'checkout.additional_balance_changed');
  if (code === VARIANT_NOT_SHIPPABLE) return catalogueError(code, 'checkout.items_not_shippable');
  return undefined;
}

/** What a failed checkout fetch leads to (001 §4). */
export type FetchFailureAction = 'limit_order' | 'clone' | 'error';

/**
 * 001 §4: a 403 sends the shopper to /limit-order; a 400 when a recover key was sent, or an
 * empty recover key, clones the checkout; anything else is the fetch error (step
 * contact_information, error flag, 500).
 */
export function fetchFailureAction(failure: ApiFailure, recoverKey: string | undefined): FetchFailureAction {
  if (failure.kind === 'http' && failure.statusCode === LIMIT_ORDER_STATUS) return 'limit_order';
  if (recoverKey === '') return 'clone';
  if (failure.kind === 'http' && failure.statusCode === CLONE_STATUS && recoverKey !== undefined)
    return 'clone';
  return 'error';
}

/** The idempotency key of one attempt at placing a checkout's order (docs/decisions/0242). */
export const placeOrderKey = (checkoutToken: string, attempt: number, stage: string): string =>
  `checkout-${checkoutToken}-${stage}-${attempt}`;

/**
 * Whether the order this checkout completed still waits for its info and is to be fetched again:
 * 001 §4 says that after a successful order "checkout info is refetched"; when that refetch failed
 * (or answered without the order) the thank_you step has no order to show and purchase and
 * order_success (001 §4 Analytics funnel) have nothing to report. It is fetched again at most
 * {@link ORDER_INFO_RETRY_LIMIT} times (`retries` so far); a checkout completed before the count
 * was persisted (`undefined`) is not.
 */
export function awaitsOrderInfo(state: {
  readonly orderJustCompleted: boolean;
  readonly result: CheckoutInfoResult | undefined;
  readonly orderInfoRetries?: number | undefined;
}): boolean {
  const retries = state.orderInfoRetries;
  return (
    state.orderJustCompleted &&
    !state.result?.order &&
    retries !== undefined &&
    retries < ORDER_INFO_RETRY_LIMIT
  );
}

/** The wait before the next fetch of a completed order's missing info: 1 s, then doubled. */
export const orderInfoRetryDelay = (retries: number): number => ORDER_INFO_RETRY_MS * 2 ** retries;
