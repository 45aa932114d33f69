/**
 * @packageDocumentation
 * Customer auth for the Vitrine storefront SDK: the token lifecycle with its refresh lock shared by
 * every request (000 §4), the account session (000 §4, 001 §4), and register, login, reset,
 * activation, password change, profile and newsletter with the spec's rules and texts (000 §5, §8).
 */
export { accountLinkPath, isAccountLinkComplete } from './account-link';
export { authActors } from './auth.actors';
export type {
  ActivateRequest,
  AuthActorPorts,
  ChangePasswordRequest,
  ResetPasswordRequest,
  TwoStepOutcome,
} from './auth.actors';
export {
  ACTIVATE_ACCOUNT_PATH,
  CLEAR_STORAGE_COMMAND,
  DEFAULT_NOTICE_MS,
  FIRST_NAME_MIN_LENGTH,
  HOME_PATH,
  LOGOUT_NOTICE_MS,
  MY_ACCOUNT_PATH,
  PASSWORD_MIN_LENGTH,
  REFRESH_LOCK_FAILED,
  REFRESH_LOCK_FREE,
  REFRESH_LOCK_HELD,
  REFRESH_LOCK_NAME,
  REFRESH_MAX_ATTEMPTS,
  REFRESH_WAIT_MS,
  RESET_PASSWORD_PATH,
  SUCCESS_NOTICE_MS,
  UNAUTHORIZED_STATUS,
  USER_REFRESH_TOKEN_KEY,
  USER_TOKEN_KEY,
} from './auth.constants';
export { createAuth } from './auth.facade';
export type { Auth, AuthClock, AuthListener, AuthOptions } from './auth.facade';
export {
  isUnauthorized,
  mentionsPassword,
  refreshLockFailure,
  serverTextOr,
  toCallFailure,
  toOutcome,
} from './auth.failure';
export { fieldErrorsOf, formOf, incompleteLinkPath, needsSignIn } from './auth.forms';
export { createAuthInterceptor } from './auth.interceptor';
export type { TokenActorRef } from './auth.interceptor';
export { errorNotice, loggedOutNotice, refreshAttemptsNotice, successNotice } from './auth.notifications';
export { createMemoryLock, createMemoryStorage, createMemoryTokenChannel } from './auth.ports';
export type { LockPort, Navigate, StoragePort, TokenChannel } from './auth.ports';
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
  selectPasswordSent,
  selectRefreshLock,
  selectSubmitting,
  selectSubscribed,
  selectTokenSnapshot,
  selectUser,
} from './auth.selectors';
export type { SessionSnapshot } from './auth.selectors';
export type {
  ActivateInput,
  AuthError,
  AuthErrorCode,
  AuthForm,
  AuthNavigationIntent,
  AuthNotification,
  AuthNotificationAction,
  AuthNotificationType,
  AuthOrder,
  AuthResult,
  AuthTokens,
  AuthUser,
  CallFailure,
  CallOutcome,
  ChangePasswordInput,
  CustomerGroup,
  FieldErrors,
  LoginInput,
  MessageRef,
  ProfileInput,
  RegisterInput,
  ResetPasswordInput,
  ResetRequestInput,
  SignIn,
  TokenErrorCode,
} from './auth.types';
export {
  hasFieldErrors,
  isEmail,
  letterCount,
  validateLogin,
  validateNewsletterEmail,
  validatePasswordPair,
  validateProfile,
  validateRegister,
  validateResetRequest,
} from './auth.validation';
export { sessionMachine } from './session.machine';
export type {
  AuthEmitted,
  AuthRequestEvent,
  SessionContext,
  SessionEvent,
  SessionInput,
  SettledRequest,
} from './session.types';
export { refreshLock, tokenDecision, tokenMachine } from './token.machine';
export type {
  RefreshInput,
  RefreshOutcome,
  TokenContext,
  TokenEmitted,
  TokenEvent,
  TokenExpiredEvent,
  TokenInput,
} from './token.machine';
export { clearTokens, readTokens, writeTokens } from './token-storage';
