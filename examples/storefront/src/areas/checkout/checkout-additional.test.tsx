// @vitest-environment happy-dom
/**
 * Checkout-additional (001 §2 `/checkout-additional/{token}`, §7 request_amount) against the
 * reference platform in process: the balance is paid in the shop's currency (decision 0251: the
 * additional balance is read unconverted; 0281). A shopper who picked euros on the dollar shop sees
 * the balance in euros and is told the dollar amount the card will be charged (docs/decisions/0646),
 * as at the checkout's total; in the shop's own currency there is nothing to tell.
 */
import { StorefrontProvider } from '@vitrine/react';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { platformSuite } from '../../../../../packages/react/test/harness';
import { TEXTS } from '../../texts';
import { Component as CheckoutAdditional } from './checkout-additional';

const suite = platformSuite();
afterEach(cleanup);

/** Time for an answer of the platform in process on a loaded machine. */
const SETTLED = { timeout: 20_000 } as const;
/** The seeded order that owes $12.50 (examples/platform-api's demo seed). */
const ORDER = 'ord_demo_1003';

async function showBalance(currency: string): Promise<void> {
  const storefront = suite.open();
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
