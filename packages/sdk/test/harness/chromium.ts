/**
 * Real headless Chromium for the browser tests (Debian's /usr/bin/chromium through playwright-core;
 * `npx playwright install` cannot download a browser here). A missing browser is a failure, never a
 * skip: `.ci/run` installs it.
 */
import { existsSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium } from 'playwright-core';

/** Where Debian's chromium lives (CHROMIUM_PATH overrides it). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags every browser test launches with. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Launches a Chromium of its own; throws with a clear message when it is not installed. */
async function launch(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium not found at ${CHROMIUM_PATH}: apt-get install -y chromium (.ci/run does it)`);
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** The browser the test files of this worker share (Vitest runs files unisolated: one module graph per worker). */
let shared: Promise<Browser> | undefined;

/**
 * Chromium for one test file: the worker's browser, launched by its first file (about 2.5 s of
 * CPU per launch on these 2 cores, and a GPU and a utility process living beside it). What the
 * file gets is the browser as it is, except that `close()` closes the contexts and pages this file
 * opened, not the browser; a later file starts from a browser with no page open. A browser that
 * crashed or was closed is launched again. Every context of a test is its own (cookies, storage,
 * cache), so files sharing the browser share nothing else; Chromium leaves with the worker (its
 * pipe to the worker closes).
 */
export async function launchChromium(): Promise<Browser> {
  const running = await shared?.catch(() => undefined);
  if (!running?.isConnected()) shared = launch();
  const browser = running?.isConnected() ? running : await (shared as Promise<Browser>);
  const mine = new Set<BrowserContext>();
  const track = (context: BrowserContext): BrowserContext => {
    mine.add(context);
    context.once('close', () => mine.delete(context));
    return context;
  };
  const lease: Partial<Browser> = {
    newContext: async (options) => track(await browser.newContext(options)),
    newPage: async (options) => {
      const page = await browser.newPage(options);
      track(page.context());
      return page;
    },
    contexts: () => browser.contexts().filter((context) => mine.has(context)),
    close: async () => {
      await Promise.all([...mine].map((context) => context.close().catch(() => undefined)));
    },
  };
  return new Proxy(browser, {
    get: (target, key) => {
      if (key in lease) return lease[key as keyof Browser];
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
