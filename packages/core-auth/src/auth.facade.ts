import type { AuthInterceptor, Transport } from '@vitrine/api-client';
import {
  actorFacade,
  type Facade,
  failure,
  type PersistedSnapshot,
  type Ports,
  requestIds,
  restorable,
  success,
} from '@vitrine/ports';
import { type ActorOptions, type ActorRefFrom, createActor, type Snapshot, waitFor } from 'xstate';
import type { AccountRequest } from './account-requests';
import { authActors } from './auth.actors';
import { createAuthInterceptor } from './auth.interceptor';
import type { SessionSnapshot } from './auth.selectors';
import type {
  ActivateInput,
  AuthForm,
  AuthResult,
  ChangePasswordInput,
  LoginInput,
  ProfileInput,
  RegisterInput,
  ResetPasswordInput,
  ResetRequestInput,
} from './auth.types';
import { restingSessionSnapshot, type sessionMachine, sessionMachineWith } from './session.machine';
import type { AuthEmitted, SessionInput } from './session.types';

/**
 * The version `persist()` writes; `createAuth({ snapshot })` restores only this version (a
 * snapshot of another SDK version is dropped and the session restores from storage instead).
 * Version 3: a pending account request carries the session it acts on.
 */
export const AUTH_SNAPSHOT_VERSION = 3;

/** The ports core-auth uses (each defaults to an in-memory one: one tab, nothing kept). */
export type AuthPortsOption = Partial<Pick<Ports, 'storage' | 'lock' | 'channels' | 'navigate' | 'clock'>>;

/** Options of {@link createAuth}, {@link authLogic} and {@link authFacade}. */
export interface AuthOptions {
  /** The api-client's transport; the auth interceptor is plugged into it. */
  readonly transport: Transport;
  /**
   * `storage` keeps the tokens, `lock` and `channels` reach the other tabs, `navigate` carries
   * intents (home after logout, my-account after reset/activation, page-not-found), `clock` runs
   * the delays (`refreshWait`, `logoutNotice`).
   */
  readonly ports?: AuthPortsOption;
  /** What `persist()` returned on an earlier page. */
  readonly snapshot?: PersistedSnapshot;
  /** XState inspection (passed to `createActor`). */
  readonly inspect?: ActorOptions<typeof sessionMachine>['inspect'];
  /** Automatic token refresh (000 §4; default on). */
  readonly autoRefresh?: boolean;
  /** The shop's `checkout_settings.require_account`, when already known. */
  readonly checkoutRequiresAccount?: boolean | null;
}

/** The session's logic with its actors provided (what {@link authLogic} returns). */
export type AuthLogic = typeof sessionMachine;

/** A running actor of {@link AuthLogic} (started alone, or spawned as a child by `@vitrine/sdk`). */
export type AuthActorRef = ActorRefFrom<AuthLogic>;

/**
 * The session machine with its actors provided over the transport and the ports; no actor
 * started. Start it with the input of {@link authInput}.
 *
 * @example
 * ```ts
 * const child = spawn(authLogic({ transport, ports }), { systemId: 'auth', input: authInput(options) });
 * const customer = authFacade(child, { transport });
 * ```
 */
export function authLogic(options: Pick<AuthOptions, 'transport' | 'ports'>): AuthLogic {
  return sessionMachineWith({ actors: authActors(options.transport, options.ports) });
}

/** The input an actor of {@link authLogic} starts with. */
export function authInput(
  options: Pick<AuthOptions, 'autoRefresh' | 'checkoutRequiresAccount'>,
): SessionInput {
  return {
    ...(options.autoRefresh === undefined ? {} : { autoRefresh: options.autoRefresh }),
    ...(options.checkoutRequiresAccount === undefined
      ? {}
      : { checkoutRequiresAccount: options.checkoutRequiresAccount }),
  };
}

