import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiClient } from '@vitrine/api-client';
import { afterAll, describe, expect, it } from 'vitest';
import { configFromEnv, startServer } from './server';
import type { RunningServer } from './server';

const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-server-'));
let running: RunningServer | undefined;

afterAll(async () => {
  await running?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const config = (env: Record<string, string> = {}) =>
  configFromEnv({ PORT: '0', DATA_DIR: dataDir, STOREFRONT_DIR: join(dataDir, 'no-storefront'), ...env });

describe('the real server', () => {
  it('starts on 127.0.0.1, and a cart survives a restart', { timeout: 180_000 }, async () => {
    running = await startServer(config());
    console.log(`[platform-api] first start (create, migrate, seed): ${running.startupMs} ms`);
    expect(running.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const client = createApiClient({ baseURL: running.url, shopDomain: 'localhost' });
    const created = await client.call('cart.create');
    if (!created.ok) throw new Error(JSON.stringify(created.failure));
    const product = await client.call('catalog.product', { query: { handle: 'classic-crew-tee' } });
    if (!product.ok) throw new Error(JSON.stringify(product.failure));
    const variantId = product.data.result.variants[0]?.id ?? 0;
    const updated = await client.call('cart.update', {
      query: { cart_token: created.data.result.token },
      body: { cartItem: { variant_id: variantId, qty: 2 } },
    });
    expect(updated.ok).toBe(true);

    // Host header only (no x-shop-domain): 127.0.0.1 is the demo shop.
    const plain = await fetch(`${running.url}/api/catalog/location-lookup.json`);
    expect(await plain.json()).toEqual({ code: 200, result: { country_code: 'US' } });

    const countShops = async (server: NonNullable<typeof running>) =>
      (await server.database.query<{ n: number }>('SELECT count(*)::int AS n FROM shops'))[0]?.n;
    const shopsBefore = await countShops(running);
    // Started without VITRINE_DEV_ENDPOINTS: no dev endpoint, no mail page.
    expect((await fetch(`${running.url}/api/dev/chaos.json`)).status).toBe(404);
    expect((await fetch(`${running.url}/dev/mail`)).status).toBe(404);
    await running.close();
    // The demo (`npm start`) sets the flag: a loopback socket reaches them.
    running = await startServer(config({ VITRINE_DEV_ENDPOINTS: '1' }));
    expect((await fetch(`${running.url}/api/dev/chaos.json`)).status).toBe(200);
    expect((await fetch(`${running.url}/dev/mail`)).headers.get('content-type')).toContain('text/html');
    console.log(`[platform-api] restart (reopen, no seed): ${running.startupMs} ms`);
    const again = createApiClient({ baseURL: running.url, shopDomain: 'localhost' });
    const fetched = await again.call('cart.get', { query: { cart_token: created.data.result.token } });
    if (!fetched.ok) throw new Error(JSON.stringify(fetched.failure));
    expect(fetched.data.result.items.map((item) => [item.variant_id, item.qty])).toEqual([[variantId, 2]]);
    // Reopening does not seed again: the same shops, no duplicates.
    expect(await countShops(running)).toBe(shopsBefore);
  });

  it('drops connections under chaos over a real socket', { timeout: 60_000 }, async () => {
    if (!running) throw new Error('server not running');
    running.deps.chaos.set({ dropRate: 1, seed: 1 });
    await expect(fetch(`${running.url}/api/catalog/validate.json`)).rejects.toThrow();
    running.deps.chaos.set({});
    const calm = await fetch(`${running.url}/api/catalog/validate.json`);
    expect(calm.status).toBe(200);
  });
});
