import {
  LOGOUT_NOTIFICATION_TIME_TO_LIVE_MS as LOGOUT_NOTICE_MS,
  SUCCESS_NOTIFICATION_TIME_TO_LIVE_MS as SUCCESS_NOTICE_MS,
} from '@vitrine/core-shop';
import { formatMessage } from '@vitrine/messages';
import type { NavigationIntent } from '@vitrine/ports';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { accountRequestActor, accountRequestMachine } from './account-request.machine';
import type { AccountCalls, StepOutcome } from './account-requests';
import type { AuthTabMessage } from './auth.channel';
import { ada, deferred, flush, signIn, tokens } from './auth.fixtures';
import {
  selectFieldErrors,
  selectGroup,
  selectIsLoggedIn,
  selectIsSubmitting,
  selectJustLoggedOut,
  selectOrders,
  selectOrdersError,
  selectPasswordSent,
  selectRefreshLock,
  selectTokenSnapshot,
  selectUserError,
} from './auth.selectors';
import type {
  ActivateInput,
  AuthTokens,
  CallOutcome,
  ChangePasswordInput,
  Customer,
  CustomerOrder,
  LoginInput,
  ProfileInput,
  RegisterInput,
  ResetPasswordInput,
  ResetRequestInput,
  SignIn,
} from './auth.types';
import { sessionMachine } from './session.machine';
import type { AuthEmitted, HostEvent, SessionInput } from './session.types';

const ok = <T>(data: T): CallOutcome<T> & StepOutcome<T> => ({ ok: true, data });
const httpFailure = (statusCode: number, message?: string) =>
  ({
    ok: false,
    stage: 'call',
    failure: { kind: 'http', statusCode, ...(message === undefined ? {} : { message }) },
  }) as const;
const orders: CustomerOrder[] = [
  {
    id: '1',
    name: '#1001',
    status: null,
    token: null,
    createdAt: null,
    cancelledAt: null,
    fulfillmentStatus: null,
    accessKeyAllowed: false,
    total: null,
    shipments: [],
  },
];

interface Fakes {
  stored?: AuthTokens | null;
  user?: () => Promise<CallOutcome<Customer>>;
  login?: (input: LoginInput) => Promise<StepOutcome<SignIn>>;
  register?: (input: RegisterInput) => Promise<StepOutcome<SignIn>>;
  requestReset?: (input: ResetRequestInput) => Promise<StepOutcome<null>>;
  resetPassword?: (input: ResetPasswordInput) => Promise<StepOutcome<SignIn>>;
  activate?: (input: ActivateInput) => Promise<StepOutcome<SignIn>>;
  changePassword?: (input: ChangePasswordInput, context: { email: string }) => Promise<StepOutcome<SignIn>>;
  updateProfile?: (input: ProfileInput) => Promise<StepOutcome<Customer>>;
}

function setupSession(fakes: Fakes = {}, input: SessionInput = {}) {
  const calls = {
    fetchUser: vi.fn(fakes.user ?? (async () => ok({ ...ada, subscribed: true }))),
    fetchOrders: vi.fn(async (): Promise<CallOutcome<readonly CustomerOrder[]>> => ok(orders)),
    login: vi.fn(fakes.login ?? (async () => ok(signIn(2)))),
    register: vi.fn(fakes.register ?? (async () => ok(signIn(3)))),
    requestReset: vi.fn(fakes.requestReset ?? (async () => ok(null))),
    resetPassword: vi.fn(fakes.resetPassword ?? (async () => ok(signIn(4)))),
    activate: vi.fn(fakes.activate ?? (async () => ok(signIn(5)))),
    changePassword: vi.fn(fakes.changePassword ?? (async () => ok(signIn(6)))),
    updateProfile: vi.fn(
      fakes.updateProfile ?? (async (p: ProfileInput) => ok({ ...ada, firstName: p.firstName })),
    ),
    subscribe: vi.fn(async () => ok(null)),
    unsubscribe: vi.fn(async () => ok(null)),
  };
  const accountCalls: AccountCalls = {
    login: (i) => calls.login(i),
    register: (i) => calls.register(i),
    requestReset: (i) => calls.requestReset(i),
    resetPassword: (i) => calls.resetPassword(i),
    activate: (i) => calls.activate(i),
    changePassword: (i, context) => calls.changePassword(i, context),
    updateProfile: (i) => calls.updateProfile(i),
    newsletter: (i) => (i.subscribed ? calls.subscribe() : calls.unsubscribe()),
  };
  const intents: NavigationIntent[] = [];
  const broadcasts: AuthTabMessage[] = [];
  const logic = sessionMachine.provide({
    actors: {
      restoreTokens: fromPromise(async () => fakes.stored ?? null),
      fetchUser: fromPromise(() => calls.fetchUser()),
      fetchOrders: fromPromise(() => calls.fetchOrders()),
      accountRequest: accountRequestMachine.provide({
        actors: { runRequest: accountRequestActor(accountCalls) },
      }),
      host: fromCallback<HostEvent>(({ receive }) => {
        receive((event) => {
          if (event.type === 'navigate') intents.push(event.intent);
          else broadcasts.push(event.message);
        });
      }),
    },
  });
  const clock = new SimulatedClock();
  const actor = createActor(logic, { input, clock });
  const emitted: AuthEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const settled = () =>
    waitFor(
      actor,
      (s) =>
        s.matches({ request: 'idle' }) &&
        !s.matches({ session: 'restoring' }) &&
        !s.matches({ session: { signedIn: 'loadingUser' } }) &&
        !s.matches({ session: { signedIn: 'loadingOrders' } }),
    );
  const notifications = () => emitted.flatMap((e) => (e.type === 'notify' ? [e.notification] : []));
  const texts = () =>
    notifications().map((n) => ('id' in n.message ? formatMessage(n.message.id) : n.message.text));
  const of = <K extends AuthEmitted['type']>(type: K) => emitted.filter((e) => e.type === type);
  const tokenContext = () => selectTokenSnapshot(actor.getSnapshot())?.context;
  return {
    actor,
    clock,
    calls,
    emitted,
    intents,
    broadcasts,
    settled,
    notifications,
    texts,
    of,
    tokenContext,
  };
}

