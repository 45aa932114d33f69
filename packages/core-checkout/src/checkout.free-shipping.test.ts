import { describe, expect, it } from 'vitest';
import { freeShippingProgress } from './checkout.free-shipping';

const usd = (amount: number) => ({ amount, currency: 'USD' });
const eur = (amount: number, shop: number) => ({ amount, currency: 'EUR', shop: usd(shop) });

// The demo shop's US zone ships free from $100 (a free price-based rate, docs/decisions/0432).
describe('freeShippingProgress', () => {
  it.each([
    ['an empty cart', 0, 0, 10000, 0],
    ['one $58 hoodie', 5800, 58, 4200, 0],
    ['a cent short', 9999, 99, 1, 0],
  ])('%s: left to spend and the share reached', (_, subtotal, percent, remaining) => {
    expect(freeShippingProgress(usd(subtotal), usd(10000))).toEqual({
      threshold: usd(10000),
      remaining: usd(remaining),
      percent,
      reached: false,
    });
  });

  it.each([
    ['exactly the threshold', 10000],
    ['two hoodies ($116)', 11600],
  ])('%s: reached, nothing left, 100 %%', (_, subtotal) => {
    expect(freeShippingProgress(usd(subtotal), usd(10000))).toEqual({
      threshold: usd(10000),
      remaining: usd(0),
      percent: 100,
      reached: true,
    });
  });

  it('no threshold to reach: zero, negative, or in another currency than the subtotal', () => {
    expect(freeShippingProgress(usd(5800), usd(0))).toBeUndefined();
    expect(freeShippingProgress(usd(5800), usd(-100))).toBeUndefined();
    expect(freeShippingProgress(usd(5800), { amount: 10000, currency: 'EUR' })).toBeUndefined();
  });

  it('converted amounts: reached is the platform’s decision, what is left is the shown amounts', () => {
    // $99.99 shown as €92.00, $100 as €92.00: rounding makes them equal, the platform still charges.
    expect(freeShippingProgress(eur(9200, 9999), eur(9200, 10000))).toMatchObject({
      reached: false,
      remaining: { amount: 1, currency: 'EUR' },
      percent: 99,
    });
    expect(freeShippingProgress(eur(5336, 5800), eur(9200, 10000))).toMatchObject({
      reached: false,
      remaining: { amount: 3864, currency: 'EUR' },
      percent: 58,
    });
    expect(freeShippingProgress(eur(9200, 10000), eur(9200, 10000))?.reached).toBe(true);
  });
});
