import type { DisplayCurrency } from '@vitrine/core-pricing';
import { describe, expect, it } from 'vitest';
import { displayCheckout } from './checkout.display';
import type { Checkout } from './checkout.types';

const usd = (amount: number) => ({ amount, currency: 'USD' });
const EUR: DisplayCurrency = {
  currency: 'EUR',
  locale: 'de-DE',
  rates: { base: 'USD', rates: { EUR: 0.92 } },
};

/** Two tees at $10.01, $1.00 off them, $5.99 shipping, $2.00 tax: total $27.01 (decision 0162). */
const checkout: Checkout = {
  token: 'co_1',
  step: 'payment_method',
  usingSameAddress: true,
  discount: { applied: true, code: 'SAVE' },
  freeShipping: false,
  stockCanNotFulfill: [],
  inStripePaymentIntent: false,
  inStripeDestinationCharge: false,
  shippingMethod: { code: 'standard', title: 'Standard', price: usd(599) },
  totals: {
    lines: [{ variantId: 'v1', quantity: 2, price: usd(1001), linePrice: usd(2002) }],
    lineItems: usd(2002),
    subtotal: usd(1902),
    discounts: usd(100),
    shipping: usd(599),
    tax: usd(200),
    total: usd(2701),
  },
};

describe('displayCheckout (000 §9 multi-currency; docs/decisions/0251)', () => {
  it('shows every amount in the display currency, keeping the shop amount', () => {
    const shown = displayCheckout(checkout, EUR);
    expect(shown.totals.lines[0]?.price).toEqual({ amount: 921, currency: 'EUR', shop: usd(1001) });
    expect(shown.shippingMethod?.price).toEqual({ amount: 551, currency: 'EUR', shop: usd(599) });
    expect(shown.totals.shipping).toEqual({ amount: 551, currency: 'EUR', shop: usd(599) });
    expect(shown.totals.total.shop).toEqual(usd(2701));
  });

  it('the shown amounts add up like the shop ones: 2 × €9.21 = €18.42, subtotal = line items − discounts, total = subtotal + shipping + tax', () => {
    const { totals } = displayCheckout(checkout, EUR);
    expect(totals.lines[0]?.linePrice?.amount).toBe(1842);
    expect(totals.lineItems.amount).toBe(1842);
    expect(totals.discounts.amount).toBe(92);
    expect(totals.subtotal.amount).toBe(1750);
    expect(totals.total.amount).toBe(totals.subtotal.amount + totals.shipping.amount + totals.tax.amount);
  });

  it("the platform's shape (decision 0162: subtotal = lines − line discounts) adds up converted: subtotal + shipping + tax = total, line items − line discounts = subtotal", () => {
    // WELCOME10-like: $11.17 of lines, $1.12 off them, $5.05 shipping, no tax: $15.10 (0597).
    const platform: Checkout = {
      ...checkout,
      shippingMethod: { code: 'standard', title: 'Standard', price: usd(505) },
      totals: {
        lines: [{ variantId: 'v1', quantity: 1, price: usd(1117), linePrice: usd(1117) }],
        lineItems: usd(1117),
        subtotal: usd(1005),
        discounts: usd(112),
        shipping: usd(505),
        tax: usd(0),
        total: usd(1510),
      },
    };
    const { totals } = displayCheckout(platform, EUR);
    expect(totals.total.currency).toBe('EUR');
    expect(totals.total.shop).toEqual(usd(1510));
    expect(totals.total.amount).toBe(totals.subtotal.amount + totals.shipping.amount + totals.tax.amount);
    expect(totals.subtotal.amount).toBe(totals.lineItems.amount - totals.discounts.amount);
    expect(totals.discounts.shop).toEqual(usd(112));
  });

  // 001 §9 "Percentage discount reduces prices with a floor of 0"; decision 0162: a fixed amount
  // never exceeds the lines. 3 × $1.10 shows 3 × €1.01 = €3.03, but the $3.30 discount alone is €3.04.
  it.each([
    ['no shipping', 0],
    ['$5.00 shipping', 500],
  ])(
    'a full discount (%s) shows no negative subtotal or total, a discount within the lines, and rows that add up',
    (_, shippingAmount) => {
      const free: Checkout = {
        ...checkout,
        shippingMethod: { code: 'standard', title: 'Standard', price: usd(shippingAmount) },
        totals: {
          lines: [{ variantId: 'v1', quantity: 3, price: usd(110), linePrice: usd(330) }],
          lineItems: usd(330),
          subtotal: usd(0),
          discounts: usd(330),
          shipping: usd(shippingAmount),
          tax: usd(0),
          total: usd(shippingAmount),
        },
      };
      const { totals } = displayCheckout(free, EUR);
      expect(totals.lineItems.amount).toBe(303);
      expect(totals.discounts.amount).toBe(303);
      expect(totals.subtotal.amount).toBe(0);
      expect(totals.total.amount).toBe(totals.shipping.amount);
      expect(totals.subtotal.amount).toBe(totals.lineItems.amount - totals.discounts.amount);
      expect(totals.total.amount).toBe(totals.subtotal.amount + totals.shipping.amount + totals.tax.amount);
      expect(totals.discounts.shop).toEqual(usd(330));
    },
  );

  it('a full discount converted below the shown lines still leaves nothing to pay: 3 × €0.98 less $3.18 (€2.93 alone)', () => {
    const free: Checkout = {
      ...checkout,
      totals: {
        lines: [{ variantId: 'v1', quantity: 3, price: usd(106), linePrice: usd(318) }],
        lineItems: usd(318),
        subtotal: usd(0),
        discounts: usd(318),
        shipping: usd(0),
        tax: usd(0),
        total: usd(0),
      },
    };
    const { totals } = displayCheckout(free, EUR);
    expect([
      totals.lineItems.amount,
      totals.discounts.amount,
      totals.subtotal.amount,
      totals.total.amount,
    ]).toEqual([294, 294, 0, 0]);
  });

  it('no display currency, no rate, or the shop currency: the checkout as it is', () => {
    expect(displayCheckout(checkout, undefined)).toBe(checkout);
    expect(
      displayCheckout(checkout, { currency: 'JPY', locale: 'ja-JP', rates: { base: 'USD', rates: {} } }),
    ).toBe(checkout);
    expect(displayCheckout(checkout, { currency: 'USD', locale: 'en-US' })).toBe(checkout);
  });
});
