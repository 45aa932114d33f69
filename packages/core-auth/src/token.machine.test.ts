import { MAX_AUTH_RETRIES as REFRESH_MAX_ATTEMPTS } from '@vitrine/api-client';
import { formatMessage } from '@vitrine/messages';
import { describe, expect, it, vi } from 'vitest';
import { assign, createActor, fromPromise, SimulatedClock, setup } from 'xstate';
import { REFRESH_WAIT_MS } from './auth.constants';
import { deferred, flush, tokens } from './auth.fixtures';
import { createAuthInterceptor, type TokenActorRef } from './auth.interceptor';
import type { TokenErrorCode } from './auth.types';
import {
  type RefreshInput,
  type RefreshOutcome,
  refreshLock,
  type TokenExpiredEvent,
  tokenMachine,
} from './token.machine';

type Refresh = (input: RefreshInput, signal: AbortSignal) => Promise<RefreshOutcome>;

/** The lifecycle under a parent that records `token.expired`, like the session does. */
function setupLifecycle(refresh: Refresh, autoRefresh = true) {
  const refreshTokens = vi.fn(({ input, signal }: { input: RefreshInput; signal: AbortSignal }) =>
    refresh(input, signal),
  );
  const parent = setup({
    types: { context: {} as { expired: TokenErrorCode[] }, events: {} as TokenExpiredEvent },
    actors: { lifecycle: tokenMachine.provide({ actors: { refreshTokens: fromPromise(refreshTokens) } }) },
  }).createMachine({
    context: { expired: [] },
    invoke: { id: 'token', systemId: 'token', src: 'lifecycle', input: { autoRefresh } },
    on: {
      'token.expired': {
        actions: assign(({ context, event }) => ({ expired: [...context.expired, event.reason] })),
      },
    },
  });
  const clock = new SimulatedClock();
  const root = createActor(parent, { clock }).start();
  const token = () => root.system.get('token') as TokenActorRef;
  const interceptor = createAuthInterceptor(token);
  const expired = () => root.getSnapshot().context.expired;
  const lock = () => refreshLock(token().getSnapshot());
  return { root, clock, token, interceptor, refreshTokens, expired, lock };
}

const endpoint = 'user.me';
const unauthorized = (token: string, attempt = 1) => ({
  endpoint,
  token,
  attempt,
  failure: { kind: 'http', success: false, statusCode: 401, statusText: 'Unauthorized', body: {} } as const,
});

