/**
 * The shop a journey runs against: the real platform-api on a real port with a FRESH database
 * (a new PGlite data folder, started from the run's migrated and seeded dump), serving
 * the built storefront through its own static handler and SPA fallback. One per test file.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AppOptions, type RunningServer, startServer } from '@vitrine/platform-api';
import { seededDumpBlob } from '../../../platform-api/src/testing/seeded';
import { STOREFRONT_DIST } from './paths';

/** A running shop. */
export interface StorefrontShop {
  readonly server: RunningServer;
  readonly port: number;
  /** `http://<host>:<port><path>`; host `localhost` is the demo shop, `euro.localhost` the EUR shop. */
  url(path?: string, host?: string): string;
  close(): Promise<void>;
}

/**
 * Starts the platform with dev endpoints (the mail outbox) on, like `npm start`, on a new data
 * folder that starts from the run's seeded database.
 */
export async function startShop(options: Partial<AppOptions> = {}): Promise<StorefrontShop> {
  const root = mkdtempSync(join(tmpdir(), 'vitrine-storefront-'));
  const server = await startServer({
    port: 0,
    hostname: '127.0.0.1',
    dataDir: join(root, 'data'),
    startFrom: seededDumpBlob(),
    options: { storefrontDir: STOREFRONT_DIST, devEndpoints: true, logError: () => undefined, ...options },
  });
  return {
    server,
    port: server.port,
    url: (path = '/', host = 'localhost') => `http://${host}:${server.port}${path}`,
    async close() {
      await server.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
