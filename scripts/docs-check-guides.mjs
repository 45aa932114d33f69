#!/usr/bin/env node
/**
 * Compiles the TypeScript samples of docs/guides/*.md: every ```ts and ```tsx block becomes a
 * module under .tmp/guides/ (gitignored), typechecked with tsc (strict, the repository's
 * tsconfig.base.json) against the workspace packages' sources (`@vitrine/source` condition).
 * Each block is its own module, so a block must import what it uses.
 *
 * Usage: node scripts/docs-check-guides.mjs   (exit code 1 when a sample does not compile)
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { codeBlocks, sampleFile, sampleModule } from './guide-samples.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const guides = join(root, 'docs', 'guides');
const out = join(root, '.tmp', 'guides');

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const files = [];
for (const name of readdirSync(guides)
  .filter((file) => file.endsWith('.md'))
  .sort()) {
  const blocks = codeBlocks(readFileSync(join(guides, name), 'utf8'));
  for (const [index, block] of blocks.entries()) {
    const guide = name.replace(/\.md$/, '');
    const file = sampleFile(guide, index, block);
    writeFileSync(join(out, file), sampleModule(guide, block));
    files.push(file);
  }
}
writeFileSync(
  join(out, 'tsconfig.json'),
  JSON.stringify(
    {
      extends: '../../tsconfig.base.json',
      compilerOptions: {
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        jsx: 'react-jsx',
        noUnusedLocals: false,
      },
      files,
    },
    null,
    2,
  ),
);
console.log(`docs: ${files.length} samples from docs/guides`);
const tsc = spawnSync(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', out], {
  stdio: 'inherit',
  cwd: root,
});
if (tsc.status !== 0) {
  console.error(
    'docs: a guide sample does not compile (paths above are under .tmp/guides; the first line of each file names its guide and line)',
  );
  process.exit(1);
}
console.log('docs: every guide sample compiles');
