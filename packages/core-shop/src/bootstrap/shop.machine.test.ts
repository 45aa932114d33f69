import { createMemoryNavigate, createMemoryStorage } from '@vitrine/ports';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Redirect } from '../navigation/redirects';
import { resolveNavigation } from '../navigation/resolve-navigation';
import { STORE_PASSWORD_HASH_STORAGE_KEY } from '../password/store-password';
import { bootstrapFixture, envelopeOf, type FakeResponder, fakeClient, json } from '../shop.fixtures';
import {
  selectBootstrapOutcome,
  selectPasswordRequired,
  selectShopLocaleSettings,
} from './bootstrap.selectors';
import { selectShownPath } from './bootstrap.selectors';
import { createShop, shopFacade } from './shop.facade';
import type { FetchShopBootstrapInput, FetchShopBootstrapResult } from './shop.machine';
import { shopMachine } from './shop.machine';

function start(
  responder: FakeResponder,
  input: { domain: string; themePreviewId?: string; wanted?: string; platformSuffix?: string },
  storage = createMemoryStorage(),
) {
  const { client, requests } = fakeClient(responder);
  const navigate = createMemoryNavigate();
  const shop = createShop({ transport: client, ports: { navigate, storage }, ...input });
  return { shop, requests, intents: navigate.intents };
}

