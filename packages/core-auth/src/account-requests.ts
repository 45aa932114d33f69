/**
 * The account requests as a table (000 §5, §7, §8): one row per request with its form, its checks,
 * its call, its failure texts, its success text and its follow-up. The session runs every row the
 * same way (`accountRequestMachine`), so a new account flow is a new row.
 */
import {
  type ApiResult,
  type Transport,
  userActivate,
  userChangePassword,
  userCreate,
  userLogin,
  userRequestResetPassword,
  userResetPassword,
  userSubscribe,
  userUnsubscribe,
  userUpdate,
} from '@vitrine/api-client';
import { isAccountLinkComplete, type NotificationInput, routePath } from '@vitrine/core-shop';
import type { MessageId } from '@vitrine/messages';
import { type NavigationIntent, success } from '@vitrine/ports';
import {
  isRefreshLockFailure,
  mentionsPassword,
  serverTextOr,
  toCallFailure,
  toOutcome,
} from './auth.failure';
import { errorNotice, successNotice } from './auth.notifications';
import type {
  ActivateInput,
  AuthError,
  AuthErrorCode,
  AuthForm,
  AuthResult,
  CallFailure,
  CallOutcome,
  ChangePasswordInput,
  Customer,
  FieldErrors,
  LoginInput,
  NewsletterInput,
  ProfileInput,
  RegisterInput,
  ResetPasswordInput,
  ResetRequestInput,
  SignIn,
} from './auth.types';
import {
  validateLogin,
  validatePasswordPair,
  validateProfile,
  validateRegister,
  validateResetRequest,
} from './auth.validation';
import { toCustomer, toSignIn, toWireAddress } from './customer.mapping';

/** The input of each account request, by kind. */
export interface AccountInputs {
  readonly login: LoginInput;
  readonly register: RegisterInput;
  readonly requestReset: ResetRequestInput;
  readonly resetPassword: ResetPasswordInput;
  readonly activate: ActivateInput;
  readonly changePassword: ChangePasswordInput;
  readonly updateProfile: ProfileInput;
  readonly newsletter: NewsletterInput;
}

/** What each account request's call gives on success, by kind. */
export interface AccountData {
  readonly login: SignIn;
  readonly register: SignIn;
  readonly requestReset: null;
  readonly resetPassword: SignIn;
  readonly activate: SignIn;
  readonly changePassword: SignIn;
  readonly updateProfile: Customer;
  readonly newsletter: null;
}

/** The kinds of account request. */
export type AccountRequestKind = keyof AccountInputs;

/** An account request: its kind and its input. */
export type AccountRequest<K extends AccountRequestKind = AccountRequestKind> = {
  readonly [P in K]: { readonly kind: P; readonly input: AccountInputs[P] };
}[K];

/** What a call knows of the session: the signed-in customer's e-mail ('' when signed out). */
export interface RequestContext {
  readonly email: string;
}

/**
 * The steps of a call: the request itself, then, for register and password change, the automatic
 * login (000 §7 "followed by an automatic login", §8).
 */
export type RequestStage = 'call' | 'signIn';

/** A call's outcome: its data, or the step that failed and why. */
export type StepOutcome<D> =
  | { readonly ok: true; readonly data: D }
  | { readonly ok: false; readonly stage: RequestStage; readonly failure: CallFailure };

/** What the session does after a request settled, besides notifying and resolving. */
export type FollowUp =
  /** A customer signed in: a fresh session with these tokens. */
  | { readonly type: 'signIn'; readonly signIn: SignIn }
  /** The platform answered with the updated customer. */
  | { readonly type: 'customer'; readonly customer: Customer }
  /**
   * The account's e-mail changed: the newsletter state and the order history are the new
   * address's, fetched again (000 §4 Newsletter; docs/decisions/0595).
   */
  | { readonly type: 'refetch' }
  /** The newsletter subscription changed (000 §4 Newsletter). */
  | { readonly type: 'subscribed'; readonly subscribed: boolean }
  /** The forgot mode's password-sent state (000 §2 Login). */
  | { readonly type: 'passwordSent' }
  /** The register form clears its password fields (000 §5). */
  | { readonly type: 'passwordsCleared' }
  /** The host router goes somewhere. */
  | { readonly type: 'navigate'; readonly intent: NavigationIntent };

