import type { ErrorReporter } from '@vitrine/ports';

/** The level an uncaught exception is reported with (000 §8 "Uncaught exception: reported with level error"). */
export const UNCAUGHT_ERROR_LEVEL = 'error';

/** Where an uncaught exception came from: a thrown error, or a promise rejected with no handler. */
export type UncaughtErrorSource = 'error' | 'unhandledrejection';

/**
 * Reports an exception nothing caught to the error monitor, with level `error` (000 §8) and its
 * source as tags. The browser adapter (`reportUncaughtErrors` of `@vitrine/sdk/browser`) calls it
 * for the page's `error` and `unhandledrejection` events; a server can call it from its own hooks.
 *
 * @example
 * ```ts
 * reportUncaughtError(ports.reporter, new Error('boom'), 'error');
 * // reporter.report(error, { level: 'error', source: 'error' })
 * ```
 */
export function reportUncaughtError(
  reporter: ErrorReporter,
  error: unknown,
  source: UncaughtErrorSource,
): void {
  try {
    reporter.report(error, { level: UNCAUGHT_ERROR_LEVEL, source });
  } catch {
    // A failing monitor must not raise a second uncaught exception (and so report itself forever).
  }
}
