// @vitest-environment happy-dom
/**
 * The cart's quantity fields (000 §4 Cart "Setting a quantity below 1 removes the item"): an empty
 * field sets no quantity, in the drawer or on the cart page; on the cart page, a quantity typed
 * while "update all" runs stays to be sent. Each field is named by its product, and Enter sends
 * the drawer's quantity with the keyboard left on the field. Check out and the wallet button send
 * the typed quantities first; a line added and not answered yet shows no made-up price. Remove says
 * the new subtotal in the view's status region and leaves the keyboard on a control that stays.
 */
import { notificationText, selectNotifications } from '@vitrine/core-shop';
import { createMemoryPorts, type NavigationIntent, type ScriptLoader } from '@vitrine/ports';
import { StorefrontProvider, type WalletSdk } from '@vitrine/react';
import type { Storefront } from '@vitrine/sdk';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { openStorefront, platformSuite, productOf } from '../../../../packages/react/test/harness';
import { Component as CartPage } from '../areas/browse/cart';
import { Hydration } from '../server/hydration';
import { TEXTS } from '../texts';
import { CartDrawer } from './cart-drawer';
import { CartLines } from './cart-lines';

const suite = platformSuite();

/** The demo shop with one tee in its cart. */
async function shopWithTee(): Promise<Storefront> {
  const storefront = suite.open();
  const variant = (await productOf(storefront)).variants.find((v) => v.available);
  if (!variant) throw new Error('no available variant');
  expect((await storefront.cart.add({ variantId: variant.id, quantity: 1 })).ok).toBe(true);
  return storefront;
}

function show(storefront: Storefront, element: React.ReactNode) {
  render(
    <StorefrontProvider storefront={storefront}>
      <MemoryRouter initialEntries={['/cart']}>{element}</MemoryRouter>
    </StorefrontProvider>,
  );
}

