#!/usr/bin/env node
// publint (strict) and arethetypeswrong (ESM-only profile) on every built, published package.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { run } from './run.mjs';

let passed = 0;
let failed = 0;
for (const dir of readdirSync('packages')) {
  const path = join('packages', dir);
  const manifest = JSON.parse(readFileSync(join(path, 'package.json'), 'utf8'));
  if (manifest.private) continue;
  console.log(`\n— ${manifest.name}`);
  const lint = await run('npx', ['publint', '--strict', path]);
  const types = await run('npx', ['attw', '--pack', path, '--profile', 'esm-only', '--format', 'table-flipped']);
  if (lint.code === 0 && types.code === 0) passed += 1;
  else failed += 1;
}
console.log(`check-packages: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
