import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The failure envelope of the wire conventions: `{ code, success: false, error, error_code?, error_message? }`. */
export interface FailureBody {
  code: number;
  success: false;
  error: string;
  error_code?: string;
  error_message?: string;
  [extra: string]: unknown;
}

/** Extra fields a failure may carry next to the envelope (for example zod `issues`). */
export interface FailureExtras {
  error_code?: string;
  error_message?: string;
  [extra: string]: unknown;
}

/** Builds the failure envelope body for status `status`. */
export function failureBody(status: number, error: string, extras: FailureExtras = {}): FailureBody {
  return { ...extras, code: status, success: false, error };
}

/** Answers HTTP `status` with the failure envelope. */
export function fail(
  c: Context,
  status: ContentfulStatusCode,
  error: string,
  extras: FailureExtras = {},
): Response {
  return c.json(failureBody(status, error, extras), status);
}

/** The success envelope `{ code: 200, result, ...extra }`. */
export function successBody(result: unknown, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { code: 200, result, ...extra };
}

/** Answers HTTP 200 with the success envelope `{ code: 200, result, ...extra }`. */
export function ok(c: Context, result: unknown, extra: Record<string, unknown> = {}): Response {
  return c.json(successBody(result, extra), 200);
}

/** Text of the not-found error the storefront maps to its not-found page (000 §2 Navigation rules). */
export const EMPTY_RESULT = 'query returned empty result';

/** 404 with the spec's empty-result text. */
export function notFound(c: Context, error: string = EMPTY_RESULT): Response {
  return fail(c, 404, error, { error_code: 'NOT_FOUND' });
}

/** The spec's text of the store password event: HTTP 401 with the text 'password protection' (000 §2, §8). */
export const PASSWORD_PROTECTION = 'password protection';

/**
 * 401 answered to every call of a locked shop without a valid store-password hash, bootstrap
 * included: one body everywhere, `{ code: 401, success: false, error: 'password protection',
 * error_code: 'PASSWORD_PROTECTED' }` (000 §2, §8; docs/decisions/0260-locked-shop-answers.md).
 */
export function passwordProtection(c: Context): Response {
  return fail(c, 401, PASSWORD_PROTECTION, { error_code: 'PASSWORD_PROTECTED' });
}

/** 401 answered when a user token is missing, unknown or expired (000 §4 token lifecycle). */
export function notAuthorized(c: Context): Response {
  return fail(c, 401, 'not authorized', { error_code: 'UNAUTHORIZED' });
}

/** An error thrown inside a handler that becomes a failure envelope instead of a 500. */
export class HttpError extends Error {
  /** HTTP status and envelope code. */
  readonly status: ContentfulStatusCode;
  /** Extra envelope fields. */
  readonly extras: FailureExtras;

  constructor(status: ContentfulStatusCode, message: string, extras: FailureExtras = {}) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.extras = extras;
  }
}

/**
 * The answer to a refusal thrown as {@link HttpError}: its failure envelope, with `Retry-After` on
 * a 429 that tells when (the app's error handler, and a keyed route storing the answer it replays).
 */
export function httpErrorAnswer(c: Context, error: HttpError): Response {
  const seconds = error.extras.retry_after;
  if (error.status === 429 && typeof seconds === 'number') c.header('Retry-After', String(seconds));
  return c.json(failureBody(error.status, error.message, error.extras), error.status);
}
