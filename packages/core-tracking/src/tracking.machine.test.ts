/**
 * The tracking machine through its facade on XState's SimulatedClock: the funnel as the
 * first-party tracker receives it, identity, stand-in vendor scripts, consent, the Klaviyo retry,
 * the once-per-order rule and the outbox surviving a reload.
 */
import {
  type ChannelFactory,
  createMemoryChannelHub,
  createMemoryCookies,
  createMemoryLock,
  createMemoryLogger,
  createMemoryScriptLoader,
  createMemoryStorage,
  createSeededRandom,
  type MemoryCookies,
  type MemoryLogger,
  type StoragePort,
} from '@vitrine/ports';
import { createActor, createMachine, SimulatedClock, spawnChild } from 'xstate';
import { describe, expect, it } from 'vitest';
import { PREVIEW_SAMPLE_CHECKOUT_TOKEN, PREVIEW_SAMPLE_ORDER_TOKEN } from '@vitrine/core-shop';
import { readOutbox } from './outbox';
import {
  ALL_SINKS,
  cartLine,
  checkout,
  PAGE,
  product,
  recordingTransport,
  settle,
  standInScripts,
} from './tracking.fixtures';
import {
  createTracking,
  type TrackingActorRef,
  type TrackingOptions,
  trackingFacade,
  trackingInput,
  trackingLogic,
} from './tracking.facade';
import { selectConsent, selectSinks } from './tracking.selectors';
import {
  ADDED_SINK_SEND_TIMEOUT_MS,
  DISTINCT_ID_COOKIE,
  DISTINCT_ID_MAX_AGE_SECONDS,
  KLAVIYO_RETRY_MS,
  SESSION_IDLE_MS,
} from './tracking.constants';
import { facebookSink } from './sinks/index';
import type { TrackingSink, TrackingSinkEvent } from './sinks/sink.types';
import type { TrackingSettings } from './tracking.types';

const NOW = 1_764_000_000_000;

interface Tab {
  readonly clock: SimulatedClock;
  readonly storage: StoragePort;
  readonly cookies: MemoryCookies;
  readonly logger: MemoryLogger;
}

function newTab(shared: Partial<Tab> = {}): Tab {
  const clock = shared.clock ?? new SimulatedClock();
  if (!shared.clock) clock.set(NOW);
  return {
    clock,
    storage: shared.storage ?? createMemoryStorage(),
    cookies: shared.cookies ?? createMemoryCookies(),
    logger: shared.logger ?? createMemoryLogger(),
  };
}

function setUp(
  options: {
    tab?: Tab;
    settings?: TrackingSettings;
    /** The host's default consent; `'undecided'` passes none. */
    consent?: boolean | 'undecided';
    stand?: ReturnType<typeof standInScripts>;
    transport?: ReturnType<typeof recordingTransport>;
    lock?: ReturnType<typeof createMemoryLock>;
    channels?: ChannelFactory;
    seed?: number;
  } & Partial<Pick<TrackingOptions, 'snapshot' | 'addedSinks' | 'sinks' | 'context'>> = {},
) {
  const tab = options.tab ?? newTab();
  const stand = options.stand ?? standInScripts();
  const tracker = options.transport ?? recordingTransport();
  const tracking = createTracking({
    transport: tracker.transport,
    ports: {
      clock: tab.clock,
      storage: tab.storage,
      cookies: tab.cookies,
      logger: tab.logger,
      scripts: stand.scripts,
      random: createSeededRandom(options.seed ?? 7),
      ...(options.lock ? { lock: options.lock } : {}),
      ...(options.channels ? { channels: options.channels } : {}),
    },
    context: options.context ?? (() => PAGE),
    globals: stand.globals,
    ...(options.settings === undefined ? { settings: ALL_SINKS } : { settings: options.settings }),
    ...(options.consent === 'undecided' ? {} : { consent: options.consent ?? true }),
    ...(options.snapshot ? { snapshot: options.snapshot } : {}),
    ...(options.addedSinks ? { addedSinks: options.addedSinks } : {}),
    ...(options.sinks ? { sinks: options.sinks } : {}),
  });
  return { tab, stand, tracker, tracking };
}

const params = (call: Record<string, string> | undefined): Record<string, unknown> =>
  JSON.parse(call?.params ?? '{}') as Record<string, unknown>;

async function wholeFunnel(tracking: ReturnType<typeof setUp>['tracking'], orderId = '1001') {
  const results = [
    await tracking.viewContent(product()),
    await tracking.addToCart(cartLine()),
    await tracking.reachedCheckout(checkout()),
    await tracking.purchase(checkout({ orderId })),
    await tracking.orderSuccess(checkout({ orderId })),
  ];
  await tracking.flush();
  return results;
}

