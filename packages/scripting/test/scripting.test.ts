/**
 * window.Vitrine over a real storefront, against the real platform-api in process: every method,
 * bad input refused with the cart untouched, isolated listeners, the ready queue's order,
 * configure/isDefault, and the confirmed-state promise of events.
 */
import { createTransport } from '@vitrine/api-client';
import { createCatalog } from '@vitrine/core-catalog';
import {
  createMemoryLogger,
  createMemoryNavigate,
  createMemoryPorts,
  type MemoryLogger,
  type MemoryNavigate,
} from '@vitrine/ports';
import { createStorefront, publicSnapshot, type Storefront } from '@vitrine/sdk';
import { SimulatedClock } from 'xstate';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
// The checkout package's test data (address, cards), declared once there.
import { CARDS, card, US_ADDRESS } from '../../core-checkout/src/checkout.platform.fixtures';
// The reference platform's limits (docs/decisions/0261), declared once there.
import {
  MAX_LINE_PROPERTIES,
  MAX_LINE_QUANTITY,
  MAX_PROPERTY_NAME_LENGTH,
  MAX_PROPERTY_VALUE_LENGTH,
  MAX_SHORT_TEXT_LENGTH,
} from '../../../examples/platform-api/src/limits';
// The sdk's in-process platform, declared once there.
import { PLATFORM_URL, startPlatform, type TestPlatform } from '../../sdk/test/harness/platform';
import {
  installScripting,
  SCRIPTING_VERSION,
  type ScriptingInstallation,
  type ScriptingOptions,
  type VitrineEvent,
  type VitrineReadyCallback,
  type VitrineScripting,
} from '../src/index';

let platform: TestPlatform;
const cleanups: (() => void)[] = [];

beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => {
  await platform?.close();
});
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

interface Opened {
  readonly storefront: Storefront;
  readonly vitrine: VitrineScripting;
  readonly installation: ScriptingInstallation;
  readonly target: Record<string, unknown>;
  readonly logger: MemoryLogger;
  readonly navigate: MemoryNavigate;
}

/** A storefront of the demo shop (or `domain`'s) with window.Vitrine installed on a fresh target object. */
function open(
  target: Record<string, unknown> = {},
  options: Omit<ScriptingOptions, 'target' | 'logger'> = {},
  clock?: SimulatedClock,
  domain = 'localhost',
): Opened {
  const navigate = createMemoryNavigate();
  const logger = createMemoryLogger();
  const storefront = createStorefront({
    domain,
    baseUrl: PLATFORM_URL,
    fetch: platform.fetch,
    ports: createMemoryPorts({ navigate, logger, ...(clock === undefined ? {} : { clock }) }),
  });
  const installation = installScripting(storefront, { target, logger, ...options });
  cleanups.push(() => {
    installation.uninstall();
    storefront.stop();
  });
  return { storefront, vitrine: installation.api, installation, target, logger, navigate };
}

/** A variant id of the seeded tee (through the platform, as a theme would find it). */
async function teeVariant(storefront: Storefront): Promise<string> {
  const page = await storefront.catalog.product('classic-crew-tee');
  if (!page.ok || !page.value.variant) throw new Error('the tee did not load');
  return page.value.variant.id;
}

/** Cart calls to the platform so far (a refused argument makes none). */
const cartCalls = (): number => platform.requests.filter((path) => path.includes('/cart')).length;

describe('installScripting', () => {
  it('touches nothing before it is called, then puts the interface at target.Vitrine; uninstall removes it', async () => {
    const target: Record<string, unknown> = {};
    const { vitrine, installation } = open(target);
    expect(target.Vitrine).toBe(vitrine);
    expect('Vitrine' in globalThis, 'the real global is left alone').toBe(false);
    expect(vitrine.version).toBe(SCRIPTING_VERSION);
    expect(Object.isFrozen(vitrine) && Object.isFrozen(vitrine.cart)).toBe(true);
    await installation.ready;
    installation.uninstall();
    expect('Vitrine' in target).toBe(false);
  });

  it('refuses a second installation on the same target', () => {
    const target: Record<string, unknown> = {};
    open(target);
    expect(() => open(target)).toThrow(expect.objectContaining({ code: 'already_installed' }));
  });
});

