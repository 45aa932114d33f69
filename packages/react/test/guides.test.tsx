/**
 * Issue 17: every code sample of docs/guides is run, verbatim, against the reference platform in
 * process, and shows what the guide's prose says a reader will see. The samples are cut as the
 * compile check (scripts/docs-check-guides.mjs) cuts them (scripts/guide-samples.mjs), written to
 * .tmp/guides-run/ and imported; their `http://127.0.0.1:3000` and `window.location.origin` reach
 * the platform through the stubbed global fetch, any other origin nothing (guides-harness.ts).
 */
import type { PaymentStrategy } from '@vitrine/core-checkout';
import { createMemoryLogger, createMemoryPorts } from '@vitrine/ports';
import { createStorefront, type Storefront, type StorefrontPlugin } from '@vitrine/sdk';
import type { VitrineCart, VitrineScripting } from '@vitrine/scripting/types';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installPageScripting } from '../../../examples/storefront/src/app/scripting';
import { useStorefront } from '../src/index';
import { clearBrowserState, guide, guidesFetch, samplesNotRun, watchPlugin } from './guides-harness';
import { openStorefront, startPlatform, type TestPlatform } from './harness';

let platform: TestPlatform;
let network: ReturnType<typeof guidesFetch>;

beforeAll(async () => {
  platform = await startPlatform();
  network = guidesFetch(platform);
  vi.stubGlobal('fetch', network.fetch);
});
const spies: { mockRestore(): void }[] = [];
afterEach(() => {
  cleanup();
  for (const spy of spies.splice(0)) spy.mockRestore();
});
afterAll(async () => {
  Reflect.deleteProperty(window, 'Vitrine');
  vi.unstubAllGlobals();
  clearBrowserState(); // what browserPorts kept (getting-started sample 4, react-theme sample 1)
  await platform?.close();
});

/** console[method], silenced and recorded for the test running (restored after it). */
function spyConsole(method: 'log' | 'warn') {
  const spy = vi.spyOn(console, method).mockImplementation(() => undefined);
  spies.push(spy);
  return spy;
}
/** Time for an answer of the platform in process on a shared machine. */
const SETTLED = { timeout: 10_000 } as const;

describe('docs/guides/getting-started.md', () => {
  const samples = guide<{ storefront?: Storefront }>('getting-started');

  it('"A storefront in Node": two tees added ($24.00 each in the seed); count and total printed', async () => {
    const log = spyConsole('log');
    await samples.run(1);
    expect(log.mock.calls).toEqual([[2, '$48.00']]);
  });

  it('"Listening": listens, then stops listening before anything happened: nothing printed', async () => {
    const log = spyConsole('log');
    await samples.run(2);
    // A subscription is not called with the snapshot it starts from, and the sample stops its
    // storefront before any answer: nothing to print.
    expect(log.mock.calls).toEqual([]);
  });

  it('"After checkout": ord_demo_1003 loads after authenticate(email) and prints its tracking', async () => {
    const log = spyConsole('log');
    const from = platform.requests.length;
    await samples.run(3);
    // Without the key load() is refused; authenticate(email) obtains it and the order loads.
    const calls = platform.requests
      .slice(from)
      .filter((path) => path.includes('/order-status/ord_demo_1003/'));
    expect(calls.map((path) => path.split('/').pop())).toEqual([
      'info.json',
      'authenticate.json',
      'info.json',
    ]);
    // #1003 is seeded in transit (platform-api seed/checkout-orders.ts): its shipment's label and number.
    expect(log.mock.calls).toEqual([['In transit', '9400111899223856925044']]);
  });

  it('"In a browser": the storefront over browserPorts becomes ready; its navigate shows the login notice and reloads', async () => {
    const { storefront } = await samples.run(4);
    // Stopped whatever happens: over the browser's ports, a storefront left running would write
    // storage and cookies into the next files of this worker.
    try {
      const ready = await storefront?.ready();
      expect(ready?.ok).toBe(true);
      // 000 §2: a logged-out visitor asking for my-account goes home and sees the notice.
      await storefront?.shop.resolve('/my-account');
      expect(window.location.pathname).toBe('/');
      const queue = JSON.stringify(storefront?.notifications.getSnapshot().context);
      expect(queue).toContain('"message":{"id":"auth.login_required"}'); // 'You need to be logged in…'
      // 000 §8: the clear-storage action reloads the page.
      const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
      try {
        storefront?.dispatch('storage.clear');
        expect(reload).toHaveBeenCalledTimes(1);
      } finally {
        reload.mockRestore();
      }
    } finally {
      storefront?.stop();
    }
  });
});

