// Copies the SQL migrations next to the bundle (dist/migrations), where src/db/migrate.ts looks for them.
import { cpSync, mkdirSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const from = join(root, 'src', 'db', 'migrations');
const to = join(root, 'dist', 'migrations');
mkdirSync(to, { recursive: true });
const files = readdirSync(from).filter((name) => name.endsWith('.sql'));
for (const name of files) cpSync(join(from, name), join(to, name));
console.log(`copied ${files.length} migrations to dist/migrations`);
