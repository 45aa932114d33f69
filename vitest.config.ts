import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig, mergeConfig } from 'vitest/config';
import shared from './vitest.shared.ts';

const ROOT = fileURLToPath(new URL('.', import.meta.url));

/** Seconds each long test file took in a fresh-clone CI run, by path from the repo's root. */
const DURATIONS: Readonly<Record<string, number>> = JSON.parse(
  readFileSync(new URL('./scripts/test-durations.json', import.meta.url), 'utf8'),
).seconds;

const seconds = (spec: TestSpecification): number => DURATIONS[relative(ROOT, spec.moduleId)] ?? 0;

/**
 * The longest files start first (the files of scripts/test-durations.json, by the seconds they
 * took in CI), then the others in Vitest's order. Vitest's own order runs projects one after
 * another by name, so the storefront's journeys came last and ran alone for the last ten minutes;
 * with the journeys alone first, the sdk's browser files and the soak (40–50 s each) started in
 * the last minutes and ran with little beside them (docs/decisions/0472).
 */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const timed = (await super.sort(files)).map((spec) => ({ spec, seconds: seconds(spec) }));
    // A stable sort: files of equal or unknown time keep Vitest's order.
    return timed.sort((a, b) => b.seconds - a.seconds).map(({ spec }) => spec);
  }
}

/**
 * Every package that runs in Node and the platform-api, as ONE project (decision 0474): Vitest
 * gives each project its own module graph in each worker, so with a project per package every
 * worker imported the platform, PGlite, zod, xstate and the core packages again for each package
 * it ran files of. One project keeps them for the whole run: these 203 files took 171 s and 266
 * CPU-s as one project, where 147 of them alone took 205 s and 337 CPU-s as 13 projects.
 * The packages' own `vitest.config.ts` still run one package (`npm test -w @vitrine/core-cart`);
 * in this run, `npx vitest run packages/core-cart` does. The settings are the packages' own,
 * together: the platform-api's global setup (the seeded database, which every package's platform
 * tests copy, and the PostgreSQL server), the sdk's longer time-outs and its parts preloaded.
 */
const NODE_PACKAGES = mergeConfig(shared, {
  test: {
    name: 'node',
    include: [
      'packages/{api-client,core-*,messages,ports,sdk,scripting}/{src,test}/**/*.test.ts',
      'examples/platform-api/{src,test}/**/*.test.ts',
    ],
    globalSetup: ['./examples/platform-api/src/testing/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    setupFiles: ['./packages/sdk/test/harness/preload-parts.ts'],
  },
});

/** Every package and example is in one Vitest project; `npm test` runs them all. */
export default defineConfig({
  test: {
    // Vitest's default on a 2-core machine is one worker: every file in a row. Most files wait on
    // a server, a database or a browser, so three at a time use the two cores without starving.
    maxWorkers: Number(process.env.VITRINE_TEST_WORKERS ?? 3),
    sequence: { sequencer: LongestFirst },
    projects: [
      NODE_PACKAGES,
      'packages/react/vitest.config.ts',
      'examples/storefront/vitest.config.ts',
      '.storybook/vitest.config.ts',
    ],
  },
});
