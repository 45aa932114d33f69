/**
 * The soak (issue 17): many concurrent shoppers through `@vitrine/sdk` against the platform-api in
 * chaos mode (latency, a share of 5xx answers, dropped connections, tokens expiring early; bounded
 * and seeded), then the invariants against the database. `npm test` runs a small one (12
 * shoppers, PGlite); `npm run soak` runs 200 at once; `npm run soak:scale` runs them against two
 * platform-api processes sharing one PostgreSQL server.
 *
 *   SOAK_SHOPPERS=200 SOAK_PLATFORM=postgres SOAK_CHAOS=latency=20,error_rate=0.05,... SOAK_DEADLINE_S=900
 */
import { parseChaos } from '@vitrine/platform-api';
import { afterAll, describe, expect, it } from 'vitest';
import { brokenInvariants } from './invariants';
import { pglitePlatform, postgresPlatform, type SoakPlatform } from './platforms';
import { type Belief, planOf, shop, stepTimes } from './shopper';
import { Traffic } from './traffic';

const SHOPPERS = Number(process.env.SOAK_SHOPPERS ?? 12);
const PLATFORM = process.env.SOAK_PLATFORM ?? 'pglite';
const CHAOS = process.env.SOAK_CHAOS ?? 'latency=5,error_rate=0.04,drop_rate=0.02,token_ttl=4,seed=42';
const DEADLINE_MS = Number(process.env.SOAK_DEADLINE_S ?? 240) * 1000;
/**
 * The platform limits sign-ins per client address (50 attempts in 15 minutes; docs/decisions/0264),
 * and every soak shopper comes from 127.0.0.1. A signed-in journey makes two attempts (register
 * signs in, then the journey logs in) plus its retries under faults: 22 journeys stay under the
 * limit (40 did not: 13 of them were refused "Too many attempts" in the first 200-shopper run).
 */
const MAX_SIGN_INS = 22;

let platform: SoakPlatform | undefined;
afterAll(async () => {
  await platform?.close();
});

describe(`soak: ${SHOPPERS} concurrent shoppers in chaos mode`, () => {
  it(
    'completes journeys under faults and keeps every invariant',
    async () => {
      const failures: unknown[] = [];
      const onFailure = (error: unknown) => failures.push(error);
      process.on('unhandledRejection', onFailure);
      process.on('uncaughtException', onFailure);
      try {
        platform =
          PLATFORM === 'postgres' ? await postgresPlatform(CHAOS) : await pglitePlatform(parseChaos(CHAOS));
        // Stock is not what the soak measures: 200 shoppers sell the seed's stock out, and the refusal
        // (ITEM_OUT_STOCK, 25 of 200 journeys in the first quiet 200-shopper run) is the platform
        // being right, not a journey failing under faults.
        await platform.query('UPDATE variants SET quantity = quantity + 100000 WHERE track_quantity');
        const urls = platform.urls;
        const traffic = new Traffic();
        const fetch = traffic.fetch();
        const started = performance.now();
        let timer: ReturnType<typeof setTimeout> | undefined;
        const deadline = new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`journeys still running after ${DEADLINE_MS / 1000} s`)),
            DEADLINE_MS,
          );
        });
        const beliefs: Belief[] = await Promise.race([
          Promise.all(
            Array.from({ length: SHOPPERS }, (_, index) =>
              shop(planOf(index, MAX_SIGN_INS), urls[index % urls.length] ?? '', fetch),
            ),
          ),
          deadline,
        ]).finally(() => clearTimeout(timer));
        const seconds = (performance.now() - started) / 1000;
        const broken = await brokenInvariants(platform.query, beliefs);
        const completed = beliefs.filter((belief) => belief.completed).length;
        const orders = beliefs.filter((belief) => belief.orderPlaced).length;
        const refusedTokens = traffic.refusedTokens.size;
        const report = {
          platform: platform.label,
          chaos: CHAOS,
          shoppers: SHOPPERS,
          seconds: Number(seconds.toFixed(1)),
          journeysCompleted: completed,
          journeysFailed: beliefs.filter((belief) => !belief.completed).map((belief) => belief.failedStep),
          ordersPlaced: orders,
          signedIn: beliefs.filter((belief) => belief.plan.signIn).length,
          twoTabs: beliefs.filter((belief) => belief.plan.twoTabs).length,
          requests: traffic.requests,
          faultsInjected: { answers5xx: traffic.faults5xx, droppedOrTimedOut: traffic.drops },
          refreshCalls: traffic.refreshCalls,
          refusedTokens,
          refreshCallsPerExpiredToken:
            refusedTokens === 0 ? 0 : Number((traffic.refreshCalls / refusedTokens).toFixed(2)),
          latencyMs: traffic.percentiles(),
          slowestStepsMs: Object.fromEntries(
            [...stepTimes].map(([name, times]) => [name, Math.round(Math.max(...times))]),
          ),
          unhandled: failures.length,
          brokenInvariants: broken,
        };
        console.log(`[soak] ${JSON.stringify(report, null, 2)}`);
        expect(broken).toEqual([]);
        expect(failures).toEqual([]);
        // Faults were injected, and most journeys still got through (a shopper presses again).
        expect(traffic.faults5xx + traffic.drops).toBeGreaterThan(0);
        expect(completed).toBeGreaterThanOrEqual(Math.ceil(SHOPPERS * 0.8));
        expect(orders).toBeGreaterThan(0);
      } finally {
        process.off('unhandledRejection', onFailure);
        process.off('uncaughtException', onFailure);
      }
    },
    DEADLINE_MS + 120_000,
  );
});
