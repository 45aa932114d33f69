import { describe } from 'vitest';
import { postgresAvailable, useEngine } from '../testing/harness';

// The catalogue contract suite again, on a PostgreSQL server with a connection pool: the name sort
// asks for a collation (docs/decisions/0643), which the server must have as PGlite does.
if (postgresAvailable()) {
  useEngine('postgres');
  // The suite as a module of its own (see cart.postgres.test.ts).
  const suite = './catalog.test.ts?engine=postgres';
  await import(/* @vite-ignore */ suite);
} else {
  describe.skip('catalogue contract on PostgreSQL (no server on this machine; mandatory in CI)', () =>
    undefined);
}
