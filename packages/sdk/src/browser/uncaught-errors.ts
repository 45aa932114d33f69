import { reportUncaughtError } from '@vitrine/core-shop';
import type { ErrorReporter } from '@vitrine/ports';

/** An `error` event of the page (`ErrorEvent`): `error` is null for a cross-origin script's error. */
export interface ErrorEventLike {
  readonly error?: unknown;
  readonly message?: string;
}

/** An `unhandledrejection` event of the page (`PromiseRejectionEvent`). */
export interface RejectionEventLike {
  readonly reason?: unknown;
}

/**
 * The part of `window` the adapter listens on: `window` itself (or `globalThis` in a page), a
 * worker's global scope, or a test's own object with these two methods.
 *
 * @remarks Each event's listener is declared with what the adapter reads of it, so the DOM's
 * overloads (`ErrorEvent`, `PromiseRejectionEvent`) fit: `reportUncaughtErrors(reporter, window)`.
 */
export interface UncaughtErrorTarget {
  addEventListener(type: 'error', listener: (event: ErrorEventLike) => void): void;
  addEventListener(type: 'unhandledrejection', listener: (event: RejectionEventLike) => void): void;
  removeEventListener(type: 'error', listener: (event: ErrorEventLike) => void): void;
  removeEventListener(type: 'unhandledrejection', listener: (event: RejectionEventLike) => void): void;
}

/**
 * Reports every exception the page does not catch to the error monitor, with level `error`
 * (000 §8): thrown errors (`error` events) and promises rejected without a handler
 * (`unhandledrejection`). The browser still shows them in the console. Returns the function that
 * stops listening.
 *
 * @example
 * ```ts
 * const ports = browserPorts({ reporter: myMonitor });
 * const stopReporting = reportUncaughtErrors(ports.reporter);
 * // or with the page named: reportUncaughtErrors(ports.reporter, window)
 * ```
 */
export function reportUncaughtErrors(reporter: ErrorReporter, target?: UncaughtErrorTarget): () => void {
  const page = target ?? (globalThis as unknown as UncaughtErrorTarget);
  const onError = (event: ErrorEventLike): void =>
    reportUncaughtError(reporter, event.error ?? event.message, 'error');
  const onRejection = (event: RejectionEventLike): void =>
    reportUncaughtError(reporter, event.reason, 'unhandledrejection');
  page.addEventListener('error', onError);
  page.addEventListener('unhandledrejection', onRejection);
  return () => {
    page.removeEventListener('error', onError);
    page.removeEventListener('unhandledrejection', onRejection);
  };
}
