/**
 * The platform a soak runs against: one platform-api in this process on PGlite (the default), or
 * two platform-api processes sharing one PostgreSQL server (Debian's, started here), each in chaos
 * mode, each answering on its own port over real sockets.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type ChaosConfig,
  openDatabase,
  parseChaos,
  prepareDatabase,
  startServer,
} from '@vitrine/platform-api';
import {
  postgresBin,
  freePort,
  startPostgresCluster,
} from '../../../../examples/platform-api/src/testing/postgres-cluster';
import type { Query } from './invariants';

/** Platforms under soak. */
export interface SoakPlatform {
  readonly label: string;
  /** Base URLs, one per instance; shoppers are spread across them. */
  readonly urls: readonly string[];
  readonly query: Query;
  close(): Promise<void>;
}

const PLATFORM_DIR = fileURLToPath(new URL('../../../../examples/platform-api/', import.meta.url));

/** One in-process platform on PGlite, in chaos mode. */
export async function pglitePlatform(chaos: ChaosConfig): Promise<SoakPlatform> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-soak-'));
  const server = await startServer({
    port: 0,
    hostname: '127.0.0.1',
    dataDir,
    options: { chaos, devEndpoints: false, logError: () => undefined },
  });
  return {
    label: 'one instance, PGlite',
    urls: [server.url],
    query: (sql, params) => server.database.query(sql, params ? [...params] : undefined),
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function waitForListening(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`platform-api exited (${code}): ${output.slice(-500)}`)));
  });
}

/** Two platform-api processes on one PostgreSQL server, in chaos mode. */
export async function postgresPlatform(chaos: string, instances = 2): Promise<SoakPlatform> {
  const bin = postgresBin();
  if (!bin)
    throw new Error('No PostgreSQL server binaries (/usr/lib/postgresql/*/bin): apt-get install postgresql');
  // Built every time (turbo's cache answers at once when nothing changed): a dist/main.js older than
  // the sources would run the previous server against a database migrated and seeded from the
  // current ones, and still report that every invariant held.
  {
    const built = spawnSync(
      'npx',
      ['turbo', 'run', 'build', '--filter=@vitrine/platform-api', '--output-logs=errors-only'],
      {
        stdio: 'inherit',
        env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
      },
    );
    if (built.status !== 0) throw new Error('could not build the platform-api');
  }
  parseChaos(chaos); // Fails early on a typo.
  const cluster = startPostgresCluster(bin, await freePort());
  const database = await openDatabase({ databaseUrl: cluster.url });
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-soak-uploads-'));
  await prepareDatabase({ port: 0, hostname: '127.0.0.1', dataDir, databaseUrl: cluster.url, options: {} });
  const children: ChildProcess[] = [];
  const urls: string[] = [];
  try {
    for (let n = 0; n < instances; n++) {
      const child = spawn('node', [join(PLATFORM_DIR, 'dist/main.js')], {
        env: {
          ...process.env,
          PORT: String(await freePort()),
          DATABASE_URL: cluster.url,
          DATA_DIR: dataDir,
          CHAOS: chaos.replace(/seed=(\d+)/, (_, seed: string) => `seed=${Number(seed) + n}`),
          VITRINE_DEV_ENDPOINTS: '0',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.push(child);
      urls.push(await waitForListening(child));
    }
  } catch (error) {
    for (const child of children) child.kill('SIGKILL');
    cluster.stop();
    throw error;
  }
  return {
    label: `${instances} instances, one PostgreSQL server`,
    urls,
    query: (sql, params) => database.query(sql, params ? [...params] : undefined),
    async close() {
      for (const child of children) child.kill('SIGTERM');
      await Promise.all(children.map((child) => new Promise((resolve) => child.once('exit', resolve))));
      await database.close();
      cluster.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
