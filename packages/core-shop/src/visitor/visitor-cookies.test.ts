import { createTransport } from '@vitrine/api-client';
import { createMemoryCookies, createSeededRandom } from '@vitrine/ports';
import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { createShop } from '../bootstrap/shop.facade';
import { bootstrapFixture } from '../shop.fixtures';
import { COOKIE_LIFETIME_SECONDS, cookieLifetimeSeconds } from './cookie-lifetimes';
import { newFingerprint, queryCookieWrites, rememberVisitor } from './visitor-cookies';

const DAY = 86_400;

describe('cookie lifetimes (000 §9)', () => {
  it('digest 7 days, from-dashboard 2 days, fingerprint 12 days, preview token the default 30 days', () => {
    expect(cookieLifetimeSeconds('digest')).toBe(7 * DAY);
    expect(cookieLifetimeSeconds('from_dashboard')).toBe(2 * DAY);
    expect(cookieLifetimeSeconds('fingerprint')).toBe(12 * DAY);
    expect(cookieLifetimeSeconds('preview_token')).toBe(30 * DAY);
    expect(COOKIE_LIFETIME_SECONDS).toMatchObject({ currency: 12 * DAY, locale: 12 * DAY, distinct_id: DAY });
  });
});

describe('the visitor-side cookies of a landing URL (000 §6, §9)', () => {
  it('takes digest, from_dashboard and preview_token from the query, each with its lifetime', () => {
    expect(queryCookieWrites('?digest=abc&from_dashboard=1&preview_token=pt-9&other=x')).toEqual([
      { name: 'digest', value: 'abc', maxAgeSeconds: 7 * DAY },
      { name: 'from_dashboard', value: '1', maxAgeSeconds: 2 * DAY },
      { name: 'preview_token', value: 'pt-9', maxAgeSeconds: 30 * DAY },
    ]);
    expect(queryCookieWrites('digest=&q=shirt')).toEqual([]);
  });

  it('keeps a known fingerprint and writes a new one (12 days) for a new visitor', () => {
    const known = createMemoryCookies({ fingerprint: 'fp-old' });
    const ports = { random: createSeededRandom(1), clock: { now: () => 1_700_000_000_000 } };
    expect(rememberVisitor({ ...ports, cookies: known }, '')).toBe('fp-old');
    const fresh = createMemoryCookies();
    const fingerprint = rememberVisitor({ ...ports, cookies: fresh }, '');
    expect(fingerprint).toBe(newFingerprint(createSeededRandom(1), 1_700_000_000_000));
    expect(fingerprint).toMatch(/^[0-9a-z]+-[0-9a-z]{16}$/);
    expect(fresh.entries.get('fingerprint')).toEqual({
      value: fingerprint,
      options: { maxAgeSeconds: 12 * DAY },
    });
  });

  it('the shop bootstrap writes them before its first call, which carries the digest and the fingerprint', async () => {
    const cookies = createMemoryCookies();
    const sent: { query: URLSearchParams; fingerprint: string | null }[] = [];
    const fetch = async (input: string | URL | Request, init?: RequestInit) => {
      const request = new Request(input, init);
      sent.push({
        query: new URL(request.url).searchParams,
        fingerprint: request.headers.get('x-fingerprint'),
      });
      return new Response(JSON.stringify({ code: 200, result: bootstrapFixture() }), {
        headers: { 'content-type': 'application/json' },
      });
    };
    const transport = createTransport({
      baseURL: 'http://platform.test',
      cookies,
      fetch: fetch as typeof globalThis.fetch,
    });
    const shop = createShop({
      transport,
      domain: 'localhost',
      wanted: '/products/tee?digest=abc&from_dashboard=1&preview_token=pt-9',
      ports: { cookies, random: createSeededRandom(7), clock: new SimulatedClock() },
    });
    await shop.ready();
    expect(cookies.entries.get('digest')).toEqual({ value: 'abc', options: { maxAgeSeconds: 7 * DAY } });
    expect(cookies.entries.get('from_dashboard')).toEqual({
      value: '1',
      options: { maxAgeSeconds: 2 * DAY },
    });
    expect(cookies.entries.get('preview_token')).toEqual({
      value: 'pt-9',
      options: { maxAgeSeconds: 30 * DAY },
    });
    const fingerprint = cookies.get('fingerprint');
    expect(fingerprint).toBeDefined();
    expect(sent[0]?.query.get('digest')).toBe('abc');
    expect(sent[0]?.fingerprint).toBe(fingerprint);
    shop.stop();
  });

  it('a restored shop does not write them again', async () => {
    const cookies = createMemoryCookies();
    const transport = createTransport({
      baseURL: 'http://platform.test',
      fetch: (async () =>
        new Response(JSON.stringify({ code: 200, result: bootstrapFixture() }), {
          headers: { 'content-type': 'application/json' },
        })) as typeof globalThis.fetch,
    });
    const first = createShop({ transport, domain: 'localhost', ports: { cookies } });
    await first.ready();
    const persisted = first.persist();
    first.stop();
    const later = createMemoryCookies();
    const restored = createShop({
      transport,
      domain: 'localhost',
      ports: { cookies: later },
      snapshot: persisted,
    });
    await restored.ready();
    expect(later.entries.size).toBe(0);
    restored.stop();
  });
});
