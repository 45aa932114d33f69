/** Account and session texts: 000 §4, §5, §8 (auth, account forms and their validation). */
export const accountMessages = {
  // 000 §8 — token lifecycle
  'auth.refresh_failed': 'Error refreshing user token. User is not authorized to access the resource',
  'auth.refresh_attempts_exceeded':
    'Internal Application error while refreshing the tokens. Please clear the storage and refresh page.',
  'auth.logged_out': "You're logged out",
  'auth.logged_in': 'You are logged in!',
  'auth.login_required': 'You need to be logged in to see this page',
  'auth.register_error': 'Error while register',
  'auth.login_error': 'Error while sign-in',
  'auth.reset_request_error': 'Error while sending reset password e-mail',
  'auth.reset_success': 'Your password has been reset successfully! You are logged in!',
  'auth.reset_error': 'Password reset error.',
  'auth.password_changed': 'Password has successfully been changed',
  'auth.account_updated': 'Account data has successfully been updated',
  // not shown in the spec: docs/decisions/0172 (clear action), 0175 (fallbacks without a server text)
  'auth.clear_storage': 'Clear storage',
  'auth.password_change_error': 'Error while changing password',
  'auth.account_update_error': 'Error while updating account data',
  'account.feature_not_implemented': 'This feature is not implemented yet.',
  // 000 §2 My account: the tabs and the two not implemented; Register (Create Account)
  'account.tab.profile': 'My profile',
  'account.tab.orders': 'My orders',
  'account.tab.addresses': 'My addresses',
  'account.tab.loyalty_card': 'My loyalty card',
  'account.tab.product_reviews': 'My product reviews',
  'account.create': 'Create Account',
  // 000 §5 — account form validation
  'validation.fix_errors': 'Please fix the validation errors',
  'validation.field_required': 'Field is required.',
  'validation.password_min_length': 'Password must have at least 8 letters.',
  'validation.passwords_identical': 'Passwords must be identical.',
  'validation.first_name_min_length': 'First name must have at least 2 letters.',
  'validation.email_valid_address': 'Please provide valid e-mail address.',
  'validation.email_required': 'Please enter an email.',
  'validation.email_invalid': 'Please enter a valid email.',
  'validation.password_required': 'Please enter a password.',
  'validation.first_name_required': 'Please enter a first name.',
  'validation.last_name_required': 'Please enter a last name.',
} as const;
