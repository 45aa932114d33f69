import { describe, expect, it } from 'vitest';
import { guardNavigation, type NavigationState } from './navigation/resolve-navigation';
import { fetchDmcaSettings, lookupRedirect } from './shop.calls';
import { envelopeOf, fakeClient, json } from './shop.fixtures';

describe('lookupRedirect (real transport, fake fetch)', () => {
  it('asks the server for the path (000 §7 catalog/redirects.json?handle=)', async () => {
    const { client, requests } = fakeClient(() => envelopeOf({ from: '/gone', to: '/pages/new' }));
    expect(await lookupRedirect(client, '/gone')).toEqual({ from: '/gone', to: '/pages/new' });
    expect(requests).toEqual([
      { method: 'GET', path: '/api/catalog/redirects.json', query: { handle: '/gone' }, body: undefined },
    ]);
  });

  it.each([
    ['a null result', () => envelopeOf(null)],
    ['a failed call', () => json({ code: 500, error: 'boom' }, 500)],
  ])('finds no redirect on %s (docs/decisions/0122)', async (_, responder) => {
    const { client } = fakeClient(responder);
    expect(await lookupRedirect(client, '/gone')).toBeUndefined();
  });

  it('lets the guard follow a server redirect with the query kept (000 §2)', async () => {
    const { client } = fakeClient(() => envelopeOf({ from: '/gone', to: 'https://elsewhere.example/new' }));
    const state: NavigationState = {
      bootstrap: {
        status: 'ready',
        shop: { pageLocks: [], redirects: [], redirectCount: 1, visibleLink: false },
      },
      loggedIn: false,
      firstLoad: true,
      passwordRequired: false,
      host: 'localhost',
    };
    const intent = await guardNavigation({ path: '/gone', search: '?ref=mail' }, state, (path) =>
      lookupRedirect(client, path),
    );
    expect(intent).toEqual({
      type: 'external',
      url: 'https://elsewhere.example/new?ref=mail',
      replace: true,
    });
  });
});

describe('fetchDmcaSettings (real client, fake fetch)', () => {
  it('reads the DMCA form settings (000 §7 GET /api/dmca.json)', async () => {
    const { client, requests } = fakeClient(() => envelopeOf({ enabled: true, title: 'IP policy' }));
    expect(await fetchDmcaSettings(client)).toEqual({
      ok: true,
      settings: { enabled: true, title: 'IP policy' },
    });
    expect(requests).toEqual([{ method: 'GET', path: '/api/dmca.json', query: {}, body: undefined }]);
  });

  it('returns the failure as a value', async () => {
    const { client } = fakeClient(() => json({ code: 500, error: 'boom' }, 500));
    expect(await fetchDmcaSettings(client)).toMatchObject({
      ok: false,
      failure: { kind: 'http', statusCode: 500 },
    });
  });
});
