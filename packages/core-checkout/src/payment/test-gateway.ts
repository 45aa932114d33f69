import { checkoutChargeAuthorize } from '@vitrine/api-client';
import { failure, success } from '@vitrine/ports';
import { TEST_GATEWAY } from '../checkout.constants';
import { catalogueError } from '../checkout.rules';
import type { PaymentStrategy } from './payment-strategy';
import { confirmFromProcessingStatus } from './processing-status';

/** What the shopper enters for the test gateway (examples/platform-api/PAYMENTS.md). */
export interface TestCard {
  readonly cardNumber: string;
  readonly expMonth?: number;
  readonly expYear?: number;
  readonly cvc?: string;
}

/**
 * The test gateway (001 §9 `test-gateway`): no script to load; the card is sent to
 * charge-authorize, which approves (4242…), declines (4000…0002) or asks for 3-D Secure
 * (4000…3220); after the 3-D Secure page the processing status says what happened.
 */
export const testGatewayStrategy: PaymentStrategy<TestCard> = {
  code: TEST_GATEWAY,
  initialise: async () => undefined,
  collect(card) {
    const number = card.cardNumber.replace(/\s+/g, '');
    if (!/^\d{12,19}$/.test(number))
      return failure(catalogueError('invalid_card', 'checkout.something_went_wrong', 400));
    return success({
      card_number: card.cardNumber,
      ...(card.expMonth === undefined ? {} : { exp_month: card.expMonth }),
      ...(card.expYear === undefined ? {} : { exp_year: card.expYear }),
      ...(card.cvc === undefined ? {} : { cvc: card.cvc }),
    });
  },
  async authorise(context, input) {
    const answer = await context.transport.send(
      checkoutChargeAuthorize,
      {
        path: { checkoutToken: context.checkoutToken },
        body: {
          payment_method_id: context.method.id,
          payment_data: { ...input.paymentData },
          ...input.address,
        },
      },
      { idempotencyKey: input.idempotencyKey },
    );
    if (!answer.ok) return { status: 'failed', failure: answer.failure };
    if (answer.data.requires_action && answer.data.redirect_url)
      return { status: 'requires_action', redirectUrl: answer.data.redirect_url };
    return { status: 'authorized' };
  },
  confirm: confirmFromProcessingStatus,
  supportsPostPurchase: () => true,
};
