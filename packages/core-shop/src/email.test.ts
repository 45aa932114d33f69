import { describe, expect, it } from 'vitest';
import { isEmail } from './email';

describe('isEmail', () => {
  it.each([
    ['ada@example.com', true],
    ['  ada@example.com  ', true],
    ['ada.lovelace+news@mail.example.co.uk', true],
    ['ada@example', false],
    ['ada@', false],
    ['@example.com', false],
    ['ada lovelace@example.com', false],
    ['ada@@example.com', false],
    ['', false],
  ])('%j: %s', (text, expected) => {
    expect(isEmail(text)).toBe(expected);
  });
});