/** A fake wallet SDK (001 §4): its one button asks for the wallet's order when clicked. */
const fakePaypal: WalletSdk = {
  Buttons: (options) => ({
    async render(container) {
      const button = document.createElement('button');
      button.textContent = 'PayPal';
      button.addEventListener('click', () => void options.createOrder().catch(() => undefined));
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

const quantityOf = (storefront: Storefront) =>
  storefront.cart.settled().then((snapshot) => snapshot.context.cart.items.map((item) => item.qty));

describe('cart quantity fields', () => {
  it('the drawer: an emptied field removes nothing and shows the quantity again', async () => {
    const storefront = await shopWithTee();
    show(storefront, <CartLines />);
    const field = (await screen.findByLabelText(TEXTS.quantity)) as HTMLInputElement;
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.blur(field);
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(await quantityOf(storefront)).toEqual([1]);
    expect(field.value).toBe('1');
  }, 60_000);

  it('names each quantity field by its product, and Enter sends the quantity with the focus kept on the field', async () => {
    const storefront = await shopWithTee();
    const hoodie = (await productOf(storefront, 'relaxed-hoodie')).variants.find((v) => v.available);
    if (!hoodie) throw new Error('no available hoodie');
    expect((await storefront.cart.add({ variantId: hoodie.id, quantity: 1 })).ok).toBe(true);
    show(storefront, <CartLines />);
    const tee = (await screen.findByLabelText('Quantity, Classic Crew Tee')) as HTMLInputElement;
    expect(screen.getByLabelText('Quantity, Relaxed Hoodie')).not.toBe(tee);
    const user = userEvent.setup();
    await user.click(tee);
    await user.keyboard('{Backspace}2{Enter}');
    await waitFor(async () => expect((await quantityOf(storefront)).sort()).toEqual([1, 2]));
    // The field the shopper typed in keeps the keyboard (it was blurred, then rebuilt).
    const after = screen.getByLabelText('Quantity, Classic Crew Tee') as HTMLInputElement;
    expect(after.value).toBe('2');
    expect(document.activeElement).toBe(after);
    await user.keyboard('{Backspace}3{Enter}');
    await waitFor(async () => expect((await quantityOf(storefront)).sort()).toEqual([1, 3]));
    expect(document.activeElement).toBe(screen.getByLabelText('Quantity, Classic Crew Tee'));
  }, 60_000);

  it('the drawer: a line added and not answered yet shows no made-up $0.00 (its price comes with the answer)', async () => {
    // the add waits at a gate the test opens: the new line is on its way to the server
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    let gated = false;
    const slow: typeof fetch = async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (gated && url.includes('update.json')) await gate;
      return suite.platform.fetch(input, init);
    };
    const storefront = openStorefront(suite.platform, 'localhost', { fetch: slow });
    try {
      const tee = (await productOf(storefront)).variants.find((v) => v.available);
      const hoodie = (await productOf(storefront, 'relaxed-hoodie')).variants.find((v) => v.available);
      if (!tee || !hoodie) throw new Error('no available variant');
      expect((await storefront.cart.add({ variantId: tee.id, quantity: 1 })).ok).toBe(true);
      show(storefront, <CartLines />);
      await screen.findByLabelText('Quantity, Classic Crew Tee');
      gated = true;
      const added = storefront.cart.add({ variantId: hoodie.id, quantity: 1 });
      await waitFor(() => expect(document.querySelectorAll('.cart-line')).toHaveLength(2));
      const line = document.querySelectorAll('.cart-line')[1];
      expect(line?.getAttribute('data-pending')).toBe('true');
      expect(line?.textContent).not.toContain('$0.00');
      open();
      expect((await added).ok).toBe(true);
      // answered, the line shows its price and total
      await waitFor(() => expect(screen.getByLabelText('Quantity, Relaxed Hoodie')).toBeTruthy());
      const answered = document.querySelectorAll('.cart-line')[1];
      expect(answered?.querySelectorAll('.price')).toHaveLength(2);
      expect(answered?.textContent).toMatch(/\$[1-9]/);
    } finally {
      storefront.stop();
    }
  }, 60_000);

  it('the cart page: an emptied field is no change to send', async () => {
    const storefront = await shopWithTee();
    show(storefront, <CartPage />);
    const field = (await screen.findByLabelText(TEXTS.quantity)) as HTMLInputElement;
    fireEvent.change(field, { target: { value: '' } });
    expect((screen.getByRole('button', { name: TEXTS.updateAll }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.blur(field);
    expect(field.value).toBe('1');
    expect(await quantityOf(storefront)).toEqual([1]);
  }, 60_000);

  it('the cart page: a quantity typed while update all runs stays to be sent, and shown', async () => {
    // cart changes wait at a gate the test opens, so the shopper can type while one runs
    let gate: Promise<void> = Promise.resolve();
    let open: () => void = () => undefined;
    const slow: typeof fetch = async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.includes('update.json')) await gate;
      return suite.platform.fetch(input, init);
    };
    const storefront = openStorefront(suite.platform, 'localhost', { fetch: slow });
    try {
      const variant = (await productOf(storefront)).variants.find((v) => v.available);
      if (!variant) throw new Error('no available variant');
      expect((await storefront.cart.add({ variantId: variant.id, quantity: 1 })).ok).toBe(true);
      show(storefront, <CartPage />);
      const field = () => screen.getByLabelText(TEXTS.quantity) as HTMLInputElement;
      await screen.findByLabelText(TEXTS.quantity);
      fireEvent.change(field(), { target: { value: '3' } });
      gate = new Promise((resolve) => {
        open = resolve;
      });
      fireEvent.click(screen.getByRole('button', { name: TEXTS.updateAll }));
      // while the change to 3 runs (the field shows it at once), the shopper types 4
      await waitFor(() => expect(field().value).toBe('3'));
      fireEvent.change(field(), { target: { value: '4' } });
      open();
      await waitFor(async () => expect(await quantityOf(storefront)).toEqual([3]));
      const updateAll = screen.getByRole('button', { name: TEXTS.updateAll }) as HTMLButtonElement;
      await waitFor(() => expect(updateAll.disabled).toBe(false));
      expect(field().value).toBe('4');
      fireEvent.click(updateAll);
      await waitFor(async () => expect(await quantityOf(storefront)).toEqual([4]));
    } finally {
      storefront.stop();
    }
  }, 60_000);

  /**
   * A storefront with one tee in its cart whose checkout navigations record the quantities the
   * server confirmed at that moment, its `refused` change (multiple-update.json: update all)
   * answered by `refuse` when given.
   */
  async function checkingOut(refuse?: () => Response, refused = '/api/checkout/cart/multiple-update.json') {
    const atCheckout: number[][] = [];
    let refusing = false;
    const fetching: typeof fetch = async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (refuse && refusing && url.includes(refused)) return refuse();
      return suite.platform.fetch(input, init);
    };
    const navigate = (intent: NavigationIntent) => {
      if (intent.type === 'route' && intent.route === 'checkout')
        atCheckout.push(storefront.cart.getSnapshot().context.server.items.map((item) => item.qty));
    };
    const storefront = openStorefront(suite.platform, 'localhost', {
      fetch: fetching,
      ports: createMemoryPorts({ navigate }),
    });
    const variant = (await productOf(storefront)).variants.find((v) => v.available);
    if (!variant) throw new Error('no available variant');
    expect((await storefront.cart.add({ variantId: variant.id, quantity: 1 })).ok).toBe(true);
    refusing = true;
    return { storefront, atCheckout };
  }

  it('the cart page: Check out sends the quantities typed and not sent yet first, then goes to checkout', async () => {
    const { storefront, atCheckout } = await checkingOut();
    try {
      show(storefront, <CartPage />);
      fireEvent.change(await screen.findByLabelText(TEXTS.quantity), { target: { value: '3' } });
      fireEvent.click(screen.getByRole('button', { name: TEXTS.goToCheckout }));
      await waitFor(() => expect(atCheckout).toEqual([[3]]), { timeout: 10_000 });
    } finally {
      storefront.stop();
    }
  }, 60_000);

  it('the cart page: the wallet button sends the quantities typed and not sent yet first, then creates its order', async () => {
    // 000 §2 cart page "offers a wallet express button when the paypal_smart_button flag is on";
    // the wallet's order is priced from the server's checkout (001 §5), so it must have the typed quantities
    const atOrder: number[][] = [];
    const recording: typeof fetch = async (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.includes('/paypal-express/create-order.json'))
        atOrder.push(wallet.cart.getSnapshot().context.server.items.map((item) => item.qty));
      return suite.platform.fetch(input, init);
    };
    const wallet = openStorefront(suite.platform, 'localhost', {
      fetch: recording,
      ports: createMemoryPorts({ scripts: walletScripts }),
    });
    try {
      const variant = (await productOf(wallet)).variants.find((v) => v.available);
      if (!variant) throw new Error('no available variant');
      expect((await wallet.cart.add({ variantId: variant.id, quantity: 1 })).ok).toBe(true);
      show(wallet, <CartPage />);
      fireEvent.change(await screen.findByLabelText(TEXTS.quantity), { target: { value: '3' } });
      fireEvent.click(await screen.findByRole('button', { name: 'PayPal' }, { timeout: 15_000 }));
      await waitFor(() => expect(atOrder).toEqual([[3]]), { timeout: 10_000 });
    } finally {
      wallet.stop();
      delete (globalThis as { paypal?: WalletSdk }).paypal;
    }
  }, 60_000);

  it('the cart page: a typed quantity the platform refuses stops Check out there, with its error', async () => {
    const { storefront, atCheckout } = await checkingOut(() =>
      Response.json(
        { code: 400, success: false, error_code: 'OUT_OF_STOCK', error_message: 'Only 2 left in stock.' },
        { status: 400 },
      ),
    );
    try {
      show(storefront, <CartPage />);
      fireEvent.change(await screen.findByLabelText(TEXTS.quantity), { target: { value: '3' } });
      fireEvent.click(screen.getByRole('button', { name: TEXTS.goToCheckout }));
      // the refusal is told as decision 0223 tells a refused change: the server's words
      await waitFor(() =>
        expect(
          selectNotifications(storefront.notifications.getSnapshot()).map((n) => notificationText(n.message)),
        ).toContain('Only 2 left in stock.'),
      );
      await act(() => new Promise((resolve) => setTimeout(resolve, 1_000)));
      expect(atCheckout).toEqual([]);
      expect(await quantityOf(storefront)).toEqual([1]);
    } finally {
      storefront.stop();
    }
  }, 60_000);

  /** The drawer, its mini cart opened, in a hydrated page. */
  async function showDrawer(storefront: Storefront) {
    render(
      <StorefrontProvider storefront={storefront}>
        <Hydration hydrating={false}>
          <RouterProvider router={createMemoryRouter([{ path: '*', element: <CartDrawer /> }])} />
        </Hydration>
      </StorefrontProvider>,
    );
    await act(async () => {
      await storefront.cart.openMiniCart();
    });
  }

  /**
   * The shopper types `quantity` in the tee's field and presses Check out: leaving the field sends
   * it (000 §4 Cart, a quantity change).
   */
  async function typeAndCheckOut(quantity: string) {
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Quantity, Classic Crew Tee'));
    await user.keyboard(`{Backspace}${quantity}`);
    await user.click(screen.getByRole('button', { name: TEXTS.goToCheckout }));
  }

  it('the drawer: a quantity sent as Check out is pressed goes to checkout with it', async () => {
    const { storefront, atCheckout } = await checkingOut();
    try {
      await showDrawer(storefront);
      await typeAndCheckOut('3');
      await waitFor(() => expect(atCheckout).toEqual([[3]]), { timeout: 10_000 });
    } finally {
      storefront.stop();
    }
  }, 60_000);

  it('the drawer: a quantity the platform refuses, sent as Check out is pressed, stops Check out there, with its error', async () => {
    const { storefront, atCheckout } = await checkingOut(
      () =>
        Response.json(
          { code: 400, success: false, error_code: 'ITEM_OUT_STOCK', error_message: 'Only 5 left in stock.' },
          { status: 400 },
        ),
      '/api/checkout/cart/update.json',
    );
    try {
      await showDrawer(storefront);
      await typeAndCheckOut('10');
      // the refusal is told as decision 0223 tells a refused change: the server's words
      await waitFor(() =>
        expect(
          selectNotifications(storefront.notifications.getSnapshot()).map((n) => notificationText(n.message)),
        ).toContain('Only 5 left in stock.'),
      );
      await act(() => new Promise((resolve) => setTimeout(resolve, 1_000)));
      expect(atCheckout).toEqual([]);
      expect(await quantityOf(storefront)).toEqual([1]);
    } finally {
      storefront.stop();
    }
  }, 60_000);

  /** What the live regions on the page say (role="status", role="alert", aria-live). */
  const spoken = () =>
    [...document.querySelectorAll('[role="status"], [role="alert"], [aria-live]')]
      .map((region) => region.textContent ?? '')
      .join(' | ');

  // A change is told to a screen reader (WCAG 4.1.3 status messages) with the cart's own words (000
  // §4 Cart: subtotal), and a removed line's Remove button leaves the keyboard on the cart (WCAG
  // 2.4.3): before, nothing was said and the focus fell to the document.
  it('the cart page: Remove says the new subtotal, and the focus goes to the next line’s Remove', async () => {
    const storefront = await shopWithTee();
    const hoodie = (await productOf(storefront, 'relaxed-hoodie')).variants.find((v) => v.available);
    if (!hoodie) throw new Error('no available hoodie');
    expect((await storefront.cart.add({ variantId: hoodie.id, quantity: 1 })).ok).toBe(true);
    show(storefront, <CartPage />);
    const removeTee = await screen.findByRole('button', { name: TEXTS.removeNamed('Classic Crew Tee') });
    const removeHoodie = screen.getByRole('button', { name: TEXTS.removeNamed('Relaxed Hoodie') });
    const subtotal = () => document.querySelector('.totals .price')?.textContent ?? '';
    const before = subtotal();
    // the first render says nothing
    expect(spoken()).not.toContain(TEXTS.subtotal);
    await userEvent.setup().click(removeTee);
    await waitFor(async () => expect(await quantityOf(storefront)).toEqual([1]));
    await waitFor(() => {
      expect(subtotal()).not.toBe(before);
      expect(spoken()).toContain(`${TEXTS.subtotal} ${subtotal()}`);
    });
    expect(removeTee.isConnected).toBe(false);
    expect(document.activeElement).toBe(removeHoodie);
    expect(removeHoodie.isConnected).toBe(true);
  }, 60_000);

  it('the drawer: Remove of the last line says the cart is empty, and the focus stays in the drawer', async () => {
    const storefront = await shopWithTee();
    await showDrawer(storefront);
    const removeTee = await screen.findByRole('button', { name: TEXTS.removeNamed('Classic Crew Tee') });
    expect(spoken()).not.toContain(TEXTS.cartEmpty);
    await userEvent.setup().click(removeTee);
    await waitFor(async () => expect(await quantityOf(storefront)).toEqual([]));
    await waitFor(() => expect(spoken()).toContain(TEXTS.cartEmpty));
    expect(removeTee.isConnected).toBe(false);
    // the drawer's Close, its control that stays
    const focused = document.activeElement;
    expect(focused).not.toBe(document.body);
    expect(focused?.isConnected).toBe(true);
    expect(focused).toBe(screen.getByRole('button', { name: TEXTS.closeCart }));
  }, 60_000);
});
