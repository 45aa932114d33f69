import { describe } from 'vitest';
import { postgresAvailable, useEngine } from '../testing/harness';

// The rate-limit suite again, on a PostgreSQL server with a connection pool: a burst of parallel
// sign-ins truly runs concurrently there, and the per-account count must still hold (decision 0264).
if (postgresAvailable()) {
  useEngine('postgres');
  // The suite as a module of its own (the query), as account.postgres.test.ts does.
  const suite = './rate-limit.test.ts?engine=postgres';
  await import(/* @vite-ignore */ suite);
} else {
  describe.skip('rate limits on PostgreSQL (no server on this machine; mandatory in CI)', () => undefined);
}
