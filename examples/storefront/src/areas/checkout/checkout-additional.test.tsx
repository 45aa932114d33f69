// @vitest-environment happy-dom
/**
 * Checkout-additional (001 §2 `/checkout-additional/{token}`, §7 request_amount) against the
 * reference platform in process: the balance is paid in the shop's currency (decision 0251: the
 * additional balance is read unconverted; 0281). A shopper who picked euros on the dollar shop sees
 * the balance in euros and is told the dollar amount the card will be charged (docs/decisions/0646),
 * as at the checkout's total; in the shop's own currency there is nothing to tell.
 */
import { formatMessage } from '@vitrine/messages';
import { StorefrontProvider } from '@vitrine/react';
import type { Storefront } from '@vitrine/sdk';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { openStorefront, platformSuite } from '../../../../../packages/react/test/harness';
import { TEXTS } from '../../texts';
import { Component as CheckoutAdditional } from './checkout-additional';

const suite = platformSuite();
afterEach(cleanup);

/** Time for an answer of the platform in process on a loaded machine. */
const SETTLED = { timeout: 20_000 } as const;
/** The seeded order that owes $12.50 (examples/platform-api's demo seed). */
const ORDER = 'ord_demo_1003';

async function showBalance(currency: string, storefront: Storefront = suite.open()): Promise<void> {
  await storefront.ready();
  const picked = storefront.pricing.setCurrency(currency);
  if (!picked.ok) throw new Error(picked.error.code);
  render(
    <StorefrontProvider storefront={storefront}>
      <MemoryRouter initialEntries={[`/checkout-additional/${ORDER}`]}>
        <Routes>
          <Route path="/checkout-additional/:token" element={<CheckoutAdditional />} />
        </Routes>
      </MemoryRouter>
    </StorefrontProvider>,
  );
  await screen.findByText(TEXTS.balanceDue, {}, SETTLED);
}

describe('checkout-additional in another currency than the shop (000 §9; decisions 0281, 0646)', () => {
  it('says the balance is charged in dollars when it is shown in euros', async () => {
    await showBalance('EUR');
    expect(screen.getByRole('button', { name: /€/ })).toBeTruthy();
    expect(screen.getByText(TEXTS.willBeCharged('$12.50 USD'))).toBeTruthy();
  });

  it('says nothing more in the shop currency', async () => {
    await showBalance('USD');
    expect(screen.getByRole('button', { name: 'Pay $12.50' })).toBeTruthy();
    expect(screen.queryByText(TEXTS.willBeCharged('$12.50 USD'))).toBeNull();
  });
});

// Another billing address is sent complete (001 §7 billing_address, 001 §3 Address; decision 0655):
// Pay is pressable before and says which field is missing, as my-account's Add address does (000 §5
// 'Field is required.'; WCAG 3.3.1), instead of staying disabled without a word.
describe('checkout-additional with another billing address, incomplete (001 §7, 000 §5)', () => {
  it('Pay with the city empty: City is marked and focused, nothing is sent', async () => {
    const sent: string[] = [];
    const storefront = openStorefront(suite.platform, 'localhost', {
      fetch: ((input: RequestInfo | URL, init?: RequestInit) => {
        const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
        if (method !== 'GET') sent.push(`${method} ${String(input instanceof Request ? input.url : input)}`);
        return suite.platform.fetch(input, init);
      }) as typeof globalThis.fetch,
    });
    try {
      await showBalance('USD', storefront);
      const user = userEvent.setup();
      await user.type(screen.getByLabelText(TEXTS.cardNumber), '4242 4242 4242 4242');
      await user.type(screen.getByLabelText(TEXTS.cardExpiry), '12/40');
      await user.type(screen.getByLabelText(TEXTS.cardCvc), '123');
      await user.click(screen.getByRole('checkbox', { name: TEXTS.sameAsShipping }));
      await user.type(screen.getByLabelText(TEXTS.firstName), 'Dana');
      await user.type(screen.getByLabelText(TEXTS.lastName), 'Demo');
      await user.type(screen.getByLabelText(TEXTS.address1), '2 Rue de Rivoli');
      await user.type(screen.getByLabelText(TEXTS.zip), '75001');
      await user.selectOptions(screen.getByLabelText(TEXTS.country), 'FR');
      const pay = screen.getByRole('button', { name: 'Pay $12.50' }) as HTMLButtonElement;
      expect(pay.disabled).toBe(false);
      const before = sent.length;
      await user.click(pay);
      const city = screen.getByLabelText(TEXTS.city);
      await waitFor(() => expect(document.activeElement).toBe(city));
      expect(city.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(city.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
        formatMessage('validation.field_required'),
      );
      expect(screen.getByLabelText(TEXTS.address1).getAttribute('aria-invalid')).toBe('false');
      expect(sent.slice(before)).toEqual([]);
      expect(screen.queryByText(TEXTS.balancePaid)).toBeNull();
    } finally {
      storefront.stop();
    }
  }, 60_000);
});
