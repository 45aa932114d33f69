#!/usr/bin/env node
// `npm run perf`: builds the storefront (client and server entry), serves it with the platform-api
// (fresh database) and measures, under mobile emulation:
// - home, collection and product twice: client-rendered (the build without its server entry, as
//   before issue 18) and server-rendered (issue 18, docs/decisions/0460, 0464);
// - the cart and the checkout page (client-rendered: private; the checkout token made through the
//   platform API as a shopper's cart would: cart create, add, its checkout token).
// Per page: JavaScript loaded (min+gzip, as a compressing server sends it), the API requests made
// before the first product shows, and Lighthouse (performance and SEO categories; time to first
// byte, LCP, TBT, CLS), median of 3 runs. Prints the table and writes it into docs/performance.md
// between the storefront markers, with the machine's load average.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
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

/** The public pages, measured client- and server-rendered; `ready`: "the first product shows". */
const PUBLIC_PAGES = [
  { name: 'home', path: '/', ready: '.card img' },
  { name: 'collection', path: '/collections/all', ready: '.card img' },
  { name: 'product', path: '/products/classic-crew-tee', ready: '#product-title' },
];
/** The private pages (always client-rendered); the checkout's path needs a checkout token. */
const PRIVATE_PAGES = [
  { name: 'cart', path: '/cart', ready: '#cart-title' },
  { name: 'checkout', path: null, ready: 'h1' },
];
/** The goals of issue 18 (docs/performance.md). */
const GOALS = { performance: 100, seo: 100, lcpSeconds: 1.5 };

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

/** The build without its server entry: the platform serves the client shell for every page. */
function clientOnlyBuild() {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-perf-client-'));
  const dist = join(here, 'dist');
  cpSync(dist, dir, { recursive: true, filter: (source) => source !== join(dist, 'server') });
  return dir;
}

