import { describe } from 'vitest';
import { postgresAvailable, useEngine } from '../testing/harness';

// The checkout services contract suite again, on a PostgreSQL server with a connection pool (issue 16).
if (postgresAvailable()) {
  useEngine('postgres');
  await import('./services.contract.test');
} else {
  describe.skip('checkout services contract on PostgreSQL (no server on this machine; mandatory in CI)', () =>
    undefined);
}
