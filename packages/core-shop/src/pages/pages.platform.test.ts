/**
 * A renamed page against the real reference platform (examples/platform-api) in process: the euro
 * shop's seed redirects /pages/old-about to /pages/about-us.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTransport } from '@vitrine/api-client';
import { createApp } from '@vitrine/platform-api';
import { createMemoryNavigate } from '@vitrine/ports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShop } from '../bootstrap/shop.facade';
import { createPages } from './pages.facade';
import { openSeededDatabase } from '../../../../examples/platform-api/src/testing/seeded';

let platform: ReturnType<typeof createApp>;
let closeDatabase: () => Promise<void>;
let dataDir: string;

beforeAll(async () => {
  const database = await openSeededDatabase();
  dataDir = mkdtempSync(join(tmpdir(), 'core-shop-pages-platform-'));
  platform = createApp({ db: database, dataDir, options: { logError: () => undefined } });
  closeDatabase = () => database.close();
}, 120_000);

afterAll(async () => {
  await closeDatabase?.();
  if (dataDir !== undefined) rmSync(dataDir, { recursive: true, force: true });
});

function transportFor(shopDomain: string) {
  const fetch = (input: string | URL | Request, init?: RequestInit) =>
    platform.app.fetch(new Request(input, init));
  return createTransport({
    baseURL: 'http://127.0.0.1:3000',
    shopDomain,
    fetch: fetch as typeof globalThis.fetch,
  });
}

// 000 §2 Navigation rules: "Unknown URLs are checked against the redirect list. A matching 'from'
// leads to a replace-navigation to its 'to' (external or internal, query kept); otherwise the user
// goes to page-not-found."
describe('a renamed page on the euro shop', () => {
  it('opening /pages/old-about leads (replace, query kept) to /pages/about-us', async () => {
    const transport = transportFor('euro.localhost');
    const navigate = createMemoryNavigate();
    const shop = createShop({ transport, domain: 'euro.localhost', ports: { navigate } });
    await shop.ready();
    // the route /pages/:handle shows it: the guard lets the page load
    expect(await shop.resolve({ path: '/pages/old-about', search: '?ref=mail' })).toEqual({
      ok: true,
      value: { type: 'proceed' },
    });
    const pages = createPages({ transport, ports: { navigate }, navigateOnLoadError: true });
    const loaded = await pages.load('old-about', { search: '?ref=mail' });
    expect(loaded.ok).toBe(false);
    expect(navigate.intents).toEqual([{ type: 'path', path: '/pages/about-us?ref=mail', replace: true }]);
    shop.stop();
    pages.stop();
  });

  it('an unknown page the redirect list does not name still goes to page-not-found', async () => {
    const navigate = createMemoryNavigate();
    const pages = createPages({
      transport: transportFor('euro.localhost'),
      ports: { navigate },
      navigateOnLoadError: true,
    });
    expect(await pages.load('never-was', { search: '?ref=mail' })).toEqual({
      ok: false,
      error: { code: 'PAGE_NOT_FOUND' },
    });
    expect(navigate.intents).toEqual([{ type: 'not-found', from: '/pages/never-was' }]);
    pages.stop();
  });
});
