import { describe } from 'vitest';
import { postgresAvailable, useEngine } from '../testing/harness';

// The checkout rules contract suite again, on a PostgreSQL server with a connection pool (issue 16).
if (postgresAvailable()) {
  useEngine('postgres');
  await import('./checkout-rules.contract.test');
} else {
  describe.skip('checkout rules contract on PostgreSQL (no server on this machine; mandatory in CI)', () =>
    undefined);
}
