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
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  type BootstrapResult,
  changedFetch,
  openStorefront,
  platformSuite,
  productOf,
} from '../../../../../packages/react/test/harness';
import { TEXTS } from '../../texts';
import { Component as CartPage } from './cart';

const suite = platformSuite();

/** The demo shop's bootstrap with its cart setting 'page' and its upsell app as given. */
const pageCart =
  (usell: boolean) =>
  (result: BootstrapResult): BootstrapResult => ({
    ...result,
    apps: { ...result.apps, usell },
    shop_theme: { ...result.shop_theme, settings: { ...result.shop_theme.settings, cart_type: 'page' } },
  });

/** The demo shop with its cart setting 'page' and its upsell app as given. */
function shop(usell: boolean): Storefront {
  return suite.open({ bootstrap: pageCart(usell) });
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

  it("an offer's Add pressed twice before the first add answered adds it once (001 §3 Upsell)", async () => {
    // cart changes wait at a gate the test holds once the tee is in
    let gate: Promise<void> = Promise.resolve();
    let release: () => void = () => undefined;
    const shopFetch = changedFetch(suite.platform, '/api/bootstrap/', (body) => ({
      ...body,
      result: pageCart(true)(body.result as BootstrapResult),
    }));
    const held: typeof fetch = async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.includes('/api/checkout/cart/update.json')) await gate;
      return shopFetch(input, init);
    };
    const storefront = openStorefront(suite.platform, 'localhost', { fetch: held });
    try {
      await addTee(storefront);
      const tee = storefront.cart.getSnapshot().context.cart.items[0];
      showCart(storefront);
      const heading = await screen.findByRole('heading', { name: 'Complete your look' }, { timeout: 20_000 });
      const section = heading.closest('section');
      if (!section) throw new Error('no after-add section');
      const add = within(section).getAllByRole('button', { name: /^Add .* to cart$/ })[0];
      if (!add) throw new Error('no offer to add');
      const offers = selectAfterAdd((await storefront.load('offers')).getSnapshot());
      const offered = offers?.products.find(
        (item) => add.getAttribute('aria-label') === TEXTS.addOfferTo(item.product.title),
      );
      if (!offered?.variantId) throw new Error('no offered variant');
      gate = new Promise((resolve) => {
        release = resolve;
      });
      fireEvent.click(add);
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      // The same card's button again (named as in the cart now, so not found by its Add name).
      fireEvent.click(add);
      release();
      await act(async () => {
        await storefront.cart.settled();
      });
      const lines = (await storefront.cart.settled()).context.cart.items
        .filter((line) => line.item_id !== tee?.item_id)
        .map((line) => [String(line.variant_id), line.qty]);
      expect(lines).toEqual([[offered.variantId, offered.quantity]]);
    } finally {
      release();
      storefront.stop();
    }
  }, 60_000);
});
