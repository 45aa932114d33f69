/**
 * Whether a bootstrap answer locks this visitor out: the shop has a store password and the visitor
 * holds no accepted password hash (000 §2, §5; docs/decisions/0201). The server normally answers a
 * locked visitor with the password-protection 401; this reads the `password_protected` flag of an
 * answer that came through anyway.
 *
 * @example
 * ```ts
 * isPasswordRequired(true, false); // true: go to /password
 * isPasswordRequired(true, true); // false: the stored hash was accepted
 * ```
 */
export function isPasswordRequired(passwordProtected: boolean, unlocked: boolean): boolean {
  return passwordProtected && !unlocked;
}
