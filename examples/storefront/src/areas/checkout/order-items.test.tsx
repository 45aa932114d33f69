// @vitest-environment happy-dom
/**
 * The checkout's totals (001 §3 Totals; decision 0162, docs/decisions/0597): as the platform sends
 * them (subtotal net of the line discounts, shipping net of its discount), the rows read add up to
 * the total shown, and the subtotal row is the lines before discounts, as on the cart page.
 */
import type { CheckoutTotals } from '@vitrine/core-checkout';
import type { DisplayMoney, Money } from '@vitrine/core-pricing';
import { StorefrontProvider } from '@vitrine/react';
import type { Storefront } from '@vitrine/sdk';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
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
const SNAPSHOT = {
  currency: 'USD',
  shopCurrency: 'USD',
  locale: 'en-US',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a shop money format, not a template
  moneyFormat: '${{amount}}',
  currencies: ['USD'],
  locales: [],
};

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

/** `usdAmount` shown as euros (0.92 a dollar), keeping the dollars as its `shop` amount. */
const eur = (usdAmount: number): DisplayMoney => ({
  amount: Math.round(usdAmount * 0.92),
  currency: 'EUR',
  shop: usd(usdAmount),
});

/**
 * 000 §9 (multi-currency converts through a shop-base rate table); decision 0281 (the checkout
 * charges in the shop currency): totals shown in euros on a dollar shop say, under the total, the
 * dollars charged (docs/decisions/0646); before payment as what will be charged, on a placed order
 * (thank-you step, order status page) as what is charged.
 */
describe('OrderTotals in another currency than the shop', () => {
  const converted: CheckoutTotals = {
    lines: [],
    lineItems: eur(10000),
    subtotal: eur(10000),
    discounts: eur(0),
    shipping: eur(0),
    tax: eur(0),
    total: eur(10000),
  };
  const shown = (ui: ReactNode) =>
    render(<StorefrontProvider storefront={storefront}>{ui}</StorefrontProvider>).container.textContent ?? '';

  it('before payment: "You will be charged $100.00 USD."', () => {
    const text = shown(<OrderTotals totals={converted} beforePayment />);
    expect(text).toContain(TEXTS.willBeCharged('$100.00 USD'));
    expect(text).not.toContain(TEXTS.chargedInShopCurrency('$100.00 USD'));
  });

  it('a placed order: "Charged in the shop\'s currency: $100.00 USD."', () => {
    const text = shown(<OrderTotals totals={converted} />);
    expect(text).toContain(TEXTS.chargedInShopCurrency('$100.00 USD'));
    expect(text).not.toContain(TEXTS.willBeCharged('$100.00 USD'));
  });

  it('totals in the shop currency: no charge line', () => {
    const inDollars: CheckoutTotals = { ...converted, total: usd(10000) };
    const text = shown(<OrderTotals totals={inDollars} beforePayment />);
    expect(text).not.toContain(TEXTS.willBeCharged('$100.00 USD'));
  });
});
