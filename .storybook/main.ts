// Storybook for @vitrine/react: small headless demo components built only on its hooks, in
// packages/react/stories (beside the package, not in src/, so they never ship). Every story talks
// to the real platform-api, served on the same origin by ./platform-plugin.ts; their play
// functions run as tests in `npm test` (the `storybook` Vitest project, ./vitest.config.ts).
// Telemetry is off here and through STORYBOOK_DISABLE_TELEMETRY=1 in scripts/env.mjs.
import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';
import { platformApi } from './platform-plugin';

const config: StorybookConfig = {
  stories: ['../packages/react/stories/**/*.stories.@(ts|tsx)'],
  // StrictMode: the hooks must hold under its double effects (one request, one subscription).
  framework: { name: '@storybook/react-vite', options: { strictMode: true } },
  core: { disableTelemetry: true },
  viteFinal: (vite) =>
    mergeConfig(vite, {
      plugins: [platformApi()],
      // Workspace packages from their sources (the `@vitrine/source` condition): no build first.
      resolve: { conditions: ['@vitrine/source', 'module', 'browser', 'development|production'] },
      ssr: {
        resolve: {
          conditions: ['@vitrine/source', 'node', 'development|production'],
          externalConditions: ['@vitrine/source'],
        },
      },
    }),
};

export default config;