describe('the funnel (001 §4 Analytics funnel, §7 Analytics)', () => {
  it('sends view_content → order_success to the first-party tracker, each saying whether the previous step was tracked', async () => {
    const { tracking, tracker } = setUp();
    const results = await wholeFunnel(tracking);
    expect(results.every((result) => result.ok)).toBe(true);
    expect(tracker.calls.map((call) => call.event)).toEqual([
      'view_content',
      'add_to_cart',
      'reached_checkout',
      'purchase',
      'order_success',
    ]);
    expect(tracker.calls.map((call) => call.is_tracked_previous_event)).toEqual([
      'false',
      'true',
      'true',
      'true',
      'true',
    ]);
    expect(tracker.calls.map((call) => call.tracked_events)).toEqual([
      '',
      'view_content',
      'view_content,add_to_cart',
      'view_content,add_to_cart,reached_checkout',
      'view_content,add_to_cart,reached_checkout,purchase',
    ]);
    const sessions = new Set(tracker.calls.map((call) => call.session_id));
    expect(sessions.size).toBe(1);
    expect(tracker.calls[0]).toMatchObject({ shop_domain: 'localhost', sources: 'newsletter' });
    expect(params(tracker.calls[0])).toMatchObject({
      clientDevice: 'desktop',
      clientBrowser: 'Chrome',
      timestamp: NOW,
      timezone_offset: -60,
      page_url: PAGE.pageUrl,
      url_query: 'utm_source=newsletter&variant=11',
      referrer: 'https://www.google.com/',
      line_items: [
        {
          product_id: '1',
          variant_id: '101',
          qty: 1,
          price: 19.99,
          product_title: 'Tee 1',
          line_item_price: 19.99,
          url: '/products/tee-1',
          image: 'https://img.test/1.png',
        },
      ],
    });
    expect(params(tracker.calls[3]).purchase).toEqual({
      orderId: '1001',
      subtotalPrice: 39.98,
      totalPrice: 48.18,
      currency: 'USD',
      tax: 3.2,
      shipping: 5,
      discountCode: 'SAVE10',
      items: [
        {
          product_id: '1',
          variant_id: '101',
          qty: 2,
          price: 19.99,
          product_title: 'Tee 1',
          line_item_price: 39.98,
          url: '/products/tee-1',
          image: null,
        },
      ],
      paymentMethod: 'stripe',
      checkoutToken: 'co_1',
    });
  });

  it('says the previous step was not tracked when the shopper skipped it', async () => {
    const { tracking, tracker } = setUp();
    await tracking.addToCart(cartLine());
    await tracking.flush();
    expect(tracker.calls[0]).toMatchObject({ event: 'add_to_cart', is_tracked_previous_event: 'false' });
  });

  it('reports on add_to_cart what was added, not what the line now holds (001 §4)', async () => {
    const { tracking, tracker } = setUp();
    // The shopper had 2 tees and added 1 more: the cart's line holds 3, the event says 1.
    expect((await tracking.addToCart(cartLine('101', 3), { quantity: 1 })).ok).toBe(true);
    await tracking.flush();
    expect(tracker.calls.map((call) => call.event)).toEqual(['add_to_cart']);
    expect(params(tracker.calls[0])).toMatchObject({
      value: 19.99,
      currency: 'USD',
      line_items: [{ variant_id: '101', qty: 1, price: 19.99, line_item_price: 19.99 }],
    });
  });

  it('starts a new session after 30 minutes without an event', async () => {
    const { tracking, tracker, tab } = setUp();
    await tracking.viewContent(product());
    await tracking.flush();
    tab.clock.increment(SESSION_IDLE_MS);
    await tracking.addToCart(cartLine());
    await tracking.flush();
    expect(tracker.calls[0]?.session_id).not.toBe(tracker.calls[1]?.session_id);
    expect(tracker.calls[1]).toMatchObject({ tracked_events: '', is_tracked_previous_event: 'false' });
  });
});

describe('the live preview’s sample checkout (001 §2; docs/decisions/0543)', () => {
  it('is never tracked: no reached_checkout, purchase or order_success, in the outbox, the tracker or a vendor sink', async () => {
    const { tracking, tracker, tab, stand } = setUp();
    // The sample checkout of the editor's checkout page, and the sample order's thank-you page.
    const sampleCheckout = { ...checkout(), token: PREVIEW_SAMPLE_CHECKOUT_TOKEN };
    const sampleOrder = {
      ...checkout({ orderId: '1001' }),
      token: PREVIEW_SAMPLE_CHECKOUT_TOKEN,
      order: { id: '1001', name: '#1001', token: PREVIEW_SAMPLE_ORDER_TOKEN },
    };
    const orderOnly = {
      ...checkout({ orderId: '1001' }),
      order: { id: '1001', name: '#1001', token: PREVIEW_SAMPLE_ORDER_TOKEN },
    };
    const results = [
      await tracking.reachedCheckout(sampleCheckout),
      await tracking.purchase(sampleOrder),
      await tracking.orderSuccess(sampleOrder),
      await tracking.purchase(orderOnly),
    ];
    expect(results).toEqual(Array(4).fill({ ok: false, error: { code: 'preview_sample' } }));
    await tracking.flush();
    expect(readOutbox(tab.storage)).toEqual([]);
    expect(tracker.calls).toEqual([]);
    expect(stand.calls.fbq.filter((call) => call[0] === 'track')).toEqual([]);
    expect(stand.calls.gtag.filter((call) => call[0] === 'event')).toEqual([]);
    // A real checkout after it is tracked as ever.
    expect((await tracking.reachedCheckout(checkout())).ok).toBe(true);
    await tracking.flush();
    expect(tracker.calls.map((call) => call.event)).toEqual(['reached_checkout']);
  });
});

describe('identity (001 §3 Tracking identity, §9)', () => {
  it('keeps a distinct id — a value plus a random 1000–9999 — in a cookie for 1 day, and sends customer_id once signed in', async () => {
    const { tracking, tracker, tab } = setUp();
    await tracking.viewContent(product());
    await tracking.identify('cus_42');
    await tracking.addToCart(cartLine());
    await tracking.flush();
    const cookie = tab.cookies.entries.get(DISTINCT_ID_COOKIE);
    expect(cookie?.options).toEqual({ maxAgeSeconds: DISTINCT_ID_MAX_AGE_SECONDS });
    expect(cookie?.value).toMatch(new RegExp(`^${NOW}\\d{4}$`));
    const suffix = Number(cookie?.value.slice(-4));
    expect(suffix >= 1000 && suffix <= 9999).toBe(true);
    expect(tracker.calls[0]).toMatchObject({ distinct_id: cookie?.value });
    expect(tracker.calls[0]?.customer_id).toBeUndefined();
    expect(tracker.calls[1]).toMatchObject({ customer_id: 'cus_42' });
    expect(tracker.calls[1]?.distinct_id).toBeUndefined();
  });

  it('reuses the distinct id of the cookie', async () => {
    const tab = newTab({ cookies: createMemoryCookies({ [DISTINCT_ID_COOKIE]: '17000000000001234' }) });
    const { tracking, tracker } = setUp({ tab });
    await tracking.viewContent(product());
    await tracking.flush();
    expect(tracker.calls[0]?.distinct_id).toBe('17000000000001234');
  });
});

