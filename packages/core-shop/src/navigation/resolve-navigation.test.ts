import { describe, expect, it, vi } from 'vitest';
import type { GuardResolution } from './navigation-intent';
import {
  guardNavigation,
  type NavigationRequest,
  type NavigationShop,
  type NavigationState,
  resolveNavigation,
} from './resolve-navigation';

const shop: NavigationShop = {
  pageLocks: ['/pages/secret'],
  redirects: [
    { from: '/old-sale', to: '/collections/sale' },
    { from: '/blog', to: 'https://blog.example.com/' },
  ],
  redirectCount: 2,
  visibleLink: true,
};

const state = (overrides: Partial<NavigationState> = {}): NavigationState => ({
  bootstrap: { status: 'ready', shop },
  loggedIn: false,
  firstLoad: false,
  passwordRequired: false,
  host: 'shop.example.com',
  ...overrides,
});

const withShop = (overrides: Partial<NavigationShop>): Partial<NavigationState> => ({
  bootstrap: { status: 'ready', shop: { ...shop, ...overrides } },
});

const redirect = (to: string, external = false): GuardResolution =>
  external ? { type: 'external', url: to, replace: true } : { type: 'path', path: to, replace: true };

describe('resolveNavigation', () => {
  it.each<[string, NavigationRequest, Partial<NavigationState>, GuardResolution]>([
    ['an ordinary page proceeds', { path: '/collections/shoes' }, {}, { type: 'proceed' }],
    // 000 §2 routes that skip bootstrap
    [
      'error skips bootstrap',
      { path: '/error', search: '?code=X' },
      { bootstrap: { status: 'failed' } },
      { type: 'proceed' },
    ],
    [
      'wrong-domain skips bootstrap',
      { path: '/wrong-domain' },
      { bootstrap: { status: 'wrong-domain' } },
      { type: 'proceed' },
    ],
    // 000 §2 "A wrong domain goes to /wrong-domain"
    [
      'a wrong domain goes to /wrong-domain',
      { path: '/cart' },
      { bootstrap: { status: 'wrong-domain' } },
      { type: 'route', route: 'wrong-domain', replace: true },
    ],
    // 000 §2, §8 BOOTSTRAP_ERROR
    [
      'a failed bootstrap shows the error page',
      { path: '/cart' },
      { bootstrap: { status: 'failed' } },
      { type: 'route', route: 'error', query: { code: 'BOOTSTRAP_ERROR' }, replace: true },
    ],
    // 000 §2 password event
    [
      'the password event sends to /password with the wanted page',
      { path: '/products/hat', search: '?variant=2' },
      { passwordRequired: true },
      { type: 'route', route: 'password', query: { to: '/products/hat?variant=2' }, replace: true },
    ],
    [
      'the password page itself proceeds under the password event',
      { path: '/password' },
      { passwordRequired: true },
      { type: 'proceed' },
    ],
    // 000 §2 redirect domain
    [
      'a redirect domain forces an external redirect',
      { path: '/cart', search: '?a=1' },
      withShop({ redirectDomain: 'www.brand.com' }),
      redirect('https://www.brand.com/cart?a=1', true),
    ],
    [
      'on the redirect domain itself nothing is forced',
      { path: '/cart' },
      { ...withShop({ redirectDomain: 'Shop.Example.com' }) },
      { type: 'proceed' },
    ],
    // 000 §2 page locks
    [
      'a locked page is not found',
      { path: '/pages/secret' },
      {},
      { type: 'not-found', from: '/pages/secret' },
    ],
    [
      'a locked page is not found with a trailing slash',
      { path: '/pages/secret/' },
      {},
      { type: 'not-found', from: '/pages/secret/' },
    ],
    // 000 §2 unknown URLs and redirects
    [
      'a listed redirect is followed, query kept',
      { path: '/old-sale', search: '?utm=1' },
      {},
      redirect('/collections/sale?utm=1'),
    ],
    [
      'a listed external redirect is followed',
      { path: '/blog' },
      {},
      redirect('https://blog.example.com/', true),
    ],
    [
      'an unknown URL with a complete list is not found',
      { path: '/nowhere', search: '?q=1' },
      {},
      { type: 'not-found', from: '/nowhere?q=1' },
    ],
    [
      'a server-found redirect is followed',
      { path: '/gone' },
      {
        ...withShop({ redirectCount: 5 }),
        redirectLookup: { path: '/gone', redirect: { from: '/gone', to: '/pages/new' } },
      },
      redirect('/pages/new'),
    ],
    [
      'an unknown URL the server does not know is not found',
      { path: '/gone' },
      { ...withShop({ redirectCount: 5 }), redirectLookup: { path: '/gone', redirect: undefined } },
      { type: 'not-found', from: '/gone' },
    ],
    // 000 §2 login-required routes
    [
      'a logged-out visitor cannot open my-account',
      { path: '/my-account/orders' },
      {},
      { type: 'route', route: 'home', replace: true, notice: 'auth.login_required' },
    ],
    [
      'a logged-in customer opens my-account',
      { path: '/my-account/orders' },
      { loggedIn: true },
      { type: 'proceed' },
    ],
    [
      'first load by a logged-in customer goes home, then to the page',
      { path: '/my-account/orders/7' },
      { loggedIn: true, firstLoad: true },
      { type: 'route', route: 'home', replace: true, next: '/my-account/orders/7' },
    ],
    // 000 §2, §4 login and register
    [
      'a logged-in customer opening login goes to my-account',
      { path: '/login' },
      { loggedIn: true },
      { type: 'route', route: 'my-account', replace: true },
    ],
    [
      'a logged-in customer opening register goes to my-account',
      { path: '/register' },
      { loggedIn: true },
      { type: 'route', route: 'my-account', replace: true },
    ],
    ['a visitor opens login', { path: '/login' }, {}, { type: 'proceed' }],
    // 000 §2 policies
    [
      'an allowed policy proceeds',
      { path: '/policies/terms-of-service' },
      withShop({ visibleLink: false }),
      { type: 'proceed' },
    ],
    [
      'an unknown policy handle is not found',
      { path: '/policies/cookies' },
      {},
      { type: 'not-found', from: '/policies/cookies' },
    ],
    ['the ip policy proceeds with visible_link', { path: '/policies/ip' }, {}, { type: 'proceed' }],
    [
      'the ip policy is not found without visible_link',
      { path: '/policies/ip' },
      withShop({ visibleLink: false }),
      { type: 'not-found', from: '/policies/ip' },
    ],
    // the ip page is the same page by handle: /pages/ip must not show it without visible_link
    [
      'the ip page is not found without visible_link',
      { path: '/pages/ip' },
      withShop({ visibleLink: false }),
      { type: 'not-found', from: '/pages/ip' },
    ],
    ['the ip page proceeds with visible_link', { path: '/pages/ip' }, {}, { type: 'proceed' }],
    [
      'the report form is not found without visible_link',
      { path: '/policies/ip/form' },
      withShop({ visibleLink: false }),
      { type: 'not-found', from: '/policies/ip/form' },
    ],
    // 000 §5 activation and reset
    ['activation with id and token proceeds', { path: '/activate-account/42/tok' }, {}, { type: 'proceed' }],
    [
      'activation without token is not found',
      { path: '/activate-account/42' },
      {},
      { type: 'not-found', from: '/activate-account/42' },
    ],
    [
      'reset without id and token is not found',
      { path: '/reset-password', search: '?email=a@b.c' },
      {},
      { type: 'not-found', from: '/reset-password?email=a@b.c' },
    ],
    [
      'reset with id and token proceeds',
      { path: '/reset-password/42/tok', search: '?email=a@b.c' },
      {},
      { type: 'proceed' },
    ],
  ])('%s', (_, request, overrides, intent) => {
    expect(resolveNavigation(request, state(overrides))).toEqual(intent);
  });

  // 000 §2 "Page locks send the visitor to /page-not-found": a lock is on the page, so it holds
  // on every URL of the route table that shows that page (docs/decisions/0636).
  describe('a page lock, whatever URL shows the page', () => {
    const productLocked = state(withShop({ pageLocks: ['/products/secret'] }));

    it('hides a locked product opened from a category page', () => {
      expect(resolveNavigation({ path: '/collections/summer/products/secret' }, productLocked)).toEqual({
        type: 'not-found',
        from: '/collections/summer/products/secret',
      });
    });

    it('hides a locked product under any collection, with a trailing slash or another case', () => {
      for (const path of ['/collections/sale/products/secret/', '/Collections/Summer/Products/Secret']) {
        expect(resolveNavigation({ path, search: '?variant=2' }, productLocked)).toEqual({
          type: 'not-found',
          from: `${path}?variant=2`,
        });
      }
    });

    it('hides the product everywhere when the lock names it under a collection', () => {
      const lockedUnder = state(withShop({ pageLocks: ['/collections/summer/products/secret'] }));
      expect(resolveNavigation({ path: '/products/secret' }, lockedUnder)).toEqual({
        type: 'not-found',
        from: '/products/secret',
      });
    });

    it('hides home at /pwa.html when home is locked, and home when /pwa.html is', () => {
      expect(resolveNavigation({ path: '/pwa.html' }, state(withShop({ pageLocks: ['/'] })))).toEqual({
        type: 'not-found',
        from: '/pwa.html',
      });
      expect(resolveNavigation({ path: '/' }, state(withShop({ pageLocks: ['/pwa.html'] })))).toEqual({
        type: 'not-found',
        from: '/',
      });
    });

    it('still opens an unlocked product under a collection, and the locked collection’s own products', () => {
      expect(resolveNavigation({ path: '/collections/summer/products/hat' }, productLocked)).toEqual({
        type: 'proceed',
      });
      const collectionLocked = state(withShop({ pageLocks: ['/collections/summer'] }));
      expect(resolveNavigation({ path: '/collections/summer' }, collectionLocked)).toEqual({
        type: 'not-found',
        from: '/collections/summer',
      });
      expect(resolveNavigation({ path: '/collections/summer/products/hat' }, collectionLocked)).toEqual({
        type: 'proceed',
      });
    });
  });

  it('asks for a server lookup when the list is shorter than the stated count', () => {
    expect(resolveNavigation({ path: '/gone' }, state(withShop({ redirectCount: 3 })))).toEqual({
      type: 'lookup-redirect',
      path: '/gone',
    });
  });

  it('does not reuse a lookup made for another path', () => {
    const result = resolveNavigation(
      { path: '/gone' },
      state({ ...withShop({ redirectCount: 3 }), redirectLookup: { path: '/other', redirect: undefined } }),
    );
    expect(result).toEqual({ type: 'lookup-redirect', path: '/gone' });
  });

  it('prefers a listed redirect over a lookup', () => {
    expect(resolveNavigation({ path: '/old-sale' }, state(withShop({ redirectCount: 99 })))).toEqual(
      redirect('/collections/sale'),
    );
  });

  // 000 §2 "A matching 'from' leads to a replace-navigation to its 'to' … otherwise the user goes
  // to page-not-found": a redirect that leads back to the URL asked (paths compare as 0122 says)
  // would replace the page with itself for ever; that URL has no page, so it is not found (0605).
  describe('a redirect that loops (docs/decisions/0605)', () => {
    it('to the same path in another case is not found, not a redirect to itself', () => {
      const looping = withShop({ redirects: [{ from: '/Sale', to: '/sale' }], redirectCount: 1 });
      expect(resolveNavigation({ path: '/sale' }, state(looping))).toEqual({
        type: 'not-found',
        from: '/sale',
      });
    });

    it('that only corrects the case of a page it shows is followed, not taken for a loop', () => {
      // Routes match case-sensitively: /Products/Hat has no page, /products/hat has one.
      const caseFix = withShop({
        redirects: [{ from: '/Products/Hat', to: '/products/hat' }],
        redirectCount: 1,
      });
      expect(resolveNavigation({ path: '/Products/Hat', search: '?ref=1' }, state(caseFix))).toEqual(
        redirect('/products/hat?ref=1'),
      );
    });

    it('to the same path with a query or a trailing slash is not found', () => {
      const looping = withShop({ redirects: [{ from: '/sale', to: '/SALE/?ref=1' }], redirectCount: 1 });
      expect(resolveNavigation({ path: '/sale', search: '?x=2' }, state(looping))).toEqual({
        type: 'not-found',
        from: '/sale?x=2',
      });
    });

    it('round a ring of listed redirects is not found from any of them', () => {
      const looping = withShop({
        redirects: [
          { from: '/a', to: '/b' },
          { from: '/b', to: '/c' },
          { from: '/c', to: '/a' },
        ],
        redirectCount: 3,
      });
      for (const path of ['/a', '/b', '/c']) {
        expect(resolveNavigation({ path }, state(looping))).toEqual({ type: 'not-found', from: path });
      }
    });

    it('a chain that ends on a page is still followed one step at a time', () => {
      const chain = withShop({
        redirects: [
          { from: '/a', to: '/b' },
          { from: '/b', to: '/collections/sale' },
          // never used: /collections/sale is a page of its own, the guard asks no redirect for it
          { from: '/collections/sale', to: '/a' },
        ],
        redirectCount: 3,
      });
      expect(resolveNavigation({ path: '/a' }, state(chain))).toEqual(redirect('/b'));
      expect(resolveNavigation({ path: '/b' }, state(chain))).toEqual(redirect('/collections/sale'));
    });

    it("the server's redirect back to the path asked is not found", () => {
      const looked = state({
        ...withShop({ redirectCount: 3 }),
        redirectLookup: { path: '/gone', redirect: { from: '/gone', to: '/Gone/' } },
      });
      expect(resolveNavigation({ path: '/gone' }, looked)).toEqual({ type: 'not-found', from: '/gone' });
    });

    it("the server's redirect into a loop of the list is not found", () => {
      const looked = state({
        ...withShop({ redirects: [{ from: '/b', to: '/gone' }], redirectCount: 3 }),
        redirectLookup: { path: '/gone', redirect: { from: '/gone', to: '/b' } },
      });
      expect(resolveNavigation({ path: '/gone' }, looked)).toEqual({ type: 'not-found', from: '/gone' });
    });
  });
});

describe('guardNavigation', () => {
  it('looks the redirect up from the server and follows it, query kept', async () => {
    const lookup = vi.fn(async (path: string) => ({ from: path, to: 'https://elsewhere.example/x' }));
    const intent = await guardNavigation(
      { path: '/gone', search: '?ref=1' },
      state(withShop({ redirectCount: 3 })),
      lookup,
    );
    expect(lookup).toHaveBeenCalledWith('/gone');
    expect(intent).toEqual(redirect('https://elsewhere.example/x?ref=1', true));
  });

  it('shows page-not-found when the server has no redirect', async () => {
    const intent = await guardNavigation(
      { path: '/gone' },
      state(withShop({ redirectCount: 3 })),
      async () => undefined,
    );
    expect(intent).toEqual({ type: 'not-found', from: '/gone' });
  });

  it('does not ask the server when the list is complete', async () => {
    const lookup = vi.fn(async () => undefined);
    await guardNavigation({ path: '/gone' }, state(), lookup);
    expect(lookup).not.toHaveBeenCalled();
  });
});
