import { messages } from '@vitrine/messages';

/** Shortest password on register, reset and change: 8 letters (000 §5; docs/decisions/0153, 0170). */
export const MIN_PASSWORD_LETTERS = 8;

/**
 * The spec's text for a password the platform refuses on register, reset and change ('Password
 * must have at least 8 letters.', 000 §5), or `undefined` when it passes. Letters are Unicode code
 * points, as the client's form counts them (core-auth's `letterCount`, decision 0170): an emoji is
 * one letter though it is two UTF-16 units, so four emoji are refused on both sides. Passwords are
 * not trimmed. The platform does not depend on core-auth (a browser state package), so the count
 * is written here again; the first name's rule, shared through api-client, is the model to follow
 * if this one moves there too.
 */
export function passwordProblem(password: string): string | undefined {
  return [...password].length < MIN_PASSWORD_LETTERS ? messages['validation.password_min_length'] : undefined;
}
