import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, createTestServer, expectOk } from '../testing/harness';
import type { TestServer } from '../testing/harness';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});

afterAll(async () => {
  await server?.close();
});

async function stored(
  domain: string,
): Promise<{ event: string; params: { params: Record<string, unknown> } }[]> {
  const response = await server.fetch('http://x/api/dev/actions.json', {
    headers: { 'x-shop-domain': domain },
  });
  return (
    (await response.json()) as { result: { event: string; params: { params: Record<string, unknown> } }[] }
  ).result;
}

describe('the first-party tracker (001 §7 Analytics)', () => {
  it('stores an event id once: a repeated call (a client re-sending after a lost answer) succeeds without a second row', async () => {
    const client = clientFor(server, 'localhost');
    const call = (eventId: string | undefined, event = 'add_to_cart') =>
      client.call('tracker.track', {
        query: {
          event,
          session_id: 's-1',
          distinct_id: 'd-1',
          params: JSON.stringify({ page_url: '/cart', ...(eventId ? { event_id: eventId } : {}) }),
        },
      });
    expectOk(await call('ev-1'));
    expectOk(await call('ev-1'));
    expectOk(await call('ev-2'));
    expectOk(await call(undefined, 'view_content'));
    expectOk(await call(undefined, 'view_content'));
    const rows = await stored('localhost');
    expect(rows.filter((row) => row.params.params.event_id === 'ev-1')).toHaveLength(1);
    expect(rows.filter((row) => row.params.params.event_id === 'ev-2')).toHaveLength(1);
    // Without an event id every call is stored, as before.
    expect(rows.filter((row) => row.event === 'view_content')).toHaveLength(2);
  });

  it('keeps event ids per shop', async () => {
    const euro = clientFor(server, 'euro.localhost');
    expectOk(
      await euro.call('tracker.track', {
        query: { event: 'add_to_cart', session_id: 's-2', params: JSON.stringify({ event_id: 'ev-1' }) },
      }),
    );
    expect((await stored('euro.localhost')).map((row) => row.params.params.event_id)).toEqual(['ev-1']);
  });
});
