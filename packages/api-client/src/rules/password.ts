import type { MessageId } from '@vitrine/messages';

/** Shortest password: 'Password must have at least 8 letters.' (000 §5; docs/decisions/0170). */
export const PASSWORD_MIN_LENGTH = 8;

/**
 * Whether a password is too short (000 §5 "at least 8 letters"): `'validation.password_min_length'`,
 * else `undefined`. Letters are code points, so an emoji is one (decision 0170); passwords are not
 * trimmed. One rule for the client's forms (core-auth) and the platform that receives register,
 * reset and change.
 *
 * @example
 * ```ts
 * validatePasswordLength('correct horse'); // undefined
 * validatePasswordLength('😀😀😀😀'); // 'validation.password_min_length'
 * ```
 */
export function validatePasswordLength(password: string): MessageId | undefined {
  return [...password].length < PASSWORD_MIN_LENGTH ? 'validation.password_min_length' : undefined;
}
