import { defineProject, mergeConfig } from 'vitest/config';
import shared, { SEEDED_DATABASE } from '../../vitest.shared.ts';

export default mergeConfig(
  shared,
  defineProject({
    test: { name: 'scripting', globalSetup: [SEEDED_DATABASE], testTimeout: 60_000, hookTimeout: 120_000 },
  }),
);
