import type { StoragePort } from '../ports';

/**
 * Where the storefront writes diagnostics. Never shown to shoppers.
 *
 * @remarks The host injects it (DESIGN "Ports"); `console` fits.
 */
export interface Logger {
  error(message: string, details?: Readonly<Record<string, unknown>>): void;
}

/** An error sent to the error monitor. */
export interface ReportedError {
  readonly code: string;
  readonly message: string;
  readonly level: 'error' | 'warning';
  readonly context?: Readonly<Record<string, unknown>>;
}

/** The error monitor the host injects. */
export interface ErrorReporter {
  report(error: ReportedError): void;
}

/** A random number in [0, 1), injected so rolls are deterministic in tests (`Math.random` fits). */
export type RandomSource = () => number;

/** What deciding the flags needs from the host. */
export interface FeatureFlagPorts {
  /** Holds the visitor's rolls (000 §8: read or write failures are logged and tolerated). */
  readonly storage: StoragePort;
  readonly random: RandomSource;
  readonly logger: Logger;
}