describe('shop bootstrap (real transport, fake fetch)', () => {
  it('fetches the shop by host domain and is ready, camelCase (000 §1)', async () => {
    const { shop, requests, intents } = start(() => envelopeOf(bootstrapFixture(), { statusCode: 200 }), {
      domain: 'localhost',
    });
    const data = await shop.ready();
    expect(data.ok && data.value.name).toBe('Demo');
    expect(data.ok && data.value.currencyFormat).toBe('€{{amount}}');
    expect(shop.getSnapshot().context.status).toBe('ready');
    expect(requests).toEqual([
      { method: 'GET', path: '/api/bootstrap/localhost.json', query: {}, body: undefined },
    ]);
    expect(selectShopLocaleSettings(shop.getSnapshot())).toEqual({
      country: 'US',
      language: 'EN',
      locale: 'en-US',
      currency: 'EUR',
    });
    expect(intents).toEqual([]);
  });

  it('sends the optional theme_preview_id (000 §7)', async () => {
    const { shop, requests } = start(() => envelopeOf(bootstrapFixture()), {
      domain: 'demo.localhost',
      themePreviewId: '42',
    });
    await shop.ready();
    expect(requests[0]?.query).toEqual({ theme_preview_id: '42' });
  });

  it('derives the platform domain with the platform suffix (000 §5)', async () => {
    const { shop } = start(
      () => envelopeOf(bootstrapFixture({ shop: { ...bootstrapFixture().shop, domain: 'demo' } })),
      { domain: 'localhost', platformSuffix: 'vitrine.shop' },
    );
    const data = await shop.ready();
    expect(data.ok && data.value.platformDomain).toBe('demo.vitrine.shop');
  });

  it('treats a 404 as the wrong domain and sends the visitor to /wrong-domain (000 §8)', async () => {
    const { shop, intents } = start(() => json({ code: 404, error: 'shop not found' }, 404), {
      domain: 'nowhere.example',
    });
    const data = await shop.ready();
    expect(data).toEqual({ ok: false, error: { code: 'WRONG_DOMAIN' } });
    expect(shop.getSnapshot().context.status).toBe('wrongDomain');
    expect(intents).toEqual([{ type: 'route', route: 'wrong-domain', replace: true }]);
    expect(selectBootstrapOutcome(shop.getSnapshot())).toEqual({ status: 'wrong-domain' });
  });

  it('gives BOOTSTRAP_ERROR on any other failure (000 §2, §8)', async () => {
    const { shop, intents } = start(() => json({ code: 500, error: 'database down' }, 500), {
      domain: 'localhost',
    });
    const data = await shop.ready();
    expect(!data.ok && data.error.code).toBe('BOOTSTRAP_ERROR');
    expect(shop.getSnapshot().context.status).toBe('failed');
    expect(intents).toEqual([
      { type: 'route', route: 'error', query: { code: 'BOOTSTRAP_ERROR' }, replace: true },
    ]);
    expect(selectBootstrapOutcome(shop.getSnapshot())).toEqual({ status: 'failed' });
  });

  it('gives BOOTSTRAP_ERROR on an answer of the wrong shape', async () => {
    const { shop } = start(() => envelopeOf({ shop: { id: 1 } }), { domain: 'localhost' });
    await shop.ready();
    expect(shop.getSnapshot().context.error).toMatchObject({
      code: 'BOOTSTRAP_ERROR',
      kind: 'invalid_response',
    });
  });

  it('sends a password-protected shop (the 401) to /password with the wanted page, and fetches again once unlocked', async () => {
    let locked = true;
    const { shop, intents, requests } = start(
      () =>
        locked ? json({ code: 401, error: 'password protection' }, 401) : envelopeOf(bootstrapFixture()),
      { domain: 'locked.localhost', wanted: '/products/hat?variant=2' },
    );
    const first = await shop.ready();
    expect(first).toEqual({ ok: false, error: { code: 'PASSWORD_PROTECTED' } });
    expect(shop.getSnapshot().context.status).toBe('locked');
    expect(selectPasswordRequired(shop.getSnapshot())).toBe(true);
    expect(intents).toEqual([
      { type: 'route', route: 'password', query: { to: '/products/hat?variant=2' }, replace: true },
    ]);
    locked = false;
    const second = await shop.unlocked();
    expect(second.ok).toBe(true);
    expect(selectPasswordRequired(shop.getSnapshot())).toBe(false);
    expect(requests).toHaveLength(2);
  });

  it('reads password_protected in a 200 answer: locked without a stored hash, open with one (000 §2, §5)', async () => {
    const protectedShop = () =>
      envelopeOf(bootstrapFixture({ shop: { ...bootstrapFixture().shop, password_protected: true } }));
    const locked = start(protectedShop, { domain: 'locked.localhost', wanted: '/cart' });
    await locked.shop.ready();
    expect(locked.shop.getSnapshot().context.status).toBe('locked');
    expect(locked.intents).toEqual([
      { type: 'route', route: 'password', query: { to: '/cart' }, replace: true },
    ]);
    const storage = createMemoryStorage({ [STORE_PASSWORD_HASH_STORAGE_KEY]: 'sp_1' });
    const open = start(protectedShop, { domain: 'locked.localhost', wanted: '/cart' }, storage);
    const data = await open.shop.ready();
    expect(data.ok && data.value.passwordProtected).toBe(true);
    expect(open.intents).toEqual([]);
  });

  it('does not send the password page to itself', async () => {
    const { shop, intents } = start(() => json({ code: 401, error: 'password protection' }, 401), {
      domain: 'locked.localhost',
      wanted: '/password?to=%2Fcart',
    });
    await shop.ready();
    expect(intents).toEqual([]);
    expect(await shop.resolve('/password?to=%2Fcart')).toEqual({ ok: true, value: { type: 'proceed' } });
  });

  it('routes to /password when the api-client saw the 401 on another call (000 §2, §8)', async () => {
    const { shop, intents } = start(() => envelopeOf(bootstrapFixture()), { domain: 'localhost' });
    await shop.ready();
    shop.passwordProtected('/collections/sale?page=2');
    expect(intents).toEqual([
      { type: 'route', route: 'password', query: { to: '/collections/sale?page=2' }, replace: true },
    ]);
    expect(await shop.resolve('/cart')).toEqual({
      ok: true,
      value: { type: 'route', route: 'password', query: { to: '/cart' }, replace: true },
    }); // more 401s while locked do not navigate again
    shop.passwordProtected('/pages/about');
    expect(intents).toHaveLength(2);
  });

  it('feeds the navigation guard with the shop data', async () => {
    const { shop } = start(() => envelopeOf(bootstrapFixture()), { domain: 'localhost' });
    await shop.ready();
    const outcome = selectBootstrapOutcome(shop.getSnapshot());
    if (outcome === undefined) throw new Error('bootstrap did not settle');
    const state = {
      bootstrap: outcome,
      loggedIn: false,
      firstLoad: true,
      passwordRequired: false,
      host: 'localhost',
    };
    expect(resolveNavigation({ path: '/pages/secret' }, state)).toEqual({
      type: 'not-found',
      from: '/pages/secret',
    });
    expect(resolveNavigation({ path: '/old-sale' }, state)).toEqual({
      type: 'path',
      path: '/collections/sale',
      replace: true,
    });
    expect(resolveNavigation({ path: '/unknown' }, state)).toEqual({
      type: 'lookup-redirect',
      path: '/unknown',
    });
  });
});

