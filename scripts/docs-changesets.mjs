#!/usr/bin/env node
/**
 * The changesets dry run (issue 17): `changeset status` must succeed (every pending changeset
 * parses and names workspace packages; the release plan can be assembled) and the plan is
 * printed; then `changeset version` runs on a copy of the manifests and changesets under
 * .tmp/release-dry-run, and every published package must come out with a CHANGELOG.md that has
 * its new version, from at least one changeset that names it (each package is one check).
 * Nothing is versioned or written outside .tmp/.
 *
 * Usage: node scripts/docs-changesets.mjs   (ends with `changesets: N passed, N failed`; exit
 * code 1 when the plan cannot be made or a package has no changelog)
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
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

// `changeset version` on a copy: the root manifest, the changesets and every workspace's manifest.
const copy = join(tmp, 'release-dry-run');
rmSync(copy, { recursive: true, force: true });
mkdirSync(copy, { recursive: true });
cpSync(join(root, 'package.json'), join(copy, 'package.json'));
cpSync(join(root, '.changeset'), join(copy, '.changeset'), { recursive: true });
const workspaces = ['packages', 'examples'].flatMap((dir) =>
  readdirSync(join(root, dir))
    .map((name) => join(dir, name))
    .filter((path) => existsSync(join(root, path, 'package.json'))),
);
for (const path of workspaces) {
  mkdirSync(join(copy, path), { recursive: true });
  cpSync(join(root, path, 'package.json'), join(copy, path, 'package.json'));
}
const version = spawnSync(process.execPath, [cli, 'version'], { cwd: copy, encoding: 'utf8' });
if (version.status !== 0) {
  process.stdout.write(version.stdout ?? '');
  process.stderr.write(version.stderr ?? '');
  console.error('changesets: `changeset version` failed on the copy');
  process.exit(1);
}
let passed = 0;
let failed = 0;
for (const path of workspaces.filter((p) => p.startsWith('packages'))) {
  const manifest = JSON.parse(readFileSync(join(copy, path, 'package.json'), 'utf8'));
  if (manifest.private) continue;
  const changelog = join(copy, path, 'CHANGELOG.md');
  const text = existsSync(changelog) ? readFileSync(changelog, 'utf8') : '';
  const entries = (text.match(/^- /gm) ?? []).length;
  // Its own history: a changeset that names it (a bump through the fixed group alone writes only
  // "Updated dependencies" lines).
  const own = changesets.filter((changeset) =>
    changeset.releases.some((release) => release.name === manifest.name && release.type !== 'none'),
  ).length;
  const ok = text.includes(`## ${manifest.version}`) && entries > 0 && own > 0;
  ok ? passed++ : failed++;
  console.log(
    `  ${manifest.name} ${manifest.version}: ${ok ? `CHANGELOG.md, ${own} changesets, ${entries} entries` : `NO CHANGELOG ENTRY OF ITS OWN (${own} changesets)`}`,
  );
}
console.log(`changesets: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
