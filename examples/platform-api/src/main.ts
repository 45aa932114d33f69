#!/usr/bin/env node
import { safeError } from './log-safe';
import { configFromEnv, resetDatabase, startServer } from './server';

/** Entry point: `node dist/main.js` serves; `--reset-only` starts the database over and exits. */
async function main(): Promise<void> {
  const config = configFromEnv();
  if (process.argv.includes('--reset-only')) {
    await resetDatabase(config);
    console.log(`database reset (${config.databaseUrl ? 'PostgreSQL' : config.dataDir})`);
    return;
  }
  const running = await startServer(config);
  const store = config.databaseUrl ? 'PostgreSQL' : `PGlite at ${config.dataDir}`;
  console.log(`Vitrine platform API on ${running.url} (${store}, ready in ${running.startupMs} ms)`);
  if (running.deps.options.devEndpoints) {
    console.log(
      `Dev endpoints on (this machine only): e-mails the shop sends are at ${running.url}/dev/mail`,
    );
  }
  const stop = () => {
    running.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(safeError(error));
  process.exit(1);
});
