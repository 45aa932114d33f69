import { describe } from 'vitest';
import { postgresAvailable, useEngine } from '../testing/harness';

// The idempotency suite on a PostgreSQL server with a pool of 10 connections: the concurrent
// requests run in truly concurrent transactions (issue 16).
if (postgresAvailable()) {
  useEngine('postgres');
  await import('./idempotency.test');
} else {
  describe.skip('idempotency on PostgreSQL (no server on this machine; mandatory in CI)', () => undefined);
}