describe('shop guard (real transport, fake fetch)', () => {
  const server: FakeResponder = (request) => {
    if (request.path.startsWith('/api/bootstrap/')) return envelopeOf(bootstrapFixture());
    if (request.query.handle === '/gone') return envelopeOf({ from: '/gone', to: '/pages/new' });
    return envelopeOf(null);
  };

  it('waits for the shop data, then resolves and navigates (000 §2)', async () => {
    const { shop, intents } = start(server, { domain: 'localhost' });
    const early = shop.resolve({ path: '/pages/secret' });
    expect(shop.getSnapshot().context.status).toBe('loading');
    expect(await early).toEqual({ ok: true, value: { type: 'not-found', from: '/pages/secret' } });
    expect(intents).toEqual([{ type: 'not-found', from: '/pages/secret' }]);
    expect(await shop.resolve('/collections/shoes')).toEqual({ ok: true, value: { type: 'proceed' } });
  });

  it('looks an unlisted redirect up from the server, query kept (000 §2)', async () => {
    const { shop, requests, intents } = start(server, { domain: 'localhost' });
    expect(await shop.resolve('/gone?ref=1')).toEqual({
      ok: true,
      value: { type: 'path', path: '/pages/new?ref=1', replace: true },
    });
    expect(requests.at(-1)?.query).toEqual({ handle: '/gone' });
    expect(await shop.resolve('/nowhere')).toEqual({
      ok: true,
      value: { type: 'not-found', from: '/nowhere' },
    });
    expect(intents).toEqual([
      { type: 'path', path: '/pages/new?ref=1', replace: true },
      { type: 'not-found', from: '/nowhere' },
    ]);
  });

  it('sends a logged-out visitor home with the notice, a logged-in first load home then on (000 §2, §8)', async () => {
    const { shop } = start(server, { domain: 'localhost' });
    expect(await shop.resolve('/my-account')).toEqual({
      ok: true,
      value: { type: 'route', route: 'home', replace: true, notice: 'auth.login_required' },
    });
    const other = start(server, { domain: 'localhost' }).shop;
    other.setLoggedIn(true);
    expect(await other.resolve('/my-account/orders/7')).toEqual({
      ok: true,
      value: { type: 'route', route: 'home', replace: true, next: '/my-account/orders/7' },
    });
    expect(await other.resolve('/my-account/orders/7')).toEqual({ ok: true, value: { type: 'proceed' } });
  });

  it('knows the page shown: the last navigation the guard let through, not one it sent elsewhere (000 §2)', async () => {
    const { shop } = start(server, { domain: 'localhost' });
    expect(selectShownPath(shop.getSnapshot())).toBeUndefined();
    await shop.resolve('/collections/shoes?sort=price');
    expect(selectShownPath(shop.getSnapshot())).toBe('/collections/shoes');
    await shop.resolve('/gone');
    await shop.resolve('/nowhere');
    await shop.resolve('/my-account');
    expect(selectShownPath(shop.getSnapshot())).toBe('/collections/shoes');
    await shop.resolve('/pages/new');
    expect(selectShownPath(shop.getSnapshot())).toBe('/pages/new');
    const restored = createShop({
      transport: fakeClient(server).client,
      domain: 'localhost',
      snapshot: shop.persist(),
    });
    expect(selectShownPath(restored.getSnapshot())).toBe('/pages/new');
  });

  it('restores a ready shop from persist() without fetching again', async () => {
    const { shop, requests } = start(server, { domain: 'localhost' });
    await shop.ready();
    const saved = shop.persist();
    const again = fakeClient(server);
    const restored = createShop({ transport: again.client, domain: 'localhost', snapshot: saved });
    const data = await restored.ready();
    expect(data.ok && data.value.name).toBe('Demo');
    expect(again.requests).toEqual([]);
    expect(requests).toHaveLength(1);
  });
});

