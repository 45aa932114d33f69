import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PHONE_MAX_DIGITS } from './pricing.constants';
import { walletPhone } from './wallet-phone';

describe('walletPhone', () => {
  // 000 §5, 001 §5: only digits kept; longer than 14 digits, the phone is dropped.
  it.each([
    ['+1 (555) 010-9999', '15550109999'],
    ['+33 6 12 34 56 78', '33612345678'],
    ['12345678901234', '12345678901234'],
    ['+12 345 678 901 234', '12345678901234'],
    ['123456789012345', undefined],
    ['+44 20 7946 0958 ext. 12345', undefined],
    ['call me', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('%s → %s', (phone, expected) => {
    expect(walletPhone(phone)).toBe(expected);
  });

  it('keeps exactly the digits, at most 14 of them', () => {
    expect(PHONE_MAX_DIGITS).toBe(14);
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (phone) => {
        const digits = phone.replace(/[^0-9]/g, '');
        const result = walletPhone(phone);
        if (digits.length >= 1 && digits.length <= PHONE_MAX_DIGITS) expect(result).toBe(digits);
        else expect(result).toBeUndefined();
      }),
    );
  });
});
