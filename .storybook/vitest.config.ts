/**
 * The `storybook` Vitest project: every story's play function runs as a test in real headless
 * Chromium (Debian's /usr/bin/chromium through @vitest/browser-playwright; no browser download),
 * through @storybook/addon-vitest. The platform-api is served beside the stories by the Vite
 * plugin of ./main.ts (docs/decisions/0330).
 */
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../packages/sdk/test/harness/chromium';
import { SERVER_RESOLVE } from '../vitest.shared.ts';

export default defineProject({
  plugins: [storybookTest({ configDir: fileURLToPath(new URL('.', import.meta.url)) })],
  // The global setup loads the platform-api from its sources (the `@vitrine/source` condition),
  // through Vitest's own environment for global setups (see vitest.shared.ts).
  ssr: { resolve: SERVER_RESOLVE },
  environments: { __vitest__: { resolve: SERVER_RESOLVE } },
  test: {
    name: 'storybook',
    globalSetup: [fileURLToPath(new URL('./vitest.global-setup.ts', import.meta.url))],
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } }),
      instances: [{ browser: 'chromium' }],
    },
    // Real requests to a platform on a PGlite database, on 2 shared cores.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