/** How a failed step reads: its code, and its fallback text (the server's text wins when it sent one). */
export interface StepFailure {
  readonly code: AuthErrorCode;
  /** The fallback text of the error notification; without one, no notification. */
  readonly text?: MessageId;
  /** A success text shown before the error (the password changed, but the login after it failed). */
  readonly before?: MessageId;
  /** A reply that mentions the password clears the password fields (000 §5 Register). */
  readonly clearsPasswords?: boolean;
}

/** One account request of the table. */
export interface AccountRequestRow<I, D> {
  /** The form whose field errors and loading flag the request uses. */
  readonly form: AuthForm;
  /** Only for a signed-in customer (the my-account forms, 000 §6). */
  readonly needsSignIn?: boolean;
  /** The form's rules (000 §5): field → message id. */
  readonly validate?: (input: I) => FieldErrors;
  /** For a link route: the path of an incomplete link (page-not-found, 000 §5), else `undefined`. */
  readonly incompleteLink?: (input: I) => string | undefined;
  /** The platform call(s) (000 §7). */
  readonly call: (transport: Transport, input: I, context: RequestContext) => Promise<StepOutcome<D>>;
  /** Failure texts by step. */
  readonly failures: { readonly call: StepFailure; readonly signIn?: StepFailure };
  /** The success text, if any (000 §8). */
  readonly success?: (input: I) => MessageId | undefined;
  /** What the session does on success. */
  readonly followUp: (data: D, input: I, context: RequestContext) => readonly FollowUp[];
  /** What the session does on failure. */
  readonly failureFollowUp?: (input: I) => readonly FollowUp[];
}

/** The whole table's type: one row per kind. */
export type AccountRequestTable = {
  readonly [K in AccountRequestKind]: AccountRequestRow<AccountInputs[K], AccountData[K]>;
};

/** A one-step call's outcome. */
const single = <D>(outcome: CallOutcome<D>): StepOutcome<D> =>
  outcome.ok ? outcome : { ok: false, stage: 'call', failure: outcome.failure };

/** A `{ success }` answer counts unless it says `success: false` (000 §7). */
function accepted(
  result: ApiResult<{ readonly success?: boolean | undefined; readonly result?: unknown }>,
): StepOutcome<null> {
  if (!result.ok) return { ok: false, stage: 'call', failure: toCallFailure(result.failure) };
  const answer = result.data;
  if (answer.success !== false) return { ok: true, data: null };
  return {
    ok: false,
    stage: 'call',
    failure: {
      kind: 'http',
      statusCode: 200,
      ...(typeof answer.result === 'string' ? { message: answer.result } : {}),
    },
  };
}

/** POST login (000 §7), the e-mail as username. */
async function login(transport: Transport, input: LoginInput): Promise<CallOutcome<SignIn>> {
  return toOutcome(
    await transport.send(userLogin, { body: { username: input.email.trim(), password: input.password } }),
    (data) => toSignIn(data.result),
  );
}

/** A first step, then the automatic login with the same e-mail and password. */
async function thenSignIn(
  transport: Transport,
  first: StepOutcome<unknown>,
  credentials: LoginInput,
): Promise<StepOutcome<SignIn>> {
  if (!first.ok) return first;
  const signedIn = await login(transport, credentials);
  return signedIn.ok ? signedIn : { ok: false, stage: 'signIn', failure: signedIn.failure };
}

const signedIn = (signIn: SignIn): readonly FollowUp[] => [{ type: 'signIn', signIn }];

/** One address, as the platform compares them (trimmed, any case). */
const sameEmail = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();
/**
 * 000 §8 Reset and activation success: go to /my-account, in place of the link's page. The link's
 * token is used: Back to it would send it again (an activation's 404 shows page-not-found).
 */
