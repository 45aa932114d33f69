/**
 * Who the tracker hears of (001 §7 Analytics "customer_id or distinct_id"; decision 0311:
 * `customer_id` for a signed-in customer), against the real platform-api in process: tracking
 * follows the customer's user whenever it becomes known, not only at a login or logout event.
 */
import { selectUser, USER_REFRESH_TOKEN_KEY, USER_TOKEN_KEY } from '@vitrine/core-auth';
import {
  createMemoryChannelHub,
  createMemoryPorts,
  createMemoryStorage,
  type StoragePort,
} from '@vitrine/ports';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStorefront, type Storefront } from '../src/index';
import { PLATFORM_URL, startPlatform, type TestPlatform } from './harness/platform';

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

const DEMO = { email: 'demo@vitrine.test', password: 'vitrine123' };

/**
 * A tab whose user fetch (GET /api/user/me.json) waits until `releaseMe()`, and which keeps the
 * query of each first-party tracker call (GET /api/actions.json) in `tracked`.
 */
function openTab(ports: Parameters<typeof createMemoryPorts>[0]) {
  let releaseMe: () => void = () => undefined;
  const meHeld = new Promise<void>((resolve) => {
    releaseMe = resolve;
  });
  const tracked: URLSearchParams[] = [];
  const storefront = createStorefront({
    domain: 'localhost',
    baseUrl: PLATFORM_URL,
    fetch: async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.pathname === '/api/user/me.json') await meHeld;
      if (url.pathname === '/api/actions.json') tracked.push(url.searchParams);
      return platform.fetch(input, init);
    },
    ports: createMemoryPorts(ports),
    tracking: { consent: true },
  });
  running.push(storefront);
  return { storefront, tracked, releaseMe };
}

/** The demo customer's tokens, from a sign-in in a storefront of its own. */
async function demoTokens(): Promise<Record<string, string>> {
  const storage = createMemoryStorage();
  const signIn = createStorefront({
    domain: 'localhost',
    baseUrl: PLATFORM_URL,
    fetch: platform.fetch,
    ports: createMemoryPorts({ storage }),
  });
  running.push(signIn);
  await signIn.ready();
  expect(await signIn.customer.login(DEMO)).toEqual({ ok: true, value: undefined });
  const token = storage.get(USER_TOKEN_KEY);
  const refreshToken = storage.get(USER_REFRESH_TOKEN_KEY);
  if (!token || !refreshToken) throw new Error('the sign-in stored no tokens');
  return { [USER_TOKEN_KEY]: token, [USER_REFRESH_TOKEN_KEY]: refreshToken };
}

/** Adds the tee and sends the outbox; the tracker's last call is the add_to_cart's. */
async function addTee(storefront: Storefront): Promise<void> {
  const tee = await storefront.catalog.product('classic-crew-tee');
  if (!tee.ok || !tee.value.variant) throw new Error('no tee');
  expect((await storefront.cart.add({ variantId: tee.value.variant.id, quantity: 1 })).ok).toBe(true);
  await storefront.cart.settled();
  const flushed = await (await storefront.load('tracking')).flush();
  expect(flushed.ok && flushed.value.pending).toBe(0);
}

const lastCall = (tracked: readonly URLSearchParams[]) => {
  const call = tracked.at(-1);
  return {
    event: call?.get('event'),
    customer_id: call?.get('customer_id') ?? null,
    distinct_id: call?.get('distinct_id') ?? null,
  };
};

describe('tracking identity follows the customer’s user (001 §7 Analytics; decision 0311)', () => {
  it('a restored session whose user loads after tracking started: the next tracked action carries customer_id', async () => {
    const { storefront, tracked, releaseMe } = openTab({ storage: createMemoryStorage(await demoTokens()) });
    // storefront.ready() waits for the user: the shop alone, then tracking, while it is fetched.
    await storefront.shop.ready();
    const tracking = await storefront.load('tracking');
    expect((await storefront.catalog.product('classic-crew-tee')).ok).toBe(true);
    await vi.waitFor(() => expect(tracked.length).toBeGreaterThan(0), { timeout: 5000 });
    await tracking.flush();
    // Tracking ran while the user was still being fetched: anonymous until it is known.
    expect(selectUser(storefront.customer.getSnapshot())).toBeNull();
    expect(lastCall(tracked)).toMatchObject({ event: 'view_content', customer_id: null });
    releaseMe();
    await vi.waitFor(() => expect(selectUser(storefront.customer.getSnapshot())).not.toBeNull(), {
      timeout: 5000,
    });
    const userId = selectUser(storefront.customer.getSnapshot())?.id;
    await addTee(storefront);
    expect(lastCall(tracked)).toEqual({ event: 'add_to_cart', customer_id: userId, distinct_id: null });
    // Signed out: anonymous again.
    expect((await storefront.customer.logout()).ok).toBe(true);
    await addTee(storefront);
    expect(lastCall(tracked)).toMatchObject({ event: 'add_to_cart', customer_id: null });
    expect(lastCall(tracked).distinct_id).toEqual(expect.any(String));
  });

  it('a sign-in in another tab (its login event carries no customer yet): the next tracked action carries customer_id', async () => {
    const storage: StoragePort = createMemoryStorage();
    const hub = createMemoryChannelHub();
    const here = openTab({ storage, channels: hub.tab() });
    here.releaseMe();
    await here.storefront.ready();
    await here.storefront.load('tracking');
    const other = openTab({ storage, channels: hub.tab() });
    other.releaseMe();
    await other.storefront.ready();
    expect(await other.storefront.customer.login(DEMO)).toEqual({ ok: true, value: undefined });
    await vi.waitFor(() => expect(selectUser(here.storefront.customer.getSnapshot())).not.toBeNull(), {
      timeout: 5000,
    });
    const userId = selectUser(here.storefront.customer.getSnapshot())?.id;
    await addTee(here.storefront);
    expect(lastCall(here.tracked)).toEqual({ event: 'add_to_cart', customer_id: userId, distinct_id: null });
  });
});
