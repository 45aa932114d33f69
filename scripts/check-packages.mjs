#!/usr/bin/env node
// publint (strict) and arethetypeswrong (ESM-only profile) on every built, published package, and
// every package its built modules import declared in its dependencies, peer or optional
// dependencies (the builds leave every bare import to the consumer's install: decision 0477).
// Two packages are checked at a time (each check is mostly npm pack and file reads, on 2 cores),
// through the installed binaries rather than npx; each package's output is printed in one piece.
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { parseAst } from 'rolldown/parseAst';
import { run } from './run.mjs';

const bin = (name) => join('node_modules', '.bin', name);
const packages = readdirSync('packages')
  .map((dir) => ({
    path: join('packages', dir),
    manifest: JSON.parse(readFileSync(join('packages', dir, 'package.json'), 'utf8')),
  }))
  .filter(({ manifest }) => !manifest.private);

/** Every module specifier of `code`: imports, re-exports and `import()` with a string. */
function specifiers(code) {
  const found = [];
  const visit = (node) => {
    if (node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    const isModuleNode =
      node.type === 'ImportDeclaration' ||
      node.type === 'ExportAllDeclaration' ||
      node.type === 'ExportNamedDeclaration' ||
      node.type === 'ImportExpression';
    if (isModuleNode && typeof node.source?.value === 'string') found.push(node.source.value);
    for (const value of Object.values(node)) if (value && typeof value === 'object') visit(value);
  };
  visit(parseAst(code).body);
  return found;
}

/** The package names the built modules under `dist` import (`zod/mini` → `zod`). */
function importedPackages(dist) {
  const names = new Set();
  for (const file of readdirSync(dist, { recursive: true })) {
    if (!String(file).endsWith('.js')) continue;
    for (const id of specifiers(readFileSync(join(dist, String(file)), 'utf8'))) {
      if (id.startsWith('.') || id.startsWith('/')) continue;
      const parts = id.split('/');
      names.add(id.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? id));
    }
  }
  return names;
}

/** The imported packages a consumer's install would not bring: not declared, not built in. */
function undeclared({ path, manifest }) {
  const declared = new Set([
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
    ...Object.keys(manifest.optionalDependencies ?? {}),
  ]);
  return [...importedPackages(join(path, 'dist'))].filter(
    (name) => !declared.has(name) && !name.startsWith('node:') && !builtinModules.includes(name),
  );
}

/** Checks one package; resolves to whether every check passed, after printing what they said. */
async function check({ path, manifest }) {
  // one after the other: both pack the package's folder
  const lint = await run(bin('publint'), ['--strict', path], { stream: false });
  const types = await run(
    bin('attw'),
    ['--pack', path, '--profile', 'esm-only', '--format', 'table-flipped'],
    { stream: false },
  );
  const missing = undeclared({ path, manifest });
  const deps = missing.length === 0 ? '' : `imported but not in dependencies: ${missing.join(', ')}\n`;
  process.stdout.write(`\n— ${manifest.name}\n${lint.output}${types.output}${deps}`);
  return lint.code === 0 && types.code === 0 && missing.length === 0;
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