describe('shopMachine (mocked actor)', () => {
  it('refetches with another previewed theme while keeping the shop', async () => {
    const fetchShopBootstrap = vi.fn(
      async ({ input }: { input: FetchShopBootstrapInput }): Promise<FetchShopBootstrapResult> => ({
        ok: true,
        bootstrap: bootstrapFixture({ theme_id: input.themePreviewId ?? 'live' }),
      }),
    );
    const actor = createActor(
      shopMachine.provide({ actors: { fetchShopBootstrap: fromPromise(fetchShopBootstrap) } }),
      {
        input: { domain: 'localhost' },
      },
    ).start();
    await waitFor(actor, (snapshot) => snapshot.context.status === 'ready');
    actor.send({ type: 'shop.preview', themePreviewId: '7' });
    const snapshot = await waitFor(
      actor,
      (s) => s.context.status === 'ready' && s.context.shop?.theme.id === '7',
    );
    expect(snapshot.context.themePreviewId).toBe('7');
    expect(fetchShopBootstrap).toHaveBeenCalledTimes(2);
  });

  it('fails with BOOTSTRAP_ERROR when the actor is not provided', async () => {
    const actor = createActor(shopMachine, { input: { domain: 'localhost' } }).start();
    const snapshot = await waitFor(actor, (s) => s.context.status === 'failed');
    expect(snapshot.context.error?.code).toBe('BOOTSTRAP_ERROR');
  });
});

describe('shop guard: a newer lookup replaces an older one', () => {
  it('answers the older request NAVIGATION_SUPERSEDED and navigates only for the newer', async () => {
    const intents: unknown[] = [];
    const answers = new Map<string, (to: string) => void>();
    const actor = createActor(
      shopMachine.provide({
        actors: {
          fetchShopBootstrap: fromPromise<FetchShopBootstrapResult, FetchShopBootstrapInput>(async () => ({
            ok: true,
            bootstrap: bootstrapFixture({ redirects: [], redirect_count: 5 }),
          })),
          lookupRedirect: fromPromise<Redirect | undefined, { path: string }>(
            ({ input }) =>
              new Promise<Redirect | undefined>((resolve) =>
                answers.set(input.path, (to) => resolve({ from: input.path, to })),
              ),
          ),
        },
        actions: { navigate: (_, { intent }) => intents.push(intent) },
      }),
      { input: { domain: 'localhost' } },
    ).start();
    const shop = shopFacade(actor);
    await shop.ready();
    const older = shop.resolve('/old-a');
    await waitFor(actor, () => answers.has('/old-a'));
    const newer = shop.resolve('/old-b');
    await waitFor(actor, () => answers.has('/old-b'));
    expect(await older).toEqual({ ok: false, error: { code: 'NAVIGATION_SUPERSEDED' } });
    answers.get('/old-b')?.('/collections/b');
    expect(await newer).toEqual({ ok: true, value: { type: 'path', path: '/collections/b', replace: true } });
    expect(intents).toEqual([{ type: 'path', path: '/collections/b', replace: true }]);
  });
});

