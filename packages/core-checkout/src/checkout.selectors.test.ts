import type { CheckoutInfoResult, PaymentMethod } from '@vitrine/api-client';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { CommandInput, CommandOutcome } from './checkout.actors';
import { type CheckoutEvent, checkoutMachine } from './checkout.machine';
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

/** A request of the machine, without the id the helper gives it. */
type Request = CheckoutEvent extends infer E
  ? E extends CheckoutEvent
    ? Omit<E, 'requestId'>
    : never
  : never;

/** A checkout machine whose requests `command` answers, and a way to send one and wait for it. */
function checkoutAnswering(command: (input: CommandInput) => CommandOutcome) {
  const actor = createActor(
    checkoutMachine.provide({
      actors: { command: fromPromise<CommandOutcome, CommandInput>(async ({ input }) => command(input)) },
    }),
    { input: { token: 'co_1', layout: 'one_page' } },
  ).start();
  let requests = 0;
  const ask = (request: Request) =>
    new Promise<void>((resolve) => {
      requests += 1;
      const requestId = `r${requests}`;
      const sub = actor.on('checkout.settled', (e) => {
        if (e.requestId !== requestId) return;
        sub.unsubscribe();
        resolve();
      });
      actor.send({ ...request, requestId } as CheckoutEvent);
    });
  return { actor, ask, view: () => selectCheckoutView(actor.getSnapshot()) };
}

describe('selectCheckoutView: items that cannot ship (001 §3 not_shippable_variant_ids, §7 shipping-methods)', () => {
  it('names the variants the shipping methods answer says cannot ship to the country', async () => {
    const { actor, ask, view } = checkoutAnswering(({ command }) =>
      command.type === 'shipping.load'
        ? {
            ok: true,
            shippingMethods: [{ method_code: 'standard', method_title: 'Standard', price: 5 }],
            notShippableVariantIds: ['42'],
          }
        : { ok: true, result },
    );
    await ask({ type: 'checkout.load', options: {} });
    expect(view().notShippableVariantIds).toEqual([]);
    await ask({ type: 'shipping.load', countryCode: 'CA' });
    expect(view().notShippableVariantIds).toEqual(['42']);
    actor.stop();
  });

  // 001 §3 Checkout state: the checkout info itself carries not_shippable_variant_ids, so a page
  // reloaded straight onto the payment step knows them before any shipping methods are asked.
  it('a reload: the checkout info names them; a later shipping-methods answer replaces them', async () => {
    const info = { ...result, not_shippable_variant_ids: [42] } as CheckoutInfoResult;
    const { actor, ask, view } = checkoutAnswering(({ command }) =>
      command.type === 'shipping.load'
        ? {
            ok: true,
            shippingMethods: [{ method_code: 'standard', method_title: 'Standard', price: 5 }],
            notShippableVariantIds: [],
          }
        : { ok: true, result: info },
    );
    await ask({ type: 'checkout.load', options: {} });
    expect(view().notShippableVariantIds).toEqual(['42']);
    await ask({ type: 'shipping.load', countryCode: 'US' });
    expect(view().notShippableVariantIds).toEqual([]);
    actor.stop();
  });
});
