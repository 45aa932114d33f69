import type {
  ActivateInput,
  AuthError,
  AuthForm,
  AuthNavigationIntent,
  AuthNotification,
  AuthOrder,
  AuthResult,
  AuthUser,
  CallFailure,
  ChangePasswordInput,
  CustomerGroup,
  FieldErrors,
  LoginInput,
  ProfileInput,
  RegisterInput,
  ResetPasswordInput,
  ResetRequestInput,
  SignIn,
  TokenErrorCode,
} from './auth.types';
import type { TokenExpiredEvent } from './token.machine';

/** The result of the last settled request, tagged with its id so a facade call finds its own. */
export interface SettledRequest {
  readonly requestId: string;
  readonly form: AuthForm;
  readonly result: AuthResult;
}

/** Context of {@link sessionMachine}: serialisable (no functions, no secrets but the user's data). */
export interface SessionContext {
  /** Automatic token refresh (000 §4), handed to the token lifecycle. */
  readonly autoRefresh: boolean;
  readonly user: AuthUser | null;
  readonly orders: readonly AuthOrder[] | null;
  readonly group: CustomerGroup | null;
  /** Newsletter: null until known, true after subscribe, false after unsubscribe (000 §4). */
  readonly subscribed: boolean | null;
  /** From the shop's checkout settings; null until known (docs/decisions/0174). */
  readonly checkoutRequiresAccount: boolean | null;
  readonly fieldErrors: Readonly<Partial<Record<AuthForm, FieldErrors>>>;
  /** The forgot mode's password-sent state (000 §2 Login). */
  readonly passwordSent: boolean;
  readonly userError: CallFailure | null;
  readonly ordersError: CallFailure | null;
  /** The last error of a request or of the token lifecycle. */
  readonly error: AuthError | null;
  /** The request running now. */
  readonly pending: { readonly requestId: string; readonly form: AuthForm; readonly from?: string } | null;
  readonly lastResult: SettledRequest | null;
}

/** Input of {@link sessionMachine}. */
export interface SessionInput {
  /** Automatic token refresh (000 §4; default on). */
  readonly autoRefresh?: boolean;
  /** Whether the shop's checkout requires an account (bootstrap `checkout_settings.require_account`). */
  readonly checkoutRequiresAccount?: boolean | null;
}

/** Ties a request to the facade call that sent it. */
interface Tagged {
  readonly requestId?: string;
}

/** The requests of the account forms (000 §5, §7). */
export type AuthRequestEvent =
  | ({ readonly type: 'auth.login'; readonly input: LoginInput } & Tagged)
  | ({ readonly type: 'auth.register'; readonly input: RegisterInput } & Tagged)
  | ({ readonly type: 'auth.requestReset'; readonly input: ResetRequestInput } & Tagged)
  | ({ readonly type: 'auth.resetPassword'; readonly input: ResetPasswordInput } & Tagged)
  | ({ readonly type: 'auth.activate'; readonly input: ActivateInput } & Tagged)
  | ({ readonly type: 'auth.changePassword'; readonly input: ChangePasswordInput } & Tagged)
  | ({ readonly type: 'auth.updateProfile'; readonly input: ProfileInput } & Tagged)
  | ({ readonly type: 'auth.newsletter'; readonly input: { readonly subscribed: boolean } } & Tagged);

/** Events of {@link sessionMachine}. */
export type SessionEvent =
  | AuthRequestEvent
  /** Log out: clear token, user and group, show 'You're logged out' (000 §4). */
  | { readonly type: 'auth.logout' }
  /** Fetch the user and the order history again. */
  | { readonly type: 'auth.refetch' }
  /** Leave a form: its field errors and the password-sent state are cleared. */
  | { readonly type: 'form.reset'; readonly form: AuthForm }
  /** The shop's checkout settings arrived (bootstrap). */
  | { readonly type: 'settings.checkout'; readonly requireAccount: boolean | null }
  /** A sign-in finished (raised by the request region). @internal */
  | { readonly type: 'session.start'; readonly signIn: SignIn }
  | TokenExpiredEvent;

/** What the session emits for the UI and the host (listen with `actor.on(type, ...)`). */
export type AuthEmitted =
  /** A notification for the UI's queue. */
  | { readonly type: 'notify'; readonly notification: AuthNotification }
  /** A navigation intent for the host router. */
  | { readonly type: 'navigate'; readonly intent: AuthNavigationIntent }
  /** Show the sign-up modal (000 §4 steps 4 and 6). */
  | { readonly type: 'signUpRequested'; readonly reason: TokenErrorCode }
  /** A sign-in on a shop whose checkout does not require an account (000 §4; docs/decisions/0174). */
  | { readonly type: 'checkout.logout' }
  /** A failed register mentioned the password: clear the password fields (000 §5). */
  | { readonly type: 'form.passwordsCleared'; readonly form: 'register' }
  /** A customer signed in (not on restore). */
  | { readonly type: 'session.signedIn'; readonly user: AuthUser | null }
  /** The session ended: `logout` by the customer, else silently. */
  | { readonly type: 'session.signedOut'; readonly reason: 'logout' | 'unauthorized' | TokenErrorCode };
