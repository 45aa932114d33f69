import { describe, expect, it } from 'vitest';
import { hasAccountLinkCredentials } from './account-links';

describe('hasAccountLinkCredentials', () => {
  // 000 §5 "Activation and reset need both customerID and token"
  it.each([
    ['42', 'tok', true],
    ['42', undefined, false],
    [undefined, 'tok', false],
    [undefined, undefined, false],
    ['42', ' ', false],
  ])('customer %j and token %j: %s', (customerId, token, expected) => {
    expect(hasAccountLinkCredentials(customerId, token)).toBe(expected);
  });
});
