import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { NavigationIntent } from '../navigation/navigation-intent';
import { createMemoryStorage } from '../ports';
import { shopActors } from '../shop.actors';
import { type FakeResponder, fakeClient, json } from '../shop.fixtures';
import { STORE_PASSWORD_HASH_STORAGE_KEY } from './store-password';
import { connectStorePassword, storePasswordMachine } from './store-password.machine';

function start(responder: FakeResponder, to?: string) {
  const { client, requests } = fakeClient(responder);
  const storage = createMemoryStorage();
  const intents: NavigationIntent[] = [];
  const actor = createActor(storePasswordMachine.provide({ actors: shopActors(client) }), {
    input: to === undefined ? {} : { to },
  });
  connectStorePassword(actor, { storage, navigate: (intent) => intents.push(intent) });
  actor.start();
  return { actor, requests, storage, intents };
}

const idleAgain = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (snapshot) => snapshot.matches('idle') && snapshot.context.error !== null);

describe('storePasswordMachine (real client, fake fetch)', () => {
  it('calls an empty password incorrect without asking the server (000 §5)', () => {
    const { actor, requests } = start(() => json({ code: 200, success: true, hash: 'h' }));
    actor.send({ type: 'password.submit', password: '' });
    expect(actor.getSnapshot().context.error).toEqual({
      code: 'PASSWORD_INCORRECT',
      message: 'password.incorrect',
    });
    expect(requests).toEqual([]);
  });

  it('lets the visitor in with code 200 and success true, stores the hash and goes to the wanted page', async () => {
    const { actor, requests, storage, intents } = start(
      () => json({ code: 200, success: true, hash: 'h4sh' }),
      '/products/hat?variant=2',
    );
    actor.send({ type: 'password.submit', password: 'open sesame' });
    await waitFor(actor, (snapshot) => snapshot.matches('accepted'));
    expect(requests).toEqual([
      { method: 'POST', path: '/api/password/validate.json', query: {}, body: { password: 'open sesame' } },
    ]);
    expect(storage.get(STORE_PASSWORD_HASH_STORAGE_KEY)).toBe('h4sh');
    expect(intents).toEqual([
      { type: 'redirect', to: '/products/hat?variant=2', replace: true, external: false },
    ]);
  });

  it('returns to / when no page was wanted (000 §2 "default /")', async () => {
    const { actor, intents } = start(() => json({ code: 200, success: true, hash: 'h' }));
    actor.send({ type: 'password.submit', password: 'x' });
    await waitFor(actor, (snapshot) => snapshot.matches('accepted'));
    expect(intents).toEqual([{ type: 'redirect', to: '/', replace: true, external: false }]);
  });

  it.each([
    ['success false', () => json({ code: 200, success: false })],
    ['the server refusing it', () => json({ code: 400, error: 'incorrect password' }, 400)],
  ])('calls the password incorrect on %s', async (_, responder) => {
    const { actor, storage, intents } = start(responder);
    actor.send({ type: 'password.submit', password: 'wrong' });
    const snapshot = await idleAgain(actor);
    expect(snapshot.context.error).toEqual({ code: 'PASSWORD_INCORRECT', message: 'password.incorrect' });
    expect(storage.get(STORE_PASSWORD_HASH_STORAGE_KEY)).toBeUndefined();
    expect(intents).toEqual([]);
  });

  it('tells a failed check apart from a wrong password', async () => {
    const { actor } = start(() => json({ code: 500, error: 'boom' }, 500));
    actor.send({ type: 'password.submit', password: 'x' });
    const snapshot = await idleAgain(actor);
    expect(snapshot.context.error).toEqual({ code: 'PASSWORD_CHECK_FAILED', message: 'error.server' });
  });

  it('lets the visitor try again after a wrong password', async () => {
    let attempts = 0;
    const { actor } = start(() => {
      attempts += 1;
      return attempts === 1
        ? json({ code: 200, success: false })
        : json({ code: 200, success: true, hash: 'h' });
    });
    actor.send({ type: 'password.submit', password: 'wrong' });
    await idleAgain(actor);
    actor.send({ type: 'password.submit', password: 'right' });
    await waitFor(actor, (snapshot) => snapshot.matches('accepted'));
    expect(attempts).toBe(2);
  });
});
