import type { CheckoutInfoResult, PaymentMethod } from '@vitrine/api-client';
import { describe, expect, it } from 'vitest';
import { type CheckoutSnapshot, selectCheckout } from './checkout.selectors';

const result = {
  token: 'co_1',
  in_stripe_payment_intent: true,
  info: { email: 'a@b.c' },
  totals: {
    items: [],
    subtotal_price: 10,
    total_price: 10,
    total_discounts: 0,
    total_line_items_price: 10,
    total_shipping: 0,
    total_tax: 0,
  },
} as unknown as CheckoutInfoResult;

/** The context `selectCheckout` reads, as the machine holds it. */
const snapshot = (paymentMethods: readonly PaymentMethod[]) =>
  ({
    context: { result, step: 'payment_method', display: undefined, paymentMethods },
  }) as unknown as CheckoutSnapshot;

describe('selectCheckout (001 §4 Payment methods ordering and flags)', () => {
  it('reads the stripe flags again when the payment methods arrive after the checkout', () => {
    // The checkout answered first, its methods later (payment.load keeps the same answer).
    expect(selectCheckout(snapshot([]))?.inStripePaymentIntent).toBe(false);
    const stripe = [
      { id: 1, code: 'stripe', title: 'Card', provider: 'stripe' },
    ] as unknown as PaymentMethod[];
    expect(selectCheckout(snapshot(stripe))?.inStripePaymentIntent).toBe(true);
  });

  it('answers the same object while nothing it reads changed', () => {
    const methods: PaymentMethod[] = [];
    expect(selectCheckout(snapshot(methods))).toBe(selectCheckout(snapshot(methods)));
  });
});
