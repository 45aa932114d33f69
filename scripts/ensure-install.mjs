#!/usr/bin/env node
// Runs `npm install` when node_modules is missing or older than package-lock.json.
// `npm ci` is not used: lockfiles made on these machines lack other platforms' optional
// binaries, and `npm ci` refuses them (shared/TOOLCHAIN.md).
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { quietEnv } from './env.mjs';

const mtime = (path) => {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return undefined;
  }
};

const installed = mtime('node_modules/.package-lock.json');
const lock = mtime('package-lock.json');
if (installed === undefined || (lock !== undefined && installed < lock)) {
  console.log('[vitrine] installing dependencies (npm install)…');
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { stdio: 'inherit', env: quietEnv });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
