import { describe } from 'vitest';
import { postgresAvailable, useEngine } from '../testing/harness';

// The post-purchase contract suite again, on a PostgreSQL server with a connection pool (issue 16).
if (postgresAvailable()) {
  useEngine('postgres');
  // The suite as a module of its own (the query): a worker that already ran its PGlite file keeps
  // that module (files run unisolated, decision 0473), and importing it again would register nothing.
  const suite = './post-purchase.contract.test.ts?engine=postgres';
  await import(/* @vite-ignore */ suite);
} else {
  describe.skip('post-purchase contract on PostgreSQL (no server on this machine; mandatory in CI)', () =>
    undefined);
}
