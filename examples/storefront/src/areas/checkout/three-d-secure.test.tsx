// @vitest-environment happy-dom
/**
 * A payment that waits on a provider's hosted page, on the checkout page the shopper comes back to
 * without paying there (pressed Back): the page offers the provider's page again and another way to
 * pay, instead of an endless "Processing your payment…" (docs/decisions/0244, 0250, 0631).
 */
import { selectChallenge } from '@vitrine/core-checkout';
import { formatMessage } from '@vitrine/messages';
import { createMemoryNavigate, createMemoryPorts } from '@vitrine/ports';
import { StorefrontProvider } from '@vitrine/react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CARDS, US_ADDRESS } from '../../../../../packages/core-checkout/src/checkout.platform.fixtures';
import { openStorefront, platformSuite, productOf } from '../../../../../packages/react/test/harness';
import { TEXTS } from '../../texts';
import { Component as CheckoutPage } from './checkout';

const suite = platformSuite();

/** Time for an answer of the platform in process on a loaded machine. */
const SETTLED = { timeout: 20_000 } as const;

describe("back from a provider's page without paying (decisions 0250, 0631)", () => {
  it('offers the page again, or another way to pay that places the order', async () => {
    // One browser tab: the checkout stores itself there before leaving (0244).
    const ports = createMemoryPorts({ navigate: createMemoryNavigate() });
    const before = openStorefront(suite.platform, 'localhost', { ports });
    const tee = await productOf(before);
    const variant = tee.variants.find((candidate) => candidate.available);
    if (!variant) throw new Error('no tee in stock');
    expect((await before.cart.add({ variantId: variant.id, quantity: 1 })).ok).toBe(true);
    const opened = await before.checkout();
    if (!opened.ok) throw new Error(opened.error.code);
    const facade = opened.value;
    expect((await facade.load()).ok).toBe(true);
    expect((await facade.saveCustomer({ email: 'dana@example.com', shippingAddress: US_ADDRESS })).ok).toBe(
      true,
    );
    expect((await facade.loadShippingMethods('US')).ok).toBe(true);
    expect((await facade.selectShippingMethod('standard')).ok).toBe(true);
    expect((await facade.loadPaymentMethods()).ok).toBe(true);
    // Cardpay is a hosted payment page (0250): the shopper leaves for it.
    const leaving = await facade.placeOrder({ paymentMethod: 'cardpay', payment: undefined });
    expect(leaving.ok ? 'placed' : leaving.error.code).toBe('payment_requires_action');
    const page = selectChallenge(facade.getSnapshot());
    if (!page) throw new Error('no provider page');
    const token = facade.view().token;
    before.stop();

    // Back from the provider's page, unpaid: a new page of the shop on the checkout.
    const after = openStorefront(suite.platform, 'localhost', { ports });
    try {
      render(
        <StorefrontProvider storefront={after}>
          <MemoryRouter initialEntries={[`/checkouts/${token}`]}>
            <Routes>
              <Route path="/checkouts/:token/:recover?" element={<CheckoutPage />} />
            </Routes>
          </MemoryRouter>
        </StorefrontProvider>,
      );
      const again = await screen.findByRole(
        'link',
        { name: formatMessage('checkout.payment_page_again') },
        SETTLED,
      );
      expect(again.getAttribute('href')).toBe(page.url);
      expect(screen.getByText(formatMessage('checkout.payment_not_finished'))).toBeTruthy();
      expect(screen.queryByText(TEXTS.paymentProcessing)).toBeNull();

      // Or the shopper gives that page up and pays by card: the order is placed.
      fireEvent.click(await screen.findByRole('radio', { name: /^Card \(test gateway\)/ }, SETTLED));
      const type = (label: string, value: string) =>
        fireEvent.change(screen.getByLabelText(label), { target: { value } });
      fireEvent.change(await screen.findByLabelText(TEXTS.cardNumber, {}, SETTLED), {
        target: { value: CARDS.ok },
      });
      type(TEXTS.cardExpiry, '12/40');
      type(TEXTS.cardCvc, '123');
      const place = screen.getByRole('button', { name: TEXTS.placeOrder }) as HTMLButtonElement;
      await waitFor(() => expect(place.disabled).toBe(false), SETTLED);
      fireEvent.click(place);
      await screen.findByText(TEXTS.thankYouTitle, {}, { timeout: 40_000 });
    } finally {
      after.stop();
    }
  }, 90_000);
});

