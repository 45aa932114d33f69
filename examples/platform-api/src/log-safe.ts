/**
 * What the server may write to its log about an error: its name, code, a message with the query
 * parameters cut off, and the stack frames. Never the request body, a token or a password: drizzle's
 * `Failed query … params: …` messages carry the statement's values (tokens, password hashes, whole
 * cart payloads) and PostgreSQL's `detail` repeats key values, so both are dropped
 * (docs/decisions/0261-request-limits.md).
 */
export interface SafeError {
  name: string;
  message: string;
  code?: string;
  stack?: string;
  cause?: SafeError;
}

/** Longest message kept in a log line. */
export const MAX_LOGGED_MESSAGE_LENGTH = 300;

function cleanMessage(message: string): string {
  const withoutParams = message.split(/\nparams:/)[0] ?? '';
  return withoutParams.length > MAX_LOGGED_MESSAGE_LENGTH
    ? `${withoutParams.slice(0, MAX_LOGGED_MESSAGE_LENGTH)}…`
    : withoutParams;
}

/** The loggable summary of any thrown value (see {@link SafeError}). */
export function safeError(error: unknown, depth = 0): SafeError {
  if (!(error instanceof Error)) return { name: typeof error, message: '(a non-Error value was thrown)' };
  const summary: SafeError = { name: error.name, message: cleanMessage(error.message) };
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') summary.code = code;
  const frames = error.stack?.split('\n').filter((line) => line.startsWith('    at '));
  if (frames?.length) summary.stack = frames.join('\n');
  if (error.cause !== undefined && depth < 2) summary.cause = safeError(error.cause, depth + 1);
  return summary;
}
