import {
  type Auth,
  type AuthError,
  type AuthForm,
  type CallFailure,
  type Customer,
  type CustomerOrder,
  type FieldErrors,
  type SessionSnapshot,
  selectError,
  selectIsLoggedIn,
  selectIsRestoring,
  selectOrders,
  selectOrdersError,
  selectPasswordSent,
  selectSubmitting,
  selectSubscribed,
  selectUser,
  selectUserError,
} from '@vitrine/core-auth';
import { useStorefront } from '../context';
import { shallowEqual, useFacadeSelector } from '../select';

/** What {@link useCustomer} returns. */
export interface CustomerState {
  /** `restoring` until the stored session is known; then `signed-in` or `guest`. */
  readonly status: 'restoring' | 'signed-in' | 'guest';
  readonly customer: Customer | null;
  readonly orders: readonly CustomerOrder[] | null;
  /** Why the customer could not be fetched (`customer` stays `null`, not loading); `refetch()` tries again. */
  readonly userError: CallFailure | null;
  /** Why the order history could not be fetched (`orders` stays `null`, not loading); `refetch()` tries again. */
  readonly ordersError: CallFailure | null;
  readonly subscribed: boolean | null;
  /** The form being submitted (login, register...), or `null`. */
  readonly submitting: AuthForm | null;
  /** The forgotten-password request was sent (000 §5 the password-sent state). */
  readonly passwordSent: boolean;
  readonly error: AuthError | null;
  /** Field errors of the last submit, by field, for `form`. */
  readonly fieldErrors: (form: AuthForm) => FieldErrors;
  readonly login: Auth['login'];
  readonly register: Auth['register'];
  readonly logout: Auth['logout'];
  readonly requestPasswordReset: Auth['requestPasswordReset'];
  readonly resetPassword: Auth['resetPassword'];
  readonly activate: Auth['activate'];
  readonly changePassword: Auth['changePassword'];
  readonly updateProfile: Auth['updateProfile'];
  readonly setNewsletter: Auth['setNewsletter'];
  readonly refetch: Auth['refetch'];
  readonly resetForm: Auth['resetForm'];
}

const selectCustomerSlice = (snapshot: SessionSnapshot) => ({
  status: selectIsRestoring(snapshot)
    ? ('restoring' as const)
    : selectIsLoggedIn(snapshot)
      ? ('signed-in' as const)
      : ('guest' as const),
  customer: selectUser(snapshot),
  orders: selectOrders(snapshot),
  userError: selectUserError(snapshot),
  ordersError: selectOrdersError(snapshot),
  subscribed: selectSubscribed(snapshot),
  submitting: selectSubmitting(snapshot),
  passwordSent: selectPasswordSent(snapshot),
  error: selectError(snapshot),
  fieldErrorsOf: snapshot.context.fieldErrors,
});

/**
 * The customer's session (000 §4–§5): who is signed in, their orders and newsletter state, the
 * account forms' progress and errors, and every account verb (each resolves to a result).
 */
export function useCustomer(): CustomerState {
  const { customer } = useStorefront();
  const { fieldErrorsOf, ...slice } = useFacadeSelector(customer, selectCustomerSlice, shallowEqual);
  return {
    ...slice,
    fieldErrors: (form) => (fieldErrorsOf as Readonly<Record<string, FieldErrors>>)[form] ?? {},
    login: customer.login,
    register: customer.register,
    logout: customer.logout,
    requestPasswordReset: customer.requestPasswordReset,
    resetPassword: customer.resetPassword,
    activate: customer.activate,
    changePassword: customer.changePassword,
    updateProfile: customer.updateProfile,
    setNewsletter: customer.setNewsletter,
    refetch: customer.refetch,
    resetForm: customer.resetForm,
  };
}
