import { describe, expect, it } from 'vitest';
import { newsletterEmailError } from './newsletter-email';

describe('newsletterEmailError', () => {
  // 000 §5 Newsletter: 'Email is required', 'Please enter an valid email'
  it.each([
    ['', 'newsletter.email_required'],
    ['   ', 'newsletter.email_required'],
    ['ada', 'newsletter.email_invalid'],
    ['ada@', 'newsletter.email_invalid'],
    ['ada@example', 'newsletter.email_invalid'],
    ['ada lovelace@example.com', 'newsletter.email_invalid'],
    ['ada@example.com', undefined],
    [' ada@example.com ', undefined],
  ])('%j → %s', (email, message) => {
    expect(newsletterEmailError(email)).toBe(message);
  });
});
