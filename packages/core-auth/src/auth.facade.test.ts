import type { ApiResult, EndpointDef, Transport } from '@vitrine/api-client';
import { createMemoryChannelHub, createMemoryNavigate, createMemoryStorage } from '@vitrine/ports';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_CHANNEL_NAME, USER_REFRESH_TOKEN_KEY, USER_TOKEN_KEY } from './auth.constants';
import { AUTH_SNAPSHOT_VERSION, createAuth } from './auth.facade';
import { ada, adaWire, deferred, flush } from './auth.fixtures';
import { selectIsLoggedIn, selectIsSubmitting, selectOrders, selectUser } from './auth.selectors';

type Reply = ApiResult<unknown> | Promise<ApiResult<unknown>>;

/** A transport answering by endpoint id. */
function fakeTransport(replies: Record<string, (input: unknown) => Reply>) {
  const useAuth = vi.fn();
  const send = vi.fn(async (endpoint: EndpointDef, input?: unknown) => {
    const reply = replies[endpoint.id];
    if (!reply) throw new Error(`unexpected call ${endpoint.id}`);
    return reply(input);
  });
  const transport = { send, useAuth, on: () => () => undefined } as unknown as Transport;
  return { transport, send, useAuth };
}

const session = { token: 'at_1', refresh_token: 'rt_1', user: adaWire };
const okEnvelope = (result: unknown): ApiResult<unknown> => ({ ok: true, data: { code: 200, result } });
const signedInReplies = {
  'user.me': () => okEnvelope(adaWire),
  'user.orderHistory': () =>
    okEnvelope([{ id: 11, name: '#1001', total_price: 19.99, currency: 'EUR', created_at: '2025-06-01' }]),
};

