import type { AuthInterceptor, Transport } from '@vitrine/api-client';
import { type Actor, type ActorOptions, createActor, type Snapshot, waitFor } from 'xstate';
import { type AuthActorPorts, authActors } from './auth.actors';
import { createAuthInterceptor, type TokenActorRef } from './auth.interceptor';
import { createMemoryStorage, type Navigate } from './auth.ports';
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
import { sessionMachine } from './session.machine';
import type { AuthEmitted, AuthRequestEvent } from './session.types';
import { clearTokens, writeTokens } from './token-storage';

/** The clock machines run on (XState's actor `clock` option); a `SimulatedClock` in tests. */
export type AuthClock = NonNullable<ActorOptions<typeof sessionMachine>['clock']>;

/** Options of {@link createAuth}: the client and the ports. */
export interface AuthOptions extends AuthActorPorts {
  /** The api-client (or any transport); the auth interceptor is plugged into it. */
  readonly client: Transport;
  /** Carries out navigation intents (to /my-account, to page-not-found, home after logout). */
  readonly navigate?: Navigate;
  /** The clock of the machines' delays (`refreshWait`, `logoutNotice`). */
  readonly clock?: AuthClock;
  /** Automatic token refresh (000 §4; default on). */
  readonly autoRefresh?: boolean;
  /** The shop's `checkout_settings.require_account`, when already known. */
  readonly checkoutRequiresAccount?: boolean | null;
  /** A persisted snapshot to restore (`auth.getPersistedSnapshot()` of an earlier page). */
  readonly snapshot?: Snapshot<unknown>;
}

/** A listener of one emitted event type. */
export type AuthListener<K extends AuthEmitted['type']> = (event: Extract<AuthEmitted, { type: K }>) => void;

/**
 * Customer auth for one storefront: the session actor, its verbs, and the interceptor that makes
 * every request of the client share the token lifecycle.
 */
export interface Auth {
  /** The session actor (for `useSelector` and the selectors). */
  readonly actor: Actor<typeof sessionMachine>;
  /** The interceptor plugged into the client. */
  readonly interceptor: AuthInterceptor;
  /** Resolves once the session settled on load: tokens restored and the user fetched, or signed out. */
  ready(): Promise<void>;
  /** Logs in (000 §5 Login); 'You are logged in!' on success. */
  login(input: LoginInput): Promise<AuthResult>;
  /** Registers, then logs in automatically (000 §5 Register, §7). */
  register(input: RegisterInput): Promise<AuthResult>;
  /** Asks for a reset e-mail (the login screen's forgot mode). */
  requestPasswordReset(input: ResetRequestInput): Promise<AuthResult>;
  /** Resets the password from the e-mailed link, signs in, goes to /my-account. */
  resetPassword(input: ResetPasswordInput): Promise<AuthResult>;
  /** Activates the account from the e-mailed link, signs in, goes to /my-account. */
  activate(input: ActivateInput): Promise<AuthResult>;
  /** Changes the password, then logs in again with it (000 §8). */
  changePassword(input: ChangePasswordInput): Promise<AuthResult>;
  /** Updates the profile (000 §8 'Account data has successfully been updated'). */
  updateProfile(input: ProfileInput): Promise<AuthResult>;
  /** Subscribes (true) or unsubscribes (false) the customer's e-mail to the newsletter. */
  setNewsletter(subscribed: boolean): Promise<AuthResult>;
  /** Logs out: clears token, user and group; 'You're logged out' (000 §4). */
  logout(): void;
  /** Fetches the user and the order history again. */
  refetch(): void;
  /** The shop's checkout settings (bootstrap `checkout_settings`). */
  setCheckoutSettings(settings: { readonly require_account?: boolean | null | undefined }): void;
  /** Clears a form's field errors (and the password-sent state of the forgot mode). */
  resetForm(form: AuthForm): void;
  /** Listens to `notify`, `navigate`, `signUpRequested`, `checkout.logout`, ...; returns the remover. */
  on<K extends AuthEmitted['type']>(type: K, listener: AuthListener<K>): () => void;
  /** The current snapshot (read it with the selectors). */
  getSnapshot(): SessionSnapshot;
  /** A serialisable snapshot to restore later with `createAuth({ snapshot })`. */
  getPersistedSnapshot(): Snapshot<unknown>;
  /** Stops the session and unplugs the interceptor. */
  stop(): void;
}

type RequestOf<T extends AuthRequestEvent['type']> = Extract<AuthRequestEvent, { type: T }>;

