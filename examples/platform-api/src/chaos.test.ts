import { describe, expect, it } from 'vitest';
import { createApiClient } from '@vitrine/api-client';
import {
  boundChaos,
  CHAOS_OFF,
  ChaosController,
  MAX_CHAOS_LATENCY_MS,
  mulberry32,
  parseChaos,
} from './chaos';
import { createTestServer } from './testing/harness';

describe('chaos settings', () => {
  it('parses the CHAOS variable', () => {
    expect(parseChaos('latency=200,error_rate=0.1,drop_rate=0.05,token_ttl=5,seed=42')).toEqual({
      latency: 200,
      errorRate: 0.1,
      dropRate: 0.05,
      tokenTtl: 5,
      seed: 42,
    });
    expect(parseChaos(undefined)).toEqual(CHAOS_OFF);
    expect(parseChaos('')).toEqual(CHAOS_OFF);
    expect(() => parseChaos('latency=fast')).toThrow(/CHAOS/);
    expect(() => parseChaos('speed=1')).toThrow(/CHAOS/);
  });

  it('keeps every setting in bounds', () => {
    expect(boundChaos({ latency: 1e9, errorRate: 3, dropRate: -1, tokenTtl: -5 })).toMatchObject({
      latency: MAX_CHAOS_LATENCY_MS,
      errorRate: 1,
      dropRate: 0,
      tokenTtl: 0,
    });
  });

  it('is deterministic given a seed', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const seqA = Array.from({ length: 5 }, a);
    expect(Array.from({ length: 5 }, b)).toEqual(seqA);
    expect(seqA.every((x) => x >= 0 && x < 1)).toBe(true);
    const faults = (seed: number) => {
      const chaos = new ChaosController({ latency: 0, errorRate: 0.3, dropRate: 0.1, tokenTtl: 0, seed });
      return Array.from({ length: 50 }, () => chaos.nextFault().kind);
    };
    expect(faults(7)).toEqual(faults(7));
    expect(faults(7)).not.toEqual(faults(8));
    const kinds = faults(7);
    expect(kinds).toContain('error');
    expect(kinds).toContain('drop');
    expect(kinds).toContain('none');
  });
});

describe('chaos mode on the server', () => {
  it('injects 5xx answers and dropped connections, and can be switched from the dev endpoint', async () => {
    const server = await createTestServer();
    try {
      const client = createApiClient({ baseURL: 'http://x', shopDomain: 'localhost', fetch: server.fetch });
      const set = await server.fetch('http://x/api/dev/chaos.json', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ error_rate: 0.5, drop_rate: 0.2, seed: 3, latency: 5 }),
      });
      expect(((await set.json()) as { result: { errorRate: number } }).result.errorRate).toBe(0.5);
      const kinds: string[] = [];
      for (let i = 0; i < 30; i++) {
        const result = await client.call('tracker.track', {
          query: { event: 'view_content', session_id: `s${i}` },
        });
        kinds.push(
          result.ok
            ? 'ok'
            : result.failure.kind === 'http'
              ? `http-${result.failure.statusCode >= 500}`
              : result.failure.kind,
        );
      }
      expect(kinds).toContain('ok');
      expect(kinds).toContain('http-true');
      expect(kinds).toContain('js_exception');
      await server.fetch('http://x/api/dev/chaos.json', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(server.deps.chaos.enabled).toBe(false);
      const calm = await client.call('catalog.featureSwitch');
      expect(calm.ok).toBe(true);
    } finally {
      await server.close();
    }
  });

  it('hides the dev endpoints in production', async () => {
    const server = await createTestServer({ devEndpoints: false });
    try {
      const response = await server.fetch('http://x/api/dev/chaos.json', { method: 'POST', body: '{}' });
      expect(response.status).toBe(404);
      const tokens = await server.fetch('http://x/api/dev/tokens.json?email=demo@vitrine.test');
      expect(tokens.status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
