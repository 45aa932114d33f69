import { defineConfig } from 'vitest/config';

/** Every package and example is one Vitest project; `npm test` runs them all. */
export default defineConfig({
  test: {
    // Vitest's default on a 2-core machine is one worker: every file in a row. Most files wait on
    // a server, a database or a browser, so three at a time use the two cores without starving.
    maxWorkers: Number(process.env.VITRINE_TEST_WORKERS ?? 3),
    projects: ['packages/*/vitest.config.ts', 'examples/*/vitest.config.ts', '.storybook/vitest.config.ts'],
  },
});
