/**
 * createStorefront against the real platform-api in process: bootstrap, browse, an add with
 * custom options, login, the cart kept across login, a locked shop reaching the password intent,
 * and a restore from a snapshot.
 */
import type { TrackingSinkEvent } from '@vitrine/core-tracking';
import {
  createMemoryLogger,
  createMemoryNavigate,
  createMemoryPorts,
  type MemoryNavigate,
} from '@vitrine/ports';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createStorefront,
  createStorefrontInSteps,
  definePlugin,
  isSignedIn,
  publicSnapshot,
  type Storefront,
  type StorefrontEvent,
} from '../src/index';
import { PLATFORM_URL, startPlatform, type TestPlatform } from './harness/platform';
import { holdingFetch, within } from '../../../examples/platform-api/src/testing/held-requests';

let platform: TestPlatform;
const running: Storefront[] = [];

beforeAll(async () => {
  platform = await startPlatform();
});
afterAll(async () => {
  await platform?.close();
});
afterEach(() => {
  for (const storefront of running.splice(0)) storefront.stop();
});

function open(domain = 'localhost', extra: Partial<Parameters<typeof createStorefront>[0]> = {}) {
  const navigate = createMemoryNavigate();
  const logger = createMemoryLogger();
  const storefront = createStorefront({
    domain,
    baseUrl: PLATFORM_URL,
    fetch: platform.fetch,
    ports: createMemoryPorts({ navigate, logger }),
    ...extra,
  });
  running.push(storefront);
  return { storefront, navigate, logger };
}

/** A third-party plugin whose tracking sink keeps every event it is sent in `received`. */
function analyticsPlugin(received: TrackingSinkEvent[]) {
  return definePlugin({
    manifest: { name: 'acme-analytics', ports: [], events: [] },
    setup({ provide }) {
      provide('tracking-sink', { name: 'acme-analytics', send: (event) => void received.push(event) });
      return undefined;
    },
  });
}

