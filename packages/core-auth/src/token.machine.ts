import { type AuthDecision, MAX_AUTH_RETRIES } from '@vitrine/api-client';
import { notProvided, type MachineImplementations } from '@vitrine/ports';
import { assign, enqueueActions, fromCallback, fromPromise, type SnapshotFrom, sendTo, setup } from 'xstate';
import { REFRESH_LOCK_FAILED, REFRESH_LOCK_FREE, REFRESH_LOCK_HELD, REFRESH_WAIT_MS } from './auth.constants';
import { refreshLockFailure } from './auth.failure';
import type { AuthTokens, CallFailure, TokenErrorCode } from './auth.types';

/** Input of the `refreshTokens` actor: the token that was refused and the refresh token to trade. */
export interface RefreshInput {
  /** The access token a 'not authorized' reply refused. */
  readonly token: string;
  readonly refreshToken: string;
}

/**
 * What `refreshTokens` resolves to: fresh tokens (from the platform, or from another tab that
 * refreshed first), or the failure. It never rejects.
 */
export type RefreshOutcome =
  | { readonly ok: true; readonly tokens: AuthTokens; readonly source: 'server' | 'peer' }
  | { readonly ok: false; readonly failure?: CallFailure };

/** Context of {@link tokenMachine}: serialisable. */
export interface TokenContext {
  readonly token: string | null;
  readonly refreshToken: string | null;
  /** Refreshes since the last sign-in (000 §4 "fewer than 20 attempts"; docs/decisions/0171). */
  readonly attempts: number;
  /** Automatic refresh on (000 §4 step 2) or off (step 6). */
  readonly autoRefresh: boolean;
  /** The token whose 401 raised the running refresh. */
  readonly refusedToken: string | null;
  /** Why the lock failed, or why the session ended. */
  readonly error: TokenErrorCode | null;
}

/** Input of {@link tokenMachine}. */
export interface TokenInput {
  /** Automatic refresh (default on). */
  readonly autoRefresh?: boolean;
}

/** Events of {@link tokenMachine}. */
export type TokenEvent =
  /** Tokens of a sign-in (login, register, reset, activation) or restored from storage. */
  | { readonly type: 'token.set'; readonly tokens: AuthTokens; readonly reason: 'sign-in' | 'restore' }
  /** Logout: forget the tokens. */
  | { readonly type: 'token.clear' }
  /** A call sent with `token` was answered 'not authorized' (000 §4 step 1). */
  | { readonly type: 'token.unauthorized'; readonly token: string }
  /** Another tab obtained fresh tokens (the token channel). */
  | { readonly type: 'token.received'; readonly tokens: AuthTokens }
  /** A request waits for the held lock (000 §4 step 5). */
  | { readonly type: 'token.wait'; readonly waiterId: string }
  /** A waiting request's `refreshWait` elapsed: try again. @internal */
  | { readonly type: 'token.recheck'; readonly waiterId: string }
  /** A waiting request was aborted by its caller. */
  | { readonly type: 'token.cancelWait'; readonly waiterId: string };

/**
 * Emitted by {@link tokenMachine}: a waiting request may go on (with a token or a failure), or the
 * lifecycle ended the session.
 */
export type TokenEmitted =
  | { readonly type: 'token.released'; readonly waiterId: string; readonly decision: AuthDecision }
  | TokenExpiredEvent;

/** Sent to the parent (the session) when the lifecycle ends the session (000 §4 steps 4 and 6). */
export interface TokenExpiredEvent {
  readonly type: 'token.expired';
  readonly reason: TokenErrorCode;
}

/**
 * What the token store (the `tokenStore` actor) is told: the tokens to keep, or `null` to forget
 * them. The storage port mirrors the lifecycle through it.
 */
export interface StoreTokensEvent {
  readonly type: 'store';
  readonly tokens: AuthTokens | null;
}

/** The delayed event id of one waiting request. */
const waitId = (waiterId: string) => `token.wait.${waiterId}`;

/** The actors of {@link tokenMachine} until a host provides them. */
const tokenActorDefaults = () => ({
  refreshTokens: fromPromise<RefreshOutcome, RefreshInput>(notProvided('refreshTokens')),
  /** Keeps nothing unless provided (`authActors` mirrors the tokens into the storage port). */
  tokenStore: fromCallback<StoreTokensEvent>(() => undefined),
});

/** What {@link tokenMachineWith} takes in place of the defaults. */
export type TokenImplementations = MachineImplementations<ReturnType<typeof tokenActorDefaults>>;

/**
 * Builds {@link tokenMachine} with `impl`'s actors in place of the defaults: one
 * `StateMachine`, where `.provide(impl)` built a second one (docs/decisions/0550).
 */
