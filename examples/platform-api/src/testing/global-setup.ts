import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { seed } from '../seed/index';
import provideSeededDump from './seeded';
import { freePort, type PostgresCluster, postgresBin, startPostgresCluster } from './postgres-cluster';
import { createDatabase, dropDatabase } from './postgres-databases';

declare module 'vitest' {
  export interface ProvidedContext {
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
      const cluster: PostgresCluster = startPostgresCluster(source.bin, await freePort());
      return { adminUrl: cluster.url, stop: () => cluster.stop() };
    }
  }
}

/**
 * The run's migrated and seeded PGlite dump for every test file (./seeded.ts); the same once on
 * the PostgreSQL server (a template database that each
 * PostgreSQL test server copies with CREATE DATABASE … TEMPLATE).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const removeDump = await provideSeededDump(project);

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
    removeDump();
    if (server) {
      await dropDatabase(server.adminUrl, template).catch(() => undefined);
      server.stop();
    }
  };
}
