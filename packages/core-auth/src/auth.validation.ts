/**
 * The account forms' validation rules (000 §5), as pure functions: each returns the message id of
 * the first rule a field breaks, field by field. Where the spec gives two readings we chose one
 * (docs/decisions/0170).
 */
import { isEmail } from '@vitrine/core-shop';
import type { MessageId } from '@vitrine/messages';
import { validateFirstName, validatePasswordLength } from '@vitrine/api-client';
import type {
  ChangePasswordInput,
  FieldErrors,
  LoginInput,
  ProfileInput,
  RegisterInput,
  ResetRequestInput,
} from './auth.types';

/** One check: the message when `broken` holds. */
type Rule = readonly [broken: boolean, message: MessageId];

/** The message of the first broken rule, or `undefined`. */
const firstBroken = (...rules: readonly Rule[]): MessageId | undefined =>
  rules.find(([broken]) => broken)?.[1];

/** Keeps only the fields with a message. */
function collect<F extends string>(checks: Readonly<Record<F, MessageId | undefined>>): FieldErrors<F> {
  const errors: Partial<Record<F, MessageId>> = {};
  for (const field of Object.keys(checks) as F[]) {
    const message = checks[field];
    if (message !== undefined) errors[field] = message;
  }
  return errors;
}

/**
 * How many letters a text has: Unicode code points, so 'Zoë' has 3 and an emoji counts once
 * (000 §5 "at least 2 letters", "at least 8 letters").
 */
export function letterCount(text: string): number {
  return [...text].length;
}

/** Whether a field is empty: nothing but spaces. */
const blank = (text: string): boolean => text.trim() === '';

/** Whether a set of field errors has any. */
export function hasFieldErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}

const accountEmail = (email: string): MessageId | undefined =>
  firstBroken([blank(email), 'validation.email_required'], [!isEmail(email), 'validation.email_invalid']);

/**
 * Login (000 §5): e-mail required and well-formed; password required.
 *
 * @example
 * ```ts
 * validateLogin({ email: '', password: '' });
 * // { email: 'validation.email_required', password: 'validation.password_required' }
 * ```
 */
export function validateLogin(input: LoginInput): FieldErrors<keyof LoginInput> {
  return collect({
    email: accountEmail(input.email),
    password: firstBroken([input.password === '', 'validation.password_required']),
  });
}

/**
 * Forgot password, the login screen's forgot mode (000 §5 "A reset request requires a valid
 * email"): 'Please enter an email.' when empty, 'Please provide valid e-mail address.' when not
 * well-formed.
 */
export function validateResetRequest(input: ResetRequestInput): FieldErrors<keyof ResetRequestInput> {
  return collect({
    email: firstBroken(
      [blank(input.email), 'validation.email_required'],
      [!isEmail(input.email), 'validation.email_valid_address'],
    ),
  });
}

/**
 * A new password and its repetition (000 §5 Reset password, also used to change the password):
 * required and at least 8 letters; repeat required and identical.
 */
export function validatePasswordPair(input: ChangePasswordInput): FieldErrors<keyof ChangePasswordInput> {
  return collect({
    password: firstBroken(
      [input.password === '', 'validation.field_required'],
      [validatePasswordLength(input.password) !== undefined, 'validation.password_min_length'],
    ),
    repeatPassword: firstBroken(
      [input.repeatPassword === '', 'validation.field_required'],
      [input.repeatPassword !== input.password, 'validation.passwords_identical'],
    ),
  });
}

/** The first-name rule of 000 §5, declared once in `@vitrine/api-client` (the platform uses it too). */
export { validateFirstName };

/**
 * Register (000 §5): e-mail required and well-formed; first name required and at least 2 letters;
 * last name required; password required and at least 8 letters; repeat required and equal.
 *
 * @example
 * ```ts
 * validateRegister({ email: 'ada@example.com', firstName: 'A', lastName: 'L', password: 'secret', repeatPassword: 'secret' });
 * // { firstName: 'validation.first_name_min_length', password: 'validation.password_min_length' }
 * ```
 */
export function validateRegister(input: RegisterInput): FieldErrors<keyof RegisterInput> {
  return collect({
    email: accountEmail(input.email),
    firstName: validateFirstName(input.firstName),
    lastName: firstBroken([blank(input.lastName), 'validation.last_name_required']),
    password: firstBroken(
      [input.password === '', 'validation.password_required'],
      [validatePasswordLength(input.password) !== undefined, 'validation.password_min_length'],
    ),
    repeatPassword: firstBroken(
      [input.repeatPassword === '', 'validation.field_required'],
      [input.repeatPassword !== input.password, 'validation.passwords_identical'],
    ),
  });
}

/**
 * The account's profile form: the register rules for the names; the e-mail, when given, required
 * and well-formed.
 */
export function validateProfile(
  input: ProfileInput,
): FieldErrors<keyof Pick<ProfileInput, 'firstName' | 'lastName' | 'email'>> {
  return collect({
    firstName: validateFirstName(input.firstName),
    lastName: firstBroken([blank(input.lastName), 'validation.last_name_required']),
    email: input.email === undefined ? undefined : accountEmail(input.email),
  });
}

/**
 * The newsletter e-mail (000 §5 Newsletter): 'Email is required', 'Please enter an valid email'.
 */
export function validateNewsletterEmail(email: string): FieldErrors<'email'> {
  return collect({
    email: firstBroken(
      [blank(email), 'newsletter.email_required'],
      [!isEmail(email), 'newsletter.email_invalid'],
    ),
  });
}
