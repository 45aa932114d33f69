#!/usr/bin/env node
// `npm test`: every check and every test of the repo, then one plain closing line
// `N passed, N failed` totalling them all (the line CI reads).
//   1. lint, typecheck and build of every workspace, through turbo (each task counts once);
//   2. publint + arethetypeswrong on every built package (each package counts once);
//   3. the size budgets of size-budgets.json (each budget counts once);
//   4. every Vitest project (each test counts once).
import { readFileSync, rmSync } from 'node:fs';
import { run } from './run.mjs';

let passed = 0;
let failed = 0;

const turbo = await run('npx', ['turbo', 'run', 'lint', 'typecheck', 'build', '--continue', '--output-logs=errors-only']);
const tasks = /Tasks:\s+(\d+) successful, (\d+) total/.exec(turbo.output.replace(/\x1b\[[0-9;]*m/g, ''));
if (tasks) {
  passed += Number(tasks[1]);
  failed += Number(tasks[2]) - Number(tasks[1]);
} else failed += 1;

const checks = await run('node', ['scripts/check-packages.mjs']);
const checked = /check-packages: (\d+) passed, (\d+) failed/.exec(checks.output);
if (checked) {
  passed += Number(checked[1]);
  failed += Number(checked[2]);
} else failed += 1;

const sizes = await run('node', ['scripts/size.mjs', '--check']);
const sized = /size-budgets: (\d+) passed, (\d+) failed/.exec(sizes.output);
if (sized) {
  passed += Number(sized[1]);
  failed += Number(sized[2]);
} else failed += 1;

const results = '.vitest-results.json';
rmSync(results, { force: true });
const vitest = await run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${results}`]);
try {
  const report = JSON.parse(readFileSync(results, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  // A suite that fails to load has no tests to count: count it as one failure.
  failed += report.testResults.filter((file) => file.status === 'failed' && file.assertionResults.length === 0).length;
} catch {
  failed += 1;
}
if (vitest.code !== 0 && failed === 0) failed += 1;

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
