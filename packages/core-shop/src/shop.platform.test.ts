/**
 * core-shop's facades against the real reference platform (examples/platform-api) in process: a
 * migrated and seeded in-memory database, the Hono app's `fetch` injected into the real transport.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTransport } from '@vitrine/api-client';
import { createApp } from '@vitrine/platform-api';
import { createMemoryNavigate, createMemoryStorage, type StoragePort } from '@vitrine/ports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectBootstrapOutcome } from './bootstrap/bootstrap.selectors';
import { createShop } from './bootstrap/shop.facade';
import { createContactForm } from './forms/contact.form';
import { createDmcaReport } from './forms/dmca.form';
import { createNewsletter, selectNewsletterSubscribed } from './forms/newsletter.form';
import { createPages, selectPage } from './pages/pages.facade';
import { storedPasswordHash } from './password/store-password';
import { createStorePassword } from './password/store-password.facade';
import { openSeededDatabase } from '../../../examples/platform-api/src/testing/seeded';

let platform: ReturnType<typeof createApp>;
let closeDatabase: () => Promise<void>;
let dataDir: string;

beforeAll(async () => {
  const database = await openSeededDatabase();
  dataDir = mkdtempSync(join(tmpdir(), 'core-shop-platform-'));
  platform = createApp({ db: database, dataDir, options: { logError: () => undefined } });
  closeDatabase = () => database.close();
}, 120_000);

afterAll(async () => {
  await closeDatabase?.();
  if (dataDir !== undefined) rmSync(dataDir, { recursive: true, force: true });
});

function transportFor(shopDomain: string, storage?: StoragePort) {
  const fetch = (input: string | URL | Request, init?: RequestInit) =>
    platform.app.fetch(new Request(input, init));
  return createTransport({
    baseURL: 'http://127.0.0.1:3000',
    shopDomain,
    fetch: fetch as typeof globalThis.fetch,
    ...(storage === undefined ? {} : { storePassword: () => storedPasswordHash(storage) }),
  });
}

describe('core-shop facades against the reference platform-api', () => {
  it('bootstraps the demo shop by host domain, camelCase (000 §1)', async () => {
    const shop = createShop({ transport: transportFor('localhost'), domain: 'localhost' });
    const data = await shop.ready();
    expect(data.ok && data.value.name).toBe('Vitrine Demo');
    expect(data.ok && data.value.currency).toMatch(/^[A-Z]{3}$/);
    shop.stop();
  });

  it('sends an unknown domain to /wrong-domain (000 §8)', async () => {
    const navigate = createMemoryNavigate();
    const shop = createShop({
      transport: transportFor('nowhere.example'),
      domain: 'nowhere.example',
      ports: { navigate },
    });
    expect(await shop.ready()).toEqual({ ok: false, error: { code: 'WRONG_DOMAIN' } });
    expect(navigate.intents).toEqual([{ type: 'route', route: 'wrong-domain', replace: true }]);
  });

  it('follows a redirect the bootstrap does not list, looked up from the server (000 §2)', async () => {
    const navigate = createMemoryNavigate();
    const shop = createShop({
      transport: transportFor('localhost'),
      domain: 'localhost',
      ports: { navigate },
    });
    await shop.ready();
    const outcome = selectBootstrapOutcome(shop.getSnapshot());
    if (outcome?.status !== 'ready') throw new Error('demo shop did not bootstrap');
    expect(outcome.shop.redirects.length).toBeLessThan(outcome.shop.redirectCount);
    const unlisted = ['/old-shop', '/sale', '/blog'].find(
      (path) => !outcome.shop.redirects.some((entry) => entry.from === path),
    );
    expect(unlisted).toBeDefined();
    const seeded: Readonly<Record<string, string>> = {
      '/old-shop': '/collections/all',
      '/sale': '/collections/sale',
      '/blog': 'https://example.com/vitrine-blog',
    };
    const to = `${seeded[unlisted ?? ''] ?? ''}?ref=1`;
    const expected = to.startsWith('https:')
      ? { type: 'external', url: to, replace: true }
      : { type: 'path', path: to, replace: true };
    expect(await shop.resolve({ path: unlisted ?? '', search: '?ref=1' })).toEqual({
      ok: true,
      value: expected,
    });
    expect(await shop.resolve('/no-such-page')).toEqual({
      ok: true,
      value: { type: 'not-found', from: '/no-such-page' },
    });
    expect(navigate.intents).toEqual([expected, { type: 'not-found', from: '/no-such-page' }]);
  });

  it('loads pages and policies by handle; a missing one is not found (000 §7, §8)', async () => {
    const pages = createPages({ transport: transportFor('localhost') });
    const about = await pages.load('about-us');
    expect(about.ok && about.value.title).toBe('About us');
    const refund = await pages.load('refund-policy', { kind: 'policy' });
    expect(refund.ok && refund.value.handle).toBe('refund-policy');
    expect(await pages.load('no-such-page')).toEqual({ ok: false, error: { code: 'PAGE_NOT_FOUND' } });
    const many = await pages.loadMany(['faq', 'contact']);
    expect(many.ok && many.value.map((page) => page.handle).sort()).toEqual(['contact', 'faq']);
  });

  it('a page asked while another is on its way: the earlier answers superseded, never the later page (000 §2 other-page)', async () => {
    const pages = createPages({ transport: transportFor('localhost') });
    const [about, refund] = await Promise.all([
      pages.load('about-us'),
      pages.load('refund-policy', { kind: 'policy' }),
    ]);
    expect(about).toEqual({ ok: false, error: { code: 'superseded' } });
    expect(refund.ok && refund.value.handle).toBe('refund-policy');
    // a later handle that is not shown (empty): the earlier is superseded, not PAGE_NOT_FOUND
    const [faq, empty] = await Promise.all([pages.load('faq'), pages.load(' ')]);
    expect(faq).toEqual({ ok: false, error: { code: 'superseded' } });
    expect(empty).toEqual({ ok: false, error: { code: 'PAGE_NOT_FOUND' } });
    // the same page asked twice at once: both answer it
    const [one, two] = await Promise.all([pages.load('about-us'), pages.load('about-us')]);
    expect(one.ok && one.value.title).toBe('About us');
    expect(two.ok && two.value.title).toBe('About us');
    expect(selectPage(pages.getSnapshot())?.handle).toBe('about-us');
  });

  it('posts the contact form and the DMCA report, and subscribes to the newsletter (000 §4, §7)', async () => {
    const transport = transportFor('localhost');
    const contact = createContactForm({ transport });
    expect((await contact.submit({ email: 'ada@example.com', name: 'Ada', message: 'Hello' })).ok).toBe(true);
    expect(contact.getSnapshot().value).toBe('posted');

    const report = createDmcaReport({ transport });
    expect((await report.submit({ email: 'legal@example.com' })).ok).toBe(true);

    const newsletter = createNewsletter({ transport });
    expect((await newsletter.subscribeEmail('ada@example.com')).ok).toBe(true);
    expect(selectNewsletterSubscribed(newsletter.getSnapshot())).toBe(true);
    expect((await newsletter.unsubscribeEmail('ada@example.com')).ok).toBe(true);
    expect(selectNewsletterSubscribed(newsletter.getSnapshot())).toBe(false);
  });

  it('sends a locked shop to /password?to=…, and back to the wanted page after the right password (000 §2, §5, §8; issue 16)', async () => {
    const storage = createMemoryStorage();
    const navigate = createMemoryNavigate();
    const transport = transportFor('locked.localhost', storage);
    const shop = createShop({
      transport,
      domain: 'locked.localhost',
      wanted: '/pages/about-us',
      ports: { storage, navigate },
    });
    // the sdk's wiring: the api-client's password event reaches the guard
    let passwordEvents = 0;
    transport.on('passwordProtected', () => {
      passwordEvents += 1;
      shop.passwordProtected();
    });
    const locked = await shop.ready();
    expect(locked).toEqual({ ok: false, error: { code: 'PASSWORD_PROTECTED' } });
    expect(passwordEvents).toBeGreaterThan(0);
    expect(navigate.intents[0]).toEqual({
      type: 'route',
      route: 'password',
      query: { to: '/pages/about-us' },
      replace: true,
    });
    expect(await shop.resolve('/cart')).toEqual({
      ok: true,
      value: { type: 'route', route: 'password', query: { to: '/cart' }, replace: true },
    });

    const gate = createStorePassword({ transport, ports: { storage, navigate }, to: '/pages/about-us' });
    gate.on('password.accepted', () => void shop.unlocked());
    const wrong = await gate.submit('wrong');
    expect(wrong).toEqual({
      ok: false,
      error: { code: 'PASSWORD_INCORRECT', message: 'password.incorrect' },
    });
    expect((await gate.submit('letmein')).ok).toBe(true);
    expect(storedPasswordHash(storage)).toMatch(/^sp_/);
    expect(navigate.intents.at(-1)).toEqual({ type: 'path', path: '/pages/about-us', replace: true });

    const unlocked = await shop.ready();
    expect(unlocked.ok && unlocked.value.passwordProtected).toBe(true);
    expect(await shop.resolve('/pages/about-us')).toEqual({ ok: true, value: { type: 'proceed' } });
    const page = await createPages({ transport }).load('about-us');
    expect(page.ok).toBe(true);
  });
});