/** react-theme.md sample 1 keeps its storefront in its module: reached through the provider it fills. */
let themeStorefront: Storefront | undefined;
function GrabStorefront() {
  themeStorefront = useStorefront();
  return null;
}

describe('docs/guides/react-theme.md', () => {
  type Samples = Record<string, ComponentType<Record<string, unknown>>> & { emailRequired: string };
  const samples = guide<Samples>('react-theme');
  let Theme: ComponentType<{ children: ReactNode }>;
  const inTheme = (ui: ReactNode) =>
    render(
      <Theme>
        <GrabStorefront />
        {ui}
      </Theme>,
    );

  beforeAll(async () => {
    ({ Theme } = (await samples.run(1)) as unknown as { Theme: typeof Theme });
  });
  afterAll(() => themeStorefront?.stop());

  it('"A product card and a cart badge": title and price; Add to cart makes the badge 1', async () => {
    const { ProductCard, CartBadge } = await samples.run(2);
    if (!ProductCard || !CartBadge) throw new Error('react-theme sample 2 exports no ProductCard/CartBadge');
    inTheme(
      <>
        <ProductCard handle="classic-crew-tee" />
        <CartBadge />
      </>,
    );
    await waitFor(() => expect(screen.getByRole('heading').textContent).toBe('Classic Crew Tee'), SETTLED);
    expect(screen.getByText('$24.00')).toBeTruthy();
    const badge = screen.getByLabelText('Items in cart');
    expect(badge.textContent).toBe('0');
    const add = screen.getByRole<HTMLButtonElement>('button', { name: 'Add to cart' });
    await waitFor(() => expect(add.disabled).toBe(false), SETTLED);
    await act(async () => {
      fireEvent.click(add);
    });
    await waitFor(() => expect(badge.textContent).toBe('1'), SETTLED);
  });

  it('"A product page in 39 lines": options choose the variant and its price, a sold-out choice is disabled, the line shows', async () => {
    const { ProductPage } = await samples.run(3);
    if (!ProductPage) throw new Error('react-theme sample 3 exports no ProductPage');
    inTheme(<ProductPage handle="classic-crew-tee" />);
    await waitFor(() => expect(screen.getByRole('heading').textContent).toBe('Classic Crew Tee'), SETTLED);
    const choice = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
    // The seed's first variant is Red / S at $24.00; XL costs $2 more; Sand / XL is sold out.
    expect(choice('Red').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('$24.00')).toBeTruthy();
    await act(async () => {
      fireEvent.click(choice('XL'));
    });
    await waitFor(() => expect(screen.getByText('$26.00')).toBeTruthy(), SETTLED);
    expect(choice('XL').getAttribute('aria-pressed')).toBe('true');
    // Sand / XL is sold out: with XL chosen, Sand cannot be.
    expect(choice('Sand').disabled).toBe(true);
    expect(choice('Navy').disabled).toBe(false);
    await act(async () => {
      fireEvent.click(choice('Navy'));
    });
    await waitFor(() => expect(choice('Navy').getAttribute('aria-pressed')).toBe('true'), SETTLED);
    const add = choice('Add to cart');
    await waitFor(() => expect(add.disabled).toBe(false), SETTLED);
    await act(async () => {
      fireEvent.click(add);
    });
    const cart = screen.getByRole('list', { name: 'Cart' });
    await waitFor(
      () => expect(cart.textContent).toContain('1 × Classic Crew Tee Navy / XL: $26.00'),
      SETTLED,
    );
  });

  it('"The order status page": by its key the order and its tracking; without, the e-mail form', async () => {
    const { OrderStatus } = await samples.run(4);
    if (!OrderStatus) throw new Error('react-theme sample 4 exports no OrderStatus');
    inTheme(<OrderStatus token="ord_demo_1001" accessKey="ak_demo_1001" />);
    await waitFor(() => expect(screen.getByRole('heading').textContent).toBe('Order #1001'), SETTLED);
    expect(screen.getByRole('listitem').textContent).toBe('Delivered: The package has been delivered.');
    cleanup();
    inTheme(<OrderStatus token="ord_demo_1002" />);
    const submit = await screen.findByRole('button', { name: 'Show my order' }, SETTLED);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'demo@vitrine.test' } });
    await act(async () => {
      fireEvent.click(submit);
    });
    await waitFor(() => expect(screen.getByRole('heading').textContent).toBe('Order #1002'), SETTLED);
  });

  it('"Texts": emailRequired is its comment\'s text; a notification shows it until dismissed', async () => {
    const { Toasts, emailRequired } = await samples.run(5);
    if (!Toasts) throw new Error('react-theme sample 5 exports no Toasts');
    expect(emailRequired).toBe('Email is required');
    inTheme(<Toasts />);
    await act(async () => {
      await themeStorefront?.notifications.push({
        type: 'error',
        message: { id: 'newsletter.email_required' },
      });
    });
    expect((await screen.findByRole('listitem', {}, SETTLED)).textContent).toBe('Email is required Dismiss');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('listitem')).toBeNull(), SETTLED);
  });
});

