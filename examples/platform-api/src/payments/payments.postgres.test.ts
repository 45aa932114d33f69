import { describe } from 'vitest';
import { postgresAvailable, useEngine } from '../testing/harness';

// The payments contract suite again, on a PostgreSQL server with a connection pool (issue 16).
if (postgresAvailable()) {
  useEngine('postgres');
  await import('./payments.contract.test');
} else {
  describe.skip('payments contract on PostgreSQL (no server on this machine; mandatory in CI)', () =>
    undefined);
}
