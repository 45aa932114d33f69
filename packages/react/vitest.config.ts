import { defineProject, mergeConfig } from 'vitest/config';
import shared, { SEEDED_DATABASE } from '../../vitest.shared.ts';

export default mergeConfig(
  shared,
  defineProject({
    test: {
      name: 'react',
      globalSetup: [SEEDED_DATABASE],
      environment: 'happy-dom',
      include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts', 'test/**/*.test.tsx'],
      testTimeout: 60_000,
      hookTimeout: 120_000,
      // The sdk's parts (checkout, forms, engagement) load on first use: their code is in the module
      // cache before each file, as in the sdk's own tests, so no test waits on a first transform.
      setupFiles: ['../sdk/test/harness/preload-parts.ts'],
    },
  }),
);
