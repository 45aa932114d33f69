import { messages } from '@vitrine/messages';

/**
 * STOPGAP (issue 16, "one rule, shared"): the first-name rule of 000 §5 ("First name must have at
 * least 2 letters."), the same as `validateFirstName` of @vitrine/core-auth, which the server
 * cannot import today: core-auth has @vitrine/platform-api as a dev dependency for its platform
 * tests, so the import would make a cycle in the workspace graph. To be replaced by the shared
 * rule once it lives in a leaf package (reported to the lead). Letters are counted as code points
 * of the trimmed name, as core-auth's `letterCount` does.
 */
export const FIRST_NAME_MIN_LETTERS = 2;

/** The spec's text for a first name that is too short, or undefined when the name passes. */
export function firstNameProblem(name: string): string | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return messages['validation.first_name_required'];
  return [...trimmed].length < FIRST_NAME_MIN_LETTERS
    ? messages['validation.first_name_min_length']
    : undefined;
}
