import type { MessageId } from '@vitrine/messages';
import { assign, enqueueActions, fromPromise, sendTo, setup } from 'xstate';
import type {
  ActivateRequest,
  ChangePasswordRequest,
  ResetPasswordRequest,
  TwoStepOutcome,
} from './auth.actors';
import { ACTIVATE_ACCOUNT_PATH, HOME_PATH, LOGOUT_NOTICE_MS, MY_ACCOUNT_PATH } from './auth.constants';
import { accountLinkPath } from './account-link';
import { isUnauthorized, mentionsPassword, serverTextOr } from './auth.failure';
import { fieldErrorsOf, formOf, incompleteLinkPath, needsSignIn } from './auth.forms';
import { errorNotice, loggedOutNotice, refreshAttemptsNotice, successNotice } from './auth.notifications';
import type {
  ActivateInput,
  AuthError,
  AuthOrder,
  AuthResult,
  AuthTokens,
  AuthUser,
  CallFailure,
  CallOutcome,
  LoginInput,
  MessageRef,
  ProfileInput,
  RegisterInput,
  ResetRequestInput,
  SignIn,
} from './auth.types';
import { hasFieldErrors } from './auth.validation';
import type {
  AuthEmitted,
  AuthRequestEvent,
  SessionContext,
  SessionEvent,
  SessionInput,
} from './session.types';
import { tokenMachine } from './token.machine';

/** A named actor the host must provide (`authActors(client)`); without it the call fails as a value. */
function required<TOutput, TInput>(name: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(
      `core-auth: actor ${name} is not provided; use sessionMachine.provide({ actors: authActors(client) })`,
    );
  });
}

/** An actor that rejected (a wiring mistake or a bug) as a failure value. */
const thrown = (error: unknown): CallFailure => ({
  kind: 'js_exception',
  message: error instanceof Error ? error.message : String(error),
});

const isRequest = (event: SessionEvent): event is AuthRequestEvent =>
  event.type.startsWith('auth.') && 'input' in event;

/** The `requestId` of a request event (a generated one when the sender gave none). */
const requestIdOf = (event: AuthRequestEvent): string => event.requestId ?? `${event.type}`;

/** Each request's input, by event type. */
type RequestInputs = { [E in AuthRequestEvent as E['type']]: E['input'] };

/** A request as input of its actor. */
function inputOf<T extends keyof RequestInputs>(event: SessionEvent, type: T): RequestInputs[T] {
  if (event.type !== type || !isRequest(event))
    throw new Error(`core-auth: expected ${type}, got ${event.type}`);
  return event.input as RequestInputs[T];
}

