/**
 * Uncaught exceptions in real headless Chromium (000 §8 "Uncaught exception: reported with level
 * error"): `reportUncaughtErrors` of @vitrine/sdk/browser hears the page's `error` and
 * `unhandledrejection` events and reports them through the ErrorReporter port.
 */
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as VitrineBrowser from './browser-entry';
import { launchChromium } from './harness/chromium';
import { bundleForBrowser, startTestShop, TEST_PAGE, type TestShop } from './harness/shop-server';

declare global {
  interface Window {
    Vitrine: typeof VitrineBrowser;
    [key: string]: unknown;
  }
}

interface SeenReport {
  readonly message: string;
  readonly tags: Readonly<Record<string, string>>;
}

let shop: TestShop;
let browser: Browser;

beforeAll(async () => {
  const bundle = await bundleForBrowser(
    fileURLToPath(new URL('./browser-entry.ts', import.meta.url)),
    'Vitrine',
  );
  shop = await startTestShop({ 'index.html': TEST_PAGE, 'bundle.js': bundle });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

/** A page whose uncaught errors go to `window.reports`; `window.stopReporting` stops it. */
async function reportingPage(): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(shop.origin);
  await page.waitForFunction(() => typeof window.Vitrine === 'object');
  await page.evaluate(() => {
    const reports: { message: string; tags: Readonly<Record<string, string>> }[] = [];
    window.reports = reports;
    window.stopReporting = window.Vitrine.reportUncaughtErrors({
      report: (error, tags = {}) =>
        reports.push({ message: error instanceof Error ? error.message : String(error), tags }),
    });
  });
  return page;
}

const reportsOf = (page: Page) => page.evaluate(() => window.reports as SeenReport[]);

describe('reportUncaughtErrors (window error and unhandledrejection)', () => {
  it('reports a thrown error and a promise rejected without a handler, with level error', async () => {
    const page = await reportingPage();
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('thrown in a timer');
      }, 0);
      void Promise.reject(new Error('rejected with no handler'));
    });
    await page.waitForFunction(() => (window.reports as unknown[]).length >= 2);
    const reports = await reportsOf(page);
    expect(reports).toEqual(
      expect.arrayContaining([
        { message: 'thrown in a timer', tags: { level: 'error', source: 'error' } },
        { message: 'rejected with no handler', tags: { level: 'error', source: 'unhandledrejection' } },
      ]),
    );
    expect(reports).toHaveLength(2);
    await page.context().close();
  });

  it('a caught error or a handled rejection is not reported; after stop nothing is', async () => {
    const page = await reportingPage();
    await page.evaluate(async () => {
      try {
        throw new Error('caught');
      } catch {
        // handled
      }
      await Promise.reject(new Error('handled')).catch(() => undefined);
      // the reporter listens: one uncaught error before it stops is reported
      setTimeout(() => {
        throw new Error('before stop');
      }, 0);
      await new Promise((resolve) => setTimeout(resolve, 50));
      (window.stopReporting as () => void)();
      setTimeout(() => {
        throw new Error('after stop');
      }, 0);
      void Promise.reject(new Error('after stop too'));
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    expect((await reportsOf(page)).map((report) => report.message)).toEqual(['before stop']);
    await page.context().close();
  });
});
