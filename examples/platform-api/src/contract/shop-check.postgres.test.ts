import { describe } from 'vitest';
import { postgresAvailable, useEngine } from '../testing/harness';

// The shop check of the cart routes (decision 0482) again, on a PostgreSQL server with a connection
// pool: two instances on one database, as two processes would be.
if (postgresAvailable()) {
  useEngine('postgres');
  // The suite as a module of its own (see cart.postgres.test.ts).
  const suite = './shop-check.test.ts?engine=postgres';
  await import(/* @vite-ignore */ suite);
} else {
  describe.skip('shop check on PostgreSQL (no server on this machine; mandatory in CI)', () => undefined);
}
