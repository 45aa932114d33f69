import type { CheckoutInfoResult, PaymentMethod } from '@vitrine/api-client';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { CommandInput, CommandOutcome } from './checkout.actors';
import { checkoutMachine } from './checkout.machine';
import { type CheckoutSnapshot, selectCheckout, selectCheckoutView } from './checkout.selectors';

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

describe('selectCheckoutView: items that cannot ship (001 §3 not_shippable_variant_ids, §7 shipping-methods)', () => {
  it('names the variants the shipping methods answer says cannot ship to the country', async () => {
    const command = fromPromise<CommandOutcome, CommandInput>(async ({ input }) =>
      input.command.type === 'shipping.load'
        ? {
            ok: true,
            shippingMethods: [{ method_code: 'standard', method_title: 'Standard', price: 5 }],
            notShippableVariantIds: ['42'],
          }
        : { ok: true, result },
    );
    const actor = createActor(checkoutMachine.provide({ actors: { command } }), {
      input: { token: 'co_1', layout: 'one_page' },
    }).start();
    const settled = (requestId: string) =>
      new Promise<void>((resolve) => {
        const sub = actor.on('checkout.settled', (e) => {
          if (e.requestId !== requestId) return;
          sub.unsubscribe();
          resolve();
        });
      });
    const loaded = settled('r1');
    actor.send({ type: 'checkout.load', options: {}, requestId: 'r1' });
    await loaded;
    expect(selectCheckoutView(actor.getSnapshot()).notShippableVariantIds).toEqual([]);
    const methods = settled('r2');
    actor.send({ type: 'shipping.load', countryCode: 'CA', requestId: 'r2' });
    await methods;
    expect(selectCheckoutView(actor.getSnapshot()).notShippableVariantIds).toEqual(['42']);
    actor.stop();
  });
});