describe('vendors never get the secrets of a page or an order (decision 0629)', () => {
  const at = (path: string) => () => ({ ...PAGE, pageUrl: `https://shop.test${path}` });
  const gaConfig = (stand: ReturnType<typeof standInScripts>) =>
    stand.calls.gtag.find((call) => call[0] === 'config' && call[1] === 'G-TEST');

  it("gives Google's page view of a password-reset link no reset token and no e-mail", async () => {
    // 000 §2: /reset-password/{customerID}/{resetToken} with query email.
    const { stand, tracking, tracker } = setUp({ context: at('/reset-password/1/rst_x?email=a@b.c') });
    await tracking.viewContent(product());
    await tracking.flush();
    await settle();
    const config = gaConfig(stand);
    expect(config).toBeDefined();
    const location = (config?.[2] as { page_location?: string } | undefined)?.page_location;
    expect(location).toBe('https://shop.test/reset-password');
    expect(JSON.stringify(stand.calls)).not.toMatch(/rst_x|a@b\.c|a%40b\.c/);
    // The first-party tracker's page_url is cleaned by the same rule.
    expect(JSON.stringify(tracker.calls)).not.toMatch(/rst_x|a@b\.c|a%40b\.c/);
  });

  it('gives Google no order access key of an order status page, on the page view and on the purchase', async () => {
    // 001 §2: /orders/{token}, authorised with an access key in query key.
    const { stand, tracking } = setUp({ context: at('/orders/tok?key=k&utm_source=mail') });
    await wholeFunnel(tracking);
    const location = (gaConfig(stand)?.[2] as { page_location?: string } | undefined)?.page_location;
    expect(location).toBe('https://shop.test/orders/redacted?utm_source=mail');
    const purchase = stand.calls.gtag.find((call) => call[1] === 'purchase');
    expect(purchase?.[2]).toMatchObject({
      page_location: 'https://shop.test/orders/redacted?utm_source=mail',
    });
    expect(JSON.stringify(stand.calls)).not.toMatch(/key=k|\/tok\b/);
  });

  it("sends Klaviyo's Placed Order without the checkout token, and no vendor sees it on a checkout page", async () => {
    // 001 §7: the checkout token alone opens the placed order (info.json); 001 §3 keeps it for
    // the first-party tracker only.
    const { stand, tracking, tracker } = setUp({ context: at('/checkouts/co_1?step=payment_method') });
    await wholeFunnel(tracking);
    const placed = stand.calls.klaviyo.find((call) => call[1] === 'Placed Order');
    expect(placed?.[2]).toMatchObject({ OrderId: '1001' });
    expect(placed?.[2]).not.toHaveProperty('CheckoutToken');
    expect(JSON.stringify(stand.calls)).not.toContain('co_1');
    expect(tracker.calls.some((call) => params(call).checkout_token === 'co_1')).toBe(true);
  });

  it("turns off the Facebook pixel's automatic events, which would send the page address", async () => {
    const { stand, tracking } = setUp({ context: at('/reset-password/1/rst_x?email=a@b.c') });
    await tracking.viewContent(product());
    await tracking.flush();
    expect(stand.calls.fbq[0]).toEqual(['set', 'autoConfig', false, 'px1']);
  });
});

