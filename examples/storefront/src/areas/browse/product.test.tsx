// @vitest-environment happy-dom
/**
 * The product page's quantity (000 §2 Product page, §4 add to cart): the field can be
 * emptied while the shopper types a new number, and settles to at least 1 when left or when the
 * product is added. A controlled field that turned '' back into 1 at once made Backspace then 3
 * read 13.
 */
import { formatMessage } from '@vitrine/messages';
import { StorefrontProvider } from '@vitrine/react';
import type { Storefront } from '@vitrine/sdk';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { platformSuite } from '../../../../../packages/react/test/harness';
import { Hydration } from '../../server/hydration';
import { TEXTS } from '../../texts';
import { Component as ProductPage } from './product';

const suite = platformSuite();

/** A product's page, rendered in the browser (hydrated from the first render). */
async function showTee(
  open: () => Storefront = () => suite.open(),
  handle = 'classic-crew-tee',
): Promise<Storefront> {
  const storefront = open();
  await storefront.ready();
  render(
    <StorefrontProvider storefront={storefront}>
      <Hydration hydrating={false}>
        <MemoryRouter initialEntries={[`/products/${handle}`]}>
          <Routes>
            <Route path="/products/:slug" element={<ProductPage />} />
          </Routes>
        </MemoryRouter>
      </Hydration>
    </StorefrontProvider>,
  );
  return storefront;
}

const quantityField = () =>
  screen.findByLabelText(TEXTS.quantity, {}, { timeout: 20_000 }) as Promise<HTMLInputElement>;

describe('the product page quantity', () => {
  it('Backspace then 3 reads 3, and the product is added 3 times', async () => {
    const storefront = await showTee();
    const field = await quantityField();
    const user = userEvent.setup();
    await user.click(field);
    await user.keyboard('{Backspace}3');
    expect(field.value).toBe('3');
    const add = screen.getByRole('button', { name: TEXTS.addToCart });
    await waitFor(() => expect((add as HTMLButtonElement).disabled).toBe(false), { timeout: 20_000 });
    await user.click(add);
    await waitFor(async () =>
      expect((await storefront.cart.settled()).context.cart.items.map((item) => item.qty)).toEqual([3]),
    );
  }, 60_000);

  it('an emptied field left, or anything below 1, settles to 1', async () => {
    await showTee();
    const field = await quantityField();
    const user = userEvent.setup();
    await user.click(field);
    await user.keyboard('{Backspace}');
    expect(field.value).toBe('');
    await user.tab();
    expect(field.value).toBe('1');
    await user.click(field);
    await user.keyboard('{Backspace}0');
    await user.tab();
    expect(field.value).toBe('1');
  }, 60_000);
});

describe('a product with custom options whose code cannot load', () => {
  it('says so and asks for a refresh, where Add to cart stayed disabled without a word (decision 0490)', async () => {
    const unloadable = () => {
      const storefront = suite.open();
      return Object.assign(Object.create(storefront) as Storefront, {
        customOptions: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      });
    };
    await showTee(unloadable, 'custom-photo-mug');
    const alert = await screen.findByText(
      formatMessage('error.refresh_page'),
      { exact: false },
      { timeout: 20_000 },
    );
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect((screen.getByRole('button', { name: TEXTS.addToCart }) as HTMLButtonElement).disabled).toBe(true);
  }, 60_000);
});
