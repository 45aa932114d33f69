import { describe, expect, it } from 'vitest';
import { accountLinkPath, isAccountLinkComplete } from './account-link';

describe('isAccountLinkComplete (000 §5 "Activation and reset need both customerID and token")', () => {
  it.each([
    ['12', 'tok', true],
    ['12', undefined, false],
    [undefined, 'tok', false],
    ['', 'tok', false],
    ['12', '  ', false],
  ])('%j, %j → %s', (customerId, token, expected) => {
    expect(isAccountLinkComplete(customerId, token)).toBe(expected);
  });
});

describe('accountLinkPath', () => {
  it('joins the parts that are present, encoded', () => {
    expect(accountLinkPath('/activate-account', '12', undefined)).toBe('/activate-account/12');
    expect(accountLinkPath('/reset-password', '12', 'a/b')).toBe('/reset-password/12/a%2Fb');
    expect(accountLinkPath('/reset-password', undefined, undefined)).toBe('/reset-password');
  });
});