const validRegister: RegisterInput = {
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  password: 'analytical',
  repeatPassword: 'analytical',
};

describe('sessionMachine — account session (000 §4, 001 §4)', () => {
  it('on load restores the token, then fetches the user and the order history', async () => {
    const s = setupSession({ stored: tokens(1) });
    await s.settled();
    const snapshot = s.actor.getSnapshot();
    expect(selectIsLoggedIn(snapshot)).toBe(true);
    expect(snapshot.context).toMatchObject({
      user: { email: 'ada@example.com', firstName: 'Ada', group: { id: '3', token: 'grp_3' } },
      orders,
      subscribed: true,
    });
    expect(s.tokenContext()).toMatchObject({ token: 'at_1', refreshToken: 'rt_1' });
    expect(s.calls.fetchUser).toHaveBeenCalledTimes(1);
    expect(s.calls.fetchOrders).toHaveBeenCalledTimes(1);
    expect(s.of('login')).toEqual([]);
  });

  it('without stored tokens it is signed out and fetches nothing', async () => {
    const s = setupSession();
    await s.settled();
    expect(selectIsLoggedIn(s.actor.getSnapshot())).toBe(false);
    expect(s.calls.fetchUser).not.toHaveBeenCalled();
  });

  it('a 401 on the user fetch logs out silently', async () => {
    const s = setupSession({ stored: tokens(1), user: async () => httpFailure(401, 'not authorized') });
    await s.settled();
    expect(s.actor.getSnapshot().matches({ session: { signedOut: 'idle' } })).toBe(true);
    expect(s.tokenContext()?.token).toBeNull();
    expect(s.notifications()).toEqual([]);
    expect(s.of('logout')).toEqual([{ type: 'logout', reason: 'unauthorized' }]);
    expect(s.of('signUpRequested')).toEqual([]);
    expect(s.calls.fetchOrders).not.toHaveBeenCalled();
  });

  it('another failure of the user fetch keeps the session, with the error', async () => {
    const s = setupSession({
      stored: tokens(1),
      user: async () => ({ ok: false, failure: { kind: 'timeout' } }),
    });
    await s.settled();
    expect(selectIsLoggedIn(s.actor.getSnapshot())).toBe(true);
    expect(s.actor.getSnapshot().context.userError).toEqual({ kind: 'timeout' });
  });

  it('a failed order history keeps the session with the error until a refetch loads it (docs/decisions/0176)', async () => {
    const s = setupSession({ stored: tokens(1) });
    s.calls.fetchOrders.mockImplementationOnce(async () => ({
      ok: false,
      failure: { kind: 'http', statusCode: 500 },
    }));
    await s.settled();
    expect(selectOrders(s.actor.getSnapshot())).toBeNull();
    expect(selectOrdersError(s.actor.getSnapshot())).toEqual({ kind: 'http', statusCode: 500 });
    s.actor.send({ type: 'auth.refetch' });
    expect(selectOrdersError(s.actor.getSnapshot())).toBeNull();
    expect(selectUserError(s.actor.getSnapshot())).toBeNull();
    await s.settled();
    expect(selectOrders(s.actor.getSnapshot())).toEqual(orders);
    expect(selectOrdersError(s.actor.getSnapshot())).toBeNull();
  });

  it("logout clears token, user and group, shows 'You're logged out' for 10000 ms and goes home", async () => {
    const s = setupSession({ stored: tokens(1) });
    await s.settled();
    s.actor.send({ type: 'auth.logout' });
    const snapshot = s.actor.getSnapshot();
    expect(snapshot.context).toMatchObject({ user: null, orders: null });
    expect(selectGroup(snapshot)).toBeNull();
    expect(s.tokenContext()?.token).toBeNull();
    expect(s.notifications()).toEqual([
      { type: 'success', message: { id: 'auth.logged_out' }, timeToLive: LOGOUT_NOTICE_MS },
    ]);
    expect(s.texts()).toEqual(["You're logged out"]);
    expect(s.intents).toEqual([{ type: 'route', route: 'home' }]);
    expect(s.of('logout')).toEqual([{ type: 'logout', reason: 'logout' }]);
    expect(s.broadcasts).toEqual([{ type: 'auth.signedOut' }]);
    expect(selectJustLoggedOut(snapshot)).toBe(true);
    s.clock.increment(LOGOUT_NOTICE_MS - 1);
    expect(selectJustLoggedOut(s.actor.getSnapshot())).toBe(true);
    s.clock.increment(1);
    expect(selectJustLoggedOut(s.actor.getSnapshot())).toBe(false);
  });

  it('the lifecycle ending the session logs out silently and asks for the sign-up modal', async () => {
    const s = setupSession({ stored: tokens(1) });
    await s.settled();
    s.actor.send({ type: 'token.expired', reason: 'REFRESH_FAILED' });
    expect(selectIsLoggedIn(s.actor.getSnapshot())).toBe(false);
    expect(s.notifications()).toEqual([]);
    expect(s.of('signUpRequested')).toEqual([{ type: 'signUpRequested', reason: 'REFRESH_FAILED' }]);
    expect(s.actor.getSnapshot().context.error).toMatchObject({ code: 'REFRESH_FAILED', statusCode: 401 });
  });

  it('at 20 attempts the notification says to clear the storage, with a clear action', async () => {
    const s = setupSession({ stored: tokens(1) });
    await s.settled();
    s.actor.send({ type: 'token.expired', reason: 'REFRESH_ATTEMPTS_EXCEEDED' });
    expect(s.texts()).toEqual([
      'Internal Application error while refreshing the tokens. Please clear the storage and refresh page.',
    ]);
    expect(s.notifications()[0]).toMatchObject({
      type: 'error',
      hasNoTimeout: true,
      action: { label: { id: 'auth.clear_storage' }, command: 'storage.clear' },
    });
    expect(s.of('signUpRequested')).toHaveLength(1);
  });

  it('the lifecycle failing the lock keeps the lock failed after the silent logout', async () => {
    const s = setupSession({ stored: tokens(1) });
    await s.settled();
    const token = s.actor.getSnapshot().children.token;
    expect(token).toBeDefined();
    token?.send({ type: 'token.unauthorized', token: 'at_1' });
    await flush();
    // The default refresh actor fails: the lock is -1 and the session is signed out.
    expect(selectRefreshLock(s.actor.getSnapshot())).toBe(-1);
    expect(selectIsLoggedIn(s.actor.getSnapshot())).toBe(false);
    expect(s.of('signUpRequested')).toEqual([{ type: 'signUpRequested', reason: 'REFRESH_FAILED' }]);
  });

  it('its persisted snapshot is JSON and restores the session', async () => {
    const s = setupSession({ stored: tokens(1) });
    await s.settled();
    const persisted = JSON.parse(JSON.stringify(s.actor.getPersistedSnapshot()));
    const restored = createActor(sessionMachine, { snapshot: persisted, input: {} }).start();
    expect(selectIsLoggedIn(restored.getSnapshot())).toBe(true);
    expect(restored.getSnapshot().context.user?.email).toBe('ada@example.com');
    expect(selectTokenSnapshot(restored.getSnapshot())?.context.token).toBe('at_1');
    restored.stop();
  });
});

