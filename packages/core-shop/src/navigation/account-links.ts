/**
 * Whether an activation or reset-password link carries both the customer id and the token
 * (000 §5 "Activation and reset need both customerID and token, else page-not-found").
 *
 * @example
 * ```ts
 * hasAccountLinkCredentials('42', 'tok'); // true
 * hasAccountLinkCredentials('42', undefined); // false
 * ```
 */
export function hasAccountLinkCredentials(
  customerId: string | undefined,
  token: string | undefined,
): boolean {
  return customerId !== undefined && customerId.trim() !== '' && token !== undefined && token.trim() !== '';
}
