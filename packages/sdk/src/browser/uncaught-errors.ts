import { reportUncaughtError } from '@vitrine/core-shop';
import type { ErrorReporter } from '@vitrine/ports';

/** An `error` event of the page (`ErrorEvent`): `error` is null for a cross-origin script's error. */
interface ErrorEventLike {
  readonly error?: unknown;
  readonly message?: string;
}

/** An `unhandledrejection` event of the page (`PromiseRejectionEvent`). */
interface RejectionEventLike {
  readonly reason?: unknown;
}

/** The part of `window` the adapter listens on. */
export interface UncaughtErrorTarget {
  addEventListener(type: 'error' | 'unhandledrejection', listener: (event: never) => void): void;
  removeEventListener(type: 'error' | 'unhandledrejection', listener: (event: never) => void): void;
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
 * ```
 */
export function reportUncaughtErrors(reporter: ErrorReporter, target?: UncaughtErrorTarget): () => void {
  const page = target ?? (globalThis as unknown as UncaughtErrorTarget);
  const onError = (event: ErrorEventLike): void =>
    reportUncaughtError(reporter, event.error ?? event.message, 'error');
  const onRejection = (event: RejectionEventLike): void =>
    reportUncaughtError(reporter, event.reason, 'unhandledrejection');
  page.addEventListener('error', onError as (event: never) => void);
  page.addEventListener('unhandledrejection', onRejection as (event: never) => void);
  return () => {
    page.removeEventListener('error', onError as (event: never) => void);
    page.removeEventListener('unhandledrejection', onRejection as (event: never) => void);
  };
}
