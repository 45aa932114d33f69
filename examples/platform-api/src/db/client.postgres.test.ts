import { describe, expect, inject, it, vi } from 'vitest';
import { postgresAvailable } from '../testing/harness';
import { createDatabase, dropDatabase, onServer } from '../testing/postgres-databases';
import { openDatabase } from './client';

// A pooled connection the server closes while it is idle (a PostgreSQL restart, an administrator,
// a dropped database) is emitted as an error on its pool: with no listener, Node ends the process.
if (postgresAvailable()) {
  describe('the PostgreSQL pools', () => {
    it('outlive the server closing an idle connection: it is reported, not thrown, and the next query works', async () => {
      const { adminUrl } = inject('postgres');
      const name = `vitrine_idle_${process.pid}_${Date.now() % 100_000}`;
      const url = await createDatabase(adminUrl, name);
      const reported: Error[] = [];
      const database = await openDatabase({ databaseUrl: url, onIdleError: (error) => reported.push(error) });
      try {
        // one pooled connection opened, then idle
        expect(await database.query('select 1 as one')).toEqual([{ one: 1 }]);
        await onServer(adminUrl, [
          `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}'`,
        ]);
        await vi.waitFor(() => expect(reported).toHaveLength(1));
        expect((reported[0] as Error & { code?: string }).code).toBe('57P01');
        expect(await database.query('select 2 as two')).toEqual([{ two: 2 }]);
      } finally {
        await database.close();
        await dropDatabase(adminUrl, name);
      }
    });
  });
} else {
  describe.skip('the PostgreSQL pools (no server on this machine; mandatory in CI)', () => undefined);
}
