import type { CheckoutInfoResult, PaymentMethod } from '@vitrine/api-client';
import { describe, expect, it } from 'vitest';
import { toCheckout, toPaymentMethod } from './checkout.map';

const result = (info: Partial<CheckoutInfoResult['info']>): CheckoutInfoResult => ({
  token: 'co_1',
  info: { email: 'a@b.c', ...info },
  totals: {
    items: [],
    subtotal_price: 10,
    total_price: 10,
    total_discounts: 0,
    total_line_items_price: 10,
    total_shipping: 0,
    total_tax: 0,
  },
});

describe('payment method titles (001 §3 payment_method_title)', () => {
  it("a checkout's blank payment title is no title, so a screen shows the method's code", () => {
    const blank = toCheckout(result({ payment_method: 'test-gateway', payment_method_title: '' }));
    expect(blank.paymentMethod).toEqual({ code: 'test-gateway' });
    const titled = toCheckout(result({ payment_method: 'test-gateway', payment_method_title: 'Card' }));
    expect(titled.paymentMethod?.title).toBe('Card');
  });

  it("an offered method's blank title is no title", () => {
    const method = { id: 1, code: 'stripe', title: '', provider: 'stripe' } as PaymentMethod;
    expect(toPaymentMethod(method).title).toBeUndefined();
    expect(toPaymentMethod({ ...method, title: 'Card' }).title).toBe('Card');
  });
});
