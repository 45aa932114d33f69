/**
 * Chromium for the journeys (the sdk's launcher: Debian's chromium through playwright-core), an
 * axe check (no serious or critical violation) and screenshots at 390 and 1280 px.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { expect } from 'vitest';
import { launchChromium } from '../../../../packages/sdk/test/harness/chromium';
import { SCREENS_DIR } from './paths';

export { launchChromium };

/** Widths every main page is looked at (a phone and a laptop). */
export const SCREEN_WIDTHS = [390, 1280] as const;

/**
 * Waits until a storefront page's code runs it (`<html data-vitrine-ready>`): a server-rendered
 * page is shown, and its load event fires, before its code is even fetched (decision 0466), as a
 * shopper on a slow phone sees it. A page that is not the storefront's (no `#root`) is not waited for.
 */
export async function storefrontReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById('root') || document.documentElement.hasAttribute('data-vitrine-ready'),
  );
}

/**
 * Makes `page.goto` and `page.reload` resolve once the storefront runs the page
 * (`storefrontReady`), as `load` meant before server-rendered pages deferred their code;
 * a `waitUntil` other than `load` is left as asked.
 */
function waitForStorefrontOnLoad(page: Page): void {
  const ready = async <T>(navigation: Promise<T>, options?: { waitUntil?: string }): Promise<T> => {
    const response = await navigation;
    if ((options?.waitUntil ?? 'load') === 'load') await storefrontReady(page);
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = (url, options) => ready(goto(url, options), options);
  page.reload = (options) => ready(reload(options), options);
}

/**
 * A fresh context (own cookies and storage: a new shopper) at a width. Every page of it, a second
 * tab included, waits for the storefront on `goto` and `reload` (`waitForStorefrontOnLoad`).
 */
export async function newShopper(
  browser: Browser,
  width = 1280,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  // Playwright emits `page` before `newPage()` resolves, so no navigation precedes the wrapping.
  context.on('page', waitForStorefrontOnLoad);
  const page = await context.newPage();
  return { context, page };
}

/**
 * The serious and critical axe violations of the page as it is now (expected: none).
 *
 * Legacy mode runs axe in the page and its same-origin frames and gathers the results there;
 * the default mode opens a blank page per check to gather them, which cost about 1.5 s of
 * Chromium's time per check on this 2-core machine (a hundred checks in a run). Only violations
 * are collected: the passes' node lists were built and sent over CDP for nothing.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}

/** Fails the test when axe finds a serious or critical violation. */
export async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
}

/**
 * Screenshots of the page at 390 and 1280 px under .tmp/screens/<name>-<width>.png (full page),
 * taken when `VITRINE_SCREENSHOTS=1` (`npm run screenshots -w @vitrine/storefront`): they are for
 * a person to look at, assert nothing, and cost `npm test` two full-page captures per page.
 */
export async function screenshots(page: Page, name: string): Promise<void> {
  if (process.env.VITRINE_SCREENSHOTS !== '1') return;
  mkdirSync(SCREENS_DIR, { recursive: true });
  const before = page.viewportSize();
  for (const width of SCREEN_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: join(SCREENS_DIR, `${name}-${width}.png`), fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}

/** No horizontal scrolling at 360 px and 1440 px (responsive). */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const before = page.viewportSize();
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(100);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `horizontal overflow at ${width}px`).toBeLessThanOrEqual(0);
  }
  if (before) await page.setViewportSize(before);
}

/** What a page loads that can start more work: documents, scripts and API calls (not images). */
const WORK = new Set(['document', 'script', 'fetch', 'xhr']);

/**
 * Follows a page's scripts and API calls from now on; `quiet()` resolves once none is in flight
 * and none started or ended for `quietMs`. Playwright's 'networkidle' waits for every request, and
 * a page showing the sale notifications of 001 §3 loads a product picture every few seconds:
 * a collection page became "idle" only after their cycle, about 28 s.
 */
export function watchNetwork(page: Page): { quiet(quietMs?: number): Promise<void> } {
  const inFlight = new Set<Request>();
  let last = Date.now();
  const started = (request: Request) => {
    if (!WORK.has(request.resourceType())) return;
    inFlight.add(request);
    last = Date.now();
  };
  const ended = (request: Request) => {
    if (!inFlight.delete(request)) return;
    last = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async quiet(quietMs = 1000) {
      await expect.poll(() => inFlight.size === 0 && Date.now() - last >= quietMs).toBe(true);
    },
  };
}