describe('sinks (plugins loaded only when the shop preference is set)', () => {
  it('gives every sink the same event id, in the vendor globals its script defines', async () => {
    const { tracking, tracker, stand } = setUp();
    await wholeFunnel(tracking);
    const ids = tracker.calls.map((call) => params(call).event_id);
    expect(new Set(ids).size).toBe(5);
    const gaEvents = stand.calls.gtag.filter(
      (call) => call[0] === 'event' && (call[2] as { send_to?: string }).send_to === 'G-TEST',
    );
    expect(gaEvents.map((call) => call[1])).toEqual([
      'view_item',
      'add_to_cart',
      'begin_checkout',
      'purchase',
    ]);
    expect(gaEvents.map((call) => (call[2] as { event_id: string }).event_id)).toEqual(ids.slice(0, 4));
    expect(gaEvents[3]?.[2]).toMatchObject({
      transaction_id: '1001',
      value: 48.18,
      currency: 'USD',
      tax: 3.2,
      shipping: 5,
      coupon: 'SAVE10',
      items: [{ item_id: '1', item_variant: '101', price: 19.99, quantity: 2 }],
    });
    const fbTracks = stand.calls.fbq.filter((call) => call[0] === 'track');
    expect(fbTracks.map((call) => call[1])).toEqual([
      'ViewContent',
      'AddToCart',
      'InitiateCheckout',
      'Purchase',
    ]);
    expect(fbTracks.map((call) => (call[3] as { eventID: string }).eventID)).toEqual(ids.slice(0, 4));
    expect(stand.calls.fbq.find((call) => call[0] === 'init')).toEqual([
      'init',
      'px1',
      { external_id: expect.stringMatching(/^\d+$/) },
    ]);
    expect(fbTracks[3]?.[2]).toMatchObject({ value: 48.18, currency: 'USD', order_id: '1001' });
    const klaviyo = stand.calls.klaviyo.filter((call) => call[0] === 'track');
    expect(klaviyo.map((call) => call[1])).toEqual([
      'Viewed Product',
      'Added to Cart',
      'Started Checkout',
      'Placed Order',
    ]);
    expect(klaviyo.map((call) => (call[2] as { $event_id: string }).$event_id)).toEqual(ids.slice(0, 4));
    // One gtag page start for GA4 and Google Ads, and a config per id.
    expect(stand.calls.gtag.filter((call) => call[0] === 'js')).toHaveLength(1);
    expect(
      stand.calls.gtag
        .filter((call) => call[0] === 'config')
        .map((call) => call[1])
        .sort(),
    ).toEqual(['AW-1', 'G-TEST']);
    const conversion = stand.calls.gtag.find((call) => call[1] === 'conversion');
    expect(conversion?.[2]).toMatchObject({
      send_to: 'AW-1/abc',
      transaction_id: '1001',
      value: 48.18,
      event_id: ids[3],
    });
  });

  it("queues GA4 commands in dataLayer as Google's snippet does when gtag.js defines no gtag of its own", async () => {
    const tab = newTab();
    const globals: Record<string, unknown> = {};
    const tracking = createTracking({
      transport: recordingTransport().transport,
      ports: {
        clock: tab.clock,
        storage: tab.storage,
        cookies: tab.cookies,
        scripts: createMemoryScriptLoader(),
      },
      globals,
      settings: { shopDomain: 'localhost', preferences: { gaId: 'G-TEST' } },
      consent: true,
    });
    await tracking.viewContent(product());
    await tracking.flush();
    const commands = (globals.dataLayer as ArrayLike<unknown>[]).map((entry) => Array.from(entry));
    expect(commands.map((command) => command[0])).toEqual(['js', 'config', 'event']);
    expect(commands[2]?.[1]).toBe('view_item');
    expect(Object.prototype.toString.call((globals.dataLayer as unknown[])[0])).toBe('[object Arguments]');
    tracking.stop();
  });

  it('loads only the sinks whose preference is set', async () => {
    const { tracking, stand } = setUp({
      settings: { shopDomain: 'localhost', preferences: { fbPixelId: 'px1' } },
    });
    await tracking.viewContent(product());
    await tracking.flush();
    expect(stand.loaded).toEqual(['https://connect.facebook.net/en_US/fbevents.js']);
    expect(stand.globals.gtag).toBeUndefined();
    expect(stand.calls.fbq.slice(0, 2)).toEqual([
      ['set', 'autoConfig', false, 'px1'],
      ['init', 'px1'],
    ]);
  });

  it("loads and waits for only the host's sinks, whatever else the shop's preferences name (decision 0312)", async () => {
    // A flush that never resolves fails the test here instead of hanging it.
    const bounded = <T>(promise: Promise<T>): Promise<T | 'timed out'> =>
      Promise.race([promise, new Promise<'timed out'>((resolve) => setTimeout(resolve, 1_000, 'timed out'))]);
    const none = setUp({ sinks: [], settings: { shopDomain: 'localhost', preferences: { gaId: 'G-TEST' } } });
    await none.tracking.viewContent(product());
    expect(await bounded(none.tracking.flush())).toEqual({ ok: true, value: { pending: 0 } });
    expect(none.stand.loaded).toEqual([]);
    expect(selectSinks(none.tracking.getSnapshot())).toEqual({});
    expect(none.tracker.calls.map((call) => call.event)).toEqual(['view_content']);

    const pixelOnly = setUp({ sinks: [facebookSink] });
    await pixelOnly.tracking.viewContent(product());
    expect(await bounded(pixelOnly.tracking.flush())).toEqual({ ok: true, value: { pending: 0 } });
    expect(pixelOnly.stand.loaded).toEqual(['https://connect.facebook.net/en_US/fbevents.js']);
    expect(selectSinks(pixelOnly.tracking.getSnapshot())).toEqual({ facebook: 'ready' });
    none.tracking.stop();
    pixelOnly.tracking.stop();
  });

  it('uses the first 5 products for dynamic remarketing and the subtotal for the pixel without fb_using_total', async () => {
    const settings = { ...ALL_SINKS, preferences: { ...ALL_SINKS.preferences, fbUsingTotal: false } };
    const { tracking, stand } = setUp({ settings });
    await tracking.purchase(checkout({ orderId: '7', lines: 7 }));
    await tracking.flush();
    const remarketing = stand.calls.gtag.find(
      (call) => call[1] === 'purchase' && (call[2] as { send_to?: string }).send_to === 'AW-1',
    );
    expect((remarketing?.[2] as { items?: unknown[] } | undefined)?.items).toEqual(
      ['1', '2', '3', '4', '5'].map((id) => ({ id, google_business_vertical: 'retail' })),
    );
    const purchase = stand.calls.fbq.find((call) => call[1] === 'Purchase');
    expect(purchase?.[2]).toMatchObject({ value: 279.86, content_ids: ['1', '2', '3', '4', '5'] });
  });

  it('sends GA4 events without items when enhanced ecommerce is off', async () => {
    const settings = { shopDomain: 'localhost', preferences: { gaId: 'G-TEST', gaEnhancedEcommerce: false } };
    const { tracking, stand } = setUp({ settings });
    await tracking.viewContent(product());
    await tracking.flush();
    const view = stand.calls.gtag.find((call) => call[1] === 'view_item');
    expect(view?.[2]).toEqual({
      send_to: 'G-TEST',
      event_id: expect.any(String),
      page_location: PAGE.pageUrl,
      value: 19.99,
      currency: 'USD',
    });
  });

  it('logs a failed script load, never shows it, and the other sinks still receive the funnel', async () => {
    const stand = standInScripts({ failing: ['fbevents.js'] });
    const { tracking, tracker, tab } = setUp({ stand });
    await tracking.viewContent(product());
    const flushed = await tracking.flush();
    expect(flushed).toEqual({ ok: true, value: { pending: 0 } });
    expect(selectSinks(tracking.getSnapshot()).facebook).toBe('failed');
    expect(tab.logger.entries).toContainEqual(
      expect.objectContaining({ level: 'warn', message: 'tracking: the facebook script failed to load' }),
    );
    expect(tracker.calls).toHaveLength(1);
    expect(stand.calls.gtag.some((call) => call[1] === 'view_item')).toBe(true);
  });

  it('retries the Klaviyo queue every 500 ms on the clock until its global exists', async () => {
    const stand = standInScripts({ klaviyoLater: true });
    const { tracking, tab } = setUp({ stand });
    await tracking.viewContent(product());
    await tracking.flush();
    expect(stand.calls.klaviyo).toEqual([]);
    expect(readOutbox(tab.storage)).toHaveLength(1);
    tab.clock.increment(KLAVIYO_RETRY_MS - 1);
    await settle();
    stand.defineKlaviyo();
    expect(stand.calls.klaviyo).toEqual([]);
    tab.clock.increment(1);
    await settle();
    expect(stand.calls.klaviyo.map((call) => call[1])).toEqual(['Viewed Product']);
    expect(readOutbox(tab.storage)).toEqual([]);
  });

  it('does not send a purchase paid with the test gateway to the first-party tracker (001 §5), but the pixels get it', async () => {
    const { tracking, tracker, stand, tab } = setUp();
    await tracking.purchase(checkout({ orderId: '9', paymentMethod: 'test-gateway' }));
    await tracking.orderSuccess(checkout({ orderId: '9', paymentMethod: 'test-gateway' }));
    await tracking.flush();
    expect(tracker.calls.map((call) => call.event)).toEqual(['order_success']);
    expect(stand.calls.fbq.some((call) => call[1] === 'Purchase')).toBe(true);
    expect(readOutbox(tab.storage)).toEqual([]);
  });
});

