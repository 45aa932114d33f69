/**
 * react-dom starts without capturing stack traces for the errors it makes as it first runs, and
 * the page captures them again afterwards (src/app/stack-capture.ts, docs/decisions/0563): in
 * Chromium, on a server-rendered product page and the client-rendered cart.
 */
import type { Browser } from 'playwright-core';
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

/** What the page saw: `Error.stackTraceLimit` as each of React's own errors was made. */
interface Seen {
  reactErrors: string[];
  limitsThen: string[];
}

/**
 * Before any script of the page: every `Error(...)` React makes (its production messages start
 * "Minified React error") is noted with the value of `Error.stackTraceLimit` at that moment.
 */
function noteReactErrors(): void {
  const original = Error;
  const seen: Seen = { reactErrors: [], limitsThen: [] };
  (globalThis as unknown as { __seen: Seen }).__seen = seen;
  const note = (args: unknown[]) => {
    const message = String(args[0]);
    if (!message.startsWith('Minified React error')) return;
    seen.reactErrors.push(message.match(/#\d+/)?.[0] ?? message);
    seen.limitsThen.push(String((original as { stackTraceLimit?: unknown }).stackTraceLimit));
  };
  globalThis.Error = new Proxy(original, {
    apply(target, self, args) {
      note(args);
      return Reflect.apply(target, self, args);
    },
    construct(target, args, newTarget) {
      note(args);
      return Reflect.construct(target, args, newTarget);
    },
  });
}

describe('react-dom starts without stack traces nobody reads', () => {
  for (const [name, path] of [
    ['a server-rendered product page', '/products/relaxed-hoodie'],
    ['the client-rendered cart', '/cart'],
  ] as const) {
    it(`${name}: React's start-up errors carry no stack, and errors made later do`, async () => {
      const { context, page } = await newShopper(browser);
      await page.addInitScript(noteReactErrors);
      await page.goto(shop.url(path)); // resolves once the storefront's code ran (storefrontReady)
      const seen = await page.evaluate(() => (globalThis as unknown as { __seen: Seen }).__seen);
      // react-dom made its sentinel errors (#460 is the one it throws to suspend), with no capture
      expect(seen.reactErrors.length).toBeGreaterThanOrEqual(4);
      expect(seen.reactErrors).toContain('#460');
      expect(new Set(seen.limitsThen)).toEqual(new Set(['undefined']));
      // and the page captures again, as many frames as V8's default
      const after = await page.evaluate(() => ({
        limit: (Error as { stackTraceLimit?: unknown }).stackTraceLimit,
        stack: new Error('later').stack ?? '',
      }));
      expect(after.limit).toBe(10);
      expect(after.stack).toContain('later\n    at ');
      await context.close();
    });
  }
});
