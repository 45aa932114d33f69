#!/usr/bin/env node
// Vitrine beside the storefront SDKs it is compared with (issue 17), every one measured the same
// way: esbuild, one browser bundle (dynamic imports inlined), minified, gzip level 9, react and the
// host's router external, process.env.NODE_ENV = "production".
//   node scripts/size-peers.mjs            prints the table
//   node scripts/size-peers.mjs --write    also writes it into docs/performance.md
// The peers are installed once, at the pinned versions below, into node_modules/.cache (from the
// npm registry; nothing of theirs enters the repo). Vitrine is bundled from its sources through the
// `@vitrine/source` condition, so no build is needed.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cache = join(root, 'node_modules', '.cache', 'vitrine-peers');

/** What the host owns in every case: never counted. */
const EXTERNAL = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  'react-dom/client',
  'react-router',
  'react-router-dom',
];

/** Each measured entry: what a shop's code would import, as code. */
const ENTRIES = [
  {
    sdk: 'Vitrine',
    what: 'cart path: createTransport + createCart',
    code: `export { createTransport } from '@vitrine/api-client'; export { createCart } from '@vitrine/core-cart';`,
  },
  {
    sdk: 'Vitrine',
    what: 'whole SDK: @vitrine/sdk + @vitrine/react + browser ports, every facade',
    code: `export * from '@vitrine/react'; export { createStorefront } from '@vitrine/sdk'; export { browserPorts } from '@vitrine/sdk/browser';`,
  },
  {
    sdk: 'Hydrogen',
    pkg: '@shopify/hydrogen@2026.4.6',
    what: 'whole package (react-router external)',
    code: `export * from '@shopify/hydrogen';`,
  },
  {
    sdk: 'Hydrogen React',
    pkg: '@shopify/hydrogen-react@2026.4.4',
    what: 'whole package',
    code: `export * from '@shopify/hydrogen-react';`,
  },
  {
    sdk: 'Hydrogen React',
    pkg: '@shopify/hydrogen-react@2026.4.4',
    what: 'cart path: CartProvider + useCart + createStorefrontClient',
    code: `export { CartProvider, useCart, createStorefrontClient } from '@shopify/hydrogen-react';`,
  },
  {
    sdk: 'Medusa',
    pkg: '@medusajs/js-sdk@2.21.2',
    what: 'the client (store, auth, admin)',
    code: `export { default } from '@medusajs/js-sdk';`,
  },
  { sdk: 'Swell', pkg: 'swell-js@5.8.1', what: 'the client', code: `export { default } from 'swell-js';` },
  {
    sdk: 'BigCommerce',
    pkg: '@bigcommerce/checkout-sdk@1.983.2',
    what: 'createCheckoutService',
    code: `export { createCheckoutService } from '@bigcommerce/checkout-sdk';`,
  },
  {
    sdk: 'BigCommerce',
    pkg: '@bigcommerce/checkout-sdk@1.983.2',
    what: 'createCheckoutService (/essential)',
    code: `export { createCheckoutService } from '@bigcommerce/checkout-sdk/essential';`,
  },
];

/** Installs the pinned peers into the cache once (npm, no scripts, peers not auto-installed). */
function installPeers() {
  const wanted = [...new Set(ENTRIES.flatMap((entry) => (entry.pkg ? [entry.pkg] : [])))];
  const missing = wanted.filter((spec) => {
    const name = spec.slice(0, spec.lastIndexOf('@'));
    const file = join(cache, 'node_modules', name, 'package.json');
    return (
      !existsSync(file) ||
      JSON.parse(readFileSync(file, 'utf8')).version !== spec.slice(spec.lastIndexOf('@') + 1)
    );
  });
  if (missing.length === 0) return;
  mkdirSync(cache, { recursive: true });
  if (!existsSync(join(cache, 'package.json')))
    writeFileSync(join(cache, 'package.json'), '{"private":true}\n');
  console.error(`installing ${missing.join(', ')} into ${cache} …`);
  execFileSync(
    'npm',
    ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--legacy-peer-deps', '--no-save', ...wanted],
    { cwd: cache, stdio: ['ignore', 'ignore', 'inherit'] },
  );
}

/** Min and min+gzip bytes of `entry` bundled as one browser file. */
async function measure(entry) {
  const result = await build({
    stdin: { contents: entry.code, resolveDir: entry.pkg ? cache : root, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    conditions: ['@vitrine/source'],
    external: EXTERNAL,
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    logLevel: 'silent',
  });
  const bytes = result.outputFiles[0]?.contents ?? new Uint8Array();
  return { min: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

// kB of 1024 bytes, as scripts/size.mjs and the budgets count them.
const kB = (bytes) => (bytes / 1024).toFixed(1);

installPeers();
const rows = [];
for (const entry of ENTRIES) {
  const size = await measure(entry);
  rows.push(
    `| ${entry.sdk} | ${entry.pkg ?? 'this repo'} | ${entry.what} | ${kB(size.min)} | **${kB(size.gzip)}** |`,
  );
}
const table = [
  '| SDK | package | entry | min kB | min+gzip kB |',
  '| --- | --- | --- | ---: | ---: |',
  ...rows,
].join('\n');
console.log(table);

if (process.argv.includes('--write')) {
  const file = join(root, 'docs', 'performance.md');
  const doc = readFileSync(file, 'utf8');
  const start = '<!-- peers:start -->';
  const end = '<!-- peers:end -->';
  if (!doc.includes(start) || !doc.includes(end))
    throw new Error(`docs/performance.md has no ${start} … ${end}`);
  const before = doc.slice(0, doc.indexOf(start) + start.length);
  const after = doc.slice(doc.indexOf(end));
  writeFileSync(file, `${before}\n${table}\n${after}`);
  console.error('written to docs/performance.md');
}
