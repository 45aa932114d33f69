// @vitest-environment happy-dom
/**
 * The cart page shows the offers of the last add (000 §4 Product page: "'page' goes to /cart …
 * Upsell offers may show after an add"; docs/decisions/0542): a shop whose cart setting is 'page'
 * sends the shopper here after an add, and the offers found for the added product are at the top,
 * as in the mini cart. With the upsell app off, none.
 */
import { selectAfterAdd } from '@vitrine/core-offers';
import { formatMessage } from '@vitrine/messages';
import { StorefrontProvider } from '@vitrine/react';
import type { Storefront } from '@vitrine/sdk';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { platformSuite, productOf } from '../../../../../packages/react/test/harness';
import { TEXTS } from '../../texts';
import { Component as CartPage } from './cart';

const suite = platformSuite();

/** The demo shop with its cart setting 'page' and its upsell app as given. */
function shop(usell: boolean): Storefront {
  return suite.open({
    bootstrap: (result) => ({
      ...result,
      apps: { ...result.apps, usell },
      shop_theme: { ...result.shop_theme, settings: { ...result.shop_theme.settings, cart_type: 'page' } },
    }),
  });
}

/** Adds the tee from its product page and waits for the offers of the add. */
async function addTee(storefront: Storefront): Promise<void> {
  const variant = (await productOf(storefront)).variants.find((v) => v.available);
  if (!variant) throw new Error('no available variant');
  const offers = await storefront.load('offers');
  const added = await storefront.cart.add({ variantId: variant.id, quantity: 1 });
  expect(added.ok).toBe(true);
  await waitFor(() => expect(selectAfterAdd(offers.getSnapshot())?.products.length ?? 0).toBeGreaterThan(0), {
    timeout: 20_000,
  });
}

function showCart(storefront: Storefront) {
  render(
    <StorefrontProvider storefront={storefront}>
      <MemoryRouter initialEntries={['/cart']}>
        <CartPage />
      </MemoryRouter>
    </StorefrontProvider>,
  );
}

describe('the cart page after an add (000 §4)', () => {
  it('shows the offers of the added product above the lines; No thanks dismisses them', async () => {
    const storefront = shop(true);
    await addTee(storefront);
    showCart(storefront);
    const heading = await screen.findByRole('heading', { name: 'Complete your look' }, { timeout: 20_000 });
    const section = heading.closest('section');
    if (!section) throw new Error('no after-add section');
    expect(section.classList.contains('after-add')).toBe(true);
    expect(within(section).getAllByRole('listitem').length).toBeGreaterThan(0);
    within(section).getByRole('button', { name: TEXTS.noThanks }).click();
    await waitFor(() => expect(document.querySelector('.after-add')).toBeNull());
  }, 60_000);

  it('shows none in a shop whose upsell app is off', async () => {
    const storefront = shop(false);
    await addTee(storefront);
    showCart(storefront);
    await screen.findByRole('heading', { name: formatMessage('cart.title') });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(document.querySelector('.after-add')).toBeNull();
  }, 60_000);
});
