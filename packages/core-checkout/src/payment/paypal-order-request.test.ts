import { describe, expect, it } from 'vitest';
import { paypalOrderRequest } from './paypal-order-request';

// 001 §5 PayPal order request, one bullet a test.
describe('paypalOrderRequest', () => {
  const address = { address1: '1 Market Street', city: 'San Francisco', zip: '94105', countryCode: 'US' };

  it('uses the address when line 1, city and zip are all present', () => {
    expect(paypalOrderRequest({ address }).address).toEqual(address);
  });

  it.each([
    ['line 1', { ...address, address1: '' }],
    ['city', { ...address, city: '' }],
    ['zip', { ...address, zip: '  ' }],
  ])('leaves the address out without its %s', (_, partial) => {
    expect(paypalOrderRequest({ address: partial })).not.toHaveProperty('address');
  });

  it('keeps the phone digits only, and drops a phone of more than 14 digits', () => {
    expect(paypalOrderRequest({ phone: '+1 (555) 010-9999' }).phone).toBe('15550109999');
    expect(paypalOrderRequest({ phone: '+12 345 678 901 234' }).phone).toBe('12345678901234');
    expect(paypalOrderRequest({ phone: '+44 20 7946 0958 ext. 12345' })).not.toHaveProperty('phone');
    expect(paypalOrderRequest({ phone: 'none' })).not.toHaveProperty('phone');
  });

  it('rounds the amount to an integer outside the decimal list, and keeps decimals in it', () => {
    expect(paypalOrderRequest({ amount: 1234.5, currency: 'JPY' }).amount).toBe(1235);
    expect(paypalOrderRequest({ amount: 19.99, currency: 'HUF' }).amount).toBe(20);
    expect(paypalOrderRequest({ amount: 19.99, currency: 'EUR' }).amount).toBe(19.99);
    expect(paypalOrderRequest({ amount: 19.99, currency: 'usd' })).toMatchObject({
      amount: 19.99,
      currency: 'USD',
    });
  });

  it('defaults: amount 0.1, currency USD, button id paypal-smart-button', () => {
    expect(paypalOrderRequest()).toEqual({ buttonId: 'paypal-smart-button', amount: 0.1, currency: 'USD' });
    expect(paypalOrderRequest({ amount: null, currency: ' ', buttonId: '' })).toEqual({
      buttonId: 'paypal-smart-button',
      amount: 0.1,
      currency: 'USD',
    });
    expect(paypalOrderRequest({ buttonId: 'cart-wallet', amount: 5, currency: 'CAD' })).toEqual({
      buttonId: 'cart-wallet',
      amount: 5,
      currency: 'CAD',
    });
  });
});