describe('sessionMachine — login (000 §5, §8)', () => {
  it("an invalid form shows its field errors and 'Please fix the validation errors', calling nothing", async () => {
    const s = setupSession();
    await s.settled();
    s.actor.send({
      type: 'auth.request',
      request: { kind: 'login', input: { email: 'nope', password: '' } },
      requestId: 'r1',
    });
    expect(s.calls.login).not.toHaveBeenCalled();
    expect(selectFieldErrors(s.actor.getSnapshot(), 'login')).toEqual({
      email: 'validation.email_invalid',
      password: 'validation.password_required',
    });
    expect(s.texts()).toEqual(['Please fix the validation errors']);
    expect(s.actor.getSnapshot().context.lastResult).toMatchObject({
      requestId: 'r1',
      result: { ok: false, error: { code: 'INVALID_INPUT' } },
    });
  });

  it("success: 'You are logged in!' for 10 s, the session starts, the user and orders are fetched", async () => {
    const s = setupSession();
    await s.settled();
    s.actor.send({
      type: 'auth.request',
      request: { kind: 'login', input: { email: ' ada@example.com ', password: 'analytical' } },
      requestId: 'r1',
    });
    expect(selectIsSubmitting(s.actor.getSnapshot(), 'login')).toBe(true);
    await s.settled();
    expect(s.calls.login).toHaveBeenCalledWith({ email: ' ada@example.com ', password: 'analytical' });
    expect(s.notifications()).toEqual([
      { type: 'success', message: { id: 'auth.logged_in' }, timeToLive: SUCCESS_NOTICE_MS },
    ]);
    expect(selectIsLoggedIn(s.actor.getSnapshot())).toBe(true);
    expect(s.tokenContext()).toMatchObject({ token: 'at_2', attempts: 0 });
    expect(s.calls.fetchUser).toHaveBeenCalledTimes(1);
    expect(s.calls.fetchOrders).toHaveBeenCalledTimes(1);
    expect(s.actor.getSnapshot().context.lastResult).toEqual({
      requestId: 'r1',
      form: 'login',
      result: { ok: true },
    });
    expect(s.of('login')).toEqual([{ type: 'login', customer: ada, source: 'this-tab' }]);
    expect(s.of('checkout.logout')).toEqual([]);
  });

  it.each([
    [false, 1],
    [true, 0],
    [null, 0],
  ])(
    'with checkout require_account %s, a login emits checkout.logout %i time(s) (docs/decisions/0174)',
    async (require, times) => {
      const s = setupSession({}, { checkoutRequiresAccount: require });
      await s.settled();
      s.actor.send({
        type: 'auth.request',
        request: { kind: 'login', input: { email: 'ada@example.com', password: 'x' } },
      });
      await s.settled();
      expect(s.of('checkout.logout')).toHaveLength(times);
    },
  );

  it('a restored session does not emit checkout.logout; settings can arrive later', async () => {
    const s = setupSession({ stored: tokens(1) });
    s.actor.send({ type: 'settings.checkout', requireAccount: false });
    await s.settled();
    expect(s.of('checkout.logout')).toEqual([]);
    s.actor.send({
      type: 'auth.request',
      request: { kind: 'login', input: { email: 'ada@example.com', password: 'x' } },
    });
    await s.settled();
    expect(s.of('checkout.logout')).toHaveLength(1);
  });

  it.each([
    ['Incorrect email or password.', 'Incorrect email or password.'],
    [undefined, 'Error while sign-in'],
  ])('failure with server text %j shows %j', async (serverText, shown) => {
    const s = setupSession({ login: async () => httpFailure(400, serverText) });
    await s.settled();
    s.actor.send({
      type: 'auth.request',
      request: { kind: 'login', input: { email: 'ada@example.com', password: 'x' } },
    });
    await s.settled();
    expect(s.texts()).toEqual([shown]);
    expect(s.notifications()[0]?.type).toBe('error');
    expect(selectIsLoggedIn(s.actor.getSnapshot())).toBe(false);
    expect(s.actor.getSnapshot().context.error).toMatchObject({ code: 'LOGIN_FAILED', statusCode: 400 });
  });

  it('a network failure (no server text) falls back to the catalogue text', async () => {
    const s = setupSession({
      login: async () => ({
        ok: false,
        stage: 'call',
        failure: { kind: 'js_exception', message: 'fetch failed' },
      }),
    });
    await s.settled();
    s.actor.send({
      type: 'auth.request',
      request: { kind: 'login', input: { email: 'ada@example.com', password: 'x' } },
    });
    await s.settled();
    expect(s.texts()).toEqual(['Error while sign-in']);
  });

  it('a second request while one runs is refused as BUSY', async () => {
    const pending = deferred<StepOutcome<SignIn>>();
    const s = setupSession({ login: () => pending.promise });
    await s.settled();
    s.actor.send({
      type: 'auth.request',
      request: { kind: 'login', input: { email: 'ada@example.com', password: 'x' } },
      requestId: 'r1',
    });
    s.actor.send({
      type: 'auth.request',
      request: { kind: 'requestReset', input: { email: 'ada@example.com' } },
      requestId: 'r2',
    });
    expect(s.actor.getSnapshot().context.lastResult).toMatchObject({
      requestId: 'r2',
      result: { ok: false, error: { code: 'BUSY' } },
    });
    pending.resolve(ok(signIn(2)));
    await s.settled();
    expect(s.actor.getSnapshot().context.lastResult).toMatchObject({ requestId: 'r1', result: { ok: true } });
    expect(s.calls.requestReset).not.toHaveBeenCalled();
  });

  it('an actor that rejects settles as a failure value', async () => {
    const s = setupSession({
      login: async () => {
        throw new Error('boom');
      },
    });
    await s.settled();
    s.actor.send({
      type: 'auth.request',
      request: { kind: 'login', input: { email: 'ada@example.com', password: 'x' } },
      requestId: 'r1',
    });
    await s.settled();
    expect(s.actor.getSnapshot().context.lastResult?.result).toMatchObject({
      ok: false,
      error: { code: 'LOGIN_FAILED' },
    });
    expect(s.texts()).toEqual(['Error while sign-in']);
  });
});

