import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_JSON_BODY_BYTES,
  MAX_LINE_QUANTITY,
  MAX_PROPERTY_NAME_LENGTH,
  MAX_PROPERTY_VALUE_LENGTH,
} from '../limits';
import type { SafeError } from '../log-safe';
import { clientFor, createTestServer, expectOk } from '../testing/harness';
import type { TestServer } from '../testing/harness';
import { databaseState } from '../testing/db-state';

// Issue 16, "a server that holds": every bad body gets a 4xx JSON error and nothing changes.
let server: TestServer;
const logged: SafeError[] = [];
let mug: number | string = 0;
beforeAll(async () => {
  server = await createTestServer({ logError: (error) => logged.push(error) });
  mug =
    expectOk(
      await clientFor(server, 'localhost').call('catalog.product', { query: { handle: 'custom-photo-mug' } }),
    ).result.variants[0]?.id ?? 0;
});
afterAll(async () => {
  await server.close();
});

const demo = () => clientFor(server, 'localhost');

/** A cart holding 2 mugs, and its one line id. */
async function cartWithTwoMugs() {
  const { token } = expectOk(await demo().call('cart.create')).result;
  const cart = expectOk(
    await demo().call('cart.update', {
      query: { cart_token: token },
      body: { cartItem: { variant_id: mug, qty: 2 } },
    }),
  );
  return { token, itemId: cart.result.items[0]?.item_id ?? '' };
}

async function post(path: string, payload: string, headers: Record<string, string> = {}) {
  const response = await server.fetch(`http://platform.test${path}`, {
    method: 'POST',
    headers: { 'x-shop-domain': 'localhost', 'content-type': 'application/json', ...headers },
    body: payload,
  });
  const body = (await response.json()) as { error_code?: string; result: { items: unknown[] } };
  return { status: response.status, type: response.headers.get('content-type') ?? '', body };
}

describe('request limits', () => {
  it('answers a 2 MB cart update 413 before parsing it, logs nothing and changes nothing', async () => {
    const { token } = await cartWithTwoMugs();
    const before = await databaseState(server.database);
    const huge = JSON.stringify({
      cartItem: {
        variant_id: mug,
        qty: 1,
        properties: [{ name: 'Name on mug', value: 'x'.repeat(2 * 1024 * 1024) }],
      },
    });
    const answer = await post(`/api/checkout/cart/update.json?cart_token=${token}`, huge);
    expect(answer).toMatchObject({
      status: 413,
      type: expect.stringContaining('application/json'),
      body: { code: 413, success: false, error_code: 'PAYLOAD_TOO_LARGE' },
    });
    expect(await databaseState(server.database)).toEqual(before);
    expect(logged).toEqual([]);
  });

  it('accepts a body just under the limit and refuses one just over it', async () => {
    const { token } = await cartWithTwoMugs();
    const padded = (size: number) => {
      const base = JSON.stringify({ cartItem: { variant_id: mug, qty: 1 }, source: '' });
      return base.replace('"source":""', `"source":"${'s'.repeat(size - base.length)}"`);
    };
    const path = `/api/checkout/cart/update.json?cart_token=${token}`;
    expect((await post(path, padded(MAX_JSON_BODY_BYTES))).status).toBe(200);
    expect((await post(path, padded(MAX_JSON_BODY_BYTES + 1))).status).toBe(413);
  });

  it.each([
    ['a fractional quantity', 1.5],
    ['a quantity past the 32-bit column', 2 ** 31],
    ['a quantity above the stated maximum', MAX_LINE_QUANTITY + 1],
    ['adding zero', 0],
    ['adding a negative quantity', -3],
  ])('refuses %s when adding, and changes nothing', async (_, qty) => {
    const { token } = await cartWithTwoMugs();
    const before = await databaseState(server.database);
    const answer = await post(
      `/api/checkout/cart/update.json?cart_token=${token}`,
      JSON.stringify({ cartItem: { variant_id: mug, qty } }),
    );
    expect(answer).toMatchObject({ status: 400, body: { success: false, error_code: 'INVALID_QUANTITY' } });
    expect(await databaseState(server.database)).toEqual(before);
  });

  it('removes a line whose quantity is set below 1, and refuses a fractional set', async () => {
    const { token, itemId } = await cartWithTwoMugs();
    const path = `/api/checkout/cart/update.json?cart_token=${token}`;
    expect((await post(path, JSON.stringify({ cartItem: { item_id: itemId, qty: 2.5 } }))).status).toBe(400);
    const removed = await post(path, JSON.stringify({ cartItem: { item_id: itemId, qty: 0 } }));
    expect(removed.status).toBe(200);
    expect(removed.body.result.items).toEqual([]);
  });

  it('refuses a line that would hold more than the maximum', async () => {
    const { token } = await cartWithTwoMugs();
    const answer = await post(
      `/api/checkout/cart/update.json?cart_token=${token}`,
      JSON.stringify({ cartItem: { variant_id: mug, qty: MAX_LINE_QUANTITY } }),
    );
    expect(answer).toMatchObject({ status: 400, body: { error_code: 'INVALID_QUANTITY' } });
  });

  it('limits property names and values; the longest allowed pass', async () => {
    const { token } = await cartWithTwoMugs();
    const path = `/api/checkout/cart/update.json?cart_token=${token}`;
    const add = (name: string, value: string) =>
      post(path, JSON.stringify({ cartItem: { variant_id: mug, qty: 1, properties: [{ name, value }] } }));
    const before = await databaseState(server.database);
    expect((await add('n'.repeat(MAX_PROPERTY_NAME_LENGTH + 1), 'v')).body.error_code).toBe(
      'INVALID_LINE_CHANGE',
    );
    expect((await add('Gift message', 'v'.repeat(MAX_PROPERTY_VALUE_LENGTH + 1))).status).toBe(400);
    expect(await databaseState(server.database)).toEqual(before);
    const longest = await add('n'.repeat(MAX_PROPERTY_NAME_LENGTH), 'v'.repeat(MAX_PROPERTY_VALUE_LENGTH));
    expect(longest.status).toBe(200);
    expect(longest.body.result.items).toHaveLength(2);
    expect(logged).toEqual([]);
  });
});

describe('the log of a real failure', () => {
  it('names the failed statement but none of its values: no token, no password', async () => {
    const errors: SafeError[] = [];
    const broken = await createTestServer({ logError: (error) => errors.push(error) });
    try {
      // Sign-in inserts the new session's tokens: without the table, that insert fails (a 500).
      await broken.database.query('DROP TABLE user_sessions CASCADE');
      const response = await broken.fetch('http://platform.test/api/user/login.json', {
        method: 'POST',
        headers: { 'x-shop-domain': 'localhost', 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'demo@vitrine.test', password: 'vitrine123' }),
      });
      expect(response.status).toBe(500);
      expect(await response.json()).toMatchObject({ success: false, error_code: 'INTERNAL_ERROR' });
      expect(errors).toHaveLength(1);
      const logged = JSON.stringify(errors);
      expect(logged).toContain('user_sessions');
      expect(logged).not.toMatch(/\bat_|\brt_|vitrine123|params/);
    } finally {
      await broken.close();
    }
  });
});
