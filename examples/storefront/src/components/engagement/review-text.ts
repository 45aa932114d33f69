import {
  ACCEPTED_UPLOAD_EXTENSIONS,
  DEFAULT_MAX_UPLOAD_SIZE_MB,
  MAX_FILES_PER_UPLOAD,
  MAX_MESSAGE_LENGTH,
  MAX_NAME_LENGTH,
} from '@vitrine/api-client';
import type { ReviewFieldErrors, ReviewFieldMessageId, ReviewsError } from '@vitrine/core-offers';
import {
  fillMessage,
  formatMessage,
  isMessageId,
  type MessageValues,
  offerMessages,
} from '@vitrine/messages';
import { TEXTS } from '../../texts';

function isOfferMessage(id: string): id is keyof typeof offerMessages {
  return Object.hasOwn(offerMessages, id);
}

/**
 * The value a review field's text states (docs/decisions/0615): the limit it broke, the shared
 * ones the core checks with (decision 0261 text lengths: 5 000 for the text, 255 for the others;
 * 000 §5 accepted types, §9 20 MB, decision 0157 at most 10 files).
 */
function reviewFieldValues(id: ReviewFieldMessageId, field: keyof ReviewFieldErrors): MessageValues {
  switch (id) {
    case 'reviews.text_too_long':
      return { value: field === 'body' ? MAX_MESSAGE_LENGTH : MAX_NAME_LENGTH };
    case 'reviews.too_many_photos':
      return { value: MAX_FILES_PER_UPLOAD };
    case 'custom_options.upload_invalid_type':
      return { value: ACCEPTED_UPLOAD_EXTENSIONS.join(', ') };
    case 'custom_options.upload_maximum_file':
      return { value: DEFAULT_MAX_UPLOAD_SIZE_MB };
    default:
      return {};
  }
}

/**
 * The text of a review field's message id (the review texts of `offerMessages`, the newsletter's
 * e-mail texts and the upload texts, 001 §5), its value filled for the field it is shown at.
 */
export function reviewFieldText(id: ReviewFieldMessageId, field: keyof ReviewFieldErrors): string {
  const values = reviewFieldValues(id, field);
  if (isOfferMessage(id)) return fillMessage(offerMessages[id], values);
  return isMessageId(id) ? formatMessage(id, values) : id;
}

/** What a failed post says: the platform's message when it sent one, else ours. */
export function reviewErrorText(error: ReviewsError): string {
  return error.message ?? TEXTS.reviewFailed;
}

/**
 * The photo picker's filter (`accept`): the accepted upload types (000 §5), as extensions, so a
 * picker offers only what the platform takes ('.jpg,.jpeg,...').
 */
export const REVIEW_PHOTO_ACCEPT = ACCEPTED_UPLOAD_EXTENSIONS.map(
  (extension) => `.${extension.toLowerCase()}`,
).join(',');