describe('createStorefront', () => {
  it('in steps, a page resumed on a product still views it: the engagement part loads for its view_content', async () => {
    const { storefront: server } = open();
    await server.ready();
    const page = await server.catalog.product('classic-crew-tee');
    expect(page.ok).toBe(true);
    const snapshot = publicSnapshot(server.getSnapshot());
    const resumed = await createStorefrontInSteps({
      domain: 'localhost',
      baseUrl: PLATFORM_URL,
      fetch: platform.fetch,
      ports: createMemoryPorts(),
      snapshot,
    });
    running.push(resumed);
    // A listener the host adds once the storefront resolved hears it too.
    const viewed: unknown[] = [];
    resumed.on('product.viewed', (event) => viewed.push(event.product));
    // The product shown at start is viewed (wiring.ts): the engagement part loads to track it.
    await vi.waitFor(() => expect(resumed.loaded('tracking')).toBeDefined(), { timeout: 5000 });
    expect(viewed).toEqual([expect.objectContaining({ handle: 'classic-crew-tee' })]);
  });

  it('in steps, the engagement part starts a child per step; a line added meanwhile is tracked once, after the view', async () => {
    const received: TrackingSinkEvent[] = [];
    const analytics = analyticsPlugin(received);
    const { storefront: other } = open();
    const tee = await other.catalog.product('classic-crew-tee');
    if (!tee.ok || !tee.value.variant) throw new Error('no tee');
    const variantId = tee.value.variant.id;
    let storefront: Storefront | undefined;
    let added: Promise<unknown> | undefined;
    // The add's own requests pause too: those pauses do not wait for its event.
    let holding = false;
    // The parts' children as the storefront's snapshot holds them (each under its id).
    const children = (shown: Storefront) =>
      Object.keys((shown.getSnapshot().state as { parts: object }).parts);
    const between: string[][] = [];
    storefront = await createStorefrontInSteps(
      {
        domain: 'localhost',
        baseUrl: PLATFORM_URL,
        fetch: platform.fetch,
        ports: createMemoryPorts(),
        plugins: [analytics],
      },
      async () => {
        if (
          !holding &&
          storefront !== undefined &&
          storefront.loaded('tracking') === undefined &&
          children(storefront).includes('tracking')
        ) {
          holding = true;
          between.push(
            children(storefront).filter((id) =>
              ['tracking', 'offers', 'socialProof', 'reviews'].includes(id),
            ),
          );
          // The shopper adds a line while the part is still starting (the add's own requests pause too).
          if (added === undefined) {
            const shown = storefront;
            added = new Promise((resolve) => {
              const stop = shown.on('cart.added', () => {
                stop();
                resolve(undefined);
              });
            });
            void shown.cart.add({ variantId, quantity: 1 });
          }
          await added;
          holding = false;
        }
        await new Promise((resolve) => setTimeout(resolve, 0));
      },
    );
    running.push(storefront);
    await storefront.ready();
    expect((await storefront.catalog.product('classic-crew-tee')).ok).toBe(true);
    const tracking = await storefront.load('tracking');
    // The host ran after each child started, before the part was wired and handed out.
    expect(between[0]).toEqual(['tracking']);
    expect(between.at(-1)).toEqual(['tracking', 'offers', 'socialProof', 'reviews']);
    await tracking.setConsent(true);
    await tracking.flush();
    expect(received.map((event) => event.event)).toEqual(['view_content', 'add_to_cart']);
  });

  it('builds in steps: the host runs between them, nothing is asked before the last, the same shop once it resolves', async () => {
    let requests = 0;
    const seen: number[] = [];
    const storefront = await createStorefrontInSteps(
      {
        domain: 'localhost',
        baseUrl: PLATFORM_URL,
        fetch: (input, init) => {
          requests += 1;
          return platform.fetch(input, init);
        },
        ports: createMemoryPorts(),
      },
      async () => {
        seen.push(requests);
        await new Promise((resolve) => setTimeout(resolve, 0));
      },
    );
    running.push(storefront);
    // A step per group of machines, then the system's actors.
    expect(seen.length).toBeGreaterThanOrEqual(7);
    expect(seen.every((count) => count === 0)).toBe(true);
    expect(await storefront.ready()).toEqual({ ok: true, value: undefined });
    expect(storefront.pricing.getSnapshot()).toMatchObject({ configured: true, shopCurrency: 'USD' });
    const product = await storefront.catalog.product('classic-crew-tee');
    expect(product.ok && product.value.product?.handle).toBe('classic-crew-tee');
  });

  it('boots the shop by domain and configures pricing from it', async () => {
    const { storefront } = open();
    expect(await storefront.ready()).toEqual({ ok: true, value: undefined });
    const pricing = storefront.pricing.getSnapshot();
    expect(pricing).toMatchObject({ configured: true, shopCurrency: 'USD', currency: 'USD' });
    expect(storefront.pricing.format({ amount: 1950, currency: 'USD' })).toMatch(/19\.50/);
  });

  it('browses: a product by handle, in TypeScript shapes with money in minor units', async () => {
    const { storefront } = open();
    await storefront.ready();
    const product = await storefront.catalog.product('classic-crew-tee');
    expect(product.ok).toBe(true);
    if (!product.ok) return;
    expect(product.value.product?.handle).toBe('classic-crew-tee');
    const variant = product.value.variant;
    expect(variant).not.toBeNull();
    expect(Number.isInteger(variant?.price.amount)).toBe(true);
    expect(variant?.price.currency).toBe('USD');
  });

  it("checks a text option's allowed characters when the shop's flag is on, with no option passed (000 §5)", async () => {
    const { storefront } = open();
    await storefront.ready();
    await storefront.flags.ready();
    const page = await storefront.catalog.product('custom-photo-mug');
    if (!page.ok || !page.value.product) throw new Error('the mug did not load');
    // The demo shop has the flag force-enabled; "Name on mug" takes letters and digits only.
    const form = await storefront.customOptions(page.value.product);
    await form.change('105', 'Al & Jo');
    const checked = await form.submit();
    expect(checked.ok).toBe(false);
    if (!checked.ok) {
      expect(checked.error.errors.find((error) => String(error.optionId) === '105')?.message).toBe(
        'Your custom text has invalid characters. We only accept letters, digits.',
      );
    }
    form.stop();
    // Asked without the check, the same text passes it.
    const unchecked = await storefront.customOptions(page.value.product, { allowedCharactersEnabled: false });
    await unchecked.change('105', 'Al & Jo');
    const again = await unchecked.submit();
    expect(again.ok).toBe(false);
    if (!again.ok) expect(again.error.errors.map((error) => String(error.optionId))).not.toContain('105');
    unchecked.stop();
  });

  it('adds a product with custom options: a required option left empty is refused, then the filled form goes to the cart', async () => {
    const { storefront } = open();
    await storefront.ready();
    const page = await storefront.catalog.product('custom-photo-mug');
    if (!page.ok || !page.value.product || !page.value.variant) throw new Error('the mug did not load');
    const form = await storefront.customOptions(page.value.product, { allowedCharactersEnabled: true });
    const empty = await form.submit();
    expect(empty.ok).toBe(false);
    if (!empty.ok) expect(empty.error.code).toBe('invalid');
    await form.change('105', 'Ada');
    const photo = await form.selectFile('104', {
      name: 'photo.png',
      size: 4,
      type: 'image/png',
      data: new Uint8Array([137, 80, 78, 71]),
    });
    expect(photo.ok).toBe(true);
    const filled = await form.submit();
    expect(filled.ok).toBe(true);
    if (!filled.ok) return;
    expect(filled.value).toContainEqual({ name: 'Name on mug', value: 'Ada' });
    const added = await storefront.cart.add({
      variantId: page.value.variant.id,
      quantity: 1,
      properties: filled.value,
    });
    expect(added.ok).toBe(true);
    if (!added.ok) return;
    expect(added.value.lines).toHaveLength(1);
    expect(added.value.lines[0]?.properties.length).toBeGreaterThan(0);
    form.stop();
  });

  it('logs in, notifies, tells the guard and the storefront events; the guest cart is kept', async () => {
    const { storefront } = open();
    await storefront.ready();
    const seen: StorefrontEvent['type'][] = [];
    storefront.on('customer.login', (event) => seen.push(event.type));
    storefront.on('cart.updated', (event) => seen.push(event.type));
    const product = await storefront.catalog.product('classic-crew-tee');
    if (!product.ok || !product.value.variant) throw new Error('no tee');
    const added = await storefront.cart.add({ variantId: product.value.variant.id, quantity: 2 });
    expect(added.ok).toBe(true);
    const login = await storefront.customer.login({ email: 'demo@vitrine.test', password: 'vitrine123' });
    expect(login).toEqual({ ok: true, value: undefined });
    expect(isSignedIn(storefront)).toBe(true);
    expect(seen).toContain('customer.login');
    expect(seen).toContain('cart.updated');
    expect(storefront.notifications.list().map((n) => n.message)).toContainEqual(
      expect.objectContaining({ id: 'auth.logged_in' }),
    );
    const after = await storefront.cart.refresh();
    expect(after.ok && after.value.lines.map((line) => line.quantity)).toEqual([2]);
  });

  it('the EUR shop: catalogue prices in its currency and its money format', async () => {
    const { storefront } = open('euro.localhost');
    expect((await storefront.ready()).ok).toBe(true);
    expect(storefront.pricing.getSnapshot()).toMatchObject({ shopCurrency: 'EUR', currency: 'EUR' });
    const list = await storefront.catalog.collection('all');
    expect(list.ok).toBe(true);
    if (!list.ok) return;
    const price = list.value.products[0]?.price;
    expect(price?.currency).toBe('EUR');
    if (price) expect(storefront.pricing.format(price)).toMatch(/€|EUR/);
  });

  it('the password page: a wrong password is refused, the right one unlocks the shop and goes back', async () => {
    const { storefront, navigate } = open('locked.localhost', { path: '/collections/all' });
    await storefront.ready();
    const wrong = await storefront.storePassword.submit('nope');
    expect(wrong.ok).toBe(false);
    const right = await storefront.storePassword.submit('letmein');
    expect(right).toEqual({ ok: true, value: { to: '/collections/all' } });
    expect((await storefront.shop.ready()).ok).toBe(true);
    expect(navigate.intents.at(-1)).toMatchObject({ type: 'path', path: '/collections/all' });
  });

  it('a locked shop reaches the password page with the wanted path', async () => {
    const { storefront, navigate } = open('locked.localhost', { path: '/collections/all' });
    const ready = await storefront.ready();
    expect(ready.ok).toBe(false);
    expect(navigate.intents).toContainEqual(
      expect.objectContaining({ type: 'route', route: 'password', query: { to: '/collections/all' } }),
    );
  });

  it('passes XState inspection events of the one system through inspect', async () => {
    const actors = new Set<string>();
    const { storefront } = open('localhost', {
      inspect: (event) => {
        if (event.type === '@xstate.actor') actors.add((event.actorRef as unknown as { id: string }).id);
      },
    });
    await storefront.ready();
    for (const id of ['shop', 'auth', 'cart', 'catalog', 'notifications', 'flags']) {
      expect(actors).toContain(id);
    }
    // A part loaded on first use joins the same system (docs/decisions/0350).
    expect(actors).not.toContain('preview');
    await storefront.load('preview');
    expect(actors).toContain('preview');
  });

  it('restores from a snapshot without asking the platform again', async () => {
    const first = open().storefront;
    await first.ready();
    await first.catalog.product('classic-crew-tee');
    // At rest: the cart fetched on start (000 §4) has settled (a change in flight: the next test).
    await first.cart.settled();
    const snapshot = first.getSnapshot();
    first.stop();
    const before = platform.requests.length;
    const { storefront } = open('localhost', { snapshot: JSON.parse(JSON.stringify(snapshot)) });
    expect((await storefront.ready()).ok).toBe(true);
    const product = await storefront.catalog.product('classic-crew-tee');
    expect(product.ok && product.value.product?.handle).toBe('classic-crew-tee');
    expect(storefront.pricing.getSnapshot().currency).toBe('USD');
    expect(platform.requests.slice(before)).toEqual([]);
  });

  it('a snapshot taken while an add is in flight restores to the cart the platform holds', async () => {
    const first = open().storefront;
    await first.ready();
    const product = await first.catalog.product('classic-crew-tee');
    if (!product.ok || !product.value.variant) throw new Error('no tee');
    expect((await first.cart.add({ variantId: product.value.variant.id, quantity: 1 })).ok).toBe(true);
    const pending = first.cart.add({ variantId: product.value.variant.id, quantity: 1 });
    const snapshot = JSON.parse(JSON.stringify(first.getSnapshot()));
    await pending;
    const { storefront } = open('localhost', { snapshot });
    await storefront.cart.settled();
    const server = await storefront.cart.refresh();
    expect(server.ok).toBe(true);
    if (!server.ok) return;
    expect(storefront.cart.getSnapshot().context.cart.items.length).toBe(server.value.lines.length);
    expect(server.value.lines.map((line) => line.quantity)).toEqual([2]);
  });

  it("plugins: a tracking sink a plugin adds hears nothing before the visitor's consent, then each funnel event once (decision 0479)", async () => {
    const received: TrackingSinkEvent[] = [];
    const analytics = analyticsPlugin(received);
    const twin = definePlugin({
      manifest: { name: 'acme-twin', ports: [], events: [] },
      setup({ provide }) {
        provide('tracking-sink', { name: 'acme-analytics', send: () => undefined });
        return undefined;
      },
    });
    const { storefront, logger } = open('localhost', { plugins: [analytics, twin] });
    await storefront.ready();
    // A second sink of one name is refused: the outbox marks what a sink received by its name.
    expect(logger.entries.map((entry) => entry.message)).toContain('plugin "acme-twin" could not be set up');
    const product = await storefront.catalog.product('classic-crew-tee');
    if (!product.ok || !product.value.variant) throw new Error('no tee');
    expect((await storefront.cart.add({ variantId: product.value.variant.id, quantity: 1 })).ok).toBe(true);
    await storefront.cart.settled();
    const tracking = await storefront.load('tracking');
    await tracking.flush();
    expect(received).toEqual([]);
    await tracking.setConsent(true);
    const flushed = await tracking.flush();
    expect(flushed.ok && flushed.value.pending).toBe(0);
    expect(received.map((event) => event.event)).toEqual(['view_content', 'add_to_cart']);
    expect(received[1]?.data.lines[0]?.variantId).toBe(product.value.variant.id);
    await tracking.flush();
    expect(received).toHaveLength(2);
  });

  it('plugins: an event listener gets the events it declared and only the ports it named; a throwing handler breaks nothing', async () => {
    const received: StorefrontEvent[] = [];
    const sink = definePlugin({
      manifest: { name: 'acme-analytics', ports: ['logger'], events: ['cart.added', 'product.viewed'] },
      setup({ ports, on }) {
        expect(Object.keys(ports)).toEqual(['logger']);
        on('cart.added', (event) => received.push(event));
        on('product.viewed', (event) => received.push(event));
        on('cart.added', () => {
          throw new Error('a broken sink');
        });
        return undefined;
      },
    });
    let greedyHeard = 0;
    const greedy = definePlugin({
      manifest: { name: 'greedy', ports: [], events: [] },
      setup({ on }) {
        on('cart.added' as never, () => {
          greedyHeard += 1;
        });
        return undefined;
      },
    });
    const { storefront, logger } = open('localhost', { plugins: [sink, greedy] });
    await storefront.ready();
    const product = await storefront.catalog.product('classic-crew-tee');
    if (!product.ok || !product.value.variant) throw new Error('no tee');
    const added = await storefront.cart.add({ variantId: product.value.variant.id, quantity: 1 });
    expect(added.ok).toBe(true);
    expect(received.map((event) => event.type)).toEqual(['product.viewed', 'cart.added']);
    // an event it did not declare: refused at setup, logged, never heard
    expect(greedyHeard).toBe(0);
    expect(logger.entries).toContainEqual(
      expect.objectContaining({ level: 'error', message: 'plugin "greedy" could not be set up' }),
    );
  });

  it('on: the same function registered twice is two registrations, each ended by its own stop()', async () => {
    const { storefront } = open();
    await storefront.ready();
    const heard: string[] = [];
    const handler = (event: Extract<StorefrontEvent, { type: 'navigate' }>) =>
      void heard.push(event.intent.type);
    const stopFirst = storefront.on('navigate', handler);
    storefront.on('navigate', handler);
    // The clear-storage action sends the `reload` navigation intent (decision 0495).
    storefront.dispatch('storage.clear');
    expect(heard).toEqual(['reload', 'reload']);
    stopFirst();
    storefront.dispatch('storage.clear');
    expect(heard).toEqual(['reload', 'reload', 'reload']);
  });

  it("plugins: 'storefront.ready' is heard once, when the storefront becomes ready, however often ready() is called, and if it never is", async () => {
    const counting = () => {
      const heard = { count: 0 };
      const plugin = definePlugin({
        manifest: { name: 'acme-ready', ports: [], events: ['storefront.ready'] },
        setup({ on }) {
          on('storefront.ready', () => {
            heard.count += 1;
          });
          return undefined;
        },
      });
      return { heard, plugin };
    };
    const twice = counting();
    const { storefront } = open('localhost', { plugins: [twice.plugin] });
    expect((await storefront.ready()).ok).toBe(true);
    expect((await storefront.ready()).ok).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(twice.heard.count).toBe(1);

    const never = counting();
    const { storefront: unasked } = open('localhost', { plugins: [never.plugin] });
    // Nobody calls ready(): the shop data and the session settle on their own.
    expect((await unasked.shop.ready()).ok).toBe(true);
    await unasked.customer.ready();
    await expect.poll(() => never.heard.count).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(never.heard.count).toBe(1);
  });

  it('plugins: one whose set-up throws is left out whole: what it listened to before throwing is not heard, what it provided is gone (decision 0192)', async () => {
    let heard = 0;
    const broken = definePlugin({
      manifest: { name: 'acme-broken', ports: [], events: ['cart.added'] },
      setup({ on, provide }) {
        on('cart.added', () => {
          heard += 1;
        });
        provide('tracking-sink', { name: 'acme-analytics', send: () => undefined });
        throw new Error('a broken set-up');
      },
    });
    const received: TrackingSinkEvent[] = [];
    // A plugin after it may add a sink of that name: the broken one's is not registered.
    const analytics = analyticsPlugin(received);
    const { storefront, logger } = open('localhost', { plugins: [broken, analytics] });
    await storefront.ready();
    expect(logger.entries).toContainEqual(
      expect.objectContaining({ level: 'error', message: 'plugin "acme-broken" could not be set up' }),
    );
    expect(logger.entries.map((entry) => entry.message)).not.toContain(
      'plugin "acme-analytics" could not be set up',
    );
    const product = await storefront.catalog.product('classic-crew-tee');
    if (!product.ok || !product.value.variant) throw new Error('no tee');
    expect((await storefront.cart.add({ variantId: product.value.variant.id, quantity: 1 })).ok).toBe(true);
    expect(heard).toBe(0);
  });

  it('background calls: sent with the cart of the moment; a failure reaches the notifications, a silent one does not', async () => {
    const { storefront } = open();
    await storefront.ready();
    const product = await storefront.catalog.product('classic-crew-tee');
    if (!product.ok || !product.value.variant) throw new Error('no tee');
    expect((await storefront.cart.add({ variantId: product.value.variant.id, quantity: 1 })).ok).toBe(true);
    const fetched = await storefront.syncTasks.enqueue({
      task_id: 'cart',
      method: 'GET',
      url: '/api/checkout/cart.json?cart_token={cart_id}',
    });
    expect(fetched.ok && fetched.value.status).toBe('done');
    const missing = '/api/checkout/cart.json?cart_token=no-such-cart';
    const quiet = await storefront.syncTasks.enqueue({
      task_id: 'quiet',
      method: 'GET',
      url: missing,
      silent: true,
    });
    expect(quiet.ok).toBe(false);
    expect(storefront.notifications.list()).toEqual([]);
    const loud = await storefront.syncTasks.enqueue({ task_id: 'loud', method: 'GET', url: missing });
    expect(loud.ok).toBe(false);
    expect(storefront.notifications.list().map((notification) => notification.type)).toEqual(['error']);
  });

  it('tracking and offers: with consent a viewed product and an add reach the tracker once each; the add looks up its upsell offers', async () => {
    const { storefront } = open('localhost', { tracking: { consent: true } });
    await storefront.ready();
    const actions = async () => {
      const response = await platform.fetch(`${PLATFORM_URL}/api/dev/actions.json?limit=1000`, {
        headers: { 'x-shop-domain': 'localhost' },
      });
      return ((await response.json()) as { result: { id: number; event: string }[] }).result;
    };
    const before = Math.max(0, ...(await actions()).map((action) => action.id));
    const product = await storefront.catalog.product('classic-crew-tee');
    if (!product.ok || !product.value.variant) throw new Error('no tee');
    const from = platform.requests.length;
    expect((await storefront.cart.add({ variantId: product.value.variant.id, quantity: 1 })).ok).toBe(true);
    await storefront.cart.settled();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const flushed = await (await storefront.load('tracking')).flush();
    expect(flushed.ok && flushed.value.pending).toBe(0);
    const events = (await actions()).filter((action) => action.id > before).map((action) => action.event);
    expect(events.filter((event) => event === 'view_content')).toHaveLength(1);
    expect(events.filter((event) => event === 'add_to_cart')).toHaveLength(1);
    expect(platform.requests.slice(from).some((path) => path.startsWith('/api/offers/'))).toBe(true);
  });

  it('tracking without consent sends nothing: events wait in the outbox (docs/decisions/0193)', async () => {
    const { storefront } = open();
    await storefront.ready();
    const from = platform.requests.length;
    await storefront.catalog.product('classic-crew-tee');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const flushed = await (await storefront.load('tracking')).flush();
    expect(flushed.ok && flushed.value.pending).toBeGreaterThan(0);
    expect(platform.requests.slice(from).filter((path) => path === '/api/actions.json')).toEqual([]);
  });
});

