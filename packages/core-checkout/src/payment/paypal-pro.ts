import { checkoutPaypalProSecureToken, type Transport } from '@vitrine/api-client';
import { failure, type Result, success } from '@vitrine/ports';
import { failureError } from '../checkout.actors';
import { catalogueError } from '../checkout.rules';
import type { CheckoutError } from '../checkout.types';
import type { PaymentStrategy } from './payment-strategy';
import { confirmFromProcessingStatus } from './processing-status';

/** What the PayPal pro hosted form hands back: the secure token it was opened with. */
export interface PaypalProPayment {
  readonly secureToken: string;
}

/**
 * A PayPal pro secure token (001 §3 "a PayPal pro secure token", §7 paypal-pro/secure-token): the
 * hosted card form opens with it, and the order is paid with it.
 */
export async function paypalProSecureToken(
  transport: Transport,
  checkoutToken: string,
): Promise<Result<string, CheckoutError>> {
  const answer = await transport.send(checkoutPaypalProSecureToken, { path: { checkoutToken } });
  return answer.ok ? success(answer.data.result.secure_token) : failure(failureError(answer.failure));
}

/**
 * PayPal pro (001 §9 `paypal-pro`): the shopper pays in PayPal's hosted form opened with a secure
 * token ({@link paypalProSecureToken}); create-order charges with that token. Verified against the
 * reference server's sandbox only.
 */
export const paypalProStrategy: PaymentStrategy<PaypalProPayment> = {
  code: 'paypal-pro',
  initialise: async () => undefined,
  collect: (input) =>
    input.secureToken
      ? success({ secure_token: input.secureToken })
      : failure(catalogueError('missing_payment_credential', 'checkout.something_went_wrong', 400)),
  authorise: async () => ({ status: 'deferred' }),
  confirm: confirmFromProcessingStatus,
  supportsPostPurchase: () => true,
};
