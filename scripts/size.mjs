#!/usr/bin/env node
// Min+gzip sizes of the SDK packages, dependencies included, measured with esbuild + gzip.
//   node scripts/size.mjs                 every package's whole entry
//   node scripts/size.mjs api-client      one package, with its extra entries below
//   node scripts/size.mjs --check         every entry against size-budgets.json (npm test runs this)
// Sources are bundled through the `@vitrine/source` condition, so no build is needed.
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

/** Extra measured entries: what a consumer imports, as code. */
const extras = {
  sdk: {
    'cart path (createTransport + createCart, as a theme imports it)': `export { createTransport } from '@vitrine/api-client'; export { createCart } from '@vitrine/core-cart';`,
    'whole SDK (createStorefront, every facade)': `export { createStorefront } from '@vitrine/sdk';`,
    'browser ports (@vitrine/sdk/browser)': `export { browserPorts } from '@vitrine/sdk/browser';`,
  },
  react: {
    'whole SDK as a theme imports it (@vitrine/sdk + @vitrine/react, react external)': `export * from '@vitrine/react'; export { createStorefront } from '@vitrine/sdk'; export { browserPorts } from '@vitrine/sdk/browser';`,
  },
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
    // The conditions a bundler such as Vite resolves with (`module` picks xstate's ESM build).
    conditions: ['@vitrine/source', 'module', 'import', 'default'],
    alias,
    // React is the host's: never counted in a package's size.
    external: ['react', 'react-dom', 'react/jsx-runtime'],
    write: false,
    logLevel: 'silent',
  });
  const bytes = result.outputFiles[0].contents;
  return { min: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

const check = process.argv.includes('--check');
const only = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
const budgets = check ? JSON.parse(readFileSync('size-budgets.json', 'utf8')) : {};
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
let passed = 0;
let failed = 0;
for (const name of readdirSync('packages')) {
  if (only && name !== only) continue;
  const rows = { 'everything (import * from the package)': `export * from '@vitrine/${name}';`, ...extras[name] };
  for (const [label, entry] of Object.entries(rows)) {
    const { code, alias } = typeof entry === 'string' ? { code: entry, alias: {} } : entry;
    const key = `@vitrine/${name} ${label}`;
    try {
      const { min, gzip } = await measure(code, alias);
      const budget = budgets[key];
      const verdict = budget === undefined ? '' : gzip <= budget ? `\tok (budget ${kb(budget)})` : `\tOVER BUDGET (${kb(budget)})`;
      if (budget !== undefined) gzip <= budget ? passed++ : failed++;
      console.log(`@vitrine/${name}\t${label}\t${kb(min)} min\t${kb(gzip)} min+gzip${verdict}`);
    } catch (error) {
      if (budgets[key] !== undefined) failed++;
      console.log(`@vitrine/${name}\t${label}\tfailed: ${error.message.split('\n')[0]}`);
    }
  }
}
if (check) {
  // A budget whose entry no longer exists fails too (renamed or removed entries must update the budgets).
  const missing = only ? 0 : Object.keys(budgets).filter((k) => !k.startsWith('$')).length - passed - failed;
  failed += Math.max(0, missing);
  console.log(`size-budgets: ${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}
