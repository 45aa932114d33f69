import { LOGOUT_NOTIFICATION_TIME_TO_LIVE_MS } from '@vitrine/core-shop';
import { notProvided, type MachineImplementations } from '@vitrine/ports';
import { assign, enqueueActions, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import { accountRequestMachineWith } from './account-request.machine';
import {
  type AccountRequest,
  fieldErrorsOf,
  formOf,
  incompleteLinkOf,
  needsSignIn,
  type Settlement,
  thrown,
} from './account-requests';
import { isUnauthorized } from './auth.failure';
import { errorNotice, loggedOutNotice, refreshAttemptsNotice } from './auth.notifications';
import type { AuthError, AuthTokens, CallOutcome, Customer, CustomerOrder } from './auth.types';
import { hasFieldErrors } from './auth.validation';
import type {
  AuthEmitted,
  AuthRequestEvent,
  HostEvent,
  SessionContext,
  SessionEvent,
  SessionInput,
} from './session.types';
import { tokenMachineWith } from './token.machine';

const isRequest = (event: SessionEvent): event is AuthRequestEvent => event.type === 'auth.request';

/** The request of an `auth.request` event. */
function requestOf(event: SessionEvent): AccountRequest {
  if (!isRequest(event)) throw new Error(`core-auth: expected auth.request, got ${event.type}`);
  return event.request;
}

/** The `requestId` of a request event (the kind when the sender gave none). */
const requestIdOf = (event: AuthRequestEvent): string => event.requestId ?? event.request.kind;

/** A request that does not run: it settles at once with `error`. */
function rejected(event: AuthRequestEvent, error: AuthError): Pick<SessionContext, 'error' | 'lastResult'> {
  return {
    error,
    lastResult: { requestId: requestIdOf(event), form: formOf(event.request), result: { ok: false, error } },
  };
}

/** The actors of {@link sessionMachine} until a host provides them. */
const sessionActorDefaults = () => ({
  /** Navigation and the other tabs; without ports it goes nowhere (`authActors` provides it). */
  host: fromCallback<HostEvent>(() => undefined),
  restoreTokens: fromPromise<AuthTokens | null, void>(notProvided('restoreTokens')),
  fetchUser: fromPromise<CallOutcome<Customer>, void>(notProvided('fetchUser')),
  fetchOrders: fromPromise<CallOutcome<readonly CustomerOrder[]>, void>(notProvided('fetchOrders')),
});

/** What {@link sessionMachineWith} takes in place of the defaults. */
export type SessionImplementations = MachineImplementations<
  ReturnType<typeof sessionActorDefaults> & {
    // what `authActors` provides besides the defaults: the token and request machines
    readonly tokenLifecycle: ReturnType<typeof tokenMachineWith>;
    readonly accountRequest: ReturnType<typeof accountRequestMachineWith>;
  }
>;

/**
 * Builds {@link sessionMachine} with `impl`'s actors in place of the defaults: one
 * `StateMachine`, where `.provide(impl)` built a second one (docs/decisions/0550).
 */
export function sessionMachineWith(impl: SessionImplementations = {}) {
  return setup({
    types: {
      context: {} as SessionContext,
      events: {} as SessionEvent,
      input: {} as SessionInput,
      emitted: {} as AuthEmitted,
      children: {} as { token: 'tokenLifecycle'; host: 'host'; request: 'accountRequest' },
    },
    actors: {
      ...sessionActorDefaults(),
      ...impl.actors,
      // The child machines are built only when not provided.
      tokenLifecycle: impl.actors?.tokenLifecycle ?? tokenMachineWith(),
      accountRequest: impl.actors?.accountRequest ?? accountRequestMachineWith(),
    },
    delays: {
      /** 'You're logged out' shows 10000 ms (000 §9). */
      logoutNotice: LOGOUT_NOTIFICATION_TIME_TO_LIVE_MS,
    },
    guards: {
      isInvalid: ({ event }) => isRequest(event) && hasFieldErrors(fieldErrorsOf(event.request)),
      hasIncompleteLink: ({ event }) => isRequest(event) && incompleteLinkOf(event.request) !== undefined,
      lacksSignIn: ({ context, event }) =>
        isRequest(event) && needsSignIn(event.request) && context.user === null,
    },
    actions: {
      /** A request starts: its form's errors are cleared. */
      begin: assign(({ context, event }) => {
        if (!isRequest(event)) return {};
        const form = formOf(event.request);
        return {
          pending: {
            requestId: requestIdOf(event),
            form,
            session: needsSignIn(event.request) ? 'current' : null,
          },
          fieldErrors: { ...context.fieldErrors, [form]: {} },
          error: null,
          ...(form === 'resetRequest' ? { passwordSent: false } : {}),
        };
      }),
      /** 000 §5: an invalid form shows its field errors and 'Please fix the validation errors'. */
      rejectInvalid: enqueueActions(({ context, event, enqueue }) => {
        if (!isRequest(event)) return;
        const form = formOf(event.request);
        const fieldErrors = fieldErrorsOf(event.request);
        enqueue.assign({
          fieldErrors: { ...context.fieldErrors, [form]: fieldErrors },
          ...rejected(event, { code: 'INVALID_INPUT', message: 'validation.fix_errors', fieldErrors }),
        });
        enqueue.emit({ type: 'notify', notification: errorNotice({ id: 'validation.fix_errors' }) });
      }),
      /** 000 §5: an activation or reset link without customer id and token goes to page-not-found. */
      rejectLink: enqueueActions(({ event, enqueue }) => {
        if (!isRequest(event)) return;
        const from = incompleteLinkOf(event.request) ?? '';
        enqueue.assign(rejected(event, { code: 'LINK_INCOMPLETE' }));
        enqueue.sendTo('host', { type: 'navigate', intent: { type: 'not-found', from } } satisfies HostEvent);
      }),
      rejectNotSignedIn: assign(({ event }) =>
        isRequest(event) ? rejected(event, { code: 'NOT_LOGGED_IN', message: 'auth.login_required' }) : {},
      ),
      /** A request while another runs (one at a time): only its caller hears BUSY. */
      rejectBusy: assign(({ event }) => {
        if (!isRequest(event)) return {};
        return { lastResult: rejected(event, { code: 'BUSY' }).lastResult };
      }),
      /** The running request settled: its follow-ups, its notifications, its result. */
      applySettlement: enqueueActions(({ context, enqueue }, settlement: Settlement) => {
        // 000 §4 "Logout clears token, user and group": a my-account request whose session ended
        // while it ran neither brings the customer back nor signs them in again.
        const sessionEnded = context.pending?.session === 'ended';
        for (const followUp of settlement.followUps) {
          switch (followUp.type) {
            case 'signIn':
              if (!sessionEnded) enqueue.raise({ type: 'session.start', signIn: followUp.signIn });
              break;
            case 'customer':
              if (!sessionEnded) enqueue.assign({ user: followUp.customer });
              break;
            // A new e-mail: its newsletter state and orders are unknown until fetched again.
            case 'refetch':
              if (!sessionEnded) {
                enqueue.assign({ subscribed: null, orders: null });
                enqueue.raise({ type: 'auth.refetch' });
              }
              break;
            case 'subscribed':
              if (!sessionEnded) enqueue.assign({ subscribed: followUp.subscribed });
              break;
            case 'passwordSent':
              enqueue.assign({ passwordSent: true });
              break;
            case 'passwordsCleared':
              if (context.pending !== null)
                enqueue.emit({ type: 'form.passwordsCleared', form: context.pending.form });
              break;
            case 'navigate':
              enqueue.sendTo('host', { type: 'navigate', intent: followUp.intent } satisfies HostEvent);
              break;
          }
        }
        for (const notification of settlement.notifications) enqueue.emit({ type: 'notify', notification });
        const { result } = settlement;
        enqueue.assign({
          pending: null,
          error: result.ok ? null : result.error,
          lastResult:
            context.pending === null
              ? context.lastResult
              : { requestId: context.pending.requestId, form: context.pending.form, result },
        });
      }),
      /** The session ended or gave way to another: a my-account request running now acted on the old one. */
      clearSession: assign(({ context }) => ({
        user: null,
        orders: null,
        subscribed: null,
        userError: null,
        ordersError: null,
        pending:
          context.pending?.session === 'current'
            ? { ...context.pending, session: 'ended' as const }
            : context.pending,
      })),
    },
  }).createMachine({
    id: 'auth',
    type: 'parallel',
    context: ({ input }) => ({
      autoRefresh: input.autoRefresh ?? true,
      user: null,
      orders: null,
      subscribed: null,
      checkoutRequiresAccount: input.checkoutRequiresAccount ?? null,
      fieldErrors: {},
      passwordSent: false,
      userError: null,
      ordersError: null,
      error: null,
      pending: null,
      lastResult: null,
    }),
    invoke: [
      {
        id: 'token',
        src: 'tokenLifecycle',
        input: ({ context }) => ({ autoRefresh: context.autoRefresh }),
      },
      { id: 'host', src: 'host' },
    ],
    on: {
      'settings.checkout': {
        actions: assign(({ event }) => ({ checkoutRequiresAccount: event.requireAccount })),
      },
      'form.reset': {
        actions: assign(({ context, event }) => ({
          fieldErrors: { ...context.fieldErrors, [event.form]: {} },
          ...(event.form === 'resetRequest' || event.form === 'login' ? { passwordSent: false } : {}),
        })),
      },
      // Another tab refreshed: take its tokens (a queued refresh here stops).
      'tab.refreshed': {
        actions: sendTo('token', ({ event }) => ({ type: 'token.received' as const, tokens: event.tokens })),
      },
    },
    states: {
      session: {
        initial: 'restoring',
        on: {
          // Any sign-in here (login, register, reset, activation, password change): a fresh session,
          // and the other tabs are told. A sign-in re-enters `signedIn` (the customer is fetched
          // again) without `reenter`: `reenter` would leave and re-enter this region's parallel
          // parent, stopping the running account request in the `request` region.
          'session.start': {
            target: '.signedIn',
            actions: enqueueActions(({ context, event, enqueue }) => {
              const { tokens, user } = event.signIn;
              enqueue.sendTo('token', { type: 'token.set', tokens, reason: 'sign-in' });
              enqueue.sendTo('host', {
                type: 'broadcast',
                message: { type: 'auth.signedIn', tokens },
              } satisfies HostEvent);
              enqueue.assign({
                user,
                orders: null,
                userError: null,
                ordersError: null,
                ...(user === null || user.subscribed === null ? {} : { subscribed: user.subscribed }),
              });
              enqueue.emit({ type: 'login', customer: user, source: 'this-tab' });
              // 000 §4 "If checkout settings do not require an account, logging in triggers a logout event".
              if (context.checkoutRequiresAccount === false) enqueue.emit({ type: 'checkout.logout' });
            }),
          },
          // A sign-in in another tab: this tab signs in with its tokens and fetches the customer.
          'tab.signedIn': {
            target: '.signedIn',
            actions: enqueueActions(({ context, event, enqueue }) => {
              enqueue.sendTo('token', { type: 'token.set', tokens: event.tokens, reason: 'sign-in' });
              enqueue({ type: 'clearSession' });
              enqueue.emit({ type: 'login', customer: null, source: 'other-tab' });
              if (context.checkoutRequiresAccount === false) enqueue.emit({ type: 'checkout.logout' });
            }),
          },
        },
        states: {
          restoring: {
            invoke: {
              src: 'restoreTokens',
              onDone: [
                {
                  guard: ({ event }) => event.output !== null,
                  target: 'signedIn',
                  actions: sendTo('token', ({ event }) => ({
                    type: 'token.set' as const,
                    tokens: event.output as AuthTokens,
                    reason: 'restore' as const,
                  })),
                },
                { target: 'signedOut' },
              ],
              onError: { target: 'signedOut' },
            },
          },
          signedOut: {
            initial: 'idle',
            states: {
              idle: {},
              loggedOut: { after: { logoutNotice: 'idle' } },
            },
          },
          signedIn: {
            initial: 'loadingUser',
            on: {
              // A refetch tries again: the failures of the last fetch are cleared while it runs.
              'auth.refetch': {
                target: '.loadingUser',
                actions: assign({ userError: null, ordersError: null }),
              },
              // 000 §4 Newsletter: one subscription, whichever form changed it (signed out it stays unknown).
              'auth.subscribed': {
                actions: assign(({ event }) => ({ subscribed: event.subscribed })),
              },
              'auth.logout': {
                target: 'signedOut.loggedOut',
                actions: [
                  'clearSession',
                  sendTo('token', { type: 'token.clear' }),
                  sendTo('host', {
                    type: 'broadcast',
                    message: { type: 'auth.signedOut' },
                  } satisfies HostEvent),
                  enqueueActions(({ enqueue }) => {
                    enqueue.emit({ type: 'notify', notification: loggedOutNotice() });
                    enqueue.emit({ type: 'logout', reason: 'logout' });
                  }),
                  // 000 §2 My account: logging out returns home.
                  sendTo('host', {
                    type: 'navigate',
                    intent: { type: 'route', route: 'home' },
                  } satisfies HostEvent),
                ],
              },
              // A logout in another tab: signed out here too, silently (docs/decisions/0210).
              'tab.signedOut': {
                target: 'signedOut.idle',
                actions: [
                  'clearSession',
                  sendTo('token', { type: 'token.clear' }),
                  enqueueActions(({ enqueue }) => enqueue.emit({ type: 'logout', reason: 'other-tab' })),
                ],
              },
              // A session restored signed-in from a snapshot whose stored tokens are gone: the customer
              // logged out elsewhere meanwhile, and a logout stays a logout (000 §4 "Logout clears
              // token, user and group"): signed out here too, silently (docs/decisions/0210).
              'tab.stored': {
                guard: ({ event }) => event.tokens === null,
                target: 'signedOut.idle',
                actions: [
                  'clearSession',
                  sendTo('token', { type: 'token.clear' }),
                  enqueueActions(({ enqueue }) => enqueue.emit({ type: 'logout', reason: 'other-tab' })),
                ],
              },
              // 000 §4 steps 4 and 6: logged out silently, the sign-up modal shows; the lock keeps its state.
              'token.expired': {
                target: 'signedOut.idle',
                actions: [
                  'clearSession',
                  enqueueActions(({ event, enqueue }) => {
                    const error: AuthError = {
                      code: event.reason,
                      message:
                        event.reason === 'REFRESH_ATTEMPTS_EXCEEDED'
                          ? 'auth.refresh_attempts_exceeded'
                          : 'auth.refresh_failed',
                      statusCode: 401,
                    };
                    enqueue.assign({ error });
                    if (event.reason === 'REFRESH_ATTEMPTS_EXCEEDED')
                      enqueue.emit({ type: 'notify', notification: refreshAttemptsNotice() });
                    enqueue.emit({ type: 'logout', reason: event.reason });
                    enqueue.emit({ type: 'signUpRequested', reason: event.reason });
                  }),
                ],
              },
            },
            states: {
              loadingUser: {
                invoke: {
                  src: 'fetchUser',
                  onDone: [
                    {
                      guard: ({ event }) => event.output.ok,
                      target: 'loadingOrders',
                      actions: assign(({ event }) => {
                        if (!event.output.ok) return {};
                        const user = event.output.data;
                        return { user, subscribed: user.subscribed, userError: null };
                      }),
                    },
                    {
                      // 000 §4 "A 401 on the user fetch triggers a silent logout".
                      guard: ({ event }) => !event.output.ok && isUnauthorized(event.output.failure),
                      target: '#auth.session.signedOut.idle',
                      actions: [
                        'clearSession',
                        sendTo('token', { type: 'token.clear' }),
                        enqueueActions(({ enqueue }) =>
                          enqueue.emit({ type: 'logout', reason: 'unauthorized' }),
                        ),
                      ],
                    },
                    {
                      target: 'ready',
                      actions: assign(({ event }) =>
                        event.output.ok ? {} : { userError: event.output.failure },
                      ),
                    },
                  ],
                  onError: {
                    target: 'ready',
                    actions: assign(({ event }) => ({ userError: thrown(event.error) })),
                  },
                },
              },
              loadingOrders: {
                invoke: {
                  src: 'fetchOrders',
                  onDone: {
                    target: 'ready',
                    actions: assign(({ event }) =>
                      event.output.ok
                        ? { orders: event.output.data, ordersError: null }
                        : { ordersError: event.output.failure },
                    ),
                  },
                  onError: {
                    target: 'ready',
                    actions: assign(({ event }) => ({ ordersError: thrown(event.error) })),
                  },
                },
              },
              ready: {},
            },
          },
        },
      },

      request: {
        initial: 'idle',
        states: {
          idle: {
            on: {
              'auth.request': [
                { guard: 'hasIncompleteLink', actions: 'rejectLink' },
                { guard: 'lacksSignIn', actions: 'rejectNotSignedIn' },
                { guard: 'isInvalid', actions: 'rejectInvalid' },
                { target: 'running', actions: 'begin' },
              ],
            },
          },
          running: {
            on: { 'auth.request': { actions: 'rejectBusy' } },
            invoke: {
              id: 'request',
              src: 'accountRequest',
              input: ({ context, event }) => ({
                request: requestOf(event),
                context: { email: context.user?.email ?? '' },
              }),
              onDone: {
                target: 'idle',
                actions: { type: 'applySettlement', params: ({ event }) => event.output },
              },
            },
          },
        },
      },
    },
  });
}

/**
 * A persisted session at rest: without the account request running when it was persisted. XState
 * keeps the running `request` child with its input (a login's, register's, reset's or password
 * change's password, a reset or activation token), and a restore would send that request again
 * (docs/decisions/0175: the password never enters the persistable snapshot). The request is not
 * restored, its caller's page is gone: the `request` region comes back `idle`, nothing pending.
 * @internal
 *
 * @example
 * ```ts
 * const state = restingSessionSnapshot(actor.getPersistedSnapshot());
 * ```
 */
export function restingSessionSnapshot(persisted: unknown): unknown {
  if (typeof persisted !== 'object' || persisted === null) return persisted;
  const snapshot = persisted as {
    readonly value?: unknown;
    readonly context?: SessionContext;
    readonly children?: Readonly<Record<string, unknown>>;
  };
  const { value, context } = snapshot;
  if (typeof value !== 'object' || value === null || context === undefined) return persisted;
  const children = Object.fromEntries(
    Object.entries(snapshot.children ?? {}).filter(([id]) => id !== 'request'),
  );
  return {
    ...snapshot,
    value: { ...value, request: 'idle' },
    context: { ...context, pending: null },
    children,
  };
}

/**
 * The customer's session and account requests (000 §4 account session, §5, §8; 001 §4).
 *
 * @remarks
 * Two regions run side by side:
 * - `session`: `restoring` (tokens from storage) → `signedIn` (`loadingUser` → `loadingOrders` →
 *   `ready`) or `signedOut` (`loggedOut` for `logoutNotice`, 10 s, after a logout, then `idle`).
 *   A 401 on the user fetch logs out silently; the token lifecycle ending the session
 *   (`token.expired`) logs out silently and asks for the sign-up modal.
 * - `request`: one account request at a time (`auth.request` with a row of `accountRequests`),
 *   checked first (incomplete link → page-not-found; my-account forms need a customer; invalid
 *   input → 'Please fix the validation errors'), then run by the child `accountRequestMachine`
 *   whose settlement (result, notifications, follow-ups) the session applies.
 *
 * Children: the token lifecycle ({@link tokenMachine}, id `token`), which the api-client's
 * interceptor talks to; the `host` actor, which carries navigation intents to the `navigate` port
 * and talks to the other tabs over the auth channel (sign-ins, logouts and refreshes reach every
 * tab, docs/decisions/0210); and the running request (id `request`). Notifications leave as
 * emitted events.
 *
 * @example
 * ```ts
 * const session = createActor(authLogic({ transport })).start();
 * session.on('notify', ({ notification }) => queue.push(notification));
 * session.send({ type: 'auth.request', request: { kind: 'login', input: { email, password } } });
 * ```
 */
export const sessionMachine = /* @__PURE__ */ sessionMachineWith();
