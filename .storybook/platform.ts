/**
 * The real platform-api for the stories: a fresh, migrated and seeded in-memory PGlite database
 * and the platform's Hono app over it. Every start is a new shop database: what one run adds to
 * carts never reaches the next. Used in process by the Storybook dev server (./platform-plugin.ts)
 * and on a port of its own by the `storybook` Vitest project (./vitest.global-setup.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { createApp, migrate, openDatabase, seed } from '@vitrine/platform-api';

/** A running platform for the stories. */
export interface StoryPlatform {
  /** Answers one request (an `/api/…`, `/images/…` or `/uploads/…` path). */
  handle(request: IncomingMessage, response: ServerResponse): void;
  close(): Promise<void>;
}

/** Opens a fresh seeded database and builds the platform's app over it. */
export async function startStoryPlatform(): Promise<StoryPlatform> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-storybook-'));
  const database = await openDatabase({});
  await migrate(database);
  await seed(database.db);
  const { app } = createApp({
    db: database,
    dataDir,
    options: { storefrontDir: join(dataDir, 'no-storefront'), logError: () => undefined },
  });
  const listener = getRequestListener(app.fetch);
  return {
    handle: (request, response) => void listener(request, response),
    async close() {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** {@link startStoryPlatform} listening on a free port of 127.0.0.1. */
export async function listenStoryPlatform(): Promise<{ readonly url: string; close(): Promise<void> }> {
  const platform = await startStoryPlatform();
  const server = createServer((request, response) => platform.handle(request, response));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
      await platform.close();
    },
  };
}
