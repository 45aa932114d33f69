/**
 * The real platform-api for the stories: a fresh, migrated and seeded in-memory PGlite database
 * and the Hono app, answering Node requests. Loaded by {@link ./platform-plugin.ts} through the
 * Vite server's SSR loader, so its TypeScript sources (the `@vitrine/source` condition) need no
 * build. Every start is a new shop database: what one run adds to carts never reaches the next.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
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
