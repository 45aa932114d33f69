/**
 * @packageDocumentation
 * The parts of core-auth below the facade, for `@vitrine/sdk`, tests and tools: the machines, the
 * actors over a transport, the account-request table, the interceptor, the wire mapping and the
 * channel messages. Not a stable API.
 * @internal
 */
export { accountRequestActor, accountRequestMachine } from './account-request.machine';
export type { AccountRequestContext, AccountRequestInput } from './account-request.machine';
export {
  accountCalls,
  accountRequests,
  fieldErrorsOf,
  formOf,
  incompleteLinkOf,
  needsSignIn,
  rowOf,
  runAccountRequest,
  settleThrown,
} from './account-requests';
export type {
  AccountCalls,
  AccountData,
  AccountInputs,
  AccountRequest,
  AccountRequestKind,
  AccountRequestRow,
  AccountRequestTable,
  FollowUp,
  RequestContext,
  RequestStage,
  Settlement,
  StepFailure,
  StepOutcome,
} from './account-requests';
export { authActors } from './auth.actors';
export type { AuthPorts } from './auth.actors';
export { authChannel, isAuthTabMessage } from './auth.channel';
export type { AuthTabMessage } from './auth.channel';
export {
  isUnauthorized,
  mentionsPassword,
  refreshLockFailure,
  serverTextOr,
  toCallFailure,
  toOutcome,
} from './auth.failure';
export { createAuthInterceptor } from './auth.interceptor';
export type { TokenActorRef } from './auth.interceptor';
export { errorNotice, loggedOutNotice, refreshAttemptsNotice, successNotice } from './auth.notifications';
export type { CallFailure, CallOutcome, SignIn } from './auth.types';
export {
  toCustomer,
  toCustomerAddress,
  toCustomerOrder,
  toMoney,
  toSignIn,
  toWireAddress,
} from './customer.mapping';
export { sessionMachine } from './session.machine';
export type {
  AuthRequestEvent,
  HostEvent,
  PendingRequest,
  SessionContext,
  SessionEvent,
  SessionInput,
  SettledRequest,
  TabEvent,
} from './session.types';
export { refreshLock, tokenDecision, tokenMachine } from './token.machine';
export type {
  RefreshInput,
  RefreshOutcome,
  StoreTokensEvent,
  TokenContext,
  TokenEmitted,
  TokenEvent,
  TokenExpiredEvent,
  TokenInput,
} from './token.machine';
export { clearTokens, readTokens, writeTokens } from './token-storage';