describe('consent (docs/decisions/0310)', () => {
  it('queues events before consent, loads and sends nothing, then sends them all once granted', async () => {
    const { tracking, tracker, stand, tab } = setUp({ consent: 'undecided' });
    expect(selectConsent(tracking.getSnapshot())).toBe('undecided');
    await tracking.viewContent(product());
    await tracking.addToCart(cartLine());
    await tracking.flush();
    expect(tracker.calls).toEqual([]);
    expect(stand.loaded).toEqual([]);
    expect(readOutbox(tab.storage)).toHaveLength(2);
    await tracking.setConsent(true);
    await tracking.flush();
    expect(tracker.calls.map((call) => call.event)).toEqual(['view_content', 'add_to_cart']);
    expect(stand.calls.fbq.filter((call) => call[0] === 'track')).toHaveLength(2);
    expect(readOutbox(tab.storage)).toEqual([]);
  });

  it('drops what was queued and everything after when the visitor refuses, and remembers it on reload', async () => {
    const { tracking, tracker, tab } = setUp({ consent: 'undecided' });
    await tracking.viewContent(product());
    await tracking.setConsent(false);
    expect(readOutbox(tab.storage)).toEqual([]);
    expect(await tracking.addToCart(cartLine())).toEqual({ ok: false, error: { code: 'consent_denied' } });
    tracking.stop();
    const reloaded = setUp({ tab, consent: true, transport: tracker });
    await settle();
    expect(selectConsent(reloaded.tracking.getSnapshot())).toBe('denied');
    await reloaded.tracking.viewContent(product());
    await reloaded.tracking.flush();
    expect(tracker.calls).toEqual([]);
  });

  it('writes no distinct_id cookie while the visitor has not decided; once granted, the cookie keeps the id the waiting events carry', async () => {
    const { tracking, tracker, tab } = setUp({ consent: 'undecided' });
    await tracking.viewContent(product());
    await tracking.addToCart(cartLine());
    await tracking.flush();
    expect(tab.cookies.get(DISTINCT_ID_COOKIE)).toBeUndefined();
    await tracking.setConsent(true);
    await tracking.flush();
    const cookie = tab.cookies.entries.get(DISTINCT_ID_COOKIE);
    expect(cookie?.options).toEqual({ maxAgeSeconds: DISTINCT_ID_MAX_AGE_SECONDS });
    await tracking.reachedCheckout(checkout());
    await tracking.flush();
    // One visitor across the funnel: the events from before the consent and after it.
    expect(tracker.calls.map((call) => call.distinct_id)).toEqual([
      cookie?.value,
      cookie?.value,
      cookie?.value,
    ]);
  });

  it('removes the distinct_id cookie when the visitor refuses', async () => {
    const tab = newTab({ cookies: createMemoryCookies({ [DISTINCT_ID_COOKIE]: '17000000000001234' }) });
    const { tracking } = setUp({ tab, consent: 'undecided' });
    await tracking.viewContent(product());
    await tracking.setConsent(false);
    expect(tab.cookies.get(DISTINCT_ID_COOKIE)).toBeUndefined();
    expect(await tracking.viewContent(product())).toEqual({ ok: false, error: { code: 'consent_denied' } });
    expect(tab.cookies.get(DISTINCT_ID_COOKIE)).toBeUndefined();
  });
});

/**
 * Two tabs over one storage and lock: one views a product, the other adds a line, both are
 * granted consent and flushed twice; returns the first-party tracker both sent to.
 */
