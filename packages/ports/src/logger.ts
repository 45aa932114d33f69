/** How bad a log line is. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

/**
 * Where the SDK writes what a developer should see and a shopper should not (000 §8 log messages,
 * failed script loads): the console in a browser, the server's log elsewhere.
 *
 * @remarks
 * Never pass request bodies, tokens or passwords as `detail`.
 */
export interface Logger {
  log(level: LogLevel, message: string, detail?: unknown): void;
}

/** Sends an error to the error monitor with tags (`{ personalize: 'preview' }`, 001 §8). */
export interface ErrorReporter {
  report(error: unknown, tags?: Readonly<Record<string, string>>): void;
}

/** One line a {@link MemoryLogger} received. */
export interface LogEntry {
  readonly level: LogLevel;
  readonly message: string;
  readonly detail?: unknown;
}

/** A {@link Logger} that keeps its lines (tests). */
export interface MemoryLogger extends Logger {
  readonly entries: readonly LogEntry[];
}

/** An in-memory {@link Logger}: it keeps every line. */
export function createMemoryLogger(): MemoryLogger {
  const entries: LogEntry[] = [];
  return {
    entries,
    log: (level, message, detail) => {
      entries.push(detail === undefined ? { level, message } : { level, message, detail });
    },
  };
}

/** A {@link Logger} that writes nothing. */
export const silentLogger: Logger = { log: () => undefined };

/** One error a {@link MemoryErrorReporter} received. */
export interface ReportedError {
  readonly error: unknown;
  readonly tags: Readonly<Record<string, string>>;
}

/** An {@link ErrorReporter} that keeps what it receives (tests). */
export interface MemoryErrorReporter extends ErrorReporter {
  readonly reports: readonly ReportedError[];
}

/** An in-memory {@link ErrorReporter}: it keeps every report. */
export function createMemoryErrorReporter(): MemoryErrorReporter {
  const reports: ReportedError[] = [];
  return {
    reports,
    report: (error, tags = {}) => {
      reports.push({ error, tags });
    },
  };
}
