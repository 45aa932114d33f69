#!/usr/bin/env node
// `npm run perf`: builds the storefront, serves it with the platform-api (fresh database) and
// measures the home, collection, product and cart pages: JavaScript loaded (min+gzip, as a
// compressing server sends it), the API requests made before the first product shows, and
// Lighthouse under mobile emulation (median of 3 runs). Prints the table and writes it into
// docs/performance.md between the storefront markers.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

const here = fileURLToPath(new URL('..', import.meta.url));
const repo = join(here, '..', '..');
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PORT = Number(process.env.PERF_PORT ?? 3939);
const RUNS = Number(process.env.PERF_RUNS ?? 3);
const origin = `http://localhost:${PORT}`;

/** The pages measured; `ready` is the selector of "the first product shows". */
const PAGES = [
  { name: 'home', path: '/', ready: '.card img' },
  { name: 'collection', path: '/collections/all', ready: '.card img' },
  { name: 'product', path: '/products/classic-crew-tee', ready: '#product-title' },
  { name: 'cart', path: '/cart', ready: '#cart-title' },
];

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

async function startPlatform() {
  // as `npm start` does: turbo rebuilds the platform only when its sources changed
  const skip = process.env.PERF_SKIP_BUILD === '1' || process.env.PERF_SKIP_PLATFORM_BUILD === '1';
  if (!skip || !existsSync(join(repo, 'examples/platform-api/dist/main.js'))) {
    run('npx', ['turbo', 'run', 'build', '--filter=@vitrine/platform-api', '--output-logs=errors-only'], {
      cwd: repo,
      env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
    });
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-perf-'));
  const server = spawn('node', [join(repo, 'examples/platform-api/dist/main.js')], {
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, STOREFRONT_DIR: join(here, 'dist') },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      const answer = await fetch(`${origin}/`);
      if (answer.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    stop() {
      server.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** JavaScript of a first load (min+gzip) and the API requests made before `ready` shows. */
async function measureLoad(browser, page) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const tab = await context.newPage();
  const scripts = new Map();
  let apiRequests = 0;
  let readyAt = false;
  tab.on('request', (request) => {
    if (!readyAt && new URL(request.url()).pathname.startsWith('/api/')) apiRequests += 1;
  });
  tab.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      scripts.set(response.url(), gzipSync(await response.body()).length);
    } catch {
      // a navigation dropped the body
    }
  });
  await tab.goto(`${origin}${page.path}`);
  await tab.locator(page.ready).first().waitFor({ timeout: 60_000 });
  readyAt = true;
  await tab.waitForLoadState('networkidle');
  await context.close();
  const bytes = [...scripts.values()].reduce((sum, size) => sum + size, 0);
  return { jsKb: bytes / 1024, files: scripts.size, apiRequests };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function lighthouseRuns(page) {
  const results = [];
  for (let index = 0; index < RUNS; index += 1) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROME,
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-dev-shm-usage',
      ],
    });
    try {
      const answer = await lighthouse(`${origin}${page.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const audits = answer?.lhr.audits ?? {};
      results.push({
        score: Math.round((answer?.lhr.categories.performance?.score ?? 0) * 100),
        lcp: (audits['largest-contentful-paint']?.numericValue ?? 0) / 1000,
        tbt: audits['total-blocking-time']?.numericValue ?? 0,
        cls: audits['cumulative-layout-shift']?.numericValue ?? 0,
      });
    } finally {
      await chrome.kill();
    }
  }
  return {
    score: median(results.map((r) => r.score)),
    lcp: median(results.map((r) => r.lcp)),
    tbt: median(results.map((r) => r.tbt)),
    cls: median(results.map((r) => r.cls)),
  };
}

async function main() {
  if (process.env.PERF_SKIP_BUILD !== '1') {
    run('npx', ['vite', 'build', '--logLevel', 'warn'], {
      cwd: here,
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
  const platform = await startPlatform();
  const browser = await chromium.launch({
    executablePath: CHROME,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  const rows = [];
  try {
    for (const page of PAGES) {
      const load = await measureLoad(browser, page);
      const lh = process.env.PERF_SKIP_LIGHTHOUSE === '1' ? null : await lighthouseRuns(page);
      rows.push({ page, load, lh });
      console.log(`measured ${page.name}`);
    }
  } finally {
    await browser.close();
    platform.stop();
  }
  const lines = [
    '| page | JS min+gzip (first load) | JS files | API requests before the first product | Lighthouse mobile | LCP | TBT | CLS |',
    '|---|---|---|---|---|---|---|---|',
    ...rows
      .map(({ page, load, lh }) =>
        [
          `${page.name} (\`${page.path}\`)`,
          `${load.jsKb.toFixed(1)} kB`,
          String(load.files),
          String(load.apiRequests),
          lh ? String(lh.score) : '—',
          lh ? `${lh.lcp.toFixed(2)} s` : '—',
          lh ? `${Math.round(lh.tbt)} ms` : '—',
          lh ? lh.cls.toFixed(3) : '—',
        ].join(' | '),
      )
      .map((line) => `| ${line} |`),
  ];
  const table = lines.join('\n');
  console.log(`\n${table}\n`);
  const doc = join(repo, 'docs/performance.md');
  const start = '<!-- storefront:start -->';
  const end = '<!-- storefront:end -->';
  const stamp = `Measured ${new Date().toISOString().slice(0, 10)} by \`npm run perf\` (median of ${RUNS} Lighthouse runs).`;
  const block = `${start}\n${stamp}\n\n${table}\n${end}`;
  const text = existsSync(doc) ? readFileSync(doc, 'utf8') : '';
  writeFileSync(
    doc,
    text.includes(start) && text.includes(end)
      ? text.replace(new RegExp(`${start}[\\s\\S]*?${end}`), block)
      : `${text}${text ? '\n' : ''}${block}\n`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
