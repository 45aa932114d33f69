/**
 * The real platform API in process for core-auth's tests: one seeded in-memory database per test
 * file, and per test an app with its own clock and a fetch that counts token refreshes.
 * Not exported from the package.
 * @internal
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ApiClient, createApiClient } from '@vitrine/api-client';
import { createApp, type Database } from '@vitrine/platform-api';
import { openSeededDatabase } from '../../../examples/platform-api/src/testing/seeded';

/** A migrated and seeded database. */
export interface Platform {
  readonly database: Database;
  readonly dataDir: string;
  close(): Promise<void>;
}

/** Opens an in-memory PGlite database, migrated and seeded. */
export async function openPlatform(): Promise<Platform> {
  const database = await openSeededDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-core-auth-'));
  return {
    database,
    dataDir,
    async close() {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Access-token lifetime of the test apps, in seconds. */
export const TEST_TOKEN_TTL_SECONDS = 60;

/** A request the app answered. */
export interface SeenRequest {
  readonly path: string;
  readonly token: string | null;
  readonly status: number;
}

/** One app over the platform's database, with a clock the test moves. */
export interface TestShop {
  /** A fetch that runs requests through the app in process. */
  readonly fetch: typeof globalThis.fetch;
  /** A new api-client of the demo shop (`localhost`). */
  client(): ApiClient;
  /** How many POST refresh calls reached the server. */
  refreshCalls(): number;
  /** Every request so far: path, `token` query parameter and answer status. */
  requests(): readonly SeenRequest[];
  /** Moves the server's clock on (tokens expire after {@link TEST_TOKEN_TTL_SECONDS}). */
  advance(ms: number): void;
  /** Lets every access token issued so far expire. */
  expireTokens(): void;
  /** The dev tokens of a customer (activation and reset tokens; /api/dev/tokens.json). */
  devTokens(
    email: string,
  ): Promise<{ customer_id: number; activation_token: string | null; reset_token: string | null }>;
}

/** Options of {@link openShop}. */
export interface ShopOptions {
  /** Added latency of the n-th request (0-based), in ms: interleaves answers with a refresh. */
  readonly latency?: (path: string, index: number) => number;
}

/** An app of the demo shop over `platform`. */
export function openShop(platform: Platform, options: ShopOptions = {}): TestShop {
  let now = Date.parse('2025-06-01T12:00:00Z');
  let refreshes = 0;
  const seen: SeenRequest[] = [];
  let requestCount = 0;
  const { app } = createApp({
    db: platform.database,
    dataDir: platform.dataDir,
    options: {
      now: () => new Date(now),
      accessTokenTtlSeconds: TEST_TOKEN_TTL_SECONDS,
      logError: () => undefined,
    },
  });
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.pathname === '/api/user/refresh.json') refreshes += 1;
    const delay = options.latency?.(url.pathname, requestCount++) ?? 0;
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    const response = await app.fetch(request);
    if (response.type === 'error') throw new TypeError('fetch failed');
    seen.push({ path: url.pathname, token: url.searchParams.get('token'), status: response.status });
    return response;
  }) as typeof globalThis.fetch;
  return {
    fetch,
    client: () => createApiClient({ baseURL: 'http://platform.test', shopDomain: 'localhost', fetch }),
    refreshCalls: () => refreshes,
    requests: () => seen,
    advance: (ms) => {
      now += ms;
    },
    expireTokens: () => {
      now += (TEST_TOKEN_TTL_SECONDS + 1) * 1000;
    },
    async devTokens(email) {
      const response = await fetch(
        `http://platform.test/api/dev/tokens.json?email=${encodeURIComponent(email)}`,
        {
          headers: { 'x-shop-domain': 'localhost' },
        },
      );
      const body = (await response.json()) as {
        result: { customer_id: number; activation_token: string | null; reset_token: string | null }[];
      };
      const row = body.result[0];
      if (!row) throw new Error(`no customer ${email}`);
      return row;
    },
  };
}

let customers = 0;

/** A fresh customer's register form (unique e-mail per call). */
export function newCustomer(password = 'analytical-engine') {
  customers += 1;
  return {
    email: `ada.${customers}.${Math.random().toString(36).slice(2, 8)}@example.com`,
    firstName: 'Ada',
    lastName: 'Lovelace',
    password,
    repeatPassword: password,
  };
}
