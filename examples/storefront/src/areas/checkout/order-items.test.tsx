// @vitest-environment happy-dom
/**
 * The checkout's totals (001 §3 Totals; decision 0162, docs/decisions/0597): as the platform sends
 * them (subtotal net of the line discounts, shipping net of its discount), the rows read add up to
 * the total shown, and the subtotal row is the lines before discounts, as on the cart page.
 */
import type { CheckoutTotals } from '@vitrine/core-checkout';
import type { Money } from '@vitrine/core-pricing';
import { StorefrontProvider } from '@vitrine/react';
import type { Storefront } from '@vitrine/sdk';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TEXTS } from '../../texts';
import { OrderTotals } from './order-items';

afterEach(cleanup);

const usd = (amount: number): Money => ({ amount, currency: 'USD' });

/** A storefront whose pricing shows the shop's dollars as "$12.34". */
const storefront = {
  pricing: {
    getSnapshot: () => SNAPSHOT,
    subscribe: () => () => undefined,
    format: (money: Money) => `$${(money.amount / 100).toFixed(2)}`,
    convert: (money: Money) => money,
  },
} as unknown as Storefront;
const SNAPSHOT = { currency: 'USD', shopCurrency: 'USD', locale: 'en-US', currencies: ['USD'], locales: [] };

/** The rows read: label → amount in minor units ("−$5.00" → −500). */
function rows(totals: CheckoutTotals, discountCode?: string) {
  const { container } = render(
    <StorefrontProvider storefront={storefront}>
      <OrderTotals totals={totals} discountCode={discountCode} />
    </StorefrontProvider>,
  );
  const read = new Map<string, number>();
  for (const row of container.querySelectorAll('dl.order-totals > div')) {
    const label = row.querySelector('dt')?.firstChild?.textContent ?? '';
    const text = row.querySelector('dd')?.textContent ?? '';
    const amount = text === TEXTS.freeShipping ? 0 : Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);
    read.set(label, text.includes('−') ? -amount : amount);
  }
  return read;
}

describe('OrderTotals', () => {
  it('WELCOME10 on $50 + $5 shipping: Subtotal $50.00, Discount −$5.00, Shipping $5.00, Total $50.00', () => {
    const totals: CheckoutTotals = {
      lines: [],
      lineItems: usd(5000),
      subtotal: usd(4500),
      discounts: usd(500),
      shipping: usd(500),
      tax: usd(0),
      total: usd(5000),
    };
    const read = rows(totals, 'WELCOME10');
    expect(read.get(TEXTS.subtotal)).toBe(5000);
    expect(read.get(TEXTS.discount)).toBe(-500);
    const sum = [TEXTS.subtotal, TEXTS.discount, TEXTS.shipping, TEXTS.tax].reduce(
      (total, label) => total + (read.get(label) ?? 0),
      0,
    );
    expect(sum).toBe(read.get(TEXTS.total));
  });

  it('a free-shipping code: shipping is free, the rows still add up (no line discount to take off)', () => {
    const totals: CheckoutTotals = {
      lines: [],
      lineItems: usd(5000),
      subtotal: usd(5000),
      discounts: usd(500),
      shipping: usd(0),
      tax: usd(400),
      total: usd(5400),
    };
    const read = rows(totals, 'FREESHIP');
    const sum = [TEXTS.subtotal, TEXTS.discount, TEXTS.shipping, TEXTS.tax].reduce(
      (total, label) => total + (read.get(label) ?? 0),
      0,
    );
    expect(read.get(TEXTS.subtotal)).toBe(5000);
    expect(sum).toBe(read.get(TEXTS.total));
  });
});
