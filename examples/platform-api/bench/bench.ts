/**
 * `npm run bench:server` (issue 17, "The reference server's speed, side by side"): starts a
 * throwaway PostgreSQL server (Debian's), the platform-api on it and a bare Hono + pg endpoint on
 * the same server, drives each with the same closed-loop concurrency, and prints throughput and
 * p50/p99 per scenario with its ratio to the bare endpoint (reads to the bare read, the cart flow
 * to the bare upsert), then a mixed shopper journey at BENCH_SHOPPERS concurrency for the p99 goal.
 *
 * Run through scripts/bench-server.mjs, which bundles this file, the bare server and the
 * platform-api's sources with esbuild (Node 20 runs no TypeScript) and passes their paths in
 * BENCH_PLATFORM_MAIN and BENCH_BARE_MAIN.
 *
 * Settings (environment): BENCH_SECONDS (measured seconds per scenario, 10), BENCH_WARMUP (2),
 * BENCH_CONCURRENCY (20), BENCH_SHOPPERS (200), BENCH_ROUNDS (slices per scenario, 3),
 * BENCH_PROFILE_DIR (a V8 CPU profile of the platform-api), BENCH_JSON (a file to write the figures to),
 * BENCH_ONLY (comma-separated scenarios to run, by their first words: `bootstrap,cart,shoppers`).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, postgresBin, startPostgresCluster } from '../src/testing/postgres-cluster';
import {
  type BenchAnswer,
  type BenchRequest,
  type ClientScript,
  type LoadResult,
  mergeSamples,
  runLoad,
  type Samples,
  summarize,
} from './load';

const num = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
const SECONDS = num('BENCH_SECONDS', 10);
const WARMUP = num('BENCH_WARMUP', 2);
const CONCURRENCY = num('BENCH_CONCURRENCY', 20);
const SHOPPERS = num('BENCH_SHOPPERS', 200);
const ROUNDS = num('BENCH_ROUNDS', 3);
/** BENCH_ONLY: comma-separated scenario names (or their first words: `cart`, `product`, `shoppers`) to run; all when absent. */
const ONLY = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((word) => word.trim())
  .filter(Boolean);
/** The shop every platform request is for (seeded demo shop). */
const SHOP_DOMAIN = 'localhost';
const SHOP = { 'x-shop-domain': SHOP_DOMAIN };

function startChild(
  label: string,
  main: string,
  env: Record<string, string>,
): Promise<{ child: ChildProcess; url: string }> {
  // BENCH_PROFILE_DIR: the platform-api writes a V8 CPU profile there when it stops.
  const profile =
    process.env.BENCH_PROFILE_DIR && label === 'platform-api'
      ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_PROFILE_DIR]
      : [];
  const child = spawn(process.execPath, [...profile, main], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolve({ child, url: match[1] });
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`${label} exited (${code}): ${output.slice(-800)}`)));
  });
}