describe('sessionMachine — register (000 §5, §7, §8)', () => {
  it('validates first (first name at least 2 letters, password at least 8)', async () => {
    const s = setupSession();
    await s.settled();
    s.actor.send({
      type: 'auth.request',
      request: {
        kind: 'register',
        input: { ...validRegister, firstName: 'A', password: 'x', repeatPassword: 'y' },
      },
    });
    expect(selectFieldErrors(s.actor.getSnapshot(), 'register')).toEqual({
      firstName: 'validation.first_name_min_length',
      password: 'validation.password_min_length',
      repeatPassword: 'validation.passwords_identical',
    });
    expect(s.texts()).toEqual(['Please fix the validation errors']);
    expect(s.calls.register).not.toHaveBeenCalled();
  });

  it("success signs in automatically: 'You are logged in!'", async () => {
    const s = setupSession();
    await s.settled();
    s.actor.send({ type: 'auth.request', request: { kind: 'register', input: validRegister } });
    await s.settled();
    expect(s.calls.register).toHaveBeenCalledWith(validRegister);
    expect(s.texts()).toEqual(['You are logged in!']);
    expect(s.tokenContext()?.token).toBe('at_3');
  });

  it('a failure mentioning the password clears the password fields', async () => {
    const s = setupSession({
      register: async () => ({
        ok: false,
        stage: 'call',
        failure: { kind: 'http', statusCode: 400, message: 'Password must have at least 8 letters.' },
      }),
    });
    await s.settled();
    s.actor.send({
      type: 'auth.request',
      request: { kind: 'register', input: validRegister },
      requestId: 'r1',
    });
    await s.settled();
    expect(s.texts()).toEqual(['Password must have at least 8 letters.']);
    expect(s.of('form.passwordsCleared')).toEqual([{ type: 'form.passwordsCleared', form: 'register' }]);
    expect(s.actor.getSnapshot().context.lastResult?.result).toMatchObject({
      ok: false,
      error: { code: 'REGISTER_FAILED', clearPasswords: true },
    });
  });

  it("another failure keeps the passwords; without server text it reads 'Error while register'", async () => {
    const s = setupSession({
      register: async () => ({ ok: false, stage: 'call', failure: { kind: 'timeout' } }),
    });
    await s.settled();
    s.actor.send({ type: 'auth.request', request: { kind: 'register', input: validRegister } });
    await s.settled();
    expect(s.texts()).toEqual(['Error while register']);
    expect(s.of('form.passwordsCleared')).toEqual([]);
  });

  it('registered but the automatic login failed: a login failure', async () => {
    const s = setupSession({
      register: async () => ({ ok: false, stage: 'signIn', failure: { kind: 'http', statusCode: 400 } }),
    });
    await s.settled();
    s.actor.send({ type: 'auth.request', request: { kind: 'register', input: validRegister } });
    await s.settled();
    expect(s.texts()).toEqual(['Error while sign-in']);
    expect(s.actor.getSnapshot().context.error?.code).toBe('LOGIN_FAILED');
  });
});

