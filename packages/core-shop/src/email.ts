/**
 * The e-mail rule every form of the storefront uses (account forms, newsletter, contact, DMCA):
 * declared once here, imported by `@vitrine/core-auth` (docs/decisions/0128, 0200).
 */

/**
 * The shape of an e-mail address: something@something.tld, no spaces, one `@`
 * (docs/decisions/0128).
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Whether a text is a well-formed e-mail address ({@link EMAIL_PATTERN}); surrounding spaces are
 * ignored.
 *
 * @example
 * ```ts
 * isEmail('ada@example.com'); // true
 * isEmail(' ada@example.com '); // true
 * isEmail('ada@example'); // false
 * ```
 */
export function isEmail(text: string): boolean {
  return EMAIL_PATTERN.test(text.trim());
}
