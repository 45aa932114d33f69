/**
 * The real platform-api in process for the core-offers tests: PGlite in memory, migrated and
 * seeded, served through `app.fetch`. One server per test file (PGlite start-up is the slow part).
 * @internal
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTransport, type Transport } from '@vitrine/api-client';
import { createApp, type Database } from '@vitrine/platform-api';
import { openSeededDatabase } from '../../../examples/platform-api/src/testing/seeded';

/** The demo shop's domain in the seed. */
export const DEMO_SHOP = 'localhost';

/** The platform under test. */
export interface TestPlatform {
  readonly database: Database;
  /** Every request path the platform received, in order. */
  readonly requests: string[];
  /** A transport of the demo shop over the in-process app. */
  transport(): Transport;
  /** The demo product of a handle: its id and its collection ids. */
  product(handle: string): Promise<{ id: string; collectionIds: string[]; variantId: string }>;
  close(): Promise<void>;
}

/** Starts the platform: migrated, seeded, in memory (PGlite). */
export async function startPlatform(): Promise<TestPlatform> {
  const database = await openSeededDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-offers-'));
  const app = createApp({ db: database, dataDir, options: { logError: () => undefined } });
  const requests: string[] = [];
  const inProcess = (async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    requests.push(`${url.pathname}${url.search}`);
    const response = await app.app.fetch(request);
    if (response.type === 'error') throw new TypeError('fetch failed');
    return response;
  }) as typeof fetch;
  return {
    database,
    requests,
    transport: () =>
      createTransport({
        baseURL: `http://${DEMO_SHOP}`,
        shopDomain: DEMO_SHOP,
        fetch: inProcess,
        errorMonitor: false,
      }),
    async product(handle) {
      const rows = await database.query<{ id: number; collection_id: number | null; variant_id: number }>(
        `select p.id, cp.collection_id,
                (select v.id from variants v where v.product_id = p.id order by v.position, v.id limit 1) as variant_id
           from products p
           join shop_domains d on d.shop_id = p.shop_id
           left join collection_products cp on cp.product_id = p.id
          where d.domain = $1 and p.handle = $2
          order by cp.collection_id`,
        [DEMO_SHOP, handle],
      );
      const first = rows[0];
      if (!first) throw new Error(`no product ${handle}`);
      return {
        id: String(first.id),
        variantId: String(first.variant_id),
        collectionIds: rows.flatMap((row) => (row.collection_id === null ? [] : [String(row.collection_id)])),
      };
    },
    async close() {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
