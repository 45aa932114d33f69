import { defineProject, mergeConfig } from 'vitest/config';
import shared, { SEEDED_DATABASE } from '../../vitest.shared.ts';

// One module graph per worker, not one per file; the platform tests copy the run's seeded database.
export default mergeConfig(
  shared,
  defineProject({ test: { name: 'core-auth', isolate: false, globalSetup: [SEEDED_DATABASE] } }),
);
