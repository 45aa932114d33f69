import { formatMessage } from '@vitrine/messages';
import { describe, expect, it } from 'vitest';
import { type FakeResponder, fakeClient, json } from '../shop.fixtures';
import { createContactForm, EMPTY_CONTACT_FORM } from './contact.form';
import { createDmcaReport, EMPTY_DMCA_REPORT } from './dmca.form';
import { createNewsletter, selectNewsletterSubscribed } from './newsletter.form';

function contact(responder: FakeResponder) {
  const { client, requests } = fakeClient(responder);
  const form = createContactForm({ transport: client });
  form.change('name', ' Ada ');
  form.change('email', 'ada@example.com');
  form.change('phone', '');
  form.change('message', 'Do you ship to Mars?');
  return { form, requests };
}

/** A response held until the test releases it: the first call stays on its way meanwhile. */
function held() {
  let release: (response: Response) => void = () => undefined;
  const response = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { responder: () => response, release };
}

/** What `call` answered within 50 ms, or 'waiting'. */
const soon = <T>(call: Promise<T>): Promise<T | 'waiting'> =>
  Promise.race([call, new Promise<'waiting'>((resolve) => setTimeout(() => resolve('waiting'), 50))]);

describe('contact form (one form machine; real transport, fake fetch)', () => {
  it('goes idle → sending → posted and resets the form (000 §4)', async () => {
    const { form, requests } = contact(() => json({ code: 200, success: true }));
    const submitted = form.submit();
    expect(form.getSnapshot().value).toBe('sending');
    const result = await submitted;
    expect(result).toEqual({
      ok: true,
      value: { name: ' Ada ', email: 'ada@example.com', phone: '', message: 'Do you ship to Mars?' },
    });
    const snapshot = form.getSnapshot();
    expect(snapshot.value).toBe('posted');
    expect(snapshot.context.values).toEqual(EMPTY_CONTACT_FORM);
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
    const { form } = contact(responder as FakeResponder);
    const result = await form.submit();
    const error = text === undefined ? { code: 'CONTACT_ERROR' } : { code: 'CONTACT_ERROR', text };
    expect(result).toEqual({ ok: false, error });
    const snapshot = form.getSnapshot();
    expect(snapshot.value).toBe('error');
    expect(snapshot.context.error).toEqual(error);
    expect(snapshot.context.values.email).toBe('ada@example.com');
  });

  it('can be sent again after an error', async () => {
    let calls = 0;
    const { form } = contact(() => {
      calls += 1;
      return calls === 1 ? json({ code: 500, error: 'boom' }, 500) : json({ code: 200, success: true });
    });
    expect((await form.submit()).ok).toBe(false);
    expect((await form.submit()).ok).toBe(true);
    expect(form.getSnapshot().context.error).toBeNull();
  });

  it('returns to idle on reset or on typing after a post', async () => {
    const { form } = contact(() => json({ code: 200, success: true }));
    await form.submit();
    form.change('name', 'Bob');
    expect(form.getSnapshot().value).toBe('idle');
    expect(form.getSnapshot().context.values.name).toBe('Bob');
  });

  it('answers a second submit while the first is sending BUSY at once, and posts once (decision 0622)', async () => {
    const { responder, release } = held();
    const { form, requests } = contact(responder);
    const first = form.submit();
    const second = form.submit({ message: 'And to the Moon?' });
    // the machine does not take a submit while sending: its caller is told so, not the first's answer
    expect(await soon(second)).toEqual({ ok: false, error: { code: 'BUSY' } });
    release(json({ code: 200, success: true }));
    expect(await first).toMatchObject({ ok: true, value: { message: 'Do you ship to Mars?' } });
    expect(requests).toHaveLength(1);
  });

  it('persists and restores the form (the facade contract)', async () => {
    const { form } = contact(() => json({ code: 200, success: true }));
    const saved = form.persist();
    expect(saved.version).toBe(1);
    const { client } = fakeClient(() => json({ code: 200, success: true }));
    const restored = createContactForm({ transport: client, snapshot: saved });
    expect(restored.getSnapshot().context.values.message).toBe('Do you ship to Mars?');
    restored.stop();
    form.stop();
  });
});

describe('DMCA report (one form machine)', () => {
  it('posts the report with its email and the filled-in extras, then resets (000 §7)', async () => {
    const { client, requests } = fakeClient(() => json({ code: 200, success: true }));
    const report = createDmcaReport({ transport: client });
    const result = await report.submit({
      email: ' legal@example.com ',
      url: 'https://shop.example/products/copy',
    });
    expect(result.ok).toBe(true);
    expect(report.getSnapshot().value).toBe('posted');
    expect(report.getSnapshot().context.values).toEqual(EMPTY_DMCA_REPORT);
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
    const { client } = fakeClient(() => json({ code: 400, error: 'Please enter a valid email.' }, 400));
    const report = createDmcaReport({ transport: client });
    report.change('email', 'nope');
    const result = await report.submit();
    expect(result).toEqual({ ok: false, error: { code: 'DMCA_ERROR', text: 'Please enter a valid email.' } });
    expect(report.getSnapshot().value).toBe('error');
    expect(report.getSnapshot().context.values.email).toBe('nope');
    report.reset();
    expect(report.getSnapshot().value).toBe('idle');
    expect(report.getSnapshot().context.values).toEqual(EMPTY_DMCA_REPORT);
    expect(report.getSnapshot().context.error).toBeNull();
  });
});

