import type { NotificationInput } from '@vitrine/core-shop';
import type { NavigationIntent } from '@vitrine/ports';
import type { AccountRequest } from './account-requests';
import type { AuthTabMessage } from './auth.channel';
import type {
  AuthError,
  AuthForm,
  AuthResult,
  AuthTokens,
  CallFailure,
  Customer,
  CustomerOrder,
  FieldErrors,
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

/** The request running now: its id, its form, and whether it acts on the session it started in. */
export interface PendingRequest {
  readonly requestId: string;
  readonly form: AuthForm;
  /**
   * A my-account form's request (000 §6) acts on the session it started in: `'ended'` once that
   * session ended (logout, another tab, the token lifecycle) or gave way to another. Its result
   * then changes nothing of the session (000 §4 "Logout clears token, user and group"). `null`
   * for the other requests, whose sign-in starts a session of its own.
   */
  readonly session: 'current' | 'ended' | null;
}

/** Context of {@link sessionMachine}: serialisable (no functions, no secrets but the customer's data). */
export interface SessionContext {
  /** Automatic token refresh (000 §4), handed to the token lifecycle. */
  readonly autoRefresh: boolean;
  readonly user: Customer | null;
  readonly orders: readonly CustomerOrder[] | null;
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
  readonly pending: PendingRequest | null;
  readonly lastResult: SettledRequest | null;
}

/** Input of {@link sessionMachine}. */
export interface SessionInput {
  /** Automatic token refresh (000 §4; default on). */
  readonly autoRefresh?: boolean;
  /** Whether the shop's checkout requires an account (bootstrap `checkout_settings.require_account`). */
  readonly checkoutRequiresAccount?: boolean | null;
}

/** An account request (a row of `accountRequests`), tagged so a facade call finds its result. */
export interface AuthRequestEvent {
  readonly type: 'auth.request';
  readonly request: AccountRequest;
  readonly requestId?: string;
}

/** What another tab told this one (the `host` actor forwards the auth channel's messages). */
export type TabEvent =
  | { readonly type: 'tab.signedIn'; readonly tokens: AuthTokens }
  | { readonly type: 'tab.signedOut' }
  | { readonly type: 'tab.refreshed'; readonly tokens: AuthTokens }
  /**
   * The tokens storage (shared by the tabs) holds when this tab's session starts: `null` when a
   * customer logged out elsewhere since a snapshot this session was restored from was taken.
   */
  | { readonly type: 'tab.stored'; readonly tokens: AuthTokens | null };

/** Events of {@link sessionMachine}. */
export type SessionEvent =
  | AuthRequestEvent
  /** Log out: clear token, user and group, show 'You're logged out' (000 §4), tell the other tabs. */
  | { readonly type: 'auth.logout' }
  /** Fetch the user and the order history again. */
  | { readonly type: 'auth.refetch' }
  /**
   * The customer's e-mail was subscribed (true) or unsubscribed (false) to the newsletter by another
   * form (the footer's): `subscribed` follows, without a call (000 §4 Newsletter).
   */
  | { readonly type: 'auth.subscribed'; readonly subscribed: boolean }
  /** Leave a form: its field errors and the password-sent state are cleared. */
  | { readonly type: 'form.reset'; readonly form: AuthForm }
  /** The shop's checkout settings arrived (bootstrap). */
  | { readonly type: 'settings.checkout'; readonly requireAccount: boolean | null }
  /** A sign-in finished in this tab (raised after a request settled). @internal */
  | { readonly type: 'session.start'; readonly signIn: SignIn }
  | TabEvent
  | TokenExpiredEvent;

/** What the session asks of the host: the `host` actor carries it out through the ports. */
export type HostEvent =
  | { readonly type: 'navigate'; readonly intent: NavigationIntent }
  | { readonly type: 'broadcast'; readonly message: AuthTabMessage };

/** Why a session ended: `logout` by the customer here, `other-tab` by the customer elsewhere, else silently. */
export type LogoutReason = 'logout' | 'other-tab' | 'unauthorized' | TokenErrorCode;

/** What the session emits for the UI, the host and the scripting interface (`facade.on(type, ...)`). */
export type AuthEmitted =
  /** A notification for the UI's queue. */
  | { readonly type: 'notify'; readonly notification: NotificationInput }
  /** Show the sign-up modal (000 §4 steps 4 and 6). */
  | { readonly type: 'signUpRequested'; readonly reason: TokenErrorCode }
  /** A sign-in on a shop whose checkout does not require an account (000 §4; docs/decisions/0174). */
  | { readonly type: 'checkout.logout' }
  /** A failed register mentioned the password: clear the password fields (000 §5). */
  | { readonly type: 'form.passwordsCleared'; readonly form: AuthForm }
  /**
   * A customer signed in, in this tab or another (not on restore). The customer is `null` until
   * fetched when the sign-in happened in another tab.
   */
  | {
      readonly type: 'login';
      readonly customer: Customer | null;
      readonly source: 'this-tab' | 'other-tab';
    }
  /** The session ended. */
  | { readonly type: 'logout'; readonly reason: LogoutReason };
