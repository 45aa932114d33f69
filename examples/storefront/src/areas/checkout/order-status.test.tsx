// @vitest-environment happy-dom
/**
 * The order status and checkout-additional pages against the reference platform in process (001 §2
 * `/orders/{token}`, `/checkout-additional/{token}`; §8 checkout actions failing): an order that is
 * not there is "not found"; a load that failed otherwise (a server error, no answer) says something
 * went wrong and is asked again with Try again.
 */
import { formatMessage } from '@vitrine/messages';
import { StorefrontProvider } from '@vitrine/react';
import type { Storefront } from '@vitrine/sdk';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { openStorefront, platformSuite } from '../../../../../packages/react/test/harness';
import { TEXTS } from '../../texts';
import { Component as CheckoutAdditionalPage } from './checkout-additional';
import { Component as OrderStatusPage } from './order-status';

const suite = platformSuite();

/** The seed's order #1003 (examples/platform-api/src/seed/checkout-orders.ts), with a balance of $12.50. */
const ORDER = { token: 'ord_demo_1003', accessKey: 'ak_demo_1003', name: '#1003' } as const;

const opened: Storefront[] = [];
afterEach(() => {
  for (const storefront of opened.splice(0)) storefront.stop();
});

/** A storefront of the demo shop whose GET calls holding a fragment of `failing` answer 500 while it holds it. */
function storefrontFailing(failing: Set<string>): Storefront {
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    if (method === 'GET' && [...failing].some((fragment) => url.includes(fragment)))
      return new Response(JSON.stringify({}), {
        status: 500,
        headers: { 'content-type': 'application/json' },
      });
    return suite.platform.fetch(input, init);
  }) as typeof globalThis.fetch;
  const storefront = openStorefront(suite.platform, 'localhost', { fetch });
  opened.push(storefront);
  return storefront;
}

function show(storefront: Storefront, path: string, route: string, page: ReactNode) {
  render(
    <StorefrontProvider storefront={storefront}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={page} />
        </Routes>
      </MemoryRouter>
    </StorefrontProvider>,
  );
}

const showOrder = (storefront: Storefront, token: string) =>
  show(storefront, `/orders/${token}?key=${ORDER.accessKey}`, '/orders/:token', <OrderStatusPage />);
const showAdditional = (storefront: Storefront, token: string) =>
  show(
    storefront,
    `/checkout-additional/${token}`,
    '/checkout-additional/:token',
    <CheckoutAdditionalPage />,
  );

/** Time for an answer of the platform in process on a loaded machine. */
const SETTLED = { timeout: 20_000 } as const;
const SOMETHING_WENT_WRONG = formatMessage('checkout.something_went_wrong');

describe('the order status page (001 §2 /orders/{token})', () => {
  it('a load that failed with a server error says so, and Try again shows the order', async () => {
    const failing = new Set([`/order-status/${ORDER.token}/info.json`]);
    showOrder(storefrontFailing(failing), ORDER.token);
    await screen.findByText(SOMETHING_WENT_WRONG, {}, SETTLED);
    expect(screen.queryByText(TEXTS.orderUnavailable)).toBeNull();
    failing.clear();
    fireEvent.click(screen.getByRole('button', { name: TEXTS.tryAgain }));
    await screen.findByRole('heading', { name: TEXTS.orderTitle(ORDER.name) }, SETTLED);
  }, 60_000);

  it('an order that is not there is not found, with nothing to try again', async () => {
    showOrder(storefrontFailing(new Set()), 'ord_not_there');
    await screen.findByText(TEXTS.orderUnavailable, {}, SETTLED);
    expect(screen.queryByRole('button', { name: TEXTS.tryAgain })).toBeNull();
  }, 60_000);
});

describe('the checkout-additional page (001 §2 /checkout-additional/{token})', () => {
  it('a read of the balance that failed with a server error says so, and Try again shows the balance', async () => {
    const failing = new Set([`/${ORDER.token}/checkout-additional.json`]);
    showAdditional(storefrontFailing(failing), ORDER.token);
    await screen.findByText(SOMETHING_WENT_WRONG, {}, SETTLED);
    expect(screen.queryByText(TEXTS.orderUnavailable)).toBeNull();
    failing.clear();
    fireEvent.click(screen.getByRole('button', { name: TEXTS.tryAgain }));
    await screen.findByRole('button', { name: TEXTS.payBalance('$12.50') }, SETTLED);
  }, 60_000);

  it('an order that is not there is not found, with nothing to try again', async () => {
    showAdditional(storefrontFailing(new Set()), 'ord_not_there');
    await screen.findByText(TEXTS.orderUnavailable, {}, SETTLED);
    expect(screen.queryByRole('button', { name: TEXTS.tryAgain })).toBeNull();
  }, 60_000);
});
