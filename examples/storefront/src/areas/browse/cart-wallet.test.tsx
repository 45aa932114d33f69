// @vitest-environment happy-dom
/**
 * The cart page's wallet button in another currency than the shop's, against the reference
 * platform in process: the wallet's SDK loads with the shop's currency (001 §4 "the store
 * currency") and the wallet order is the checkout's, in the shop currency (decision 0281), while
 * the cart shows the shopper's pick (000 §9). A shopper who picked euros on the dollar shop is
 * told beside the button that PayPal charges in dollars (docs/decisions/0646); in dollars, nothing.
 */
import { createMemoryNavigate, createMemoryPorts, type ScriptLoader } from '@vitrine/ports';
import { StorefrontProvider, type WalletSdk } from '@vitrine/react';
import type { Storefront } from '@vitrine/sdk';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { platformSuite, productOf } from '../../../../../packages/react/test/harness';
import { Hydration } from '../../server/hydration';
import { TEXTS } from '../../texts';
import { Component as CartPage } from './cart';

const suite = platformSuite();
afterEach(() => {
  delete (globalThis as { paypal?: WalletSdk }).paypal;
});

/** A fake wallet SDK (001 §4): its one button, which asks for nothing here. */
const fakePaypal: WalletSdk = {
  Buttons: () => ({
    async render(container) {
      const button = document.createElement('button');
      button.textContent = 'PayPal';
      (typeof container === 'string' ? document.querySelector(container) : container)?.append(button);
    },
  }),
};

/** A script port whose wallet SDK defines {@link fakePaypal}. */
const walletScripts: ScriptLoader = {
  async load() {
    (globalThis as { paypal?: WalletSdk }).paypal = fakePaypal;
  },
};

/** The demo shop (USD) with a tee in the cart, its prices shown in `currency`. */
async function shopWithTee(currency: string): Promise<Storefront> {
  const storefront = suite.open({
    ports: createMemoryPorts({ navigate: createMemoryNavigate(), scripts: walletScripts }),
  });
  await storefront.ready();
  const picked = storefront.pricing.setCurrency(currency);
  if (!picked.ok) throw new Error(picked.error.code);
  const product = await productOf(storefront);
  const variant = product.variants.find((v) => v.available);
  if (!variant) throw new Error('no tee in stock');
  expect((await storefront.cart.add({ variantId: variant.id, quantity: 1 })).ok).toBe(true);
  return storefront;
}

function show(storefront: Storefront) {
  render(
    <StorefrontProvider storefront={storefront}>
      <Hydration hydrating={false}>
        <RouterProvider
          router={createMemoryRouter([{ path: '*', element: <CartPage /> }], { initialEntries: ['/cart'] })}
        />
      </Hydration>
    </StorefrontProvider>,
  );
}

describe('the cart wallet in another currency than the shop (000 §9; 001 §4; decision 0281)', () => {
  it('with euros picked on the USD shop, the wallet button says PayPal charges in USD', async () => {
    show(await shopWithTee('EUR'));
    await screen.findByRole('button', { name: 'PayPal' }, { timeout: 20_000 });
    expect(screen.getByText(TEXTS.walletChargesIn('USD'))).toBeTruthy();
  }, 60_000);

  it('in dollars, the wallet button has no such note', async () => {
    show(await shopWithTee('USD'));
    await screen.findByRole('button', { name: 'PayPal' }, { timeout: 20_000 });
    expect(screen.queryByText(TEXTS.walletChargesIn('USD'))).toBeNull();
  }, 60_000);
});
