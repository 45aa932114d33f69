import {
  bluesnapFieldToken as bluesnapFieldTokenEndpoint,
  checkoutBraintreeToken,
  checkoutProviderConfirmUrl,
  type Transport,
} from '@vitrine/api-client';
import { messages } from '@vitrine/messages';
import { failure, type Result, success } from '@vitrine/ports';
import { failureError } from '../checkout.actors';
import { METHOD_FLAGS } from '../checkout.constants';
import { catalogueError } from '../checkout.rules';
import type { CheckoutError } from '../checkout.types';
import type { PaymentContext, PaymentStrategy } from './payment-strategy';
import { confirmFromProcessingStatus } from './processing-status';

/** What a card form of a provider's SDK hands back: its one-time credential. */
export interface ProviderCredential {
  /** The provider's token, payment method id or nonce (`pm_…`, `tok_…`, a Braintree nonce). */
  readonly credential: string;
}

/** The provider SDKs (001 §4 Payment SDK loading: a card processor web SDK and a card-frames SDK). */
export const PROVIDER_SCRIPTS = {
  stripe: 'https://js.stripe.com/v3/',
  braintree: 'https://js.braintreegateway.com/web/dropin/1.44.1/js/dropin.min.js',
  'checkout-com': 'https://cdn.checkout.com/js/framesv2.min.js',
} as const;

/** How a provider's credential strategy is described. */
export interface CredentialStrategyOptions {
  /** The method code (001 §9). */
  readonly code: string;
  /** The payment_data field the platform reads the credential from. */
  readonly field: string;
  /** The provider's SDK, loaded once through the script loader when the shop lists the method. */
  readonly script?: string;
  /** A feature flag the method (and post-purchase) needs (001 §9 feature flags). */
  readonly flag?: string;
  /** Whether an order paid this way can take a post-purchase offer (001 §4). */
  readonly postPurchase: boolean;
}

/**
 * A strategy for a provider whose SDK or hosted fields collect a one-time credential in the page
 * and whose charge happens when the order is created (stripe, braintree, checkout-com, bluesnap,
 * platform; docs/decisions/0250). Its SDK loads through the script loader; a failed load is logged
 * with no user message (001 §8). Verified against the reference server's sandboxes only.
 */
export function credentialStrategy(options: CredentialStrategyOptions): PaymentStrategy<ProviderCredential> {
  return {
    code: options.code,
    async initialise(context: PaymentContext) {
      if (!options.script) return;
      if (options.flag && context.flags[options.flag] !== true) return;
      try {
        await context.ports.scripts.load(options.script, { id: `${options.code}-sdk` });
      } catch (error) {
        context.ports.logger.log('error', messages['log.script_load_error'], {
          src: options.script,
          error: String(error),
        });
      }
    },
    collect(input) {
      return input.credential.trim()
        ? success({ [options.field]: input.credential.trim() })
        : failure(catalogueError('missing_payment_credential', 'checkout.something_went_wrong', 400));
    },
    authorise: async () => ({ status: 'deferred' }),
    confirm: confirmFromProcessingStatus,
    supportsPostPurchase: (flags) => options.postPurchase && (!options.flag || flags[options.flag] === true),
  };
}

/** Stripe (001 §9 `stripe`): a payment method id from Stripe.js (the card processor web SDK, 001 §4). */
export const stripeStrategy = credentialStrategy({
  code: 'stripe',
  field: 'payment_method',
  script: PROVIDER_SCRIPTS.stripe,
  postPurchase: true,
});

/**
 * Braintree behind `feature_braintree` (001 §9): the drop-in (script) opens with a client token
 * ({@link braintreeClientToken}, 001 §7 braintree/token) and hands back a nonce, sent as `nonce`.
 */
export const braintreeStrategy = credentialStrategy({
  code: 'braintree',
  field: 'nonce',
  script: PROVIDER_SCRIPTS.braintree,
  flag: METHOD_FLAGS.braintree,
  postPurchase: true,
});

/**
 * The client token the Braintree drop-in opens with (001 §7 braintree/token, result.token).
 *
 * @param ignoreCompleted - also for a completed checkout (post-purchase, 001 §7 ignore_completed)
 */
export async function braintreeClientToken(
  transport: Transport,
  checkoutToken: string,
  ignoreCompleted = false,
): Promise<Result<string, CheckoutError>> {
  const answer = await transport.send(checkoutBraintreeToken, {
    path: { checkoutToken },
    query: ignoreCompleted ? { ignore_completed: true } : {},
  });
  return answer.ok ? success(answer.data.result.token) : failure(failureError(answer.failure));
}

/** checkout.com behind `feature_checkout.com` (001 §9): a card token from Frames (the card-frames SDK, 001 §4). */
export const checkoutComStrategy = credentialStrategy({
  code: 'checkout-com',
  field: 'token',
  script: PROVIDER_SCRIPTS['checkout-com'],
  flag: METHOD_FLAGS['checkout-com'],
  postPurchase: true,
});

/**
 * BlueSnap (001 §9): hosted payment fields opened with a field token ({@link bluesnapFieldToken},
 * 001 §7 bluesnap/payment-field-token); that token is what the order sends. No post-purchase.
 */
export const bluesnapStrategy = credentialStrategy({ code: 'bluesnap', field: 'token', postPurchase: false });

/** The token BlueSnap's hosted payment fields open with (001 §7 bluesnap/payment-field-token). */
export async function bluesnapFieldToken(transport: Transport): Promise<Result<string, CheckoutError>> {
  const answer = await transport.send(bluesnapFieldTokenEndpoint);
  return answer.ok ? success(answer.data.result.token) : failure(failureError(answer.failure));
}

/** The platform's own payments (001 §9 `platform`): a card token, no script, no post-purchase. */
export const platformStrategy = credentialStrategy({ code: 'platform', field: 'token', postPurchase: false });

/** How a hosted-page provider is described. */
export interface HostedPageStrategyOptions {
  /** The method code (001 §9). */
  readonly code: string;
  /** Whether an order paid this way can take a post-purchase offer (001 §4). */
  readonly postPurchase: boolean;
}

/**
 * A provider whose payment page the shopper is sent to (cardpay, faster-pay; docs/decisions/0250):
 * nothing is entered in the storefront; authorising asks provider-confirm-url (001 §7, the order's
 * body) for the page, the checkout is stored and left for it (`page: 'provider'`, always a
 * redirect), and on return the processing status says whether the provider placed the order.
 */
export function hostedPageStrategy(options: HostedPageStrategyOptions): PaymentStrategy<void> {
  return {
    code: options.code,
    initialise: async () => undefined,
    collect: () => success({}),
    async authorise(context, input) {
      const answer = await context.transport.send(checkoutProviderConfirmUrl, {
        path: { checkoutToken: context.checkoutToken },
        query: {},
        body: {
          payment_method_id: context.method.id,
          payment_data: { ...input.paymentData },
          ...input.address,
        },
      });
      if (!answer.ok) return { status: 'failed', failure: answer.failure };
      return { status: 'requires_action', redirectUrl: answer.data.result.redirect, page: 'provider' };
    },
    confirm: confirmFromProcessingStatus,
    supportsPostPurchase: () => options.postPurchase,
  };
}

/** CardPay (001 §9): its hosted payment page; post-purchase supported (001 §4). */
export const cardpayStrategy = hostedPageStrategy({ code: 'cardpay', postPurchase: true });

/** FasterPay (001 §9): its hosted payment page; no post-purchase. */
export const fasterPayStrategy = hostedPageStrategy({ code: 'faster-pay', postPurchase: false });
