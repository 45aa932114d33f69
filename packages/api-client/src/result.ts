/**
 * Results as values: every call of the client resolves, never rejects.
 *
 * @remarks
 * The failure shapes follow the spec (000 §7, 001 §7): an HTTP failure carries
 * `success: false, statusCode, statusText, body`; a network exception carries `js_exception`.
 * Vitrine adds `invalid_response` (wrong content type, malformed JSON, or a body that does not
 * match the endpoint's schema), `timeout` and `aborted`.
 */

/** One field that did not match the endpoint's response schema. */
export interface SchemaIssue {
  /** Dotted path of the field, e.g. `result.items.0.price`. */
  readonly path: string;
  /** The zod issue code, e.g. `invalid_type`. */
  readonly code: string;
  /** What the schema expected, e.g. `number`. */
  readonly expected: string;
  /** What the server sent at that path, described: `string "12.5"`, `undefined`, `null`. */
  readonly received: string;
}

/** The server answered with a non-2xx status, or a JSON envelope whose `code` is not 200. */
export interface HttpFailure {
  readonly kind: 'http';
  readonly success: false;
  readonly statusCode: number;
  readonly statusText: string;
  /** The server's body: parsed JSON when it was JSON, else the raw text. */
  readonly body: unknown;
  /** The machine-readable `error_code` of the body, e.g. `CHECKOUT_CART_COMPLETED`. */
  readonly errorCode?: string;
  /**
   * The server's human text, from a JSON body only: `result` (when a string), else `error_message`,
   * else `error`, else `message`.
   */
  readonly message?: string;
}

/** The request never got an answer: DNS, refused or dropped connection, CORS, … */
export interface NetworkFailure {
  readonly kind: 'js_exception';
  readonly success: false;
  readonly js_exception: string;
  /** The system error code found on the error or its causes, e.g. `ENOTFOUND` when the host does not resolve (000 §8). */
  readonly code?: string;
}

/** The endpoint's time-out elapsed (e.g. 2000 ms for the feature switch, 000 §9). */
export interface TimeoutFailure {
  readonly kind: 'timeout';
  readonly success: false;
  readonly timeoutMs: number;
}

/** The caller's AbortSignal fired. */
export interface AbortedFailure {
  readonly kind: 'aborted';
  readonly success: false;
}

/** The answer came but could not be used. */
export interface InvalidResponseFailure {
  readonly kind: 'invalid_response';
  readonly success: false;
  readonly reason: 'content_type' | 'malformed_json' | 'schema';
  /** The spec's text: 'Error with response - bad content-type!' or 'Unhandled error, wrong response format!'. */
  readonly message: string;
  readonly statusCode: number;
  readonly issues?: readonly SchemaIssue[];
}

/** Why a call failed. Branch on `kind`; every variant has `success: false`. */
export type ApiFailure =
  | HttpFailure
  | NetworkFailure
  | TimeoutFailure
  | AbortedFailure
  | InvalidResponseFailure;

/** The outcome of a call: typed data, or a typed failure. */
export type ApiResult<T> =
  | { readonly ok: true; readonly data: T }
  | { readonly ok: false; readonly failure: ApiFailure };

/** Wraps data in a successful result. */
export const ok = <T>(data: T): ApiResult<T> => ({ ok: true, data });

/** Wraps a failure in a failed result. */
export const fail = <T = never>(failure: ApiFailure): ApiResult<T> => ({ ok: false, failure });

/** The user-facing text of a failure, when the server gave one. */
export function failureMessage(failure: ApiFailure): string | undefined {
  switch (failure.kind) {
    case 'http':
      return failure.message;
    case 'invalid_response':
      return failure.message;
    case 'js_exception':
      return failure.js_exception;
    default:
      return undefined;
  }
}
