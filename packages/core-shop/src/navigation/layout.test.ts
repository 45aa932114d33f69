import { describe, expect, it } from 'vitest';
import { layoutForPath } from './layout';

describe('layoutForPath', () => {
  // 000 §2 "The checkout layout is forced for paths beginning /checkouts, /orders and /checkout-additional"
  it.each([
    ['/checkouts/abc', 'checkout'],
    ['/checkouts/abc/processing', 'checkout'],
    ['/checkouts', 'checkout'],
    ['/orders/abc', 'checkout'],
    ['/orders/abc/anything/else', 'checkout'],
    ['/checkout-additional/abc', 'checkout'],
    ['/orders-archive', 'default'],
    ['/password', 'empty'],
    ['/wrong-domain', 'empty'],
    ['/error', 'error'],
    ['/', 'default'],
    ['/cart', 'default'],
    ['/no-such-page', 'default'],
  ])('%s renders in the %s layout', (path, layout) => {
    expect(layoutForPath(path)).toBe(layout);
  });
});
