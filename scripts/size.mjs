#!/usr/bin/env node
// Min+gzip sizes of the SDK packages, dependencies included, measured with esbuild + gzip.
//   node scripts/size.mjs                 every package's whole entry
//   node scripts/size.mjs api-client      one package, with its extra entries below
// Sources are bundled through the `@vitrine/source` condition, so no build is needed.
import { readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

/** Extra measured entries: what a consumer imports, as code. */
const extras = {
  'api-client': {
    'one endpoint (createTransport + cartCreate)': `export { createTransport, cartCreate } from '@vitrine/api-client';`,
    'whole client (createApiClient + table)': `export { createApiClient } from '@vitrine/api-client';`,
    'whole client, zod classic instead of zod/mini': {
      code: `export { createApiClient } from '@vitrine/api-client';`,
      alias: { 'zod/mini': 'zod' },
    },
  },
};

export async function measure(code, alias = {}) {
  const result = await build({
    stdin: { contents: code, resolveDir: process.cwd(), loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    conditions: ['@vitrine/source', 'import', 'default'],
    alias,
    write: false,
    logLevel: 'silent',
  });
  const bytes = result.outputFiles[0].contents;
  return { min: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

const only = process.argv[2];
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
for (const name of readdirSync('packages')) {
  if (only && name !== only) continue;
  const rows = { 'everything (import * from the package)': `export * from '@vitrine/${name}';`, ...extras[name] };
  for (const [label, entry] of Object.entries(rows)) {
    const { code, alias } = typeof entry === 'string' ? { code: entry, alias: {} } : entry;
    try {
      const { min, gzip } = await measure(code, alias);
      console.log(`@vitrine/${name}\t${label}\t${kb(min)} min\t${kb(gzip)} min+gzip`);
    } catch (error) {
      console.log(`@vitrine/${name}\t${label}\tfailed: ${error.message.split('\n')[0]}`);
    }
  }
}
