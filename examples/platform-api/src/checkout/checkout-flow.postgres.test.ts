import { describe } from 'vitest';
import { postgresAvailable, useEngine } from '../testing/harness';

// The checkout flow contract suite again, on a PostgreSQL server with a connection pool (issue 16).
if (postgresAvailable()) {
  useEngine('postgres');
  await import('./checkout-flow.contract.test');
} else {
  describe.skip('checkout flow contract on PostgreSQL (no server on this machine; mandatory in CI)', () =>
    undefined);
}
