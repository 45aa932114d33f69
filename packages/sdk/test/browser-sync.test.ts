/**
 * Background calls in real headless Chromium going offline and back (000 §8: a task whose host
 * cannot be reached raises no notification and stays unsent): core-shop's sync-task queue with
 * @vitrine/sdk/browser's `browserOnline` and `flushWhenOnline`, against the real platform-api.
 */
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as VitrineSync from './browser-sync-entry';
import { launchChromium } from './harness/chromium';
import { bundleForBrowser, startTestShop, type TestShop } from './harness/shop-server';

declare global {
  interface Window {
    VitrineSync: typeof VitrineSync;
    [key: string]: unknown;
  }
}

const PAGE =
  '<!doctype html><html><head><meta charset="utf-8"><title>sync</title><script src="/sync.js"></script></head><body></body></html>';

let shop: TestShop;
let browser: Browser;

beforeAll(async () => {
  const bundle = await bundleForBrowser(
    fileURLToPath(new URL('./browser-sync-entry.ts', import.meta.url)),
    'VitrineSync',
  );
  shop = await startTestShop({ 'index.html': PAGE, 'sync.js': bundle });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

describe('sync tasks offline and back online (000 §8)', () => {
  it('an offline task stays unsent without a notification, and is sent when the browser is online again', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(shop.origin);
    await page.waitForFunction(() => typeof window.VitrineSync === 'object');
    await page.evaluate(() => {
      const { createTransport, createSyncTasks, browserOnline, flushWhenOnline } = window.VitrineSync;
      const transport = createTransport({ baseURL: location.origin, shopDomain: 'localhost' });
      const queue = createSyncTasks({ transport, online: browserOnline() });
      const seen = { notified: [] as unknown[], settled: [] as string[] };
      queue.on('notify', ({ notification }) => seen.notified.push(notification));
      queue.on('sync.settled', ({ task }) => seen.settled.push(`${task.task_id}:${task.status}`));
      flushWhenOnline(queue);
      window.queue = queue;
      window.seen = seen;
    });
    await context.setOffline(true);
    const first = await page.evaluate(() =>
      (window.queue as ReturnType<typeof VitrineSync.createSyncTasks>).enqueue({
        task_id: 'create',
        method: 'POST',
        url: '/api/checkout/cart/create.json',
      }),
    );
    expect(first).toEqual({ ok: false, error: { code: 'sync_unsent' } });
    expect(
      await page.evaluate(
        () => (window.queue as ReturnType<typeof VitrineSync.createSyncTasks>).unsent().length,
      ),
    ).toBe(1);
    await context.setOffline(false);
    await page.waitForFunction(() => (window.seen as { settled: string[] }).settled.length === 1);
    expect(await page.evaluate(() => window.seen)).toEqual({ notified: [], settled: ['create:done'] });
    await context.close();
  });
});
