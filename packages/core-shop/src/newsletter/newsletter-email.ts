import type { MessageId } from '@vitrine/messages';
import { isEmail } from '../email';

/**
 * Why a newsletter e-mail cannot be sent, or `undefined` when it can (000 §2, §5 Newsletter:
 * 'Email is required', 'Please enter an valid email'). The shape check is {@link isEmail}.
 *
 * @example
 * ```ts
 * newsletterEmailError(''); // 'newsletter.email_required'
 * newsletterEmailError('ada@'); // 'newsletter.email_invalid'
 * newsletterEmailError('ada@example.com'); // undefined
 * ```
 */
export function newsletterEmailError(email: string): MessageId | undefined {
  if (email.trim() === '') return 'newsletter.email_required';
  if (!isEmail(email)) return 'newsletter.email_invalid';
  return undefined;
}