const toMyAccount: FollowUp = {
  type: 'navigate',
  intent: { type: 'route', route: 'my-account', replace: true },
};
const loginFailed: StepFailure = { code: 'LOGIN_FAILED', text: 'auth.login_error' };

/** The path of an account link from its parts (the not-found intent's `from`), by core-shop's route table. */
function linkPath(
  route: 'activate-account' | 'reset-password',
  params: Readonly<Record<string, string | undefined>>,
): string {
  const present: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) if (value !== undefined) present[name] = value;
  return routePath(route, present);
}

/** The activation link's path (the not-found intent's `from`). */
const activationPath = (input: ActivateInput): string =>
  linkPath('activate-account', { customerID: input.customerId, activationToken: input.activationToken });

/**
 * Every account request (000 §5, §7, §8). Adding a flow is adding a row here (and its input and
 * data types above).
 */
export const accountRequests: AccountRequestTable = {
  // 000 §8: 'You are logged in!' for 10 s, or the server text / 'Error while sign-in'.
  login: {
    form: 'login',
    validate: validateLogin,
    call: async (transport, input) => single(await login(transport, input)),
    failures: { call: loginFailed },
    success: () => 'auth.logged_in',
    followUp: signedIn,
  },
  // 000 §7 "followed by an automatic login"; 000 §5 a reply mentioning password clears the password fields.
  register: {
    form: 'register',
    validate: validateRegister,
    call: async (transport, input) => {
      const created = await transport.send(userCreate, {
        body: {
          customer: {
            email: input.email.trim(),
            firstname: input.firstName.trim(),
            lastname: input.lastName.trim(),
          },
          password: input.password,
        },
      });
      const first: StepOutcome<null> = created.ok
        ? { ok: true, data: null }
        : { ok: false, stage: 'call', failure: toCallFailure(created.failure) };
      return thenSignIn(transport, first, input);
    },
    failures: {
      call: { code: 'REGISTER_FAILED', text: 'auth.register_error', clearsPasswords: true },
      signIn: loginFailed,
    },
    success: () => 'auth.logged_in',
    followUp: signedIn,
  },
  // 000 §2 Login forgot mode: a password-sent state; 000 §8 'Error while sending reset password e-mail'.
  requestReset: {
    form: 'resetRequest',
    validate: validateResetRequest,
    call: async (transport, input) =>
      accepted(await transport.send(userRequestResetPassword, { body: { email: input.email.trim() } })),
    failures: { call: { code: 'RESET_REQUEST_FAILED', text: 'auth.reset_request_error' } },
    followUp: () => [{ type: 'passwordSent' }],
  },
  // 000 §8 Reset success: the text, then my-account; failure: server text or 'Password reset error.'.
  resetPassword: {
    form: 'resetPassword',
    incompleteLink: ({ customerId, resetToken }) =>
      isAccountLinkComplete(customerId, resetToken)
        ? undefined
        : linkPath('reset-password', { customerID: customerId, resetToken }),
    validate: validatePasswordPair,
    call: async (transport, input) =>
      single(
        toOutcome(
          await transport.send(userResetPassword, {
            body: {
              customer_id: input.customerId ?? '',
              reset_token: input.resetToken ?? '',
              password: input.password,
            },
          }),
          (data) => toSignIn(data.result),
        ),
      ),
    failures: { call: { code: 'RESET_FAILED', text: 'auth.reset_error' } },
    success: () => 'auth.reset_success',
    followUp: (signIn) => [...signedIn(signIn), toMyAccount],
  },
  // 000 §8 Activation: non-200 goes to page-not-found; success goes to my-account.
  activate: {
    form: 'activate',
    incompleteLink: (input) =>
      isAccountLinkComplete(input.customerId, input.activationToken) ? undefined : activationPath(input),
    call: async (transport, input) =>
      single(
        toOutcome(
          await transport.send(userActivate, {
            body: { customer_id: input.customerId ?? '', active_token: input.activationToken ?? '' },
          }),
          (data) => toSignIn(data.result),
        ),
      ),
    failures: { call: { code: 'ACTIVATION_FAILED' } },
    followUp: (signIn) => [...signedIn(signIn), toMyAccount],
    failureFollowUp: (input) => [
      { type: 'navigate', intent: { type: 'not-found', from: activationPath(input) } },
    ],
  },
  // 000 §8 Password change: 'Password has successfully been changed', then the automatic login.
  changePassword: {
    form: 'changePassword',
    needsSignIn: true,
    validate: validatePasswordPair,
    call: async (transport, input, context) =>
      thenSignIn(
        transport,
        accepted(await transport.send(userChangePassword, { body: { newPassword: input.password } })),
        { email: context.email, password: input.password },
      ),
    failures: {
      call: { code: 'PASSWORD_CHANGE_FAILED', text: 'auth.password_change_error' },
      signIn: { ...loginFailed, before: 'auth.password_changed' },
    },
    success: () => 'auth.password_changed',
    followUp: signedIn,
  },
  // 000 §8 Account update success: 'Account data has successfully been updated'.
  updateProfile: {
    form: 'profile',
    needsSignIn: true,
    validate: validateProfile,
    call: async (transport, input) =>
      single(
        toOutcome(
          await transport.send(userUpdate, {
            body: {
              customer: {
                firstname: input.firstName.trim(),
                lastname: input.lastName.trim(),
                ...(input.email === undefined ? {} : { email: input.email.trim() }),
                ...(input.acceptsMarketing === undefined
                  ? {}
                  : { accepts_marketing: input.acceptsMarketing }),
                ...(input.addresses === undefined ? {} : { addresses: input.addresses.map(toWireAddress) }),
              },
            },
          }),
          (data) => toCustomer(data.result),
        ),
      ),
    failures: { call: { code: 'UPDATE_FAILED', text: 'auth.account_update_error' } },
    success: () => 'auth.account_updated',
    // 000 §4 Newsletter: the subscription is the address's, and POST /me's answer does not say it;
    // decision 0595: a new e-mail is not proven, so the old one's guest orders leave the history.
    followUp: (customer, _, context) => [
      { type: 'customer', customer },
      ...(sameEmail(customer.email, context.email) ? [] : [{ type: 'refetch' } as const]),
    ],
  },
  // 000 §4 Newsletter: subscribed becomes true after subscribe, false after unsubscribe.
  newsletter: {
    form: 'newsletter',
    needsSignIn: true,
    call: async (transport, input, context) =>
      accepted(
        await transport.send(input.subscribed ? userSubscribe : userUnsubscribe, {
          body: { email: context.email },
        }),
      ),
    failures: { call: { code: 'NEWSLETTER_FAILED', text: 'auth.account_update_error' } },
    success: (input) => (input.subscribed ? 'newsletter.subscribed' : undefined),
    followUp: (_, input) => [{ type: 'subscribed', subscribed: input.subscribed }],
  },
};

