/** What a sandbox provider decides for a payment. */
export type SandboxDecision =
  | { kind: 'approve' }
  | { kind: 'decline'; message: string }
  | { kind: 'invalid'; message: string }
  | { kind: 'needs_provider_order'; id: string };

/** Providers whose payment goes through an order created at the provider first. */
export const PROVIDER_ORDER_PROVIDERS: readonly string[] = ['paypal-express', 'paypal-pro'];

/** Id prefixes the sandboxes use for their orders, tokens and intents. */
export const PROVIDER_ID_PREFIX: Readonly<Record<string, string>> = {
  'paypal-express': 'PAYID-',
  'paypal-pro': 'SECTOK-',
  stripe: 'pi_',
  braintree: 'bt_txn_',
  'checkout-com': 'pay_',
  cardpay: 'cp_',
  bluesnap: 'bs_',
  'faster-pay': 'fp_',
};

function strings(data: Record<string, unknown> | undefined): string[] {
  return Object.values(data ?? {}).filter(
    (value): value is string => typeof value === 'string' && value !== '',
  );
}

/**
 * The decision of a sandbox provider (PAYMENTS.md): PayPal express and PayPal pro need the id of
 * an order or secure token they created (`provider_order_id` / `orderID` / `secure_token`); the
 * others need any credential (`token`, `payment_method`, `nonce`, ...). A credential containing
 * `declined` is declined, like the providers' sandbox test values (`pm_card_chargeDeclined`,
 * `fake-processor-declined-visa-nonce`).
 */
export function sandboxDecision(
  provider: string,
  paymentData: Record<string, unknown> | undefined,
): SandboxDecision {
  const values = strings(paymentData);
  if (PROVIDER_ORDER_PROVIDERS.includes(provider)) {
    const id = [paymentData?.provider_order_id, paymentData?.orderID, paymentData?.secure_token].find(
      (value): value is string => typeof value === 'string' && value !== '',
    );
    if (!id) return { kind: 'invalid', message: `A ${provider} order id is required.` };
    return { kind: 'needs_provider_order', id };
  }
  if (values.length === 0)
    return { kind: 'invalid', message: `A ${provider} payment credential is required.` };
  if (values.some((value) => value.toLowerCase().includes('declined'))) {
    return { kind: 'decline', message: 'Your payment was declined by the provider.' };
  }
  return { kind: 'approve' };
}