describe('sessionMachine — forgot and reset password (000 §2, §5, §8)', () => {
  it('a reset request needs a valid e-mail, then shows the password-sent state', async () => {
    const s = setupSession();
    await s.settled();
    s.actor.send({ type: 'auth.request', request: { kind: 'requestReset', input: { email: 'nope' } } });
    expect(selectFieldErrors(s.actor.getSnapshot(), 'resetRequest')).toEqual({
      email: 'validation.email_valid_address',
    });
    s.actor.send({
      type: 'auth.request',
      request: { kind: 'requestReset', input: { email: 'ada@example.com' } },
    });
    await s.settled();
    expect(selectPasswordSent(s.actor.getSnapshot())).toBe(true);
    expect(selectFieldErrors(s.actor.getSnapshot(), 'resetRequest')).toEqual({});
    s.actor.send({ type: 'form.reset', form: 'resetRequest' });
    expect(selectPasswordSent(s.actor.getSnapshot())).toBe(false);
  });

  it("a failed reset request: 'Error while sending reset password e-mail'", async () => {
    const s = setupSession({
      requestReset: async () => ({ ok: false, stage: 'call', failure: { kind: 'js_exception' } }),
    });
    await s.settled();
    s.actor.send({
      type: 'auth.request',
      request: { kind: 'requestReset', input: { email: 'ada@example.com' } },
    });
    await s.settled();
    expect(s.texts()).toEqual(['Error while sending reset password e-mail']);
    expect(selectPasswordSent(s.actor.getSnapshot())).toBe(false);
  });

  it.each([
    [undefined, 'rst', '/reset-password/rst'],
    ['7', undefined, '/reset-password/7'],
  ])(
    'reset with customer id %j and token %j goes to page-not-found',
    async (customerId, resetToken, from) => {
      const s = setupSession();
      await s.settled();
      s.actor.send({
        type: 'auth.request',
        request: {
          kind: 'resetPassword',
          input: { customerId, resetToken, password: 'analytical', repeatPassword: 'analytical' },
        },
      });
      expect(s.intents).toEqual([{ type: 'not-found', from }]);
      expect(s.calls.resetPassword).not.toHaveBeenCalled();
    },
  );

  it('reset validates the passwords', async () => {
    const s = setupSession();
    await s.settled();
    s.actor.send({
      type: 'auth.request',
      request: {
        kind: 'resetPassword',
        input: { customerId: '7', resetToken: 'rst', password: 'short', repeatPassword: '' },
      },
    });
    expect(selectFieldErrors(s.actor.getSnapshot(), 'resetPassword')).toEqual({
      password: 'validation.password_min_length',
      repeatPassword: 'validation.field_required',
    });
    expect(s.texts()).toEqual(['Please fix the validation errors']);
  });

  it('reset success: the text, signed in, then /my-account', async () => {
    const s = setupSession();
    await s.settled();
    s.actor.send({
      type: 'auth.request',
      request: {
        kind: 'resetPassword',
        input: { customerId: '7', resetToken: 'rst', password: 'analytical', repeatPassword: 'analytical' },
      },
    });
    await s.settled();
    expect(s.calls.resetPassword).toHaveBeenCalledWith({
      customerId: '7',
      resetToken: 'rst',
      password: 'analytical',
      repeatPassword: 'analytical',
    });
    expect(s.texts()).toEqual(['Your password has been reset successfully! You are logged in!']);
    expect(s.notifications()[0]?.timeToLive).toBe(SUCCESS_NOTICE_MS);
    // 000 §8 Reset success: to /my-account in place of the link's page (Back does not reuse its token).
    expect(s.intents).toEqual([{ type: 'route', route: 'my-account', replace: true }]);
    expect(s.tokenContext()?.token).toBe('at_4');
  });

  it.each([
    ['Password reset error.', 'Password reset error.'],
    ['Token expired', 'Token expired'],
    [undefined, 'Password reset error.'],
  ])('reset failure with server text %j shows %j', async (serverText, shown) => {
    const s = setupSession({ resetPassword: async () => httpFailure(400, serverText) });
    await s.settled();
    s.actor.send({
      type: 'auth.request',
      request: {
        kind: 'resetPassword',
        input: { customerId: '7', resetToken: 'rst', password: 'analytical', repeatPassword: 'analytical' },
      },
    });
    await s.settled();
    expect(s.texts()).toEqual([shown]);
    expect(s.intents).toEqual([]);
  });
});

