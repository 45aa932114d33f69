/**
 * The real platform-api in process for the storefront tests: PGlite in memory, migrated and
 * seeded, answering through `app.fetch`, with every request counted.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AppOptions, createApp, type Database } from '@vitrine/platform-api';
import { openSeededDatabase } from '../../../../examples/platform-api/src/testing/seeded';

/** The platform under test. */
export interface TestPlatform {
  readonly database: Database;
  /** A fetch answering from the in-process app (base URL `http://platform.test`). */
  readonly fetch: typeof fetch;
  /** Paths of the requests so far (`/api/bootstrap/localhost.json`, ...). */
  readonly requests: string[];
  /** The URLs of the requests so far, with their query. */
  readonly urls: URL[];
  close(): Promise<void>;
}

/** Base URL the storefront is given. */
export const PLATFORM_URL = 'http://platform.test';

/** Starts the platform: migrated, seeded, in memory. */
export async function startPlatform(options: Partial<AppOptions> = {}): Promise<TestPlatform> {
  const database = await openSeededDatabase();
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-sdk-'));
  const app = createApp({ db: database, dataDir, options: { logError: () => undefined, ...options } });
  const requests: string[] = [];
  const urls: URL[] = [];
  const inProcess = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    urls.push(new URL(request.url));
    requests.push(new URL(request.url).pathname);
    const response = await app.app.fetch(request);
    if (response.type === 'error') throw new TypeError('fetch failed');
    return response;
  };
  return {
    database,
    fetch: inProcess as typeof fetch,
    requests,
    urls,
    async close() {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
