/**
 * Checkout-additional (001 §2 `/checkout-additional/{token}`, §7): pay an additional balance on an
 * existing order with the order's method (or another), the billing address, and the amount the
 * shopper saw; a changed balance is refused (CHECKOUT_ADDITIONAL_BALANCE_CHANGE, 001 §8).
 */
import { checkoutAdditional, checkoutAdditionalInfo, type Transport } from '@vitrine/api-client';
import { failure, type RandomSource, type Result, type StoragePort, success } from '@vitrine/ports';
import { ADDITIONAL_ATTEMPT_STORAGE_PREFIX } from './checkout.constants';
import { failureError } from './checkout.actors';
import { DEFAULT_CURRENCY, fromAddress, fromMinorUnitsOf, money, toOrder } from './checkout.map';
import { namedCodeError, orderAddressPayload, paymentError } from './checkout.rules';
import { type DisplayMoney, shopMoney } from '@vitrine/core-pricing';
import type { CheckoutAddress, CheckoutError, CheckoutOrder, Money } from './checkout.types';
import { type TestCard, testGatewayStrategy } from './payment/test-gateway';

/** The balance an order still owes. */
export interface AdditionalBalance {
  readonly balance: Money;
  readonly order: CheckoutOrder | undefined;
}

/** Reads the order's additional balance. */
export async function additionalBalance(
  transport: Transport,
  orderToken: string,
): Promise<Result<AdditionalBalance, CheckoutError>> {
  const answer = await transport.send(checkoutAdditionalInfo, { path: { orderToken } });
  if (!answer.ok) return failure(failureError(answer.failure));
  const result = answer.data.result;
  const currency = result.currency || result.order?.currency || DEFAULT_CURRENCY;
  return success({ balance: money(result.balance, currency), order: toOrder(result.order) });
}

/** What paying the balance needs. */
export interface PayAdditionalRequest {
  /**
   * The balance the shopper saw (sent as request_amount, in the shop currency: a converted amount
   * sends its `shop` amount, docs/decisions/0251).
   */
  readonly amount: DisplayMoney;
  /** Another method than the order's (its id). */
  readonly paymentMethodId?: string | number;
  /** The provider's payment data (a strategy's `collect`, e.g. the test gateway card). */
  readonly paymentData?: Readonly<Record<string, unknown>>;
  /**
   * The test gateway's card, collected as its strategy does (in place of `paymentData`; a card
   * number it refuses fails before any call).
   */
  readonly card?: TestCard;
  /** Another billing address than the shipping address (001 §5, name emptied). */
  readonly billingAddress?: CheckoutAddress;
  /**
   * Makes a retry of a lost answer safe (docs/decisions/0242). Without it, a payment with the
   * `storage` of {@link payAdditionalBalance} gets the key of the order's attempt kept there.
   */
  readonly idempotencyKey?: string;
}

/**
 * Whether a payment that failed may have been taken: no answer (a time-out or a network error,
 * which `paymentError` gives status 500), a server error (5xx: the server stores no answer for its
 * key, docs/decisions/0158), or another payment of the order still running (409
 * PAYMENT_PROCESSING). Sent again, it carries the same idempotency key, so the server does not take
 * it twice (docs/decisions/0242: "never after a time-out or network error").
 */
export const additionalOutcomeUnknown = (error: CheckoutError): boolean =>
  (error.status ?? 0) >= 500 || error.code === 'PAYMENT_PROCESSING';

/** How paying the balance ended: paid, or the shopper must pass a 3-D Secure page. */
export type PayAdditionalOutcome =
  | { readonly status: 'paid' }
  | { readonly status: 'requires_action'; readonly redirectUrl: string };

/**
 * Pays the additional balance of an order (001 §7 checkout-additional). With `storage` and `random`
 * (the storefront's ports), a payment without its own key is sent under the order's attempt kept
 * in the storage, a random id (docs/decisions/0660): paid, refused or sent to a 3-D Secure page, the
 * attempt is spent (a new id is kept) for every page of that browser, so a second balance of the
 * same amount, or another card after a reload, is a new request; a lost answer keeps it, so paying
 * again is the same request. Random, two browsers paying one order never share a key.
 */
export async function payAdditionalBalance(
  transport: Transport,
  orderToken: string,
  request: PayAdditionalRequest,
  options: { readonly storage?: StoragePort; readonly random?: RandomSource } = {},
): Promise<Result<PayAdditionalOutcome, CheckoutError>> {
  const { storage, random } = options;
  if (storage === undefined || random === undefined || request.idempotencyKey !== undefined)
    return sendAdditional(transport, orderToken, request);
  const kept = `${ADDITIONAL_ATTEMPT_STORAGE_PREFIX}${orderToken}`;
  const draw = (): string => {
    const id = Math.floor(random() * 36 ** 8).toString(36);
    storage.set(kept, id);
    return id;
  };
  const attempt = storage.get(kept) || draw();
  const amount = shopMoney(request.amount).amount;
  const outcome = await sendAdditional(transport, orderToken, {
    ...request,
    idempotencyKey: `additional-${orderToken}-${amount}-${attempt}`,
  });
  if (outcome.ok || !additionalOutcomeUnknown(outcome.error)) draw();
  return outcome;
}

async function sendAdditional(
  transport: Transport,
  orderToken: string,
  request: PayAdditionalRequest,
): Promise<Result<PayAdditionalOutcome, CheckoutError>> {
  const collected = request.card === undefined ? undefined : testGatewayStrategy.collect(request.card);
  if (collected !== undefined && !collected.ok) return collected;
  const paymentData = collected?.value ?? request.paymentData;
  const answer = await transport.send(
    checkoutAdditional,
    {
      path: { orderToken },
      body: {
        request_amount: fromMinorUnitsOf(shopMoney(request.amount)),
        ...orderAddressPayload(
          request.billingAddress === undefined,
          request.billingAddress ? fromAddress(request.billingAddress) : undefined,
        ),
        ...(request.paymentMethodId === undefined ? {} : { payment_method_id: request.paymentMethodId }),
        ...(paymentData ? { payment_data: { ...paymentData } } : {}),
      },
    },
    request.idempotencyKey ? { idempotencyKey: request.idempotencyKey } : {},
  );
  if (!answer.ok) {
    const named =
      answer.failure.kind === 'http' && answer.failure.errorCode
        ? namedCodeError(answer.failure.errorCode)
        : undefined;
    return failure(named ?? paymentError(answer.failure));
  }
  if (answer.data.requires_action && answer.data.redirect_url)
    return success({ status: 'requires_action', redirectUrl: answer.data.redirect_url });
  return success({ status: 'paid' });
}
