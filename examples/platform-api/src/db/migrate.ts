import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './client';

/**
 * Folder of the `*.sql` migrations: `src/db/migrations` when run from sources, `dist/migrations`
 * from the build (the build script copies them there). `MIGRATIONS_DIR` overrides.
 */
export function defaultMigrationsDir(): string {
  if (process.env.MIGRATIONS_DIR) return process.env.MIGRATIONS_DIR;
  return fileURLToPath(new URL('./migrations/', import.meta.url));
}

/** One migration file. */
export interface MigrationFile {
  /** File name, also the id recorded in `_migrations`. */
  name: string;
  /** SQL text. */
  sql: string;
}

/** Every `*.sql` file of the folder, in name order. */
export function readMigrations(dir: string = defaultMigrationsDir()): MigrationFile[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, sql: readFileSync(join(dir, name), 'utf8') }));
}

/**
 * Runs every migration not yet recorded in `_migrations`, in name order, each in a transaction.
 * Returns the names applied by this call.
 */
export async function migrate(database: Database, dir: string = defaultMigrationsDir()): Promise<string[]> {
  await database.exec(
    'CREATE TABLE IF NOT EXISTS _migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const done = await database.query<{ name: string }>('SELECT name FROM _migrations');
  const applied = new Set(done.map((row) => row.name));
  const ran: string[] = [];
  for (const file of readMigrations(dir)) {
    if (applied.has(file.name)) continue;
    const name = file.name.replaceAll("'", "''");
    await database.exec(`BEGIN;\n${file.sql}\n;INSERT INTO _migrations (name) VALUES ('${name}');\nCOMMIT;`);
    ran.push(file.name);
  }
  return ran;
}
