/**
 * A payment restored while it still waits on the bank's 3-D Secure frame or a provider's hosted
 * page (docs/decisions/0246, 0250, 0631): a new page of the storefront opened before the shopper
 * finished that page shows the same challenge again and never shows the shopper a raw code.
 */
import { type CheckoutFacade, selectChallenge } from '@vitrine/core-checkout';
import { notificationText, selectNotifications } from '@vitrine/core-shop';
import { createMemoryNavigate, createMemoryPorts } from '@vitrine/ports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { createStorefront } from '../src/index';
// The checkout package's test data (address, cards), declared once there.
import { CARDS, card } from '../../core-checkout/src/checkout.platform.fixtures';
import { fillToPayment, openCheckout, opener as openerOn } from './harness/checkout-flow';
import { startPlatform, type TestPlatform } from './harness/platform';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => {
  await platform?.close();
});

type Storefront = ReturnType<typeof createStorefront>;

/** Opens storefronts over one set of ports (one browser tab's storage), from a snapshot if given. */
const opener = (ports: ReturnType<typeof createMemoryPorts>) => openerOn(() => platform.fetch, ports);

/** A tee in the cart, its checkout opened, loaded and filled up to the payment. */
async function checkoutToPayment(storefront: Storefront, email: string): Promise<CheckoutFacade> {
  const checkout = await openCheckout(storefront);
  await fillToPayment(checkout, email);
  return checkout;
}

/** The texts of the storefront's notifications. */
const notificationTexts = (storefront: Storefront): string[] =>
  selectNotifications(storefront.notifications.getSnapshot()).map((n) => notificationText(n.message));

/**
 * A new page of the storefront, restored from `snapshot`, on the checkout of `token`, without the
 * shopper having finished the bank's or provider's page: once its resumed payment has answered.
 */
async function reopenUnfinished(
  open: ReturnType<typeof opener>,
  snapshot: ReturnType<Storefront['getSnapshot']>,
  token: string,
) {
  const back = open(snapshot);
  await back.ready();
  const restored = await back.checkout(token);
  if (!restored.ok) throw new Error(restored.error.code);
  // The resume asks the platform (still `requires_action`) and the challenge shows again.
  await expect
    .poll(() => selectChallenge(restored.value.getSnapshot()) !== undefined, { timeout: 15_000 })
    .toBe(true);
  // Whatever the page is told of that answer has been told by now.
  await new Promise((resolve) => setTimeout(resolve, 100));
  return { back, restored: restored.value };
}

describe('a payment restored while its challenge is still open (decisions 0246, 0631)', () => {
  it('a reload while the 3-D Secure frame is open shows the frame again and no code to the shopper', async () => {
    const open = opener(createMemoryPorts());
    const first = open();
    const checkout = await checkoutToPayment(first, 'reload-3ds@example.com');
    const pending = await checkout.placeOrder({
      paymentMethod: 'test-gateway',
      payment: card(CARDS.threeDSecure),
    });
    expect(pending.ok ? 'placed' : pending.error.code).toBe('payment_requires_action');
    const challenge = selectChallenge(checkout.getSnapshot());
    expect(challenge?.display).toBe('frame');
    const token = checkout.view().token;
    const snapshot = first.getSnapshot();
    first.stop();

    // The bank's page is not visited: the shopper reloaded while it was open.
    const { back, restored } = await reopenUnfinished(open, snapshot, token);
    try {
      // 0246: "the same challenge shows again".
      expect(selectChallenge(restored.getSnapshot())).toEqual(challenge);
      // 001 §8 Authorisation failure: a shopper reads a message, never a code; and the page shows
      // the challenge itself, so no toast says it again.
      expect(notificationTexts(back)).toEqual([]);
      expect(restored.view().placedOrder).toBeUndefined();
    } finally {
      back.stop();
    }
  });

  it("back from a provider's page without paying: the page is offered again, no code, not left for by itself", async () => {
    const navigate = createMemoryNavigate();
    const open = opener(createMemoryPorts({ navigate }));
    const external = () => navigate.intents.filter((intent) => intent.type === 'external').length;
    const first = open();
    const checkout = await checkoutToPayment(first, 'back-unpaid@example.com');
    // Cardpay is a hosted payment page (decision 0250): the shopper leaves for it.
    const leaving = await checkout.placeOrder({ paymentMethod: 'cardpay', payment: undefined });
    expect(leaving.ok ? 'placed' : leaving.error.code).toBe('payment_requires_action');
    const page = selectChallenge(checkout.getSnapshot());
    expect(page?.display).toBe('redirect');
    const token = checkout.view().token;
    const snapshot = first.getSnapshot();
    first.stop();
    expect(external()).toBe(1);

    // The shopper pressed Back on the provider's page.
    const { back, restored } = await reopenUnfinished(open, snapshot, token);
    try {
      expect(selectChallenge(restored.getSnapshot())).toEqual(page);
      expect(notificationTexts(back)).toEqual([]);
      // Not sent to the provider again by itself (0250: no loop); the shopper chooses.
      expect(external()).toBe(1);
    } finally {
      back.stop();
    }
  });
});