/** The row of a request. */
export function rowOf<K extends AccountRequestKind>(
  request: AccountRequest<K>,
): AccountRequestRow<AccountInputs[K], AccountData[K]> {
  return accountRequests[request.kind];
}

/** The form of a request. */
export function formOf<K extends AccountRequestKind>(request: AccountRequest<K>): AuthForm {
  return rowOf(request).form;
}

/** The field errors of a request's input (none for a row without rules). */
export function fieldErrorsOf<K extends AccountRequestKind>(request: AccountRequest<K>): FieldErrors {
  return rowOf(request).validate?.(request.input) ?? {};
}

/** The path of a request's incomplete account link, or `undefined` (000 §5). */
export function incompleteLinkOf<K extends AccountRequestKind>(
  request: AccountRequest<K>,
): string | undefined {
  return rowOf(request).incompleteLink?.(request.input);
}

/** Whether a request needs a signed-in customer (000 §6). */
export function needsSignIn(request: AccountRequest): boolean {
  return rowOf(request).needsSignIn === true;
}

/** The platform calls of every row, by kind (tests pass fakes with the same shape). */
export type AccountCalls = {
  readonly [K in AccountRequestKind]: (
    input: AccountInputs[K],
    context: RequestContext,
  ) => Promise<StepOutcome<AccountData[K]>>;
};

