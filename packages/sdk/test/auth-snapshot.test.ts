/**
 * The storefront's snapshot and the customer's account requests: a snapshot taken while a login
 * runs keeps neither its password nor the request (docs/decisions/0175: the password never enters
 * the persistable snapshot), and a page restored from it sends nothing again.
 */
import { createMemoryNavigate, createMemoryPorts } from '@vitrine/ports';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createStorefront, type Storefront } from '../src/index';
import { holdingFetch } from '../../../examples/platform-api/src/testing/held-requests';
import { PLATFORM_URL, startPlatform, type TestPlatform } from './harness/platform';

const LOGIN_PATH = '/api/user/login.json';

let platform: TestPlatform;
const running: Storefront[] = [];

beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => {
  await platform?.close();
});
afterEach(() => {
  for (const storefront of running.splice(0)) storefront.stop();
});

function open(extra: Partial<Parameters<typeof createStorefront>[0]> = {}): Storefront {
  const storefront = createStorefront({
    domain: 'localhost',
    baseUrl: PLATFORM_URL,
    fetch: platform.fetch,
    ports: createMemoryPorts({ navigate: createMemoryNavigate() }),
    ...extra,
  });
  running.push(storefront);
  return storefront;
}

describe('storefront.getSnapshot() during a login', () => {
  it('holds no password, and its restore does not send the login again; a new login runs', async () => {
    const first = open({ fetch: holdingFetch(platform.fetch, (path) => path === LOGIN_PATH) });
    await first.ready();
    void first.customer.login({ email: 'demo@vitrine.test', password: 'secret-1' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const stored = JSON.stringify(first.getSnapshot());
    expect(stored).not.toContain('secret-1');
    first.stop();

    const before = platform.requests.length;
    const again = open({ snapshot: JSON.parse(stored) });
    await again.ready();
    expect(platform.requests.slice(before)).not.toContain(LOGIN_PATH);
    // Not BUSY: the session takes a new login.
    expect(await again.customer.login({ email: 'demo@vitrine.test', password: 'vitrine123' })).toEqual({
      ok: true,
    });
  });
});