async function getJson(url: string, headers: Record<string, string> = {}): Promise<Record<string, unknown>> {
  const res = await fetch(url, { headers });
  if (!res.ok) throw new Error(`${url} → ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

const field = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;

/** What the platform scenarios need from the seeded shop. */
interface Fixture {
  collectionId: number;
  productHandle: string;
  variantId: number;
}

async function fixture(platform: string): Promise<Fixture> {
  const list = await getJson(`${platform}/api/catalog/collections_v2.json?limit=12&page=1`, SHOP);
  const collections = field(field(list, 'result'), 'collections');
  if (!Array.isArray(collections)) throw new Error('no collections');
  for (const collection of collections) {
    const id = Number(field(collection, 'id'));
    const page = await getJson(
      `${platform}/api/catalog/products_v2.json?collection_ids=${id}&limit=12&page=1`,
      SHOP,
    );
    const products = field(field(page, 'result'), 'products');
    if (!Array.isArray(products) || products.length < 4) continue;
    for (const product of products) {
      const variants = field(product, 'variants');
      if (!Array.isArray(variants)) continue;
      const variant = variants.find((v) => field(v, 'available') === true && field(v, 'quantity') !== 0);
      if (variant) {
        return {
          collectionId: id,
          productHandle: String(field(product, 'handle')),
          variantId: Number(field(variant, 'id')),
        };
      }
    }
  }
  throw new Error('no collection with an available product in the seed');
}

const repeat =
  (req: BenchRequest): ClientScript =>
  () =>
  () =>
    req;

/** The cart flow of one client: create, add one line, get; again with a new cart. */
function cartFlow(fx: Fixture): ClientScript {
  return () => {
    let step = 0;
    let token = '';
    return (previous: BenchAnswer | undefined): BenchRequest => {
      if (step === 1 && previous) {
        const parsed = JSON.parse(previous.body) as unknown;
        token = String(field(field(parsed, 'result'), 'token') ?? '');
      }
      const current = step;
      step = (step + 1) % 3;
      if (current === 0) {
        return {
          step: 'cart create',
          method: 'POST',
          path: '/api/checkout/cart/create.json',
          // Like the SDK's transport: every mutation carries a fresh idempotency key.
          headers: { ...SHOP, 'idempotency-key': randomUUID() },
          body: '{}',
        };
      }
      if (current === 1) {
        return {
          step: 'cart add',
          method: 'POST',
          path: `/api/checkout/cart/update.json?cart_token=${token}`,
          headers: { ...SHOP, 'idempotency-key': randomUUID() },
          body: JSON.stringify({ cartItem: { variant_id: fx.variantId, qty: 1 } }),
        };
      }
      return {
        step: 'cart get',
        method: 'GET',
        path: `/api/checkout/cart.json?cart_token=${token}`,
        headers: SHOP,
      };
    };
  };
}

/** A shopper's journey: bootstrap, collection page, product, then the cart flow; again. */
function journey(fx: Fixture): ClientScript {
  const reads = readRequests(fx);
  const cart = cartFlow(fx);
  return (client) => {
    const cartNext = cart(client);
    let step = 0;
    return (previous) => {
      const current = step;
      step = (step + 1) % 6;
      if (current < 3) return reads[current] as BenchRequest;
      return cartNext(current === 3 ? undefined : previous);
    };
  };
}

function readRequests(fx: Fixture): BenchRequest[] {
  return [
    { step: 'bootstrap', method: 'GET', path: `/api/bootstrap/${SHOP_DOMAIN}.json` },
    {
      step: 'collection page',
      method: 'GET',
      path: `/api/catalog/products_v2.json?collection_ids=${fx.collectionId}&limit=12&page=1`,
      headers: SHOP,
    },
    {
      step: 'product',
      method: 'GET',
      path: `/api/catalog/product.json?handle=${encodeURIComponent(fx.productHandle)}`,
      headers: SHOP,
    },
  ];
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1));
const ratio = (value: number, base: number) => (base > 0 ? `${(value / base).toFixed(2)}×` : '–');

interface Row {
  scenario: string;
  result: LoadResult;
  against?: { label: string; throughput: number };
}

function table(rows: Row[]): string {
  const lines = [
    '| scenario | req/s | p50 ms | p99 ms | errors | answer kB on the wire | ratio to bare |',
    '|---|---:|---:|---:|---:|---:|---|',
  ];
  for (const { scenario, result, against } of rows) {
    lines.push(
      `| ${scenario} | ${result.throughput.toFixed(0)} | ${ms(result.p50)} | ${ms(result.p99)} | ${result.errors} | ${kb(result.meanBytes)} | ${
        against ? `${ratio(result.throughput, against.throughput)} ${against.label}` : '–'
      } |`,
    );
    const steps = Object.entries(result.steps);
    if (steps.length > 1) {
      for (const [step, figures] of steps) {
        lines.push(
          `| &nbsp;&nbsp;${step} | ${(figures.requests / result.seconds).toFixed(0)} | ${ms(figures.p50)} | ${ms(figures.p99)} | ${figures.errors} | ${kb(figures.meanBytes)} | |`,
        );
      }
    }
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const platformMain = process.env.BENCH_PLATFORM_MAIN;
  const bareMain = process.env.BENCH_BARE_MAIN;
  if (!platformMain || !bareMain) throw new Error('run through scripts/bench-server.mjs');
  const bin = postgresBin();
  if (!bin)
    throw new Error('No PostgreSQL server binaries (/usr/lib/postgresql/*/bin): apt-get install postgresql');

  const cluster = startPostgresCluster(bin, await freePort());
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-bench-'));
  const children: ChildProcess[] = [];
  try {
    const platform = await startChild('platform-api', platformMain, {
      PORT: String(await freePort()),
      DATABASE_URL: cluster.url,
      DATA_DIR: dataDir,
      VITRINE_DEV_ENDPOINTS: '0',
      NODE_ENV: 'production',
    });
    children.push(platform.child);
    const bare = await startChild('bare endpoint', bareMain, {
      PORT: String(await freePort()),
      DATABASE_URL: cluster.url,
    });
    children.push(bare.child);
    const fx = await fixture(platform.url);
    console.log(
      `platform-api ${platform.url}, bare ${bare.url}; ${CONCURRENCY} clients, ${SECONDS} s per scenario after ${WARMUP} s warm-up; ${cpus().length} cores`,
    );
    const run = (
      name: string,
      baseUrl: string,
      script: ClientScript,
      seconds: number,
      concurrency = CONCURRENCY,
    ) => runLoad({ baseUrl, name, script, concurrency, seconds, warmupSeconds: WARMUP });
    const show = (name: string, result: LoadResult) => {
      console.log(
        `  ${name}: ${result.throughput.toFixed(0)} req/s, p50 ${ms(result.p50)} ms, p99 ${ms(result.p99)} ms, ${result.errors} errors`,
      );
      for (const sample of result.samples) console.log(`    ${sample}`);
      return result;
    };
    const bareReadScript: ClientScript = (client) => {
      let n = client;
      return () => ({ method: 'GET', path: `/read?key=k${(n++ % 1000) + 1}` });
    };
    const bareUpsertScript: ClientScript = (client) => {
      let n = 0;
      return () => ({ method: 'POST', path: `/upsert?key=c${client}-${n++}`, body: '{}' });
    };
    const bareRead: Samples = { seconds: 0, steps: new Map(), samples: [] };
    const bareUpsert: Samples = { seconds: 0, steps: new Map(), samples: [] };
    /**
     * A scenario and its bare counterpart, taken in alternating slices (bare, platform, bare, …) so
     * both see the same background load of this shared machine; the ratio compares those slices.
     */
    const paired = async (name: string, script: ClientScript, write: boolean): Promise<Row> => {
      const own: Samples = { seconds: 0, steps: new Map(), samples: [] };
      const base: Samples = { seconds: 0, steps: new Map(), samples: [] };
      const slice = SECONDS / ROUNDS;
      for (let round = 0; round < ROUNDS; round++) {
        const bareSlice = await run('bare', bare.url, write ? bareUpsertScript : bareReadScript, slice);
        mergeSamples(base, bareSlice);
        mergeSamples(write ? bareUpsert : bareRead, bareSlice);
        mergeSamples(own, await run(name, platform.url, script, slice));
      }
      const baseline = summarize(base);
      const label = write ? 'bare upsert' : 'bare read';
      show(`${name} (${label} alongside: ${baseline.throughput.toFixed(0)} req/s)`, summarize(own));
      return { scenario: name, result: summarize(own), against: { label, throughput: baseline.throughput } };
    };
    const [bootstrapReq, collectionReq, productReq] = readRequests(fx) as [
      BenchRequest,
      BenchRequest,
      BenchRequest,
    ];
    const scenarios: [string, ClientScript, boolean][] = [
      ['bootstrap', repeat(bootstrapReq), false],
      ['collection page', repeat(collectionReq), false],
      ['product', repeat(productReq), false],
      ['cart flow (create, add, get)', cartFlow(fx), true],
    ];
    const measured: Row[] = [];
    for (const [name, script, write] of scenarios) {
      if (ONLY.length === 0 || ONLY.some((word) => name.startsWith(word))) {
        measured.push(await paired(name, script, write));
      }
    }
    const rows: Row[] = [
      { scenario: 'bare read (one indexed select)', result: summarize(bareRead) },
      { scenario: 'bare upsert (one insert … on conflict)', result: summarize(bareUpsert) },
      ...measured,
    ];
    // Longer, so each shopper goes round its journey several times even when answers are slow.
    const shopperSeconds = Math.max(SECONDS * 2, 20);
    const runShoppers = ONLY.length === 0 || ONLY.includes('shoppers');
    const shopperRows: Row[] = [];
    if (runShoppers) {
      const shoppers = show(
        `${SHOPPERS} shoppers`,
        summarize(
          await runLoad({
            baseUrl: platform.url,
            name: 'journey',
            script: journey(fx),
            concurrency: SHOPPERS,
            seconds: shopperSeconds,
            warmupSeconds: WARMUP * 2,
          }),
        ),
      );
      shopperRows.push({ scenario: `${SHOPPERS} shoppers, mixed journey`, result: shoppers });
    }
    const load = loadavg().map((n) => n.toFixed(1));
    const report = [
      `${CONCURRENCY} concurrent clients, ${SECONDS} s measured per scenario (${ROUNDS} slices alternating with the bare endpoint; ratios compare those slices), PostgreSQL ${bin.split('/').at(-2)}, ${cpus().length} cores shared with other work (load average at the end ${load.join(', ')}), Node ${process.versions.node}`,
      '',
      table(rows),
      ...(runShoppers
        ? [
            '',
            `Mixed journey (bootstrap, collection page, product, cart create, add, get), ${SHOPPERS} concurrent shoppers, ${shopperSeconds} s:`,
            '',
            table(shopperRows),
          ]
        : []),
    ].join('\n');
    console.log(`\n${report}\n`);
    if (process.env.BENCH_JSON) {
      writeFileSync(process.env.BENCH_JSON, JSON.stringify({ rows, shoppers: shopperRows }, null, 2));
    }
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve))),
      ),
    );
    cluster.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
