import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { fetchPagesByHandles } from '../shop.calls';
import { pageActors } from '../shop.actors';
import { envelopeOf, type FakeResponder, fakeClient, json } from '../shop.fixtures';
import { pageMachine } from './page.machine';

const page = (handle: string) => ({
  id: 1,
  handle,
  title: handle.toUpperCase(),
  body_html: '<p>hi</p>',
  template: 'page',
});

const pagesServer: FakeResponder = (request) => {
  const handle = request.query.handle ?? '';
  if (['about', 'refund-policy', 'ip'].includes(handle)) return envelopeOf(page(handle));
  if (handle === 'broken') return json({ code: 500, error: 'Database is down' }, 500);
  return json({ code: 404, error: 'query returned empty result', error_code: 'PAGE_NOT_FOUND' }, 404);
};

function start() {
  const { client, requests } = fakeClient(pagesServer);
  const actor = createActor(pageMachine.provide({ actors: pageActors(client) })).start();
  return { actor, requests };
}

const done = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (snapshot) => !snapshot.matches('loading') && !snapshot.matches('idle'));

describe('pageMachine (real client, fake fetch)', () => {
  it('loads a page by handle (000 §7 pages.json?handle=)', async () => {
    const { actor, requests } = start();
    actor.send({ type: 'page.load', handle: ' about ' });
    const snapshot = await done(actor);
    expect(snapshot.value).toBe('ready');
    expect(snapshot.context.page?.title).toBe('ABOUT');
    expect(requests).toEqual([
      { method: 'GET', path: '/api/pages.json', query: { handle: 'about' }, body: undefined },
    ]);
  });

  it('is not found on a 404 (000 §8)', async () => {
    const { actor } = start();
    actor.send({ type: 'page.load', handle: 'missing' });
    const snapshot = await done(actor);
    expect(snapshot.value).toBe('notFound');
    expect(snapshot.context.error).toEqual({ code: 'PAGE_NOT_FOUND' });
  });

  it('does not look up a blank handle (000 §5)', async () => {
    const { actor, requests } = start();
    actor.send({ type: 'page.load', handle: '  ' });
    expect(actor.getSnapshot().value).toBe('notFound');
    expect(requests).toEqual([]);
  });

  it('fails with the server message on other errors', async () => {
    const { actor } = start();
    actor.send({ type: 'page.load', handle: 'broken' });
    const snapshot = await done(actor);
    expect(snapshot.value).toBe('failed');
    expect(snapshot.context.error).toMatchObject({ code: 'PAGE_ERROR', kind: 'http' });
  });

  it.each([
    ['refund-policy', false, 'ready', 1],
    ['cookie-policy', true, 'notFound', 0],
    ['ip', true, 'ready', 1],
    ['ip', false, 'notFound', 0],
  ] as const)('policy %s with visible_link %s is %s (000 §2)', async (handle, visibleLink, state, calls) => {
    const { actor, requests } = start();
    actor.send({ type: 'page.load', handle, kind: 'policy', visibleLink });
    const snapshot = await done(actor);
    expect(snapshot.value).toBe(state);
    expect(requests).toHaveLength(calls);
  });

  it('a new load replaces the one under way', async () => {
    const { actor } = start();
    actor.send({ type: 'page.load', handle: 'missing' });
    actor.send({ type: 'page.load', handle: 'about' });
    const snapshot = await done(actor);
    expect(snapshot.value).toBe('ready');
    expect(snapshot.context.handle).toBe('about');
  });
});

describe('fetchPagesByHandles (real client, fake fetch)', () => {
  it('asks once with the handles joined by commas (000 §7)', async () => {
    const { client, requests } = fakeClient(() => envelopeOf([page('about'), page('faq')]));
    const result = await fetchPagesByHandles(client, ['about', ' ', 'faq', 'about']);
    expect(result).toMatchObject({ ok: true, pages: [{ handle: 'about' }, { handle: 'faq' }] });
    expect(requests).toEqual([
      {
        method: 'GET',
        path: '/api/pages/pages-by-handles.json',
        query: { handles: 'about,faq' },
        body: undefined,
      },
    ]);
  });

  it('makes no call without handles', async () => {
    const { client, requests } = fakeClient(() => envelopeOf([]));
    expect(await fetchPagesByHandles(client, ['', ' '])).toEqual({ ok: true, pages: [] });
    expect(requests).toEqual([]);
  });
});
