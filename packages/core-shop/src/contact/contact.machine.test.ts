import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { shopActors } from '../shop.actors';
import { type FakeResponder, fakeClient, json } from '../shop.fixtures';
import { EMPTY_CONTACT_FORM, contactFormMachine } from './contact.machine';

function start(responder: FakeResponder) {
  const { client, requests } = fakeClient(responder);
  const actor = createActor(contactFormMachine.provide({ actors: shopActors(client) })).start();
  return { actor, requests };
}

function fill(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'contact.change', field: 'name', value: ' Ada ' });
  actor.send({ type: 'contact.change', field: 'email', value: 'ada@example.com' });
  actor.send({ type: 'contact.change', field: 'phone', value: '' });
  actor.send({ type: 'contact.change', field: 'message', value: 'Do you ship to Mars?' });
}

const settled = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (snapshot) => snapshot.matches('posted') || snapshot.matches('error'));

describe('contactFormMachine (real client, fake fetch)', () => {
  it('goes idle → sending → posted and resets the form (000 §4)', async () => {
    const { actor, requests } = start(() => json({ code: 200, success: true }));
    fill(actor);
    actor.send({ type: 'contact.submit' });
    expect(actor.getSnapshot().value).toBe('sending');
    const snapshot = await settled(actor);
    expect(snapshot.value).toBe('posted');
    expect(snapshot.context.form).toEqual(EMPTY_CONTACT_FORM);
    expect(snapshot.context.error).toBeNull();
    expect(requests).toEqual([
      {
        method: 'POST',
        path: '/api/contact-us.json',
        query: {},
        body: { name: 'Ada', email: 'ada@example.com', message: 'Do you ship to Mars?' },
      },
    ]);
  });

  it.each([
    [
      'a failed call',
      () => json({ code: 400, error: 'Please enter a valid email.' }, 400),
      'Please enter a valid email.',
    ],
    ['success false', () => json({ code: 200, success: false }), undefined],
    ['no answer', () => Promise.reject(new TypeError('fetch failed')), 'fetch failed'],
  ])('sets the error flag on %s and keeps the form (000 §8)', async (_, responder, text) => {
    const { actor } = start(responder as FakeResponder);
    fill(actor);
    actor.send({ type: 'contact.submit' });
    const snapshot = await settled(actor);
    expect(snapshot.value).toBe('error');
    expect(snapshot.context.error).toEqual(
      text === undefined ? { code: 'CONTACT_ERROR' } : { code: 'CONTACT_ERROR', text },
    );
    expect(snapshot.context.form.email).toBe('ada@example.com');
  });

  it('can be sent again after an error', async () => {
    let calls = 0;
    const { actor } = start(() => {
      calls += 1;
      return calls === 1 ? json({ code: 500, error: 'boom' }, 500) : json({ code: 200, success: true });
    });
    fill(actor);
    actor.send({ type: 'contact.submit' });
    await settled(actor);
    actor.send({ type: 'contact.submit' });
    const snapshot = await waitFor(actor, (s) => s.matches('posted'));
    expect(snapshot.context.error).toBeNull();
  });

  it('returns to idle on reset or on typing after a post', async () => {
    const { actor } = start(() => json({ code: 200, success: true }));
    fill(actor);
    actor.send({ type: 'contact.submit' });
    await settled(actor);
    actor.send({ type: 'contact.change', field: 'name', value: 'Bob' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.form.name).toBe('Bob');
  });
});
