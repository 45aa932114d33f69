import {
  type ApiResult,
  type Session,
  type Transport,
  userActivate,
  userChangePassword,
  userCreate,
  userLogin,
  userMe,
  userOrderHistory,
  userRefresh,
  userRequestResetPassword,
  userResetPassword,
  userSubscribe,
  userUnsubscribe,
  userUpdate,
} from '@vitrine/api-client';
import { fromPromise } from 'xstate';
import { REFRESH_LOCK_NAME } from './auth.constants';
import { toCallFailure, toOutcome } from './auth.failure';
import {
  createMemoryLock,
  createMemoryStorage,
  type LockPort,
  type StoragePort,
  type TokenChannel,
} from './auth.ports';
import type {
  AuthOrder,
  AuthTokens,
  AuthUser,
  CallFailure,
  CallOutcome,
  ChangePasswordInput,
  LoginInput,
  ProfileInput,
  RegisterInput,
  ResetRequestInput,
  SignIn,
} from './auth.types';
import { type RefreshInput, type RefreshOutcome, tokenMachine } from './token.machine';
import { readTokens, writeTokens } from './token-storage';

/** The ports the actors use. Each defaults to an in-memory one (a single tab, nothing kept). */
export interface AuthActorPorts {
  readonly storage?: StoragePort;
  readonly lock?: LockPort;
  readonly channel?: TokenChannel;
}

/** Input of `resetPassword`: the link's customer id and token, and the new password (000 §7). */
export interface ResetPasswordRequest {
  readonly customerId: string;
  readonly resetToken: string;
  readonly password: string;
}

/** Input of `activate`: the link's customer id and token (000 §7). */
export interface ActivateRequest {
  readonly customerId: string;
  readonly activationToken: string;
}

/** Input of `changePasswordAndSignIn`: the customer's e-mail and the new password. */
export interface ChangePasswordRequest extends Pick<ChangePasswordInput, 'password'> {
  readonly email: string;
}

/** A call of two steps (register then login; change password then login): which step failed. */
export type TwoStepOutcome<S extends string> =
  | { readonly ok: true; readonly data: SignIn }
  | { readonly ok: false; readonly stage: S; readonly failure: CallFailure };

/** A login answer as a sign-in. */
const signInOf = (session: Session): SignIn => ({
  tokens: { token: session.token, refreshToken: session.refresh_token },
  user: session.user,
});

/** A `{ success }` answer counts unless it says `success: false` (000 §7). */
const accepted = (answer: { readonly success?: boolean | undefined }): boolean => answer.success !== false;

function acceptedOutcome(
  result: ApiResult<{ readonly success?: boolean | undefined; readonly result?: unknown }>,
): CallOutcome<null> {
  if (!result.ok) return { ok: false, failure: toCallFailure(result.failure) };
  const answer = result.data;
  return accepted(answer)
    ? { ok: true, data: null }
    : {
        ok: false,
        failure: {
          kind: 'http',
          statusCode: 200,
          ...(typeof answer.result === 'string' ? { message: answer.result } : {}),
        },
      };
}

/**
 * The named actors of {@link sessionMachine} and {@link tokenMachine} over the api-client: provide
 * them with `sessionMachine.provide({ actors: authActors(client, ports) })`.
 *
 * @remarks
 * Every actor resolves to an outcome value and never rejects. `refreshTokens` runs under the
 * cross-tab {@link LockPort}: inside the lock it first looks whether another tab stored newer
 * tokens (then it takes them and calls nothing), else it trades the refresh token, stores the
 * new tokens and broadcasts them on the {@link TokenChannel} before the lock is released.
 *
 * @example
 * ```ts
 * const session = createActor(sessionMachine.provide({ actors: authActors(client, { storage }) }), { input: {} });
 * ```
 */
