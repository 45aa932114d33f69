import { defineProject, mergeConfig } from 'vitest/config';
import shared, { SEEDED_DATABASE } from '../../vitest.shared.ts';

/**
 * Project `storefront`: pure helpers (src/**\/*.test.ts) and the shopper journeys in headless
 * Chromium (test/**\/*.test.ts) against the built storefront served by the real platform-api.
 * The global setups build the storefront and seed the database the journeys start from, once per run.
 */
export default mergeConfig(
  shared,
  defineProject({
    test: {
      name: 'storefront',
      include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts'],
      globalSetup: ['./test/harness/build-once.ts', SEEDED_DATABASE],
      // The sdk's parts' code is in the module cache before each file, as in the react project:
      // whether a form's code was already loaded no longer depends on which file ran before.
      setupFiles: ['../../packages/sdk/test/harness/preload-parts.ts'],
      testTimeout: 90_000,
      hookTimeout: 180_000,
      // Journey files run beside the other projects' files, three at a time in all (the root
      // config's maxWorkers; a project with its own would need its own sequence group, run apart).
      // The built server entry (issue 18) is loaded by Node itself, with the React and
      // react-router Node loads: run through Vitest's module runner, its chunks got a
      // react-router of their own and every <Link> lost its router.
      server: { deps: { external: [/storefront\/dist\/server\//] } },
      // A journey that fails is run once more: a page on a loaded 2-core machine can miss a wait.
      // A pass on the retry is not hidden: `npm test` names it (scripts/flaky-reporter.mjs).
      retry: 1,
      // a page on a loaded 2-core machine can take seconds to settle
      expect: { poll: { timeout: 30_000, interval: 100 } },
    },
  }),
);
