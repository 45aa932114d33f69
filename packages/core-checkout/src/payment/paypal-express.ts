import { messages } from '@vitrine/messages';
import { failure, success } from '@vitrine/ports';
import { EXPRESS_PAYMENT_METHOD } from '../checkout.constants';
import { catalogueError } from '../checkout.rules';
import type { PaymentContext, PaymentStrategy } from './payment-strategy';
import { confirmFromProcessingStatus } from './processing-status';

/** Where the wallet SDK loads from (001 §4 Payment SDK loading). */
export const PAYPAL_SDK_URL = 'https://www.paypal.com/sdk/js';

/**
 * The wallet SDK's address (001 §4): the method's client_id, intent authorize, the store currency,
 * credit funding disabled. `undefined` when the method has no client_id (no SDK to load).
 */
export function paypalSdkUrl(context: Pick<PaymentContext, 'method' | 'currency'>): string | undefined {
  const clientId = context.method.provider_options?.client_id;
  if (!clientId) return undefined;
  const query: readonly (readonly [string, string])[] = [
    ['client-id', clientId],
    ['intent', 'authorize'],
    ['currency', context.currency],
    ['disable-funding', 'credit'],
  ];
  return `${PAYPAL_SDK_URL}?${query.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`;
}

/** What the wallet gives back after approval (its order id). */
export interface WalletApproval {
  readonly orderId: string;
}

/**
 * The wallet (001 §9 `paypal-express`): the SDK loads once with the method's client id; the
 * shopper approves in the wallet (the express approval of 001 §4 saves it on the checkout);
 * create-order then charges the approved wallet order. Verified against the reference server's
 * sandbox only (no real PayPal here).
 */
export const paypalExpressStrategy: PaymentStrategy<WalletApproval> = {
  code: EXPRESS_PAYMENT_METHOD,
  async initialise(context) {
    const url = paypalSdkUrl(context);
    if (!url) return;
    try {
      await context.ports.scripts.load(url, { id: 'paypal-sdk' });
    } catch (error) {
      context.ports.logger.log('error', messages['log.script_load_error'], {
        src: PAYPAL_SDK_URL,
        error: String(error),
      });
    }
  },
  collect(approval) {
    return approval.orderId
      ? success({ provider_order_id: approval.orderId })
      : failure(catalogueError('wallet_not_approved', 'checkout.something_went_wrong', 400));
  },
  authorise: async () => ({ status: 'deferred' }),
  confirm: confirmFromProcessingStatus,
  supportsPostPurchase: () => true,
};
