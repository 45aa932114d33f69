/**
 * The real platform-api on a real port, serving a test page and its bundle beside the API, so a
 * page in Chromium talks to the platform the way the storefront does (same origin, by host name:
 * http://localhost:<port> is the demo shop).
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { type AppOptions, type RunningServer, startServer } from '@vitrine/platform-api';
import { build } from 'esbuild';
import { seededDumpBlob } from '../../../../examples/platform-api/src/testing/seeded';

/** A running shop with its test page. */
export interface TestShop {
  readonly server: RunningServer;
  /** `http://localhost:<port>`: the demo shop. */
  readonly origin: string;
  close(): Promise<void>;
}

/**
 * Bundles `entry` for the browser (sources through the `@vitrine/source` condition), exposing its
 * exports as `window[globalName]`.
 */
export async function bundleForBrowser(entry: string, globalName: string): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'iife',
    globalName,
    platform: 'browser',
    target: 'es2022',
    conditions: ['@vitrine/source'],
    logLevel: 'silent',
  });
  const file = result.outputFiles[0];
  if (!file) throw new Error(`esbuild gave no output for ${entry}`);
  return file.text;
}

/**
 * Starts the platform (a fresh PGlite data folder, a copy of the run's seeded database) serving
 * `files` (path → content) as the storefront.
 */
export async function startTestShop(
  files: Readonly<Record<string, string>>,
  options: Partial<AppOptions> = {},
): Promise<TestShop> {
  const root = mkdtempSync(join(tmpdir(), 'vitrine-sdk-browser-'));
  const site = join(root, 'site');
  for (const [path, content] of Object.entries(files)) {
    const full = join(site, path);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, content);
  }
  const server = await startServer({
    port: 0,
    hostname: '127.0.0.1',
    dataDir: join(root, 'data'),
    startFrom: seededDumpBlob(),
    options: { storefrontDir: site, logError: () => undefined, ...options },
  });
  return {
    server,
    origin: `http://localhost:${server.port}`,
    async close() {
      await server.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** A page that loads `/bundle.js`. */
export const TEST_PAGE =
  '<!doctype html><html><head><meta charset="utf-8"><title>test</title><script src="/bundle.js"></script></head><body><div id="far" style="margin-top:3000px">far</div></body></html>';