describe('sessionMachine — activation (000 §5, §8)', () => {
  it('without a token: page-not-found, nothing called', async () => {
    const s = setupSession();
    await s.settled();
    s.actor.send({
      type: 'auth.request',
      request: { kind: 'activate', input: { customerId: '7', activationToken: undefined } },
    });
    expect(s.intents).toEqual([{ type: 'not-found', from: '/activate-account/7' }]);
    expect(s.calls.activate).not.toHaveBeenCalled();
  });

  it('a non-200 answer goes to page-not-found', async () => {
    const s = setupSession({ activate: async () => httpFailure(404, 'query returned empty result') });
    await s.settled();
    s.actor.send({
      type: 'auth.request',
      request: { kind: 'activate', input: { customerId: '7', activationToken: 'act' } },
    });
    await s.settled();
    expect(s.intents).toEqual([{ type: 'not-found', from: '/activate-account/7/act' }]);
    expect(s.actor.getSnapshot().context.error?.code).toBe('ACTIVATION_FAILED');
  });

  it('success signs in and goes to /my-account in place of the link, so Back does not activate again', async () => {
    const s = setupSession();
    await s.settled();
    s.actor.send({
      type: 'auth.request',
      request: { kind: 'activate', input: { customerId: '7', activationToken: 'act' } },
    });
    await s.settled();
    expect(s.calls.activate).toHaveBeenCalledWith({ customerId: '7', activationToken: 'act' });
    // 000 §8 Activation: on success go to /my-account; the used link's page is not one to go back
    // to (Back would send its token again, a 404, page-not-found).
    expect(s.intents).toEqual([{ type: 'route', route: 'my-account', replace: true }]);
    expect(selectIsLoggedIn(s.actor.getSnapshot())).toBe(true);
  });
});

