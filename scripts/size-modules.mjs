#!/usr/bin/env node
// Where an entry's bytes are, by package and by module (docs/performance.md "SDK size").
//   node scripts/size-modules.mjs                       createStorefront's first load
//   node scripts/size-modules.mjs --all                 createStorefront, every chunk
//   node scripts/size-modules.mjs --code "export { createTransport } from '@vitrine/api-client'; export { createCart } from '@vitrine/core-cart';"
//   --top 40                                            how many modules to list (default 30)
// Each module is minified on its own (Rolldown's `preserveModules`), so its bytes add up across
// modules; its gzip is of that module alone (gzip of a whole chunk is smaller than the sum).
// The real min+gzip of the entry, as `scripts/size.mjs` measures it, is printed last.
import { gzipSync } from 'node:zlib';
import { rolldown } from 'rolldown';
import { firstLoadChunks } from './first-load.mjs';
import { bundleOptions } from './size.mjs';

const arg = (name) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
};
const code = arg('--code') ?? `export { createStorefront } from '@vitrine/sdk';`;
const first = !process.argv.includes('--all');
const top = Number(arg('--top') ?? 30);

const gzip = (text) => gzipSync(Buffer.from(text), { level: 9 }).length;
const short = (id) =>
  id
    .replace(`${process.cwd()}/`, '')
    .replace(/^.*node_modules\//, 'node_modules/')
    .replace(/^packages\//, '');
/** A module's package: `core-cart`, `xstate`, `zod`, ... */
const groupOf = (id) => {
  const path = short(id).split('/');
  if (path[0] !== 'node_modules') return path[0];
  return path[1]?.startsWith('@') ? `${path[1]}/${path[2]}` : (path[1] ?? id);
};

// Which modules the entry loads (first load or every chunk), and its real size.
const bundle = await rolldown(bundleOptions(code));
const { output } = await bundle.generate({ format: 'esm', minify: true });
await bundle.close();
const chunks = first ? firstLoadChunks(output) : output.filter((file) => file.type === 'chunk');
const loaded = new Set(chunks.flatMap((chunk) => Object.keys(chunk.modules)));

// Each of those modules minified on its own.
const perModule = await rolldown(bundleOptions(code));
const { output: modules } = await perModule.generate({ format: 'esm', minify: true, preserveModules: true });
await perModule.close();
const rows = modules
  .filter((file) => file.type === 'chunk' && file.facadeModuleId && loaded.has(file.facadeModuleId))
  .map((file) => ({ id: file.facadeModuleId, min: file.code.length, gzip: gzip(file.code) }))
  .sort((a, b) => b.min - a.min);

const groups = new Map();
for (const row of rows) {
  const group = groups.get(groupOf(row.id)) ?? { min: 0, gzip: 0 };
  groups.set(groupOf(row.id), { min: group.min + row.min, gzip: group.gzip + row.gzip });
}
const line = (min, gz, name) => console.log(`${String(min).padStart(8)}\t${String(gz).padStart(7)}\t${name}`);
console.log(`${first ? 'first load' : 'every chunk'} of: ${code}\n\nmin bytes\tgzip alone\tpackage`);
for (const [name, group] of [...groups].sort((a, b) => b[1].min - a[1].min))
  line(group.min, group.gzip, name);
console.log(`\nmin bytes\tgzip alone\tmodule (largest ${top})`);
for (const row of rows.slice(0, top)) line(row.min, row.gzip, short(row.id));
const real = chunks.reduce((sum, chunk) => sum + gzip(chunk.code), 0);
console.log(`\nmin+gzip of the entry: ${real} bytes in ${chunks.length} chunk(s), each gzipped on its own`);
