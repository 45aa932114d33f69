import { describe, expect, it } from 'vitest';
import { accountLinkPath, isAccountLinkComplete } from './account-links';

describe('isAccountLinkComplete', () => {
  // 000 §5 "Activation and reset need both customerID and token, else page-not-found"
  it.each([
    ['42', 'tok', true],
    ['42', undefined, false],
    [undefined, 'tok', false],
    [undefined, undefined, false],
    ['', 'tok', false],
    ['42', ' ', false],
  ])('customer %j and token %j: %s', (customerId, token, expected) => {
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
