import type { ApiResult, EndpointDef, Transport } from '@vitrine/api-client';
import { describe, expect, it, vi } from 'vitest';
import { USER_REFRESH_TOKEN_KEY, USER_TOKEN_KEY } from './auth.constants';
import { createAuth } from './auth.facade';
import { ada, deferred, flush } from './auth.fixtures';
import { createMemoryStorage, createMemoryTokenChannel } from './auth.ports';
import { selectIsLoggedIn, selectIsSubmitting, selectUser } from './auth.selectors';

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

const session = { token: 'at_1', refresh_token: 'rt_1', user: ada };
const okEnvelope = (result: unknown): ApiResult<unknown> => ({ ok: true, data: { code: 200, result } });

describe('createAuth', () => {
  it('plugs its interceptor into the client and unplugs it on stop', () => {
    const { transport, useAuth } = fakeTransport({});
    const auth = createAuth({ client: transport });
    expect(useAuth).toHaveBeenLastCalledWith(auth.interceptor);
    auth.stop();
    expect(useAuth).toHaveBeenLastCalledWith(undefined);
  });

  it('login resolves when the machine settles, with the result; tokens are stored', async () => {
    const { transport, send } = fakeTransport({
      'user.login': () => okEnvelope(session),
      'user.me': () => okEnvelope(ada),
      'user.orderHistory': () => okEnvelope([]),
    });
    const storage = createMemoryStorage();
    const auth = createAuth({ client: transport, storage });
    await auth.ready();
    const result = await auth.login({ email: 'ada@example.com', password: 'secret-1' });
    expect(result).toEqual({ ok: true });
    expect(send.mock.calls[0]?.[1]).toEqual({ body: { username: 'ada@example.com', password: 'secret-1' } });
    expect(storage.get(USER_TOKEN_KEY)).toBe('at_1');
    expect(storage.get(USER_REFRESH_TOKEN_KEY)).toBe('rt_1');
    await auth.ready();
    expect(selectUser(auth.getSnapshot())?.email).toBe('ada@example.com');
    auth.stop();
  });

  it('an invalid form resolves at once with the field errors', async () => {
    const { transport, send } = fakeTransport({});
    const auth = createAuth({ client: transport });
    await auth.ready();
    expect(await auth.login({ email: '', password: '' })).toEqual({
      ok: false,
      error: {
        code: 'INVALID_INPUT',
        message: { id: 'validation.fix_errors' },
        fieldErrors: { email: 'validation.email_required', password: 'validation.password_required' },
      },
    });
    expect(send).not.toHaveBeenCalled();
    auth.stop();
  });

  it('a verb called while another runs resolves BUSY, and the first still gets its own result', async () => {
    const login = deferred<ApiResult<unknown>>();
    const { transport } = fakeTransport({
      'user.login': () => login.promise,
      'user.me': () => okEnvelope(ada),
      'user.orderHistory': () => okEnvelope([]),
    });
    const auth = createAuth({ client: transport });
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

  it('takes over tokens another tab broadcasts, and stores them', async () => {
    const { transport } = fakeTransport({
      'user.me': () => okEnvelope(ada),
      'user.orderHistory': () => okEnvelope([]),
    });
    const channel = createMemoryTokenChannel();
    const storage = createMemoryStorage({ [USER_TOKEN_KEY]: 'at_1', [USER_REFRESH_TOKEN_KEY]: 'rt_1' });
    const auth = createAuth({ client: transport, storage, channel });
    await auth.ready();
    channel.publish({ token: 'at_9', refreshToken: 'rt_9' });
    expect(await auth.interceptor.token({ endpoint: 'user.me' })).toEqual({ token: 'at_9' });
    expect(storage.get(USER_TOKEN_KEY)).toBe('at_9');
    auth.stop();
    // After stop the channel is no longer listened to.
    channel.publish({ token: 'at_10', refreshToken: 'rt_10' });
    expect(storage.get(USER_TOKEN_KEY)).toBe('at_9');
  });

  it('restores a persisted snapshot without reading storage again', async () => {
    const { transport } = fakeTransport({
      'user.me': () => okEnvelope(ada),
      'user.orderHistory': () => okEnvelope([]),
    });
    const storage = createMemoryStorage({ [USER_TOKEN_KEY]: 'at_1', [USER_REFRESH_TOKEN_KEY]: 'rt_1' });
    const first = createAuth({ client: transport, storage });
    await first.ready();
    const persisted = JSON.parse(JSON.stringify(first.getPersistedSnapshot()));
    first.stop();
    const again = createAuth({ client: transport, storage: createMemoryStorage(), snapshot: persisted });
    expect(selectIsLoggedIn(again.getSnapshot())).toBe(true);
    expect(await again.interceptor.token({ endpoint: 'user.me' })).toEqual({ token: 'at_1' });
    again.stop();
  });

  it('forwards navigation intents to the navigate port and emitted events to listeners until removed', async () => {
    const { transport } = fakeTransport({});
    const navigate = vi.fn();
    const auth = createAuth({ client: transport, navigate });
    await auth.ready();
    const notify = vi.fn();
    const remove = auth.on('notify', notify);
    await auth.activate({ customerId: '7', activationToken: undefined });
    expect(navigate).toHaveBeenCalledWith({ type: 'not-found', from: '/activate-account/7' });
    await auth.login({ email: '', password: '' });
    remove();
    await auth.login({ email: '', password: '' });
    expect(notify).toHaveBeenCalledTimes(1);
    await flush();
    auth.stop();
  });

  it('passes the checkout settings on: a login then emits checkout.logout', async () => {
    const { transport } = fakeTransport({
      'user.login': () => okEnvelope(session),
      'user.me': () => okEnvelope(ada),
      'user.orderHistory': () => okEnvelope([]),
    });
    const auth = createAuth({ client: transport });
    await auth.ready();
    const logout = vi.fn();
    auth.on('checkout.logout', logout);
    auth.setCheckoutSettings({ require_account: false });
    await auth.login({ email: 'ada@example.com', password: 'secret-1' });
    expect(logout).toHaveBeenCalledTimes(1);
    auth.stop();
  });
});
