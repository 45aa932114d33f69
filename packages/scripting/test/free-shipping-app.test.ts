/**
 * The example third-party app (examples/free-shipping-app) in real headless Chromium, against the
 * real platform-api: written only against window.Vitrine, loaded by a plain <script src> before
 * the storefront (the ready queue) or after it, as the bootstrap's script tags load.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The sdk's browser harness, declared once there.
import { launchChromium } from '../../sdk/test/harness/chromium';
import { bundleForBrowser, startTestShop, type TestShop } from '../../sdk/test/harness/shop-server';
import type * as Entry from './browser-storefront';
import type { VitrineQueue, VitrineScripting } from '../src/index';

declare global {
  interface Window {
    Vitrine: VitrineScripting | VitrineQueue;
    VitrineTest: typeof Entry;
  }
}

/** The demo shop's money format is `${{amount}}`. */
const dollars = (minor: number): string => `$${(minor / 100).toFixed(2)}`;
/** The threshold the pages give the app (`data-threshold`): not the app's default, so it is read. */
const THRESHOLD = 5000;
/** The app's own threshold without `data-threshold` (examples/free-shipping-app/free-shipping-bar.js). */
const DEFAULT_THRESHOLD = 10000;

const page = (head: string, body = '<main>shop</main>'): string =>
  `<!doctype html><html><head><meta charset="utf-8"><title>shop</title>${head}</head><body>${body}</body></html>`;

let shop: TestShop;
let browser: Browser;

beforeAll(async () => {
  const storefront = await bundleForBrowser(
    fileURLToPath(new URL('./browser-storefront.ts', import.meta.url)),
    'VitrineTest',
  );
  const app = readFileSync(
    fileURLToPath(new URL('../../../examples/free-shipping-app/free-shipping-bar.js', import.meta.url)),
    'utf8',
  );
  shop = await startTestShop({
    // The app's tag comes first: it loads before the storefront and waits on the ready queue.
    'index.html': page(
      `<script src="/apps/free-shipping-bar.js" data-threshold="${THRESHOLD}"></script><script src="/storefront.js"></script>`,
    ),
    // The storefront first; the app is loaded afterwards through the storefront's script loader.
    'late.html': page('<script src="/storefront.js"></script>'),
    // The theme gives the bar its place (`data-target`); no threshold: the app's default.
    'target.html': page(
      '<script src="/apps/free-shipping-bar.js" data-target="#bar"></script><script src="/storefront.js"></script>',
      '<header><div id="bar"></div></header><main>shop</main>',
    ),
    'storefront.js': storefront,
    'apps/free-shipping-bar.js': app,
  });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await shop?.close();
});

/** A page in a fresh context, with the errors it throws, for the end of the test to check too. */
async function openPage(path: string): Promise<{ tab: Page; errors: Error[] }> {
  const context = await browser.newContext();
  const tab = await context.newPage();
  const errors: Error[] = [];
  tab.on('pageerror', (error) => errors.push(error));
  await tab.goto(`${shop.origin}${path}`);
  expect(errors).toEqual([]);
  return { tab, errors };
}

/** The page threw nothing from its start to the end of the test; then it is closed. */
async function closePage(tab: Page, errors: readonly Error[]): Promise<void> {
  expect(errors).toEqual([]);
  await tab.context().close();
}

const barText = (tab: Page, selector = '.free-shipping-bar') => tab.locator(selector).textContent();

/** Adds the tee through window.Vitrine, as any app would; resolves with its unit price (shop currency, minor units). */
const addTee = (tab: Page, quantity: number) =>
  tab.evaluate(async (qty) => {
    const vitrine = window.Vitrine as VitrineScripting;
    const tee = await vitrine.product.get('classic-crew-tee');
    if (!tee.selectedVariant) throw new Error('no variant');
    await vitrine.cart.add({ variantId: tee.selectedVariant.id, quantity: qty });
    // in the shop's currency, whichever the shopper picked
    return (tee.selectedVariant.price.shop ?? tee.selectedVariant.price).amount;
  }, quantity);

