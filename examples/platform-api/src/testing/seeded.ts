/**
 * The migrated and seeded database, made once per run and copied by every test that needs one.
 *
 * Creating a PGlite database runs initdb in WebAssembly, and migrating and seeding it takes more
 * (about 10 s of CPU on these 2 cores). Loading a dump of one takes about 3 s. Each project whose
 * tests start a platform names {@link setup} as a Vitest global setup; its tests call
 * {@link openSeededDatabase} (in memory) or pass {@link seededDumpBlob} to `startServer`'s
 * `startFrom` (a data folder).
 */
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { type Database, wrapPglite } from '../db/client';
import { migrate } from '../db/migrate';
import { seed } from '../seed/index';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the gzipped data folder of the run's migrated and seeded database. */
    templateDump: string;
  }
}

/** A new in-memory database, migrated and seeded, dumped (gzip) for `PGlite.create({ loadDataDir })`. */
async function seededDump(): Promise<Blob> {
  const client = await PGlite.create();
  const database = wrapPglite(client);
  await migrate(database);
  await seed(database.db);
  const dump = await client.dumpDataDir('gzip');
  await database.close();
  return dump;
}

/**
 * Vitest global setup: writes the dump once per run (the projects' setups share the main
 * process, so the second finds the first's file) and provides its path as `templateDump`.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const file = join(tmpdir(), `vitrine-seeded-${process.pid}.tar.gz`);
  if (!existsSync(file)) {
    const started = performance.now();
    const partial = `${file}.${project.name}.partial`;
    writeFileSync(partial, Buffer.from(await (await seededDump()).arrayBuffer()));
    renameSync(partial, file);
    console.log(`[platform-api] seeded database dumped in ${Math.round(performance.now() - started)} ms`);
  }
  project.provide('templateDump', file);
  return () => rmSync(file, { force: true });
}

let dump: Blob | undefined;

/** The run's seeded database as a dump (read once per test file). */
export function seededDumpBlob(): Blob {
  dump ??= new Blob([readFileSync(inject('templateDump'))]);
  return dump;
}

/** A new in-memory database, migrated and seeded: a copy of the run's. */
export async function openSeededDatabase(): Promise<Database> {
  return wrapPglite(await PGlite.create({ loadDataDir: seededDumpBlob() }));
}
