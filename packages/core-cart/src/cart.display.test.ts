import type { DisplayCurrency } from '@vitrine/core-pricing';
import { shopMoney } from '@vitrine/core-pricing';
import { describe, expect, it } from 'vitest';
import { displayCartContents, displayedCart } from './cart.display';
import type { CartContents, CartLine } from './cart.types';

const usd = (amount: number) => ({ amount, currency: 'USD' });
const line = (id: string, price: number, quantity: number, total = price * quantity): CartLine => ({
  id,
  variantId: id,
  productId: undefined,
  title: 'Tee',
  variantTitle: undefined,
  handle: undefined,
  image: undefined,
  quantity,
  price: usd(price),
  lineTotal: usd(total),
  properties: [],
  pending: false,
});
const cart = (lines: CartLine[], discounts = 0): CartContents => {
  const subtotal = lines.reduce((sum, l) => sum + l.lineTotal.amount, 0);
  return {
    lines,
    itemCount: lines.reduce((sum, l) => sum + l.quantity, 0),
    currency: 'USD',
    totals: { subtotal: usd(subtotal), total: usd(subtotal - discounts), discounts: usd(discounts) },
    discountCode: undefined,
  };
};
const rates = { base: 'USD', rates: { EUR: 0.92, JPY: 151.2 } };
const eur: DisplayCurrency = { currency: 'EUR', locale: 'de-DE', rates };

describe('displayCartContents (000 §9 multi-currency; decision 0281)', () => {
  it('shows every amount in the display currency, keeping the shop amount', () => {
    const shown = displayCartContents(cart([line('1', 1250, 2)]), eur);
    expect(shown.currency).toBe('EUR');
    expect(shown.lines[0]?.price).toEqual({ amount: 1150, currency: 'EUR', shop: usd(1250) });
    expect(shown.lines[0]?.lineTotal).toEqual({ amount: 2300, currency: 'EUR', shop: usd(2500) });
    expect(shown.totals.total).toEqual({ amount: 2300, currency: 'EUR', shop: usd(2500) });
    expect(shopMoney(shown.totals.subtotal)).toEqual(usd(2500));
  });

  it('makes the shown amounts add up: unit × quantity, the sum of the lines, subtotal − discounts', () => {
    // 1.05 USD → 0.966 → 0.97 EUR; 3 × 1.05 = 3.15 USD → 2.898 → 2.90 EUR alone, but 3 × 0.97 = 2.91.
    const shown = displayCartContents(cart([line('1', 105, 3), line('2', 105, 1)], 105), eur);
    expect(shown.lines.map((l) => [l.price.amount, l.lineTotal.amount])).toEqual([
      [97, 291],
      [97, 97],
    ]);
    expect(shown.totals.subtotal.amount).toBe(388);
    expect(shown.totals.discounts.amount).toBe(97);
    expect(shown.totals.total.amount).toBe(388 - 97);
  });

  // 001 §9 "Percentage discount reduces prices with a floor of 0"; decision 0162: a fixed amount
  // never exceeds the lines. 3 × $1.10 shows 3 × €1.01 = €3.03, but the $3.30 discount alone is €3.04.
  it('a full discount shows no negative total and a discount within the lines; subtotal − discounts = total', () => {
    const shown = displayCartContents(cart([line('1', 110, 3)], 330), eur);
    expect(shown.totals.subtotal.amount).toBe(303);
    expect(shown.totals.discounts).toEqual({ amount: 303, currency: 'EUR', shop: usd(330) });
    expect(shown.totals.total.amount).toBe(0);
    expect(shown.totals.subtotal.amount - shown.totals.discounts.amount).toBe(shown.totals.total.amount);
  });

  it('a full discount converted below the shown lines still leaves nothing to pay: 3 × €0.98 less $3.18 (€2.93 alone)', () => {
    const shown = displayCartContents(cart([line('1', 106, 3)], 318), eur);
    expect([shown.totals.subtotal.amount, shown.totals.discounts.amount, shown.totals.total.amount]).toEqual([
      294, 294, 0,
    ]);
  });

  it('converts a discounted line total and unusual totals on their own', () => {
    const shown = displayCartContents(cart([line('1', 1000, 2, 1500)]), eur);
    expect(shown.lines[0]?.lineTotal).toEqual({ amount: 1380, currency: 'EUR', shop: usd(1500) });
    expect(shown.totals.subtotal.amount).toBe(1380);
  });

  it('rounds to the display currency (whole yen)', () => {
    const shown = displayCartContents(cart([line('1', 1999, 1)]), {
      currency: 'JPY',
      locale: 'ja-JP',
      rates,
    });
    expect(shown.totals.total).toEqual({ amount: 3022, currency: 'JPY', shop: usd(1999) });
  });

  it('leaves the cart as it is without a conversion, and gives the same object for the same inputs', () => {
    const contents = cart([line('1', 1000, 1)]);
    expect(displayCartContents(contents, undefined)).toBe(contents);
    expect(displayCartContents(contents, { currency: 'CHF', locale: 'de-CH', rates })).toBe(contents);
    expect(displayedCart(contents, eur)).toBe(displayedCart(contents, { ...eur }));
    expect(displayedCart(contents, eur)).not.toBe(displayedCart(contents, { ...eur, currency: 'JPY' }));
  });
});
