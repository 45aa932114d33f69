import { describe, expect, it } from 'vitest';
import type { DiscountCodeRule } from './discount-rules';
import { checkDiscount, DISCOUNT_TEXTS, discountMessage } from './discount-rules';

const rule = (fields: Partial<DiscountCodeRule> = {}): DiscountCodeRule => ({
  id: 1,
  code: 'WELCOME10',
  title: 'Welcome',
  discountType: 'percentage',
  value: 10,
  collectionId: null,
  usageLimit: null,
  timesUsed: 0,
  active: true,
  ...fields,
});
const lines = [{ itemId: 'a', unitPrice: 1000, qty: 1, collectionIds: [3] }];
const toMinor = (amount: number) => Math.round(amount * 100);

describe('discount messages (001 §8)', () => {
  it.each([
    ['missing', 'x', 'Missing discount code'],
    ['notFound', 'abc', 'Unable to find a valid discount matching the code entered.'],
    ['notApplicable', 'shoesonly', "SHOESONLY discount code isn't valid for the items in your cart."],
    ['used', ' used1 ', 'USED1 discount code has already been used.'],
    ['alreadyApplied', 'save5', "A discount has been applied to this order. You can't add another discount."],
  ] as const)('%s → %s', (problem, code, message) => {
    expect(discountMessage(problem, code)).toBe(message);
  });

  it('keeps the spec texts', () => {
    expect(DISCOUNT_TEXTS.used).toBe('discount code has already been used.');
  });
});

describe('checkDiscount', () => {
  it.each([
    ['', rule(), 'missing'],
    ['NOPE', undefined, 'notFound'],
    ['OFF', rule({ active: false }), 'notFound'],
    ['USED1', rule({ usageLimit: 1, timesUsed: 1 }), 'used'],
    ['SHOESONLY', rule({ collectionId: 9 }), 'notApplicable'],
  ] as const)('%s is refused as %s', (code, stored, problem) => {
    expect(checkDiscount(code, stored, lines, toMinor)).toEqual({ ok: false, problem });
  });

  it('turns a valid code into a totals discount', () => {
    expect(checkDiscount('welcome10', rule(), lines, toMinor)).toMatchObject({
      ok: true,
      totals: { type: 'percentage', basisPoints: 1000, collectionId: null },
    });
    expect(
      checkDiscount('SAVE5', rule({ discountType: 'fixed_amount', value: 5 }), lines, toMinor),
    ).toMatchObject({
      totals: { type: 'fixed_amount', amount: 500 },
    });
    expect(
      checkDiscount('FREESHIP', rule({ discountType: 'free_shipping', value: 0 }), lines, toMinor),
    ).toMatchObject({
      totals: { type: 'free_shipping' },
    });
    expect(checkDiscount('C', rule({ collectionId: 3 }), lines, toMinor).ok).toBe(true);
  });
});
