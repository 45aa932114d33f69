import { apiMessages } from './api';

/**
 * Every user-visible text of the specification, keyed by a stable id.
 *
 * @remarks
 * The English texts are the spec's exact wording (typos included: 'Please enter an valid email'
 * is what the spec shows for the newsletter). Components and machines refer to ids, never to
 * the texts, so a theme can translate the catalogue without touching logic.
 * `{value}`-style placeholders are filled by {@link formatMessage}.
 */
export const messages = {
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

  // 000 §2, §5 — newsletter
  'newsletter.email_required': 'Email is required',
  'newsletter.email_invalid': 'Please enter an valid email',
  'newsletter.subscribed': 'You have been successfully subscribed to our newsletter!',

  // 000 §5 — custom options
  'custom_options.required': 'Please finish this field.',
  'custom_options.required_upload': 'Please upload a file.',
  'custom_options.upload_fail': 'Upload file failed. Please try again',
  'custom_options.upload_maximum_file': 'Maximum file size is {value} MB',
  'custom_options.upload_minimum_file': 'Minimum file size is {value} MB',
  'custom_options.invalid_characters': 'Your custom text has invalid characters. We only accept {value}.',
  // not shown in the spec: docs/decisions/0112
  'custom_options.upload_invalid_type': 'This file type is not supported. Accepted types: {value}',
  'custom_options.class.letters': 'letters',
  'custom_options.class.digits': 'digits',
  'custom_options.class.emoji': 'emoji',
  'custom_options.class.symbol': 'special characters',

  // 000 §8 — transport
  ...apiMessages,

  // 000 §2 — screens
  'error.server': "We're sorry but something went wrong",
  'error.team_notified': 'Our team has been notified.',
  'error.refresh_page': 'Please refresh the page.',
  'error.wrong_domain': 'Sorry, this shop is currently unavailable.',
  'password.incorrect': 'Password is incorrect.',

  // 000 §8 — log messages (never shown to shoppers; kept here so they are named once)
  'log.product_api_error': 'Get single product with api error',
  'log.fetch_collections_error': 'Fetch collections error',
  'log.product_from_collection_error': "Can't get product from collection",
  'log.create_cart_token_error': 'Create cart token error',
  'log.fetch_cart_error': 'Fetch cart error',
  'log.init_cart_error': 'Init cart error',
  // 000 §4, §8 — cart failures shown to shoppers (wording ours: the spec gives none, decision 0184)
  'cart.load_error': 'Your cart could not be loaded. Please try again.',
  'cart.add_error': 'The item could not be added to your cart. Please try again.',
  'cart.update_error': 'Your cart could not be updated. Please try again.',
  'cart.line_not_found': 'This item is no longer in your cart.',
  'cart.invalid_quantity': 'Please enter a valid quantity.',
  'cart.completed': 'Your previous cart was checked out, so a new cart was started.',
  // 000 §8, 001 §8 — feature switch and theme scripts (wording ours: the spec gives none)
  'log.feature_switch_timeout': 'Feature switch request timed out',
  'log.feature_switch_error': 'Fetch feature switch error',
  'log.feature_flag_storage_error': 'Feature flag storage error',
  'log.script_load_error': 'Load script error',

  // 001 §8 — checkout
  'checkout.something_went_wrong': 'Something went wrong! Please try again',
  'checkout.missing_discount_code': 'Missing discount code',
  'checkout.discount_not_found': 'Unable to find a valid discount matching the code entered.',
  'checkout.discount_not_valid_for_items': "discount code isn't valid for the items in your cart.",
  'checkout.discount_already_applied': "A discount has been applied to this order. You can't add another discount.",
  'checkout.discount_used': 'discount code has already been used.',
  'checkout.post_purchase_select_paypal': 'Select paypal method to support post purchase',
  'checkout.post_purchase_select_another': 'Select another method to support post purchase',
  'checkout.already_completed': 'checkout already completed',
  'checkout.item_out_of_stock': 'item out of stock',
  'checkout.additional_balance_changed': 'additional balance changed',

  // 000 §2 Collection page — sort and filter options (labels as the spec writes them)
  'collection.sort.name_asc': 'Alphabet A->Z',
  'collection.sort.name_desc': 'Z->A',
  'collection.sort.price_asc': 'Price Low to high',
  'collection.sort.price_desc': 'High to low',
  'collection.filter.all': 'All',
  'collection.filter.new': 'New Arrivals',

  // 000 §4 Size chart v3 — unit tabs
  'size_chart.unit.inch': 'Inch',
  'size_chart.unit.cm': 'Cm',

  // 001 §8 — personalisation preview
  'products.cannot_show_preview': 'products.cannot_show_preview',
} as const;

/** A stable id of the message catalogue. */
export type MessageId = keyof typeof messages;
