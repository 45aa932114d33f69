import { defineProject, mergeConfig } from 'vitest/config';
import shared from '../../vitest.shared.ts';

/**
 * Project `storefront`: pure helpers (src/**\/*.test.ts) and the shopper journeys in headless
 * Chromium (test/**\/*.test.ts) against the built storefront served by the real platform-api.
 * The global setup builds the storefront once per run.
 */
export default mergeConfig(
  shared,
  defineProject({
    test: {
      name: 'storefront',
      include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts'],
      globalSetup: ['./test/harness/build-once.ts'],
      testTimeout: 90_000,
      hookTimeout: 180_000,
      fileParallelism: false,
      // a page on a loaded 2-core machine can take seconds to settle
      expect: { poll: { timeout: 30_000, interval: 100 } },
    },
  }),
);
