import type { ReviewFieldMessageId, ReviewsError } from '@vitrine/core-offers';
import { formatMessage, isMessageId, offerMessages } from '@vitrine/messages';
import { TEXTS } from '../../texts';

function isOfferMessage(id: string): id is keyof typeof offerMessages {
  return Object.hasOwn(offerMessages, id);
}

/** The text of a review field's message id (the review texts of `offerMessages`, the newsletter's e-mail texts, 001 §5). */
export function reviewFieldText(id: ReviewFieldMessageId): string {
  if (isOfferMessage(id)) return offerMessages[id];
  return isMessageId(id) ? formatMessage(id) : id;
}

/** What a failed post says: the platform's message when it sent one, else ours. */
export function reviewErrorText(error: ReviewsError): string {
  return error.message ?? TEXTS.reviewFailed;
}
