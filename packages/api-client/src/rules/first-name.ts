import type { MessageId } from '@vitrine/messages';

/**
 * Shortest first name on register and profile: 'First name must have at least 2 letters.'
 * (000 §5; docs/decisions/0170). Letters are code points of the trimmed name.
 */
export const FIRST_NAME_MIN_LENGTH = 2;

/**
 * Why a first name is refused (000 §5), or `undefined` when it passes. One rule for the client's
 * form (core-auth) and the platform that receives the register and profile payloads.
 *
 * @example
 * ```ts
 * validateFirstName('Ada'); // undefined
 * validateFirstName('A'); // 'validation.first_name_min_length'
 * validateFirstName('  '); // 'validation.first_name_required'
 * ```
 */
export function validateFirstName(name: string): MessageId | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return 'validation.first_name_required';
  return [...trimmed].length < FIRST_NAME_MIN_LENGTH ? 'validation.first_name_min_length' : undefined;
}
