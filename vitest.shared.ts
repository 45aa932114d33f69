import { defineConfig } from 'vitest/config';

/** Resolve workspace packages to their sources (the `@vitrine/source` export condition), so tests need no build. */
const conditions = ['@vitrine/source', 'module', 'node', 'import', 'default'];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions, externalConditions: ['@vitrine/source'] } },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
