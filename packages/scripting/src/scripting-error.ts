import type { VitrineError } from './scripting.types';

/**
 * The rejection of a `window.Vitrine` call: an `Error` a script can `catch` and branch on by `code`.
 *
 * @remarks
 * `invalid_argument` for bad input (with the field's `path`), `unavailable` for what this page
 * cannot answer, `action_failed` when a theme's configured action threw, else the code of the
 * domain's error value (core-cart's `add_failed`, core-auth's `LOGIN_FAILED`, ...).
 */
export class ScriptingError extends Error implements VitrineError {
  readonly code: string;
  readonly path: readonly (string | number)[];
  readonly messageId?: string;

  constructor(
    code: string,
    message: string,
    details: { readonly path?: readonly (string | number)[]; readonly messageId?: string } = {},
  ) {
    super(message);
    this.name = 'VitrineError';
    this.code = code;
    this.path = Object.freeze([...(details.path ?? [])]);
    if (details.messageId !== undefined) this.messageId = details.messageId;
  }
}

/** What a domain error value (a `DomainError` of `@vitrine/ports` and its packages' extras) may hold. */
interface DomainErrorLike {
  readonly code: string;
  readonly message?: string;
  readonly serverMessage?: string;
  readonly serverText?: string;
  readonly text?: string;
}

/**
 * A domain error value as a rejection: the server's own text when it sent one, else the
 * catalogue text of its message id, else its code.
 * @internal
 */
export function fromDomainError(
  method: string,
  error: DomainErrorLike,
  texts: Readonly<Record<string, string>> = {},
): ScriptingError {
  const messageId = error.message;
  const text =
    error.serverMessage ??
    error.serverText ??
    error.text ??
    (messageId === undefined ? undefined : (texts[messageId] ?? messageId));
  return new ScriptingError(error.code, `Vitrine.${method}: ${text ?? error.code}`, {
    ...(messageId === undefined ? {} : { messageId }),
  });
}
