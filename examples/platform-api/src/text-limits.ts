import { HttpError } from './errors';
import { MAX_MESSAGE_LENGTH, MAX_NAME_LENGTH } from './limits';

/**
 * Throws 400 `FIELD_TOO_LONG` naming the first field longer than its limit: `names` at most
 * {@link MAX_NAME_LENGTH} characters, `texts` at most {@link MAX_MESSAGE_LENGTH}
 * (docs/decisions/0261-request-limits.md). Undefined fields pass.
 */
export function assertTextLengths(
  names: Record<string, string | undefined>,
  texts: Record<string, string | undefined> = {},
): void {
  const check = (fields: Record<string, string | undefined>, max: number) => {
    for (const [field, value] of Object.entries(fields)) {
      if (value !== undefined && value.length > max) {
        throw new HttpError(400, `${field} longer than ${max} characters`, {
          error_code: 'FIELD_TOO_LONG',
          field,
        });
      }
    }
  };
  check(names, MAX_NAME_LENGTH);
  check(texts, MAX_MESSAGE_LENGTH);
}
