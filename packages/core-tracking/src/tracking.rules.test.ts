/** The pure rules of tracking, without a machine: funnel, identity, client, consent, the wire mapping, the outbox. */
import { createMemoryStorage, createSeededRandom } from '@vitrine/ports';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clientBrowser, clientDevice, trafficSource, urlQuery } from './client.rules';
import { initialConsent } from './consent.rules';
import { isTrackedPreviousEvent, previousStep, withTracked } from './funnel.rules';
import { currentSession, newDistinctId, parseSession } from './identity.rules';
import { appendToOutbox, markDelivered, readOutbox } from './outbox';
import { addToCartData, checkoutData, purchaseData, trackerQuery, viewContentData } from './tracker.map';
import { trackerAccepts } from './tracking.deliver';
import { cartLine, checkout, PAGE, product, usd } from './tracking.fixtures';
import { MAX_QUEUED_EVENTS, SESSION_IDLE_MS } from './tracking.constants';
import type { QueuedEvent } from './tracking.types';

const queued = (id: string, overrides: Partial<QueuedEvent> = {}): QueuedEvent => ({
  id,
  event: 'view_content',
  at: 1,
  page: PAGE,
  sessionId: 's1',
  distinctId: 'd1',
  customerId: null,
  trackedEvents: [],
  isTrackedPreviousEvent: false,
  data: viewContentData(product()),
  done: [],
  ...overrides,
});

describe('funnel (001 §4)', () => {
  it.each([
    ['view_content', undefined],
    ['add_to_cart', 'view_content'],
    ['reached_checkout', 'add_to_cart'],
    ['purchase', 'reached_checkout'],
    ['order_success', 'purchase'],
  ] as const)('the step before %s is %s', (event, previous) => {
    expect(previousStep(event)).toBe(previous);
  });

  it('records whether the previous step was tracked', () => {
    expect(isTrackedPreviousEvent('view_content', ['view_content'])).toBe(false);
    expect(isTrackedPreviousEvent('add_to_cart', ['view_content'])).toBe(true);
    expect(isTrackedPreviousEvent('purchase', ['view_content', 'add_to_cart'])).toBe(false);
    expect(withTracked(['purchase', 'view_content'], 'add_to_cart')).toEqual([
      'view_content',
      'add_to_cart',
      'purchase',
    ]);
  });
});

describe('identity (001 §3, §9)', () => {
  it('a distinct id is a generated value plus a random number from 1000 to 9999', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 42 }), fc.integer(), (now, seed) => {
        const id = newDistinctId(now, createSeededRandom(seed));
        const suffix = Number(id.slice(String(now).length));
        return id.startsWith(String(now)) && suffix >= 1000 && suffix <= 9999;
      }),
    );
    expect(newDistinctId(5, () => 0)).toBe('51000');
    expect(newDistinctId(5, () => 0.999_999_999)).toBe('59999');
  });

  it('keeps a session for 30 minutes without an event, then starts a new one', () => {
    const random = createSeededRandom(1);
    const session = currentSession(undefined, 1000, random);
    expect(currentSession(session, 1000 + SESSION_IDLE_MS - 1, random)).toBe(session);
    const next = currentSession({ ...session, tracked: ['view_content'] }, 1000 + SESSION_IDLE_MS, random);
    expect(next.id).not.toBe(session.id);
    expect(next.tracked).toEqual([]);
    expect(parseSession(JSON.stringify(session))).toEqual(session);
    expect(parseSession('{"id":1}')).toBeUndefined();
    expect(parseSession('not json')).toBeUndefined();
  });
});

describe('client params (001 §7 Analytics)', () => {
  it.each([
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      'desktop',
      'Chrome',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
      'mobile',
      'Safari',
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Safari/604.1',
      'tablet',
      'Safari',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36',
      'mobile',
      'Chrome',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
      'desktop',
      'Firefox',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/131.0 Safari/537.36 Edg/131.0',
      'desktop',
      'Edge',
    ],
    ['', 'desktop', 'Other'],
  ])('%s is a %s running %s', (userAgent, device, browser) => {
    expect(clientDevice(userAgent)).toBe(device);
    expect(clientBrowser(userAgent)).toBe(browser);
  });

  it('reads the query and the traffic source', () => {
    expect(urlQuery('https://s.test/a?x=1&y=2#top')).toBe('x=1&y=2');
    expect(urlQuery('https://s.test/a')).toBe('');
    expect(trafficSource('https://s.test/?utm_source=news+letter', 'https://google.com/')).toBe(
      'news letter',
    );
    expect(trafficSource('https://s.test/', 'https://www.google.com/search')).toBe('www.google.com');
    expect(trafficSource('https://s.test/cart', 'https://s.test/products/a')).toBe('direct');
    expect(trafficSource('https://s.test/', '')).toBe('direct');
  });
});

