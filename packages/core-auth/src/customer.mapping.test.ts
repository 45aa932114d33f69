import { describe, expect, it } from 'vitest';
import { toCustomer, toCustomerAddress, toCustomerOrder, toMoney, toWireAddress } from './customer.mapping';

describe('customer.mapping — the wire shapes in camelCase, once (DESIGN "One public shape")', () => {
  it('a user becomes the customer: camelCase, string ids, the group, defaults for absent fields', () => {
    expect(
      toCustomer({
        id: 7,
        email: 'ada@example.com',
        firstname: 'Ada',
        lastname: null,
        group_id: 3,
        group_token: 'grp_3',
        accepts_marketing: true,
        subscribed: false,
        active: true,
        addresses: [{ first_name: 'Ada', country_code: 'GB', province: null }],
      }),
    ).toEqual({
      id: '7',
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: '',
      group: { id: '3', token: 'grp_3' },
      acceptsMarketing: true,
      subscribed: false,
      active: true,
      addresses: [{ firstName: 'Ada', countryCode: 'GB' }],
    });
    expect(toCustomer({ id: 'c1', email: 'x@y.z' })).toMatchObject({
      group: null,
      subscribed: null,
      addresses: [],
    });
  });

  it('money is integer minor units with its currency', () => {
    expect(toMoney(19.99, 'USD')).toEqual({ amount: 1999, currency: 'USD' });
    expect(toMoney(0.1 + 0.2, 'EUR')).toEqual({ amount: 30, currency: 'EUR' });
    expect(toMoney(1500, 'JPY')).toEqual({ amount: 1500, currency: 'JPY' });
    expect(toMoney(1.5, 'KWD')).toEqual({ amount: 1500, currency: 'KWD' });
    // 001 §3: the currency defaults to USD.
    expect(toMoney(5, null)).toEqual({ amount: 500, currency: 'USD' });
    expect(toMoney(undefined, 'USD')).toBeNull();
  });

  it('an order of the history', () => {
    expect(
      toCustomerOrder({
        id: 11,
        name: '#1001',
        status: 'open',
        token: 'ord_1',
        created_at: '2025-06-01T12:00:00Z',
        fulfillment_status: null,
        access_key_allowed: true,
        total_price: 42.5,
        currency: 'GBP',
      }),
    ).toEqual({
      id: '11',
      name: '#1001',
      status: 'open',
      token: 'ord_1',
      createdAt: '2025-06-01T12:00:00Z',
      cancelledAt: null,
      fulfillmentStatus: null,
      accessKeyAllowed: true,
      total: { amount: 4250, currency: 'GBP' },
    });
  });

  it('an address goes out and comes back unchanged', () => {
    const address = {
      address1: '12 St James Sq',
      city: 'London',
      countryCode: 'GB',
      firstName: 'Ada',
      lastName: 'Lovelace',
      provinceCode: 'LND',
      zip: 'SW1Y 4JH',
    };
    expect(toWireAddress(address)).toEqual({
      address1: '12 St James Sq',
      city: 'London',
      country_code: 'GB',
      first_name: 'Ada',
      last_name: 'Lovelace',
      province_code: 'LND',
      zip: 'SW1Y 4JH',
    });
    expect(toCustomerAddress(toWireAddress(address))).toEqual(address);
  });
});
