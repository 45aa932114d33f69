import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import { pageLoadDelayFor } from './page-load-delay';
import { type PageLoadEmitted, pageLoadMachine } from './page-load.machine';

function start() {
  const clock = new SimulatedClock();
  const actor = createActor(pageLoadMachine, { clock }).start();
  const loaded: PageLoadEmitted[] = [];
  actor.on('page.loaded', (event) => loaded.push(event));
  return { clock, actor, loaded };
}

describe('pageLoadDelayFor', () => {
  // 000 §2 "1000 ms after navigation on product and collection pages, 500 ms on other pages, and at once on the cart"
  it.each([
    ['product', 1000],
    ['collection', 1000],
    ['cart', 0],
    ['home', 500],
    ['collections', 500],
    ['checkout', 500],
    ['other', 500],
  ] as const)('%s pages: %i ms', (pageType, ms) => {
    expect(pageLoadDelayFor(pageType)).toBe(ms);
  });
});

describe('pageLoadMachine', () => {
  it.each([
    ['/products/hat', 'product', 1000],
    ['/collections/shoes/products/hat', 'product', 1000],
    ['/collections/shoes', 'collection', 1000],
    ['/collections/all', 'collection', 1000],
    ['/', 'home', 500],
    ['/pages/about', 'other', 500],
    ['/search', 'other', 500],
  ] as const)('raises page.loaded for %s (%s) after %i ms', (path, pageType, ms) => {
    const { clock, actor, loaded } = start();
    actor.send({ type: 'page.navigated', path });
    clock.increment(ms - 1);
    expect(loaded).toEqual([]);
    clock.increment(1);
    expect(loaded).toEqual([{ type: 'page.loaded', path, pageType }]);
  });

  it('raises page.loaded at once on the cart', () => {
    const { actor, loaded } = start();
    actor.send({ type: 'page.navigated', path: '/cart' });
    expect(loaded).toEqual([{ type: 'page.loaded', path: '/cart', pageType: 'cart' }]);
  });

  it('uses a page type the host gives', () => {
    const { clock, actor, loaded } = start();
    actor.send({ type: 'page.navigated', path: '/products/preview', pageType: 'other' });
    clock.increment(500);
    expect(loaded).toEqual([{ type: 'page.loaded', path: '/products/preview', pageType: 'other' }]);
  });

  it('replaces a pending event when the visitor navigates again', () => {
    const { clock, actor, loaded } = start();
    actor.send({ type: 'page.navigated', path: '/products/hat' });
    clock.increment(900);
    actor.send({ type: 'page.navigated', path: '/pages/about' });
    clock.increment(499);
    expect(loaded).toEqual([]);
    clock.increment(1);
    expect(loaded).toEqual([{ type: 'page.loaded', path: '/pages/about', pageType: 'other' }]);
    clock.increment(5000);
    expect(loaded).toHaveLength(1);
  });

  it('restarts the wait when the same page type is opened again', () => {
    const { clock, actor, loaded } = start();
    actor.send({ type: 'page.navigated', path: '/products/a' });
    clock.increment(600);
    actor.send({ type: 'page.navigated', path: '/products/b' });
    clock.increment(600);
    expect(loaded).toEqual([]);
    clock.increment(400);
    expect(loaded.map((event) => event.path)).toEqual(['/products/b']);
  });

  it('the cart cancels a pending event', () => {
    const { clock, actor, loaded } = start();
    actor.send({ type: 'page.navigated', path: '/products/hat' });
    actor.send({ type: 'page.navigated', path: '/cart' });
    clock.increment(2000);
    expect(loaded.map((event) => event.path)).toEqual(['/cart']);
  });
});