describe('tokenMachine + createAuthInterceptor (000 §4 Token lifecycle)', () => {
  it('gives no token when signed out, the current one when signed in', async () => {
    const { token, interceptor, lock } = setupLifecycle(async () => ({ ok: false }));
    expect(await interceptor.token({ endpoint })).toEqual({ token: undefined });
    token().send({ type: 'token.set', tokens: tokens(1), reason: 'sign-in' });
    expect(await interceptor.token({ endpoint })).toEqual({ token: 'at_1' });
    expect(lock()).toBe(0);
  });

  it('a 401 with the current token raises the lock (1) and refreshes with the refresh token', async () => {
    const pending = deferred<RefreshOutcome>();
    const { token, interceptor, refreshTokens, lock } = setupLifecycle(() => pending.promise);
    token().send({ type: 'token.set', tokens: tokens(1), reason: 'sign-in' });
    expect(await interceptor.unauthorized(unauthorized('at_1'))).toBe('retry');
    expect(lock()).toBe(1);
    expect(refreshTokens).toHaveBeenCalledTimes(1);
    expect(refreshTokens.mock.calls[0]?.[0].input).toEqual({ token: 'at_1', refreshToken: 'rt_1' });
    pending.resolve({ ok: true, tokens: tokens(2), source: 'server' });
    await flush();
    expect(lock()).toBe(0);
    expect(token().getSnapshot().context).toMatchObject({ token: 'at_2', refreshToken: 'rt_2', attempts: 1 });
  });

  it('while the lock is held requests wait 1000 ms and retry; 50 at once share one refresh', async () => {
    const pending = deferred<RefreshOutcome>();
    const { token, interceptor, refreshTokens, clock } = setupLifecycle(() => pending.promise);
    token().send({ type: 'token.set', tokens: tokens(1), reason: 'sign-in' });
    const verdicts = await Promise.all(
      Array.from({ length: 50 }, () => interceptor.unauthorized(unauthorized('at_1'))),
    );
    expect(new Set(verdicts)).toEqual(new Set(['retry']));
    expect(refreshTokens).toHaveBeenCalledTimes(1);

    const decisions = Array.from({ length: 50 }, () => interceptor.token({ endpoint }));
    let released = 0;
    for (const decision of decisions) void decision.then(() => (released += 1));
    // Still held at the first tick (1000 ms): they wait another 1000 ms.
    clock.increment(REFRESH_WAIT_MS);
    await flush();
    expect(released).toBe(0);
    pending.resolve({ ok: true, tokens: tokens(2), source: 'server' });
    await flush();
    clock.increment(REFRESH_WAIT_MS - 1);
    await flush();
    expect(released).toBe(0);
    clock.increment(1);
    await flush();
    expect(released).toBe(50);
    expect(await Promise.all(decisions)).toEqual(Array.from({ length: 50 }, () => ({ token: 'at_2' })));
    expect(refreshTokens).toHaveBeenCalledTimes(1);
  });

  it('a 401 for a token already replaced retries at once, without a refresh', async () => {
    const { token, interceptor, refreshTokens } = setupLifecycle(async () => ({ ok: false }));
    token().send({ type: 'token.set', tokens: tokens(2), reason: 'sign-in' });
    expect(await interceptor.unauthorized(unauthorized('at_1'))).toBe('retry');
    expect(refreshTokens).not.toHaveBeenCalled();
    expect(await interceptor.token({ endpoint })).toEqual({ token: 'at_2' });
  });

  it('a failed refresh fails the lock (-1): silent logout reported, requests abort with 401 and the spec text', async () => {
    const pending = deferred<RefreshOutcome>();
    const { token, interceptor, expired, lock, clock } = setupLifecycle(() => pending.promise);
    token().send({ type: 'token.set', tokens: tokens(1), reason: 'sign-in' });
    await interceptor.unauthorized(unauthorized('at_1'));
    const waiting = interceptor.token({ endpoint });
    pending.resolve({ ok: false, failure: { kind: 'http', statusCode: 401 } });
    await flush();
    expect(lock()).toBe(-1);
    expect(expired()).toEqual(['REFRESH_FAILED']);
    expect(token().getSnapshot().context.token).toBeNull();
    clock.increment(REFRESH_WAIT_MS);
    const decision = await waiting;
    expect(decision).toMatchObject({
      failure: {
        kind: 'http',
        statusCode: 401,
        errorCode: 'REFRESH_FAILED',
        message: 'Error refreshing user token. User is not authorized to access the resource',
      },
    });
    expect(await interceptor.token({ endpoint })).toMatchObject({ failure: { statusCode: 401 } });
    // The next sign-in frees the lock.
    token().send({ type: 'token.set', tokens: tokens(5), reason: 'sign-in' });
    expect(lock()).toBe(0);
    expect(await interceptor.token({ endpoint })).toEqual({ token: 'at_5' });
  });

  it('a refresh actor that rejects fails the lock too', async () => {
    const { token, interceptor, expired, lock } = setupLifecycle(async () => {
      throw new Error('boom');
    });
    token().send({ type: 'token.set', tokens: tokens(1), reason: 'sign-in' });
    await interceptor.unauthorized(unauthorized('at_1'));
    await flush();
    expect(lock()).toBe(-1);
    expect(expired()).toEqual(['REFRESH_FAILED']);
  });

  it('after 20 refreshes the next 401 fails the lock with REFRESH_ATTEMPTS_EXCEEDED, without a 21st refresh', async () => {
    let n = 1;
    const { token, interceptor, refreshTokens, expired, lock } = setupLifecycle(async () => {
      n += 1;
      return { ok: true, tokens: tokens(n), source: 'server' };
    });
    token().send({ type: 'token.set', tokens: tokens(1), reason: 'sign-in' });
    for (let i = 0; i < REFRESH_MAX_ATTEMPTS; i++) {
      await interceptor.unauthorized(unauthorized(`at_${n}`));
      await flush();
      expect(lock()).toBe(0);
    }
    expect(refreshTokens).toHaveBeenCalledTimes(REFRESH_MAX_ATTEMPTS);
    expect(await interceptor.unauthorized(unauthorized(`at_${n}`))).toBe('retry');
    expect(lock()).toBe(-1);
    expect(refreshTokens).toHaveBeenCalledTimes(REFRESH_MAX_ATTEMPTS);
    expect(expired()).toEqual(['REFRESH_ATTEMPTS_EXCEEDED']);
    expect(await interceptor.token({ endpoint })).toMatchObject({
      failure: { statusCode: 401, message: formatMessage('auth.refresh_failed') },
    });
  });

  it('counts until the next sign-in: calls the platform accepts in between do not restart the count (docs/decisions/0171)', async () => {
    let n = 1;
    const { token, interceptor, refreshTokens, expired, lock } = setupLifecycle(async () => {
      n += 1;
      return { ok: true, tokens: tokens(n), source: 'server' };
    });
    // The spec's limit (000 §4 "fewer than 20 attempts"), named once in the api-client.
    expect(REFRESH_MAX_ATTEMPTS).toBe(20);
    // Nothing tells the lifecycle that a call succeeded: the interceptor has no such hook.
    expect(Object.keys(interceptor).sort()).toEqual(['token', 'unauthorized']);
    token().send({ type: 'token.set', tokens: tokens(1), reason: 'sign-in' });
    for (let i = 0; i < REFRESH_MAX_ATTEMPTS; i++) {
      // A long session: the token expires, is refreshed, and many calls succeed with the new one.
      await interceptor.unauthorized(unauthorized(`at_${n}`));
      await flush();
      expect(await interceptor.token({ endpoint })).toEqual({ token: `at_${n}` });
      expect(token().getSnapshot().context.attempts).toBe(i + 1);
    }
    // Tokens another tab refreshed do not restart it either.
    token().send({ type: 'token.received', tokens: tokens(100) });
    expect(token().getSnapshot().context.attempts).toBe(REFRESH_MAX_ATTEMPTS);
    expect(await interceptor.unauthorized(unauthorized('at_100'))).toBe('retry');
    expect(lock()).toBe(-1);
    expect(refreshTokens).toHaveBeenCalledTimes(REFRESH_MAX_ATTEMPTS);
    expect(expired()).toEqual(['REFRESH_ATTEMPTS_EXCEEDED']);
  });

  it('a sign-in starts the attempt count again', async () => {
    let n = 1;
    const { token, interceptor } = setupLifecycle(async () => {
      n += 1;
      return { ok: true, tokens: tokens(n), source: 'server' };
    });
    token().send({ type: 'token.set', tokens: tokens(1), reason: 'sign-in' });
    await interceptor.unauthorized(unauthorized('at_1'));
    await flush();
    expect(token().getSnapshot().context.attempts).toBe(1);
    token().send({ type: 'token.set', tokens: tokens(9), reason: 'sign-in' });
    expect(token().getSnapshot().context.attempts).toBe(0);
  });

  it('with automatic refresh off a 401 logs out at once: REFRESH_DISABLED, the call fails', async () => {
    const { token, interceptor, refreshTokens, expired, lock } = setupLifecycle(
      async () => ({ ok: false }),
      false,
    );
    token().send({ type: 'token.set', tokens: tokens(1), reason: 'sign-in' });
    expect(await interceptor.unauthorized(unauthorized('at_1'))).toBe('fail');
    expect(refreshTokens).not.toHaveBeenCalled();
    expect(expired()).toEqual(['REFRESH_DISABLED']);
    expect(lock()).toBe(0);
    expect(await interceptor.token({ endpoint })).toEqual({ token: undefined });
  });

  it('without a refresh token the lock fails at once', async () => {
    const { token, interceptor, refreshTokens, lock } = setupLifecycle(async () => ({ ok: false }));
    token().send({ type: 'token.set', tokens: { token: 'at_1', refreshToken: '' }, reason: 'restore' });
    await interceptor.unauthorized(unauthorized('at_1'));
    expect(refreshTokens).not.toHaveBeenCalled();
    expect(lock()).toBe(-1);
  });

  it('a waiting request aborted by its caller stops waiting', async () => {
    const pending = deferred<RefreshOutcome>();
    const { token, interceptor, clock } = setupLifecycle(() => pending.promise);
    token().send({ type: 'token.set', tokens: tokens(1), reason: 'sign-in' });
    await interceptor.unauthorized(unauthorized('at_1'));
    const controller = new AbortController();
    const waiting = interceptor.token({ endpoint, signal: controller.signal });
    controller.abort();
    expect(await waiting).toEqual({ failure: { kind: 'aborted', success: false } });
    const released = vi.fn();
    token().on('token.released', released);
    clock.increment(REFRESH_WAIT_MS);
    expect(released).not.toHaveBeenCalled();
  });

  it('tokens from another tab end a queued refresh: its signal aborts and the new token is used', async () => {
    let seen: AbortSignal | undefined;
    const { token, interceptor, lock } = setupLifecycle((_input, signal) => {
      seen = signal;
      return new Promise<RefreshOutcome>(() => undefined);
    });
    token().send({ type: 'token.set', tokens: tokens(1), reason: 'sign-in' });
    await interceptor.unauthorized(unauthorized('at_1'));
    expect(lock()).toBe(1);
    token().send({ type: 'token.received', tokens: tokens(2) });
    expect(lock()).toBe(0);
    expect(seen?.aborted).toBe(true);
    expect(await interceptor.token({ endpoint })).toEqual({ token: 'at_2' });
  });

  it('ignores broadcast tokens it already holds', () => {
    const { token } = setupLifecycle(async () => ({ ok: false }));
    token().send({ type: 'token.set', tokens: tokens(1), reason: 'sign-in' });
    const before = token().getSnapshot();
    token().send({ type: 'token.received', tokens: tokens(1) });
    expect(token().getSnapshot()).toBe(before);
  });

  it('logout while a refresh runs frees waiting requests without a token', async () => {
    const { token, interceptor, clock, lock } = setupLifecycle(
      () => new Promise<RefreshOutcome>(() => undefined),
    );
    token().send({ type: 'token.set', tokens: tokens(1), reason: 'sign-in' });
    await interceptor.unauthorized(unauthorized('at_1'));
    const waiting = interceptor.token({ endpoint });
    token().send({ type: 'token.clear' });
    expect(lock()).toBe(0);
    clock.increment(REFRESH_WAIT_MS);
    expect(await waiting).toEqual({ token: undefined });
  });

  it('its snapshot is serialisable', async () => {
    const { token, interceptor } = setupLifecycle(() => new Promise<RefreshOutcome>(() => undefined));
    token().send({ type: 'token.set', tokens: tokens(1), reason: 'sign-in' });
    await interceptor.unauthorized(unauthorized('at_1'));
    const persisted = token().getPersistedSnapshot();
    // nothing lost on the way through JSON (a Map, a Date or a function would be)
    expect(JSON.parse(JSON.stringify(persisted))).toEqual(persisted);
    expect(persisted).toMatchObject({ value: 'refreshing', context: { attempts: 1 } });
  });
});
