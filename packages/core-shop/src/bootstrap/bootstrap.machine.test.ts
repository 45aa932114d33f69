import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { resolveNavigation } from '../navigation/resolve-navigation';
import { shopActors } from '../shop.actors';
import { bootstrapFixture, envelopeOf, type FakeResponder, fakeClient, json } from '../shop.fixtures';
import type {
  FetchShopBootstrapInput,
  FetchShopBootstrapResult,
  ShopBootstrapEmitted,
} from './bootstrap.machine';
import { shopBootstrapMachine } from './bootstrap.machine';
import {
  selectBootstrapOutcome,
  selectPasswordRequired,
  selectShopLocaleSettings,
} from './bootstrap.selectors';

function start(
  responder: FakeResponder,
  input: { domain: string; themePreviewId?: string; wanted?: string },
) {
  const { client, requests } = fakeClient(responder);
  const actor = createActor(shopBootstrapMachine.provide({ actors: shopActors(client) }), { input });
  const emitted: ShopBootstrapEmitted[] = [];
  actor.on('navigate', (event) => emitted.push(event));
  actor.start();
  return { actor, requests, emitted };
}

const settled = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (snapshot) => !snapshot.matches('loading') && !snapshot.matches('settled'));

describe('shopBootstrapMachine (real client, fake fetch)', () => {
  it('fetches the shop by host domain and is ready (000 §1)', async () => {
    const { actor, requests, emitted } = start(() => envelopeOf(bootstrapFixture(), { statusCode: 200 }), {
      domain: 'localhost',
    });
    const snapshot = await settled(actor);
    expect(snapshot.value).toBe('ready');
    expect(requests).toEqual([
      { method: 'GET', path: '/api/bootstrap/localhost.json', query: {}, body: undefined },
    ]);
    expect(snapshot.context.bootstrap?.shop.name).toBe('Demo');
    expect(selectShopLocaleSettings(snapshot)).toEqual({
      country: 'US',
      language: 'EN',
      locale: 'en-US',
      currency: 'EUR',
    });
    expect(emitted).toEqual([]);
  });

  it('sends the optional theme_preview_id (000 §7)', async () => {
    const { actor, requests } = start(() => envelopeOf(bootstrapFixture()), {
      domain: 'demo.localhost',
      themePreviewId: '42',
    });
    await settled(actor);
    expect(requests[0]?.query).toEqual({ theme_preview_id: '42' });
  });

  it('treats a 404 as the wrong domain and sends the visitor to /wrong-domain (000 §8)', async () => {
    const { actor, emitted } = start(() => json({ code: 404, error: 'shop not found' }, 404), {
      domain: 'nowhere.example',
    });
    const snapshot = await settled(actor);
    expect(snapshot.value).toBe('wrongDomain');
    expect(snapshot.context.error).toEqual({ code: 'WRONG_DOMAIN' });
    expect(emitted).toEqual([
      { type: 'navigate', intent: { type: 'redirect', to: '/wrong-domain', replace: true, external: false } },
    ]);
    expect(selectBootstrapOutcome(snapshot)).toEqual({ status: 'wrong-domain' });
  });

  it('gives BOOTSTRAP_ERROR on any other failure (000 §2, §8)', async () => {
    const { actor, emitted } = start(() => json({ code: 500, error: 'database down' }, 500), {
      domain: 'localhost',
    });
    const snapshot = await settled(actor);
    expect(snapshot.value).toBe('failed');
    expect(snapshot.context.error?.code).toBe('BOOTSTRAP_ERROR');
    expect(emitted).toEqual([{ type: 'navigate', intent: { type: 'error', code: 'BOOTSTRAP_ERROR' } }]);
    expect(selectBootstrapOutcome(snapshot)).toEqual({ status: 'failed' });
  });

  it('gives BOOTSTRAP_ERROR on an answer of the wrong shape', async () => {
    const { actor } = start(() => envelopeOf({ shop: { id: 1 } }), { domain: 'localhost' });
    const snapshot = await settled(actor);
    expect(snapshot.context.error).toMatchObject({ code: 'BOOTSTRAP_ERROR', kind: 'invalid_response' });
  });

  it('sends a password-protected shop to /password with the wanted page, and fetches again on retry', async () => {
    let locked = true;
    const { actor, emitted, requests } = start(
      () =>
        locked ? json({ code: 401, error: 'password protection' }, 401) : envelopeOf(bootstrapFixture()),
      { domain: 'locked.localhost', wanted: '/products/hat?variant=2' },
    );
    const first = await settled(actor);
    expect(first.value).toBe('passwordProtected');
    expect(selectPasswordRequired(first)).toBe(true);
    expect(emitted).toEqual([
      { type: 'navigate', intent: { type: 'password', to: '/products/hat?variant=2' } },
    ]);
    locked = false;
    actor.send({ type: 'bootstrap.retry' });
    const second = await settled(actor);
    expect(second.value).toBe('ready');
    expect(requests).toHaveLength(2);
  });

  it('feeds the navigation guard with the shop data', async () => {
    const { actor } = start(() => envelopeOf(bootstrapFixture()), { domain: 'localhost' });
    const outcome = selectBootstrapOutcome(await settled(actor));
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
    expect(resolveNavigation({ path: '/old-sale' }, state)).toMatchObject({ to: '/collections/sale' });
    expect(resolveNavigation({ path: '/unknown' }, state)).toEqual({
      type: 'lookup-redirect',
      path: '/unknown',
    });
  });
});

describe('shopBootstrapMachine (mocked actor)', () => {
  it('refetches with another previewed theme while keeping the shop', async () => {
    const fetchShopBootstrap = vi.fn(
      async ({ input }: { input: FetchShopBootstrapInput }): Promise<FetchShopBootstrapResult> => ({
        ok: true,
        bootstrap: bootstrapFixture({ theme_id: input.themePreviewId ?? 'live' }),
      }),
    );
    const actor = createActor(
      shopBootstrapMachine.provide({ actors: { fetchShopBootstrap: fromPromise(fetchShopBootstrap) } }),
      { input: { domain: 'localhost' } },
    ).start();
    await waitFor(actor, (snapshot) => snapshot.matches('ready'));
    actor.send({ type: 'bootstrap.preview', themePreviewId: '7' });
    const snapshot = await waitFor(actor, (s) => s.matches('ready') && s.context.bootstrap?.theme_id === '7');
    expect(snapshot.context.themePreviewId).toBe('7');
    expect(fetchShopBootstrap).toHaveBeenCalledTimes(2);
  });

  it('fails with BOOTSTRAP_ERROR when the actor is not provided', async () => {
    const actor = createActor(shopBootstrapMachine, { input: { domain: 'localhost' } }).start();
    const snapshot = await waitFor(actor, (s) => s.matches('failed'));
    expect(snapshot.context.error?.code).toBe('BOOTSTRAP_ERROR');
  });
});
