#!/usr/bin/env node
/**
 * The changesets dry run: `changeset status` must succeed (every pending changeset parses and
 * names workspace packages; the release plan can be assembled) and the plan is printed. Nothing
 * is versioned or written outside .tmp/.
 *
 * Usage: node scripts/docs-changesets.mjs   (exit code 1 when the plan cannot be made)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const tmp = join(root, '.tmp');
mkdirSync(tmp, { recursive: true });
const plan = join(tmp, 'changeset-status.json');
rmSync(plan, { force: true });
const cli = join(root, 'node_modules', '@changesets', 'cli', 'bin.js');
// The output path is relative to the repository root (changesets joins it with the cwd).
const status = spawnSync(
  process.execPath,
  [cli, 'status', `--output=${join('.tmp', 'changeset-status.json')}`],
  {
    cwd: root,
    encoding: 'utf8',
  },
);
if (status.status !== 0 || !existsSync(plan)) {
  process.stdout.write(status.stdout ?? '');
  process.stderr.write(status.stderr ?? '');
  console.error('changesets: `changeset status` failed');
  process.exit(1);
}
const { changesets, releases } = JSON.parse(readFileSync(plan, 'utf8'));
console.log(`changesets: ${changesets.length} pending changesets; release plan:`);
for (const release of releases)
  console.log(`  ${release.name} ${release.oldVersion} -> ${release.newVersion} (${release.type})`);
