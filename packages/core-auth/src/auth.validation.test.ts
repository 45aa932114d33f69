// The e-mail rule is core-shop's (declared once); the account forms use it.
import { isEmail } from '@vitrine/core-shop';
import { formatMessage } from '@vitrine/messages';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  hasFieldErrors,
  letterCount,
  validateLogin,
  validateNewsletterEmail,
  validatePasswordPair,
  validateProfile,
  validateRegister,
  validateResetRequest,
} from './auth.validation';

const validRegister = {
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  password: 'analytical',
  repeatPassword: 'analytical',
};

describe('isEmail', () => {
  it.each([
    ['ada@example.com', true],
    ['  ada@example.com  ', true],
    ['ada@example', false],
    ['ada example@x.io', false],
    ['@example.com', false],
    ['', false],
  ])('%j → %s', (text, expected) => {
    expect(isEmail(text)).toBe(expected);
  });
});

describe('letterCount', () => {
  it('counts code points, so accented letters and emoji count once', () => {
    expect(letterCount('Zoë')).toBe(3);
    expect(letterCount('👍👍')).toBe(2);
  });
});

describe('validateLogin (000 §5 Login)', () => {
  it.each([
    [
      { email: '', password: '' },
      { email: 'Please enter an email.', password: 'Please enter a password.' },
    ],
    [{ email: 'ada@', password: 'x' }, { email: 'Please enter a valid email.' }],
    [{ email: 'ada@example.com', password: 'x' }, {}],
  ])('%j', (input, expected) => {
    const texts = Object.fromEntries(
      Object.entries(validateLogin(input)).map(([field, id]) => [field, formatMessage(id)]),
    );
    expect(texts).toEqual(expected);
  });
});

describe('validateResetRequest (000 §5 "A reset request requires a valid email")', () => {
  it.each([
    ['', 'Please enter an email.'],
    ['not-an-email', 'Please provide valid e-mail address.'],
  ])('%j → %s', (email, text) => {
    const { email: id } = validateResetRequest({ email });
    expect(id && formatMessage(id)).toBe(text);
  });

  it('accepts a well-formed e-mail', () => {
    expect(validateResetRequest({ email: 'ada@example.com' })).toEqual({});
  });
});

describe('validateRegister (000 §5 Register)', () => {
  it('accepts a complete form', () => {
    expect(validateRegister(validRegister)).toEqual({});
  });

  it.each([
    ['email', { email: '' }, 'Please enter an email.'],
    ['email', { email: 'ada.example.com' }, 'Please enter a valid email.'],
    ['firstName', { firstName: ' ' }, 'Please enter a first name.'],
    ['firstName', { firstName: 'A' }, 'First name must have at least 2 letters.'],
    ['firstName', { firstName: ' A ' }, 'First name must have at least 2 letters.'],
    ['lastName', { lastName: '' }, 'Please enter a last name.'],
    ['password', { password: '', repeatPassword: '' }, 'Please enter a password.'],
    [
      'password',
      { password: 'short12', repeatPassword: 'short12' },
      'Password must have at least 8 letters.',
    ],
    ['repeatPassword', { repeatPassword: '' }, 'Field is required.'],
    ['repeatPassword', { repeatPassword: 'analyticaL' }, 'Passwords must be identical.'],
  ] as const)('%s: %j → %s', (field, change, text) => {
    const errors = validateRegister({ ...validRegister, ...change });
    const id = errors[field];
    expect(id && formatMessage(id)).toBe(text);
  });

  it('accepts a two-letter first name and an eight-letter password (docs/decisions/0170)', () => {
    expect(
      validateRegister({
        ...validRegister,
        firstName: 'Al',
        password: '12345678',
        repeatPassword: '12345678',
      }),
    ).toEqual({});
  });

  it('property: a repeat that differs from the password is always reported', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 8 }), fc.string({ minLength: 1 }), (password, repeat) => {
        fc.pre(password !== repeat);
        const errors = validateRegister({ ...validRegister, password, repeatPassword: repeat });
        expect(errors.repeatPassword).toBe('validation.passwords_identical');
      }),
    );
  });

  it('property: any password of 8 letters or more passes the length rule', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 8 }), (password) => {
        fc.pre(letterCount(password) >= 8);
        expect(
          validateRegister({ ...validRegister, password, repeatPassword: password }).password,
        ).toBeUndefined();
      }),
    );
  });
});

describe('validatePasswordPair (000 §5 Reset password)', () => {
  it.each([
    [
      { password: '', repeatPassword: '' },
      { password: 'Field is required.', repeatPassword: 'Field is required.' },
    ],
    [
      { password: '1234567', repeatPassword: '1234567' },
      { password: 'Password must have at least 8 letters.' },
    ],
    [
      { password: '12345678', repeatPassword: '12345679' },
      { repeatPassword: 'Passwords must be identical.' },
    ],
    [{ password: '12345678', repeatPassword: '12345678' }, {}],
  ])('%j', (input, expected) => {
    const texts = Object.fromEntries(
      Object.entries(validatePasswordPair(input)).map(([field, id]) => [field, formatMessage(id)]),
    );
    expect(texts).toEqual(expected);
  });
});

describe('validateProfile', () => {
  it('uses the register rules for names and checks a given e-mail', () => {
    expect(validateProfile({ firstName: 'A', lastName: '', email: 'x' })).toEqual({
      firstName: 'validation.first_name_min_length',
      lastName: 'validation.last_name_required',
      email: 'validation.email_invalid',
    });
    expect(validateProfile({ firstName: 'Ada', lastName: 'L' })).toEqual({});
  });
});

describe('validateNewsletterEmail (000 §5 Newsletter)', () => {
  it.each([
    ['', 'Email is required'],
    ['nope', 'Please enter an valid email'],
  ])('%j → %s', (email, text) => {
    const { email: id } = validateNewsletterEmail(email);
    expect(id && formatMessage(id)).toBe(text);
  });

  it('accepts a valid e-mail', () => {
    expect(hasFieldErrors(validateNewsletterEmail('ada@example.com'))).toBe(false);
  });
});
