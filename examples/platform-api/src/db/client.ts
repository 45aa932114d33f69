import { mkdirSync, readdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { PGliteInterface } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import * as schema from './schema/index';
import { safeError } from '../log-safe';

/** The drizzle schema of every table (one definition for PGlite and PostgreSQL). */
export type Schema = typeof schema;

/** A drizzle database over either driver; route code only ever sees this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** An open database: the drizzle handle plus the raw operations migrations need. */
export interface Database {
  /** Drizzle handle used by every query. */
  readonly db: Db;
  /** Which engine is behind it. */
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs one parameterised statement and returns its rows (outside drizzle, e.g. `_migrations`).
   * `name` prepares it under that name on PostgreSQL (parsed and planned once per connection: for
   * statements of every request, issue 17); the same `name` must always come with the same `text`.
   */
  query<Row extends Record<string, unknown>>(text: string, params?: unknown[], name?: string): Promise<Row[]>;
  /**
   * {@link query} on connections of its own, out of the shared pool's queue (two on PostgreSQL;
   * PGlite has one connection for all). For the short read every cached answer waits for, the
   * HTTP cache's shop version (decision 0344): under load it no longer queues behind cart writes.
   */
  priorityQuery<Row extends Record<string, unknown>>(
    text: string,
    params: unknown[],
    name: string,
  ): Promise<Row[]>;
  /** Runs a SQL script that may hold several statements (migrations). */
  exec(sqlText: string): Promise<void>;
  /** Closes the connection (PGlite flushes its data folder). */
  close(): Promise<void>;
}

/** How to open the database. */
export interface OpenDatabaseOptions {
  /** A PostgreSQL URL; when set the `pg` driver is used. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; absent means in memory. */
  dataDir?: string | undefined;
  /** An already open PGlite (for example a `clone()` of a test template). */
  pglite?: PGliteInterface | undefined;
  /**
   * A PGlite dump (`dumpDataDir`) an EMPTY data folder starts from, instead of PGlite creating a
   * new cluster there (initdb in WebAssembly: seconds of CPU). Ignored for a folder in use.
   */
  loadDataDir?: Blob | undefined;
  /**
   * PostgreSQL only: told of an idle pooled connection the server closed (a restart, an
   * administrator, a dropped database). The pool has already discarded it; the next query opens
   * another. Logged with `console.error` by default.
   */
  onIdleError?: ((error: Error) => void) | undefined;
}

/** Wraps a PGlite instance (persisted, in memory or cloned) in the common interface. */
export function wrapPglite(client: PGliteInterface): Database {
  if (!(client instanceof PGlite)) throw new TypeError('expected a PGlite instance');
  const db: Db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    async query<Row extends Record<string, unknown>>(text: string, params: unknown[] = []) {
      const result = await client.query<Row>(text, params);
      return result.rows;
    },
    async priorityQuery<Row extends Record<string, unknown>>(text: string, params: unknown[]) {
      const result = await client.query<Row>(text, params);
      return result.rows;
    },
    async exec(sqlText) {
      try {
        await client.exec(sqlText);
      } catch (error) {
        await client.exec('ROLLBACK').catch(() => undefined);
        throw error;
      }
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

/** Opens PostgreSQL through `pg` when a URL is given, else PGlite (in the data folder, or in memory). */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  if (options.pglite) return wrapPglite(options.pglite);
  if (options.databaseUrl) {
    // Loaded on demand: PGlite users never pay for `pg` (and Vitest's resolver never sees it).
    const { default: pg } = await import('pg');
    const { drizzle: drizzleNodePg } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // Connections of priorityQuery, opened when first used.
    const priority = new pg.Pool({ connectionString: options.databaseUrl, max: 2 });
    // node-postgres emits an idle connection's error on its pool; without a listener Node ends the
    // process (a PostgreSQL restart would stop the server).
    const idleError = options.onIdleError ?? ((error: Error) => console.error(safeError(error)));
    pool.on('error', idleError);
    priority.on('error', idleError);
    const db: Db = drizzleNodePg({ client: pool, schema });
    return {
      db,
      kind: 'postgres',
      async query<Row extends Record<string, unknown>>(text: string, params: unknown[] = [], name?: string) {
        const result = await pool.query<Row>(
          name ? { name, text, values: params } : { text, values: params },
        );
        return result.rows;
      },
      async priorityQuery<Row extends Record<string, unknown>>(
        text: string,
        params: unknown[],
        name: string,
      ) {
        const result = await priority.query<Row>({ name, text, values: params });
        return result.rows;
      },
      async exec(sqlText) {
        const connection = await pool.connect();
        try {
          await connection.query(sqlText);
        } catch (error) {
          await connection.query('ROLLBACK').catch(() => undefined);
          throw error;
        } finally {
          connection.release();
        }
      },
      async close() {
        await Promise.all([pool.end(), priority.end()]);
      },
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // a dump is loaded only into an empty folder: the folder is looked at only when one is given
  const { dataDir, loadDataDir } = options;
  const load = loadDataDir && (dataDir === undefined || readdirSync(dataDir).length === 0);
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(load ? { loadDataDir } : {}),
  });
  return wrapPglite(client);
}
