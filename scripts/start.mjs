#!/usr/bin/env node
// `npm start`: the complete shop on one port. Builds what is missing (turbo caches the rest),
// then runs the platform API, which also serves the built storefront when it exists.
// The database is migrated and seeded by the server itself on first start.
// It is the demo: the dev endpoints (/api/dev/*, and the mail outbox page /dev/mail where the
// reset and activation e-mails land) are on, for this machine only. VITRINE_DEV_ENDPOINTS=0 turns
// them off (docs/decisions/0265-dev-endpoints-and-mail.md).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { quietEnv } from './env.mjs';

const filters = ['--filter=@vitrine/platform-api...'];
if (existsSync('examples/storefront/package.json')) filters.push('--filter=@vitrine/storefront...');
const built = spawnSync('npx', ['turbo', 'run', 'build', ...filters, '--output-logs=errors-only'], {
  stdio: 'inherit',
  env: quietEnv,
});
if (built.status !== 0) process.exit(built.status ?? 1);

const server = spawn('node', ['examples/platform-api/dist/main.js', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: {
    ...quietEnv,
    PORT: process.env.PORT ?? '3000',
    VITRINE_DEV_ENDPOINTS: process.env.VITRINE_DEV_ENDPOINTS ?? '1',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
