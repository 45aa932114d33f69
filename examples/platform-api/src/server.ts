import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import type { ServerType } from '@hono/node-server';
import { createApp } from './app';
import type { AppOptions, PlatformApp } from './app';
import { parseChaos } from './chaos';
import { openDatabase } from './db/client';
import type { Database } from './db/client';
import { migrate } from './db/migrate';
import { seedIfEmpty } from './seed/index';

/** Settings of a server process, usually read from the environment by {@link configFromEnv}. */
export interface ServerConfig {
  /** Port on 127.0.0.1; 0 picks a free one. */
  port: number;
  /** Host to listen on (127.0.0.1). */
  hostname: string;
  /** PGlite data folder and uploads folder. */
  dataDir: string;
  /** PostgreSQL URL; when set, PGlite is not used (uploads still go to dataDir). */
  databaseUrl?: string | undefined;
  /**
   * A migrated and seeded PGlite database (a `dumpDataDir`; src/testing/seeded.ts makes one per
   * test run) that an empty data folder starts from, instead of being created, migrated and seeded
   * there: test suites that start a server per file save about 7 s of CPU each.
   */
  startFrom?: Blob | undefined;
  /** App options. */
  options: Partial<AppOptions>;
}

/**
 * Reads PORT, DATA_DIR, DATABASE_URL, ACCESS_TOKEN_TTL_SECONDS, CHAOS, NODE_ENV, STOREFRONT_DIR and
 * VITRINE_DEV_ENDPOINTS (`1` turns the dev endpoints on, never with NODE_ENV=production).
 */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const defaultDataDir = fileURLToPath(new URL('../.data', import.meta.url));
  const options: Partial<AppOptions> = {
    accessTokenTtlSeconds: Number(env.ACCESS_TOKEN_TTL_SECONDS ?? 3600) || 3600,
    devEndpoints: env.VITRINE_DEV_ENDPOINTS === '1' && env.NODE_ENV !== 'production',
    chaos: parseChaos(env.CHAOS),
  };
  if (env.STOREFRONT_DIR) options.storefrontDir = resolve(env.STOREFRONT_DIR);
  return {
    port: Number(env.PORT ?? 3000),
    hostname: '127.0.0.1',
    dataDir: resolve(env.DATA_DIR ?? defaultDataDir),
    databaseUrl: env.DATABASE_URL || undefined,
    options,
  };
}

/** A running server. */
export interface RunningServer extends PlatformApp {
  /** The port it listens on. */
  port: number;
  /** Base URL, `http://127.0.0.1:<port>`. */
  url: string;
  /** Database handle. */
  database: Database;
  /** Milliseconds from the call to listening. */
  startupMs: number;
  /** Stops listening and closes the database. */
  close(): Promise<void>;
}

/** Opens (and migrates, and if empty seeds) the database of a config. */
export async function prepareDatabase(config: ServerConfig): Promise<Database> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
    loadDataDir: config.startFrom,
  });
  await migrate(database);
  await seedIfEmpty(database.db);
  return database;
}

/** Starts over: removes the PGlite data folder, or drops every table of the PostgreSQL schema. */
export async function resetDatabase(config: ServerConfig): Promise<void> {
  if (config.databaseUrl) {
    const database = await openDatabase({ databaseUrl: config.databaseUrl });
    await database.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
    await database.close();
  } else {
    rmSync(config.dataDir, { recursive: true, force: true });
  }
  const database = await prepareDatabase(config);
  await database.close();
}

/** Opens the database, builds the app and listens; resolves once the port is open. */
export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const started = performance.now();
  const database = await prepareDatabase(config);
  const platform = createApp({ db: database, dataDir: config.dataDir, options: config.options });
  const server = await new Promise<ServerType>((done) => {
    const s = serve({ fetch: platform.app.fetch, port: config.port, hostname: config.hostname }, () =>
      done(s),
    );
  });
  const port = (server.address() as AddressInfo).port;
  return {
    ...platform,
    port,
    url: `http://${config.hostname}:${port}`,
    database,
    startupMs: Math.round(performance.now() - started),
    async close() {
      await new Promise<void>((done) => {
        server.close(() => done());
        if ('closeAllConnections' in server) server.closeAllConnections();
      });
      await database.close();
    },
  };
}