async function twoTabsShareOneOutbox(extra: Pick<Parameters<typeof setUp>[0] & object, 'addedSinks'> = {}) {
  const tab = newTab();
  const lock = createMemoryLock();
  const tracker = recordingTransport();
  const a = setUp({ tab, lock, transport: tracker, consent: 'undecided', seed: 1, ...extra });
  const b = setUp({ tab, lock, transport: tracker, consent: 'undecided', seed: 2, ...extra });
  await a.tracking.viewContent(product());
  await b.tracking.addToCart(cartLine());
  await Promise.all([a.tracking.setConsent(true), b.tracking.setConsent(true)]);
  await Promise.all([a.tracking.flush(), b.tracking.flush()]);
  await settle();
  await Promise.all([a.tracking.flush(), b.tracking.flush()]);
  return tracker;
}

/** A sink a plugin adds, remembering what it received. */
function recordingSink(name = 'acme-analytics', send?: (event: TrackingSinkEvent) => void | Promise<void>) {
  const received: TrackingSinkEvent[] = [];
  const sink: TrackingSink = {
    name,
    send: (event) => {
      received.push(event);
      return send?.(event);
    },
  };
  return { sink, received };
}

describe('sinks a host or a plugin adds (decision 0479)', () => {
  it('get nothing while the visitor has not decided, each event once consent is granted, and nothing again after a reload', async () => {
    const { sink, received } = recordingSink();
    const { tracking, tracker, tab } = setUp({ consent: 'undecided', addedSinks: () => [sink] });
    await tracking.viewContent(product());
    await tracking.addToCart(cartLine());
    await tracking.flush();
    expect(received).toEqual([]);
    await tracking.setConsent(true);
    await tracking.flush();
    expect(received.map((event) => event.event)).toEqual(['view_content', 'add_to_cart']);
    // The same event ids as the first-party tracker's, for the sink's deduplication.
    expect(received.map((event) => event.id)).toEqual(tracker.calls.map((call) => params(call).event_id));
    expect(received[1]).toMatchObject({ isTrackedPreviousEvent: true, page: PAGE });
    expect(received[1]).not.toHaveProperty('done');
    expect(readOutbox(tab.storage)).toEqual([]);
    tracking.stop();
    const reloaded = setUp({ tab, transport: tracker, addedSinks: () => [sink] });
    await reloaded.tracking.flush();
    expect(received).toHaveLength(2);
  });

  it('never hear of the events a visitor refused', async () => {
    const { sink, received } = recordingSink();
    const { tracking } = setUp({ consent: 'undecided', addedSinks: () => [sink] });
    await tracking.viewContent(product());
    await tracking.setConsent(false);
    await tracking.addToCart(cartLine());
    await tracking.flush();
    expect(received).toEqual([]);
  });

  it('a sink that throws or rejects is logged and the others still get the funnel', async () => {
    const thrower = recordingSink('thrower', () => {
      throw new Error('a broken sink');
    });
    const rejecter = recordingSink('rejecter', () => Promise.reject(new Error('offline')));
    const good = recordingSink('good');
    const { tracking, tracker, tab } = setUp({
      addedSinks: () => [thrower.sink, rejecter.sink, good.sink],
    });
    await wholeFunnel(tracking);
    expect(good.received.map((event) => event.event)).toEqual(tracker.calls.map((call) => call.event));
    expect(thrower.received).toHaveLength(5);
    expect(
      tab.logger.entries.filter((entry) => entry.message === 'tracking: the thrower sink threw'),
    ).toHaveLength(5);
    expect(
      tab.logger.entries.filter((entry) => entry.message === 'tracking: the rejecter sink threw'),
    ).toHaveLength(5);
    expect(readOutbox(tab.storage)).toEqual([]);
  });

  it('two tabs with the same sink over one storage and lock hand each event to it once', async () => {
    const { sink, received } = recordingSink();
    await twoTabsShareOneOutbox({ addedSinks: () => [sink] });
    expect(received.map((event) => event.event).sort()).toEqual(['add_to_cart', 'view_content']);
  });
});

describe('a sink whose send never settles (decision 0479: a broken sink never holds up the funnel)', () => {
  it('counts as failed for each event after ADDED_SINK_SEND_TIMEOUT_MS: the tracker gets every event, and another tab sharing the lock still delivers', async () => {
    // A plugin waiting for a vendor script an ad blocker stopped: its send never resolves.
    const stuck = recordingSink('stuck', () => new Promise<void>(() => {}));
    const tab = newTab();
    const lock = createMemoryLock();
    const trackerA = recordingTransport();
    const trackerB = recordingTransport();
    const a = setUp({ tab, lock, transport: trackerA, addedSinks: () => [stuck.sink], seed: 1 });
    await a.tracking.viewContent(product());
    await a.tracking.addToCart(cartLine());
    await settle();
    const b = setUp({ tab, lock, transport: trackerB, seed: 2 });
    await b.tracking.reachedCheckout(checkout());
    for (let i = 0; i < 3; i += 1) {
      tab.clock.increment(ADDED_SINK_SEND_TIMEOUT_MS);
      await settle();
    }
    // The tabs share the outbox: whichever holds the lock sends; every event reaches the tracker once.
    expect([...trackerA.calls, ...trackerB.calls].map((call) => call.event).sort()).toEqual([
      'add_to_cart',
      'reached_checkout',
      'view_content',
    ]);
    expect(trackerB.calls.map((call) => call.event)).toContain('reached_checkout');
    expect(stuck.received.map((event) => event.event)).toContain('view_content');
    expect(
      tab.logger.entries.some((entry) => entry.message === 'tracking: the stuck sink did not answer in time'),
    ).toBe(true);
    expect(readOutbox(tab.storage)).toEqual([]);
  });
});

