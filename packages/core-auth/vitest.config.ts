import { defineProject, mergeConfig } from 'vitest/config';
import shared, { SEEDED_DATABASE } from '../../vitest.shared.ts';

// The platform tests copy the run's seeded database.
export default mergeConfig(
  shared,
  defineProject({ test: { name: 'core-auth', globalSetup: [SEEDED_DATABASE] } }),
);
