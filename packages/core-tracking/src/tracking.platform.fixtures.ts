/**
 * The real platform-api in process for the tracking tests: PGlite in memory, migrated and seeded,
 * served through `app.fetch`, with the stored actions read from its dev endpoint. One server per
 * test file (PGlite start-up is the slow part).
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

/** An action the tracker stored (GET /api/dev/actions.json). */
export interface StoredAction {
  readonly id: number;
  readonly event: string;
  readonly session_id: string | null;
  readonly distinct_id: string | null;
  readonly customer_id: string | null;
  /** Every query parameter, `params` parsed. */
  readonly params: Record<string, unknown> & { readonly params: Record<string, unknown> };
}

/** The platform under test. */
export interface TestPlatform {
  readonly database: Database;
  readonly fetch: typeof fetch;
  /** A published product of the demo shop and one of its variants, stock untracked. */
  readonly product: { readonly handle: string; readonly variantId: number };
  /** A transport of the demo shop over `fetchImpl` (default: the in-process fetch). */
  transport(fetchImpl?: typeof fetch): Transport;
  /** The actions the tracker stored for the demo shop, oldest first. */
  actions(): Promise<readonly StoredAction[]>;
  close(): Promise<void>;
}

/** Starts the platform: migrated, seeded, in memory. */
export async function startPlatform(): Promise<TestPlatform> {
  const database = await openSeededDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-tracking-'));
  const app = createApp({ db: database, dataDir, options: { logError: () => undefined } });
  const inProcess = (async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const response = await app.app.fetch(new Request(input, init));
    if (response.type === 'error') throw new TypeError('fetch failed');
    return response;
  }) as typeof fetch;
  const [row] = await database.query<{ handle: string; id: number }>(
    `select p.handle, v.id from products p
       join variants v on v.product_id = p.id
       join shop_domains d on d.shop_id = p.shop_id
      where d.domain = $1 and p.published
      order by p.id, v.id limit 1`,
    [DEMO_SHOP],
  );
  if (!row) throw new Error('the seed has no published product in the demo shop');
  await database.query('update variants set track_quantity = false where id = $1', [row.id]);
  return {
    database,
    fetch: inProcess,
    product: { handle: row.handle, variantId: row.id },
    transport: (fetchImpl = inProcess) =>
      createTransport({ baseURL: 'http://platform.test', shopDomain: DEMO_SHOP, fetch: fetchImpl }),
    async actions() {
      const response = await inProcess('http://platform.test/api/dev/actions.json?limit=1000', {
        headers: { 'x-shop-domain': DEMO_SHOP },
      });
      const body = (await response.json()) as { result: StoredAction[] };
      return [...body.result].reverse();
    },
    async close() {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
