// @vitest-environment happy-dom
/**
 * My account when the order history could not be fetched: the session stays (docs/decisions/0176)
 * and My orders says the load failed, with Try again, instead of "Loading…" for ever; Try again
 * fetches the history again and shows it.
 */
import { formatMessage } from '@vitrine/messages';
import { StorefrontProvider } from '@vitrine/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { openStorefront, platformSuite } from '../../../../../packages/react/test/harness';
import { Hydration } from '../../server/hydration';
import { TEXTS } from '../../texts';
import { Component as MyAccount } from './my-account';

const suite = platformSuite();

describe('my account: a history that failed to load', () => {
  it('My orders shows the failure with Try again, not Loading… for ever; Try again shows the orders', async () => {
    let failing = true;
    // 000 §7 order-history.json answers 500 until the shopper tries again.
    const fetching: typeof fetch = async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (failing && new URL(url).pathname === '/api/user/order-history.json')
        return new Response(JSON.stringify({ code: 500, result: 'Internal error' }), {
          status: 500,
          headers: { 'content-type': 'application/json' },
        });
      return suite.platform.fetch(input, init);
    };
    const storefront = openStorefront(suite.platform, 'localhost', { fetch: fetching });
    try {
      await storefront.ready();
      const login = await storefront.customer.login({ email: 'demo@vitrine.test', password: 'vitrine123' });
      expect(login.ok).toBe(true);
      const router = createMemoryRouter(
        [{ path: '/my-account/orders', element: <MyAccount />, handle: { route: 'my-account-orders' } }],
        { initialEntries: ['/my-account/orders'] },
      );
      render(
        <StorefrontProvider storefront={storefront}>
          <Hydration hydrating={false}>
            <RouterProvider router={router} />
          </Hydration>
        </StorefrontProvider>,
      );
      const alert = await screen.findByRole('alert', {}, { timeout: 20_000 });
      expect(alert.textContent).toBe(formatMessage('error.server'));
      expect(screen.queryByText(TEXTS.loading)).toBeNull();
      failing = false;
      await userEvent.setup().click(screen.getByRole('button', { name: TEXTS.tryAgain }));
      await waitFor(() => {
        expect(screen.queryByRole('alert')).toBeNull();
        expect(screen.queryByText(TEXTS.loading)).toBeNull();
        expect(screen.queryByRole('table') ?? screen.queryByText(TEXTS.noOrders)).not.toBeNull();
      });
    } finally {
      storefront.stop();
    }
  }, 60_000);
});