describe('the ready queue', () => {
  it('runs callbacks queued before the storefront once each, in order, with the API, once it is ready; later pushes at once', async () => {
    const ran: string[] = [];
    // What a script loaded before the storefront does.
    const queue: VitrineReadyCallback[] = [];
    const target: Record<string, unknown> = { Vitrine: queue };
    let storefront: Storefront | undefined;
    queue.push((api) => {
      ran.push(`first:${api.version}:${String(storefront?.pricing.getSnapshot().configured)}`);
    });
    queue.push(() => {
      ran.push('second (throws)');
      throw new Error('a broken app');
    });
    queue.push((api) => {
      ran.push('third');
      // Pushed while the queue runs: it waits its turn at the end of the line.
      api.push(() => ran.push('pushed by third'));
    });
    const opened = open(target);
    storefront = opened.storefront;
    expect(ran).toEqual([]);
    await opened.installation.ready;
    expect(ran).toEqual([`first:${SCRIPTING_VERSION}:true`, 'second (throws)', 'third', 'pushed by third']);
    expect(opened.logger.entries).toContainEqual(
      expect.objectContaining({ level: 'error', message: 'Vitrine: a ready callback threw' }),
    );

    // After install: target.Vitrine is the API; a push runs at once, and so does one on the kept array.
    (target.Vitrine as VitrineScripting).push(() => ran.push('late'));
    queue.push(() => ran.push('late on the kept array'));
    expect(ran.slice(-2)).toEqual(['late', 'late on the kept array']);
    await Promise.resolve();
    expect(ran.filter((entry) => entry.startsWith('first'))).toHaveLength(1);
  });

  it('a push after install but before ready waits for ready, after the queued ones', async () => {
    const ran: string[] = [];
    const target: Record<string, unknown> = { Vitrine: [() => ran.push('queued')] };
    const { vitrine, installation } = open(target);
    vitrine.push(() => ran.push('pushed early'));
    expect(ran).toEqual([]);
    await installation.ready;
    expect(ran).toEqual(['queued', 'pushed early']);
  });
});