describe('sessionMachine — the account forms (000 §7, §8)', () => {
  it('need a signed-in customer', async () => {
    const s = setupSession();
    await s.settled();
    s.actor.send({
      type: 'auth.request',
      request: { kind: 'changePassword', input: { password: 'analytical', repeatPassword: 'analytical' } },
    });
    expect(s.actor.getSnapshot().context.error).toEqual({
      code: 'NOT_LOGGED_IN',
      message: 'auth.login_required',
    });
    expect(s.calls.changePassword).not.toHaveBeenCalled();
  });

  it("password change: 'Password has successfully been changed', then the automatic login with the new password", async () => {
    const s = setupSession({ stored: tokens(1) });
    await s.settled();
    s.actor.send({
      type: 'auth.request',
      request: { kind: 'changePassword', input: { password: 'newpassword', repeatPassword: 'newpassword' } },
    });
    await s.settled();
    expect(s.calls.changePassword).toHaveBeenCalledWith(
      { password: 'newpassword', repeatPassword: 'newpassword' },
      { email: 'ada@example.com' },
    );
    expect(s.texts()).toEqual(['Password has successfully been changed']);
    expect(s.tokenContext()?.token).toBe('at_6');
  });

  it("password change failure shows the server's result message", async () => {
    const s = setupSession({
      stored: tokens(1),
      changePassword: async () => ({
        ok: false,
        stage: 'call',
        failure: { kind: 'http', statusCode: 400, message: 'Nope.' },
      }),
    });
    await s.settled();
    s.actor.send({
      type: 'auth.request',
      request: { kind: 'changePassword', input: { password: 'newpassword', repeatPassword: 'newpassword' } },
    });
    await s.settled();
    expect(s.texts()).toEqual(['Nope.']);
    expect(s.tokenContext()?.token).toBe('at_1');
  });

  it("profile update: 'Account data has successfully been updated', the user is updated", async () => {
    const s = setupSession({ stored: tokens(1) });
    await s.settled();
    s.actor.send({
      type: 'auth.request',
      request: { kind: 'updateProfile', input: { firstName: 'Augusta', lastName: 'King' } },
    });
    await s.settled();
    expect(s.texts()).toEqual(['Account data has successfully been updated']);
    expect(s.actor.getSnapshot().context.user?.firstName).toBe('Augusta');
  });

  it('profile update validates the names', async () => {
    const s = setupSession({ stored: tokens(1) });
    await s.settled();
    s.actor.send({
      type: 'auth.request',
      request: { kind: 'updateProfile', input: { firstName: '', lastName: 'King' } },
    });
    expect(selectFieldErrors(s.actor.getSnapshot(), 'profile')).toEqual({
      firstName: 'validation.first_name_required',
    });
    expect(s.calls.updateProfile).not.toHaveBeenCalled();
  });

  it('newsletter: subscribed becomes true after subscribe, false after unsubscribe (000 §4)', async () => {
    const s = setupSession({ stored: tokens(1), user: async () => ok(ada) });
    await s.settled();
    expect(s.actor.getSnapshot().context.subscribed).toBeNull();
    s.actor.send({ type: 'auth.request', request: { kind: 'newsletter', input: { subscribed: true } } });
    await s.settled();
    expect(s.actor.getSnapshot().context.subscribed).toBe(true);
    expect(s.texts()).toEqual(['You have been successfully subscribed to our newsletter!']);
    s.actor.send({ type: 'auth.request', request: { kind: 'newsletter', input: { subscribed: false } } });
    await s.settled();
    expect(s.actor.getSnapshot().context.subscribed).toBe(false);
    expect(s.calls.unsubscribe).toHaveBeenCalledTimes(1);
  });

  it("newsletter: a subscription of the customer's e-mail made elsewhere sets subscribed, without a call", async () => {
    // 000 §4 Newsletter: one state, true after subscribe and false after unsubscribe.
    const s = setupSession({ stored: tokens(1), user: async () => ok(ada) });
    await s.settled();
    s.actor.send({ type: 'auth.subscribed', subscribed: true });
    expect(s.actor.getSnapshot().context.subscribed).toBe(true);
    s.actor.send({ type: 'auth.subscribed', subscribed: false });
    expect(s.actor.getSnapshot().context.subscribed).toBe(false);
    expect(s.calls.subscribe).not.toHaveBeenCalled();
    expect(s.calls.unsubscribe).not.toHaveBeenCalled();
    expect(s.texts()).toEqual([]);
  });

  it('newsletter: signed out, a subscription made elsewhere leaves subscribed unknown', async () => {
    const s = setupSession();
    await s.settled();
    s.actor.send({ type: 'auth.subscribed', subscribed: true });
    expect(s.actor.getSnapshot().context.subscribed).toBeNull();
  });
});

