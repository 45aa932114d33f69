import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/** The storefront's Chromium journeys: the longest files of the run (30–170 s each). */
const isJourney = (spec: TestSpecification): boolean => /\/examples\/storefront\/test\//.test(spec.moduleId);

/**
 * Vitest's own order runs projects one after another by name, so the storefront's journeys came
 * last and ran alone for the last ten minutes. They start first here (largest first, as Vitest
 * orders unknown files), and the short files of every other project fill the other workers.
 */
class JourneysFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter(isJourney), ...sorted.filter((spec) => !isJourney(spec))];
  }
}

/** Every package and example is one Vitest project; `npm test` runs them all. */
export default defineConfig({
  test: {
    // Vitest's default on a 2-core machine is one worker: every file in a row. Most files wait on
    // a server, a database or a browser, so three at a time use the two cores without starving.
    maxWorkers: Number(process.env.VITRINE_TEST_WORKERS ?? 3),
    sequence: { sequencer: JourneysFirst },
    projects: ['packages/*/vitest.config.ts', 'examples/*/vitest.config.ts', '.storybook/vitest.config.ts'],
  },
});
