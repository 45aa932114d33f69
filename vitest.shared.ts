import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The global setup of every project whose tests start a platform: the run's migrated and seeded
 * database, dumped once and copied by each test file (examples/platform-api/src/testing/seeded.ts).
 */
export const SEEDED_DATABASE = fileURLToPath(
  new URL('./examples/platform-api/src/testing/seeded.ts', import.meta.url),
);

/**
 * How server-side code (tests in Node, global setups) resolves: workspace packages from their
 * sources (the `@vitrine/source` export condition), so tests need no build. Vitest hands the
 * server conditions to Node as `--conditions` flags, so they must not name `import` or `module`:
 * Node's `require` would then load a CommonJS package's ESM build (pg's `require('pg-pool')`
 * breaks that way).
 */
export const SERVER_RESOLVE = {
  conditions: ['@vitrine/source', 'node', 'development|production'],
  externalConditions: ['@vitrine/source'],
};

/** Workspace packages from their sources, in the browser and on the server. */
const SOURCE_RESOLUTION = {
  resolve: { conditions: ['@vitrine/source', 'module', 'browser', 'development|production'] },
  ssr: { resolve: SERVER_RESOLVE },
  // Vitest loads a project's global setups (the seeded database) through an environment of its
  // own, `__vitest__`, which reads neither `ssr.resolve` nor the client's conditions: without
  // this, a global setup read every workspace package from its build, and failed before one.
  environments: { __vitest__: { resolve: SERVER_RESOLVE } },
};

export default defineConfig({
  ...SOURCE_RESOLUTION,
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts'],
    environment: 'node',
    // One module graph per worker, not one per file: a worker keeps the modules it imported for
    // its next file of the project. Importing them again for each of about 240 files was a third
    // of the files' time; five core packages' 110 files took 113 s and 206 CPU-s isolated, 74 s
    // and 132 CPU-s not (decision 0473). A file must leave no global behind it: stubs, fake
    // timers and mocks are restored after each test.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
