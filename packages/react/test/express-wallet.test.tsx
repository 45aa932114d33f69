/**
 * useExpressWallet against the real platform-api in process (000 §2 cart page; 001 §4, §5): with
 * the paypal_smart_button flag on, the wallet's SDK loads through the storefront's script port, its
 * button renders into the container, creates the wallet order and, approved, sends the shopper to
 * the checkout at contact_information with the wallet as payment method. The SDK is a fake
 * `paypal` global the script port defines (no network here).
 */
import { selectTokens } from '@vitrine/core-cart';
import {
  createMemoryLogger,
  createMemoryNavigate,
  createMemoryPorts,
  type MemoryLogger,
  type MemoryNavigate,
  type ScriptLoader,
} from '@vitrine/ports';
import type { Storefront } from '@vitrine/sdk';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useExpressWallet, type ExpressWalletOptions, type WalletSdk } from '../src/index';
import { US_ADDRESS } from '../../core-checkout/src/checkout.platform.fixtures';
import { platformSuite, renderWith } from './harness';

const suite = platformSuite();
afterEach(() => {
  delete (globalThis as { paypal?: WalletSdk }).paypal;
});

/** The fake wallet SDK: its button creates the order, then approves it with the order's id. */
const fakePaypal: WalletSdk = {
  Buttons: (options) => ({
    async render(container) {
      const button = document.createElement('button');
      button.textContent = 'PayPal';
      button.addEventListener('click', async () => {
        const orderID = await options.createOrder().catch(() => undefined);
        if (orderID) await options.onApprove({ orderID });
      });
      (typeof container === 'string' ? document.querySelector(container) : container)?.append(button);
    },
  }),
};

/** A script port whose wallet SDK defines a fake `paypal` that renders one button; or fails. */
function walletScripts(fails = false): ScriptLoader & {
  readonly loaded: string[];
  readonly requested: string[];
} {
  const loaded: string[] = [];
  const requested: string[] = [];
  return {
    loaded,
    requested,
    // Like every script port: a source already loaded is not loaded again.
    async load(src) {
      requested.push(src);
      if (loaded.includes(src) && !fails) return;
      loaded.push(src);
      if (fails) throw new Error(`Failed to load script ${src}`);
      (globalThis as { paypal?: WalletSdk }).paypal = fakePaypal;
    },
  };
}

/** A storefront with a tee in its cart and the given script port. */
async function shopWithCart(scripts: ScriptLoader): Promise<{
  storefront: Storefront;
  navigate: MemoryNavigate;
  logger: MemoryLogger;
}> {
  const navigate = createMemoryNavigate();
  const logger = createMemoryLogger();
  const storefront = suite.open({
    ports: createMemoryPorts({ navigate, scripts, logger }),
  });
  await storefront.ready();
  const product = await storefront.catalog.product('classic-crew-tee');
  if (!product.ok || !product.value.variant) throw new Error('no tee');
  expect((await storefront.cart.add({ variantId: product.value.variant.id, quantity: 1 })).ok).toBe(true);
  return { storefront, navigate, logger };
}

function Wallet(props: ExpressWalletOptions) {
  const wallet = useExpressWallet(props);
  return (
    <>
      <p data-testid="status">{wallet.status}</p>
      {wallet.status === 'ready' || wallet.status === 'approving' ? <div id={wallet.buttonId} /> : null}
      {wallet.error ? <p role="alert">{wallet.error.text}</p> : null}
    </>
  );
}

