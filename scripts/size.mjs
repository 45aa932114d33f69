#!/usr/bin/env node
// Min+gzip sizes of the SDK packages, dependencies included, measured with Rolldown (Vite 8's
// bundler) + gzip.
//   node scripts/size.mjs                 every package's whole entry
//   node scripts/size.mjs api-client      one package, with its extra entries below
//   node scripts/size.mjs --check         every entry against size-budgets.json, and every README's
//                                         size table against the measurements (npm test runs this)
//   node scripts/size.mjs --readmes       writes each package README's size table (scripts/size-readme.mjs)
//   node scripts/size.mjs --shipped       every budgeted entry again from the built packages (dist/, as
//                                         npm installs them), held to its figure from the sources
// Sources are bundled through the `@vitrine/source` condition, so no build is needed; `--shipped`
// reads the builds instead (run it after `turbo run build`; decision 0477).
// Bundles are split where the code says import() (docs/decisions/0350): "first load" counts the
// entry chunk and the chunks it imports statically, "all chunks" every chunk (each gzipped on its
// own, as a browser fetches them).
import { readdirSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { rolldown } from 'rolldown';
import { firstLoadChunks } from './first-load.mjs';
import { kb, staleReadmeSizes, writeReadmeSizes } from './size-readme.mjs';

/** Extra measured entries: what a consumer imports, as code. */
const extras = {
  sdk: {
    'cart path (createTransport + createCart, as a theme imports it)': `export { createTransport } from '@vitrine/api-client'; export { createCart } from '@vitrine/core-cart';`,
    'first load (createStorefront: shop, catalogue, cart, customer)': {
      code: `export { createStorefront } from '@vitrine/sdk';`,
      part: 'first',
    },
    'whole SDK (createStorefront, every facade, all chunks)': `export { createStorefront } from '@vitrine/sdk';`,
    'browser ports (@vitrine/sdk/browser)': `export { browserPorts } from '@vitrine/sdk/browser';`,
  },
  react: {
    'first load as a theme imports it (@vitrine/sdk + @vitrine/react, react external)': {
      code: `export * from '@vitrine/react'; export { createStorefront } from '@vitrine/sdk'; export { browserPorts } from '@vitrine/sdk/browser';`,
      part: 'first',
    },
    'whole SDK as a theme imports it (@vitrine/sdk + @vitrine/react, react external, all chunks)': `export * from '@vitrine/react'; export { createStorefront } from '@vitrine/sdk'; export { browserPorts } from '@vitrine/sdk/browser';`,
  },
  'api-client': {
    'one endpoint (createTransport + cartCreate)': `export { createTransport, cartCreate } from '@vitrine/api-client';`,
    'whole client (createApiClient + table)': `export { createApiClient } from '@vitrine/api-client';`,
  },
};

/** The conditions a bundler such as Vite resolves with (`module` picks xstate's ESM build). */
const CONDITIONS = ['module', 'import', 'default'];

/**
 * Rolldown's input options for `code` bundled as a consumer's Vite 8 build would: from the
 * packages' sources (the `@vitrine/source` condition), or with `shipped` from their builds, as a
 * theme that installed them from npm resolves them.
 */
export function bundleOptions(code, alias = {}, shipped = false) {
  return {
    input: 'size-entry',
    platform: 'neutral',
    resolve: {
      conditionNames: shipped ? CONDITIONS : ['@vitrine/source', ...CONDITIONS],
      mainFields: ['module', 'main'],
      alias,
    },
    // React is the host's: never counted in a package's size.
    external: ['react', 'react-dom', 'react/jsx-runtime'],
    plugins: [
      {
        name: 'size-entry',
        resolveId: (id) => (id === 'size-entry' ? '\0size-entry' : null),
        load: (id) => (id === '\0size-entry' ? code : null),
      },
    ],
    logLevel: 'silent',
  };
}

/**
 * Min+gzip bytes of `code` bundled as a consumer's Vite 8 build would (Rolldown, the bundler Vite 8
 * runs, with the same conditions): `part: 'first'` counts what a page loads before any import()
 * (the entry chunk and the chunks it imports statically), else every chunk.
 */
export async function measure(code, alias = {}, part = 'all', shipped = false) {
  const bundle = await rolldown(bundleOptions(code, alias, shipped));
  const { output } = await bundle.generate({ format: 'esm', minify: true });
  await bundle.close();
  const chunks = part === 'first' ? firstLoadChunks(output) : output.filter((file) => file.type === 'chunk');
  let min = 0;
  let gzip = 0;
  for (const chunk of chunks) {
    const bytes = Buffer.from(chunk.code);
    min += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { min, gzip, chunks: chunks.length };
}

/** A package's measured entries: its whole entry, then its extras. */
const entriesOf = (name) => ({
  'everything (import * from the package)': `export * from '@vitrine/${name}';`,
  ...extras[name],
});

/** A package's measured entries as rows: label, budget key, code, alias and part. */
const entryRows = (name) =>
  Object.entries(entriesOf(name)).map(([label, entry]) => {
    const { code, alias = {}, part = 'all' } = typeof entry === 'string' ? { code: entry } : entry;
    return { label, key: `@vitrine/${name} ${label}`, code, alias, part };
  });

// Run as a script (not when another script imports `measure` or `bundleOptions`).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();

async function main() {
  if (process.argv.includes('--shipped')) return shippedCheck();
  const check = process.argv.includes('--check');
  const writeReadmes = process.argv.includes('--readmes');
  const only = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
  const budgets = JSON.parse(readFileSync('size-budgets.json', 'utf8'));
  const counted = check ? budgets : {};
  let passed = 0;
  let failed = 0;
  for (const name of readdirSync('packages')) {
    if (only && name !== only) continue;
    const measured = [];
    for (const { label, key, code, alias, part } of entryRows(name)) {
      try {
        const size = await measure(code, alias, part);
        measured.push({ label, key, ...size });
        const budget = counted[key];
        const verdict =
          budget === undefined
            ? ''
            : size.gzip <= budget
              ? `\tok (budget ${kb(budget)})`
              : `\tOVER BUDGET (${kb(budget)})`;
        if (budget !== undefined) size.gzip <= budget ? passed++ : failed++;
        const split = size.chunks > 1 ? ` (${size.chunks} chunks)` : '';
        console.log(
          `@vitrine/${name}\t${label}\t${kb(size.min)} min\t${kb(size.gzip)} min+gzip${split}${verdict}`,
        );
      } catch (error) {
        if (counted[key] !== undefined) failed++;
        console.log(`@vitrine/${name}\t${label}\tfailed: ${error.message.split('\n')[0]}`);
      }
    }
    if (writeReadmes) writeReadmeSizes(name, measured, budgets);
    if (check) {
      const stale = staleReadmeSizes(name, measured, budgets);
      stale === undefined ? passed++ : failed++;
      if (stale !== undefined)
        console.log(`@vitrine/${name}\tREADME sizes: ${stale} (node scripts/size.mjs --readmes)`);
    }
  }
  if (check) {
    // A budget whose entry no longer exists fails too (renamed or removed entries must update the
    // budgets): the budgets and one README check per package are counted.
    const readmes = only ? 1 : readdirSync('packages').length;
    const missing = only
      ? 0
      : Object.keys(budgets).filter((k) => !k.startsWith('$')).length + readmes - passed - failed;
    failed += Math.max(0, missing);
    console.log(`size-budgets: ${passed} passed, ${failed} failed`);
    process.exit(failed === 0 ? 0 : 1);
  }
}

/**
 * What ships is what is measured (decision 0477): every budgeted entry bundled from the built
 * packages has the minified bytes it has from the sources (within 1 %: a build renames a few
 * bindings) and as many chunks (an `import()` a build inlined would load a part with the first
 * page). Minified bytes, not gzip: the builds import their dependencies in another order, which
 * moves gzip by up to 2 % for the same code.
 */
async function shippedCheck() {
  const budgets = JSON.parse(readFileSync('size-budgets.json', 'utf8'));
  let passed = 0;
  let failed = 0;
  for (const name of readdirSync('packages')) {
    for (const { key, code, alias, part } of entryRows(name)) {
      if (budgets[key] === undefined) continue;
      try {
        const source = await measure(code, alias, part);
        const shipped = await measure(code, alias, part, true);
        const ok =
          Math.abs(shipped.min - source.min) <= source.min * 0.01 && shipped.chunks === source.chunks;
        ok ? passed++ : failed++;
        console.log(
          `${key}\tshipped ${shipped.min} B min (${shipped.gzip} gzip) in ${shipped.chunks} chunk(s), sources ${source.min} B min (${source.gzip} gzip) in ${source.chunks}\t${ok ? 'ok' : 'DIFFERS'}`,
        );
      } catch (error) {
        failed++;
        console.log(`${key}\tfailed: ${error.message.split('\n')[0]}`);
      }
    }
  }
  console.log(`size-shipped: ${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}