export function tokenMachineWith(impl: TokenImplementations = {}) {
  return setup({
    types: {
      context: {} as TokenContext,
      events: {} as TokenEvent,
      input: {} as TokenInput,
      emitted: {} as TokenEmitted,
    },
    actors: { ...tokenActorDefaults(), ...impl.actors },
    delays: {
      refreshWait: REFRESH_WAIT_MS,
    },
    guards: {
      isStaleToken: ({ context, event }) =>
        event.type === 'token.unauthorized' && event.token !== context.token,
      autoRefreshOff: ({ context }) => !context.autoRefresh,
      /** 000 §4 "fewer than 20 attempts": the limit is named once, in the api-client. */
      attemptsExhausted: ({ context }) => context.attempts >= MAX_AUTH_RETRIES,
      hasRefreshToken: ({ context }) => context.refreshToken !== null && context.refreshToken !== '',
      isNewToken: ({ context, event }) =>
        event.type === 'token.received' &&
        event.tokens.token !== context.token &&
        event.tokens.token !== context.refusedToken,
    },
    actions: {
      setTokens: assign(({ event }) =>
        event.type === 'token.set' || event.type === 'token.received' ? tokensOf(event.tokens) : {},
      ),
      resetAttempts: assign({ attempts: 0, error: null }),
      /** The storage port mirrors the tokens. */
      storeTokens: sendTo(
        'store',
        ({ context }): StoreTokensEvent => ({
          type: 'store',
          tokens:
            context.token === null
              ? null
              : { token: context.token, refreshToken: context.refreshToken ?? '' },
        }),
      ),
      forgetTokens: assign({ token: null, refreshToken: null, refusedToken: null }),
      raiseLock: assign(({ context, event }) => ({
        refusedToken: event.type === 'token.unauthorized' ? event.token : context.token,
        attempts: context.attempts + 1,
      })),
      failWith: assign((_, reason: TokenErrorCode) => ({ error: reason })),
      /** Tells the session (when run as its child) and any listener that the session ended. */
      tellParent: enqueueActions(({ context, self, enqueue }) => {
        const expired: TokenExpiredEvent = {
          type: 'token.expired',
          reason: context.error ?? 'REFRESH_FAILED',
        };
        enqueue.emit(expired);
        if (self._parent) enqueue.sendParent(expired);
      }),
      scheduleRecheck: enqueueActions(({ event, enqueue }) => {
        if (event.type !== 'token.wait' && event.type !== 'token.recheck') return;
        enqueue.raise(
          { type: 'token.recheck', waiterId: event.waiterId },
          { id: waitId(event.waiterId), delay: 'refreshWait' },
        );
      }),
      release: enqueueActions(({ context, event, enqueue }, outcome: 'token' | 'failure') => {
        if (event.type !== 'token.wait' && event.type !== 'token.recheck') return;
        const decision: AuthDecision =
          outcome === 'failure'
            ? { failure: refreshLockFailure(context.error ?? 'REFRESH_FAILED') }
            : { token: context.token ?? undefined };
        enqueue.emit({ type: 'token.released', waiterId: event.waiterId, decision });
      }),
      cancelWait: enqueueActions(({ event, enqueue }) => {
        if (event.type === 'token.cancelWait') enqueue.cancel(waitId(event.waiterId));
      }),
    },
  }).createMachine({
    id: 'token',
    context: ({ input }) => ({
      token: null,
      refreshToken: null,
      attempts: 0,
      autoRefresh: input.autoRefresh ?? true,
      refusedToken: null,
      error: null,
    }),
    initial: 'signedOut',
    invoke: { id: 'store', src: 'tokenStore' },
    on: {
      'token.set': [
        {
          guard: ({ event }) => event.reason === 'sign-in',
          target: '.active',
          actions: ['setTokens', 'resetAttempts', 'storeTokens'],
        },
        { target: '.active', actions: ['setTokens', 'storeTokens'] },
      ],
      'token.clear': { target: '.signedOut', actions: ['forgetTokens', 'resetAttempts', 'storeTokens'] },
      'token.wait': { actions: { type: 'release', params: 'token' } },
      'token.recheck': { actions: { type: 'release', params: 'token' } },
      'token.cancelWait': { actions: 'cancelWait' },
    },
    states: {
      signedOut: {},
      active: {
        on: {
          'token.unauthorized': [
            { guard: 'isStaleToken' },
            {
              guard: 'autoRefreshOff',
              target: 'signedOut',
              actions: [
                { type: 'failWith', params: 'REFRESH_DISABLED' },
                'forgetTokens',
                'storeTokens',
                'tellParent',
              ],
            },
            {
              guard: 'attemptsExhausted',
              target: 'failed',
              actions: [{ type: 'failWith', params: 'REFRESH_ATTEMPTS_EXCEEDED' }],
            },
            { guard: 'hasRefreshToken', target: 'refreshing', actions: 'raiseLock' },
            { target: 'failed', actions: [{ type: 'failWith', params: 'REFRESH_FAILED' }] },
          ],
          'token.received': { guard: 'isNewToken', actions: ['setTokens', 'storeTokens'] },
        },
      },
      refreshing: {
        invoke: {
          id: 'refresh',
          src: 'refreshTokens',
          input: ({ context }) => ({
            token: context.refusedToken ?? '',
            refreshToken: context.refreshToken ?? '',
          }),
          onDone: [
            {
              guard: ({ event }) => event.output.ok,
              target: 'active',
              actions: [
                assign(({ event }) =>
                  event.output.ok ? { ...tokensOf(event.output.tokens), refusedToken: null } : {},
                ),
                'storeTokens',
              ],
            },
            { target: 'failed', actions: [{ type: 'failWith', params: 'REFRESH_FAILED' }] },
          ],
          onError: { target: 'failed', actions: [{ type: 'failWith', params: 'REFRESH_FAILED' }] },
        },
        on: {
          // Another tab refreshed first: take its tokens; the running refresh is stopped (its signal
          // aborts, so it does not spend the old refresh token).
          'token.received': {
            guard: 'isNewToken',
            target: 'active',
            actions: ['setTokens', assign({ refusedToken: null }), 'storeTokens'],
          },
          'token.wait': { actions: 'scheduleRecheck' },
          'token.recheck': { actions: 'scheduleRecheck' },
        },
      },
      failed: {
        // 000 §4 step 4: the user is silently logged out; waiting requests abort with code 401. The
        // attempt count stays until the next sign-in (docs/decisions/0171).
        entry: ['forgetTokens', 'storeTokens', 'tellParent'],
        on: {
          'token.wait': { actions: { type: 'release', params: 'failure' } },
          'token.recheck': { actions: { type: 'release', params: 'failure' } },
        },
      },
    },
  });
}