async function startPlatform(storefrontDir) {
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
    env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, STOREFRONT_DIR: storefrontDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // the platform-api is built once per run (both passes use it)
  process.env.PERF_SKIP_PLATFORM_BUILD = '1';
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      const answer = await fetch(`${origin}/`);
      if (answer.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const exited = new Promise((resolve) => server.once('exit', resolve));
  return {
    async stop() {
      server.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** JavaScript of a first load (min+gzip) and the API requests made before `ready` shows. */
/**
 * A checkout token as a shopper's cart gets one (000 §7): a cart created, the product added, the
 * cart's checkout_token; the checkout page is /checkouts/{token} (001 §2).
 */
async function checkoutPath() {
  const api = async (path, init = {}) => {
    const answer = await fetch(`${origin}${path}`, {
      ...init,
      headers: {
        'content-type': 'application/json',
        'idempotency-key': crypto.randomUUID(),
        ...init.headers,
      },
    });
    if (!answer.ok)
      throw new Error(`${init.method ?? 'GET'} ${path}: ${answer.status} ${await answer.text()}`);
    return (await answer.json()).result;
  };
  const product = await api('/api/catalog/product.json?handle=classic-crew-tee');
  const variant = product.variants.find((item) => item.available !== false) ?? product.variants[0];
  const cart = await api('/api/checkout/cart/create.json', { method: 'POST', body: '{}' });
  await api(`/api/checkout/cart/update.json?cart_token=${encodeURIComponent(cart.token)}`, {
    method: 'POST',
    body: JSON.stringify({ cartItem: { variant_id: variant.id, qty: 1 }, source: 'perf' }),
  });
  return `/checkouts/${encodeURIComponent(cart.checkout_token)}`;
}

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
        onlyCategories: ['performance', 'seo'],
      });
      const audits = answer?.lhr.audits ?? {};
      results.push({
        score: Math.round((answer?.lhr.categories.performance?.score ?? 0) * 100),
        seo: Math.round((answer?.lhr.categories.seo?.score ?? 0) * 100),
        ttfb: audits['server-response-time']?.numericValue ?? 0,
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
    seo: median(results.map((r) => r.seo)),
    ttfb: median(results.map((r) => r.ttfb)),
    lcp: median(results.map((r) => r.lcp)),
    tbt: median(results.map((r) => r.tbt)),
    cls: median(results.map((r) => r.cls)),
  };
}

/** Measures `pages` (each with how it is rendered) on the platform serving `storefrontDir`. */
async function measurePass(browser, storefrontDir, pages) {
  const platform = await startPlatform(storefrontDir);
  const rows = [];
  try {
    for (const entry of pages) {
      const page = entry.path === null ? { ...entry, path: await checkoutPath() } : entry;
      const load = await measureLoad(browser, page);
      const lh = process.env.PERF_SKIP_LIGHTHOUSE === '1' ? null : await lighthouseRuns(page);
      rows.push({ page, rendering: page.rendering, load, lh });
      console.log(`measured ${page.name} (${page.rendering})`);
    }
  } finally {
    await platform.stop();
  }
  return rows;
}

const goalMet = (lh) =>
  lh === null
    ? '—'
    : lh.score >= GOALS.performance && lh.seo >= GOALS.seo && lh.lcp <= GOALS.lcpSeconds
      ? 'yes'
      : 'no';

async function main() {
  if (process.env.PERF_SKIP_BUILD !== '1') {
    const env = { ...process.env, NODE_ENV: 'production' };
    run('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: here, env });
    run(
      'npx',
      ['vite', 'build', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist/server', '--logLevel', 'warn'],
      {
        cwd: here,
        env,
      },
    );
  }
  const loadBefore = loadavg()[0];
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
  const clientDir = clientOnlyBuild();
  const rows = [];
  try {
    const as = (pages, rendering) => pages.map((page) => ({ ...page, rendering }));
    rows.push(...(await measurePass(browser, clientDir, as(PUBLIC_PAGES, 'client'))));
    rows.push(
      ...(await measurePass(browser, join(here, 'dist'), [
        ...as(PUBLIC_PAGES, 'server'),
        ...as(PRIVATE_PAGES, 'client (private)'),
      ])),
    );
  } finally {
    await browser.close();
    rmSync(clientDir, { recursive: true, force: true });
  }
  const loadAfter = loadavg()[0];
  const lines = [
    '| page | rendered | JS min+gzip (first load) | JS files | API requests before the first product | TTFB | Lighthouse performance | Lighthouse SEO | LCP | TBT | CLS | goals met |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows
      .map(({ page, rendering, load, lh }) =>
        [
          `${page.name} (\`${page.name === 'checkout' ? '/checkouts/{token}' : page.path}\`)`,
          rendering,
          `${load.jsKb.toFixed(1)} kB`,
          String(load.files),
          String(load.apiRequests),
          lh ? `${Math.round(lh.ttfb)} ms` : '—',
          lh ? String(lh.score) : '—',
          lh ? String(lh.seo) : '—',
          lh ? `${lh.lcp.toFixed(2)} s` : '—',
          lh ? `${Math.round(lh.tbt)} ms` : '—',
          lh ? lh.cls.toFixed(3) : '—',
          goalMet(lh),
        ].join(' | '),
      )
      .map((line) => `| ${line} |`),
  ];
  const table = lines.join('\n');
  console.log(`\n${table}\n`);
  const doc = join(repo, 'docs/performance.md');
  const start = '<!-- storefront:start -->';
  const end = '<!-- storefront:end -->';
  const stamp = [
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run perf\``,
    `(median of ${RUNS} Lighthouse runs; load average ${loadBefore.toFixed(1)} at the start,`,
    `${loadAfter.toFixed(1)} at the end, on ${availableParallelism()} cores).`,
    `"goals met": Lighthouse performance ${GOALS.performance}, SEO ${GOALS.seo} and LCP ≤ ${GOALS.lcpSeconds} s, all three (issue 18).`,
  ].join(' ');
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