describe('shop guard: a newer navigation replaces a pending redirect lookup', () => {
  // 000 §2 "Unknown URLs ... the redirect is looked up from the server ... otherwise the user goes
  // to page-not-found": the answer is for the page asked, not for one the shopper has left since.
  it('drops the lookup of /old once the shopper went home, and never moves them off home', async () => {
    const intents: unknown[] = [];
    let answer: ((redirect: Redirect | undefined) => void) | undefined;
    const actor = createActor(
      shopMachine.provide({
        actors: {
          fetchShopBootstrap: fromPromise<FetchShopBootstrapResult, FetchShopBootstrapInput>(async () => ({
            ok: true,
            bootstrap: bootstrapFixture({ redirects: [], redirect_count: 5 }),
          })),
          lookupRedirect: fromPromise<Redirect | undefined, { path: string }>(
            () =>
              new Promise<Redirect | undefined>((resolve) => {
                answer = resolve;
              }),
          ),
        },
        actions: { navigate: (_, { intent }) => intents.push(intent) },
      }),
      { input: { domain: 'localhost' } },
    ).start();
    const shop = shopFacade(actor);
    await shop.ready();
    const old = shop.resolve('/old');
    await waitFor(actor, () => answer !== undefined);
    expect(await shop.resolve('/')).toEqual({ ok: true, value: { type: 'proceed' } });
    answer?.(undefined);
    expect(await old).toEqual({ ok: false, error: { code: 'NAVIGATION_SUPERSEDED' } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(intents).toEqual([]);
    expect(actor.getSnapshot().context.lookup).toBeNull();
  });
});

describe('shop guard: routes that skip the bootstrap', () => {
  const hanging = () =>
    fromPromise<FetchShopBootstrapResult, FetchShopBootstrapInput>(() => new Promise(() => {}));

  // 000 §2 route table: "wrong-domain ... skips bootstrap", "error ... skips bootstrap"
  it('shows /error and /wrong-domain at once while the shop data still loads; other pages wait', async () => {
    const actor = createActor(shopMachine.provide({ actors: { fetchShopBootstrap: hanging() } }), {
      input: { domain: 'localhost', wanted: '/error?code=X' },
    }).start();
    const shop = shopFacade(actor);
    let cartAnswered = false;
    void shop.resolve('/cart').then(() => {
      cartAnswered = true;
    });
    expect(await shop.resolve('/error?code=X')).toEqual({ ok: true, value: { type: 'proceed' } });
    expect(await shop.resolve('/wrong-domain')).toEqual({ ok: true, value: { type: 'proceed' } });
    expect(actor.getSnapshot().context.status).toBe('loading');
    expect(cartAnswered).toBe(false);
  });

  it('does not move a shopper off /error when the shop data then fails', async () => {
    const intents: unknown[] = [];
    let settle: ((result: FetchShopBootstrapResult) => void) | undefined;
    const actor = createActor(
      shopMachine.provide({
        actors: {
          fetchShopBootstrap: fromPromise<FetchShopBootstrapResult, FetchShopBootstrapInput>(
            () =>
              new Promise((resolve) => {
                settle = resolve;
              }),
          ),
        },
        actions: { navigate: (_, { intent }) => intents.push(intent) },
      }),
      { input: { domain: 'localhost', wanted: '/error?code=PRODUCT_ERROR' } },
    ).start();
    const shop = shopFacade(actor);
    expect(await shop.resolve('/error?code=PRODUCT_ERROR')).toEqual({ ok: true, value: { type: 'proceed' } });
    await waitFor(actor, () => settle !== undefined);
    settle?.({ ok: false, failure: { kind: 'js_exception', success: false, js_exception: 'down' } });
    expect(await shop.ready()).toMatchObject({ ok: false, error: { code: 'BOOTSTRAP_ERROR' } });
    expect(intents).toEqual([]);
  });
});
