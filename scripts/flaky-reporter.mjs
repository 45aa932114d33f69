// A Vitest reporter that names every test that passed only on a retry (the storefront's journeys
// retry once: a page on a loaded 2-core machine can miss a wait). A retried pass is not hidden:
// `npm test` prints each one before its closing line, from the file this reporter writes.
import { writeFileSync } from 'node:fs';

/** Where the names of the flaky tests are written; scripts/test.mjs reads it. */
export const FLAKY_FILE = '.vitest-flaky.json';

export default class FlakyReporter {
  /** @type {{ project: string, file: string, name: string, retries: number }[]} */
  flaky = [];

  /** @param {import('vitest/node').TestCase} testCase */
  onTestCaseResult(testCase) {
    const diagnostic = testCase.diagnostic();
    if (!diagnostic?.flaky) return;
    this.flaky.push({
      project: testCase.project.name,
      file: testCase.module.relativeModuleId,
      name: testCase.fullName,
      retries: diagnostic.retryCount,
    });
  }

  onTestRunEnd() {
    writeFileSync(FLAKY_FILE, `${JSON.stringify(this.flaky, null, 2)}\n`);
  }
}