/**
 * A storage that drops a write once full, as the browser adapter does (webStorage swallows the
 * quota error): past `fill()`, a write that would hold more than the key held is dropped;
 * `block()` drops every write (storage disabled).
 */
function fillableStorage() {
  const inner = createMemoryStorage();
  let full = false;
  let blocked = false;
  const storage: StoragePort = {
    get: (key) => inner.get(key),
    set: (key, value) => {
      if (blocked || (full && value.length > (inner.get(key)?.length ?? 0))) return;
      inner.set(key, value);
    },
    remove: (key) => inner.remove(key),
  };
  return {
    storage,
    fill: () => {
      full = true;
    },
    block: () => {
      blocked = true;
    },
  };
}

describe('storage blocked or full (decision 0190: a write is dropped, the SDK goes on with what it holds in memory)', () => {
  it('with every write dropped, a recorded view_content still reaches the tracker and the pixel, once', async () => {
    const { storage, block } = fillableStorage();
    block();
    const { tracking, tracker, stand } = setUp({ tab: newTab({ storage }) });
    expect((await tracking.viewContent(product())).ok).toBe(true);
    await tracking.flush();
    await tracking.flush();
    expect(tracker.calls.map((call) => call.event)).toEqual(['view_content']);
    expect(stand.calls.fbq.filter((call) => call[1] === 'ViewContent')).toHaveLength(1);
  });

  it('once storage is full, what it kept and what it could not are each sent once', async () => {
    const { storage, fill } = fillableStorage();
    const { tracking, tracker } = setUp({
      tab: newTab({ storage }),
      settings: { shopDomain: 'localhost', preferences: { fbPixelId: 'px1' } },
      consent: 'undecided',
    });
    await tracking.viewContent(product());
    fill();
    await tracking.addToCart(cartLine());
    await tracking.setConsent(true);
    await tracking.flush();
    await tracking.flush();
    expect(tracker.calls.map((call) => call.event)).toEqual(['view_content', 'add_to_cart']);
  });
});

describe('consent across tabs', () => {
  it("one tab's decision reaches the other tabs, which then send what they queued", async () => {
    const tab = newTab();
    const hub = createMemoryChannelHub();
    const lock = createMemoryLock();
    const trackerA = recordingTransport();
    const trackerB = recordingTransport();
    const a = setUp({ tab, lock, transport: trackerA, consent: 'undecided', channels: hub.tab(), seed: 1 });
    const b = setUp({ tab, lock, transport: trackerB, consent: 'undecided', channels: hub.tab(), seed: 2 });
    await b.tracking.viewContent(product());
    await a.tracking.setConsent(true);
    await settle();
    expect(selectConsent(b.tracking.getSnapshot())).toBe('granted');
    await Promise.all([a.tracking.flush(), b.tracking.flush()]);
    await b.tracking.addToCart(cartLine());
    await b.tracking.flush();
    expect([...trackerA.calls, ...trackerB.calls].map((call) => call.event).sort()).toEqual([
      'add_to_cart',
      'view_content',
    ]);
    expect(trackerB.calls.map((call) => call.event)).toContain('add_to_cart');
    await b.tracking.setConsent(false);
    await settle();
    expect(selectConsent(a.tracking.getSnapshot())).toBe('denied');
  });
});

describe('no event lost or sent twice', () => {
  it('records a purchase once per order, even when a post-purchase offer follows, and after a reload', async () => {
    const { tracking, tracker, tab, stand } = setUp();
    expect((await tracking.purchase(checkout({ orderId: '1001' }))).ok).toBe(true);
    expect(await tracking.purchase(checkout({ orderId: '1001' }))).toEqual({
      ok: false,
      error: { code: 'already_tracked' },
    });
    await tracking.flush();
    tracking.stop();
    const reloaded = setUp({ tab, transport: tracker, stand });
    expect(await reloaded.tracking.purchase(checkout({ orderId: '1001' }))).toEqual({
      ok: false,
      error: { code: 'already_tracked' },
    });
    expect(await reloaded.tracking.purchase(checkout())).toEqual({ ok: false, error: { code: 'no_order' } });
    await reloaded.tracking.flush();
    expect(tracker.calls.map((call) => call.event)).toEqual(['purchase']);
    expect(stand.calls.fbq.filter((call) => call[1] === 'Purchase')).toHaveLength(1);
  });

  it('a reload mid-funnel, with a tracker call in flight, loses nothing and sends nothing twice', async () => {
    const tab = newTab();
    // The first page: the tracker answers the first call, then the network hangs.
    let answered = 0;
    const hung = recordingTransport({ fail: () => answered++ >= 1 });
    const first = setUp({
      tab,
      transport: hung,
      settings: { shopDomain: 'localhost', preferences: { fbPixelId: 'px1' } },
    });
    await first.tracking.viewContent(product());
    await first.tracking.addToCart(cartLine());
    await first.tracking.flush();
    expect(hung.calls.map((call) => call.event)).toEqual(['view_content']);
    const pendingIds = readOutbox(tab.storage).map((event) => event.id);
    expect(pendingIds).toHaveLength(1);
    // The page reloads: a new actor over the same storage and cookies.
    first.tracking.stop();
    const tracker = recordingTransport();
    const second = setUp({
      tab,
      transport: tracker,
      settings: { shopDomain: 'localhost', preferences: { fbPixelId: 'px1' } },
    });
    await second.tracking.reachedCheckout(checkout());
    await second.tracking.flush();
    expect(tracker.calls.map((call) => call.event)).toEqual(['add_to_cart', 'reached_checkout']);
    expect(params(tracker.calls[0]).event_id).toBe(pendingIds[0]);
    expect(tracker.calls[1]).toMatchObject({
      is_tracked_previous_event: 'true',
      session_id: hung.calls[0]?.session_id,
      distinct_id: hung.calls[0]?.distinct_id,
    });
    // The pixel of the first page had both events; the second page's pixel gets only the new one.
    const firstPixel = first.stand.calls.fbq.filter((call) => call[0] === 'track').map((call) => call[1]);
    const secondPixel = second.stand.calls.fbq.filter((call) => call[0] === 'track').map((call) => call[1]);
    expect(firstPixel).toEqual(['ViewContent', 'AddToCart']);
    expect(secondPixel).toEqual(['InitiateCheckout']);
    expect(readOutbox(tab.storage)).toEqual([]);
  });

  it('two tabs over one storage and lock send a shared outbox once', async () => {
    const tracker = await twoTabsShareOneOutbox();
    expect(tracker.calls.map((call) => call.event).sort()).toEqual(['add_to_cart', 'view_content']);
  });

  it('persists a versioned snapshot that restores with its customer and consent', async () => {
    const { tracking, tab, tracker } = setUp();
    await tracking.identify('cus_1');
    const persisted = tracking.persist();
    expect(persisted.version).toBe(1);
    tracking.stop();
    const restored = setUp({ tab, transport: tracker, snapshot: persisted });
    await restored.tracking.viewContent(product());
    await restored.tracking.flush();
    expect(tracker.calls[0]).toMatchObject({ event: 'view_content', customer_id: 'cus_1' });
  });
});