describe('Vitrine.cart', () => {
  it('add, get, update, remove, clear: plain frozen carts in minor units, confirmed by the platform', async () => {
    const { storefront, vitrine } = open();
    const variantId = await teeVariant(storefront);

    const added = await vitrine.cart.add({ variantId, quantity: 2 });
    expect(added.itemCount).toBe(2);
    const [line] = added.lines;
    expect(line).toMatchObject({ variantId, quantity: 2, pending: false });
    expect(Number.isInteger(added.totals.total.amount)).toBe(true);
    expect(added.totals.total.currency).toBe('USD');
    expect(Object.isFrozen(added) && Object.isFrozen(added.lines) && Object.isFrozen(line)).toBe(true);
    expect(Reflect.set(added, 'itemCount', 99)).toBe(false);
    expect(storefront.cart.getSnapshot().context.cart.items).toHaveLength(1);

    expect(await vitrine.cart.get()).toEqual(added);
    const lineId = line?.id ?? '';
    const updated = await vitrine.cart.update({ lineId, quantity: 3 });
    expect(updated.itemCount).toBe(3);
    expect(updated.totals.subtotal.amount).toBe((line?.price.amount ?? 0) * 3);

    const removed = await vitrine.cart.remove({ lineId: updated.lines[0]?.id ?? '' });
    expect(removed.lines).toEqual([]);

    await vitrine.cart.add({ variantId, quantity: 1 });
    const cleared = await vitrine.cart.clear();
    expect(cleared.itemCount).toBe(0);
  });

  it('a platform refusal rejects with the domain code and the cart rolls back', async () => {
    const { vitrine } = open();
    const before = await vitrine.cart.get();
    await expect(vitrine.cart.add({ variantId: '999999999', quantity: 1 })).rejects.toMatchObject({
      name: 'VitrineError',
      code: 'add_failed',
    });
    expect(await vitrine.cart.get()).toEqual(before);
  });

  it.each([
    ['cart.add', (v: VitrineScripting) => v.cart.add({ variantId: '1', quantity: 0 }), ['quantity']],
    ['cart.add', (v: VitrineScripting) => v.cart.add({ variantId: '1', quantity: 1.5 }), ['quantity']],
    ['cart.add', (v: VitrineScripting) => v.cart.add({ variantId: '', quantity: 1 }), ['variantId']],
    ['cart.add', (v: VitrineScripting) => v.cart.add(undefined as never), []],
    ['cart.add', (v: VitrineScripting) => v.cart.add({ variantId: '1', qty: 2 } as never), []],
    [
      'cart.add',
      (v: VitrineScripting) => v.cart.add({ variantId: '1', properties: [{ name: 'x' }] } as never),
      ['properties', 0, 'value'],
    ],
    ['cart.update', (v: VitrineScripting) => v.cart.update({ lineId: 'li_1', quantity: -1 }), ['quantity']],
    ['cart.update', (v: VitrineScripting) => v.cart.update({ lineId: ' ', quantity: 1 }), ['lineId']],
    ['cart.remove', (v: VitrineScripting) => v.cart.remove({} as never), ['lineId']],
    // docs/scripting.md "Bad input is refused before anything happens": above the platform's limits
    // (docs/decisions/0261) too, where the shopper saw a line appear, then vanish with an error.
    [
      'cart.add',
      (v: VitrineScripting) => v.cart.add({ variantId: '1', quantity: MAX_LINE_QUANTITY + 1 }),
      ['quantity'],
    ],
    [
      'cart.add',
      (v: VitrineScripting) => v.cart.add({ variantId: 'v'.repeat(MAX_SHORT_TEXT_LENGTH + 1) }),
      ['variantId'],
    ],
    [
      'cart.add',
      (v: VitrineScripting) =>
        v.cart.add({
          variantId: '1',
          properties: Array.from({ length: MAX_LINE_PROPERTIES + 1 }, (_, n) => ({
            name: `p${n}`,
            value: 'x',
          })),
        }),
      ['properties'],
    ],
    [
      'cart.add',
      (v: VitrineScripting) =>
        v.cart.add({
          variantId: '1',
          properties: [{ name: 'n'.repeat(MAX_PROPERTY_NAME_LENGTH + 1), value: 'x' }],
        }),
      ['properties', 0, 'name'],
    ],
    [
      'cart.add',
      (v: VitrineScripting) =>
        v.cart.add({
          variantId: '1',
          properties: [{ name: 'x', value: 'v'.repeat(MAX_PROPERTY_VALUE_LENGTH + 1) }],
        }),
      ['properties', 0, 'value'],
    ],
    [
      'cart.update',
      (v: VitrineScripting) => v.cart.update({ lineId: 'li_1', quantity: MAX_LINE_QUANTITY + 1 }),
      ['quantity'],
    ],
    [
      'cart.remove',
      (v: VitrineScripting) => v.cart.remove({ lineId: 'l'.repeat(MAX_SHORT_TEXT_LENGTH + 1) }),
      ['lineId'],
    ],
  ] as const)(
    '%s refuses bad input with its path, and the cart is untouched (%#)',
    async (method, call, path) => {
      const { storefront, vitrine } = open();
      await storefront.ready();
      await vitrine.cart.add({ variantId: await teeVariant(storefront), quantity: 1 });
      const before = storefront.cart.getSnapshot().context.cart;
      const calls = cartCalls();
      const refused = call(vitrine);
      await expect(refused).rejects.toMatchObject({ code: 'invalid_argument', path });
      await expect(refused).rejects.toThrow(`Vitrine.${method}: `);
      await storefront.cart.settled();
      expect(storefront.cart.getSnapshot().context.cart).toBe(before);
      expect(cartCalls()).toBe(calls);
    },
  );

  it('the message names the field and what was expected', async () => {
    const { vitrine } = open();
    await expect(vitrine.cart.add({ variantId: '1', quantity: 0 })).rejects.toThrow(
      'Vitrine.cart.add: quantity: must be at least 1',
    );
    await expect(vitrine.cart.add({ variantId: '1', qty: 2 } as never)).rejects.toThrow(
      'Vitrine.cart.add: argument: unknown key "qty"',
    );
  });

  it('open: the default opens the mini cart and emits cart:open; a theme replaces it with configure; null puts it back', async () => {
    const { storefront, vitrine } = open();
    const requests: string[] = [];
    vitrine.on('cart:open', (event) => requests.push(event.type));
    expect(vitrine.isDefault('cart.open')).toBe(true);
    await vitrine.cart.open();
    expect(requests).toEqual(['cart:open']);
    expect(storefront.cart.getSnapshot().context.miniCartOpen).toBe(true);

    let drawer = 0;
    vitrine.configure({
      cart: {
        open: () => {
          drawer += 1;
        },
      },
    });
    expect(vitrine.isDefault('cart.open')).toBe(false);
    expect(vitrine.isDefault('checkout.go')).toBe(true);
    await vitrine.cart.open();
    expect(drawer).toBe(1);
    expect(requests).toEqual(['cart:open']);

    vitrine.configure({ cart: { open: () => Promise.reject(new Error('no drawer')) } });
    await expect(vitrine.cart.open()).rejects.toMatchObject({ code: 'action_failed' });

    vitrine.configure({ cart: { open: null } });
    expect(vitrine.isDefault('cart.open')).toBe(true);
    expect(() => vitrine.configure({ cart: { open: 'drawer' } } as never)).toThrow(
      expect.objectContaining({ code: 'invalid_argument', path: ['cart', 'open'] }),
    );
    expect(() => vitrine.configure({ basket: {} } as never)).toThrow(
      expect.objectContaining({ code: 'invalid_argument' }),
    );
  });
});

