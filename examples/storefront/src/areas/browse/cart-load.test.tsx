// @vitest-environment happy-dom
/**
 * The cart page and the drawer before the cart loaded (000 §4 Cart "A ready flag is set once,
 * after the first successful fetch"; 000 §8 'Fetch cart error'): while the cart is fetched they
 * say it is loading, not that it is empty; a cart that could not be fetched says so with the
 * catalogue's text (cart.load_error) and a way to try again, which fetches it again.
 */
import { formatMessage } from '@vitrine/messages';
import { StorefrontProvider } from '@vitrine/react';
import type { Storefront } from '@vitrine/sdk';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { openStorefront, platformSuite } from '../../../../../packages/react/test/harness';
import { CartDrawer } from '../../components/cart-drawer';
import { Hydration } from '../../server/hydration';
import { TEXTS } from '../../texts';
import { Component as CartPage } from './cart';

const suite = platformSuite();

/** A storefront whose fetches of the cart (GET /api/checkout/cart.json) are answered by `answer`. */
function openWithCartFetch(answer: (forward: () => Promise<Response>) => Promise<Response>): Storefront {
  const fetching: typeof fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const forward = () => suite.platform.fetch(input, init);
    return new URL(url).pathname === '/api/checkout/cart.json' ? answer(forward) : forward();
  };
  return openStorefront(suite.platform, 'localhost', { fetch: fetching });
}

/** The cart page, or any page with the drawer (its mini cart opened), in a hydrated page. */
async function show(storefront: Storefront, where: 'page' | 'drawer') {
  render(
    <StorefrontProvider storefront={storefront}>
      <Hydration hydrating={false}>
        <RouterProvider
          router={createMemoryRouter(
            [{ path: '*', element: where === 'page' ? <CartPage /> : <CartDrawer /> }],
            {
              initialEntries: [where === 'page' ? '/cart' : '/'],
            },
          )}
        />
      </Hydration>
    </StorefrontProvider>,
  );
  if (where === 'drawer')
    await act(async () => {
      await storefront.cart.openMiniCart();
    });
}

const loadError = formatMessage('cart.load_error');

describe.each(['page', 'drawer'] as const)('the cart %s before the cart loaded', (where) => {
  it('says it is loading while the cart is fetched, and empty only once it answered empty', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const storefront = openWithCartFetch(async (forward) => {
      await held;
      return forward();
    });
    try {
      await show(storefront, where);
      await screen.findByText(TEXTS.loading);
      expect(screen.queryByText(TEXTS.cartEmpty)).toBeNull();
      release();
      await screen.findByText(TEXTS.cartEmpty);
      expect(screen.queryByText(TEXTS.loading)).toBeNull();
    } finally {
      release();
      storefront.stop();
    }
  }, 60_000);

  it('says the cart could not be loaded (cart.load_error), and Try again fetches it again', async () => {
    let down = true;
    const storefront = openWithCartFetch(async (forward) =>
      down
        ? new Response(JSON.stringify({ code: 500, success: false, error: 'down' }), {
            status: 500,
            headers: { 'content-type': 'application/json' },
          })
        : forward(),
    );
    try {
      await show(storefront, where);
      await screen.findByText(loadError);
      expect(screen.queryByText(TEXTS.cartEmpty)).toBeNull();
      down = false;
      fireEvent.click(screen.getByRole('button', { name: TEXTS.tryAgain }));
      await screen.findByText(TEXTS.cartEmpty);
      await waitFor(() => expect(screen.queryByText(loadError)).toBeNull());
    } finally {
      storefront.stop();
    }
  }, 60_000);
});
