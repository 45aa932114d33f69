/**
 * What the host injects into the catalogue. Core packages never touch browser globals
 * (DESIGN.md Ports); `@vitrine/sdk` passes its storage, error monitor and logger here.
 */
import type { MessageId } from '@vitrine/messages';

/**
 * A synchronous key/value store (localStorage in a browser, a Map in tests): the same shape as
 * every core package's storage port (`get`, `set`, `remove`), so one host object serves them all.
 */
export interface CatalogStorage {
  get(key: string): string | undefined;
  set(key: string, value: string): void;
  remove(key: string): void;
}

/** Sends an error to the error monitor with tags (`{ personalize: 'preview' }`, 001 §8). */
export interface ErrorReporter {
  report(error: unknown, tags: Readonly<Record<string, string>>): void;
}

/** Writes a log line named by a message id (000 §8 Log messages), with what went wrong. */
export type CatalogLogger = (id: MessageId, detail: unknown) => void;

/** The ports of the catalogue actors; each is optional. */
export interface CatalogPorts {
  readonly storage?: CatalogStorage;
  readonly reporter?: ErrorReporter;
  readonly log?: CatalogLogger;
}
