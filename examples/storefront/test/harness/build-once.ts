/**
 * Vitest global setup of the `storefront` project: builds the storefront once per run
 * (`vite build` into examples/storefront/dist, what `npm start` serves). STOREFRONT_SKIP_BUILD=1
 * reuses an existing dist (a second run while editing tests only).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { STOREFRONT_ROOT } from './paths';

export default async function setup(): Promise<void> {
  if (process.env.STOREFRONT_SKIP_BUILD === '1' && existsSync(join(STOREFRONT_ROOT, 'dist', 'index.html')))
    return;
  await build({
    root: STOREFRONT_ROOT,
    configFile: join(STOREFRONT_ROOT, 'vite.config.ts'),
    logLevel: 'warn',
  });
}
