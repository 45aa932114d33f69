import { type ApiFailure, failureMessage, PASSWORD_PROTECTION_TEXT } from '@vitrine/api-client';
import type { NavigationIntent } from '@vitrine/ports';
import { BOOTSTRAP_ERROR } from '../navigation/load-error';
import { errorIntent, passwordIntent } from '../navigation/navigation-intent';

/** Code of a bootstrap answered 404: the host domain is no shop's (000 §8). */
export const WRONG_DOMAIN = 'WRONG_DOMAIN';
/** Code of a bootstrap answered with the store password-protection 401 (000 §2, §8). */
export const PASSWORD_PROTECTED = 'PASSWORD_PROTECTED';

/** Why the bootstrap failed, as a value. */
export type BootstrapError =
  | { readonly code: typeof WRONG_DOMAIN }
  | { readonly code: typeof PASSWORD_PROTECTED }
  | { readonly code: typeof BOOTSTRAP_ERROR; readonly kind: ApiFailure['kind']; readonly message?: string };

/**
 * Whether a failure is the store password-protection event: HTTP 401 with the text 'password
 * protection' (000 §2, §8).
 */
export function isPasswordProtection(failure: ApiFailure): boolean {
  if (failure.kind !== 'http' || failure.statusCode !== 401) return false;
  const text = `${failure.message ?? ''} ${typeof failure.body === 'string' ? failure.body : JSON.stringify(failure.body ?? '')}`;
  return text.toLowerCase().includes(PASSWORD_PROTECTION_TEXT);
}

/**
 * The bootstrap error a failed call means: 404 → wrong domain, the password 401 → password
 * protected, anything else → BOOTSTRAP_ERROR (000 §2, §8).
 */
export function bootstrapError(failure: ApiFailure): BootstrapError {
  if (failure.kind === 'http' && failure.statusCode === 404) return { code: WRONG_DOMAIN };
  if (isPasswordProtection(failure)) return { code: PASSWORD_PROTECTED };
  const message = failureMessage(failure);
  return message === undefined
    ? { code: BOOTSTRAP_ERROR, kind: failure.kind }
    : { code: BOOTSTRAP_ERROR, kind: failure.kind, message };
}

/**
 * Where a bootstrap error sends the visitor: /wrong-domain, /password with the wanted page, or the
 * error page with BOOTSTRAP_ERROR (000 §2 Navigation rules).
 *
 * @param wanted - the path (with query) the visitor asked for
 */
export function bootstrapErrorIntent(error: BootstrapError, wanted: string): NavigationIntent {
  switch (error.code) {
    case WRONG_DOMAIN:
      return { type: 'route', route: 'wrong-domain', replace: true };
    case PASSWORD_PROTECTED:
      return passwordIntent(wanted);
    default:
      return errorIntent(BOOTSTRAP_ERROR);
  }
}
