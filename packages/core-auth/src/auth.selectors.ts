/**
 * Read-only views of a session snapshot for the UI (`facade.select(selectUser, ...)`), and of the
 * token lifecycle.
 */
import type { SnapshotFrom } from 'xstate';
import { REFRESH_LOCK_FREE } from './auth.constants';
import type {
  AuthError,
  AuthForm,
  CallFailure,
  Customer,
  CustomerGroup,
  CustomerOrder,
  FieldErrors,
} from './auth.types';
import type { sessionMachine } from './session.machine';
import { refreshLock, type tokenMachine } from './token.machine';

/** A snapshot of {@link sessionMachine}. */
export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** Whether a customer is signed in (restored tokens count while the user loads). */
export const selectIsLoggedIn = (snapshot: SessionSnapshot): boolean =>
  snapshot.matches({ session: 'signedIn' });

/** The signed-in customer, once known (camelCase, 000 §3 User). */
export const selectUser = (snapshot: SessionSnapshot): Customer | null => snapshot.context.user;

/** The customer's order history, once fetched (totals in minor units). */
export const selectOrders = (snapshot: SessionSnapshot): readonly CustomerOrder[] | null =>
  snapshot.context.orders;

/** The customer's group (id and token), `null` when signed out or without a group. */
export const selectGroup = (snapshot: SessionSnapshot): CustomerGroup | null =>
  snapshot.context.user?.group ?? null;

/** Newsletter subscription: null until known (000 §4 Newsletter). */
export const selectSubscribed = (snapshot: SessionSnapshot): boolean | null => snapshot.context.subscribed;

/** Whether the session is still reading its tokens on load. */
export const selectIsRestoring = (snapshot: SessionSnapshot): boolean =>
  snapshot.matches({ session: 'restoring' });

/** Whether the user is being fetched. */
export const selectIsUserLoading = (snapshot: SessionSnapshot): boolean =>
  snapshot.matches({ session: { signedIn: 'loadingUser' } });

/** Whether the order history is being fetched. */
export const selectIsOrdersLoading = (snapshot: SessionSnapshot): boolean =>
  snapshot.matches({ session: { signedIn: 'loadingOrders' } });

/**
 * Why the customer could not be fetched (the session stays, docs/decisions/0176), until a refetch:
 * `null` while it loads or once it loaded. The customer stays `null` meanwhile, not "loading".
 */
export const selectUserError = (snapshot: SessionSnapshot): CallFailure | null => snapshot.context.userError;

/** Why the order history could not be fetched, until a refetch (`orders` stays `null` meanwhile). */
export const selectOrdersError = (snapshot: SessionSnapshot): CallFailure | null =>
  snapshot.context.ordersError;

/** The form whose request runs now, if any (000 §4 "loading flags while requests run"). */
export const selectSubmitting = (snapshot: SessionSnapshot): AuthForm | null =>
  snapshot.context.pending?.form ?? null;

/** Whether a form's request runs now. */
export const selectIsSubmitting = (snapshot: SessionSnapshot, form: AuthForm): boolean =>
  snapshot.context.pending?.form === form;

const NO_ERRORS: FieldErrors = {};

/** A form's field errors (message ids), empty when valid or not yet submitted. */
export const selectFieldErrors = (snapshot: SessionSnapshot, form: AuthForm): FieldErrors =>
  snapshot.context.fieldErrors[form] ?? NO_ERRORS;

/** The forgot mode's password-sent state (000 §2 Login). */
export const selectPasswordSent = (snapshot: SessionSnapshot): boolean => snapshot.context.passwordSent;

/** The last error of a request or of the token lifecycle. */
export const selectError = (snapshot: SessionSnapshot): AuthError | null => snapshot.context.error;

/** Whether 'You're logged out' is showing (10 s after a logout, the named delay `logoutNotice`). */
export const selectJustLoggedOut = (snapshot: SessionSnapshot): boolean =>
  snapshot.matches({ session: { signedOut: 'loggedOut' } });

/** The token lifecycle's snapshot, when the session runs one. */
export const selectTokenSnapshot = (
  snapshot: SessionSnapshot,
): SnapshotFrom<typeof tokenMachine> | undefined => snapshot.children.token?.getSnapshot();

/** The refresh lock: 0 free, 1 held, -1 failed (000 §4). */
export const selectRefreshLock = (snapshot: SessionSnapshot): -1 | 0 | 1 => {
  const token = selectTokenSnapshot(snapshot);
  return token === undefined ? REFRESH_LOCK_FREE : refreshLock(token);
};