describe('Vitrine events', () => {
  it('cart:updated shows the change at once and its promise resolves with the settled cart; cart:added follows', async () => {
    const { storefront, vitrine } = open();
    const variantId = await teeVariant(storefront);
    const updates: VitrineEvent<'cart:updated'>[] = [];
    const added: VitrineEvent<'cart:added'>[] = [];
    vitrine.on('cart:updated', (event) => updates.push(event));
    vitrine.on('cart:added', (event) => added.push(event));
    const confirmedByAdd = await vitrine.cart.add({ variantId, quantity: 2 });
    const optimisticAt = updates.findIndex((event) => event.cart.lines.some((line) => line.pending));
    const confirmedAt = updates.findIndex((event) => event.cart.lines.some((line) => !line.pending));
    expect(optimisticAt, 'the optimistic line is announced').toBeGreaterThanOrEqual(0);
    expect(optimisticAt, 'before the platform answers').toBeLessThan(confirmedAt);
    const optimistic = updates[optimisticAt];
    const confirmed = await optimistic?.promise;
    expect(confirmed?.lines).toEqual([expect.objectContaining({ variantId, quantity: 2, pending: false })]);
    expect(confirmed).toEqual(confirmedByAdd);
    expect(Object.isFrozen(optimistic)).toBe(true);
    expect(added).toEqual([expect.objectContaining({ type: 'cart:added', variantId, quantity: 2 })]);
    expect((await added[0]?.promise)?.itemCount).toBe(2);
  });

  it('a throwing listener breaks neither the storefront nor the other listeners; it is logged; unsubscribe stops one', async () => {
    const { storefront, vitrine, logger } = open();
    const variantId = await teeVariant(storefront);
    const seen: string[] = [];
    vitrine.on('cart:added', () => {
      throw new Error('broken app');
    });
    vitrine.on('cart:added', () => Promise.reject(new Error('broken async app')));
    const stop = vitrine.on('cart:added', () => seen.push('stopped listener'));
    vitrine.on('cart:added', () => seen.push('good listener'));
    stop();
    const cart = await vitrine.cart.add({ variantId, quantity: 1 });
    expect(cart.itemCount).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen).toEqual(['good listener']);
    const errors = logger.entries.filter(
      (entry) => entry.message === 'Vitrine: a listener of cart:added threw',
    );
    expect(errors).toHaveLength(2);
    // The storefront goes on: another change still works.
    expect((await vitrine.cart.update({ lineId: cart.lines[0]?.id ?? '', quantity: 2 })).itemCount).toBe(2);
  });

  // docs/scripting.md Events: each `on` is its own registration, `stop()` ends that one only (two
  // widgets sharing one render function, each with its own stop).
  it('the same function registered twice: stopping one registration leaves the other listening', async () => {
    const { storefront, vitrine } = open();
    const variantId = await teeVariant(storefront);
    let rendered = 0;
    const render = () => {
      rendered += 1;
    };
    const stopFirst = vitrine.on('cart:updated', render);
    vitrine.on('cart:updated', render);
    stopFirst();
    await vitrine.cart.add({ variantId, quantity: 1 });
    expect(rendered, 'the second widget still renders').toBeGreaterThan(0);
    // Called once per registration left: as often as a function registered once.
    let once = 0;
    vitrine.on('cart:updated', () => {
      once += 1;
    });
    rendered = 0;
    await vitrine.cart.add({ variantId, quantity: 1 });
    expect(rendered).toBe(once);
  });

  it('on refuses an unknown event and a listener that is not a function', () => {
    const { vitrine } = open();
    expect(() => vitrine.on('cart:changed' as never, () => undefined)).toThrow(
      expect.objectContaining({ code: 'invalid_argument' }),
    );
    expect(() => vitrine.on('cart:updated', 'fn' as never)).toThrow(
      expect.objectContaining({ code: 'invalid_argument' }),
    );
  });
});

describe('Vitrine.user', () => {
  it('get, a refused login, login, logout, with user:login and user:logout', async () => {
    const { vitrine } = open();
    const events: string[] = [];
    let loginEvent: VitrineEvent<'user:login'> | undefined;
    vitrine.on('user:login', (event) => {
      events.push(event.type);
      loginEvent = event;
    });
    vitrine.on('user:logout', (event) => events.push(event.type));
    expect(await vitrine.user.get()).toBeNull();

    await expect(
      vitrine.user.login({ email: 'demo@vitrine.test', password: 'wrong-password' }),
    ).rejects.toMatchObject({
      name: 'VitrineError',
      code: 'LOGIN_FAILED',
    });
    await expect(vitrine.user.login({ email: 42 } as never)).rejects.toMatchObject({
      code: 'invalid_argument',
    });
    // core-auth's own rules (000 §5) refuse as the interface's checks do: the field, its text
    await expect(vitrine.user.login({ email: '', password: 'x' })).rejects.toMatchObject({
      code: 'invalid_argument',
      path: ['email'],
      messageId: 'validation.email_required',
      message: 'Vitrine.user.login: email: Please enter an email.',
    });

    const user = await vitrine.user.login({ email: 'demo@vitrine.test', password: 'vitrine123' });
    expect(user).toMatchObject({ email: 'demo@vitrine.test' });
    expect(Object.keys(user ?? {}).sort()).toEqual([
      'acceptsMarketing',
      'email',
      'firstName',
      'id',
      'lastName',
    ]);
    expect(await vitrine.user.get()).toEqual(user);
    expect(await loginEvent?.promise).toEqual(user);

    expect(await vitrine.user.logout()).toBeNull();
    expect(await vitrine.user.get()).toBeNull();
    expect(events).toEqual(['user:login', 'user:logout']);
  });
});

