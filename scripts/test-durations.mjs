#!/usr/bin/env node
// Writes scripts/test-durations.json from the last run's .vitest-timings.json: the seconds each
// test file of 8 s or more took, read by vitest.config.ts to start the longest files first.
// Refresh it from a fresh-clone `.ci/run` (its `.vitest-timings.json`), as those are the times CI sees:
//   node scripts/test-durations.mjs /tmp/ci/main/.vitest-timings.json
import { readFileSync, writeFileSync } from 'node:fs';
import { TIMINGS_FILE } from './timings-reporter.mjs';

const DURATIONS_FILE = 'scripts/test-durations.json';
const MIN_SECONDS = 8;

const rows = JSON.parse(readFileSync(process.argv[2] ?? TIMINGS_FILE, 'utf8'));
const seconds = Object.fromEntries(
  rows
    .filter((row) => row.total >= MIN_SECONDS)
    .sort((a, b) => b.total - a.total)
    .map((row) => [row.path, Math.round(row.total)]),
);
const $comment = `Seconds each test file took in a fresh-clone .ci/run (files of ${MIN_SECONDS} s or more; written ${new Date().toISOString().slice(0, 10)} by scripts/test-durations.mjs). vitest.config.ts starts the longest files first.`;
writeFileSync(DURATIONS_FILE, `${JSON.stringify({ $comment, seconds }, null, 1)}\n`);
console.log(`${DURATIONS_FILE}: ${Object.keys(seconds).length} files`);
