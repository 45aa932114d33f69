/**
 * The 3-D Secure challenge (or provider page) a payment waits on, as the host needs it to show it
 * (001 §3 payment method `provider_options.enable_3d_secure`, §4 Payment SDK loading "A 3D secure
 * frame is added when enabled"; docs/decisions/0246). A pure rule, tested without a machine.
 */
import type { PaymentMethod } from '@vitrine/api-client';
import { routePath } from '@vitrine/core-shop';

/** How the host shows a challenge: in a frame of the checkout page, or by leaving the storefront. */
export type ChallengeDisplay = 'frame' | 'redirect';

/** What the page is: a 3-D Secure challenge of the card, or a provider's hosted payment page. */
export type ChallengePage = 'three_d_secure' | 'provider';

/**
 * What the host needs to show a 3-D Secure challenge or a provider's page.
 *
 * @remarks
 * - `frame`: show `url` in a frame over the checkout; when the frame reaches `returnPath` (or the
 *   shopper closes it after finishing), call `checkout.resume()`. Nothing navigates.
 * - `redirect`: the facade has already stored `persist()` and navigated `{ type: 'external', url }`;
 *   the page at `returnPath` creates the checkout again, which resumes by itself.
 */
export interface PaymentChallenge {
  /** The challenge (bank) or provider page. */
  readonly url: string;
  readonly display: ChallengeDisplay;
  /** Where the shopper comes back: the checkout page of this checkout (001 §2 `checkout` route). */
  readonly returnPath: string;
  /** The code of the payment method that asked for it. */
  readonly method: string;
  /** A 3-D Secure challenge, or the provider's hosted payment page. */
  readonly page: ChallengePage;
}

/**
 * The challenge of a payment that answered `requires_action`: a 3-D Secure challenge in a frame
 * when the method has 3-D Secure enabled (001 §4), else a full-page redirect; a provider's hosted
 * payment page is always left for (docs/decisions/0250).
 */
export function paymentChallenge(
  method: Pick<PaymentMethod, 'code' | 'provider_options'>,
  url: string,
  checkoutToken: string,
  page: ChallengePage = 'three_d_secure',
): PaymentChallenge {
  const frame = page === 'three_d_secure' && method.provider_options?.enable_3d_secure === true;
  return {
    url,
    display: frame ? 'frame' : 'redirect',
    returnPath: routePath('checkout', { token: checkoutToken }),
    method: method.code,
    page,
  };
}