describe('createAuth', () => {
  it('plugs its interceptor into the transport and unplugs it on stop', () => {
    const { transport, useAuth } = fakeTransport({});
    const auth = createAuth({ transport });
    expect(useAuth).toHaveBeenLastCalledWith(auth.interceptor);
    auth.stop();
    expect(useAuth).toHaveBeenLastCalledWith(undefined);
  });

  it('login resolves when the machine settles, with the result; tokens are stored; the customer speaks camelCase', async () => {
    const { transport, send } = fakeTransport({
      'user.login': () => okEnvelope(session),
      ...signedInReplies,
    });
    const storage = createMemoryStorage();
    const auth = createAuth({ transport, ports: { storage } });
    await auth.ready();
    const logins = vi.fn();
    auth.on('login', logins);
    const result = await auth.login({ email: 'ada@example.com', password: 'secret-1' });
    expect(result).toEqual({ ok: true });
    expect(send.mock.calls[0]?.[1]).toEqual({ body: { username: 'ada@example.com', password: 'secret-1' } });
    expect(storage.get(USER_TOKEN_KEY)).toBe('at_1');
    expect(storage.get(USER_REFRESH_TOKEN_KEY)).toBe('rt_1');
    expect(logins).toHaveBeenCalledWith({ type: 'login', customer: ada, source: 'this-tab' });
    await auth.ready();
    expect(selectUser(auth.getSnapshot())).toEqual({
      id: '7',
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      group: { id: '3', token: 'grp_3' },
      acceptsMarketing: null,
      subscribed: null,
      active: null,
      addresses: [],
    });
    // Money as integer minor units with its currency.
    expect(selectOrders(auth.getSnapshot())).toEqual([
      {
        id: '11',
        name: '#1001',
        status: null,
        token: null,
        createdAt: '2025-06-01',
        cancelledAt: null,
        fulfillmentStatus: null,
        accessKeyAllowed: false,
        total: { amount: 1999, currency: 'EUR' },
        shipments: [],
      },
    ]);
    auth.stop();
  });

  it('an invalid form resolves at once with the field errors', async () => {
    const { transport, send } = fakeTransport({});
    const auth = createAuth({ transport });
    await auth.ready();
    expect(await auth.login({ email: '', password: '' })).toEqual({
      ok: false,
      error: {
        code: 'INVALID_INPUT',
        message: 'validation.fix_errors',
        fieldErrors: { email: 'validation.email_required', password: 'validation.password_required' },
      },
    });
    expect(send).not.toHaveBeenCalled();
    auth.stop();
  });

  it('a verb called while another runs resolves BUSY, and the first still gets its own result', async () => {
    const login = deferred<ApiResult<unknown>>();
    const { transport } = fakeTransport({ 'user.login': () => login.promise, ...signedInReplies });
    const auth = createAuth({ transport });
    await auth.ready();
    const first = auth.login({ email: 'ada@example.com', password: 'secret-1' });
    expect(selectIsSubmitting(auth.getSnapshot(), 'login')).toBe(true);
    expect(await auth.requestPasswordReset({ email: 'ada@example.com' })).toEqual({
      ok: false,
      error: { code: 'BUSY' },
    });
    login.resolve(okEnvelope(session));
    expect(await first).toEqual({ ok: true });
    auth.stop();
  });

  it('verbs never throw: after stop they resolve STOPPED', async () => {
    const { transport } = fakeTransport({});
    const auth = createAuth({ transport });
    await auth.ready();
    auth.stop();
    expect(await auth.login({ email: 'ada@example.com', password: 'secret-1' })).toMatchObject({
      ok: false,
      error: { code: 'STOPPED' },
    });
  });

  it('takes over tokens another tab refreshed, and stores them; ignores malformed messages; stops listening on stop', async () => {
    const { transport } = fakeTransport(signedInReplies);
    const hub = createMemoryChannelHub();
    const other = hub.tab()(AUTH_CHANNEL_NAME);
    const storage = createMemoryStorage({ [USER_TOKEN_KEY]: 'at_1', [USER_REFRESH_TOKEN_KEY]: 'rt_1' });
    const auth = createAuth({ transport, ports: { storage, channels: hub.tab() } });
    await auth.ready();
    other.post({ type: 'auth.refreshed', tokens: { token: 'at_9', refreshToken: 'rt_9' } });
    await flush();
    expect(await auth.interceptor.token({ endpoint: 'user.me' })).toEqual({ token: 'at_9' });
    expect(storage.get(USER_TOKEN_KEY)).toBe('at_9');
    // Another SDK version's or a foreign message is dropped, never trusted.
    other.post({ type: 'auth.refreshed', tokens: { token: 42 } });
    other.post({ type: 'auth.signedOut', extra: true, nested: null });
    other.post('auth.signedOut');
    await flush();
    expect(selectIsLoggedIn(auth.getSnapshot())).toBe(false); // the well-formed signedOut was heard
    other.post({ type: 'auth.signedIn', tokens: { token: '', refreshToken: 'x' } });
    await flush();
    expect(selectIsLoggedIn(auth.getSnapshot())).toBe(false);
    auth.stop();
    other.post({ type: 'auth.signedIn', tokens: { token: 'at_10', refreshToken: 'rt_10' } });
    await flush();
    expect(storage.get(USER_TOKEN_KEY)).toBeUndefined();
  });

  it('persist() is versioned: its snapshot restores without reading storage again; another version is dropped', async () => {
    const { transport } = fakeTransport(signedInReplies);
    const storage = createMemoryStorage({ [USER_TOKEN_KEY]: 'at_1', [USER_REFRESH_TOKEN_KEY]: 'rt_1' });
    const first = createAuth({ transport, ports: { storage } });
    await first.ready();
    const persisted = JSON.parse(JSON.stringify(first.persist()));
    expect(persisted.version).toBe(AUTH_SNAPSHOT_VERSION);
    first.stop();
    // Over the storage that still holds its tokens (over emptied storage it signs out: a logout
    // elsewhere, auth.platform.test.ts).
    const again = createAuth({ transport, ports: { storage }, snapshot: persisted });
    expect(selectIsLoggedIn(again.getSnapshot())).toBe(true);
    expect(await again.interceptor.token({ endpoint: 'user.me' })).toEqual({ token: 'at_1' });
    again.stop();
    const older = createAuth({
      transport,
      ports: { storage: createMemoryStorage() },
      snapshot: { ...persisted, version: AUTH_SNAPSHOT_VERSION - 1 },
    });
    await older.ready();
    expect(selectIsLoggedIn(older.getSnapshot())).toBe(false);
    older.stop();
  });

  it('after a restore, a request resolves with its own result, not the one the earlier page settled', async () => {
    const { transport } = fakeTransport({
      'user.login': () => ({
        ok: false,
        failure: { kind: 'http', success: false, statusCode: 400, statusText: 'Bad Request', body: null },
      }),
    });
    const first = createAuth({ transport });
    await first.ready();
    expect(await first.login({ email: 'ada@example.com', password: 'secret-1' })).toMatchObject({
      ok: false,
    });
    const persisted = JSON.parse(JSON.stringify(first.persist()));
    first.stop();
    const login = deferred<ApiResult<unknown>>();
    const held = fakeTransport({ 'user.login': () => login.promise, ...signedInReplies });
    const again = createAuth({ transport: held.transport, snapshot: persisted });
    const answered = vi.fn();
    const result = again.login({ email: 'ada@example.com', password: 'secret-1' }).then((r) => {
      answered(r);
      return r;
    });
    await flush();
    expect(answered).not.toHaveBeenCalled();
    login.resolve(okEnvelope(session));
    expect(await result).toEqual({ ok: true });
    again.stop();
  });

  it('persist() while a login runs keeps neither its password nor the request: a restore sends nothing, and a new login runs', async () => {
    // docs/decisions/0175: the password never enters the persistable snapshot; DESIGN: a snapshot
    // is what a page restores, and a request in flight is not restored (its caller's page is gone).
    const login = deferred<ApiResult<unknown>>();
    const { transport } = fakeTransport({ 'user.login': () => login.promise });
    const first = createAuth({ transport });
    await first.ready();
    void first.login({ email: 'ada@example.com', password: 'secret-1' });
    await flush();
    expect(selectIsSubmitting(first.getSnapshot(), 'login')).toBe(true);
    const stored = JSON.stringify(first.persist());
    expect(stored).not.toContain('secret-1');
    first.stop();
    const resent = vi.fn(() => okEnvelope(session));
    const again = createAuth({
      transport: fakeTransport({ 'user.login': resent, ...signedInReplies }).transport,
      snapshot: JSON.parse(stored),
    });
    await flush();
    expect(resent).not.toHaveBeenCalled();
    expect(selectIsSubmitting(again.getSnapshot(), 'login')).toBe(false);
    expect(await again.login({ email: 'ada@example.com', password: 'secret-2' })).toEqual({ ok: true });
    expect(resent).toHaveBeenCalledTimes(1);
    again.stop();
  });

  it('sends navigation intents to the navigate port; select() and on() call back until removed', async () => {
    const { transport } = fakeTransport({});
    const navigate = createMemoryNavigate();
    const auth = createAuth({ transport, ports: { navigate } });
    await auth.ready();
    const notify = vi.fn();
    const remove = auth.on('notify', notify);
    const submitting = vi.fn();
    const unselect = auth.select((snapshot) => snapshot.context.error?.code ?? null, submitting);
    await auth.activate({ customerId: '7', activationToken: undefined });
    expect(navigate.intents).toEqual([{ type: 'not-found', from: '/activate-account/7' }]);
    expect(submitting).toHaveBeenLastCalledWith('LINK_INCOMPLETE');
    await auth.login({ email: '', password: '' });
    remove();
    unselect();
    await auth.login({ email: '', password: '' });
    expect(notify).toHaveBeenCalledTimes(1);
    expect(submitting).toHaveBeenCalledTimes(2);
    await flush();
    auth.stop();
  });

  it('logout goes home through the navigate port and emits logout', async () => {
    const { transport } = fakeTransport(signedInReplies);
    const navigate = createMemoryNavigate();
    const storage = createMemoryStorage({ [USER_TOKEN_KEY]: 'at_1', [USER_REFRESH_TOKEN_KEY]: 'rt_1' });
    const auth = createAuth({ transport, ports: { navigate, storage } });
    await auth.ready();
    const logouts = vi.fn();
    auth.on('logout', logouts);
    expect(await auth.logout()).toEqual({ ok: true });
    expect(navigate.intents).toEqual([{ type: 'route', route: 'home' }]);
    expect(logouts).toHaveBeenCalledWith({ type: 'logout', reason: 'logout' });
    expect(storage.get(USER_TOKEN_KEY)).toBeUndefined();
    expect(await auth.refetch()).toMatchObject({ ok: false, error: { code: 'NOT_LOGGED_IN' } });
    auth.stop();
  });

  it('refetch resolves FETCH_FAILED when the customer or the order history could not be fetched again, ok once they load', async () => {
    let ordersDown = false;
    const { transport } = fakeTransport({
      'user.me': () => okEnvelope(adaWire),
      'user.orderHistory': () =>
        ordersDown
          ? {
              ok: false,
              failure: {
                kind: 'http',
                success: false,
                statusCode: 503,
                statusText: 'Unavailable',
                body: null,
              },
            }
          : okEnvelope([]),
    });
    const storage = createMemoryStorage({ [USER_TOKEN_KEY]: 'at_1', [USER_REFRESH_TOKEN_KEY]: 'rt_1' });
    const auth = createAuth({ transport, ports: { storage } });
    await auth.ready();
    ordersDown = true;
    expect(await auth.refetch()).toEqual({ ok: false, error: { code: 'FETCH_FAILED', statusCode: 503 } });
    ordersDown = false;
    expect(await auth.refetch()).toEqual({ ok: true });
    auth.stop();
  });

  it('passes the checkout settings on: a login then emits checkout.logout', async () => {
    const { transport } = fakeTransport({ 'user.login': () => okEnvelope(session), ...signedInReplies });
    const auth = createAuth({ transport });
    await auth.ready();
    const logout = vi.fn();
    auth.on('checkout.logout', logout);
    auth.setCheckoutSettings({ requireAccount: false });
    await auth.login({ email: 'ada@example.com', password: 'secret-1' });
    expect(logout).toHaveBeenCalledTimes(1);
    auth.stop();
  });
});
