#!/usr/bin/env node
// publint (strict) and arethetypeswrong (ESM-only profile) on every built, published package.
// Two packages are checked at a time (each check is mostly npm pack and file reads, on 2 cores),
// through the installed binaries rather than npx; each package's output is printed in one piece.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { run } from './run.mjs';

const bin = (name) => join('node_modules', '.bin', name);
const packages = readdirSync('packages')
  .map((dir) => ({
    path: join('packages', dir),
    manifest: JSON.parse(readFileSync(join('packages', dir, 'package.json'), 'utf8')),
  }))
  .filter(({ manifest }) => !manifest.private);

/** Checks one package; resolves to whether both tools passed, after printing what they said. */
async function check({ path, manifest }) {
  // one after the other: both pack the package's folder
  const lint = await run(bin('publint'), ['--strict', path], { stream: false });
  const types = await run(
    bin('attw'),
    ['--pack', path, '--profile', 'esm-only', '--format', 'table-flipped'],
    { stream: false },
  );
  process.stdout.write(`\n— ${manifest.name}\n${lint.output}${types.output}`);
  return lint.code === 0 && types.code === 0;
}

const CONCURRENCY = 2;
const results = [];
let next = 0;
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (next < packages.length) results.push(await check(packages[next++]));
  }),
);
const passed = results.filter(Boolean).length;
const failed = results.length - passed;
console.log(`check-packages: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
