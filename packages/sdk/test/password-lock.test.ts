/**
 * The store password noticed on a later call (000 §2 Navigation rules "A store password event
 * (HTTP 401 with the text 'password protection') sends the user to /password with a query carrying
 * the wanted page"; 001 §2), against the real platform-api in process.
 */
import { createMemoryNavigate, createMemoryPorts } from '@vitrine/ports';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
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

describe('a store password noticed after start-up (000 §2 Navigation rules)', () => {
  it('sends the shopper to /password with the page they were on, its query kept, as `to`', async () => {
    const navigate = createMemoryNavigate();
    let locked = false;
    const storefront = createStorefront({
      domain: 'localhost',
      path: '/',
      baseUrl: PLATFORM_URL,
      // The shop is locked while the shopper browses: every call from then on answers the 401.
      fetch: (input, init) =>
        locked
          ? Promise.resolve(
              new Response(JSON.stringify({ code: 401, success: false, error: 'password protection' }), {
                status: 401,
                headers: { 'content-type': 'application/json' },
              }),
            )
          : platform.fetch(input, init),
      ports: createMemoryPorts({ navigate }),
    });
    running.push(storefront);
    expect((await storefront.ready()).ok).toBe(true);
    const shown = await storefront.shop.resolve('/products/hat?variant=2');
    expect(shown).toEqual({ ok: true, value: { type: 'proceed' } });

    locked = true;
    await storefront.catalog.collection('all');

    const password = navigate.intents.filter(
      (intent) => intent.type === 'route' && intent.route === 'password',
    );
    expect(password).toEqual([expect.objectContaining({ query: { to: '/products/hat?variant=2' } })]);
  });
});
