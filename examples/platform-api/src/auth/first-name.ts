import { validateFirstName } from '@vitrine/api-client';
import { messages } from '@vitrine/messages';

/**
 * The spec's text for a first name the platform refuses (000 §5), or `undefined` when it passes:
 * the one rule of `@vitrine/api-client` (`validateFirstName`) that the client's form uses too.
 */
export function firstNameProblem(name: string): string | undefined {
  const problem = validateFirstName(name);
  return problem === undefined ? undefined : messages[problem];
}
