import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../app';
import { CHECKOUT_ERROR, checkoutFailure } from '../checkout/checkout-errors';
import type { ShopCheckoutConfig } from '../checkout/checkout-store';
import { providerOrders } from '../db/schema/index';
import { paymentOptions } from './gateway-config';
import type { PaymentMethodRow } from './payment-methods';
import { TEST_GATEWAY } from './payment-methods';
import { sandboxDecision } from './sandbox';
import { decideCard } from './test-card';
import type { PaymentPurpose } from './transactions';
import { confirmUrl, recordTransaction, updateTransaction } from './transactions';

/** What a charge is asked to do. */
export interface ChargeInput {
  shopId: number;
  config: ShopCheckoutConfig;
  method: PaymentMethodRow;
  paymentData: Record<string, unknown> | undefined;
  /** Amount in major units. */
  amount: number;
  currency: string;
  checkoutId: number | null;
  orderId: number | null;
  purpose: PaymentPurpose;
  /** What the confirm URL needs to finish a pending payment. */
  payload: Record<string, unknown>;
}

/** The gateway's answer. */
export type ChargeOutcome =
  | { status: 'succeeded'; reference: string }
  | { status: 'declined'; reference: string; message: string }
  | { status: 'requires_action'; reference: string; redirectUrl: string };

/**
 * Refuses a disabled method, and the test gateway on a shop that is not a test shop.
 * @throws HttpError 400 PAYMENT_METHOD_NOT_FOUND, 403 TEST_GATEWAY_DISABLED
 */
export function assertMethodUsable(
  config: ShopCheckoutConfig,
  method: PaymentMethodRow | undefined,
): PaymentMethodRow {
  if (!method?.enabled) {
    throw checkoutFailure(400, CHECKOUT_ERROR.paymentMethodNotFound, 'payment method not found');
  }
  if (method.provider === TEST_GATEWAY && !config.testMode) {
    throw checkoutFailure(
      403,
      CHECKOUT_ERROR.testGatewayDisabled,
      'The test gateway is only available on test shops.',
    );
  }
  return method;
}

async function completeProviderOrder(deps: AppDeps, input: ChargeInput, id: string): Promise<void> {
  const [order] = await deps.db
    .select()
    .from(providerOrders)
    .where(and(eq(providerOrders.id, id), eq(providerOrders.shopId, input.shopId)));
  if (!order || order.provider !== input.method.provider || order.status === 'COMPLETED') {
    throw checkoutFailure(
      400,
      CHECKOUT_ERROR.providerOrderNotFound,
      `${input.method.provider} order not found`,
    );
  }
  await deps.db.update(providerOrders).set({ status: 'COMPLETED' }).where(eq(providerOrders.id, id));
}

/**
 * Charges (or authorises) `amount` with the method: the test gateway decides by card, the sandbox
 * providers by credential (PAYMENTS.md). Every attempt is recorded as a transaction.
 * @throws HttpError 400 INVALID_PAYMENT_DATA / PROVIDER_ORDER_NOT_FOUND, 403 TEST_GATEWAY_DISABLED
 */
export async function charge(deps: AppDeps, input: ChargeInput): Promise<ChargeOutcome> {
  const method = assertMethodUsable(input.config, input.method);
  const base = {
    shopId: input.shopId,
    checkoutId: input.checkoutId,
    orderId: input.orderId,
    provider: method.provider,
    purpose: input.purpose,
    amount: input.amount,
    currency: input.currency,
    payload: { ...input.payload, payment_method_id: method.id },
  };
  const now = () => deps.options.now();
  if (method.provider === TEST_GATEWAY) {
    const decision = decideCard(input.paymentData, now());
    if (decision.kind === 'invalid') {
      throw checkoutFailure(400, CHECKOUT_ERROR.invalidPaymentData, decision.message);
    }
    if (decision.kind === 'decline') {
      const row = await recordTransaction(deps.db, {
        ...base,
        status: 'declined',
        cardLast4: decision.last4,
        errorMessage: decision.message,
      });
      return { status: 'declined', reference: row.reference, message: decision.message };
    }
    if (decision.kind === 'three_d_secure') {
      const row = await recordTransaction(deps.db, {
        ...base,
        status: 'requires_action',
        cardLast4: decision.last4,
      });
      return { status: 'requires_action', reference: row.reference, redirectUrl: confirmUrl(row.reference) };
    }
    if (decision.kind === 'slow') {
      const row = await recordTransaction(deps.db, {
        ...base,
        status: 'processing',
        cardLast4: decision.last4,
      });
      const options = paymentOptions(deps);
      await options.sleep(options.slowCardDelayMs);
      await updateTransaction(deps.db, row.id, { status: 'succeeded' }, now());
      return { status: 'succeeded', reference: row.reference };
    }
    const row = await recordTransaction(deps.db, { ...base, status: 'succeeded', cardLast4: decision.last4 });
    return { status: 'succeeded', reference: row.reference };
  }
  const decision = sandboxDecision(method.provider, input.paymentData);
  if (decision.kind === 'invalid')
    throw checkoutFailure(400, CHECKOUT_ERROR.invalidPaymentData, decision.message);
  if (decision.kind === 'needs_provider_order') await completeProviderOrder(deps, input, decision.id);
  if (decision.kind === 'decline') {
    const row = await recordTransaction(deps.db, {
      ...base,
      status: 'declined',
      errorMessage: decision.message,
    });
    return { status: 'declined', reference: row.reference, message: decision.message };
  }
  const row = await recordTransaction(deps.db, { ...base, status: 'succeeded' });
  return { status: 'succeeded', reference: row.reference };
}

/**
 * Starts a redirect payment (provider-confirm-url, 001 §7): records a pending transaction whose
 * confirm URL stands for the provider's approval page.
 */
export async function startRedirect(
  deps: AppDeps,
  input: Omit<ChargeInput, 'paymentData'>,
): Promise<{ reference: string; redirectUrl: string }> {
  const method = assertMethodUsable(input.config, input.method);
  const row = await recordTransaction(deps.db, {
    shopId: input.shopId,
    checkoutId: input.checkoutId,
    orderId: input.orderId,
    provider: method.provider,
    purpose: input.purpose,
    status: 'requires_action',
    amount: input.amount,
    currency: input.currency,
    payload: { ...input.payload, payment_method_id: method.id },
  });
  return { reference: row.reference, redirectUrl: confirmUrl(row.reference) };
}
