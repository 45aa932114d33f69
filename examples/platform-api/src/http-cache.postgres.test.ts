import { describe } from 'vitest';
import { postgresAvailable, useEngine } from './testing/harness';

// The HTTP cache suite again on a PostgreSQL server with a connection pool: the shop version reads
// xmin there, and two app instances share one database as two processes would.
if (postgresAvailable()) {
  useEngine('postgres');
  await import('./http-cache.contract.test');
} else {
  describe.skip('HTTP cache on PostgreSQL (no server on this machine; mandatory in CI)', () => undefined);
}
