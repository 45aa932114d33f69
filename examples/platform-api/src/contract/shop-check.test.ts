import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { clientFor, createTestServer, expectOk } from '../testing/harness';
import type { TestServer } from '../testing/harness';

// The cart's hot routes take their shop from what the process last read for the domain and confirm
// it in their own statement (decision 0482). Whatever changes the shop (another instance on the
// same database, the database itself), the next request of every instance must answer as a fresh
// look-up would, and write nothing for a shop that was no longer the one it was given.

let server: TestServer;
/** A second instance on the same database, as a second process would be. */
let other: { fetch: (request: Request) => Response | Promise<Response> };
let variantId = 0;
let demoShopId = 0;
let euroShopId = 0;
const DOMAIN = 'check.localhost';

beforeAll(async () => {
  server = await createTestServer();
  const { app } = createApp({
    db: server.database,
    dataDir: server.dataDir,
    options: { logError: () => undefined, storefrontDir: `${server.dataDir}/no-storefront` },
  });
  other = app;
  const product = expectOk(
    await clientFor(server, 'localhost').call('catalog.product', { query: { handle: 'classic-crew-tee' } }),
  ).result;
  variantId = Number(product.variants[0]?.id);
  const shops = await server.database.query<{ id: number; domain: string }>(
    `SELECT shop_id AS id, domain FROM shop_domains WHERE domain IN ('localhost', 'euro.localhost')`,
  );
  demoShopId = shops.find((s) => s.domain === 'localhost')?.id ?? 0;
  euroShopId = shops.find((s) => s.domain === 'euro.localhost')?.id ?? 0;
});
afterAll(async () => {
  await server.close();
});

let saved:
  | { currency: string; password_hash: string | null; password_access_hash: string | null }
  | undefined;
beforeEach(async () => {
  // Each test starts with the domain on the demo shop, as both instances last read it.
  [saved] = await server.database.query(
    'SELECT currency, password_hash, password_access_hash FROM shops WHERE id = $1',
    [demoShopId],
  );
  await server.database.query(
    'INSERT INTO shop_domains (domain, shop_id) VALUES ($1, $2) ON CONFLICT (domain) DO UPDATE SET shop_id = $2',
    [DOMAIN, demoShopId],
  );
  return async () => {
    await server.database.query(
      'UPDATE shops SET currency = $2, password_hash = $3, password_access_hash = $4 WHERE id = $1',
      [demoShopId, saved?.currency, saved?.password_hash, saved?.password_access_hash],
    );
    await server.database.query('DELETE FROM shop_domains WHERE domain = $1', [DOMAIN]);
  };
});

type Instance = { fetch: (request: Request) => Response | Promise<Response> };
const instances = (): [string, Instance][] => [
  ['this instance', server],
  ['another instance', other],
];

