/**
 * core-shop against the real reference platform (examples/platform-api) in process: a migrated and
 * seeded in-memory database, the Hono app's `fetch` injected into the real API client.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { createApiClient } from '@vitrine/api-client';
import { createApp, migrate, seed, wrapPglite } from '@vitrine/platform-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { shopBootstrapMachine } from './bootstrap/bootstrap.machine';
import { selectBootstrapOutcome } from './bootstrap/bootstrap.selectors';
import { contactFormMachine } from './contact/contact.machine';
import { dmcaReportMachine } from './dmca/dmca.machine';
import { guardNavigation, type NavigationState } from './navigation/resolve-navigation';
import { newsletterMachine } from './newsletter/newsletter.machine';
import { pageMachine } from './pages/page.machine';
import { storedPasswordHash } from './password/store-password';
import { connectStorePassword, storePasswordMachine } from './password/store-password.machine';
import { createMemoryStorage, type StoragePort } from './ports';
import { shopActors } from './shop.actors';
import { fetchPagesByHandles, lookupRedirect } from './shop.calls';

let platform: ReturnType<typeof createApp>;
let closeDatabase: () => Promise<void>;
let dataDir: string;

beforeAll(async () => {
  const database = wrapPglite(await PGlite.create());
  await migrate(database);
  await seed(database.db);
  dataDir = mkdtempSync(join(tmpdir(), 'core-shop-contract-'));
  platform = createApp({ db: database, dataDir, options: { logError: () => undefined } });
  closeDatabase = () => database.close();
}, 120_000);

afterAll(async () => {
  await closeDatabase?.();
  if (dataDir !== undefined) rmSync(dataDir, { recursive: true, force: true });
});

function clientFor(shopDomain: string, storage?: StoragePort) {
  const fetch = (input: string | URL | Request, init?: RequestInit) =>
    platform.app.fetch(new Request(input, init));
  return createApiClient({
    baseURL: 'http://127.0.0.1:3000',
    shopDomain,
    fetch: fetch as typeof globalThis.fetch,
    ...(storage === undefined ? {} : { storePassword: () => storedPasswordHash(storage) }),
  });
}

async function bootstrap(domain: string) {
  const actor = createActor(shopBootstrapMachine.provide({ actors: shopActors(clientFor(domain)) }), {
    input: { domain },
  }).start();
  return waitFor(actor, (snapshot) => !snapshot.matches('loading') && !snapshot.matches('settled'));
}

describe('core-shop against the reference platform-api', () => {
  it('bootstraps the demo shop by host domain (000 §1)', async () => {
    const snapshot = await bootstrap('localhost');
    expect(snapshot.value).toBe('ready');
    expect(snapshot.context.bootstrap?.shop.name).toBe('Vitrine Demo');
  });

  it('sends an unknown domain to /wrong-domain (000 §8)', async () => {
    const snapshot = await bootstrap('nowhere.example');
    expect(snapshot.value).toBe('wrongDomain');
  });

  it('follows a redirect the bootstrap does not list, looked up from the server (000 §2)', async () => {
    const outcome = selectBootstrapOutcome(await bootstrap('localhost'));
    if (outcome?.status !== 'ready') throw new Error('demo shop did not bootstrap');
    expect(outcome.shop.redirects.length).toBeLessThan(outcome.shop.redirectCount);
    const client = clientFor('localhost');
    const state: NavigationState = {
      bootstrap: outcome,
      loggedIn: false,
      firstLoad: true,
      passwordRequired: false,
      host: 'localhost',
    };
    const unlisted = ['/old-shop', '/sale', '/blog'].find(
      (path) => !outcome.shop.redirects.some((entry) => entry.from === path),
    );
    expect(unlisted).toBeDefined();
    const intent = await guardNavigation({ path: unlisted ?? '', search: '?ref=1' }, state, (path) =>
      lookupRedirect(client, path),
    );
    const seeded: Readonly<Record<string, string>> = {
      '/old-shop': '/collections/all',
      '/sale': '/collections/sale',
      '/blog': 'https://example.com/vitrine-blog',
    };
    const to = seeded[unlisted ?? ''] ?? '';
    expect(intent).toEqual({
      type: 'redirect',
      to: `${to}?ref=1`,
      replace: true,
      external: to.startsWith('https:'),
    });
    expect(
      await guardNavigation({ path: '/no-such-page' }, state, (path) => lookupRedirect(client, path)),
    ).toEqual({
      type: 'not-found',
      from: '/no-such-page',
    });
  });

  it('loads pages and policies by handle; a missing one is not found (000 §7, §8)', async () => {
    const actor = createActor(pageMachine.provide({ actors: shopActors(clientFor('localhost')) })).start();
    actor.send({ type: 'page.load', handle: 'about-us' });
    expect((await waitFor(actor, (s) => s.matches('ready'))).context.page?.title).toBe('About us');
    actor.send({ type: 'page.load', handle: 'refund-policy', kind: 'policy' });
    expect((await waitFor(actor, (s) => s.matches('ready'))).context.page?.handle).toBe('refund-policy');
    actor.send({ type: 'page.load', handle: 'no-such-page' });
    expect((await waitFor(actor, (s) => s.matches('notFound'))).context.error).toEqual({
      code: 'PAGE_NOT_FOUND',
    });
    const many = await fetchPagesByHandles(clientFor('localhost'), ['faq', 'contact']);
    expect(many.ok && many.pages.map((page) => page.handle).sort()).toEqual(['contact', 'faq']);
  });

  it('posts the contact form and the DMCA report, and subscribes to the newsletter (000 §4, §7)', async () => {
    const actors = shopActors(clientFor('localhost'));
    const contact = createActor(contactFormMachine.provide({ actors })).start();
    contact.send({ type: 'contact.change', field: 'email', value: 'ada@example.com' });
    contact.send({ type: 'contact.change', field: 'name', value: 'Ada' });
    contact.send({ type: 'contact.change', field: 'message', value: 'Hello' });
    contact.send({ type: 'contact.submit' });
    expect((await waitFor(contact, (s) => s.matches('posted') || s.matches('error'))).value).toBe('posted');

    const report = createActor(dmcaReportMachine.provide({ actors })).start();
    report.send({ type: 'dmca.change', field: 'email', value: 'legal@example.com' });
    report.send({ type: 'dmca.submit' });
    expect((await waitFor(report, (s) => s.matches('posted') || s.matches('error'))).value).toBe('posted');

    const newsletter = createActor(newsletterMachine.provide({ actors })).start();
    newsletter.send({ type: 'newsletter.subscribe', email: 'ada@example.com' });
    expect(
      (await waitFor(newsletter, (s) => s.matches('idle') && s.context.subscribed !== null)).context
        .subscribed,
    ).toBe(true);
    newsletter.send({ type: 'newsletter.unsubscribe', email: 'ada@example.com' });
    expect(
      (await waitFor(newsletter, (s) => s.matches('idle') && s.context.subscribed === false)).context.error,
    ).toBeNull();
  });

  it('unlocks a password-protected shop: wrong password refused, right one stores the hash (000 §5)', async () => {
    const storage = createMemoryStorage();
    const client = clientFor('locked.localhost', storage);
    let passwordEvents = 0;
    client.on('passwordProtected', () => {
      passwordEvents += 1;
    });
    const locked = createActor(pageMachine.provide({ actors: shopActors(client) })).start();
    locked.send({ type: 'page.load', handle: 'about-us' });
    await waitFor(locked, (s) => s.matches('failed'));
    expect(passwordEvents).toBe(1);

    const gate = createActor(storePasswordMachine.provide({ actors: shopActors(client) }), {
      input: { to: '/pages/about-us' },
    });
    const intents: unknown[] = [];
    connectStorePassword(gate, { storage, navigate: (intent) => intents.push(intent) });
    gate.start();
    gate.send({ type: 'password.submit', password: 'wrong' });
    const refused = await waitFor(gate, (s) => s.matches('idle') && s.context.error !== null);
    expect(refused.context.error?.code).toBe('PASSWORD_INCORRECT');
    gate.send({ type: 'password.submit', password: 'letmein' });
    await waitFor(gate, (s) => s.matches('accepted'));
    expect(storedPasswordHash(storage)).toMatch(/^sp_/);
    expect(intents).toEqual([{ type: 'redirect', to: '/pages/about-us', replace: true, external: false }]);

    locked.send({ type: 'page.load', handle: 'about-us' });
    expect((await waitFor(locked, (s) => s.matches('ready') || s.matches('failed'))).value).toBe('ready');
  });
});