describe('consent (docs/decisions/0310)', () => {
  it('the stored decision wins, then the host default, else undecided', () => {
    expect(initialConsent('denied', true)).toBe('denied');
    expect(initialConsent(undefined, true)).toBe('granted');
    expect(initialConsent(undefined, false)).toBe('denied');
    expect(initialConsent(undefined, undefined)).toBe('undecided');
  });
});

describe('the wire mapping (001 §3 purchase and cart line fields)', () => {
  it('maps the facades’ shapes, money in minor units', () => {
    expect(viewContentData(product('1', 2), product('1', 2).variants[1])).toMatchObject({
      value: usd(2099),
      lines: [{ variantId: '102', quantity: 1, price: usd(2099) }],
    });
    expect(addToCartData([cartLine('101', 2), cartLine('102', 1)]).value).toEqual(usd(1999 * 3));
    // One more added to a line that held 2: the event is about the one added.
    expect(addToCartData([cartLine('101', 3)], 1)).toMatchObject({
      value: usd(1999),
      lines: [{ quantity: 1, linePrice: usd(1999) }],
    });
    expect(checkoutData(checkout()).checkoutToken).toBe('co_1');
    expect(purchaseData(checkout())).toBeUndefined();
    expect(purchaseData(checkout({ orderId: '5' }))?.purchase).toMatchObject({
      orderId: '5',
      subtotalPrice: usd(3998),
      totalPrice: usd(4818),
      tax: usd(320),
      shipping: usd(500),
      discountCode: 'SAVE10',
      paymentMethod: 'stripe',
      checkoutToken: 'co_1',
    });
  });

  it('sends customer_id when signed in, else distinct_id', () => {
    expect(trackerQuery(queued('e1'), 'shop.test')).toMatchObject({
      distinct_id: 'd1',
      shop_domain: 'shop.test',
    });
    const signedIn = trackerQuery(queued('e1', { customerId: 'c1' }), 'shop.test');
    expect(signedIn).toMatchObject({ customer_id: 'c1' });
    expect('distinct_id' in signedIn).toBe(false);
  });

  it('keeps test-gateway purchases from the first-party tracker only (001 §5)', () => {
    const paid = (method: string, event: QueuedEvent['event'] = 'purchase') =>
      queued('e', {
        event,
        data: purchaseData(checkout({ orderId: '1', paymentMethod: method })) ?? viewContentData(product()),
      });
    expect(trackerAccepts(paid('test-gateway'))).toBe(false);
    expect(trackerAccepts(paid('stripe'))).toBe(true);
    expect(trackerAccepts(paid('test-gateway', 'order_success'))).toBe(true);
  });
});

describe('the outbox (storage)', () => {
  it('keeps events in order, drops the oldest beyond the limit, and marks sinks on what storage holds now', () => {
    const storage = createMemoryStorage();
    for (let i = 0; i < MAX_QUEUED_EVENTS; i += 1)
      expect(appendToOutbox(storage, queued(`e${i}`))).toEqual([]);
    expect(appendToOutbox(storage, queued('last')).map((event) => event.id)).toEqual(['e0']);
    expect(readOutbox(storage)).toHaveLength(MAX_QUEUED_EVENTS);
    markDelivered(storage, 'e1', ['tracker'], () => false);
    expect(readOutbox(storage)[0]).toMatchObject({ id: 'e1', done: ['tracker'] });
    markDelivered(
      storage,
      'e1',
      ['ga4'],
      (event) => event.done.includes('ga4') && event.done.includes('tracker'),
    );
    expect(readOutbox(storage)[0]?.id).toBe('e2');
  });

  it('drops what it cannot read', () => {
    const storage = createMemoryStorage({ 'vitrine.tracking.outbox': '[{"id":1},"x"]' });
    expect(readOutbox(storage)).toEqual([]);
    expect(readOutbox(createMemoryStorage({ 'vitrine.tracking.outbox': '{' }))).toEqual([]);
  });
});
