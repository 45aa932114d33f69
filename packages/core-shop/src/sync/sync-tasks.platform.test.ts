/**
 * The sync-task queue against the real reference platform (examples/platform-api) in process: a
 * migrated and seeded in-memory database, the Hono app's `fetch` injected into the real transport.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTransport } from '@vitrine/api-client';
import { createApp } from '@vitrine/platform-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationInput } from '../notifications/notification';
import { createSyncTasks } from './sync-tasks.facade';
import { openSeededDatabase } from '../../../../examples/platform-api/src/testing/seeded';

let platform: ReturnType<typeof createApp>;
let closeDatabase: () => Promise<void>;
let dataDir: string;

beforeAll(async () => {
  const database = await openSeededDatabase();
  dataDir = mkdtempSync(join(tmpdir(), 'core-shop-sync-'));
  platform = createApp({ db: database, dataDir, options: { logError: () => undefined } });
  closeDatabase = () => database.close();
}, 120_000);

afterAll(async () => {
  await closeDatabase?.();
  if (dataDir !== undefined) rmSync(dataDir, { recursive: true, force: true });
});

function queueFor(placeholders: { cart_id?: string } = {}) {
  const fetch = (input: string | URL | Request, init?: RequestInit) =>
    platform.app.fetch(new Request(input, init));
  const transport = createTransport({
    baseURL: 'http://127.0.0.1:3000',
    shopDomain: 'localhost',
    fetch: fetch as typeof globalThis.fetch,
  });
  const state = { ...placeholders };
  const queue = createSyncTasks({ transport, placeholders: () => state });
  const notified: NotificationInput[] = [];
  queue.on('notify', ({ notification }) => notified.push(notification));
  return { queue, notified, state };
}

describe('background calls against the reference platform-api (000 §7, §8)', () => {
  it('runs tasks in order, each with the placeholders of the moment, quietly when they succeed', async () => {
    const { queue, notified, state } = queueFor();
    const created = await queue.enqueue({
      task_id: 'create',
      method: 'POST',
      url: '/api/checkout/cart/create.json',
    });
    expect(created.ok && created.value).toMatchObject({ task_id: 'create', status: 'done', code: 200 });
    const token = (created.ok ? created.value.result : undefined) as { token?: string } | undefined;
    expect(token?.token).toEqual(expect.any(String));
    state.cart_id = token?.token ?? '';
    const fetched = await queue.enqueue({
      task_id: 'fetch',
      method: 'GET',
      url: '/api/checkout/cart.json?cart_token={cart_id}',
    });
    expect(fetched.ok && fetched.value.status).toBe('done');
    expect(notified).toEqual([]);
    queue.stop();
  });

  it("a non-200 answer shows the server's text; a silent task shows nothing", async () => {
    const { queue, notified } = queueFor({ cart_id: 'no-such-cart' });
    const url = '/api/checkout/cart.json?cart_token={cart_id}';
    const loud = await queue.enqueue({ task_id: 'loud', method: 'GET', url });
    expect(!loud.ok && loud.error).toMatchObject({ code: 'sync_failed', message: 'cart not found' });
    expect(!loud.ok && loud.error.task).toMatchObject({ status: 'failed', code: 404, transmited: true });
    const quiet = await queue.enqueue({ task_id: 'quiet', method: 'GET', url, silent: true });
    expect(quiet.ok).toBe(false);
    expect(notified).toEqual([{ type: 'error', message: { text: 'cart not found' }, timeToLive: 5000 }]);
    queue.stop();
  });
});