/**
 * Customer auth for one storefront: the facade contract of `@vitrine/ports` over the session, its
 * verbs, and the interceptor that makes every request of the transport share the token lifecycle.
 *
 * @remarks
 * Emitted events (`on(type, handler)`): `notify` (a notification for the queue), `login` and
 * `logout` (in this tab or another, for the scripting interface), `signUpRequested` (000 §4),
 * `checkout.logout` (decision 0174), `form.passwordsCleared` (000 §5). Navigation goes through the
 * `navigate` port, never as an event.
 */
export interface Auth extends Facade<SessionSnapshot, AuthEmitted> {
  /** The session actor (for `useSelector`). */
  readonly actor: AuthActorRef;
  /** The interceptor plugged into the transport. */
  readonly interceptor: AuthInterceptor;
  /** Resolves once the session settled: tokens restored and the customer fetched, or signed out (or stopped). */
  ready(): Promise<void>;
  /** Logs in (000 §5 Login); 'You are logged in!' on success; every tab signs in. */
  login(input: LoginInput): Promise<AuthResult>;
  /** Registers, then logs in automatically (000 §5 Register, §7). */
  register(input: RegisterInput): Promise<AuthResult>;
  /** Asks for a reset e-mail (the login screen's forgot mode). */
  requestPasswordReset(input: ResetRequestInput): Promise<AuthResult>;
  /** Resets the password from the e-mailed link, signs in, goes to my-account. */
  resetPassword(input: ResetPasswordInput): Promise<AuthResult>;
  /** Activates the account from the e-mailed link, signs in, goes to my-account. */
  activate(input: ActivateInput): Promise<AuthResult>;
  /** Changes the password, then logs in again with it (000 §8). */
  changePassword(input: ChangePasswordInput): Promise<AuthResult>;
  /** Updates the profile and the addresses (000 §8 'Account data has successfully been updated'). */
  updateProfile(input: ProfileInput): Promise<AuthResult>;
  /** Subscribes (true) or unsubscribes (false) the customer's e-mail to the newsletter. */
  setNewsletter(subscribed: boolean): Promise<AuthResult>;
  /**
   * Another form (the footer's) subscribed (true) or unsubscribed (false) the signed-in customer's
   * e-mail: the customer's `subscribed` follows, without a call (000 §4 Newsletter); ignored when
   * signed out.
   */
  newsletterChanged(subscribed: boolean): void;
  /** Logs out: clears token, user and group; 'You're logged out' (000 §4); every tab logs out. */
  logout(): Promise<AuthResult>;
  /**
   * Fetches the customer and the order history again; `NOT_LOGGED_IN` when signed out,
   * `FETCH_FAILED` when either could not be fetched (`selectUserError` / `selectOrdersError` say why).
   */
  refetch(): Promise<AuthResult>;
  /** The shop's checkout settings (bootstrap `checkout_settings.require_account`). */
  setCheckoutSettings(settings: { readonly requireAccount: boolean | null }): void;
  /** Clears a form's field errors (and the password-sent state of the forgot mode). */
  resetForm(form: AuthForm): void;
}

const isSettled = (snapshot: SessionSnapshot): boolean =>
  snapshot.matches({ session: 'signedOut' }) || snapshot.matches({ session: { signedIn: 'ready' } });

/**
 * The customer facade over any running actor of {@link authLogic}: plugs the auth interceptor into
 * the transport (unplugged by `stop()`).
 */
