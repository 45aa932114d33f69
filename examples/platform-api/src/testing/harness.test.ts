import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, createTestServer, type TestServer } from './harness';

describe('the in-process test server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it('lets a client time-out fire while the handler is still busy, like a real fetch', async () => {
    server.deps.chaos.set({ latency: 2000, seed: 1 });
    const client = clientFor(server, 'localhost');
    const result = await client.call('catalog.validate', {}, { timeout: 100 });
    server.deps.chaos.set({});
    expect(result).toEqual({ ok: false, failure: { kind: 'timeout', success: false, timeoutMs: 100 } });
  });

  it('answers normally without chaos', async () => {
    const result = await clientFor(server, 'localhost').call('catalog.validate');
    expect(result.ok).toBe(true);
  });
});
