import { describe, expect, it } from 'vitest';
import { paymentChallenge } from './challenge';

describe('paymentChallenge (001 §4 "A 3D secure frame is added when enabled"; docs/decisions/0246)', () => {
  it('a method with 3-D Secure enabled shows the challenge in a frame; the shopper comes back to the checkout', () => {
    expect(
      paymentChallenge(
        { code: 'stripe', provider_options: { enable_3d_secure: true } },
        'https://bank.example/acs',
        'co 1',
      ),
    ).toEqual({
      url: 'https://bank.example/acs',
      display: 'frame',
      returnPath: '/checkouts/co%201',
      method: 'stripe',
      page: 'three_d_secure',
    });
  });

  it('any other method leaves the storefront for the page', () => {
    for (const provider_options of [undefined, {}, { enable_3d_secure: false }, { enable_3d_secure: null }])
      expect(paymentChallenge({ code: 'cardpay', provider_options }, '/pay', 'co_1').display).toBe(
        'redirect',
      );
  });

  it("a provider's hosted payment page is always left for, 3-D Secure enabled or not", () => {
    expect(
      paymentChallenge(
        { code: 'cardpay', provider_options: { enable_3d_secure: true } },
        '/pay',
        'co_1',
        'provider',
      ),
    ).toMatchObject({ display: 'redirect', page: 'provider' });
  });
});
