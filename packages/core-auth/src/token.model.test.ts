import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, setup } from 'xstate';
import { getShortestPaths, getSimplePaths } from 'xstate/graph';
import { deferred, flush, tokens } from './auth.fixtures';
import { createAuthInterceptor, type TokenActorRef } from './auth.interceptor';
import {
  type RefreshOutcome,
  refreshLock,
  type TokenEvent,
  tokenDecision,
  tokenMachine,
} from './token.machine';

/** The events of the model: what the interceptor, the session and the refresh actor can send. */
type ModelEvent =
  | TokenEvent
  | { readonly type: 'xstate.done.actor.refresh'; readonly output: RefreshOutcome };

const events: ModelEvent[] = [
  { type: 'token.set', tokens: tokens(1), reason: 'sign-in' },
  { type: 'token.unauthorized', token: 'at_1' },
  { type: 'token.received', tokens: tokens(2) },
  { type: 'token.clear' },
  { type: 'xstate.done.actor.refresh', output: { ok: true, tokens: tokens(3), source: 'server' } },
  { type: 'xstate.done.actor.refresh', output: { ok: false } },
];

const model = { input: {}, events: events as TokenEvent[] };

/** Replays a path on a live lifecycle, the refresh actor answering as the path says. */
async function replay(steps: readonly { readonly event: { readonly type: string } }[]) {
  let pending = deferred<RefreshOutcome>();
  const lifecycle = tokenMachine.provide({
    actors: {
      refreshTokens: fromPromise(() => {
        pending = deferred<RefreshOutcome>();
        return pending.promise;
      }),
    },
  });
  const parent = setup({ actors: { lifecycle } }).createMachine({
    invoke: { id: 'token', systemId: 'token', src: 'lifecycle', input: {} },
  });
  const root = createActor(parent).start();
  const token = () => root.system.get('token') as TokenActorRef;
  const interceptor = createAuthInterceptor(token);
  for (const { event } of steps) {
    const step = event as ModelEvent;
    if (step.type === 'xstate.done.actor.refresh') pending.resolve(step.output);
    else if (step.type === 'token.unauthorized')
      await interceptor.unauthorized({
        endpoint: 'user.me',
        token: step.token,
        attempt: 1,
        failure: { kind: 'http', success: false, statusCode: 401, statusText: 'Unauthorized', body: {} },
      });
    else token().send(step);
    await flush();
  }
  return { snapshot: token().getSnapshot(), interceptor, stop: () => root.stop() };
}

describe('tokenMachine model paths (000 §4)', () => {
  it('reaches every state: signedOut, active, refreshing, failed', () => {
    const reached = new Set(
      getShortestPaths(tokenMachine, model).map((path) => JSON.stringify(path.state.value)),
    );
    expect(reached).toEqual(new Set(['"signedOut"', '"active"', '"refreshing"', '"failed"']));
  });

  const paths = getSimplePaths(tokenMachine, model);

  it('has simple paths into every state', () => {
    expect(new Set(paths.map((path) => path.state.value))).toEqual(
      new Set(['signedOut', 'active', 'refreshing', 'failed']),
    );
  });

  it.each(paths.map((path) => [path.steps.map((s) => s.event.type).join(' → ') || '(start)', path] as const))(
    'live lifecycle and interceptor follow the model: %s',
    async (_name, path) => {
      const { snapshot, interceptor, stop } = await replay(path.steps);
      expect(snapshot.value).toEqual(path.state.value);
      expect(snapshot.context).toEqual(path.state.context);
      // The lock number matches the state, and so does what a request gets.
      const lock = refreshLock(snapshot);
      expect(lock === 1).toBe(snapshot.value === 'refreshing');
      expect(lock === -1).toBe(snapshot.value === 'failed');
      const decision = tokenDecision(snapshot);
      if (snapshot.value === 'refreshing') expect(decision).toBe('wait');
      else expect(await interceptor.token({ endpoint: 'user.me' })).toEqual(decision);
      if (snapshot.value === 'failed') expect(decision).toMatchObject({ failure: { statusCode: 401 } });
      if (snapshot.value === 'active') expect(decision).toEqual({ token: snapshot.context.token });
      stop();
    },
  );
});
