import type { AuthDecision, AuthInterceptor } from '@vitrine/api-client';
import type { ActorRefFrom } from 'xstate';
import { tokenDecision, type tokenMachine } from './token.machine';

/** The token lifecycle actor an interceptor talks to. */
export type TokenActorRef = ActorRefFrom<typeof tokenMachine>;

const ABORTED: AuthDecision = { failure: { kind: 'aborted', success: false } };

/**
 * The api-client's auth interceptor over the token lifecycle (000 §4), so every request shares
 * one token, one refresh lock and one refresh.
 *
 * @remarks
 * - `token()`: the current token; while the lock is held the request waits `refreshWait` (1000 ms)
 *   and tries again, on the actor's clock; when the lock has failed it gets code 401 and 'Error
 *   refreshing user token. User is not authorized to access the resource'.
 * - `unauthorized()`: tells the lifecycle a token was refused, then retries, except when the
 *   session ended at once (automatic refresh off): the caller gets the platform's 401.
 * - It does not use the `authorized` hook: the refresh-attempt count runs until the next sign-in,
 *   whatever the platform accepts meanwhile (000 §4; docs/decisions/0171).
 *
 * @param tokenActor - the lifecycle actor, looked up per call (a restored session has a new one)
 *
 * @example
 * ```ts
 * const session = createActor(authLogic({ transport })).start();
 * transport.useAuth(createAuthInterceptor(() => session.getSnapshot().children.token));
 * ```
 */
export function createAuthInterceptor(tokenActor: () => TokenActorRef | undefined): AuthInterceptor {
  let waiters = 0;
  return {
    token({ signal }) {
      const actor = tokenActor();
      if (actor === undefined) return Promise.resolve({ token: undefined });
      const decision = tokenDecision(actor.getSnapshot());
      if (decision !== 'wait') return Promise.resolve(decision);
      if (signal?.aborted) return Promise.resolve(ABORTED);
      waiters += 1;
      const waiterId = `w${waiters}`;
      return new Promise<AuthDecision>((resolve) => {
        const settle = (value: AuthDecision) => {
          subscription.unsubscribe();
          signal?.removeEventListener('abort', onAbort);
          resolve(value);
        };
        const onAbort = () => {
          actor.send({ type: 'token.cancelWait', waiterId });
          settle(ABORTED);
        };
        const subscription = actor.on('token.released', (event) => {
          if (event.waiterId === waiterId) settle(event.decision);
        });
        signal?.addEventListener('abort', onAbort, { once: true });
        actor.send({ type: 'token.wait', waiterId });
      });
    },
    async unauthorized({ token }) {
      const actor = tokenActor();
      if (actor === undefined) return 'fail';
      actor.send({ type: 'token.unauthorized', token });
      const after = actor.getSnapshot();
      return after.matches('signedOut') ? 'fail' : 'retry';
    },
  };
}
