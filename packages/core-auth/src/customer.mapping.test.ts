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
      shipments: [],
    });
  });

  // 001 §3 Order: fulfillments (each with its tracking, 001 §4), kept for the single-order page.
  it("an order's shipments: status, carrier, number, link and date; an entry that is no object is left out", () => {
    const order = toCustomerOrder({
      id: 12,
      name: '#1002',
      status: 'open',
      cancelled_at: '2025-06-03T09:00:00Z',
      fulfillments: [
        {
          id: 7,
          status: 'in_transit',
          tracking_company: 'USPS',
          tracking_number: '9400111899223856925044',
          tracking_url: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223856925044',
          line_item_ids: ['li_1'],
          created_at: '2025-06-02T10:00:00Z',
        },
        'not an object',
      ],
    });
    expect(order.cancelledAt).toBe('2025-06-03T09:00:00Z');
    expect(order.shipments).toEqual([
      {
        id: '7',
        status: 'in_transit',
        trackingCompany: 'USPS',
        trackingNumber: '9400111899223856925044',
        trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223856925044',
        createdAt: '2025-06-02T10:00:00Z',
      },
    ]);
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