/**
 * Starts customer auth: the session (tokens restored from storage, then the user and the order
 * history fetched), with the token lifecycle plugged into the client's auth interceptor.
 *
 * @remarks
 * Tokens are mirrored into the storage port whenever they change; tokens another tab broadcasts on
 * the channel are taken over. Navigation intents go to the `navigate` port; notifications and the
 * sign-up request are emitted (`auth.on('notify', ...)`, `auth.on('signUpRequested', ...)`).
 *
 * @example
 * ```ts
 * const auth = createAuth({ client, storage, navigate: (intent) => router.go(intent) });
 * auth.on('notify', ({ notification }) => notifications.push(notification));
 * const result = await auth.login({ email: 'ada@example.com', password: 'lovelace1' });
 * if (!result.ok) console.log(result.error.code, selectFieldErrors(auth.getSnapshot(), 'login'));
 * ```
 */
export function createAuth(options: AuthOptions): Auth {
  const storage = options.storage ?? createMemoryStorage();
  const logic = sessionMachine.provide({
    actors: authActors(options.client, {
      storage,
      ...(options.lock === undefined ? {} : { lock: options.lock }),
      ...(options.channel === undefined ? {} : { channel: options.channel }),
    }),
  });
  const actor = createActor(logic, {
    input: {
      ...(options.autoRefresh === undefined ? {} : { autoRefresh: options.autoRefresh }),
      ...(options.checkoutRequiresAccount === undefined
        ? {}
        : { checkoutRequiresAccount: options.checkoutRequiresAccount }),
    },
    ...(options.clock === undefined ? {} : { clock: options.clock }),
    ...(options.snapshot === undefined ? {} : { snapshot: options.snapshot }),
  });
  const tokenActor = () => actor.system.get('token') as TokenActorRef;
  const interceptor = createAuthInterceptor(tokenActor);
  const cleanups: (() => void)[] = [];

  const { navigate } = options;
  if (navigate) cleanups.push(actor.on('navigate', ({ intent }) => navigate(intent)).unsubscribe);

  actor.start();

  // Storage mirrors the lifecycle's tokens.
  let stored = tokenActor().getSnapshot().context.token;
  cleanups.push(
    tokenActor().subscribe((snapshot) => {
      const { token, refreshToken } = snapshot.context;
      if (token === stored) return;
      stored = token;
      if (token === null) clearTokens(storage);
      else writeTokens(storage, { token, refreshToken: refreshToken ?? '' });
    }).unsubscribe,
  );
  if (options.channel) {
    cleanups.push(
      options.channel.subscribe((tokens) => tokenActor().send({ type: 'token.received', tokens })),
    );
  }
  options.client.useAuth(interceptor);

  let requests = 0;
  async function submit<T extends AuthRequestEvent['type']>(
    type: T,
    input: RequestOf<T>['input'],
  ): Promise<AuthResult> {
    requests += 1;
    const requestId = `request-${requests}`;
    actor.send({ type, input, requestId } as AuthRequestEvent);
    const settled = await waitFor(actor, (snapshot) => snapshot.context.lastResult?.requestId === requestId);
    return settled.context.lastResult?.result ?? { ok: false, error: { code: 'BUSY' } };
  }

  return {
    actor,
    interceptor,
    ready: async () => {
      await waitFor(
        actor,
        (snapshot) =>
          snapshot.matches({ session: 'signedOut' }) || snapshot.matches({ session: { signedIn: 'ready' } }),
      );
    },
    login: (input) => submit('auth.login', input),
    register: (input) => submit('auth.register', input),
    requestPasswordReset: (input) => submit('auth.requestReset', input),
    resetPassword: (input) => submit('auth.resetPassword', input),
    activate: (input) => submit('auth.activate', input),
    changePassword: (input) => submit('auth.changePassword', input),
    updateProfile: (input) => submit('auth.updateProfile', input),
    setNewsletter: (subscribed) => submit('auth.newsletter', { subscribed }),
    logout: () => actor.send({ type: 'auth.logout' }),
    refetch: () => actor.send({ type: 'auth.refetch' }),
    setCheckoutSettings: (settings) =>
      actor.send({ type: 'settings.checkout', requireAccount: settings.require_account ?? null }),
    resetForm: (form) => actor.send({ type: 'form.reset', form }),
    on: (type, listener) => actor.on(type, listener as (event: AuthEmitted) => void).unsubscribe,
    getSnapshot: () => actor.getSnapshot(),
    getPersistedSnapshot: () => actor.getPersistedSnapshot(),
    stop: () => {
      for (const cleanup of cleanups.splice(0)) cleanup();
      options.client.useAuth(undefined);
      actor.stop();
    },
  };
}