export function authActors(client: Transport, ports: AuthActorPorts = {}) {
  const storage = ports.storage ?? createMemoryStorage();
  const lock = ports.lock ?? createMemoryLock();
  const { channel } = ports;

  const refreshTokens = fromPromise<RefreshOutcome, RefreshInput>(({ input, signal }) =>
    lock.request(REFRESH_LOCK_NAME, async (): Promise<RefreshOutcome> => {
      // Stopped while queued (another tab's tokens arrived): spend nothing.
      if (signal.aborted) return { ok: false, failure: { kind: 'aborted' } };
      const stored = readTokens(storage);
      if (stored !== null && stored.token !== input.token)
        return { ok: true, tokens: stored, source: 'peer' };
      const result = await client.send(userRefresh, { body: { refreshToken: input.refreshToken } });
      if (!result.ok) return { ok: false, failure: toCallFailure(result.failure) };
      const tokens: AuthTokens = {
        token: result.data.result.token,
        refreshToken: result.data.result.refresh_token,
      };
      writeTokens(storage, tokens);
      channel?.publish(tokens);
      return { ok: true, tokens, source: 'server' };
    }),
  );

  const login = async (input: LoginInput): Promise<CallOutcome<SignIn>> =>
    toOutcome(
      await client.send(userLogin, { body: { username: input.email.trim(), password: input.password } }),
      (data) => signInOf(data.result),
    );

  return {
    /** The token lifecycle, with its refresh over the platform. */
    tokenLifecycle: tokenMachine.provide({ actors: { refreshTokens } }),
    /** 000 §4: the tokens kept by the last visit. */
    restoreTokens: fromPromise<AuthTokens | null, void>(async () => readTokens(storage)),
    /** GET me (000 §7). */
    fetchUser: fromPromise<CallOutcome<AuthUser>, void>(async ({ signal }) =>
      toOutcome(await client.send(userMe, {}, { signal }), (data) => data.result),
    ),
    /** GET order-history (000 §7). */
    fetchOrders: fromPromise<CallOutcome<readonly AuthOrder[]>, void>(async ({ signal }) =>
      toOutcome(await client.send(userOrderHistory, {}, { signal }), (data) => data.result),
    ),
    /** POST login (000 §7), the e-mail as username. */
    login: fromPromise<CallOutcome<SignIn>, LoginInput>(({ input }) => login(input)),
    /** POST create, then the automatic login (000 §7 "followed by an automatic login"). */
    registerAndSignIn: fromPromise<TwoStepOutcome<'register' | 'login'>, RegisterInput>(async ({ input }) => {
      const created = await client.send(userCreate, {
        body: {
          customer: {
            email: input.email.trim(),
            firstname: input.firstName.trim(),
            lastname: input.lastName.trim(),
          },
          password: input.password,
        },
      });
      if (!created.ok) return { ok: false, stage: 'register', failure: toCallFailure(created.failure) };
      const signedIn = await login({ email: input.email, password: input.password });
      return signedIn.ok ? signedIn : { ok: false, stage: 'login', failure: signedIn.failure };
    }),
    /** POST request-reset-password (000 §7). */
    requestReset: fromPromise<CallOutcome<null>, ResetRequestInput>(async ({ input }) =>
      acceptedOutcome(await client.send(userRequestResetPassword, { body: { email: input.email.trim() } })),
    ),
    /** POST reset-password (000 §7); the answer signs the customer in. */
    resetPassword: fromPromise<CallOutcome<SignIn>, ResetPasswordRequest>(async ({ input }) =>
      toOutcome(
        await client.send(userResetPassword, {
          body: { customer_id: input.customerId, reset_token: input.resetToken, password: input.password },
        }),
        (data) => signInOf(data.result),
      ),
    ),
    /** POST activate (000 §7); the answer signs the customer in. */
    activate: fromPromise<CallOutcome<SignIn>, ActivateRequest>(async ({ input }) =>
      toOutcome(
        await client.send(userActivate, {
          body: { customer_id: input.customerId, active_token: input.activationToken },
        }),
        (data) => signInOf(data.result),
      ),
    ),
    /** POST changePassword (000 §7), then the automatic login with the new password (000 §8). */
    changePasswordAndSignIn: fromPromise<TwoStepOutcome<'change' | 'login'>, ChangePasswordRequest>(
      async ({ input }) => {
        const changed = acceptedOutcome(
          await client.send(userChangePassword, { body: { newPassword: input.password } }),
        );
        if (!changed.ok) return { ok: false, stage: 'change', failure: changed.failure };
        const signedIn = await login({ email: input.email, password: input.password });
        return signedIn.ok ? signedIn : { ok: false, stage: 'login', failure: signedIn.failure };
      },
    ),
    /** POST me: the profile (000 §7 "a POST updates the customer"). */
    updateProfile: fromPromise<CallOutcome<AuthUser>, ProfileInput>(async ({ input }) =>
      toOutcome(
        await client.send(userUpdate, {
          body: {
            customer: {
              firstname: input.firstName.trim(),
              lastname: input.lastName.trim(),
              ...(input.email === undefined ? {} : { email: input.email.trim() }),
              ...(input.acceptsMarketing === undefined ? {} : { accepts_marketing: input.acceptsMarketing }),
              ...(input.addresses === undefined ? {} : { addresses: [...input.addresses] }),
            },
          },
        }),
        (data) => data.result,
      ),
    ),
    /** POST subscribe (000 §7). */
    subscribeNewsletter: fromPromise<CallOutcome<null>, { readonly email: string }>(async ({ input }) =>
      acceptedOutcome(await client.send(userSubscribe, { body: { email: input.email } })),
    ),
    /** DELETE subscribe (000 §7). */
    unsubscribeNewsletter: fromPromise<CallOutcome<null>, { readonly email: string }>(async ({ input }) =>
      acceptedOutcome(await client.send(userUnsubscribe, { body: { email: input.email } })),
    ),
  };
}
