import { messages } from '@vitrine/messages';
import { failure, success } from '@vitrine/ports';
import { catalogueError } from '../checkout.rules';
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
 * A strategy for a provider whose SDK collects a one-time credential in the page and whose charge
 * happens when the order is created (stripe, braintree, checkout-com, cardpay, bluesnap,
 * faster-pay, platform). Its SDK loads through the script loader; a failed load is logged with no
 * user message (001 §8). Verified against the reference server's sandboxes only.
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

/** Stripe (001 §9 `stripe`): a payment method id from Stripe.js. */
export const stripeStrategy = credentialStrategy({
  code: 'stripe',
  field: 'payment_method',
  script: PROVIDER_SCRIPTS.stripe,
  postPurchase: true,
});
/** Braintree behind `feature_braintree` (001 §9): a nonce from the drop-in. */
export const braintreeStrategy = credentialStrategy({
  code: 'braintree',
  field: 'nonce',
  script: PROVIDER_SCRIPTS.braintree,
  flag: 'feature_braintree',
  postPurchase: true,
});
/** checkout.com behind `feature_checkout.com` (001 §9): a token from Frames. */
export const checkoutComStrategy = credentialStrategy({
  code: 'checkout-com',
  field: 'token',
  script: PROVIDER_SCRIPTS['checkout-com'],
  flag: 'feature_checkout.com',
  postPurchase: true,
});
/** CardPay (001 §9). */
export const cardpayStrategy = credentialStrategy({ code: 'cardpay', field: 'token', postPurchase: true });
/** BlueSnap (001 §9): a hosted-field token. */
export const bluesnapStrategy = credentialStrategy({ code: 'bluesnap', field: 'token', postPurchase: false });
/** FasterPay (001 §9). */
export const fasterPayStrategy = credentialStrategy({
  code: 'faster-pay',
  field: 'token',
  postPurchase: false,
});
/** The platform's own payments (001 §9 `platform`). */
export const platformStrategy = credentialStrategy({ code: 'platform', field: 'token', postPurchase: false });
