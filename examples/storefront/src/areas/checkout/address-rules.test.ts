/**
 * What an order's address needs (001 §3 Address; docs/decisions/0655): name, street, city and a
 * country everywhere; a zip where the country has postal codes. A shopper in Hong Kong or Qatar
 * (both offered when a shop ships to the rest of the world, decision 0161) has none to give.
 */
import { describe, expect, it } from 'vitest';
import { isCompleteAddress, needsZip, requiredAddressFields } from './address-rules';

const ADDRESS = { firstName: 'Dana', lastName: 'Demo', address1: '1 Queen’s Road', city: 'Central' };

describe('isCompleteAddress (001 §3 Address; decision 0655)', () => {
  it('a Hong Kong or Qatar address is complete without a zip', () => {
    expect(isCompleteAddress({ ...ADDRESS, countryCode: 'HK' })).toBe(true);
    expect(isCompleteAddress({ ...ADDRESS, countryCode: 'qa', zip: '' })).toBe(true);
    expect(needsZip('HK')).toBe(false);
  });

  it('a US, French or Canadian address needs its zip', () => {
    for (const countryCode of ['US', 'FR', 'CA']) {
      expect(isCompleteAddress({ ...ADDRESS, countryCode, zip: ' ' })).toBe(false);
      expect(isCompleteAddress({ ...ADDRESS, countryCode, zip: '75001' })).toBe(true);
      expect(needsZip(countryCode)).toBe(true);
    }
  });

  it('no country: incomplete, and the zip is asked for', () => {
    expect(isCompleteAddress({ ...ADDRESS, zip: '94105' })).toBe(false);
    expect(needsZip(undefined)).toBe(true);
  });
});

// One rule says which fields an address needs; the checkout's, checkout-additional's and
// my-account's address forms mark them required (and 'Field is required.' when left empty) from it.
describe('requiredAddressFields (001 §3 Address; decision 0655)', () => {
  it('names, street, city, country, and the zip where the country has postal codes', () => {
    const everywhere = ['firstName', 'lastName', 'address1', 'city', 'countryCode'];
    expect([...requiredAddressFields('US')].sort()).toEqual([...everywhere, 'zip'].sort());
    expect([...requiredAddressFields(undefined)].sort()).toEqual([...everywhere, 'zip'].sort());
    expect([...requiredAddressFields('HK')].sort()).toEqual([...everywhere].sort());
  });

  it('an address is complete when each required field is filled', () => {
    const full = { ...ADDRESS, zip: '75001', countryCode: 'FR' };
    expect(isCompleteAddress(full)).toBe(true);
    for (const field of requiredAddressFields('FR')) {
      expect(isCompleteAddress({ ...full, [field]: ' ' })).toBe(false);
    }
  });
});
