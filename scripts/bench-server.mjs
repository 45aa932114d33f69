// `npm run bench:server` (issue 17): the platform-api on PostgreSQL side by side with a bare
// Hono + pg endpoint. Node 20 runs no TypeScript, so this bundles the bench
// (examples/platform-api/bench), the bare server and the platform-api's current sources with
// esbuild into a temporary folder (third-party packages stay external, workspace packages are
// bundled from their sources), then runs the bench. Settings: see examples/platform-api/bench/bench.ts.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const api = join(root, 'examples/platform-api');
// Inside the repo so the external packages resolve from its node_modules.
const out = mkdtempSync(join(api, 'bench/.out-'));

/** Bundles @vitrine/* from sources; leaves every other bare import to node_modules. */
const externalThirdParty = {
  name: 'external-third-party',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@vitrine/') ? undefined : { path: args.path, external: true },
    );
  },
};

try {
  await build({
    entryPoints: {
      bench: join(api, 'bench/bench.ts'),
      'bare-server': join(api, 'bench/bare-server.ts'),
      // BENCH_PLATFORM_SRC measures another copy of the sources (e.g. an older commit's, for a before/after).
      'platform-api': join(process.env.BENCH_PLATFORM_SRC ?? join(api, 'src'), 'main.ts'),
    },
    outdir: out,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outExtension: { '.js': '.mjs' },
    conditions: ['@vitrine/source'],
    plugins: [externalThirdParty],
    logLevel: 'warning',
  });
  const run = spawnSync(process.execPath, [join(out, 'bench.mjs')], {
    stdio: 'inherit',
    env: {
      ...process.env,
      BENCH_PLATFORM_MAIN: join(out, 'platform-api.mjs'),
      BENCH_BARE_MAIN: join(out, 'bare-server.mjs'),
      MIGRATIONS_DIR: join(process.env.BENCH_PLATFORM_SRC ?? join(api, 'src'), 'db/migrations'),
    },
  });
  process.exitCode = run.status ?? 1;
} finally {
  rmSync(out, { recursive: true, force: true });
}
