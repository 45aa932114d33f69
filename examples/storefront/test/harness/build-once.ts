/**
 * Vitest global setup of the `storefront` project: builds the storefront once per run
 * (`vite build` into examples/storefront/dist, and its server entry into dist/server: what
 * `npm start` serves). STOREFRONT_SKIP_BUILD=1
 * reuses an existing dist (a second run while editing tests only).
 *
 * The build runs in its own process with NODE_ENV=production: inside Vitest (NODE_ENV=test) Vite
 * gives React's development build, and the journeys must run against what shoppers get.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { STOREFRONT_ROOT } from './paths';

export default function setup(): void {
  if (
    process.env.STOREFRONT_SKIP_BUILD === '1' &&
    existsSync(join(STOREFRONT_ROOT, 'dist', 'index.html')) &&
    existsSync(join(STOREFRONT_ROOT, 'dist', 'server', 'entry-server.js'))
  )
    return;
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
  for (const name of Object.keys(env)) if (name.startsWith('VITEST') || name === 'TEST') delete env[name];
  // The client build, then the server entry the platform renders public pages with (0460).
  const builds = [
    ['vite', 'build', '--logLevel', 'warn'],
    ['vite', 'build', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist/server', '--logLevel', 'warn'],
  ];
  for (const args of builds) {
    const built = spawnSync('npx', args, { cwd: STOREFRONT_ROOT, env, stdio: 'inherit' });
    if (built.status !== 0) throw new Error(`${args.join(' ')} of the storefront failed`);
  }
}
