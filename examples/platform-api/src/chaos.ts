import type { MiddlewareHandler } from 'hono';
import type { AppDeps, AppEnv } from './app';
import { failureBody } from './errors';

/** Chaos-mode settings for reliability tests (off by default). */
export interface ChaosConfig {
  /** Added latency per API call, in ms (0..10000). */
  latency: number;
  /** Share of API calls answered with a 5xx (0..1). */
  errorRate: number;
  /** Share of API calls whose connection is dropped without an answer (0..1). */
  dropRate: number;
  /** Lifetime of newly issued access tokens in seconds, overriding ACCESS_TOKEN_TTL_SECONDS (0 = no override). */
  tokenTtl: number;
  /** PRNG seed: the same seed and the same request order give the same faults. */
  seed: number;
}

/** The fault chosen for one request. */
export type ChaosFault = { kind: 'none' } | { kind: 'error'; status: 500 | 502 | 503 } | { kind: 'drop' };

/** Upper bound of the added latency, so a typo cannot hang a test run. */
export const MAX_CHAOS_LATENCY_MS = 10_000;

/** Chaos switched off. */
export const CHAOS_OFF: ChaosConfig = { latency: 0, errorRate: 0, dropRate: 0, tokenTtl: 0, seed: 1 };

/** mulberry32: a tiny seeded PRNG giving floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function clamp(value: number, min: number, max: number): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, value));
}

/** Brings every field into its bounds. */
export function boundChaos(config: Partial<ChaosConfig>): ChaosConfig {
  return {
    latency: Math.round(clamp(config.latency ?? 0, 0, MAX_CHAOS_LATENCY_MS)),
    errorRate: clamp(config.errorRate ?? 0, 0, 1),
    dropRate: clamp(config.dropRate ?? 0, 0, 1),
    tokenTtl: Math.round(clamp(config.tokenTtl ?? 0, 0, 86_400)),
    seed: Math.trunc(config.seed ?? 1),
  };
}

const ENV_KEYS: Record<string, keyof ChaosConfig> = {
  latency: 'latency',
  error_rate: 'errorRate',
  drop_rate: 'dropRate',
  token_ttl: 'tokenTtl',
  seed: 'seed',
};

/** Parses `latency=200,error_rate=0.1,drop_rate=0.05,token_ttl=5,seed=42` (the CHAOS variable). */
export function parseChaos(text: string | undefined): ChaosConfig {
  if (!text || text.trim() === '' || text === 'off' || text === '0') return CHAOS_OFF;
  const partial: Partial<ChaosConfig> = {};
  for (const pair of text.split(',')) {
    const [rawKey, rawValue] = pair.split('=');
    const key = ENV_KEYS[(rawKey ?? '').trim()];
    const value = Number((rawValue ?? '').trim());
    if (key === undefined || !Number.isFinite(value)) {
      throw new Error(`CHAOS: cannot read "${pair}" (keys: ${Object.keys(ENV_KEYS).join(', ')})`);
    }
    partial[key] = value;
  }
  return boundChaos(partial);
}

/** Whether any fault or override is on. */
export function chaosEnabled(config: ChaosConfig): boolean {
  return config.latency > 0 || config.errorRate > 0 || config.dropRate > 0 || config.tokenTtl > 0;
}

/** Mutable chaos state of one server: the settings plus the PRNG position. */
export class ChaosController {
  private settings: ChaosConfig;
  private random: () => number;

  constructor(config: ChaosConfig = CHAOS_OFF) {
    this.settings = boundChaos(config);
    this.random = mulberry32(this.settings.seed);
  }

  /** Current settings. */
  get config(): ChaosConfig {
    return this.settings;
  }

  /** Replaces the settings and restarts the PRNG from the seed. */
  set(config: Partial<ChaosConfig>): ChaosConfig {
    this.settings = boundChaos(config);
    this.random = mulberry32(this.settings.seed);
    return this.settings;
  }

  /** Whether chaos is on. */
  get enabled(): boolean {
    return chaosEnabled(this.settings);
  }

  /** Draws the fault of the next request (two PRNG draws per request whatever the outcome). */
  nextFault(): ChaosFault {
    const drop = this.random();
    const error = this.random();
    if (drop < this.settings.dropRate) return { kind: 'drop' };
    if (error < this.settings.errorRate) {
      const statuses = [500, 502, 503] as const;
      return { kind: 'error', status: statuses[Math.floor(error * 1000) % 3] ?? 503 };
    }
    return { kind: 'none' };
  }

  /** Access-token lifetime override in seconds, or undefined. */
  tokenTtlOverride(): number | undefined {
    return this.settings.tokenTtl > 0 ? this.settings.tokenTtl : undefined;
  }
}
/** Node's incoming request, present when served by @hono/node-server. */
interface NodeBindings {
  incoming?: { socket?: { destroy(): void } };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Chaos mode for /api (not /api/dev): adds latency, answers a share of calls with a 5xx and drops
 * a share of connections. In process (no socket) a dropped call answers `Response.error()`, which a
 * test's fetch wrapper turns into the network error a real fetch throws.
 */
export function chaosMiddleware(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const chaos = deps.chaos;
    if (!chaos.enabled || c.req.path.startsWith('/api/dev/')) return next();
    const fault = chaos.nextFault();
    if (chaos.config.latency > 0) await sleep(chaos.config.latency);
    if (fault.kind === 'drop') {
      const env = c.env as NodeBindings | undefined;
      const socket = env?.incoming?.socket;
      if (socket) {
        socket.destroy();
        // Never reaches the client: the socket is gone. Node needs a real status to finish the exchange.
        return c.body(null, 503);
      }
      return Response.error();
    }
    if (fault.kind === 'error') {
      return c.json(
        failureBody(fault.status, 'chaos: injected failure', { error_code: 'CHAOS_INJECTED' }),
        fault.status,
      );
    }
    await next();
  };
}