/** The calls of the table's rows over a transport. */
export function accountCalls(transport: Transport): AccountCalls {
  const bind = <K extends AccountRequestKind>(kind: K) => {
    const row: AccountRequestRow<AccountInputs[K], AccountData[K]> = accountRequests[kind];
    return (input: AccountInputs[K], context: RequestContext) => row.call(transport, input, context);
  };
  const calls: Partial<Record<AccountRequestKind, unknown>> = {};
  for (const kind of Object.keys(accountRequests) as AccountRequestKind[]) calls[kind] = bind(kind);
  return calls as AccountCalls;
}

/** How a request settled: its result, the notifications to show, and what the session does next. */
export interface Settlement {
  readonly result: AuthResult;
  readonly notifications: readonly NotificationInput[];
  readonly followUps: readonly FollowUp[];
}

/** A rejected call (a bug or a wiring mistake) as a failure value. */
export const thrown = (error: unknown): CallFailure => ({
  kind: 'js_exception',
  message: error instanceof Error ? error.message : String(error),
});

/** A failed step of a row, settled: the error, its notifications, its follow-ups. */
function settleFailure<I, D>(
  row: AccountRequestRow<I, D>,
  input: I,
  stage: RequestStage,
  failure: CallFailure,
): Settlement {
  const step = (stage === 'signIn' ? row.failures.signIn : undefined) ?? row.failures.call;
  const notifications: NotificationInput[] = [];
  if (step.before !== undefined) notifications.push(successNotice(step.before));
  // 000 §4 Token lifecycle step 4: a request the failed refresh lock refused was logged out
  // silently; it shows no error (docs/decisions/0172).
  const shown =
    step.text === undefined || isRefreshLockFailure(failure) ? undefined : serverTextOr(failure, step.text);
  if (shown !== undefined) notifications.push(errorNotice(shown));
  const clearPasswords = step.clearsPasswords === true && mentionsPassword(failure);
  const error: AuthError = {
    code: step.code,
    ...(step.text === undefined ? {} : { message: step.text }),
    ...(shown !== undefined && 'text' in shown ? { serverText: shown.text } : {}),
    ...(failure.statusCode === undefined ? {} : { statusCode: failure.statusCode }),
    ...(clearPasswords ? { clearPasswords } : {}),
  };
  return {
    result: { ok: false, error },
    notifications,
    followUps: [
      ...(row.failureFollowUp?.(input) ?? []),
      ...(clearPasswords ? [{ type: 'passwordsCleared' } as const] : []),
    ],
  };
}

/**
 * Runs one request's call and settles it by its row: never rejects (a rejected call settles as a
 * failure with the row's fallback text).
 */
export async function runAccountRequest<K extends AccountRequestKind>(
  calls: AccountCalls,
  request: AccountRequest<K>,
  context: RequestContext,
): Promise<Settlement> {
  const row = rowOf(request);
  const call: AccountCalls[K] = calls[request.kind];
  let outcome: StepOutcome<AccountData[K]>;
  try {
    outcome = await call(request.input, context);
  } catch (error) {
    return settleFailure(row, request.input, 'call', thrown(error));
  }
  if (!outcome.ok) return settleFailure(row, request.input, outcome.stage, outcome.failure);
  const text = row.success?.(request.input);
  return {
    result: success(undefined),
    notifications: text === undefined ? [] : [successNotice(text)],
    followUps: row.followUp(outcome.data, request.input, context),
  };
}

/** A request that never ran (its actor failed) settled as a failure of its first step. */
export function settleThrown(request: AccountRequest, error: unknown): Settlement {
  return settleFailure(rowOf(request), request.input, 'call', thrown(error));
}
