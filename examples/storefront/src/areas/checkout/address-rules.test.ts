/**
 * What an order's address needs (001 §3 Address; docs/decisions/0655): name, street, city and a
 * country everywhere; a zip where the country has postal codes. A shopper in Hong Kong or Qatar
 * (both offered when a shop ships to the rest of the world, decision 0161) has none to give.
 */
import { describe, expect, it } from 'vitest';
import { isCompleteAddress, needsZip } from './address-rules';

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
