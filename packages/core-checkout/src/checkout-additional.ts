/**
 * Checkout-additional (001 §2 `/checkout-additional/{token}`, §7): pay an additional balance on an
 * existing order with the order's method (or another), the billing address, and the amount the
 * shopper saw; a changed balance is refused (CHECKOUT_ADDITIONAL_BALANCE_CHANGE, 001 §8).
 */
import { checkoutAdditional, checkoutAdditionalInfo, type Transport } from '@vitrine/api-client';
import { failure, type Result, success } from '@vitrine/ports';
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
  /** Makes a retry of a lost answer safe (docs/decisions/0242). */
  readonly idempotencyKey?: string;
}

/** How paying the balance ended: paid, or the shopper must pass a 3-D Secure page. */
export type PayAdditionalOutcome =
  | { readonly status: 'paid' }
  | { readonly status: 'requires_action'; readonly redirectUrl: string };

/** Pays the additional balance of an order (001 §7 checkout-additional). */
export async function payAdditionalBalance(
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
