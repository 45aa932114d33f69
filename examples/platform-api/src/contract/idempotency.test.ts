import { getTableColumns } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineProductColumns, lineVariantColumns } from '../cart/cart-view';
import { requestFingerprint } from '../cart/idempotency';
import type { Columns } from '../cart/selected-columns';
import { cartItems } from '../db/schema/index';
import { clientFor, createTestServer, expectOk } from '../testing/harness';
import type { TestServer } from '../testing/harness';

// Idempotency keys (issue 16): concurrent requests with one key run once; a key reused with another
// cart or another body answers 422. Runs on PGlite here and on a pooled PostgreSQL server in
// idempotency.postgres.test.ts, where the requests truly run at the same time.
let server: TestServer;
let mug: number | string = 0;
beforeAll(async () => {
  server = await createTestServer();
  mug =
    expectOk(
      await clientFor(server, 'localhost').call('catalog.product', { query: { handle: 'custom-photo-mug' } }),
    ).result.variants[0]?.id ?? 0;
});
afterAll(async () => {
  await server.close();
});

async function send(method: string, path: string, key: string, body?: unknown) {
  const response = await server.fetch(`http://platform.test${path}`, {
    method,
    headers: { 'x-shop-domain': 'localhost', 'content-type': 'application/json', 'idempotency-key': key },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return {
    status: response.status,
    replayed: response.headers.get('idempotent-replayed') === 'true',
    body: (await response.json()) as {
      error_code?: string;
      result: { token?: string; items?: { qty: number }[] };
    },
  };
}

async function newCartToken(): Promise<string> {
  return expectOk(await clientFor(server, 'localhost').call('cart.create')).result.token;
}

describe('idempotency keys', () => {
  it('runs ten concurrent adds with one key once, and answers all ten alike', async () => {
    const token = await newCartToken();
    const add = { cartItem: { variant_id: mug, qty: 1 } };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        send('POST', `/api/checkout/cart/update.json?cart_token=${token}`, 'add-once', add),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    for (const answer of answers) expect(answer.body).toEqual(answers[0]?.body);
    const cart = expectOk(
      await clientFor(server, 'localhost').call('cart.get', { query: { cart_token: token } }),
    );
    expect(cart.result.items.map((item) => item.qty)).toEqual([1]);
  });

  it('creates one cart for concurrent creates with one key', async () => {
    const before = await server.database.query<{ n: number }>('SELECT count(*)::int AS n FROM carts');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => send('POST', '/api/checkout/cart/create.json', 'create-once')),
    );
    expect(new Set(answers.map((a) => a.body.result.token)).size).toBe(1);
    const after = await server.database.query<{ n: number }>('SELECT count(*)::int AS n FROM carts');
    expect(after[0]?.n).toBe((before[0]?.n ?? 0) + 1);
  });

  it('answers 422 for a key reused with another cart or another body, and changes nothing', async () => {
    const first = await newCartToken();
    const second = await newCartToken();
    const add = (qty: number) => ({ cartItem: { variant_id: mug, qty } });
    expect(
      (await send('POST', `/api/checkout/cart/update.json?cart_token=${first}`, 'k-reuse', add(1))).status,
    ).toBe(200);
    const otherCart = await send(
      'POST',
      `/api/checkout/cart/update.json?cart_token=${second}`,
      'k-reuse',
      add(1),
    );
    expect(otherCart).toMatchObject({ status: 422, body: { error_code: 'IDEMPOTENCY_KEY_REUSED' } });
    const otherBody = await send(
      'POST',
      `/api/checkout/cart/update.json?cart_token=${first}`,
      'k-reuse',
      add(2),
    );
    expect(otherBody).toMatchObject({ status: 422, body: { error_code: 'IDEMPOTENCY_KEY_REUSED' } });
    const client = clientFor(server, 'localhost');
    const items = async (token: string) =>
      expectOk(await client.call('cart.get', { query: { cart_token: token } })).result.items.map(
        (i) => i.qty,
      );
    expect([await items(first), await items(second)]).toEqual([[1], []]);
  });

  it('runs a request whose key was held by one that gave up, once the holder let go (create and add)', async () => {
    // A claim with no answer yet, of the same request: another copy of it holding the key (as
    // while it runs).
    const hold = (key: string, path: string, body = '') =>
      server.database.query(
        `INSERT INTO idempotency_keys (shop_id, key, method, path, fingerprint, status, body)
         SELECT shop_id, $1, 'POST', $2, $3, NULL, NULL FROM shop_domains WHERE domain = 'localhost'`,
        [
          key,
          new URL(path, 'http://platform.test').pathname,
          requestFingerprint('POST', `http://platform.test${path}`, body),
        ],
      );
    const release = (key: string) =>
      server.database.query('DELETE FROM idempotency_keys WHERE key = $1', [key]);
    const token = await newCartToken();
    const addPath = `/api/checkout/cart/update.json?cart_token=${token}`;
    const add = { cartItem: { variant_id: mug, qty: 2 } };
    await hold('k-held-add', addPath, JSON.stringify(add));
    await hold('k-held-create', '/api/checkout/cart/create.json');
    const waiting = Promise.all([
      send('POST', addPath, 'k-held-add', add),
      send('POST', '/api/checkout/cart/create.json', 'k-held-create'),
    ]);
    let answered = false;
    void waiting.then(() => {
      answered = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(answered).toBe(false); // both wait while the keys are held
    await release('k-held-add');
    await release('k-held-create');
    const [added, created] = await waiting;
    expect([added.status, added.replayed, added.body.result.items?.map((item) => item.qty)]).toEqual([
      200,
      false,
      [2],
    ]);
    expect([created.status, created.replayed, typeof created.body.result.token]).toEqual([
      200,
      false,
      'string',
    ]);
    // Their answers were stored when they ran: a retry replays them.
    const again = await send('POST', '/api/checkout/cart/create.json', 'k-held-create');
    expect([again.replayed, again.body.result.token]).toEqual([true, created.body.result.token]);
  });

  it('replays the answer an add gave, though its cart changed since, and applies the add once', async () => {
    const token = await newCartToken();
    const path = `/api/checkout/cart/update.json?cart_token=${token}`;
    const add = { cartItem: { variant_id: mug, qty: 1 } };
    const first = await send('POST', path, 'k-replay-later', add);
    const other = await send('POST', path, 'k-replay-other', { cartItem: { variant_id: mug, qty: 2 } });
    const again = await send('POST', path, 'k-replay-later', add);
    expect([first.status, first.replayed, again.status, again.replayed]).toEqual([200, false, 200, true]);
    expect(again.body).toEqual(first.body);
    expect([first, other].map((a) => a.body.result.items?.map((item) => item.qty))).toEqual([[1], [3]]);
    // Its statement stored the cart it read with the change, and the replay built the answer from it
    // (decisions 0478, 0556).
    const stored = await server.database.query<{ answer_from: string | null }>(
      "SELECT answer_from FROM idempotency_keys WHERE key = 'k-replay-later'",
    );
    expect(stored.map((row) => row.answer_from)).toEqual(['cart-shown']);
  });

  it.each([
    ['cart', 'objects by column name, as adds stored it before decision 0556'],
    ['cart-read', 'arrays of whole rows, as 1cc9e9d and 5078224 stored it'],
  ])("replays an add answer stored as '%s' (%s)", async (answerFrom) => {
    const token = await newCartToken();
    const path = `/api/checkout/cart/update.json?cart_token=${token}`;
    const add = { cartItem: { variant_id: mug, qty: 1 } };
    const key = `k-replay-${answerFrom}`;
    const first = await send('POST', path, key, add);
    // The stored cart rewritten in the earlier form, from the rows as they are.
    const [stored] = await server.database.query<{ body: [string, unknown[], unknown[][][]] }>(
      'SELECT body FROM idempotency_keys WHERE key = $1',
      [key],
    );
    const [currency, cart = [], [[, variant = [], product = []] = []] = []] = stored?.body ?? [];
    const [rows] = await server.database.query<{
      cart: Record<string, unknown>;
      line: Record<string, unknown>;
    }>(
      `SELECT row_to_json(c) AS cart, row_to_json(l) AS line
       FROM carts c JOIN cart_items l ON l.cart_id = c.id WHERE c.token = $1`,
      [token],
    );
    const named = (names: readonly string[], values: readonly unknown[]) =>
      Object.fromEntries(names.map((name, index) => [name, values[index]]));
    const namesOf = (columns: Columns) => Object.values(columns).map((column) => column.name);
    const lineNames = namesOf(getTableColumns(cartItems));
    const earlier =
      answerFrom === 'cart'
        ? {
            currency,
            cart: rows?.cart,
            lines: [
              {
                l: rows?.line,
                v: named(namesOf(lineVariantColumns), variant),
                p: named(namesOf(lineProductColumns), product),
              },
            ],
          }
        : [currency, cart, [[lineNames.map((name) => rows?.line[name]), variant, product]]];
    await server.database.query(
      'UPDATE idempotency_keys SET body = $1::text::jsonb, answer_from = $2 WHERE key = $3',
      [JSON.stringify(earlier), answerFrom, key],
    );
    const again = await send('POST', path, key, add);
    expect([again.status, again.replayed]).toEqual([200, true]);
    expect(again.body).toEqual(first.body);
  });

  it('applies concurrent adds to two carts with one key to one cart only; the other answers 422', async () => {
    // The add writes its key's row last, in its own statement (decision 0478): the add that loses
    // the key must be undone whole, though its cart is another one (no lock in common).
    const carts = [await newCartToken(), await newCartToken()];
    const add = { cartItem: { variant_id: mug, qty: 1 } };
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        send('POST', `/api/checkout/cart/update.json?cart_token=${carts[index % 2]}`, 'k-two-carts', add),
      ),
    );
    const client = clientFor(server, 'localhost');
    const quantities = await Promise.all(
      carts.map(async (token) =>
        expectOk(await client.call('cart.get', { query: { cart_token: token } })).result.items.map(
          (item) => item.qty,
        ),
      ),
    );
    expect(quantities.flat()).toEqual([1]);
    const won = quantities.findIndex((items) => items.length > 0);
    expect(answers.map((a) => a.status)).toEqual(answers.map((_, index) => (index % 2 === won ? 200 : 422)));
    expect(answers.filter((a) => a.status === 200 && !a.replayed)).toHaveLength(1);
  });

  it("stores and replays the whole answer of an add to a cart with a discount code (the code's discount)", async () => {
    const token = await newCartToken();
    const client = clientFor(server, 'localhost');
    expectOk(await client.call('cart.get', { query: { cart_token: token, discount_code: 'WELCOME10' } }));
    const path = `/api/checkout/cart/update.json?cart_token=${token}`;
    const add = { cartItem: { variant_id: mug, qty: 2 } };
    const first = await send('POST', path, 'k-discounted', add);
    const again = await send('POST', path, 'k-discounted', add);
    expect([first.status, again.status, again.replayed]).toEqual([200, 200, true]);
    expect(again.body).toEqual(first.body);
    expect(first.body).toMatchObject({ price_rule: { code: 'WELCOME10' }, result: { total_discounts: 3.9 } });
    const stored = await server.database.query<{ answer_from: string | null }>(
      "SELECT answer_from FROM idempotency_keys WHERE key = 'k-discounted'",
    );
    expect(stored.map((row) => row.answer_from)).toEqual([null]);
  });

  it('leaves the key unused when the request is refused before it changes anything', async () => {
    const token = await newCartToken();
    const path = `/api/checkout/cart/update.json?cart_token=${token}`;
    const malformed = await send('POST', path, 'k-malformed', { cartItem: { variant_id: mug } });
    expect(malformed.status).toBe(400);
    const good = await send('POST', path, 'k-malformed', { cartItem: { variant_id: mug, qty: 1 } });
    expect([good.status, good.replayed, good.body.result.items?.map((item) => item.qty)]).toEqual([
      200,
      false,
      [1],
    ]);
  });

  it('lets a key whose first request was refused with 4xx replay that refusal', async () => {
    const token = await newCartToken();
    const bad = { cartItem: { variant_id: mug, qty: 0 } };
    const path = `/api/checkout/cart/update.json?cart_token=${token}`;
    const first = await send('POST', path, 'k-refused', bad);
    const again = await send('POST', path, 'k-refused', bad);
    expect([first.status, again.status, again.replayed]).toEqual([400, 400, true]);
  });
});