export function authFacade(actor: AuthActorRef, options: Pick<AuthOptions, 'transport'>): Auth {
  const interceptor = createAuthInterceptor(() => actor.getSnapshot().children.token);
  options.transport.useAuth(interceptor);
  const contract = actorFacade<SessionSnapshot, AuthEmitted>(actor, AUTH_SNAPSHOT_VERSION);

  /** A request id the session does not hold yet: a restored snapshot keeps an earlier page's ids. */
  const nextRequestId = requestIds('request-', (id) => {
    const { pending, lastResult } = actor.getSnapshot().context;
    return id === pending?.requestId || id === lastResult?.requestId;
  });

  async function submit(request: AccountRequest): Promise<AuthResult> {
    const requestId = nextRequestId();
    if (actor.getSnapshot().status !== 'active') return failure({ code: 'STOPPED' });
    try {
      actor.send({ type: 'auth.request', request, requestId });
      const settled = await waitFor(
        actor,
        (snapshot) => snapshot.context.lastResult?.requestId === requestId,
      );
      return settled.context.lastResult?.result ?? failure({ code: 'BUSY' });
    } catch {
      return failure({ code: 'STOPPED' });
    }
  }

  async function ready(): Promise<void> {
    if (actor.getSnapshot().status !== 'active') return;
    await waitFor(actor, isSettled).catch(() => undefined);
  }

  return {
    ...contract,
    actor,
    interceptor,
    ready,
    /** Without the request running: no password or link token kept, none sent again on restore (0175). */
    persist: () => ({
      version: AUTH_SNAPSHOT_VERSION,
      state: restingSessionSnapshot(actor.getPersistedSnapshot()),
    }),
    login: (input) => submit({ kind: 'login', input }),
    register: (input) => submit({ kind: 'register', input }),
    requestPasswordReset: (input) => submit({ kind: 'requestReset', input }),
    resetPassword: (input) => submit({ kind: 'resetPassword', input }),
    activate: (input) => submit({ kind: 'activate', input }),
    changePassword: (input) => submit({ kind: 'changePassword', input }),
    updateProfile: (input) => submit({ kind: 'updateProfile', input }),
    setNewsletter: (subscribed) => submit({ kind: 'newsletter', input: { subscribed } }),
    newsletterChanged: (subscribed) => actor.send({ type: 'auth.subscribed', subscribed }),
    logout: async () => {
      actor.send({ type: 'auth.logout' });
      return success(undefined);
    },
    refetch: async () => {
      if (!actor.getSnapshot().matches({ session: 'signedIn' }))
        return failure({ code: 'NOT_LOGGED_IN', message: 'auth.login_required' });
      actor.send({ type: 'auth.refetch' });
      await ready();
      const snapshot = actor.getSnapshot();
      if (snapshot.status !== 'active') return failure({ code: 'STOPPED' });
      // The session ended meanwhile (a 401 on the user fetch, 000 §4).
      if (!snapshot.matches({ session: 'signedIn' }))
        return failure({ code: 'NOT_LOGGED_IN', message: 'auth.login_required' });
      const failed = snapshot.context.userError ?? snapshot.context.ordersError;
      if (failed === null) return success(undefined);
      return failure({
        code: 'FETCH_FAILED',
        ...(failed.statusCode === undefined ? {} : { statusCode: failed.statusCode }),
      });
    },
    setCheckoutSettings: (settings) =>
      actor.send({ type: 'settings.checkout', requireAccount: settings.requireAccount }),
    resetForm: (form) => actor.send({ type: 'form.reset', form }),
    stop: () => {
      options.transport.useAuth(undefined);
      contract.stop();
    },
  };
}

/**
 * Starts customer auth on its own: the session (tokens restored from storage, then the customer
 * and the order history fetched), with the token lifecycle plugged into the transport.
 *
 * @example
 * ```ts
 * const customer = createAuth({ transport, ports: { storage, navigate: (intent) => router.go(intent) } });
 * customer.on('notify', ({ notification }) => notifications.push(notification));
 * const result = await customer.login({ email: 'ada@example.com', password: 'lovelace1' });
 * if (!result.ok) console.log(result.error.code, selectFieldErrors(customer.getSnapshot(), 'login'));
 * ```
 */
export function createAuth(options: AuthOptions): Auth {
  // A snapshot persisted without the facade's persist() may hold a request in flight: it is not run again.
  const restored = restingSessionSnapshot(restorable(options.snapshot, AUTH_SNAPSHOT_VERSION));
  const actor = createActor(authLogic(options), {
    input: authInput(options),
    ...(options.ports?.clock === undefined ? {} : { clock: options.ports.clock }),
    ...(restored === undefined ? {} : { snapshot: restored as Snapshot<unknown> }),
    ...(options.inspect === undefined ? {} : { inspect: options.inspect }),
  });
  const facade = authFacade(actor, options);
  actor.start();
  return facade;
}