describe('the free-shipping app (examples/free-shipping-app) in Chromium', () => {
  it('loaded before the storefront: shows the threshold, then updates as the cart changes through window.Vitrine', async () => {
    const { tab, errors } = await openPage('/');
    // data-threshold="5000": $50.00, not the app's default.
    await expect.poll(() => barText(tab), { timeout: 20_000 }).toBe('Spend $50.00 more for free shipping');

    const price = await addTee(tab, 1);
    await expect
      .poll(() => barText(tab), { timeout: 20_000 })
      .toBe(`Spend ${dollars(THRESHOLD - price)} more for free shipping`);

    // Past the threshold the bar says so.
    await addTee(tab, Math.ceil(THRESHOLD / price));
    await expect.poll(() => barText(tab), { timeout: 20_000 }).toBe('Your order ships free!');

    // A bad call from another script is refused with a clear error; the bar and the cart stay.
    const refused = await tab.evaluate(async () => {
      try {
        await (window.Vitrine as VitrineScripting).cart.add({ variantId: '1', quantity: 0 });
        return 'accepted';
      } catch (error) {
        return `${(error as { code: string }).code}: ${(error as Error).message}`;
      }
    });
    expect(refused).toBe('invalid_argument: Vitrine.cart.add: quantity: must be at least 1');
    expect(await barText(tab)).toBe('Your order ships free!');
    await closePage(tab, errors);
  });

  it('with another currency picked, counts the threshold in the shop currency and shows the rest in the picked one', async () => {
    const { tab, errors } = await openPage('/');
    await expect
      .poll(() => barText(tab), { timeout: 20_000 })
      .toBe(`Spend ${dollars(THRESHOLD)} more for free shipping`);
    // The demo shop sells in EUR too (rate 0.92): the shopper picks it, then adds the tee.
    await tab.evaluate(() => (window.Vitrine as VitrineScripting).currency.set('EUR'));
    const price = await addTee(tab, 1);
    // What is left is the shop-currency threshold less the shop-currency subtotal, shown in euros.
    const rest = await tab.evaluate(
      (amount) => (window.Vitrine as VitrineScripting).currency.format({ amount, currency: 'USD' }),
      THRESHOLD - price,
    );
    expect(rest).toMatch(/€/);
    await expect.poll(() => barText(tab), { timeout: 20_000 }).toBe(`Spend ${rest} more for free shipping`);
    await closePage(tab, errors);
  });

  it('loaded after the storefront, the way the bootstrap script tags load: it runs at once', async () => {
    const { tab, errors } = await openPage('/late.html');
    await tab.evaluate(async () => {
      await window.VitrineTest.scripting.ready;
      const report = await window.VitrineTest.loadScriptTags(['/apps/free-shipping-bar.js']);
      if (report.loaded !== 1) throw new Error('the app did not load');
    });
    // No data-threshold on a bootstrap script tag: the app's default, $100.00.
    await expect
      .poll(() => barText(tab), { timeout: 20_000 })
      .toBe(`Spend ${dollars(DEFAULT_THRESHOLD)} more for free shipping`);
    const price = await addTee(tab, 2);
    await expect
      .poll(() => barText(tab), { timeout: 20_000 })
      .toBe(`Spend ${dollars(DEFAULT_THRESHOLD - 2 * price)} more for free shipping`);
    await closePage(tab, errors);
  });

  it('with data-target, renders into the element the theme gave it, and adds no bar of its own', async () => {
    const { tab, errors } = await openPage('/target.html');
    await expect
      .poll(() => barText(tab, '#bar'), { timeout: 20_000 })
      .toBe(`Spend ${dollars(DEFAULT_THRESHOLD)} more for free shipping`);
    expect(await tab.locator('.free-shipping-bar').count()).toBe(0);
    const price = await addTee(tab, 1);
    await expect
      .poll(() => barText(tab, '#bar'), { timeout: 20_000 })
      .toBe(`Spend ${dollars(DEFAULT_THRESHOLD - price)} more for free shipping`);
    await closePage(tab, errors);
  });
});