describe('sessionMachine — a my-account save that finishes after the session ended (000 §4)', () => {
  // 000 §4 "Logout clears token, user and group": a save still running then must not bring the
  // customer back (the checkout would send the old account's e-mail for a guest).
  it('a profile save that finishes after logout leaves the customer signed out', async () => {
    const held = deferred<StepOutcome<Customer>>();
    const s = setupSession({ stored: tokens(1), updateProfile: () => held.promise });
    await s.settled();
    s.actor.send({
      type: 'auth.request',
      request: { kind: 'updateProfile', input: { firstName: 'Augusta', lastName: 'King' } },
    });
    s.actor.send({ type: 'auth.logout' });
    held.resolve(ok({ ...ada, firstName: 'Augusta' }));
    await s.settled();
    const snapshot = s.actor.getSnapshot();
    expect(snapshot.context.user).toBeNull();
    expect(selectGroup(snapshot)).toBeNull();
    expect(selectIsLoggedIn(snapshot)).toBe(false);
  });

  it('a newsletter change that finishes after another tab logged out leaves the subscription unknown', async () => {
    const held = deferred<StepOutcome<null>>();
    const s = setupSession({ stored: tokens(1) });
    await s.settled();
    s.calls.unsubscribe.mockImplementationOnce(() => held.promise);
    s.actor.send({ type: 'auth.request', request: { kind: 'newsletter', input: { subscribed: false } } });
    s.actor.send({ type: 'tab.signedOut' });
    held.resolve(ok(null));
    await s.settled();
    expect(s.actor.getSnapshot().context.subscribed).toBeNull();
  });

  it('a password change that finishes after logout does not sign the customer back in', async () => {
    const held = deferred<StepOutcome<SignIn>>();
    const s = setupSession({ stored: tokens(1), changePassword: () => held.promise });
    await s.settled();
    s.actor.send({
      type: 'auth.request',
      request: { kind: 'changePassword', input: { password: 'newpassword', repeatPassword: 'newpassword' } },
    });
    s.actor.send({ type: 'auth.logout' });
    held.resolve(ok(signIn(6)));
    await s.settled();
    expect(selectIsLoggedIn(s.actor.getSnapshot())).toBe(false);
    expect(s.tokenContext()?.token).toBeNull();
    expect(s.broadcasts).toEqual([{ type: 'auth.signedOut' }]);
  });

  it('a profile save running when another tab signs in as someone else still settles, and keeps that customer', async () => {
    const held = deferred<StepOutcome<Customer>>();
    const grace: Customer = { ...ada, id: '8', email: 'grace@example.com', firstName: 'Grace' };
    const s = setupSession({ stored: tokens(1), updateProfile: () => held.promise });
    await s.settled();
    s.actor.send({
      type: 'auth.request',
      requestId: 'save',
      request: { kind: 'updateProfile', input: { firstName: 'Augusta', lastName: 'King' } },
    });
    s.calls.fetchUser.mockImplementationOnce(async () => ok(grace));
    s.actor.send({ type: 'tab.signedIn', tokens: tokens(8) });
    await waitFor(s.actor, (snapshot) => snapshot.matches({ session: { signedIn: 'ready' } }));
    expect(selectIsSubmitting(s.actor.getSnapshot(), 'profile')).toBe(true);
    held.resolve(ok({ ...ada, firstName: 'Augusta' }));
    await flush();
    expect(s.actor.getSnapshot().context.lastResult).toMatchObject({
      requestId: 'save',
      result: { ok: true },
    });
    expect(selectIsSubmitting(s.actor.getSnapshot(), 'profile')).toBe(false);
    expect(s.actor.getSnapshot().context.user?.email).toBe('grace@example.com');
  });
});

describe('sessionMachine — every tab (000 §4; docs/decisions/0210)', () => {
  it('a sign-in here is told to the other tabs with its tokens', async () => {
    const s = setupSession();
    await s.settled();
    s.actor.send({
      type: 'auth.request',
      request: { kind: 'login', input: { email: 'ada@example.com', password: 'x' } },
    });
    await s.settled();
    expect(s.broadcasts).toEqual([{ type: 'auth.signedIn', tokens: tokens(2) }]);
  });

  it('a sign-in in another tab signs this one in with its tokens, fetches the customer, says nothing', async () => {
    const s = setupSession();
    await s.settled();
    s.actor.send({ type: 'tab.signedIn', tokens: tokens(8) });
    await s.settled();
    expect(selectIsLoggedIn(s.actor.getSnapshot())).toBe(true);
    expect(s.tokenContext()).toMatchObject({ token: 'at_8', refreshToken: 'rt_8', attempts: 0 });
    expect(s.actor.getSnapshot().context.user?.email).toBe('ada@example.com');
    expect(s.calls.fetchUser).toHaveBeenCalledTimes(1);
    expect(s.of('login')).toEqual([{ type: 'login', customer: null, source: 'other-tab' }]);
    expect(s.notifications()).toEqual([]);
    expect(s.broadcasts).toEqual([]);
  });

  it('a logout in another tab logs this one out silently: no notice, no navigation, no echo', async () => {
    const s = setupSession({ stored: tokens(1) });
    await s.settled();
    s.actor.send({ type: 'tab.signedOut' });
    expect(selectIsLoggedIn(s.actor.getSnapshot())).toBe(false);
    expect(s.actor.getSnapshot().context.user).toBeNull();
    expect(s.tokenContext()?.token).toBeNull();
    expect(s.of('logout')).toEqual([{ type: 'logout', reason: 'other-tab' }]);
    expect(s.notifications()).toEqual([]);
    expect(s.intents).toEqual([]);
    expect(s.broadcasts).toEqual([]);
  });

  it("tokens another tab refreshed replace this tab's tokens", async () => {
    const s = setupSession({ stored: tokens(1) });
    await s.settled();
    s.actor.send({ type: 'tab.refreshed', tokens: tokens(9) });
    expect(s.tokenContext()).toMatchObject({ token: 'at_9', refreshToken: 'rt_9' });
  });
});
