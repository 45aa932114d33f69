import { describe } from 'vitest';
import { postgresAvailable, useEngine } from '../testing/harness';

// The account contract suite again, on a PostgreSQL server with a connection pool (issue 16): row locks
// and unique constraints meet truly concurrent transactions there, never on PGlite.
if (postgresAvailable()) {
  useEngine('postgres');
  await import('./account.test');
} else {
  describe.skip('account contract on PostgreSQL (no server on this machine; mandatory in CI)', () =>
    undefined);
}
