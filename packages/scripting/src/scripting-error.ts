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
  /** A form's refused fields, each with its message id (core-auth's `INVALID_INPUT`). */
  readonly fieldErrors?: Readonly<Record<string, string | undefined>>;
}

/**
 * A domain error value as a rejection: the server's own text when it sent one, else the
 * catalogue text of its message id, else the message as it came (a renamed product's new path),
 * else its code. `messageId` is set only for an id of the catalogue. A refused field
 * (`fieldErrors`) is bad input: `invalid_argument` with the field as `path`, as the interface's
 * own checks answer.
 * @internal
 */
export function fromDomainError(
  method: string,
  error: DomainErrorLike,
  texts: Readonly<Record<string, string>> = {},
): ScriptingError {
  const field = Object.entries(error.fieldErrors ?? {}).find(([, id]) => id !== undefined);
  if (field) {
    const [name, id = ''] = field;
    return new ScriptingError('invalid_argument', `Vitrine.${method}: ${name}: ${texts[id] ?? id}`, {
      path: [name],
      ...(texts[id] === undefined ? {} : { messageId: id }),
    });
  }
  const messageId =
    error.message !== undefined && texts[error.message] !== undefined ? error.message : undefined;
  const text =
    error.serverMessage ??
    error.serverText ??
    error.text ??
    (error.message === undefined ? undefined : (texts[error.message] ?? error.message));
  return new ScriptingError(error.code, `Vitrine.${method}: ${text ?? error.code}`, {
    ...(messageId === undefined ? {} : { messageId }),
  });
}
