import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ApiClient, ApiClientOptions, ApiFailure } from '@vitrine/api-client';
import { createApiClient } from '@vitrine/api-client';
import { afterAll, inject } from 'vitest';
import { createApp } from '../app';
import type { AppOptions, PlatformApp } from '../app';
import { openDatabase } from '../db/client';
import type { Database } from '../db/client';
import { createDatabase, dropDatabase } from './postgres-databases';
import { openSeededDatabase } from './seeded';

/** A server under test: the app, its database, a fetch that calls it in process, and clean-up. */
export interface TestServer extends PlatformApp {
  database: Database;
  dataDir: string;
  /** A fetch running requests through `app.fetch`; a chaos-dropped call rejects like a network error. */
  fetch: typeof fetch;
  close(): Promise<void>;
}

/** The database engine a test server runs on. */
export type TestEngine = 'pglite' | 'postgres';

let engine: TestEngine = 'pglite';
let databases = 0;

/**
 * Makes every later {@link createTestServer} of this test file run on `chosen`. A `*.postgres.test.ts`
 * file calls `useEngine('postgres')` and then imports a contract suite, so the same suite runs on
 * PGlite and on a PostgreSQL server with a connection pool. The engine goes back to PGlite once the
 * file's tests ended: files run unisolated (one module graph per worker, decision 0473), and the
 * next file of the worker would otherwise run on PostgreSQL.
 */
export function useEngine(chosen: TestEngine): void {
  engine = chosen;
  afterAll(() => {
    engine = 'pglite';
  });
}

/** Whether this run has a PostgreSQL server (always in CI: global setup fails without one). */
export function postgresAvailable(): boolean {
  return inject('postgres').adminUrl !== '';
}

/** A fresh PostgreSQL database copied from the run's migrated and seeded template, behind a `pg` pool. */
async function openPostgresCopy(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const { adminUrl, template } = inject('postgres');
  if (!adminUrl) throw new Error('no PostgreSQL server in this run (see testing/global-setup.ts)');
  databases += 1;
  const name = `vitrine_t_${process.pid}_${databases}_${Date.now() % 100_000}`;
  const url = await createDatabase(adminUrl, name, template);
  const database = await openDatabase({ databaseUrl: url });
  return { database, drop: () => dropDatabase(adminUrl, name) };
}

async function openPgliteCopy(): Promise<{ database: Database; drop: () => Promise<void> }> {
  return { database: await openSeededDatabase(), drop: async () => undefined };
}

/**
 * A fresh server over a copy of the template database. The template is migrated and seeded once
 * per run (global setup). On PGlite (the default) each server loads its dump, which is what
 * `clone()` does in one process (loading costs about the same as cloning, measured, and keeps no
 * extra copy alive); on PostgreSQL ({@link useEngine}) each server gets its own database copied
 * from the template and a `pg` pool of 10 connections, so requests truly run concurrently.
 */
export async function createTestServer(options: Partial<AppOptions> = {}): Promise<TestServer> {
  const { database, drop } = engine === 'postgres' ? await openPostgresCopy() : await openPgliteCopy();
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-test-'));
  // A test server serves no storefront build unless given one: whether `npm start` or turbo built
  // examples/storefront must not change what a contract test sees.
  const platform = createApp({
    db: database,
    dataDir,
    options: { logError: () => undefined, storefrontDir: join(dataDir, 'no-storefront'), ...options },
  });
  // Like a real fetch, it rejects with the signal's reason as soon as the caller aborts (or a
  // client time-out fires), even while the handler is still running.
  const inProcessFetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const { signal } = request;
    signal.throwIfAborted();
    let onAbort = () => {};
    const aborted = new Promise<never>((_, reject) => {
      onAbort = () => reject(signal.reason);
      signal.addEventListener('abort', onAbort, { once: true });
    });
    try {
      const response = await Promise.race([platform.app.fetch(request), aborted]);
      if (response.type === 'error') throw new TypeError('fetch failed');
      return response;
    } finally {
      signal.removeEventListener('abort', onAbort);
    }
  };
  return {
    ...platform,
    database,
    dataDir,
    fetch: inProcessFetch as typeof fetch,
    async close() {
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The api-client for one shop of a test server (in process, strict validation). */
export function clientFor(
  server: Pick<TestServer, 'fetch'>,
  shopDomain: string,
  options: Omit<ApiClientOptions, 'fetch' | 'shopDomain' | 'baseURL'> = {},
): ApiClient {
  return createApiClient({ baseURL: 'http://platform.test', shopDomain, fetch: server.fetch, ...options });
}

/** Unwraps a successful call or fails the test with the failure. */
export function expectOk<T>(result: { ok: true; data: T } | { ok: false; failure: unknown }): T {
  if (!result.ok) throw new Error(`call failed: ${JSON.stringify(result.failure)}`);
  return result.data;
}

/** The failure of a call that must fail. */
export function expectFailure<T>(
  result: { ok: true; data: T } | { ok: false; failure: ApiFailure },
): ApiFailure {
  if (result.ok) throw new Error(`call succeeded: ${JSON.stringify(result.data)}`);
  return result.failure;
}
