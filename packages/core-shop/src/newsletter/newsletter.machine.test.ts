import { formatMessage } from '@vitrine/messages';
import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { shopActors } from '../shop.actors';
import { type FakeResponder, fakeClient, json } from '../shop.fixtures';
import { newsletterMachine } from './newsletter.machine';

function start(responder: FakeResponder) {
  const { client, requests } = fakeClient(responder);
  const actor = createActor(newsletterMachine.provide({ actors: shopActors(client) })).start();
  return { actor, requests };
}

const idle = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (snapshot) => snapshot.matches('idle'));

describe('newsletterMachine (real client, fake fetch)', () => {
  it('starts with subscribed null, true after subscribe, false after unsubscribe (000 §4)', async () => {
    const { actor, requests } = start(() => json({ code: 200, success: true }));
    expect(actor.getSnapshot().context.subscribed).toBeNull();
    actor.send({ type: 'newsletter.subscribe', email: ' ada@example.com ' });
    const subscribed = await idle(actor);
    expect(subscribed.context.subscribed).toBe(true);
    expect(subscribed.context.message).toBe('newsletter.subscribed');
    expect(formatMessage(subscribed.context.message ?? 'newsletter.email_required')).toBe(
      'You have been successfully subscribed to our newsletter!',
    );
    actor.send({ type: 'newsletter.unsubscribe', email: 'ada@example.com' });
    const unsubscribed = await idle(actor);
    expect(unsubscribed.context.subscribed).toBe(false);
    expect(requests.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: '/api/user/subscribe.json', body: { email: 'ada@example.com' } },
      { method: 'DELETE', path: '/api/user/subscribe.json', body: { email: 'ada@example.com' } },
    ]);
  });

  it.each([
    ['', 'newsletter.email_required', 'Email is required'],
    ['ada@', 'newsletter.email_invalid', 'Please enter an valid email'],
  ] as const)('rejects %j with %s without calling (000 §5)', (email, id, text) => {
    const { actor, requests } = start(() => json({ code: 200, success: true }));
    actor.send({ type: 'newsletter.subscribe', email });
    const { context, value } = actor.getSnapshot();
    expect(value).toBe('idle');
    expect(context.error).toEqual({ code: 'NEWSLETTER_INVALID_EMAIL', message: id });
    expect(formatMessage(id)).toBe(text);
    expect(context.subscribed).toBeNull();
    expect(requests).toEqual([]);
  });

  it('keeps subscribed unchanged and shows the server text on failure', async () => {
    const { actor } = start(() => json({ code: 400, error: 'Please enter an valid email' }, 400));
    actor.send({ type: 'newsletter.subscribe', email: 'ada@example.com' });
    const snapshot = await waitFor(actor, (s) => s.matches('idle') && s.context.error !== null);
    expect(snapshot.context.subscribed).toBeNull();
    expect(snapshot.context.message).toBeNull();
    expect(snapshot.context.error).toEqual({ code: 'NEWSLETTER_ERROR', text: 'Please enter an valid email' });
  });

  it('clears an earlier error when a valid e-mail is sent', async () => {
    const { actor } = start(() => json({ code: 200, success: true }));
    actor.send({ type: 'newsletter.subscribe', email: '' });
    actor.send({ type: 'newsletter.subscribe', email: 'ada@example.com' });
    const snapshot = await waitFor(actor, (s) => s.matches('idle') && s.context.subscribed === true);
    expect(snapshot.context.error).toBeNull();
  });
});
