import { describe, expect, it } from 'vitest';
import { INTERNAL_ROUTE_NAMES, matchRoute, PAGE_TYPES, pageTypeForPath, ROUTES, routePath } from './routes';

describe('matchRoute', () => {
  // 000 §2 route table and 001 §2
  it.each([
    ['/', 'home', {}],
    ['/pwa.html', 'home', {}],
    ['/collections', 'collections', {}],
    ['/collections/all', 'products-all', {}],
    ['/collections/shoes', 'category', { slug: 'shoes' }],
    ['/products/types', 'products-types', {}],
    ['/products/tags', 'products-tags', {}],
    ['/products/vendors', 'products-vendors', {}],
    ['/products/red-sneaker', 'product-single', { slug: 'red-sneaker' }],
    [
      '/collections/shoes/products/red-sneaker',
      'product-single-with-category',
      { categorySlug: 'shoes', slug: 'red-sneaker' },
    ],
    ['/search', 'search', {}],
    ['/cart', 'cart', {}],
    ['/pages/about-us', 'other-page', { handle: 'about-us' }],
    ['/policies/refund-policy', 'policies', { handle: 'refund-policy' }],
    ['/policies/ip/form', 'form-dmca', {}],
    ['/login', 'login', {}],
    ['/register', 'register', {}],
    ['/activate-account', 'activate-account', {}],
    ['/activate-account/42/tok', 'activate-account', { customerID: '42', activationToken: 'tok' }],
    ['/reset-password/42', 'reset-password', { customerID: '42' }],
    ['/reset-password/42/tok', 'reset-password', { customerID: '42', resetToken: 'tok' }],
    ['/my-account', 'my-account', {}],
    ['/my-account/shipping-details', 'my-account-shipping-details', {}],
    ['/my-account/newsletter', 'my-account-newsletter', {}],
    ['/my-account/orders', 'my-account-orders', {}],
    ['/my-account/orders/1001', 'my-account-order', { orderId: '1001' }],
    ['/my-account/addresses', 'my-account-addresses', {}],
    ['/password', 'password', {}],
    ['/wrong-domain', 'wrong-domain', {}],
    ['/limit-order', 'limit-order', {}],
    ['/error', 'error', {}],
    ['/page-not-found', 'page-not-found', {}],
    ['/checkouts/abc', 'checkout', { token: 'abc' }],
    ['/checkouts/abc/recover', 'checkout', { token: 'abc', recover: 'recover' }],
    ['/checkouts/abc/processing', 'checkout-processing', { token: 'abc' }],
    ['/orders/abc', 'order-status', { token: 'abc' }],
    ['/checkout-additional/abc', 'checkout-additional', { token: 'abc' }],
  ])('%s is the %s route', (path, name, params) => {
    const match = matchRoute(path);
    expect(match?.route.name).toBe(name);
    expect(match?.params).toEqual(params);
  });

  it.each(['/old-summer-sale', '/products', '/collections/shoes/extra', '/activate-account/1/2/3'])(
    '%s is unknown (the catch-all)',
    (path) => {
      expect(matchRoute(path)).toBeUndefined();
    },
  );

  it('ignores a trailing slash and decodes params', () => {
    expect(matchRoute('/cart/')?.route.name).toBe('cart');
    expect(matchRoute('/pages/caf%C3%A9')?.params).toEqual({ handle: 'café' });
  });
});

describe('route flags', () => {
  const flagged = (flag: string) =>
    ROUTES.filter((route) => flag in route)
      .map((route) => route.name)
      .sort();

  it('marks the my-account routes as requiring login (000 §2)', () => {
    expect(flagged('requiresLogin')).toEqual(
      [
        'my-account',
        'my-account-addresses',
        'my-account-newsletter',
        'my-account-order',
        'my-account-orders',
        'my-account-shipping-details',
      ].sort(),
    );
  });

  it('lets only wrong-domain and error skip bootstrap (000 §2)', () => {
    expect(flagged('skipsBootstrap')).toEqual(['error', 'wrong-domain']);
  });

  it('redirects logged-in users away from login and register (000 §2)', () => {
    expect(flagged('redirectsLoggedIn')).toEqual(['login', 'register']);
  });

  it('has every internal route name and only known page types', () => {
    const names = ROUTES.map((route) => route.name);
    for (const name of INTERNAL_ROUTE_NAMES) expect(names).toContain(name);
    for (const route of ROUTES) expect(PAGE_TYPES).toContain(route.pageType);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('pageTypeForPath', () => {
  it.each([
    ['/', 'home'],
    ['/cart', 'cart'],
    ['/collections', 'collections'],
    ['/collections/shoes', 'collection'],
    ['/collections/all', 'collection'],
    ['/products/red-sneaker', 'product'],
    ['/collections/shoes/products/red-sneaker', 'product'],
    ['/checkouts/abc', 'checkout'],
    ['/checkouts/abc/processing', 'process_checkout'],
    ['/orders/abc', 'post_checkout'],
    ['/pages/about', 'other'],
    ['/somewhere-unknown', 'other'],
  ])('%s is a %s page', (path, pageType) => {
    expect(pageTypeForPath(path)).toBe(pageType);
  });
});

describe('routePath', () => {
  it.each([
    ['home', {}, '/'],
    ['category', { slug: 'shoes' }, '/collections/shoes'],
    ['product-single', { slug: 'red sneaker' }, '/products/red%20sneaker'],
    ['other-page', { handle: 'about' }, '/pages/about'],
    ['policies', { handle: 'refund-policy' }, '/policies/refund-policy'],
    ['activate-account', {}, '/activate-account'],
    ['reset-password', { customerID: '42', resetToken: 't' }, '/reset-password/42/t'],
  ] as const)('%s with %o is %s', (name, params, path) => {
    expect(routePath(name, params)).toBe(path);
  });
});
