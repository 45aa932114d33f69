/**
 * Error stack capture paused while react-dom's body runs (docs/decisions/0563).
 *
 * react-dom creates five `Error` objects as it first runs (its internal sentinels, such as the one
 * it throws to suspend). Chromium captures a stack trace for every new Error, and V8 keeps no
 * source positions for code it has not needed them for yet: it re-parses the functions on the
 * stack to find them, here react-dom's whole body and the whole file of React, about 20 ms of the
 * main thread on this machine (80 ms on a phone four times slower) for stacks nobody reads.
 * With `Error.stackTraceLimit` not a number, V8 captures none.
 *
 * Only where the engine has the property as a number (V8, and others that copied it); left
 * untouched elsewhere. Should react-dom's body throw, capture stays paused: the page has no React
 * then anyway.
 */
let saved: number | undefined;

/** `Error` as any engine may have it: the property absent, a number, or anything a page set. */
const errorConstructor = Error as unknown as { stackTraceLimit?: unknown };

/**
 * Stops capturing stack traces for new errors, until {@link resumeStackCapture}. A page whose
 * `Error` is frozen (a hardened page) keeps capturing: the assignment would throw.
 */
export function pauseStackCapture(): void {
  const limit = errorConstructor.stackTraceLimit;
  if (typeof limit !== 'number') return;
  try {
    errorConstructor.stackTraceLimit = undefined;
    saved = limit;
  } catch {
    // frozen: leave it as it is
  }
}

/** Captures stack traces again, as many frames as before {@link pauseStackCapture}. */
export function resumeStackCapture(): void {
  if (saved === undefined) return;
  errorConstructor.stackTraceLimit = saved;
  saved = undefined;
}
