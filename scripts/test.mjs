#!/usr/bin/env node
// `npm test`: every check and every test of the repo. The checks and the tests are reported
// apart, then one plain closing line `N passed, N failed, N skipped` (the line CI reads):
//   1. lint and build of every workspace through turbo (each task is one check), beside the
//      type-check programs of the whole repo (tsconfig.check-node.json, tsconfig.check-dom.json,
//      packages/scripting/test, and the samples of docs/guides through scripts/docs-check-guides.mjs;
//      each is one check): one program per package checked every dependency's sources again;
//   2. publint + arethetypeswrong on every built package, and the packages its built modules import
//      declared in its manifest (scripts/check-packages.mjs; each package is one check);
//   3. the size budgets of size-budgets.json (each budget is one check) and each package README's
//      size table against the measurements (one check per package, scripts/size-readme.mjs); after
//      the builds, every budgeted entry again from the built packages, held to its figure from the
//      sources (`size.mjs --shipped`, each entry one check: what npm ships is what is measured,
//      decision 0477);
//   4. the changesets' release dry run (scripts/docs-changesets.mjs: `changeset version` on a copy,
//      each published package's changelog one check);
//   5. every Vitest project: the closing line counts its tests, skipped ones included (the guides'
//      samples are run by packages/react/test/guides.test.tsx).
// A failed check is not a test, but it must still fail the run: each failed check adds one to the
// closing line's "failed" (the checks line says how many of them are checks).
//
// The checks (1–4) run beside the tests (5): the tests need none of their output (Vitest reads
// every package from its sources and builds the storefront itself), and on 2 cores each phase
// alone left a core idle for minutes (turbo waiting on a chain of builds, Vitest's last files).
// The builds, the package checks and the shipped sizes after them, the size budgets and the
// changesets' dry run run at the tests' CPU priority:
// niced, the chain of builds got almost no CPU while the tests ran and was left to run after
// them, two and a half minutes with a core partly idle. The type-check programs and the
// storefront's lint, which nothing waits on, run niced. The checks' output is printed once the
// tests ended (docs/decisions/0472).
import { readFileSync, rmSync } from 'node:fs';
import { relative } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { FLAKY_FILE } from './flaky-reporter.mjs';
import { run } from './run.mjs';

/** Counts of one kind of check: passed and failed. */
const checks = [];
const check = (name, match) => {
  if (match) checks.push({ name, passed: Number(match.passed), failed: Number(match.failed) });
  else checks.push({ name, passed: 0, failed: 1, unreadable: true });
};

/** Runs a check command, its output kept for later; `niced`: at a lower CPU priority than the tests. */
const checkRun = (command, args, niced = false) =>
  niced
    ? run('nice', ['-n', '10', command, ...args], { stream: false })
    : run(command, args, { stream: false });
/** What the checks printed, shown after the tests. */
const checkOutput = [];

/** Runs a check script that ends with `<label>: N passed, N failed`; resolves to what it counted. */
async function countedCheck(label, args) {
  const result = await checkRun('node', args);
  checkOutput.push(result.output);
  const counts = new RegExp(`${label}: (\\d+) passed, (\\d+) failed`).exec(result.output);
  return counts && { passed: counts[1], failed: counts[2] };
}

