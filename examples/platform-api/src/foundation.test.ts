import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from './testing/harness';
import type { TestServer } from './testing/harness';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('foundation', () => {
  it('records the migrations', async () => {
    const rows = await server.database.query<{ name: string }>('SELECT name FROM _migrations ORDER BY name');
    expect(rows.map((row) => row.name)).toContain('0001_core.sql');
  });

  it('answers 404 JSON for an unknown shop', async () => {
    const response = await server.fetch('http://x/api/pages.json?handle=a', {
      headers: { 'x-shop-domain': 'nope.test' },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: 404, success: false, error: 'shop not found' });
  });

  it('answers 401 password protection on the locked shop', async () => {
    const response = await server.fetch('http://x/api/pages.json?handle=a', {
      headers: { 'x-shop-domain': 'locked.localhost' },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 401, success: false, error: 'password protection' });
  });
});
