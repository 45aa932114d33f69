/**
 * The real platform-api in process for the cart tests: PGlite in memory, migrated and seeded,
 * served through `app.fetch`. One server per test file (PGlite start-up is the slow part).
 * @internal
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type ApiClient,
  type ApiClientOptions,
  createApiClient,
  createTransport,
  type Transport,
} from '@vitrine/api-client';
import { createApp, type Database, type PlatformApp } from '@vitrine/platform-api';
import { openSeededDatabase } from '../../../examples/platform-api/src/testing/seeded';

/** A variant of the demo shop the tests add. */
export interface TestVariant {
  readonly id: number;
  readonly stock: number | undefined;
}

/** The platform under test. */
export interface TestPlatform {
  readonly app: PlatformApp;
  readonly database: Database;
  /** A fetch answering from the in-process app; a dropped connection rejects like a network error. */
  readonly fetch: typeof fetch;
  /** Available variants of the demo shop with plenty of stock (or untracked). */
  readonly variants: readonly TestVariant[];
  /** An available variant with little stock (adds beyond it fail with ITEM_OUT_STOCK). */
  readonly scarce: TestVariant;
  /** A client of the demo shop over `fetchImpl` (default: the in-process fetch). */
  client(fetchImpl?: typeof fetch, options?: Omit<ApiClientOptions, 'fetch'>): ApiClient;
  /** A transport of the demo shop over `fetchImpl` (default: the in-process fetch): what the cart takes. */
  transport(fetchImpl?: typeof fetch): Transport;
  /** Marks a cart's checkout completed (what the checkout does when its order completes). */
  completeCart(cartToken: string): Promise<void>;
  close(): Promise<void>;
}

/** Stock of the scarce variant. */
export const SCARCE_STOCK = 3;

/** The demo shop's domain in the seed. */
export const DEMO_SHOP = 'localhost';

/** Starts the platform: migrated, seeded, in memory. */
export async function startPlatform(): Promise<TestPlatform> {
  const database = await openSeededDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-cart-'));
  const app = createApp({ db: database, dataDir, options: { logError: () => undefined } });
  const inProcess = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const response = await app.app.fetch(new Request(input, init));
    if (response.type === 'error') throw new TypeError('fetch failed');
    return response;
  };
  // Four variants of the demo shop, their stock set here so the tests do not depend on seed values.
  const rows = await database.query<{ id: number }>(
    `select v.id from variants v
       join products p on p.id = v.product_id
       join shop_domains d on d.shop_id = v.shop_id
      where d.domain = $1 and p.published
      order by v.id limit 4`,
    [DEMO_SHOP],
  );
  const ids = rows.map((row) => row.id);
  if (ids.length < 4) throw new Error('the seed has fewer than 4 variants in the demo shop');
  const [scarceId] = ids.splice(3, 1);
  await database.query('update variants set track_quantity = false where id = any($1)', [ids]);
  await database.query('update variants set track_quantity = true, quantity = $2 where id = $1', [
    scarceId,
    SCARCE_STOCK,
  ]);
  return {
    app,
    database,
    fetch: inProcess as typeof fetch,
    variants: ids.map((id) => ({ id, stock: undefined })),
    scarce: { id: scarceId!, stock: SCARCE_STOCK },
    client: (fetchImpl = inProcess as typeof fetch, options = {}) =>
      createApiClient({
        baseURL: 'http://platform.test',
        shopDomain: DEMO_SHOP,
        fetch: fetchImpl,
        ...options,
      }),
    transport: (fetchImpl = inProcess as typeof fetch) =>
      createTransport({ baseURL: 'http://platform.test', shopDomain: DEMO_SHOP, fetch: fetchImpl }),
    async completeCart(cartToken) {
      await database.query('update carts set completed_at = now() where token = $1', [cartToken]);
    },
    async close() {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