async function runChecks() {
  // The four type-check programs are single-threaded: they run beside turbo, which leaves a core
  // idle while a build waits for its dependencies. The storefront is built by the storefront
  // project's global setup (its journeys run on that build), so it is only linted here: two
  // builds into one dist folder would race. The size budgets read the sources, not the builds.
  const sizes = countedCheck('size-budgets', ['scripts/size.mjs', '--check']);
  const changesets = countedCheck('changesets', ['scripts/docs-changesets.mjs']);
  const [turbo, lint, ...typechecks] = await Promise.all([
    checkRun('npx', [
      'turbo',
      'run',
      'lint',
      'build',
      '--filter=!@vitrine/storefront',
      '--continue',
      '--output-logs=errors-only',
    ]),
    checkRun('npm', ['run', 'lint', '--silent', '-w', '@vitrine/storefront'], true),
    checkRun('npx', ['tsc', '--noEmit', '-p', 'tsconfig.check-node.json'], true),
    checkRun('npx', ['tsc', '--noEmit', '-p', 'tsconfig.check-dom.json'], true),
    checkRun('npx', ['tsc', '--noEmit', '-p', 'packages/scripting/test'], true),
    checkRun('node', ['scripts/docs-check-guides.mjs'], true),
  ]);
  checkOutput.push(turbo.output, lint.output, ...typechecks.map((result) => result.output));
  const ansiColours = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
  const tasks = /Tasks:\s+(\d+) successful, (\d+) total/.exec(turbo.output.replace(ansiColours, ''));
  // the storefront's lint counts as one more task
  const linted = lint.code === 0 ? 1 : 0;
  check(
    'lint and build tasks',
    tasks && { passed: Number(tasks[1]) + linted, failed: Number(tasks[2]) - Number(tasks[1]) + 1 - linted },
  );
  const typechecked = typechecks.filter((result) => result.code === 0).length;
  check('type-check programs', { passed: typechecked, failed: typechecks.length - typechecked });

  const shipped = countedCheck('size-shipped', ['scripts/size.mjs', '--shipped']);
  check('package checks', await countedCheck('check-packages', ['scripts/check-packages.mjs']));
  check('size budgets', await sizes);
  check('shipped sizes', await shipped);
  check('changesets dry run', await changesets);
}
// A check that could not even run (a tool missing) fails the run as one more failed check,
// once the tests ended, rather than stopping the tests.
const checksDone = runChecks().catch((error) => {
  checkOutput.push(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  checks.push({ name: 'checks that could not run', passed: 0, failed: 1 });
});

let passed = 0;
let failed = 0;
let skipped = 0;
const results = '.vitest-results.json';
rmSync(results, { force: true });
rmSync(FLAKY_FILE, { force: true });
const vitest = await run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--reporter=./scripts/flaky-reporter.mjs',
  '--reporter=./scripts/timings-reporter.mjs',
  `--outputFile.json=${results}`,
]);
/** The first line of a failure's message (without colours), short enough for one line. */
const firstLine = (messages) =>
  stripVTControlCharacters(String(messages?.[0] ?? ''))
    .split('\n')[0]
    .slice(0, 300);

/** The failed tests (and files that failed to load), named again at the end, where CI's tail shows them. */
const failures = [];
try {
  const report = JSON.parse(readFileSync(results, 'utf8'));
  for (const file of report.testResults) {
    const path = relative(process.cwd(), file.name);
    for (const test of file.assertionResults)
      if (test.status === 'failed')
        failures.push(`${path} > ${test.fullName}: ${firstLine(test.failureMessages)}`);
    if (file.status === 'failed' && file.assertionResults.length === 0)
      failures.push(`${path} (did not load): ${firstLine([file.message])}`);
  }
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
  // A suite that fails to load has no tests to count: count it as one failure.
  failed += report.testResults.filter(
    (file) => file.status === 'failed' && file.assertionResults.length === 0,
  ).length;
} catch {
  failed += 1;
}
if (vitest.code !== 0 && failed === 0) failed += 1;

await checksDone;
console.log('\n— checks (run beside the tests)');
for (const output of checkOutput) process.stdout.write(output);

// Tests that passed only on a retry count as passed, and are named here so none goes unseen.
try {
  const flaky = JSON.parse(readFileSync(FLAKY_FILE, 'utf8'));
  for (const test of flaky)
    console.log(`flaky (passed on retry ${test.retries}): ${test.project} ${test.file} > ${test.name}`);
  console.log(`flaky: ${flaky.length} test(s) passed only on a retry`);
} catch {
  console.log('flaky: no report written');
}

for (const failure of failures) console.log(`failed: ${failure}`);

const failedChecks = checks.reduce((sum, c) => sum + c.failed, 0);
const described = checks
  .map((c) => `${c.name} ${c.passed}/${c.passed + c.failed} ok${c.unreadable ? ' (no summary found)' : ''}`)
  .join(', ');
console.log(`checks: ${described}; ${failedChecks} failed check(s) counted as failed below`);
console.log(`${passed} passed, ${failed + failedChecks} failed, ${skipped} skipped`);
process.exit(failed + failedChecks === 0 ? 0 : 1);
