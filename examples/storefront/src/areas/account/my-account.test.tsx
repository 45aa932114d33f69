// @vitest-environment happy-dom
/**
 * My account when the order history could not be fetched: the session stays (docs/decisions/0176)
 * and My orders says the load failed, with Try again, instead of "Loading…" for ever; Try again
 * fetches the history again and shows it. The single order (001 §3 Order): a cancelled order says
 * so with its date, a shipped one shows its shipments with their tracking, and each links to its
 * order status page (docs/decisions/0650).
 */
import { selectOrders } from '@vitrine/core-auth';
import { formatMessage } from '@vitrine/messages';
import { StorefrontProvider } from '@vitrine/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Storefront } from '@vitrine/sdk';
import { changedFetch, openStorefront, platformSuite } from '../../../../../packages/react/test/harness';
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

/** My orders and the single order of `storefront`'s signed-in demo customer, from My orders. */
function showOrders(storefront: Storefront) {
  const router = createMemoryRouter(
    [
      { path: '/my-account/orders', element: <MyAccount />, handle: { route: 'my-account-orders' } },
      { path: '/my-account/orders/:orderId', element: <MyAccount />, handle: { route: 'my-account-order' } },
    ],
    { initialEntries: ['/my-account/orders'] },
  );
  render(
    <StorefrontProvider storefront={storefront}>
      <Hydration hydrating={false}>
        <RouterProvider router={router} />
      </Hydration>
    </StorefrontProvider>,
  );
}

/** The definition the single order's list gives `term` (Status, Date, ...). */
function definition(term: string): string | null | undefined {
  const dt = [...document.querySelectorAll('dt')].find((item) => item.textContent === term);
  return dt?.nextElementSibling?.textContent;
}

describe('my account: a single order (001 §3 Order)', () => {
  it('a shipped order shows its shipment with the tracking and links to its order status page', async () => {
    const storefront = suite.open();
    await storefront.ready();
    const login = await storefront.customer.login({ email: 'demo@vitrine.test', password: 'vitrine123' });
    expect(login.ok).toBe(true);
    showOrders(storefront);
    const user = userEvent.setup();
    // the seed's #1001: delivered by UPS (examples/platform-api/src/seed/checkout.ts)
    await user.click(await screen.findByRole('link', { name: '#1001' }, { timeout: 20_000 }));
    await screen.findByRole('heading', { name: `${TEXTS.order} #1001` });
    expect(screen.getByRole('heading', { name: TEXTS.shipments })).toBeTruthy();
    expect(screen.getByText(formatMessage('checkout.tracking.delivered'))).toBeTruthy();
    expect(screen.getByText('1Z999AA10123456784')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: new RegExp(`^${TEXTS.trackShipment}`) }).getAttribute('href'),
    ).toBe('https://www.ups.com/track?tracknum=1Z999AA10123456784');
    // 001 §2 order-status /orders/{token}: the page asks for the order's e-mail when no key is given
    expect(screen.getByRole('link', { name: TEXTS.viewOrder }).getAttribute('href')).toBe(
      '/orders/ord_demo_1001',
    );
    // #1002 has not shipped yet: said so
    await user.click(screen.getByRole('link', { name: formatMessage('account.tab.orders') }));
    await user.click(await screen.findByRole('link', { name: '#1002' }));
    await screen.findByRole('heading', { name: `${TEXTS.order} #1002` });
    expect(screen.getByText(TEXTS.notShippedYet)).toBeTruthy();
    expect(screen.getByRole('link', { name: TEXTS.viewOrder }).getAttribute('href')).toBe(
      '/orders/ord_demo_1002',
    );
  }, 60_000);

  it('a cancelled order says it was cancelled, with the date, and not that it will ship', async () => {
    // 001 §3 Order cancelled_at: the seed has no cancelled order; #1002 comes back cancelled.
    const fetching = changedFetch(suite.platform, '/api/user/order-history.json', (body) => ({
      ...body,
      result: (body.result as Record<string, unknown>[]).map((order) =>
        order.name === '#1002' ? { ...order, cancelled_at: '2025-06-03T09:00:00.000Z' } : order,
      ),
    }));
    const storefront = openStorefront(suite.platform, 'localhost', { fetch: fetching });
    try {
      await storefront.ready();
      const login = await storefront.customer.login({ email: 'demo@vitrine.test', password: 'vitrine123' });
      expect(login.ok).toBe(true);
      showOrders(storefront);
      await userEvent.setup().click(await screen.findByRole('link', { name: '#1002' }, { timeout: 20_000 }));
      await screen.findByRole('heading', { name: `${TEXTS.order} #1002` });
      expect(definition(TEXTS.status)).toMatch(/^Cancelled on .*2025/);
      expect(screen.queryByText(TEXTS.notShippedYet)).toBeNull();
    } finally {
      storefront.stop();
    }
  }, 60_000);

  it('an order total shown in euros on the dollar shop says what was charged in dollars (decision 0646)', async () => {
    // 000 §9: prices are converted for the shopper; the order was charged in the shop's currency
    // (decision 0281), as the order status page says under its total.
    const storefront = suite.open();
    await storefront.ready();
    expect(storefront.pricing.setCurrency('EUR').ok).toBe(true);
    const login = await storefront.customer.login({ email: 'demo@vitrine.test', password: 'vitrine123' });
    expect(login.ok).toBe(true);
    showOrders(storefront);
    await userEvent.setup().click(await screen.findByRole('link', { name: '#1001' }, { timeout: 20_000 }));
    await screen.findByRole('heading', { name: `${TEXTS.order} #1001` });
    const total = selectOrders(storefront.customer.getSnapshot())?.find(
      (order) => order.name === '#1001',
    )?.total;
    if (!total) throw new Error('no total for #1001');
    expect(total.currency).toBe('USD');
    expect(definition(TEXTS.total)).toContain('€');
    expect(
      screen.getByText(TEXTS.chargedInShopCurrency(`$${(total.amount / 100).toFixed(2)} USD`)),
    ).toBeTruthy();
  }, 60_000);
});
