import { describe } from 'vitest';
import { postgresAvailable, useEngine } from './testing/harness';

// The HTTP cache suite again on a PostgreSQL server with a connection pool: the shop version reads
// xmin there, and two app instances share one database as two processes would.
if (postgresAvailable()) {
  useEngine('postgres');
  // The suite as a module of its own (the query): a worker that already ran its PGlite file keeps
  // that module (files run unisolated, decision 0473), and importing it again would register nothing.
  const suite = './http-cache.contract.test.ts?engine=postgres';
  await import(/* @vite-ignore */ suite);
} else {
  describe.skip('HTTP cache on PostgreSQL (no server on this machine; mandatory in CI)', () => undefined);
}
