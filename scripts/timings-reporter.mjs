// A Vitest reporter that writes where each test file's time went (Vitest's module diagnostic:
// environment, prepare, import and collect, setup files, tests and hooks), slowest first, so a
// slow `npm test` can be read file by file: node -e "console.table(require('./.vitest-timings.json').slice(0, 20))"
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';

/** Where the timings are written (git ignores it). */
export const TIMINGS_FILE = '.vitest-timings.json';

const seconds = (ms) => Math.round(ms / 100) / 10;

export default class TimingsReporter {
  /** @type {{ project: string, file: string, path: string, environment: number, prepare: number, collect: number, setup: number, tests: number, total: number }[]} */
  rows = [];

  /** @param {import('vitest/node').TestModule} testModule */
  onTestModuleEnd(testModule) {
    const d = testModule.diagnostic();
    const total =
      d.environmentSetupDuration + d.prepareDuration + d.collectDuration + d.setupDuration + d.duration;
    this.rows.push({
      project: testModule.project.name,
      file: testModule.relativeModuleId,
      // from the repo's root: what scripts/test-durations.mjs keys the durations by
      path: relative(process.cwd(), testModule.moduleId),
      environment: seconds(d.environmentSetupDuration),
      prepare: seconds(d.prepareDuration),
      collect: seconds(d.collectDuration),
      setup: seconds(d.setupDuration),
      tests: seconds(d.duration),
      total: seconds(total),
    });
  }

  onTestRunEnd() {
    this.rows.sort((a, b) => b.total - a.total);
    writeFileSync(TIMINGS_FILE, `${JSON.stringify(this.rows, null, 1)}\n`);
  }
}
