#!/usr/bin/env node
/**
 * Compiles the TypeScript samples of docs/guides/*.md and of every packages/<name>/README.md: every
 * ```ts and ```tsx block becomes a module under .tmp/guides/ (gitignored), typechecked with tsc
 * (strict, the repository's tsconfig.base.json) against the workspace packages' sources
 * (`@vitrine/source` condition). Each block is its own module, so a block must import what it
 * uses (and declare what it takes as given: `declare const transport: Transport;`).
 *
 * A README block that is deliberately partial (an options outline, a fragment reading variables of
 * the block above) is skipped when the line before its fence (blank lines aside) is the marker
 *
 *   <!-- docs-check: skip (why it cannot compile on its own) -->
 *
 * (an HTML comment: the rendered README does not show it). Every guide block is compiled (the
 * guides' samples are also run, packages/react/test/guides.test.tsx): a guide has no skip marker.
 *
 * Usage: node scripts/docs-check-guides.mjs   (exit code 1 when a sample does not compile)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { codeBlocks, sampleFile, sampleModule } from './guide-samples.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const guides = join(root, 'docs', 'guides');
const packages = join(root, 'packages');
const out = join(root, '.tmp', 'guides');

/** The marker that skips a README block (the line before its fence); see the header. */
const SKIP_MARKER = /^<!--\s*docs-check:\s*skip\b.*-->\s*$/;

/** Whether the line before `block`'s fence (blank lines aside) is {@link SKIP_MARKER}. */
function skipped(lines, block) {
  // block.line is the 1-based line of the block's first code line: its fence is lines[block.line - 2].
  for (let index = block.line - 3; index >= 0; index -= 1) {
    const line = lines[index] ?? '';
    if (line.trim() !== '') return SKIP_MARKER.test(line.trim());
  }
  return false;
}

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
const readmes = { samples: 0, skipped: 0 };
for (const name of readdirSync(packages).sort()) {
  const readme = join(packages, name, 'README.md');
  if (!existsSync(readme)) continue;
  const markdown = readFileSync(readme, 'utf8');
  const lines = markdown.split('\n');
  for (const [index, block] of codeBlocks(markdown).entries()) {
    if (skipped(lines, block)) {
      readmes.skipped += 1;
      continue;
    }
    const file = `readme-${name}-${index + 1}.${block.lang}`;
    // As sampleModule heads a guide's block: where it comes from, and a module even without import.
    const code = /^\s*(import|export)\s/m.test(block.code) ? block.code : `${block.code}\nexport {};`;
    writeFileSync(join(out, file), `// packages/${name}/README.md:${block.line}\n${code}\n`);
    files.push(file);
    readmes.samples += 1;
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
console.log(
  `docs: ${files.length - readmes.samples} samples from docs/guides, ${readmes.samples} from packages/*/README.md (${readmes.skipped} marked skip)`,
);
const tsc = spawnSync(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', out], {
  stdio: 'inherit',
  cwd: root,
});
if (tsc.status !== 0) {
  console.error(
    'docs: a sample does not compile (paths above are under .tmp/guides; the first line of each file names its guide or README and line)',
  );
  process.exit(1);
}
console.log('docs: every guide and README sample compiles');
