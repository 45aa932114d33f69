import type { MessageId } from '@vitrine/messages';

/**
 * The e-mail shape the newsletter accepts: something@something.tld, no spaces
 * (docs/decisions/0128).
 */
export const NEWSLETTER_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Why a newsletter e-mail cannot be sent, or `undefined` when it can (000 §2, §5 Newsletter:
 * 'Email is required', 'Please enter an valid email').
 *
 * @example
 * ```ts
 * newsletterEmailError(''); // 'newsletter.email_required'
 * newsletterEmailError('ada@'); // 'newsletter.email_invalid'
 * newsletterEmailError('ada@example.com'); // undefined
 * ```
 */
export function newsletterEmailError(email: string): MessageId | undefined {
  const trimmed = email.trim();
  if (trimmed === '') return 'newsletter.email_required';
  if (!NEWSLETTER_EMAIL_PATTERN.test(trimmed)) return 'newsletter.email_invalid';
  return undefined;
}
