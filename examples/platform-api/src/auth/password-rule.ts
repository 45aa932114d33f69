import { validatePasswordLength } from '@vitrine/api-client';
import { messages } from '@vitrine/messages';

/**
 * The spec's text for a password the platform refuses on register, reset and change ('Password
 * must have at least 8 letters.', 000 §5), or `undefined` when it passes: the api-client's rule,
 * the one the client's forms follow (letters are code points, decision 0170).
 */
export function passwordProblem(password: string): string | undefined {
  const problem = validatePasswordLength(password);
  return problem === undefined ? undefined : messages[problem];
}
