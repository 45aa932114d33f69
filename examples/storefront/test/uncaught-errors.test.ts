/**
 * Uncaught exceptions in the page (000 §8 "Uncaught exception: reported with level error"; 001 §2
 * "Error monitoring calls are skipped in preview"): a thrown error and an unhandled rejection reach
 * the page's error monitor, the browser ports' reporter, which writes them to the console.
 */
import type { Browser, ConsoleMessage } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, newShopper } from './harness/browser';
import { type StorefrontShop, startShop } from './harness/shop';

let shop: StorefrontShop;
let browser: Browser;

beforeAll(async () => {
  [shop, browser] = await Promise.all([startShop(), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

/** The reports the page's reporter wrote: the error's message and the tags. */
async function reportOf(message: ConsoleMessage): Promise<{ error: string; tags: unknown } | undefined> {
  if (!message.text().startsWith('[vitrine] error reported')) return undefined;
  const detail = message.args()[1];
  if (!detail) return undefined;
  return detail.evaluate((value: { error: unknown; tags: unknown }) => ({
    error: value.error instanceof Error ? value.error.message : String(value.error),
    tags: value.tags,
  }));
}

describe('uncaught exceptions', () => {
  it('a thrown error and an unhandled rejection are reported with level error', async () => {
    const { context, page } = await newShopper(browser);
    const reports: Promise<{ error: string; tags: unknown } | undefined>[] = [];
    page.on('console', (message) => reports.push(reportOf(message)));
    await page.goto(shop.url('/'));
    await page.locator('html[data-vitrine-ready]').waitFor({ state: 'attached' });
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('journey: thrown in the page');
      }, 0);
      void Promise.reject(new Error('journey: rejected in the page'));
    });
    const reported = async () => (await Promise.all(reports)).filter((report) => report !== undefined);
    await expect.poll(reported).toEqual(
      expect.arrayContaining([
        { error: 'journey: thrown in the page', tags: { level: 'error', source: 'error' } },
        { error: 'journey: rejected in the page', tags: { level: 'error', source: 'unhandledrejection' } },
      ]),
    );
    await context.close();
  });
});
