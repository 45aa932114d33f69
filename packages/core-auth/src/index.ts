/**
 * @packageDocumentation
 * Customer auth for the Vitrine storefront SDK: the token lifecycle with its refresh lock shared by
 * every request (000 §4), the account session across tabs (000 §4, 001 §4), and register, login,
 * reset, activation, password change, profile and newsletter with the spec's rules and texts
 * (000 §5, §8), behind the facade contract of `@vitrine/ports`. Machines, actors and the request
 * table are under `@vitrine/core-auth/internal`.
 */

// The facade (DESIGN "One public shape")
export { AUTH_SNAPSHOT_VERSION, authFacade, authInput, authLogic, createAuth } from './auth.facade';
export type { Auth, AuthActorRef, AuthLogic, AuthOptions, AuthPortsOption } from './auth.facade';
export type { AuthEmitted, LogoutReason } from './session.types';

// Selectors
export {
  selectError,
  selectFieldErrors,
  selectGroup,
  selectIsLoggedIn,
  selectIsOrdersLoading,
  selectIsRestoring,
  selectIsSubmitting,
  selectIsUserLoading,
  selectJustLoggedOut,
  selectOrders,
  selectOrdersError,
  selectPasswordSent,
  selectRefreshLock,
  selectSubmitting,
  selectSubscribed,
  selectTokenSnapshot,
  selectUser,
  selectUserError,
} from './auth.selectors';
export type { SessionSnapshot } from './auth.selectors';

// Shapes
export type {
  ActivateInput,
  AuthError,
  AuthErrorCode,
  AuthForm,
  AuthResult,
  AuthTokens,
  CallFailure,
  ChangePasswordInput,
  Customer,
  CustomerAddress,
  CustomerGroup,
  CustomerOrder,
  CustomerShipment,
  FieldErrors,
  LoginInput,
  Money,
  NewsletterInput,
  ProfileInput,
  RegisterInput,
  ResetPasswordInput,
  ResetRequestInput,
  TokenErrorCode,
} from './auth.types';

// Pure rules (000 §5); the e-mail and account-link rules are @vitrine/core-shop's
export {
  hasFieldErrors,
  letterCount,
  validateFirstName,
  validateLogin,
  validateNewsletterEmail,
  validatePasswordPair,
  validateProfile,
  validateRegister,
  validateResetRequest,
} from './auth.validation';

// Constants (000 §4, §5, §9)
export {
  AUTH_CHANNEL_NAME,
  CLEAR_STORAGE_COMMAND,
  PASSWORD_MIN_LENGTH,
  REFRESH_LOCK_FAILED,
  REFRESH_LOCK_FREE,
  REFRESH_LOCK_HELD,
  REFRESH_LOCK_NAME,
  REFRESH_WAIT_MS,
  UNAUTHORIZED_STATUS,
  USER_REFRESH_TOKEN_KEY,
  USER_TOKEN_KEY,
} from './auth.constants';
