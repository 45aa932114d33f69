import type { Logger } from '@vitrine/ports';

/**
 * Calls a script's function so that nothing it does reaches the caller: a throw, or a promise it
 * returns that rejects, is written to `logger` and dropped. The storefront and the other
 * listeners go on (DESIGN "Scripting interface": every listener wrapped in try/catch).
 * @internal
 */
export function callIsolated(logger: Logger, what: string, fn: () => unknown): void {
  const report = (error: unknown): void => {
    try {
      logger.log('error', `Vitrine: ${what} threw`, error);
    } catch {
      // A broken logger must not break the storefront either.
    }
  };
  try {
    const returned = fn();
    if (isThenable(returned)) returned.then(undefined, report);
  } catch (error) {
    report(error);
  }
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    (typeof value === 'object' || typeof value === 'function') &&
    value !== null &&
    typeof (value as { then?: unknown }).then === 'function'
  );
}