// DESIGN "One public shape": verbs resolve to a Result (errors are values) and `Facade.stop()`: the
// facade answers no more. A verb in flight when the storefront stops (a server render's storefront,
// a page left) settles `stopped` instead of leaving its `finally` and spinner waiting for ever.
describe('stop() settles the verbs in flight', () => {
  /** The platform's fetch, except that a request whose path `held` accepts never answers. */
  const holding = (held: (path: string) => boolean): typeof fetch => holdingFetch(platform.fetch, held);
  const stopped = { ok: false, error: { code: 'stopped' } };

  it('a cart add, a checkout load and a reviews count held at stop() answer stopped; verbs asked after answer at once', async () => {
    let held = (_path: string): boolean => false;
    const { storefront } = open('localhost', { fetch: holding((path) => held(path)) });
    await storefront.ready();
    const product = await storefront.catalog.product('classic-crew-tee');
    if (!product.ok || !product.value.variant || !product.value.product) throw new Error('no tee');
    const line = { variantId: product.value.variant.id, quantity: 1 };
    expect((await storefront.cart.add(line)).ok).toBe(true);
    const opened = await storefront.checkout();
    if (!opened.ok) throw new Error(opened.error.code);
    const checkout = opened.value;
    expect((await checkout.load()).ok).toBe(true);
    const reviews = await storefront.load('reviews');
    held = (path) =>
      path === '/api/checkout/cart/update.json' ||
      path.endsWith('/info.json') ||
      path === '/api/checkout/zipcode.json' ||
      path === '/api/review/count.json';
    const adding = storefront.cart.add(line);
    const loading = checkout.load();
    const counting = reviews.count(String(product.value.product.id));
    const zip = checkout.zipCodes('US', '941');
    await new Promise((resolve) => setTimeout(resolve, 20));
    storefront.stop();
    expect(await within(adding)).toMatchObject(stopped);
    expect(await within(loading)).toMatchObject(stopped);
    expect(await within(counting)).toMatchObject(stopped);
    expect(await within(zip)).toMatchObject(stopped);
    // Asked of a stopped storefront: answered at once, nothing sent.
    expect(await within(storefront.cart.add(line))).toMatchObject(stopped);
    expect(await within(checkout.loadPaymentMethods())).toMatchObject(stopped);
    expect(await within(checkout.refetch())).toMatchObject(stopped);
    expect(await within(checkout.shippingCountries())).toMatchObject(stopped);
  }, 15_000);

  it('a navigation waiting for the shop data answers when the storefront stops', async () => {
    const { storefront } = open('localhost', {
      fetch: holding((path) => path.startsWith('/api/bootstrap/')),
    });
    const resolving = storefront.shop.resolve('/cart');
    await new Promise((resolve) => setTimeout(resolve, 20));
    storefront.stop();
    expect(await within(resolving)).toEqual({ ok: false, error: { code: 'SHOP_STOPPED' } });
  });
});

export type { MemoryNavigate };
