/**
 * The activation and reset-password links (000 §2 Route table; 000 §5 "Activation and reset need
 * both customerID and token, else page-not-found"). Declared once here: the navigation guard and
 * `@vitrine/core-auth` both use it.
 */

/**
 * Whether an activation or reset-password link carries both the customer id and the token
 * (neither empty nor blank).
 *
 * @example
 * ```ts
 * isAccountLinkComplete('42', 'tok'); // true
 * isAccountLinkComplete('42', undefined); // false
 * isAccountLinkComplete('42', '  '); // false
 * ```
 */
export function isAccountLinkComplete(customerId: string | undefined, token: string | undefined): boolean {
  return (customerId?.trim() ?? '') !== '' && (token?.trim() ?? '') !== '';
}

/**
 * The path of an account link from its parts (the parts present, encoded), e.g. for the `from` of
 * a not-found intent.
 *
 * @param prefix - the route's path prefix, e.g. `/activate-account`
 *
 * @example
 * ```ts
 * accountLinkPath('/activate-account', '12', undefined); // '/activate-account/12'
 * accountLinkPath('/reset-password', '12', 'a/b'); // '/reset-password/12/a%2Fb'
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
