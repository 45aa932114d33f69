import { defineProject, mergeConfig } from 'vitest/config';
import shared, { SEEDED_DATABASE } from '../../vitest.shared.ts';

export default mergeConfig(
  shared,
  defineProject({ test: { name: 'core-shop', globalSetup: [SEEDED_DATABASE] } }),
);
