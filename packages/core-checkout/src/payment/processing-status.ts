import { checkoutProcessingStatus } from '@vitrine/api-client';
import type { PaymentContext, AuthoriseOutcome } from './payment-strategy';

/**
 * What the platform's processing status says about a payment after a redirect (docs/decisions/0164):
 * authorized, completed (with the access key), failed, or still waiting.
 */
export async function confirmFromProcessingStatus(context: PaymentContext): Promise<AuthoriseOutcome> {
  const answer = await context.transport.send(checkoutProcessingStatus, {
    path: { checkoutToken: context.checkoutToken },
  });
  if (!answer.ok) return { status: 'failed', failure: answer.failure };
  const result = answer.data.result as {
    status: string;
    access_key?: unknown;
    error_message?: unknown;
    redirect_url?: string | null;
  };
  switch (result.status) {
    case 'authorized':
      return { status: 'authorized' };
    case 'completed':
      return typeof result.access_key === 'string'
        ? { status: 'completed', accessKey: result.access_key }
        : { status: 'completed' };
    case 'requires_action':
      return result.redirect_url
        ? { status: 'requires_action', redirectUrl: result.redirect_url }
        : { status: 'failed', failure: notConfirmed(undefined) };
    default:
      return {
        status: 'failed',
        failure: notConfirmed(typeof result.error_message === 'string' ? result.error_message : undefined),
      };
  }
}

function notConfirmed(message: string | undefined) {
  return {
    kind: 'http' as const,
    success: false as const,
    statusCode: 402,
    statusText: 'Payment Required',
    body: message ? { error_message: message } : {},
    errorCode: 'PAYMENT_NOT_CONFIRMED',
    ...(message ? { message } : {}),
  };
}
