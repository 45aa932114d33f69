/**
 * The real platform-api in process for the checkout tests: PGlite in memory, migrated and seeded,
 * served through `app.fetch`. One server per test file (PGlite start-up is the slow part).
 * @internal
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cartCreate, cartUpdateMultiple, createTransport, type Transport } from '@vitrine/api-client';
import {
  createApp,
  type Database,
  migrate,
  openDatabase,
  type PlatformApp,
  seed,
} from '@vitrine/platform-api';
import { openSeededDatabase } from '../../../examples/platform-api/src/testing/seeded';
import type { CheckoutFacade } from './checkout.facade';
import type { CheckoutSnapshot } from './checkout.selectors';

/** The test gateway's cards (examples/platform-api/PAYMENTS.md). */
export const CARDS = {
  ok: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  threeDSecure: '4000 0000 0000 3220',
} as const;

/** A test card the strategy collects. */
export const card = (cardNumber: string) => ({ cardNumber, expMonth: 12, expYear: 2040, cvc: '123' });

/** A US shipping address, as the facade speaks it. */
export const US_ADDRESS = {
  firstName: 'Dana',
  lastName: 'Demo',
  address1: '1 Market Street',
  city: 'San Francisco',
  province: 'California',
  provinceCode: 'CA',
  zip: '94105',
  country: 'United States',
  countryCode: 'US',
  phone: '+1 555 0100',
} as const;

/** A Canadian shipping address: the seed's zones ship outdoor goods only in the US. */
export const CANADIAN_ADDRESS = {
  ...US_ADDRESS,
  address1: '100 Queen Street West',
  city: 'Toronto',
  province: 'Ontario',
  provinceCode: 'ON',
  zip: 'M5H 2N2',
  country: 'Canada',
  countryCode: 'CA',
} as const;

/** The demo shop's domain in the seed. */
export const DEMO_SHOP = 'localhost';

/** The platform under test. */
export interface TestPlatform {
  readonly app: PlatformApp;
  readonly database: Database;
  readonly fetch: typeof fetch;
  /** Variants of the demo shop with untracked stock. */
  readonly variants: readonly number[];
  /** A transport of a shop over `fetchImpl` (default: the in-process fetch). */
  transport(fetchImpl?: typeof fetch, domain?: string): Transport;
  /** A new cart of the shop with lines; its tokens. */
  cart(
    lines: readonly { variant_id: number; qty: number }[],
    domain?: string,
  ): Promise<{ cartToken: string; checkoutToken: string }>;
  /** A published variant of a shop (outside collection `notIn` when given), stock untracked. */
  variantOf(domain: string, notIn?: string): Promise<number>;
  /** How many orders a checkout has. */
  ordersOf(checkoutToken: string): Promise<number>;
  close(): Promise<void>;
}

/** A PostgreSQL database at `url`, migrated and seeded. */
async function openPostgres(url: string): Promise<Database> {
  const database = await openDatabase({ databaseUrl: url });
  await migrate(database);
  await seed(database.db);
  return database;
}

/** Starts the platform: migrated, seeded, in memory (PGlite), or on `databaseUrl` (a PostgreSQL server, pooled). */
export async function startPlatform(options: { readonly databaseUrl?: string } = {}): Promise<TestPlatform> {
  const database = options.databaseUrl ? await openPostgres(options.databaseUrl) : await openSeededDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-checkout-'));
  const app = createApp({ db: database, dataDir, options: { logError: () => undefined } });
  const inProcess = (async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const response = await app.app.fetch(new Request(input, init));
    if (response.type === 'error') throw new TypeError('fetch failed');
    return response;
  }) as typeof fetch;
  const rows = await database.query<{ id: number }>(
    `select v.id from variants v
       join products p on p.id = v.product_id
       join shop_domains d on d.shop_id = v.shop_id
      where d.domain = $1 and p.published
      order by v.id limit 3`,
    [DEMO_SHOP],
  );
  const variants = rows.map((row) => row.id);
  await database.query('update variants set track_quantity = false where id = any($1)', [variants]);
  const transport = (fetchImpl: typeof fetch = inProcess, domain = DEMO_SHOP) =>
    createTransport({
      baseURL: `http://${domain}`,
      shopDomain: domain,
      fetch: fetchImpl,
      errorMonitor: false,
    });
  return {
    app,
    database,
    fetch: inProcess,
    variants,
    transport,
    async cart(lines, domain = DEMO_SHOP) {
      const t = transport(inProcess, domain);
      const created = await t.send(cartCreate);
      if (!created.ok) throw new Error(`cart.create failed: ${JSON.stringify(created.failure)}`);
      const { token, checkout_token } = created.data.result;
      if (lines.length > 0) {
        const updated = await t.send(cartUpdateMultiple, {
          query: { cart_token: token },
          body: { cartItems: [...lines], source: 'test' },
        });
        if (!updated.ok) throw new Error(`cart.updateMultiple failed: ${JSON.stringify(updated.failure)}`);
      }
      return { cartToken: token, checkoutToken: checkout_token };
    },
    async variantOf(domain, notIn) {
      const found = await database.query<{ id: number }>(
        `select v.id from variants v
           join products p on p.id = v.product_id
           join shop_domains d on d.shop_id = v.shop_id
          where d.domain = $1 and p.published
            and ($2::text is null or not exists (
              select 1 from collection_products cp join collections c on c.id = cp.collection_id
               where cp.product_id = p.id and c.handle = $2))
          order by v.id limit 1`,
        [domain, notIn ?? null],
      );
      const id = found[0]?.id;
      if (id === undefined) throw new Error(`no variant on ${domain}`);
      await database.query('update variants set track_quantity = false where id = $1', [id]);
      return id;
    },
    async ordersOf(checkoutToken) {
      const found = await database.query<{ n: number }>(
        `select count(*)::int as n from orders o join checkouts c on c.id = o.checkout_id where c.token = $1`,
        [checkoutToken],
      );
      return found[0]?.n ?? 0;
    },
    async close() {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resolves with the first snapshot (now or later) of `facade` that matches `predicate`. */
export function until(
  facade: Pick<CheckoutFacade, 'getSnapshot' | 'subscribe'>,
  predicate: (snapshot: CheckoutSnapshot) => boolean,
): Promise<CheckoutSnapshot> {
  return new Promise((resolve) => {
    if (predicate(facade.getSnapshot())) return resolve(facade.getSnapshot());
    const stop = facade.subscribe((snapshot) => {
      if (!predicate(snapshot)) return;
      stop();
      resolve(snapshot);
    });
  });
}
