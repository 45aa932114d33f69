#!/usr/bin/env node
// A package's JavaScript as it ships: one ES module in dist/ for each module of src/ (Rolldown's
// `preserveModules`), every dependency left as an import. Run from the package's folder, before
// tsup writes the declarations: it empties dist/ first, which tsup does not do when it writes
// declarations only (docs/decisions/0477-dist-mirrors-sources.md).
//
// Why not one bundled file per entry: a consumer's bundler drops unused *modules* by the
// packages' `sideEffects: false`, but inside one file it can only drop statements it proves
// pure, and an `import()` inside a bundled file is inlined. The published sdk started every part
// it loads on first use (first load 115.7 kB min+gzip instead of 74.0), the cart path was 40.4 kB
// instead of 31.2, and two entries of one package (`index`, `internal`) each carried their own copy of the
// modules they share.
import { readFileSync, rmSync } from 'node:fs';
import { isAbsolute } from 'node:path';
import { pathToFileURL } from 'node:url';
import { rolldown } from 'rolldown';

/**
 * The package's entries, from its `exports`: each subpath's source (`@vitrine/source`) and the
 * file it ships as (`default`), e.g. `src/browser/index.ts` → `dist/browser/index.js`.
 */
export function entriesOf(manifest) {
  const entries = {};
  for (const target of Object.values(manifest.exports ?? {})) {
    if (typeof target !== 'object' || target === null) continue;
    const source = target['@vitrine/source'];
    const shipped = target.default;
    if (typeof source !== 'string' || typeof shipped !== 'string') continue;
    const name = shipped.replace(/^\.\/dist\//, '').replace(/\.js$/, '');
    const expected = source.replace(/^\.\/src\//, '').replace(/\.tsx?$/, '');
    // With preserveModules a module keeps its path under src/: the export must name that file.
    if (name !== expected)
      throw new Error(`${manifest.name}: ${source} would ship as dist/${expected}.js, not ${shipped}`);
    entries[name] = source;
  }
  return entries;
}

/** Bare specifiers (dependencies, node builtins) stay imports; only the package's own modules are emitted. */
const external = (id) => !id.startsWith('.') && !isAbsolute(id) && !id.startsWith('\0');

export async function buildModules(dir = process.cwd()) {
  const manifest = JSON.parse(readFileSync(`${dir}/package.json`, 'utf8'));
  // No file of an earlier build (a removed module, an old source map) may be published.
  rmSync(`${dir}/dist`, { recursive: true, force: true });
  const bundle = await rolldown({
    cwd: dir,
    input: entriesOf(manifest),
    platform: 'neutral',
    external,
    transform: { target: 'es2022', jsx: { runtime: 'automatic' } },
    logLevel: 'warn',
  });
  await bundle.write({
    dir: `${dir}/dist`,
    format: 'esm',
    preserveModules: true,
    preserveModulesRoot: `${dir}/src`,
    entryFileNames: '[name].js',
    sourcemap: true,
  });
  await bundle.close();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildModules();