/**
 * The token lifecycle of 000 §4, shared by every request through the api-client's auth
 * interceptor (see {@link createAuthInterceptor}).
 *
 * @remarks
 * - `active`: the lock is free (0). A 'not authorized' reply for the current token raises the lock
 *   and refreshes when automatic refresh is on and fewer than 20 (`MAX_AUTH_RETRIES`) refreshes
 *   were made since the last sign-in (docs/decisions/0171); a reply for an older token only
 *   retries (someone refreshed already).
 * - `refreshing`: the lock is held (1); the named actor `refreshTokens` trades the refresh token.
 *   Waiting requests try again every `refreshWait` (1000 ms).
 * - `failed`: the lock is failed (-1) after a failed refresh or at 20 attempts; the session is told
 *   (`token.expired`), waiting requests abort with code 401, until the next sign-in.
 * - With automatic refresh off, a 'not authorized' reply ends the session at once (`signedOut`).
 *
 * - Every change of the tokens is told to the `tokenStore` actor (the storage port).
 *
 * Run it as the session's child (invoke id `token`): it sends `token.expired` to its parent (and
 * emits it, for a lifecycle run on its own).
 */
export const tokenMachine = /* @__PURE__ */ tokenMachineWith();

function tokensOf(tokens: AuthTokens): Pick<TokenContext, 'token' | 'refreshToken'> {
  return { token: tokens.token, refreshToken: tokens.refreshToken };
}

/**
 * What a request gets from the lifecycle now: the token to send (none when signed out), a failure
 * when the lock failed, or `'wait'` while the lock is held (000 §4 step 5).
 */
export function tokenDecision(snapshot: SnapshotFrom<typeof tokenMachine>): AuthDecision | 'wait' {
  if (snapshot.matches('refreshing')) return 'wait';
  if (snapshot.matches('failed'))
    return { failure: refreshLockFailure(snapshot.context.error ?? 'REFRESH_FAILED') };
  return { token: snapshot.context.token ?? undefined };
}

/**
 * The refresh lock as the spec numbers it: 0 free, 1 held, -1 failed (000 §4).
 */
export function refreshLock(snapshot: SnapshotFrom<typeof tokenMachine>): -1 | 0 | 1 {
  if (snapshot.matches('refreshing')) return REFRESH_LOCK_HELD;
  if (snapshot.matches('failed')) return REFRESH_LOCK_FAILED;
  return REFRESH_LOCK_FREE;
}