describe('a tracker call that fails (docs/decisions/0310: retried, in order; never a stall)', () => {
  const PIXEL_ONLY: TrackingSettings = { shopDomain: 'localhost', preferences: { fbPixelId: 'px1' } };

  it('an event the tracker refuses for good (414 URI Too Long) does not hold the events after it: they reach the tracker', async () => {
    // The view's call is always refused, as a query too long for the server would be.
    const tracker = recordingTransport({ status: (query) => (query.event === 'view_content' ? 414 : 200) });
    const { tracking, tab, stand } = setUp({ transport: tracker, settings: PIXEL_ONLY });
    await tracking.viewContent(product());
    await tracking.flush();
    await tracking.addToCart(cartLine());
    await tracking.reachedCheckout(checkout());
    await tracking.flush();
    expect(tracker.calls.map((call) => call.event)).toEqual(['add_to_cart', 'reached_checkout']);
    // The pixel had the view; the refused call is logged and not tried again.
    expect(stand.calls.fbq.filter((call) => call[0] === 'track').map((call) => call[1])).toEqual([
      'ViewContent',
      'AddToCart',
      'InitiateCheckout',
    ]);
    expect(readOutbox(tab.storage)).toEqual([]);
    expect(tab.logger.entries).toContainEqual(
      expect.objectContaining({
        level: 'error',
        message: 'tracking: the first-party tracker refused an event',
      }),
    );
  });

  it('a server in trouble (503) keeps the order: the events wait and go out in order at the next flush', async () => {
    let down = true;
    const tracker = recordingTransport({ status: () => (down ? 503 : 200) });
    const { tracking, tab } = setUp({ transport: tracker, settings: PIXEL_ONLY });
    await tracking.viewContent(product());
    await tracking.addToCart(cartLine());
    await tracking.flush();
    expect(tracker.calls).toEqual([]);
    expect(readOutbox(tab.storage)).toHaveLength(2);
    down = false;
    await tracking.flush();
    expect(tracker.calls.map((call) => call.event)).toEqual(['view_content', 'add_to_cart']);
    expect(readOutbox(tab.storage)).toEqual([]);
  });

  it('an event that can never be sent (kept by another version, without its lines) does not hold the events after it', async () => {
    const tab = newTab();
    tab.storage.set(
      'vitrine.tracking.outbox',
      JSON.stringify([
        {
          id: 'old-1',
          event: 'view_content',
          at: NOW,
          page: PAGE,
          sessionId: 'session-old',
          distinctId: '17000000000001234',
          customerId: null,
          trackedEvents: [],
          isTrackedPreviousEvent: false,
          data: {},
          done: [],
        },
      ]),
    );
    const { tracking, tracker } = setUp({ tab, settings: PIXEL_ONLY });
    await tracking.addToCart(cartLine());
    await tracking.flush();
    expect(tracker.calls.map((call) => call.event)).toEqual(['add_to_cart']);
    expect(readOutbox(tab.storage)).toEqual([]);
  });
});

describe('the facade convention', () => {
  it('wraps the logic spawned as a child with a systemId in another system', async () => {
    const stand = standInScripts();
    const tracker = recordingTransport();
    const tab = newTab();
    const logic = trackingLogic({
      transport: tracker.transport,
      ports: { clock: tab.clock, storage: tab.storage, cookies: tab.cookies, scripts: stand.scripts },
      context: () => PAGE,
      globals: stand.globals,
    });
    const root = createActor(
      createMachine({
        entry: spawnChild(logic, {
          id: 'tracking',
          systemId: 'tracking',
          input: trackingInput({ settings: ALL_SINKS, consent: true }),
        }),
      }),
      { clock: tab.clock },
    ).start();
    const child = root.system.get('tracking') as TrackingActorRef;
    const tracking = trackingFacade(child, { ports: { storage: tab.storage } });
    expect((await tracking.viewContent(product())).ok).toBe(true);
    await tracking.flush();
    expect(tracker.calls.map((call) => call.event)).toEqual(['view_content']);
    expect(stand.calls.fbq.some((call) => call[1] === 'ViewContent')).toBe(true);
    root.stop();
  });
});