/** A checkout at its payment step whose 3-D Secure card (the test gateway's frame) waits on the bank. */
async function waitingOnTheFrame() {
  const storefront = openStorefront(suite.platform, 'localhost', {
    ports: createMemoryPorts({ navigate: createMemoryNavigate() }),
  });
  const tee = await productOf(storefront);
  const variant = tee.variants.find((candidate) => candidate.available);
  if (!variant) throw new Error('no tee in stock');
  expect((await storefront.cart.add({ variantId: variant.id, quantity: 1 })).ok).toBe(true);
  const opened = await storefront.checkout();
  if (!opened.ok) throw new Error(opened.error.code);
  const facade = opened.value;
  expect((await facade.load()).ok).toBe(true);
  expect((await facade.saveCustomer({ email: 'dana@example.com', shippingAddress: US_ADDRESS })).ok).toBe(
    true,
  );
  expect((await facade.loadShippingMethods('US')).ok).toBe(true);
  expect((await facade.selectShippingMethod('standard')).ok).toBe(true);
  expect((await facade.loadPaymentMethods()).ok).toBe(true);
  const waiting = await facade.placeOrder({
    paymentMethod: 'test-gateway',
    payment: { cardNumber: CARDS.threeDSecure, expMonth: 12, expYear: 2040, cvc: '123' },
  });
  expect(waiting.ok ? 'placed' : waiting.error.code).toBe('payment_requires_action');
  expect(selectChallenge(facade.getSnapshot())?.display).toBe('frame');
  render(
    <StorefrontProvider storefront={storefront}>
      <MemoryRouter initialEntries={[`/checkouts/${facade.view().token}`]}>
        <Routes>
          <Route path="/checkouts/:token/:recover?" element={<CheckoutPage />} />
        </Routes>
      </MemoryRouter>
    </StorefrontProvider>,
  );
  await screen.findByTitle(TEXTS.verifyFrame, {}, SETTLED);
  return storefront;
}

describe('the 3-D Secure frame (001 §4; decisions 0246, 0631)', () => {
  it('"I have confirmed" pressed before the bank approved says the payment is not finished yet', async () => {
    const storefront = await waitingOnTheFrame();
    try {
      fireEvent.click(screen.getByRole('button', { name: TEXTS.verifyDone }));
      // Decision 0631: a frame's "I have confirmed" that was not shows 'Your payment is not finished yet.'
      await screen.findByText(formatMessage('checkout.payment_not_finished'), {}, SETTLED);
      // Still waiting on the bank: the frame is there again.
      expect(await screen.findByTitle(TEXTS.verifyFrame, {}, SETTLED)).toBeTruthy();
    } finally {
      storefront.stop();
    }
  }, 90_000);

  it('can be given up for another card: the payment step shows and Place order is a new attempt', async () => {
    const storefront = await waitingOnTheFrame();
    try {
      // Decisions 0244, 0631: placing the order again gives the page up and is a new attempt.
      fireEvent.click(screen.getByRole('button', { name: TEXTS.changeStep(TEXTS.paymentMethod) }));
      expect(screen.queryByTitle(TEXTS.verifyFrame)).toBeNull();
      // Shown as a redirect page left unfinished is: the text, and the way to the frame again.
      expect(screen.getByText(formatMessage('checkout.payment_not_finished'))).toBeTruthy();
      expect(screen.getByRole('button', { name: formatMessage('checkout.payment_page_again') })).toBeTruthy();
      fireEvent.click(await screen.findByRole('radio', { name: /^Card \(test gateway\)/ }, SETTLED));
      const type = (label: string, value: string) =>
        fireEvent.change(screen.getByLabelText(label), { target: { value } });
      fireEvent.change(await screen.findByLabelText(TEXTS.cardNumber, {}, SETTLED), {
        target: { value: CARDS.ok },
      });
      type(TEXTS.cardExpiry, '12/40');
      type(TEXTS.cardCvc, '123');
      const place = screen.getByRole('button', { name: TEXTS.placeOrder }) as HTMLButtonElement;
      await waitFor(() => expect(place.disabled).toBe(false), SETTLED);
      fireEvent.click(place);
      await screen.findByText(TEXTS.thankYouTitle, {}, { timeout: 40_000 });
    } finally {
      storefront.stop();
    }
  }, 90_000);
});
