import { describe } from 'vitest';
import { postgresAvailable, useEngine } from '../testing/harness';

// The idempotency suite on a PostgreSQL server with a pool of 10 connections: the concurrent
// requests run in truly concurrent transactions (issue 16).
if (postgresAvailable()) {
  useEngine('postgres');
  // The suite as a module of its own (the query): a worker that already ran its PGlite file keeps
  // that module (files run unisolated, decision 0473), and importing it again would register nothing.
  const suite = './idempotency.test.ts?engine=postgres';
  await import(/* @vite-ignore */ suite);
} else {
  describe.skip('idempotency on PostgreSQL (no server on this machine; mandatory in CI)', () => undefined);
}
