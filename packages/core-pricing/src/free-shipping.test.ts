import { describe, expect, it } from 'vitest';
import { type FreeShippingInput, isFreeShipping } from './free-shipping';

const freeOverride = { is_valid: true, discount_type: 'free_shipping' };
const standard = { method_code: 'standard', discounted_price: 0 };

describe('isFreeShipping', () => {
  // 001 §4 Free shipping, first rule: a valid override of type free_shipping covering the chosen method.
  it.each<[string, FreeShippingInput, boolean]>([
    [
      'a valid free_shipping override covering the chosen method',
      { overriddenDiscount: freeOverride, shippingMethod: standard },
      true,
    ],
    [
      'a chosen method given by its code',
      { overriddenDiscount: freeOverride, shippingMethod: 'standard' },
      true,
    ],
    [
      'a chosen method without a discounted price',
      { overriddenDiscount: freeOverride, shippingMethod: { method_code: 'standard' } },
      true,
    ],
    [
      'a chosen method the discount leaves a price on',
      { overriddenDiscount: freeOverride, shippingMethod: { method_code: 'express', discounted_price: 4.5 } },
      false,
    ],
    ['no chosen method', { overriddenDiscount: freeOverride }, false],
    ['an empty method code', { overriddenDiscount: freeOverride, shippingMethod: '' }, false],
    [
      'an invalid override',
      { overriddenDiscount: { ...freeOverride, is_valid: false }, shippingMethod: standard },
      false,
    ],
    [
      'an override of another type',
      { overriddenDiscount: { is_valid: true, discount_type: 'percentage' }, shippingMethod: standard },
      false,
    ],
  ])('%s → %s', (_rule, input, expected) => {
    expect(isFreeShipping(input)).toBe(expected);
  });

  // 001 §4 Free shipping, second rule: discount applied, total shipping 0, type shipping_line or free_shipping.
  it.each<[string, FreeShippingInput, boolean]>([
    [
      'shipping_line discount with zero shipping',
      { discountApplied: true, totalShipping: 0, discountType: 'shipping_line' },
      true,
    ],
    [
      'free_shipping discount with zero shipping',
      { discountApplied: true, totalShipping: 0, discountType: 'free_shipping' },
      true,
    ],
    [
      'no discount applied',
      { discountApplied: false, totalShipping: 0, discountType: 'free_shipping' },
      false,
    ],
    [
      'shipping still charged',
      { discountApplied: true, totalShipping: 5, discountType: 'free_shipping' },
      false,
    ],
    ['shipping total unknown', { discountApplied: true, discountType: 'free_shipping' }, false],
    ['another discount type', { discountApplied: true, totalShipping: 0, discountType: 'percentage' }, false],
    ['no discount type', { discountApplied: true, totalShipping: 0 }, false],
  ])('%s → %s', (_rule, input, expected) => {
    expect(isFreeShipping(input)).toBe(expected);
  });

  it('is not free with nothing known', () => {
    expect(isFreeShipping({})).toBe(false);
  });
});