describe('Vitrine.product', () => {
  it('current follows the product page (product:viewed); get reads another product without opening its page', async () => {
    const catalog = createCatalog({
      transport: createTransport({ baseURL: PLATFORM_URL, shopDomain: 'localhost', fetch: platform.fetch }),
      currency: 'USD',
    });
    cleanups.push(() => catalog.stop());
    const { storefront, vitrine } = open({}, { catalog });
    const viewed: VitrineEvent<'product:viewed'>[] = [];
    vitrine.on('product:viewed', (event) => viewed.push(event));
    expect(await vitrine.product.current()).toBeNull();

    await storefront.catalog.product('classic-crew-tee');
    const current = await vitrine.product.current();
    expect(current).toMatchObject({ handle: 'classic-crew-tee' });
    expect(current?.selectedVariant?.price.currency).toBe('USD');
    expect(viewed.map((event) => event.product.handle)).toEqual(['classic-crew-tee']);
    expect(await viewed[0]?.promise).toEqual(current);

    expect(await vitrine.product.get('classic-crew-tee')).toEqual(current);
    const mug = await vitrine.product.get('custom-photo-mug');
    expect(mug).toMatchObject({ handle: 'custom-photo-mug' });
    expect(Object.isFrozen(mug)).toBe(true);
    // The shopper's page did not change.
    expect((await vitrine.product.current())?.handle).toBe('classic-crew-tee');
    expect(viewed).toHaveLength(1);

    await expect(vitrine.product.get('no-such-product')).rejects.toMatchObject({ code: 'not_found' });
    await expect(vitrine.product.get('')).rejects.toMatchObject({ code: 'invalid_argument' });
  });

  // docs/scripting.md (the interface of 000 §1): "Every method returns a promise"; product.get(handle)
  // "a product by handle". An app reading a few products at once must get each of them.
  it('get answers overlapping reads, each with its own product', { timeout: 15_000 }, async () => {
    const catalog = createCatalog({
      transport: createTransport({ baseURL: PLATFORM_URL, shopDomain: 'localhost', fetch: platform.fetch }),
    });
    cleanups.push(() => catalog.stop());
    const { vitrine } = open({}, { catalog });
    const [tee, mug] = await Promise.all(
      ['classic-crew-tee', 'custom-photo-mug'].map((handle) => vitrine.product.get(handle)),
    );
    expect(tee).toMatchObject({ handle: 'classic-crew-tee' });
    expect(mug).toMatchObject({ handle: 'custom-photo-mug' });
  });

  // docs/scripting.md "Rules every method follows": money in the shop's currency; "Once the shopper
  // picked another currency, prices are in it and also carry `shop`" (000 §9 multi-currency).
  it("get prices in the shop's currency, and in the one the shopper picked, as the page does", async () => {
    // What examples/storefront gives the interface: a catalogue that knows no currency.
    const readCatalog = (domain: string) => {
      const catalog = createCatalog({
        transport: createTransport({ baseURL: PLATFORM_URL, shopDomain: domain, fetch: platform.fetch }),
      });
      cleanups.push(() => catalog.stop());
      return catalog;
    };
    const euro = open({}, { catalog: readCatalog('euro.localhost') }, undefined, 'euro.localhost');
    const euroTee = await euro.vitrine.product.get('classic-crew-tee');
    expect(euroTee.selectedVariant?.price).toEqual({ amount: 2200, currency: 'EUR' });

    const demo = open({}, { catalog: readCatalog('localhost') });
    await demo.vitrine.currency.set('EUR');
    const mug = await demo.vitrine.product.get('custom-photo-mug');
    expect(mug.selectedVariant?.price).toMatchObject({ currency: 'EUR', shop: { currency: 'USD' } });
    await demo.storefront.catalog.product('custom-photo-mug');
    expect(await demo.vitrine.product.current()).toEqual(mug);
  });

  // docs/scripting.md: "product.current() | the open product page's product with selectedVariant, or null".
  it('current is null once the shopper left the product page, and the product again on its page', async () => {
    const { storefront, vitrine } = open();
    await storefront.ready();
    await storefront.shop.resolve('/products/classic-crew-tee');
    await storefront.catalog.product('classic-crew-tee');
    expect(await vitrine.product.current()).toMatchObject({ handle: 'classic-crew-tee' });

    await storefront.shop.resolve('/cart');
    expect(await vitrine.product.current()).toBeNull();
    await expect(vitrine.product.get('classic-crew-tee')).rejects.toMatchObject({ code: 'unavailable' });

    // Back on its page (the catalogue still holds it), by a collection's path this time.
    await storefront.shop.resolve('/collections/apparel/products/classic-crew-tee');
    expect(await vitrine.product.current()).toMatchObject({ handle: 'classic-crew-tee' });
    // Another product's page shows that product, not the one held before it loaded.
    await storefront.shop.resolve('/products/custom-photo-mug');
    expect(await vitrine.product.current()).toBeNull();
    await storefront.catalog.product('custom-photo-mug');
    expect(await vitrine.product.current()).toMatchObject({ handle: 'custom-photo-mug' });
  });

  // An app whose script loads after the page showed (a theme installs the interface late, or again
  // after an uninstall) reads the open product page's product: the page shown is the shop's
  // (000 §2), not only what this installation saw navigate.
  it('current knows the page shown to an interface installed after it showed', async () => {
    const { storefront, installation } = open();
    await storefront.ready();
    await storefront.shop.resolve('/products/classic-crew-tee');
    await storefront.catalog.product('classic-crew-tee');
    installation.uninstall();
    const late = () => {
      const installed = installScripting(storefront, { target: {}, logger: createMemoryLogger() });
      cleanups.push(() => installed.uninstall());
      return installed.api;
    };
    expect(await late().product.current()).toMatchObject({ handle: 'classic-crew-tee' });
    // The shopper went on to the cart: the catalogue still holds the tee, but no product page is open.
    await storefront.shop.resolve('/cart');
    expect(await late().product.current()).toBeNull();
  });

  it('without a catalogue of its own, get answers only the open product', async () => {
    const { vitrine } = open();
    await expect(vitrine.product.get('classic-crew-tee')).rejects.toMatchObject({ code: 'unavailable' });
  });
});

