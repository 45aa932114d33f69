import { defineConfig } from 'vitest/config';

/** Every package and example is one Vitest project; `npm test` runs them all. */
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'examples/*/vitest.config.ts', '.storybook/vitest.config.ts'],
  },
});
