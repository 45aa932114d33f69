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
 * Resolve workspace packages to their sources (the `@vitrine/source` export condition), so tests
 * need no build. Vitest hands the server conditions to Node as `--conditions` flags, so they must
 * not name `import` or `module`: Node's `require` would then load a CommonJS package's ESM build
 * (pg's `require('pg-pool')` breaks that way).
 */
export default defineConfig({
  resolve: { conditions: ['@vitrine/source', 'module', 'browser', 'development|production'] },
  ssr: {
    resolve: {
      conditions: ['@vitrine/source', 'node', 'development|production'],
      externalConditions: ['@vitrine/source'],
    },
  },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