describe('Vitrine.on page:loaded (000 §2 page-load events)', () => {
  it('tells a script a page loaded, on the spec delays, with its path and type', async () => {
    const clock = new SimulatedClock();
    const { storefront, vitrine } = open({}, {}, clock);
    await storefront.ready();
    const loaded: VitrineEvent<'page:loaded'>[] = [];
    vitrine.on('page:loaded', (event) => loaded.push(event));

    await storefront.shop.resolve('/products/classic-crew-tee');
    clock.increment(999);
    expect(loaded).toEqual([]);
    clock.increment(1);
    expect(loaded.map(({ path, pageType }) => ({ path, pageType }))).toEqual([
      { path: '/products/classic-crew-tee', pageType: 'product' },
    ]);
    expect(await loaded[0]?.promise).toBe('/products/classic-crew-tee');

    await storefront.shop.resolve('/cart');
    expect(loaded.at(-1)).toMatchObject({ type: 'page:loaded', path: '/cart', pageType: 'cart' });
    expect(Object.isFrozen(loaded.at(-1))).toBe(true);
  });
});

// The page the shopper lands on is shown before window.Vitrine's code loaded (the storefront's entry
// imports it after the first page): its page events must still reach the apps that listen on it.
// 000 §2: "Page-load events are raised 1000 ms after navigation on product and collection pages,
// 500 ms on other pages, and at once on the cart"; docs/scripting.md Events; decision 0652.
describe('Vitrine.on: the page events raised before the interface was installed (decision 0652)', () => {
  /** A storefront whose first page is shown before the interface is installed, as the entry does. */
  function landing(clock?: SimulatedClock, snapshot?: Parameters<typeof createStorefront>[0]['snapshot']) {
    const logger = createMemoryLogger();
    const storefront = createStorefront({
      domain: 'localhost',
      baseUrl: PLATFORM_URL,
      fetch: platform.fetch,
      ports: createMemoryPorts({ logger, ...(clock === undefined ? {} : { clock }) }),
      ...(snapshot === undefined ? {} : { snapshot }),
    });
    cleanups.push(() => storefront.stop());
    const install = (queued: VitrineReadyCallback[]) => {
      const installation = installScripting(storefront, { target: { Vitrine: queued }, logger });
      cleanups.unshift(() => installation.uninstall());
      return installation;
    };
    return { storefront, install };
  }
  /** Lets the listeners' microtasks and a few timers run. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

  it("a listener an app queued hears the cart page's page:loaded once when the shopper landed on /cart", async () => {
    const { storefront, install } = landing();
    await storefront.shop.resolve('/cart');
    const loaded: VitrineEvent<'page:loaded'>[] = [];
    const installation = install([
      (Vitrine) => void Vitrine.on('page:loaded', (event) => loaded.push(event)),
    ]);
    // A listener added right after the install (before the storefront is ready) hears it once too.
    const early: string[] = [];
    installation.api.on('page:loaded', (event) => early.push(event.path));
    await installation.ready;
    await settle();
    expect(loaded.map(({ type, path, pageType }) => ({ type, path, pageType }))).toEqual([
      { type: 'page:loaded', path: '/cart', pageType: 'cart' },
    ]);
    expect(await loaded[0]?.promise).toBe('/cart');
    expect(Object.isFrozen(loaded[0])).toBe(true);
    expect(early).toEqual(['/cart']);
  });

  it("a listener added once the shopper is on another page does not hear the first page's events", async () => {
    const clock = new SimulatedClock();
    const { storefront, install } = landing(clock);
    await storefront.shop.resolve('/cart');
    const installation = install([]);
    await installation.ready;
    await storefront.shop.resolve('/products/classic-crew-tee');
    const loaded: string[] = [];
    installation.api.on('page:loaded', (event) => loaded.push(event.path));
    await settle();
    expect(loaded).toEqual([]);
    // Its own page's event still comes, once.
    clock.increment(1000);
    expect(loaded).toEqual(['/products/classic-crew-tee']);
  });

  it('a listener that stopped before the storefront handed the event over hears nothing', async () => {
    const { storefront, install } = landing();
    await storefront.shop.resolve('/cart');
    const installation = install([]);
    await installation.ready;
    const heard: string[] = [];
    const stop = installation.api.on('page:loaded', (event) => heard.push(event.path));
    stop();
    installation.api.on('page:loaded', (event) => heard.push(`again ${event.path}`));
    await settle();
    expect(heard).toEqual(['again /cart']);
  });

  it('a listener an app queued hears product:viewed once on a server-rendered product page', async () => {
    const { storefront: server } = landing();
    await server.ready();
    expect((await server.catalog.product('classic-crew-tee')).ok).toBe(true);
    const { storefront, install } = landing(undefined, publicSnapshot(server.getSnapshot()));
    await storefront.shop.resolve('/products/classic-crew-tee');
    // The page's product was viewed at start (the sdk's wiring), before window.Vitrine loaded.
    await settle();
    const viewed: string[] = [];
    const installation = install([
      (Vitrine) => void Vitrine.on('product:viewed', (event) => viewed.push(event.product.handle)),
    ]);
    await installation.ready;
    await settle();
    expect(viewed).toEqual(['classic-crew-tee']);
  });
});

describe('Vitrine.currency', () => {
  it('get, format, set (currency:changed with the confirmed currency), and a currency the shop does not sell', async () => {
    const { vitrine } = open();
    const current = await vitrine.currency.get();
    expect(current).toMatchObject({ code: 'USD', shopCurrency: 'USD' });
    expect(current.supported).toEqual(expect.arrayContaining(['USD', 'EUR']));
    expect(await vitrine.currency.format({ amount: 1950, currency: 'USD' })).toMatch(/\$19\.50/);

    const changes: VitrineEvent<'currency:changed'>[] = [];
    vitrine.on('currency:changed', (event) => changes.push(event));
    expect((await vitrine.currency.set('eur')).code).toBe('EUR');
    expect(changes.map((event) => event.currency)).toEqual(['EUR']);
    expect((await changes[0]?.promise)?.code).toBe('EUR');
    expect(await vitrine.currency.format({ amount: 1950, currency: 'USD' })).toMatch(/€/);
    // a converted price as the cart hands it (with its shop amount) formats as it is
    expect(
      await vitrine.currency.format({
        amount: 1794,
        currency: 'EUR',
        shop: { amount: 1950, currency: 'USD' },
      }),
    ).toMatch(/17[.,]94/);

    await expect(vitrine.currency.set('CHF')).rejects.toMatchObject({ code: 'currency_not_sold' });
    await expect(vitrine.currency.set('euro')).rejects.toMatchObject({ code: 'invalid_argument' });
    await expect(vitrine.currency.format({ amount: 19.5, currency: 'USD' })).rejects.toMatchObject({
      code: 'invalid_argument',
      path: ['amount'],
    });
    expect((await vitrine.currency.get()).code).toBe('EUR');
  });

  // docs/scripting.md Currency: "a price the interface handed you (with `shop`) is taken as it is".
  // The shopper picked euros, then dollars again: the euro price an app kept shows its shop amount,
  // not the euros converted back (which rounded to another number of cents).
  it('format takes a price the interface handed out by its shop amount', async () => {
    const { vitrine } = open();
    await vitrine.currency.set('EUR');
    await vitrine.currency.set('USD');
    expect(
      await vitrine.currency.format({
        amount: 926,
        currency: 'EUR',
        shop: { amount: 1006, currency: 'USD' },
      }),
    ).toBe('$10.06');
  });
});

describe('Vitrine.checkout and Vitrine.postPurchase', () => {
  it('checkout.go sends the shopper to checkout; a theme may replace it', async () => {
    const { storefront, vitrine, navigate } = open();
    await vitrine.cart.add({ variantId: await teeVariant(storefront), quantity: 1 });
    await vitrine.checkout.go();
    expect(navigate.intents).toContainEqual(expect.objectContaining({ type: 'route', route: 'checkout' }));

    const went: string[] = [];
    vitrine.configure({ checkout: { go: () => went.push('custom') } });
    expect(vitrine.isDefault('checkout.go')).toBe(false);
    await vitrine.checkout.go();
    expect(went).toEqual(['custom']);
  });

  it('after an order (checkout:step, order:completed) accept adds the offer; decline without an offer charges nothing', async () => {
    const { storefront, vitrine } = open();
    await expect(vitrine.postPurchase.accept({ offerId: 1, variantId: 1 })).rejects.toMatchObject({
      code: 'no_order',
    });
    await expect(vitrine.postPurchase.accept({ offerId: 1 } as never)).rejects.toMatchObject({
      code: 'invalid_argument',
      path: ['variantId'],
    });
    const steps: string[] = [];
    const orders: VitrineEvent<'order:completed'>[] = [];
    vitrine.on('checkout:step', (event) => steps.push(event.step));
    vitrine.on('order:completed', (event) => orders.push(event));

    await placeOrder({ storefront, vitrine });
    expect(steps.length).toBeGreaterThan(0);
    expect(orders).toHaveLength(1);
    expect((await orders[0]?.promise)?.itemCount).toBe(0);

    expect(await vitrine.postPurchase.decline()).toEqual({ status: 'declined' });
    const offer = await postPurchaseOffer();
    const accepted = await vitrine.postPurchase.accept(offer);
    expect(accepted.status).toBe('accepted');
    expect(Number.isInteger(accepted.total?.amount)).toBe(true);
    expect(Object.isFrozen(accepted)).toBe(true);
  });

  // 001 §4: an accepted offer is charged. docs/scripting.md: decline "declines an activated offer;
  // nothing was charged otherwise": after an accept it must not tell the app "declined".
  it('decline after an accepted offer resolves accepted, asking the platform nothing', async () => {
    const opened = open();
    await placeOrder(opened);
    const accepted = await opened.vitrine.postPurchase.accept(await postPurchaseOffer());
    expect(accepted.status).toBe('accepted');
    const finalized = finalizeCalls();
    expect(await opened.vitrine.postPurchase.decline()).toEqual(accepted);
    expect(finalizeCalls()).toBe(finalized);
  });

  // docs/scripting.md Post-purchase: "`checkoutToken` (optional in both) names another completed
  // checkout" (docs/decisions/0304): one this page never loaded, e.g. the thank-you page opened again.
  it('accept with the checkoutToken of an order completed on another page adds the offer; both pages then read it accepted', async () => {
    const first = open();
    const checkoutToken = await placeOrder(first);
    const second = open();
    const accepted = await second.vitrine.postPurchase.accept({
      ...(await postPurchaseOffer()),
      checkoutToken,
    });
    expect(accepted.status).toBe('accepted');
    expect(Number.isInteger(accepted.total?.amount)).toBe(true);
    expect((await second.vitrine.postPurchase.decline({ checkoutToken })).status).toBe('accepted');
    // The page the order was placed on did not see the offer accepted: it must not say declined.
    expect((await first.vitrine.postPurchase.decline()).status).toBe('accepted');
  });

  it('decline with the checkoutToken of an order completed on another page declines the offer activated there', async () => {
    const first = open();
    const checkoutToken = await placeOrder(first);
    const placedOn = await first.storefront.checkout(checkoutToken);
    if (!placedOn.ok) throw new Error(placedOn.error.code);
    const activated = await placedOn.value.activatePostPurchase(await postPurchaseOffer());
    expect(activated.ok && activated.value.status).toBe('activated');

    const second = open();
    expect(await second.vitrine.postPurchase.decline({ checkoutToken })).toEqual({ status: 'declined' });
    // The platform holds the offer declined, as the first page reads it.
    const stands = await placedOn.value.readPostPurchase();
    expect(stands.ok && stands.value?.status).toBe('declined');
  });
});

/** Finalize calls of post-purchase offers to the platform so far. */
const finalizeCalls = (): number =>
  platform.requests.filter((path) => path.includes('finalize-post-purchase')).length;

/**
 * Places an order of one tee on `opened`'s storefront with the test gateway (a method with
 * post-purchase support, 001 §4); resolves with the checkout's token.
 */
async function placeOrder({ storefront, vitrine }: Pick<Opened, 'storefront' | 'vitrine'>): Promise<string> {
  await vitrine.cart.add({ variantId: await teeVariant(storefront), quantity: 1 });
  const opened = await storefront.checkout();
  if (!opened.ok) throw new Error(opened.error.code);
  const checkout = opened.value;
  await checkout.load();
  await checkout.saveCustomer({ email: 'dana@example.com', shippingAddress: US_ADDRESS });
  await checkout.loadShippingMethods('US');
  await checkout.selectShippingMethod('standard');
  await checkout.loadPaymentMethods();
  const placed = await checkout.placeOrder({
    paymentMethod: 'test-gateway',
    payment: card(CARDS.ok),
  } as Parameters<typeof checkout.placeOrder>[0]);
  if (!placed.ok) throw new Error(`the order was not placed: ${placed.error.code}`);
  return checkout.view().token;
}

/** The demo shop's post-purchase offer and an in-stock variant of the product it offers. */
async function postPurchaseOffer(): Promise<{ offerId: number; variantId: number }> {
  const [offer] = await platform.database.query<{ id: number; product_id: number }>(
    `select o.id, o.product_ids[1] as product_id from offers o
       join shop_domains d on d.shop_id = o.shop_id
      where d.domain = 'localhost' and o.offer_type = 'postPurchase' order by o.id limit 1`,
  );
  if (!offer) throw new Error('no postPurchase offer in the seed');
  const [variant] = await platform.database.query<{ id: number }>(
    'select id from variants where product_id = $1 order by id limit 1',
    [offer.product_id],
  );
  if (!variant) throw new Error('the offered product has no variant');
  await platform.database.query('update variants set track_quantity = false where id = $1', [variant.id]);
  return { offerId: offer.id, variantId: variant.id };
}
