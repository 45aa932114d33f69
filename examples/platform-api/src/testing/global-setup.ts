import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase, wrapPglite } from '../db/client';
import { migrate } from '../db/migrate';
import { seed } from '../seed/index';
import { type PostgresCluster, postgresBin, startPostgresCluster } from './postgres-cluster';
import { createDatabase, dropDatabase } from './postgres-databases';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the gzipped data folder of the migrated and seeded template database. */
    templateDump: string;
    /**
     * The PostgreSQL server of this run ('' when there is none, which only a machine outside CI
     * may have): `adminUrl` creates databases, `template` is the migrated and seeded one to copy.
     */
    postgres: { adminUrl: string; template: string };
  }
}

/** Where the PostgreSQL suites get their server, decided from the environment and the installed binaries. */
export type PostgresSource =
  | { kind: 'given'; adminUrl: string }
  | { kind: 'cluster'; bin: string }
  | { kind: 'none' }
  | { kind: 'missing-in-ci'; message: string };

/**
 * The PostgreSQL server the tests use: `DATABASE_URL` when given (its user must be able to create
 * databases), else a throwaway cluster of Debian's server binaries. In CI (`CI` set) a run without
 * either is an error, never a skip (docs/decisions/0263-postgres-in-ci.md).
 */
export function postgresSource(env: NodeJS.ProcessEnv, bin: string | undefined): PostgresSource {
  if (env.DATABASE_URL) return { kind: 'given', adminUrl: env.DATABASE_URL };
  if (bin) return { kind: 'cluster', bin };
  if (env.CI) {
    return {
      kind: 'missing-in-ci',
      message:
        'CI is set but no PostgreSQL server was found (no DATABASE_URL, no /usr/lib/postgresql/*/bin/pg_ctl): ' +
        'the PostgreSQL suites are mandatory in CI.',
    };
  }
  return { kind: 'none' };
}

async function postgresServer(): Promise<{ adminUrl: string; stop: () => void } | undefined> {
  const source = postgresSource(process.env, postgresBin());
  switch (source.kind) {
    case 'given':
      return { adminUrl: source.adminUrl, stop: () => undefined };
    case 'missing-in-ci':
      throw new Error(source.message);
    case 'none':
      console.warn(
        '[platform-api] no PostgreSQL server binaries and no DATABASE_URL: the PostgreSQL suites are skipped',
      );
      return undefined;
    case 'cluster': {
      const cluster: PostgresCluster = startPostgresCluster(source.bin, 54_000 + (process.pid % 1000));
      return { adminUrl: cluster.url, stop: () => cluster.stop() };
    }
  }
}

/**
 * Migrates and seeds ONE in-memory PGlite database, dumps it, and hands the dump's path to every
 * test file; does the same once on the PostgreSQL server (a template database that each
 * PostgreSQL test server copies with CREATE DATABASE … TEMPLATE).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = performance.now();
  const client = await PGlite.create();
  const database = wrapPglite(client);
  await migrate(database);
  await seed(database.db);
  const dump = await client.dumpDataDir('gzip');
  await database.close();
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-template-'));
  const file = join(dir, 'template.tar.gz');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('templateDump', file);
  console.log(`[platform-api] template database ready in ${Math.round(performance.now() - started)} ms`);

  const server = await postgresServer();
  const template = `vitrine_template_${process.pid}`;
  if (server) {
    const pgStarted = performance.now();
    await dropDatabase(server.adminUrl, template);
    const url = await createDatabase(server.adminUrl, template);
    const pgDatabase = await openDatabase({ databaseUrl: url });
    await migrate(pgDatabase);
    await seed(pgDatabase.db);
    await pgDatabase.close();
    console.log(
      `[platform-api] PostgreSQL template ready in ${Math.round(performance.now() - pgStarted)} ms`,
    );
  }
  project.provide(
    'postgres',
    server ? { adminUrl: server.adminUrl, template } : { adminUrl: '', template: '' },
  );

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (server) {
      await dropDatabase(server.adminUrl, template).catch(() => undefined);
      server.stop();
    }
  };
}
