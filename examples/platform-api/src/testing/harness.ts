import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { createApp } from '../app';
import type { AppOptions, PlatformApp } from '../app';
import { wrapPglite } from '../db/client';
import type { Database } from '../db/client';

/** A server under test: the app, its database, a fetch that calls it in process, and clean-up. */
export interface TestServer extends PlatformApp {
  database: Database;
  dataDir: string;
  /** A fetch running requests through `app.fetch`; a chaos-dropped call rejects like a network error. */
  fetch: typeof fetch;
  close(): Promise<void>;
}

let template: PGlite | undefined;

/** Loads the template dump once per test file (then every server of the file clones it). */
async function loadTemplate(): Promise<PGlite> {
  if (!template) {
    const bytes = readFileSync(inject('templateDump'));
    template = await PGlite.create({ loadDataDir: new Blob([bytes]) });
  }
  return template;
}

/** A fresh server over a clone of the seeded template database. */
export async function createTestServer(options: Partial<AppOptions> = {}): Promise<TestServer> {
  const source = await loadTemplate();
  const database = wrapPglite(await source.clone());
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-test-'));
  const platform = createApp({ db: database, dataDir, options: { logError: () => undefined, ...options } });
  const inProcessFetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const response = await platform.app.fetch(new Request(input, init));
    if (response.type === 'error') throw new TypeError('fetch failed');
    return response;
  };
  return {
    ...platform,
    database,
    dataDir,
    fetch: inProcessFetch as typeof fetch,
    async close() {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