describe('useExpressWallet', () => {
  it('flag on: the SDK loads once, the button renders into paypal-smart-button and, approved, the checkout opens at contact_information with the wallet', async () => {
    const scripts = walletScripts();
    const { storefront, navigate } = await shopWithCart(scripts);
    const from = suite.platform.requests.length;
    const view = renderWith(storefront, <Wallet />);
    const button = await screen.findByRole('button', { name: 'PayPal' }, { timeout: 15_000 });
    expect(button.parentElement?.id).toBe('paypal-smart-button');
    expect(screen.getByTestId('status').textContent).toBe('ready');
    expect(scripts.requested).toEqual([
      'https://www.paypal.com/sdk/js?client-id=sb-vitrine&intent=authorize&currency=USD&disable-funding=credit',
    ]);
    // The cart page did not fetch the checkout into the page (only the wallet's look-up did).
    expect(suite.platform.requests.slice(from).filter((r) => r.includes('create-order'))).toEqual([]);

    fireEvent.click(button);
    const token = selectTokens(storefront.cart.getSnapshot()).checkoutToken;
    await waitFor(() =>
      expect(navigate.intents.at(-1)).toEqual({
        type: 'route',
        route: 'checkout',
        params: { token },
        query: { step: 'contact_information' },
      }),
    );
    expect(
      suite.platform.requests.slice(from).filter((r) => r.includes('/paypal-express/create-order.json')),
    ).toHaveLength(1);
    const checkout = await storefront.checkout();
    expect(checkout.ok && checkout.value.view().checkout?.paymentMethod?.code).toBe('paypal-express');
    expect(screen.queryByRole('alert')).toBeNull();
    view.unmount();
  });

  it("at a checkout's payment step that is not the cart's (a recovered link, 001 §2): the wallet loads and is approved on that checkout, which stays at the payment step (0500)", async () => {
    const { storefront, navigate } = await shopWithCart(walletScripts());
    const cartToken = selectTokens(storefront.cart.getSnapshot()).checkoutToken;
    // Another device's checkout, taken to the payment step there; its link is opened on this one.
    const other = suite.open();
    await other.ready();
    const product = await other.catalog.product('classic-crew-tee');
    if (!product.ok || !product.value.variant) throw new Error('no tee');
    expect((await other.cart.add({ variantId: product.value.variant.id, quantity: 1 })).ok).toBe(true);
    const token = selectTokens(other.cart.getSnapshot()).checkoutToken;
    if (!token || token === cartToken) throw new Error('no other checkout');
    const away = await other.checkout(token);
    if (!away.ok) throw new Error(away.error.code);
    expect((await away.value.load()).ok).toBe(true);
    expect(
      (await away.value.saveCustomer({ email: 'dana@example.com', shippingAddress: US_ADDRESS })).ok,
    ).toBe(true);
    expect((await away.value.loadShippingMethods('US')).ok).toBe(true);
    expect((await away.value.selectShippingMethod('standard')).ok).toBe(true);
    const page = await storefront.checkout(token);
    if (!page.ok) throw new Error(page.error.code);
    expect((await page.value.load({ step: 'payment_method' })).ok && page.value.view().step).toBe(
      'payment_method',
    );

    const from = suite.platform.requests.length;
    renderWith(storefront, <Wallet token={token} atPaymentStep />);
    const button = await screen.findByRole('button', { name: 'PayPal' }, { timeout: 15_000 });
    fireEvent.click(button);
    await waitFor(() =>
      expect(navigate.intents.at(-1)).toEqual({
        type: 'route',
        route: 'checkout',
        params: { token },
        query: { step: 'payment_method' },
      }),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    // The wallet's look-up and order were this checkout's, never the cart's.
    const walletCalls = suite.platform.requests.slice(from).filter((r) => r.includes('paypal-express'));
    expect(walletCalls.length).toBeGreaterThan(0);
    expect(walletCalls.filter((r) => cartToken && r.includes(cartToken))).toEqual([]);
    expect(page.value.view().walletOrderId).toBeDefined();
    expect(page.value.view().checkout?.paymentMethod?.code).toBe('paypal-express');
    const cartCheckout = await storefront.checkout();
    expect(cartCheckout.ok && cartCheckout.value.view().walletOrderId).toBeUndefined();
  });

  it('mounted while the cart is empty (a drawer, a cart page before the first add): off, then the button once the cart has its checkout (000 §2 Cart page)', async () => {
    const storefront = suite.open({ ports: createMemoryPorts({ scripts: walletScripts() }) });
    await storefront.ready();
    await storefront.flags.ready();
    expect(storefront.flags.isOn('paypal_smart_button')).toBe(true);
    renderWith(storefront, <Wallet />);
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('off'));
    expect(screen.queryByRole('button')).toBeNull();

    const product = await storefront.catalog.product('classic-crew-tee');
    if (!product.ok || !product.value.variant) throw new Error('no tee');
    expect((await storefront.cart.add({ variantId: product.value.variant.id, quantity: 1 })).ok).toBe(true);
    const button = await screen.findByRole('button', { name: 'PayPal' }, { timeout: 15_000 });
    expect(button.parentElement?.id).toBe('paypal-smart-button');
    expect(screen.getByTestId('status').textContent).toBe('ready');
  });

  it('an SDK that does not load: unavailable, nothing shown, logged', async () => {
    const { storefront, logger } = await shopWithCart(walletScripts(true));
    renderWith(storefront, <Wallet />);
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('unavailable'), {
      timeout: 15_000,
    });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(logger.entries).toContainEqual(
      expect.objectContaining({ level: 'error', message: 'Load script error' }),
    );
  });

  it('flag off: off, no SDK loaded, no button', async () => {
    await suite.platform.database.query(
      `update feature_flags set force_disable = true where name = 'paypal_smart_button'`,
    );
    try {
      const scripts = walletScripts();
      const { storefront } = await shopWithCart(scripts);
      await storefront.flags.ready();
      expect(storefront.flags.isOn('paypal_smart_button')).toBe(false);
      renderWith(storefront, <Wallet />);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(screen.getByTestId('status').textContent).toBe('off');
      expect(scripts.loaded).toEqual([]);
      expect(screen.queryByRole('button')).toBeNull();
    } finally {
      await suite.platform.database.query(
        `update feature_flags set force_disable = false where name = 'paypal_smart_button'`,
      );
    }
  });
});