describe('newsletter (one form machine)', () => {
  it('starts with subscribed null, true after subscribe, false after unsubscribe (000 §4)', async () => {
    const { client, requests } = fakeClient(() => json({ code: 200, success: true }));
    const newsletter = createNewsletter({ transport: client });
    const notified: unknown[] = [];
    newsletter.on('notify', ({ notification }) => notified.push(notification));
    expect(selectNewsletterSubscribed(newsletter.getSnapshot())).toBeNull();
    expect((await newsletter.subscribeEmail(' ada@example.com ')).ok).toBe(true);
    const subscribed = newsletter.getSnapshot();
    expect(selectNewsletterSubscribed(subscribed)).toBe(true);
    expect(subscribed.context.message).toBe('newsletter.subscribed');
    expect(formatMessage(subscribed.context.message ?? 'newsletter.email_required')).toBe(
      'You have been successfully subscribed to our newsletter!',
    );
    // 000 §9 a success notification lives 10 s
    expect(notified).toEqual([
      { type: 'success', message: { id: 'newsletter.subscribed' }, timeToLive: 10_000 },
    ]);
    expect((await newsletter.unsubscribeEmail('ada@example.com')).ok).toBe(true);
    expect(selectNewsletterSubscribed(newsletter.getSnapshot())).toBe(false);
    expect(notified).toHaveLength(1);
    expect(requests.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: '/api/user/subscribe.json', body: { email: 'ada@example.com' } },
      { method: 'DELETE', path: '/api/user/subscribe.json', body: { email: 'ada@example.com' } },
    ]);
  });

  it.each([
    ['', 'newsletter.email_required', 'Email is required'],
    ['ada@', 'newsletter.email_invalid', 'Please enter an valid email'],
  ] as const)('rejects %j with %s without calling (000 §5)', async (email, id, text) => {
    const { client, requests } = fakeClient(() => json({ code: 200, success: true }));
    const newsletter = createNewsletter({ transport: client });
    const result = await newsletter.subscribeEmail(email);
    expect(result).toEqual({ ok: false, error: { code: 'NEWSLETTER_INVALID_EMAIL', message: id } });
    const { context, value } = newsletter.getSnapshot();
    expect(value).toBe('idle');
    expect(context.error).toEqual({ code: 'NEWSLETTER_INVALID_EMAIL', message: id });
    expect(formatMessage(id)).toBe(text);
    expect(selectNewsletterSubscribed(newsletter.getSnapshot())).toBeNull();
    expect(requests).toEqual([]);
  });

  it('keeps subscribed unchanged and shows the server text on failure', async () => {
    const { client } = fakeClient(() => json({ code: 400, error: 'Please enter an valid email' }, 400));
    const newsletter = createNewsletter({ transport: client });
    const result = await newsletter.subscribeEmail('ada@example.com');
    expect(result).toEqual({
      ok: false,
      error: { code: 'NEWSLETTER_ERROR', text: 'Please enter an valid email' },
    });
    expect(selectNewsletterSubscribed(newsletter.getSnapshot())).toBeNull();
    expect(newsletter.getSnapshot().context.message).toBeNull();
  });

  it("an unsubscribe while a subscribe is on its way answers BUSY, not the subscribe's result (000 §4, decision 0622)", async () => {
    const { responder, release } = held();
    const { client, requests } = fakeClient(responder);
    const newsletter = createNewsletter({ transport: client });
    const subscribing = newsletter.subscribeEmail('ada@example.com');
    const unsubscribing = newsletter.unsubscribeEmail('ada@example.com');
    const refused = await soon(unsubscribing);
    // not { ok: true, value: { subscribed: true } }: the unsubscribe was never sent
    expect(refused).toEqual({ ok: false, error: { code: 'BUSY' } });
    release(json({ code: 200, success: true }));
    expect(await subscribing).toEqual({ ok: true, value: { email: 'ada@example.com', subscribed: true } });
    // 000 §4 "subscribed ... becomes true after subscribe": the refused unsubscribe changed nothing
    expect(selectNewsletterSubscribed(newsletter.getSnapshot())).toBe(true);
    expect(requests.map(({ method }) => method)).toEqual(['POST']);
  });

  it('clears an earlier error when a valid e-mail is sent', async () => {
    const { client } = fakeClient(() => json({ code: 200, success: true }));
    const newsletter = createNewsletter({ transport: client });
    await newsletter.subscribeEmail('');
    await newsletter.subscribeEmail('ada@example.com');
    expect(newsletter.getSnapshot().context.error).toBeNull();
    expect(selectNewsletterSubscribed(newsletter.getSnapshot())).toBe(true);
  });
});
