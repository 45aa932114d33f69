import { defineProject, mergeConfig } from 'vitest/config';
import shared from '../../vitest.shared.ts';

export default mergeConfig(
  shared,
  defineProject({ test: { name: 'scripting', testTimeout: 60_000, hookTimeout: 120_000 } }),
);
