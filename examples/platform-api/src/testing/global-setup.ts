import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { wrapPglite } from '../db/client';
import { migrate } from '../db/migrate';
import { seed } from '../seed/index';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the gzipped data folder of the migrated and seeded template database. */
    templateDump: string;
  }
}

/** Migrates and seeds ONE in-memory database, dumps it, and hands the dump's path to every test file. */
export default async function setup(project: TestProject): Promise<() => void> {
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
  return () => rmSync(dir, { recursive: true, force: true });
}
