import { createActor, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { shopActors } from '../shop.actors';
import { type FakeResponder, fakeClient, json } from '../shop.fixtures';
import { dmcaReportMachine, EMPTY_DMCA_REPORT } from './dmca.machine';

function start(responder: FakeResponder) {
  const { client, requests } = fakeClient(responder);
  const actor = createActor(dmcaReportMachine.provide({ actors: shopActors(client) })).start();
  return { actor, requests };
}

const settled = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (snapshot) => snapshot.matches('posted') || snapshot.matches('error'));

describe('dmcaReportMachine (real client, fake fetch)', () => {
  it('posts the report with its email and the filled-in extras, then resets (000 §7)', async () => {
    const { actor, requests } = start(() => json({ code: 200, success: true }));
    actor.send({ type: 'dmca.change', field: 'email', value: ' legal@example.com ' });
    actor.send({ type: 'dmca.change', field: 'url', value: 'https://shop.example/products/copy' });
    actor.send({ type: 'dmca.submit' });
    const snapshot = await settled(actor);
    expect(snapshot.value).toBe('posted');
    expect(snapshot.context.form).toEqual(EMPTY_DMCA_REPORT);
    expect(requests).toEqual([
      {
        method: 'POST',
        path: '/api/dmca.json',
        query: {},
        body: { email: 'legal@example.com', url: 'https://shop.example/products/copy' },
      },
    ]);
  });

  it('keeps the report and sets the error on failure', async () => {
    const { actor } = start(() => json({ code: 400, error: 'Please enter a valid email.' }, 400));
    actor.send({ type: 'dmca.change', field: 'email', value: 'nope' });
    actor.send({ type: 'dmca.submit' });
    const snapshot = await settled(actor);
    expect(snapshot.value).toBe('error');
    expect(snapshot.context.error).toEqual({ code: 'DMCA_ERROR', text: 'Please enter a valid email.' });
    expect(snapshot.context.form.email).toBe('nope');
    actor.send({ type: 'dmca.reset' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({ form: EMPTY_DMCA_REPORT, error: null });
  });
});
