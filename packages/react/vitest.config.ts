import { defineProject, mergeConfig } from 'vitest/config';
import shared from '../../vitest.shared.ts';

export default mergeConfig(
  shared,
  defineProject({
    test: {
      name: 'react',
      environment: 'happy-dom',
      include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts', 'test/**/*.test.tsx'],
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  }),
);