describe('docs/guides/scripting-app.md', () => {
  const samples = guide('scripting-app');
  const drawer = { show: vi.fn() };
  let vitrine: VitrineScripting;
  let uninstall: (() => void) | undefined;
  let storefront: Storefront | undefined;
  let log: ReturnType<typeof vi.spyOn>;
  const gift = (cart: VitrineCart) => cart.lines.find((line) => line.variantId === '42');
  /** Where this guide's requests start in `platform.urls`. */
  let firstUrl = 0;
  /** The cart idle, and still idle once the app's handlers of its last change had their turn. */
  const settledCart = async () => {
    for (let seen = -1; seen !== platform.urls.length; ) {
      seen = platform.urls.length;
      await storefront?.cart.settled();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  // The apps' scripts load first and queue their callbacks; then the page installs window.Vitrine
  // over its storefront as the reference storefront does (examples/storefront/src/app/scripting.ts).
  beforeAll(async () => {
    vi.stubGlobal('drawer', drawer);
    log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    firstUrl = platform.urls.length;
    for (let n = 1; n <= samples.count; n += 1) await samples.run(n);
    storefront = openStorefront(platform);
    const installation = installPageScripting(storefront, window);
    uninstall = installation.uninstall;
    await installation.ready;
    vitrine = installation.api;
  });
  afterAll(() => {
    uninstall?.();
    storefront?.stop();
    log?.mockRestore();
  });

  it('"Wait for the storefront": the queued callback printed the item count and the total', async () => {
    await vi.waitFor(() => expect(log).toHaveBeenCalledWith(0, '$0.00'), SETTLED);
  });

  it('"A free gift app": no gift at $48.00; past $50.00 the app adds variant 42', async () => {
    const warn = spyConsole('warn');
    const tee = await storefront?.catalog.product('classic-crew-tee');
    const variantId = tee?.ok ? tee.value.variant?.id : undefined;
    if (!variantId) throw new Error('the demo shop has no classic-crew-tee variant');
    expect((await vitrine.cart.add({ variantId, quantity: 2 })).totals.subtotal.amount).toBe(4800);
    // Both announcements of that change handled, and nothing the app might have sent still running.
    await settledCart();
    expect(gift(await vitrine.cart.get())).toBeUndefined();
    expect((await vitrine.cart.add({ variantId, quantity: 1 })).totals.subtotal.amount).toBe(7200);
    await vi.waitFor(async () => expect(gift(await vitrine.cart.get())).toBeDefined(), SETTLED);
    expect(warn).not.toHaveBeenCalledWith('no gift today', expect.anything());
  });

  // One change emits two `cart:updated` (at once, then confirmed) whose promises resolve with the
  // same gift-less cart: the sample's guard adds the gift once (it was added twice before).
  it('"A free gift app": adds the gift once', async () => {
    await settledCart();
    expect(gift(await vitrine.cart.get())?.quantity).toBe(1);
    // One add of the gift reached the platform.
    const adds = platform.urls
      .slice(firstUrl)
      .filter((url) => url.pathname === '/api/checkout/cart/update.json').length;
    expect(adds).toBe(3); // two tees, one tee, one gift
  });

  it('"Replacing a default action": cart.open is no longer the default and opens the drawer', async () => {
    expect(log).toHaveBeenCalledWith(false);
    expect(vitrine.isDefault('cart.open')).toBe(false);
    await vitrine.cart.open();
    expect(drawer.show).toHaveBeenCalledTimes(1);
  });
});

describe('docs/guides/payment-provider-plugin.md', () => {
  const samples = guide<Record<string, unknown>>('payment-provider-plugin');

  it('"A provider whose SDK returns a one-time token": the credential becomes payment_data.token', async () => {
    const { acmePay } = (await samples.run(1)) as { acmePay: PaymentStrategy<{ credential: string }> };
    expect(acmePay.code).toBe('acme-pay');
    expect(acmePay.collect({ credential: 'tok_123' })).toEqual({ ok: true, value: { token: 'tok_123' } });
    const empty = acmePay.collect({ credential: ' ' });
    expect(empty.ok ? 'accepted' : empty.error.code).toBe('missing_payment_credential');
  });

  it('"A strategy from scratch": collect accepts tok_123 and refuses bad as acme_invalid_token', async () => {
    const { acmeCardStrategy } = (await samples.run(2)) as {
      acmeCardStrategy: PaymentStrategy<{ token: string }>;
    };
    expect(acmeCardStrategy.code).toBe('acme-card');
    expect(acmeCardStrategy.collect({ token: 'tok_123' })).toEqual({ ok: true, value: { token: 'tok_123' } });
    const bad = acmeCardStrategy.collect({ token: 'bad' });
    expect(bad.ok ? 'accepted' : bad.error).toEqual({ code: 'acme_invalid_token', status: 400 });
  });

  it('"Registering it with a plugin": it gets only its port and provides acme-pay, with no error', async () => {
    // The sample's own storefront starts and stops when it runs; its logger (the console) hears
    // nothing: no order completed, no plugin error.
    const log = spyConsole('log');
    const { acmePayPlugin } = (await samples.run(3)) as { acmePayPlugin: StorefrontPlugin };
    expect(log.mock.calls).toEqual([]);
    const logger = createMemoryLogger();
    const { plugin, given, provided } = watchPlugin(acmePayPlugin);
    const storefront = createStorefront({
      domain: 'localhost',
      baseUrl: 'http://127.0.0.1:3000',
      ports: createMemoryPorts({ logger }),
      plugins: [plugin],
    });
    expect((await storefront.ready()).ok).toBe(true);
    storefront.stop();
    expect(given).toEqual([['logger']]);
    expect(provided).toEqual(['acme-pay']);
    expect(logger.entries.filter((entry) => entry.level === 'error')).toEqual([]);
  });
});

describe('docs/guides/contributing.md', () => {
  const samples = guide('contributing');

  it('"An endpoint": the endpoint reads the demo shop\'s name', async () => {
    const log = spyConsole('log');
    await samples.run(1);
    expect(log.mock.calls).toEqual([['Vitrine Demo']]);
  });

  it('"A machine": the loaded event, then the greeting its comment gives', async () => {
    const log = spyConsole('log');
    await samples.run(2);
    expect(log.mock.calls).toEqual([['loaded', 'Vitrine Demo'], ['Welcome to Vitrine Demo']]);
  });
});

describe('all the guides', () => {
  it('every sample of docs/guides ran, and none asked for an origin other than the platform', () => {
    expect(samplesNotRun()).toEqual([]);
    expect(network.refused).toEqual([]);
  });
});
