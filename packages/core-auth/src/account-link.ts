/**
 * The activation and reset links (000 §2 Route table, §5 "Activation and reset need both
 * customerID and token, else page-not-found").
 */

/** Whether a link carries both a customer id and a token (neither empty). */
export function isAccountLinkComplete(customerId: string | undefined, token: string | undefined): boolean {
  return (customerId?.trim() ?? '') !== '' && (token?.trim() ?? '') !== '';
}

/**
 * The path of an account link, for the page-not-found intent's `from`.
 *
 * @example
 * ```ts
 * accountLinkPath('/activate-account', '12', undefined); // '/activate-account/12'
 * ```
 */
export function accountLinkPath(
  prefix: string,
  customerId: string | undefined,
  token: string | undefined,
): string {
  return [prefix, customerId, token]
    .filter((part): part is string => part !== undefined && part !== '')
    .map((part, index) => (index === 0 ? part : encodeURIComponent(part)))
    .join('/');
}
