// @vitest-environment happy-dom
/**
 * The sale and checkout notifications and the countdowns follow the shop's `copt` app (000 §1 apps;
 * 001 §7 /api/copt/sale-notifications.json, checkout-notifications.json, timer-countdowns.json;
 * 001 §9 "copt, sale, checkout, countdown"): a shop with it off shows none of them. The seeded
 * shops have every app on: the platform's bootstrap answer is changed on its way in.
 */
import type { Product } from '@vitrine/core-catalog';
import { StorefrontProvider } from '@vitrine/react';
import type { Storefront } from '@vitrine/sdk';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { platformSuite, productOf } from '../../../../../packages/react/test/harness';
import { TEXTS } from '../../texts';
import { ProductCountdowns } from './countdown';
import { SaleNotification } from './sale-notification';

const suite = platformSuite();

/** A storefront of the demo shop with its copt app as given (the bootstrap answer changed). */
function shopWithCopt(copt: boolean): Storefront {
  return suite.open({ bootstrap: (result) => ({ ...result, apps: { ...result.apps, copt } }) });
}

/** The product page's countdowns and the floating popup, on a route named `route`. */
function show(storefront: Storefront, product: Product, route: 'product-single' | 'cart' = 'product-single') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        handle: { route },
        element: (
          <>
            <ProductCountdowns productId={product.id} />
            <SaleNotification />
          </>
        ),
      },
    ],
    { initialEntries: ['/products/classic-crew-tee'] },
  );
  render(
    <StorefrontProvider storefront={storefront}>
      <RouterProvider router={router} />
    </StorefrontProvider>,
  );
}

/** The popup's first showing: `delay_time_show_popup` 3 s after the page starts (001 §3). */
const POPUP_WAIT = { timeout: 8_000 };

describe('notifications and countdowns and the shop’s copt app', () => {
  it('with copt on, the product’s countdowns and a sale notification show', async () => {
    const storefront = shopWithCopt(true);
    show(storefront, await productOf(storefront));
    await screen.findByText('Tee restock offer', {}, { timeout: 20_000 });
    const popup = await screen.findByRole('complementary', { name: TEXTS.saleNotification }, POPUP_WAIT);
    expect(popup.getAttribute('data-kind')).toBe('sale');
  }, 40_000);

  it('the cart’s checkout notification is named for what it says, not as a recent purchase (0541)', async () => {
    const storefront = shopWithCopt(true);
    show(storefront, await productOf(storefront), 'cart');
    const popup = await screen.findByRole('complementary', { name: TEXTS.checkoutNotification }, POPUP_WAIT);
    expect(popup.getAttribute('data-kind')).toBe('checkout');
    expect(popup.textContent).toMatch(/\d+ people are buying .+ right now/);
    expect(screen.queryByRole('complementary', { name: TEXTS.saleNotification })).toBeNull();
  }, 40_000);

  it('with copt off, no countdown and no notification', async () => {
    const storefront = shopWithCopt(false);
    const product = await productOf(storefront);
    // The part's code is there: only the app keeps them away.
    await storefront.load('socialProof');
    show(storefront, product);
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    expect(screen.queryByText('Tee restock offer')).toBeNull();
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(document.querySelector('.countdowns')).toBeNull();
  }, 40_000);
});
