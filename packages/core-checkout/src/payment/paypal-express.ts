import {
  checkoutInfo,
  checkoutPaymentMethods,
  checkoutProviderCreateOrder,
  type Transport,
} from '@vitrine/api-client';
import { DEFAULT_CURRENCY } from '@vitrine/core-pricing';
import { messages } from '@vitrine/messages';
import { failure, type Ports, type Result, success } from '@vitrine/ports';
import { failureError } from '../checkout.actors';
import { DEFAULT_WALLET_BUTTON_ID, EXPRESS_PAYMENT_METHOD } from '../checkout.constants';
import { fromAddress, toAddress } from '../checkout.map';
import { catalogueError, offeredPaymentMethods, somethingWentWrong } from '../checkout.rules';
import type { CheckoutError } from '../checkout.types';
import type { PaymentContext, PaymentStrategy } from './payment-strategy';
import { type PaypalOrderRequest, paypalOrderRequest } from './paypal-order-request';
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

/**
 * Loads the wallet SDK from `url` through the script port, once per page (its id `paypal-sdk`).
 * A failure (not loaded, or loaded without its `paypal` global) is logged with the catalogue's
 * text and never thrown (001 §8: no message to the shopper): `false`.
 */
export async function loadPaypalSdk(ports: Pick<Ports, 'scripts' | 'logger'>, url: string): Promise<boolean> {
  try {
    // The SDK must leave its `paypal` global: without it no button can render (docs/decisions/0544).
    await ports.scripts.load(url, { id: 'paypal-sdk', global: 'paypal' });
    return true;
  } catch (error) {
    ports.logger.log('error', messages['log.script_load_error'], {
      src: PAYPAL_SDK_URL,
      error: String(error),
    });
    return false;
  }
}

/** The cart's wallet express button (000 §2): the wallet method, its SDK and its container. */
export interface ExpressWallet {
  readonly methodId: string;
  readonly sdkUrl: string;
  /** The id of the element the button renders into (001 §5, `paypal-smart-button` by default). */
  readonly buttonId: string;
}

/** The wallet order the platform created for the button's `createOrder` (001 §5, §7). */
export interface ExpressOrder {
  /** The provider's order id, handed to the wallet. */
  readonly orderId: string;
  /** The order request sent with it (001 §5). */
  readonly request: PaypalOrderRequest;
}

/** The checkout's answer and its wallet method with an SDK address, else `express_unavailable`. */
async function walletOf(transport: Transport, checkoutToken: string) {
  const path = { checkoutToken };
  const [methods, info] = await Promise.all([
    transport.send(checkoutPaymentMethods, { path }),
    transport.send(checkoutInfo, { path, query: {} }),
  ]);
  if (!methods.ok) return failure(failureError(methods.failure));
  if (!info.ok) return failure(failureError(info.failure));
  const result = info.data.result;
  const method = offeredPaymentMethods(methods.data.result, {}).find(
    (m) => m.code === EXPRESS_PAYMENT_METHOD,
  );
  const sdkUrl = method && paypalSdkUrl({ method, currency: result.currency || DEFAULT_CURRENCY });
  if (!method || !sdkUrl)
    return failure(catalogueError('express_unavailable', 'checkout.something_went_wrong', 404));
  return success({ method, sdkUrl, result });
}

/**
 * The wallet method of a checkout (001 §4: only one with a client_id has an SDK); fails with
 * `express_unavailable` when the shop offers none. @internal (the facade's `loadExpressWallet`)
 */
export async function expressWallet(
  transport: Transport,
  checkoutToken: string,
  buttonId?: string,
): Promise<Result<ExpressWallet, CheckoutError>> {
  const wallet = await walletOf(transport, checkoutToken);
  if (!wallet.ok) return wallet;
  const { method, sdkUrl } = wallet.value;
  return success({ methodId: String(method.id), sdkUrl, buttonId: buttonId || DEFAULT_WALLET_BUTTON_ID });
}

/**
 * Creates the wallet order at the platform (001 §7 `{provider}/create-order`) with the order
 * request of 001 §5 built from the checkout as it is now (its total, currency, shipping address
 * and phone). @internal (the facade's `createExpressOrder`)
 */
export async function createExpressOrder(
  transport: Transport,
  checkoutToken: string,
  buttonId?: string,
): Promise<Result<ExpressOrder, CheckoutError>> {
  const wallet = await walletOf(transport, checkoutToken);
  if (!wallet.ok) return wallet;
  const { method, result } = wallet.value;
  const address = toAddress(result.info.shipping_address);
  const request = paypalOrderRequest({
    amount: result.totals.total_price,
    currency: result.currency,
    address,
    phone: address?.phone || result.info.phone,
    buttonId,
  });
  const answer = await transport.send(checkoutProviderCreateOrder, {
    path: { checkoutToken, provider: EXPRESS_PAYMENT_METHOD },
    body: {
      payment_method_id: method.id,
      // The wire's order request (docs/decisions/0483): the amount, currency, phone and address.
      order_request: {
        amount: request.amount,
        currency: request.currency,
        ...(request.phone ? { phone: request.phone } : {}),
        ...(request.address ? { shipping_address: fromAddress(request.address) } : {}),
      },
    },
  });
  if (!answer.ok) return failure(failureError(answer.failure));
  const orderId = answer.data.result.id ?? answer.data.result.order_id;
  return orderId ? success({ orderId, request }) : failure(somethingWentWrong('express_failed'));
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
    if (url) await loadPaypalSdk(context.ports, url);
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