async function call(
  instance: Instance,
  method: string,
  path: string,
  options: { body?: unknown; key?: string | undefined; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const headers: Record<string, string> = { 'x-shop-domain': DOMAIN, ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.key) headers['idempotency-key'] = options.key;
  const response = await instance.fetch(
    new Request(`http://platform.test${path}`, {
      method,
      headers,
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    }),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const create = (instance: Instance, key?: string) =>
  call(instance, 'POST', '/api/checkout/cart/create.json', { body: {}, key });
const add = (
  instance: Instance,
  token: string,
  key?: string,
  body: unknown = { cartItem: { variant_id: variantId, qty: 1 } },
) => call(instance, 'POST', `/api/checkout/cart/update.json?cart_token=${token}`, { body, key });
const get = (instance: Instance, token: string) =>
  call(instance, 'GET', `/api/checkout/cart.json?cart_token=${token}`);
const result = (answer: { body: Record<string, unknown> }) => answer.body.result as Record<string, unknown>;

/** A cart made through both instances, so each has read the shop of {@link DOMAIN}. */
async function cartKnownToBoth(): Promise<string> {
  const created = await create(server, crypto.randomUUID());
  expect(created.status).toBe(200);
  const token = String(result(created).token);
  for (const [, instance] of instances()) expect((await get(instance, token)).status).toBe(200);
  return token;
}

const count = async (sql: string, params: unknown[]) =>
  (await server.database.query<{ n: number }>(sql, params))[0]?.n ?? -1;

describe('the cart routes confirm the shop they were given (decision 0482)', () => {
  it("answer in the shop's new currency as soon as it changed, on every instance", async () => {
    const token = await cartKnownToBoth();
    await server.database.query(`UPDATE shops SET currency = 'EUR' WHERE id = $1`, [demoShopId]);
    for (const [, instance] of instances()) {
      expect(result(await get(instance, token)).currency).toBe('EUR');
      expect(result(await add(instance, token, crypto.randomUUID())).currency).toBe('EUR');
      expect(result(await add(instance, token)).currency).toBe('EUR');
    }
  });

  it('refuse with 401 on a shop locked meanwhile, and write nothing', async () => {
    const token = await cartKnownToBoth();
    await server.database.query(
      `UPDATE shops SET password_hash = l.password_hash, password_access_hash = l.password_access_hash
       FROM shops l JOIN shop_domains d ON d.shop_id = l.id AND d.domain = 'locked.localhost'
       WHERE shops.id = $1`,
      [demoShopId],
    );
    const carts = await count('SELECT count(*)::int AS n FROM carts WHERE shop_id = $1', [demoShopId]);
    const keys = await count('SELECT count(*)::int AS n FROM idempotency_keys WHERE shop_id = $1', [
      demoShopId,
    ]);
    for (const [name, instance] of instances()) {
      const refusals = [
        await create(instance, crypto.randomUUID()),
        await create(instance),
        await add(instance, token, crypto.randomUUID()),
        await add(instance, token),
        await get(instance, token),
        // A request refused as it is read answers the lock first, as a fresh look-up would.
        await add(instance, token, crypto.randomUUID(), { cartItem: { qty: 'many' } }),
        await call(instance, 'GET', '/api/checkout/cart.json'),
      ];
      for (const refusal of refusals) {
        expect(refusal, name).toMatchObject({ status: 401, body: { error_code: 'PASSWORD_PROTECTED' } });
      }
    }
    expect(await count('SELECT count(*)::int AS n FROM carts WHERE shop_id = $1', [demoShopId])).toBe(carts);
    expect(
      await count('SELECT count(*)::int AS n FROM idempotency_keys WHERE shop_id = $1', [demoShopId]),
    ).toBe(keys);
    expect(
      await count(
        'SELECT count(*)::int AS n FROM cart_items i JOIN carts c ON c.id = i.cart_id WHERE c.token = $1',
        [token],
      ),
    ).toBe(0);
  });

  it('follow a domain moved to another shop, and write nothing for the old one', async () => {
    const token = await cartKnownToBoth();
    await server.database.query('UPDATE shop_domains SET shop_id = $2 WHERE domain = $1', [
      DOMAIN,
      euroShopId,
    ]);
    for (const [name, instance] of instances()) {
      // The cart belongs to the demo shop: the domain's shop now has no such cart.
      expect(await get(instance, token), name).toMatchObject({
        status: 404,
        body: { error_code: 'CART_NOT_FOUND' },
      });
      expect((await add(instance, token, crypto.randomUUID())).status, name).toBe(404);
      const created = await create(instance, crypto.randomUUID());
      expect(result(created).token, name).toBeTruthy();
      const [row] = await server.database.query<{ shop_id: number }>(
        'SELECT shop_id FROM carts WHERE token = $1',
        [result(created).token],
      );
      expect(row?.shop_id, name).toBe(euroShopId);
      expect(result(await get(instance, String(result(created).token))).currency, name).toBe('EUR');
    }
    expect(
      await count(
        'SELECT count(*)::int AS n FROM cart_items i JOIN carts c ON c.id = i.cart_id WHERE c.token = $1',
        [token],
      ),
    ).toBe(0);
  });

  it('answer 404 for a domain no shop serves any more', async () => {
    const token = await cartKnownToBoth();
    await server.database.query('DELETE FROM shop_domains WHERE domain = $1', [DOMAIN]);
    for (const [name, instance] of instances()) {
      for (const refusal of [
        await get(instance, token),
        await add(instance, token),
        await create(instance, crypto.randomUUID()),
      ]) {
        expect(refusal.status, name).toBe(404);
        expect(refusal.body.error_code, name).toBeUndefined();
      }
    }
  });

  it('replay a keyed add once its shop changed, as first answered', async () => {
    const token = await cartKnownToBoth();
    const key = crypto.randomUUID();
    const first = await add(server, token, key);
    expect(result(first).total_quantity).toBe(1);
    await server.database.query(`UPDATE shops SET name = name || ' ' WHERE id = $1`, [demoShopId]);
    for (const [name, instance] of instances()) {
      const replay = await add(instance, token, key);
      expect(replay.body, name).toEqual(first.body);
    }
    expect(result(await get(other, token)).total_quantity).toBe(1);
  });
});
