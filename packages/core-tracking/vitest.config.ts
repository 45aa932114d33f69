import { defineProject, mergeConfig } from 'vitest/config';
import shared, { SEEDED_DATABASE } from '../../vitest.shared.ts';

export default mergeConfig(
  shared,
  defineProject({ test: { name: 'core-tracking', globalSetup: [SEEDED_DATABASE] } }),
);