/**
 * The customer's session and account forms (000 §4 account session, §5, §8; 001 §4).
 *
 * @remarks
 * Two regions run side by side:
 * - `session`: `restoring` (tokens from storage) → `signedIn` (`loadingUser` → `loadingOrders` →
 *   `ready`) or `signedOut` (`loggedOut` for `logoutNotice`, 10 s, after a logout, then `idle`).
 *   A 401 on the user fetch logs out silently; the token lifecycle ending the session
 *   (`token.expired`) logs out silently and asks for the sign-up modal.
 * - `request`: one account request at a time (`login`, `register`, `resetRequest`,
 *   `resetPassword`, `activate`, `changePassword`, `profile`, `newsletter`), each validated first
 *   ('Please fix the validation errors'), settling into `lastResult`.
 *
 * The token lifecycle ({@link tokenMachine}) runs as the child `token` (system id `token`); the
 * api-client's interceptor talks to it. Notifications and navigation leave as emitted events
 * (`notify`, `navigate`), never as calls.
 *
 * @example
 * ```ts
 * const session = createActor(sessionMachine.provide({ actors: authActors(client, { storage }) }), { input: {} }).start();
 * session.on('notify', ({ notification }) => queue.push(notification));
 * session.send({ type: 'auth.login', input: { email: 'ada@example.com', password: 'lovelace1' } });
 * ```
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    emitted: {} as AuthEmitted,
  },
  actors: {
    tokenLifecycle: tokenMachine,
    restoreTokens: required<AuthTokens | null, void>('restoreTokens'),
    fetchUser: required<CallOutcome<AuthUser>, void>('fetchUser'),
    fetchOrders: required<CallOutcome<readonly AuthOrder[]>, void>('fetchOrders'),
    login: required<CallOutcome<SignIn>, LoginInput>('login'),
    registerAndSignIn: required<TwoStepOutcome<'register' | 'login'>, RegisterInput>('registerAndSignIn'),
    requestReset: required<CallOutcome<null>, ResetRequestInput>('requestReset'),
    resetPassword: required<CallOutcome<SignIn>, ResetPasswordRequest>('resetPassword'),
    activate: required<CallOutcome<SignIn>, ActivateRequest>('activate'),
    changePasswordAndSignIn: required<TwoStepOutcome<'change' | 'login'>, ChangePasswordRequest>(
      'changePasswordAndSignIn',
    ),
    updateProfile: required<CallOutcome<AuthUser>, ProfileInput>('updateProfile'),
    subscribeNewsletter: required<CallOutcome<null>, { readonly email: string }>('subscribeNewsletter'),
    unsubscribeNewsletter: required<CallOutcome<null>, { readonly email: string }>('unsubscribeNewsletter'),
  },
  delays: {
    /** 'You're logged out' shows 10000 ms (000 §9). */
    logoutNotice: LOGOUT_NOTICE_MS,
  },
  guards: {
    isInvalid: ({ event }) => isRequest(event) && hasFieldErrors(fieldErrorsOf(event)),
    hasIncompleteLink: ({ event }) => isRequest(event) && incompleteLinkPath(event) !== undefined,
    lacksSignIn: ({ context, event }) => isRequest(event) && needsSignIn(event) && context.user === null,
    isSubscribe: ({ event }) => event.type === 'auth.newsletter' && event.input.subscribed,
  },
  actions: {
    /** A request starts: its form's errors are cleared. */
    begin: assign(({ context, event }) => {
      if (!isRequest(event)) return {};
      const form = formOf(event);
      const from = event.type === 'auth.activate' ? activationPath(event.input) : undefined;
      return {
        pending: { requestId: requestIdOf(event), form, ...(from === undefined ? {} : { from }) },
        fieldErrors: { ...context.fieldErrors, [form]: {} },
        error: null,
        ...(form === 'resetRequest' ? { passwordSent: false } : {}),
      };
    }),
    /** 000 §5: an invalid form shows its field errors and 'Please fix the validation errors'. */
    rejectInvalid: enqueueActions(({ context, event, enqueue }) => {
      if (!isRequest(event)) return;
      const form = formOf(event);
      const fieldErrors = fieldErrorsOf(event);
      const error: AuthError = {
        code: 'INVALID_INPUT',
        message: { id: 'validation.fix_errors' },
        fieldErrors,
      };
      enqueue.assign({
        fieldErrors: { ...context.fieldErrors, [form]: fieldErrors },
        error,
        lastResult: { requestId: requestIdOf(event), form, result: { ok: false, error } },
      });
      enqueue.emit({ type: 'notify', notification: errorNotice({ id: 'validation.fix_errors' }) });
    }),
    /** 000 §5: an activation or reset link without customer id and token goes to page-not-found. */
    rejectLink: enqueueActions(({ event, enqueue }) => {
      if (!isRequest(event)) return;
      const from = incompleteLinkPath(event) ?? '';
      const error: AuthError = { code: 'LINK_INCOMPLETE' };
      enqueue.assign({
        error,
        lastResult: { requestId: requestIdOf(event), form: formOf(event), result: { ok: false, error } },
      });
      enqueue.emit({ type: 'navigate', intent: { type: 'not-found', from } });
    }),
    rejectNotSignedIn: assign(({ event }) => {
      if (!isRequest(event)) return {};
      const error: AuthError = { code: 'NOT_LOGGED_IN', message: { id: 'auth.login_required' } };
      return {
        error,
        lastResult: { requestId: requestIdOf(event), form: formOf(event), result: { ok: false, error } },
      };
    }),
    rejectBusy: assign(({ event }) => {
      if (!isRequest(event)) return {};
      const error: AuthError = { code: 'BUSY' };
      return {
        lastResult: { requestId: requestIdOf(event), form: formOf(event), result: { ok: false, error } },
      };
    }),
    /** The running request settles. */
    settle: assign(({ context }, result: AuthResult) => ({
      pending: null,
      error: result.ok ? null : result.error,
      lastResult:
        context.pending === null
          ? context.lastResult
          : { requestId: context.pending.requestId, form: context.pending.form, result },
    })),
    notify: enqueueActions(
      ({ enqueue }, params: { readonly kind: 'success' | 'error'; readonly id: MessageId }) => {
        enqueue.emit({
          type: 'notify',
          notification: params.kind === 'success' ? successNotice(params.id) : errorNotice({ id: params.id }),
        });
      },
    ),
    navigateTo: enqueueActions(({ enqueue }, to: string) => {
      enqueue.emit({ type: 'navigate', intent: { type: 'redirect', to, replace: false, external: false } });
    }),
    /** A sign-in: the tokens go to the lifecycle, the user to the session (raised to the session region). */
    startSession: enqueueActions(({ enqueue }, signIn: SignIn) => {
      enqueue.raise({ type: 'session.start', signIn });
    }),
    /** An actor that rejected (a bug or a wiring mistake): the fallback text, as a notification and a failed result. */
    rejectWith: enqueueActions(
      (
        { context, event, enqueue },
        params: { readonly code: AuthError['code']; readonly fallback: MessageId },
      ) => {
        const failure = thrown('error' in event ? event.error : undefined);
        const message: MessageRef = { id: params.fallback };
        enqueue.emit({ type: 'notify', notification: errorNotice(message) });
        enqueue.assign({
          pending: null,
          error: { code: params.code, message },
          lastResult:
            context.pending === null
              ? context.lastResult
              : {
                  requestId: context.pending.requestId,
                  form: context.pending.form,
                  result: failed(params.code, failure, message),
                },
        });
      },
    ),
    clearSession: assign({
      user: null,
      orders: null,
      group: null,
      subscribed: null,
      userError: null,
      ordersError: null,
    }),
  },
}).createMachine({
  id: 'auth',
  type: 'parallel',
  context: ({ input }) => ({
    autoRefresh: input.autoRefresh ?? true,
    user: null,
    orders: null,
    group: null,
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
  invoke: {
    id: 'token',
    systemId: 'token',
    src: 'tokenLifecycle',
    input: ({ context }) => ({ autoRefresh: context.autoRefresh }),
  },
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
  },
  states: {
    session: {
      initial: 'restoring',
      on: {
        // Any sign-in (login, register, reset, activation, password change): a fresh session.
        'session.start': {
          target: '.signedIn',
          reenter: true,
          actions: enqueueActions(({ context, event, enqueue }) => {
            const { tokens, user } = event.signIn;
            enqueue.sendTo('token', { type: 'token.set', tokens, reason: 'sign-in' });
            enqueue.assign({
              user,
              group: groupOf(user),
              orders: null,
              userError: null,
              ordersError: null,
              ...(user?.subscribed === undefined ? {} : { subscribed: subscribedOf(user) }),
            });
            enqueue.emit({ type: 'session.signedIn', user });
            // 000 §4 "If checkout settings do not require an account, logging in triggers a logout event".
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
            'auth.refetch': { target: '.loadingUser' },
            'auth.logout': {
              target: 'signedOut.loggedOut',
              actions: [
                'clearSession',
                sendTo('token', { type: 'token.clear' }),
                enqueueActions(({ enqueue }) => {
                  enqueue.emit({ type: 'notify', notification: loggedOutNotice() });
                  enqueue.emit({ type: 'session.signedOut', reason: 'logout' });
                }),
                { type: 'navigateTo', params: HOME_PATH },
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
                    message: {
                      id:
                        event.reason === 'REFRESH_ATTEMPTS_EXCEEDED'
                          ? 'auth.refresh_attempts_exceeded'
                          : 'auth.refresh_failed',
                    },
                    statusCode: 401,
                  };
                  enqueue.assign({ error });
                  if (event.reason === 'REFRESH_ATTEMPTS_EXCEEDED')
                    enqueue.emit({ type: 'notify', notification: refreshAttemptsNotice() });
                  enqueue.emit({ type: 'session.signedOut', reason: event.reason });
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
                      return { user, group: groupOf(user), subscribed: subscribedOf(user), userError: null };
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
                        enqueue.emit({ type: 'session.signedOut', reason: 'unauthorized' }),
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
      on: {
        'auth.login': { actions: 'rejectBusy' },
        'auth.register': { actions: 'rejectBusy' },
        'auth.requestReset': { actions: 'rejectBusy' },
        'auth.resetPassword': { actions: 'rejectBusy' },
        'auth.activate': { actions: 'rejectBusy' },
        'auth.changePassword': { actions: 'rejectBusy' },
        'auth.updateProfile': { actions: 'rejectBusy' },
        'auth.newsletter': { actions: 'rejectBusy' },
      },
      states: {
        idle: {
          on: {
            'auth.login': [
              { guard: 'isInvalid', actions: 'rejectInvalid' },
              { target: 'login', actions: 'begin' },
            ],
            'auth.register': [
              { guard: 'isInvalid', actions: 'rejectInvalid' },
              { target: 'register', actions: 'begin' },
            ],
            'auth.requestReset': [
              { guard: 'isInvalid', actions: 'rejectInvalid' },
              { target: 'resetRequest', actions: 'begin' },
            ],
            'auth.resetPassword': [
              { guard: 'hasIncompleteLink', actions: 'rejectLink' },
              { guard: 'isInvalid', actions: 'rejectInvalid' },
              { target: 'resetPassword', actions: 'begin' },
            ],
            'auth.activate': [
              { guard: 'hasIncompleteLink', actions: 'rejectLink' },
              { target: 'activate', actions: 'begin' },
            ],
            'auth.changePassword': [
              { guard: 'lacksSignIn', actions: 'rejectNotSignedIn' },
              { guard: 'isInvalid', actions: 'rejectInvalid' },
              { target: 'changePassword', actions: 'begin' },
            ],
            'auth.updateProfile': [
              { guard: 'lacksSignIn', actions: 'rejectNotSignedIn' },
              { guard: 'isInvalid', actions: 'rejectInvalid' },
              { target: 'profile', actions: 'begin' },
            ],
            'auth.newsletter': [
              { guard: 'lacksSignIn', actions: 'rejectNotSignedIn' },
              { guard: 'isSubscribe', target: 'newsletter.subscribing', actions: 'begin' },
              { target: 'newsletter.unsubscribing', actions: 'begin' },
            ],
          },
        },

        // 000 §8: 'You are logged in!' for 10 s, or the server text / 'Error while sign-in'.
        login: {
          invoke: {
            src: 'login',
            input: ({ event }) => inputOf(event, 'auth.login'),
            onDone: [
              {
                guard: ({ event }) => event.output.ok,
                target: 'idle',
                actions: [
                  enqueueActions(({ event, enqueue }) => {
                    if (!event.output.ok) return;
                    enqueue({ type: 'startSession', params: event.output.data });
                    enqueue({ type: 'notify', params: { kind: 'success', id: 'auth.logged_in' } });
                    enqueue({ type: 'settle', params: { ok: true } });
                  }),
                ],
              },
              {
                target: 'idle',
                actions: enqueueActions(({ event, enqueue }) => {
                  if (event.output.ok) return;
                  const message = serverTextOr(event.output.failure, 'auth.login_error');
                  enqueue.emit({ type: 'notify', notification: errorNotice(message) });
                  enqueue({ type: 'settle', params: failed('LOGIN_FAILED', event.output.failure, message) });
                }),
              },
            ],
            onError: {
              target: 'idle',
              actions: { type: 'rejectWith', params: { code: 'LOGIN_FAILED', fallback: 'auth.login_error' } },
            },
          },
        },

        // 000 §7 "followed by an automatic login"; 000 §5 a reply mentioning password clears the password fields.
        register: {
          invoke: {
            src: 'registerAndSignIn',
            input: ({ event }) => inputOf(event, 'auth.register'),
            onDone: {
              target: 'idle',
              actions: enqueueActions(({ event, enqueue }) => {
                const outcome = event.output;
                if (outcome.ok) {
                  enqueue({ type: 'startSession', params: outcome.data });
                  enqueue({ type: 'notify', params: { kind: 'success', id: 'auth.logged_in' } });
                  enqueue({ type: 'settle', params: { ok: true } });
                  return;
                }
                const registerFailed = outcome.stage === 'register';
                const message = serverTextOr(
                  outcome.failure,
                  registerFailed ? 'auth.register_error' : 'auth.login_error',
                );
                const clearPasswords = registerFailed && mentionsPassword(outcome.failure);
                enqueue.emit({ type: 'notify', notification: errorNotice(message) });
                if (clearPasswords) enqueue.emit({ type: 'form.passwordsCleared', form: 'register' });
                const result = failed(
                  registerFailed ? 'REGISTER_FAILED' : 'LOGIN_FAILED',
                  outcome.failure,
                  message,
                );
                enqueue({
                  type: 'settle',
                  params: result.ok
                    ? result
                    : {
                        ok: false,
                        error: { ...result.error, ...(clearPasswords ? { clearPasswords } : {}) },
                      },
                });
              }),
            },
            onError: {
              target: 'idle',
              actions: {
                type: 'rejectWith',
                params: { code: 'REGISTER_FAILED', fallback: 'auth.register_error' },
              },
            },
          },
        },

        // 000 §2 Login forgot mode: a password-sent state; 000 §8 'Error while sending reset password e-mail'.
        resetRequest: {
          invoke: {
            src: 'requestReset',
            input: ({ event }) => inputOf(event, 'auth.requestReset'),
            onDone: {
              target: 'idle',
              actions: enqueueActions(({ event, enqueue }) => {
                if (event.output.ok) {
                  enqueue.assign({ passwordSent: true });
                  enqueue({ type: 'settle', params: { ok: true } });
                  return;
                }
                const message = serverTextOr(event.output.failure, 'auth.reset_request_error');
                enqueue.emit({ type: 'notify', notification: errorNotice(message) });
                enqueue({
                  type: 'settle',
                  params: failed('RESET_REQUEST_FAILED', event.output.failure, message),
                });
              }),
            },
            onError: {
              target: 'idle',
              actions: {
                type: 'rejectWith',
                params: { code: 'RESET_REQUEST_FAILED', fallback: 'auth.reset_request_error' },
              },
            },
          },
        },

        // 000 §8 Reset success: the text, then /my-account; failure: server text or 'Password reset error.'.
        resetPassword: {
          invoke: {
            src: 'resetPassword',
            input: ({ event }) => {
              const input = inputOf(event, 'auth.resetPassword');
              return {
                customerId: input.customerId ?? '',
                resetToken: input.resetToken ?? '',
                password: input.password,
              };
            },
            onDone: {
              target: 'idle',
              actions: enqueueActions(({ event, enqueue }) => {
                if (event.output.ok) {
                  enqueue({ type: 'startSession', params: event.output.data });
                  enqueue({ type: 'notify', params: { kind: 'success', id: 'auth.reset_success' } });
                  enqueue({ type: 'navigateTo', params: MY_ACCOUNT_PATH });
                  enqueue({ type: 'settle', params: { ok: true } });
                  return;
                }
                const message = serverTextOr(event.output.failure, 'auth.reset_error');
                enqueue.emit({ type: 'notify', notification: errorNotice(message) });
                enqueue({ type: 'settle', params: failed('RESET_FAILED', event.output.failure, message) });
              }),
            },
            onError: {
              target: 'idle',
              actions: { type: 'rejectWith', params: { code: 'RESET_FAILED', fallback: 'auth.reset_error' } },
            },
          },
        },

        // 000 §8 Activation: non-200 goes to page-not-found; success goes to /my-account.
        activate: {
          invoke: {
            src: 'activate',
            input: ({ event }) => {
              const input = inputOf(event, 'auth.activate');
              return { customerId: input.customerId ?? '', activationToken: input.activationToken ?? '' };
            },
            onDone: {
              target: 'idle',
              actions: enqueueActions(({ context, event, enqueue }) => {
                if (event.output.ok) {
                  enqueue({ type: 'startSession', params: event.output.data });
                  enqueue({ type: 'navigateTo', params: MY_ACCOUNT_PATH });
                  enqueue({ type: 'settle', params: { ok: true } });
                  return;
                }
                enqueue.emit({
                  type: 'navigate',
                  intent: { type: 'not-found', from: context.pending?.from ?? ACTIVATE_ACCOUNT_PATH },
                });
                enqueue({ type: 'settle', params: failed('ACTIVATION_FAILED', event.output.failure) });
              }),
            },
            onError: {
              target: 'idle',
              actions: enqueueActions(({ context, event, enqueue }) => {
                enqueue.emit({
                  type: 'navigate',
                  intent: { type: 'not-found', from: context.pending?.from ?? ACTIVATE_ACCOUNT_PATH },
                });
                enqueue({ type: 'settle', params: failed('ACTIVATION_FAILED', thrown(event.error)) });
              }),
            },
          },
        },

        // 000 §8 Password change: 'Password has successfully been changed', then the automatic login.
        changePassword: {
          invoke: {
            src: 'changePasswordAndSignIn',
            input: ({ context, event }) => ({
              email: context.user?.email ?? '',
              password: inputOf(event, 'auth.changePassword').password,
            }),
            onDone: {
              target: 'idle',
              actions: enqueueActions(({ event, enqueue }) => {
                const outcome = event.output;
                if (outcome.ok || outcome.stage === 'login')
                  enqueue({ type: 'notify', params: { kind: 'success', id: 'auth.password_changed' } });
                if (outcome.ok) {
                  enqueue({ type: 'startSession', params: outcome.data });
                  enqueue({ type: 'settle', params: { ok: true } });
                  return;
                }
                const changeFailed = outcome.stage === 'change';
                const message = serverTextOr(
                  outcome.failure,
                  changeFailed ? 'auth.password_change_error' : 'auth.login_error',
                );
                enqueue.emit({ type: 'notify', notification: errorNotice(message) });
                enqueue({
                  type: 'settle',
                  params: failed(
                    changeFailed ? 'PASSWORD_CHANGE_FAILED' : 'LOGIN_FAILED',
                    outcome.failure,
                    message,
                  ),
                });
              }),
            },
            onError: {
              target: 'idle',
              actions: {
                type: 'rejectWith',
                params: { code: 'PASSWORD_CHANGE_FAILED', fallback: 'auth.password_change_error' },
              },
            },
          },
        },

        // 000 §8 Account update success: 'Account data has successfully been updated'.
        profile: {
          invoke: {
            src: 'updateProfile',
            input: ({ event }) => inputOf(event, 'auth.updateProfile'),
            onDone: {
              target: 'idle',
              actions: enqueueActions(({ context, event, enqueue }) => {
                if (event.output.ok) {
                  const user = { ...context.user, ...event.output.data };
                  enqueue.assign({ user, group: groupOf(user) });
                  enqueue({ type: 'notify', params: { kind: 'success', id: 'auth.account_updated' } });
                  enqueue({ type: 'settle', params: { ok: true } });
                  return;
                }
                const message = serverTextOr(event.output.failure, 'auth.account_update_error');
                enqueue.emit({ type: 'notify', notification: errorNotice(message) });
                enqueue({ type: 'settle', params: failed('UPDATE_FAILED', event.output.failure, message) });
              }),
            },
            onError: {
              target: 'idle',
              actions: {
                type: 'rejectWith',
                params: { code: 'UPDATE_FAILED', fallback: 'auth.account_update_error' },
              },
            },
          },
        },

        // 000 §4 Newsletter: subscribed becomes true after subscribe, false after unsubscribe.
        newsletter: {
          initial: 'subscribing',
          states: {
            subscribing: {
              invoke: {
                src: 'subscribeNewsletter',
                input: ({ context }) => ({ email: context.user?.email ?? '' }),
                onDone: {
                  target: '#auth.request.idle',
                  actions: enqueueActions(({ event, enqueue }) => {
                    if (event.output.ok) {
                      enqueue.assign({ subscribed: true });
                      enqueue({ type: 'notify', params: { kind: 'success', id: 'newsletter.subscribed' } });
                      enqueue({ type: 'settle', params: { ok: true } });
                      return;
                    }
                    const message = serverTextOr(event.output.failure, 'auth.account_update_error');
                    enqueue.emit({ type: 'notify', notification: errorNotice(message) });
                    enqueue({
                      type: 'settle',
                      params: failed('NEWSLETTER_FAILED', event.output.failure, message),
                    });
                  }),
                },
                onError: {
                  target: '#auth.request.idle',
                  actions: {
                    type: 'rejectWith',
                    params: { code: 'NEWSLETTER_FAILED', fallback: 'auth.account_update_error' },
                  },
                },
              },
            },
            unsubscribing: {
              invoke: {
                src: 'unsubscribeNewsletter',
                input: ({ context }) => ({ email: context.user?.email ?? '' }),
                onDone: {
                  target: '#auth.request.idle',
                  actions: enqueueActions(({ event, enqueue }) => {
                    if (event.output.ok) {
                      enqueue.assign({ subscribed: false });
                      enqueue({ type: 'settle', params: { ok: true } });
                      return;
                    }
                    const message = serverTextOr(event.output.failure, 'auth.account_update_error');
                    enqueue.emit({ type: 'notify', notification: errorNotice(message) });
                    enqueue({
                      type: 'settle',
                      params: failed('NEWSLETTER_FAILED', event.output.failure, message),
                    });
                  }),
                },
                onError: {
                  target: '#auth.request.idle',
                  actions: {
                    type: 'rejectWith',
                    params: { code: 'NEWSLETTER_FAILED', fallback: 'auth.account_update_error' },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
});

/** The customer's group (000 §3 User: group token, group id). */
function groupOf(user: AuthUser | null): SessionContext['group'] {
  if (user === null) return null;
  const id = user.group_id ?? null;
  const token = user.group_token ?? null;
  return id === null && token === null ? null : { id, token };
}

/** The newsletter flag the platform sends with the user (`subscribed`), when it does. */
function subscribedOf(user: AuthUser): boolean | null {
  return user.subscribed ?? null;
}

/** A failed request's result. */
function failed(code: AuthError['code'], failure: CallFailure, message?: AuthError['message']): AuthResult {
  return {
    ok: false,
    error: {
      code,
      ...(message === undefined ? {} : { message }),
      ...(failure.statusCode === undefined ? {} : { statusCode: failure.statusCode }),
    },
  };
}

/** The activation link's path (the not-found intent's `from` when the activation fails). */
function activationPath(input: ActivateInput): string {
  return accountLinkPath(ACTIVATE_ACCOUNT_PATH, input.customerId, input.activationToken);
}
