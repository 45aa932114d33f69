/**
 * Which form a request belongs to and what its validation says (000 §5), as pure functions the
 * session machine's guards call.
 */
import { ACTIVATE_ACCOUNT_PATH, RESET_PASSWORD_PATH } from './auth.constants';
import type { AuthForm, FieldErrors } from './auth.types';
import { accountLinkPath, isAccountLinkComplete } from './account-link';
import type { AuthRequestEvent } from './session.types';
import {
  validateLogin,
  validatePasswordPair,
  validateProfile,
  validateRegister,
  validateResetRequest,
} from './auth.validation';

/** The form of a request event. */
export function formOf(event: AuthRequestEvent): AuthForm {
  switch (event.type) {
    case 'auth.login':
      return 'login';
    case 'auth.register':
      return 'register';
    case 'auth.requestReset':
      return 'resetRequest';
    case 'auth.resetPassword':
      return 'resetPassword';
    case 'auth.activate':
      return 'activate';
    case 'auth.changePassword':
      return 'changePassword';
    case 'auth.updateProfile':
      return 'profile';
    case 'auth.newsletter':
      return 'newsletter';
  }
}

/** The field errors of a request's input (none for activation and newsletter). */
export function fieldErrorsOf(event: AuthRequestEvent): FieldErrors {
  switch (event.type) {
    case 'auth.login':
      return validateLogin(event.input);
    case 'auth.register':
      return validateRegister(event.input);
    case 'auth.requestReset':
      return validateResetRequest(event.input);
    case 'auth.resetPassword':
    case 'auth.changePassword':
      return validatePasswordPair(event.input);
    case 'auth.updateProfile':
      return validateProfile(event.input);
    case 'auth.activate':
    case 'auth.newsletter':
      return {};
  }
}

/**
 * The page a request with an incomplete account link comes from, or `undefined` when the request
 * has no link or its link is complete (000 §5 "Activation and reset need both customerID and token").
 */
export function incompleteLinkPath(event: AuthRequestEvent): string | undefined {
  if (event.type === 'auth.activate') {
    const { customerId, activationToken } = event.input;
    return isAccountLinkComplete(customerId, activationToken)
      ? undefined
      : accountLinkPath(ACTIVATE_ACCOUNT_PATH, customerId, activationToken);
  }
  if (event.type === 'auth.resetPassword') {
    const { customerId, resetToken } = event.input;
    return isAccountLinkComplete(customerId, resetToken)
      ? undefined
      : accountLinkPath(RESET_PASSWORD_PATH, customerId, resetToken);
  }
  return undefined;
}

/** Whether a request needs a signed-in customer (the my-account forms, 000 §6). */
export function needsSignIn(event: AuthRequestEvent): boolean {
  return (
    event.type === 'auth.changePassword' ||
    event.type === 'auth.updateProfile' ||
    event.type === 'auth.newsletter'
  );
}
