import { createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createRouterNavigate, type PageLike, type RouterLike } from './navigate';

function fakes() {
  const calls: Array<[string, Parameters<RouterLike['navigate']>[1]]> = [];
  const router: RouterLike & { state: { navigation: RouterLike['state']['navigation'] } } = {
    navigate: vi.fn(async (to: string, options?: Parameters<RouterLike['navigate']>[1]) => {
      calls.push([to, options]);
    }),
    state: { navigation: { state: 'idle' } },
  };
  const scrolled = vi.fn();
  const page: PageLike = {
    location: {
      pathname: '/products/tee',
      search: '?variant=7',
      hash: '',
      assign: vi.fn(),
      replace: vi.fn(),
      reload: vi.fn(),
    },
    document: { getElementById: (id) => (id === 'reviews' ? { scrollIntoView: scrolled } : null) },
    scrollTo: vi.fn(),
  };
  return { calls, router, page, scrolled };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createRouterNavigate', () => {
  it('carries a route intent out through the router, by the one route table (000 §2)', async () => {
    const { calls, router, page } = fakes();
    const navigate = createRouterNavigate({ page: () => page });
    navigate.attach(router);
    navigate({ type: 'route', route: 'password', query: { to: '/cart' }, replace: true });
    navigate({ type: 'not-found', from: '/nowhere' });
    await settle();
    expect(calls).toEqual([
      ['/password?to=%2Fcart', { replace: true }],
      ['/page-not-found?from=%2Fnowhere', { replace: true }],
    ]);
  });

  it("keeps the page that failed in the error page's history state, for its Refresh (000 §2 Server-error page)", async () => {
    const { calls, router, page } = fakes();
    const navigate = createRouterNavigate({ page: () => page });
    navigate.attach(router);
    navigate({ type: 'route', route: 'error', query: { code: 'PRODUCT_ERROR' }, replace: true });
    await settle();
    expect(calls).toEqual([
      ['/error?code=PRODUCT_ERROR', { replace: true, state: { failedPage: '/products/tee?variant=7' } }],
    ]);
  });

  it('keeps intents raised before the router exists and carries them out once attached', async () => {
    const { calls, router, page } = fakes();
    const navigate = createRouterNavigate({ page: () => page });
    navigate({ type: 'route', route: 'home', replace: true });
    await settle();
    expect(calls).toEqual([]);
    navigate.attach(router);
    await settle();
    expect(calls).toEqual([['/', { replace: true }]]);
  });

  it('shows the notice on arrival and then opens `next` (login-required first load, 000 §2)', async () => {
    const { calls, router, page } = fakes();
    const onNotice = vi.fn();
    const navigate = createRouterNavigate({ page: () => page, onNotice });
    navigate.attach(router);
    navigate({
      type: 'route',
      route: 'home',
      replace: true,
      notice: 'auth.login_required',
      next: '/my-account',
    });
    await settle();
    expect(onNotice).toHaveBeenCalledWith('auth.login_required');
    expect(calls).toEqual([
      ['/', { replace: true }],
      ['/my-account', undefined],
    ]);
  });

  it('leaves for an external URL, reloads, and scrolls to the hash or the top', () => {
    const { router, page, scrolled } = fakes();
    const navigate = createRouterNavigate({ page: () => page });
    navigate.attach(router);
    navigate({ type: 'external', url: 'https://example.com/blog', replace: true });
    expect(page.location.replace).toHaveBeenCalledWith('https://example.com/blog');
    navigate({ type: 'reload' });
    expect(page.location.reload).toHaveBeenCalled();
    navigate({ type: 'scroll', hash: '#reviews' });
    expect(scrolled).toHaveBeenCalled();
    navigate({ type: 'scroll' });
    expect(page.scrollTo).toHaveBeenCalledWith(0, 0);
    expect(router.navigate).not.toHaveBeenCalled();
  });
});

describe('createRouterNavigate: replace or push while a navigation is on its way', () => {
  it('Back to a URL the guard turns away replaces it (the browser is there already): no trap of redirects', async () => {
    const { calls, router, page } = fakes();
    // The browser went back to /products/tee?variant=7; the router is loading it.
    router.state.navigation = {
      state: 'loading',
      location: { pathname: '/products/tee', search: '?variant=7', hash: '' },
    };
    const navigate = createRouterNavigate({ page: () => page });
    navigate.attach(router);
    navigate({ type: 'not-found', from: '/products/tee' });
    await settle();
    expect(calls).toEqual([['/page-not-found?from=%2Fproducts%2Ftee', { replace: true }]]);
  });

  it('a link followed from the page shown and turned away is pushed: the page shown stays in the history', async () => {
    const { calls, router, page } = fakes();
    router.state.navigation = { state: 'loading', location: { pathname: '/old-shop', search: '', hash: '' } };
    const navigate = createRouterNavigate({ page: () => page });
    navigate.attach(router);
    navigate({ type: 'not-found', from: '/old-shop' });
    navigate({ type: 'external', url: 'https://elsewhere.example/', replace: true });
    await settle();
    expect(calls).toEqual([['/page-not-found?from=%2Fold-shop', { replace: false }]]);
    expect(page.location.assign).toHaveBeenCalledWith('https://elsewhere.example/');
    expect(page.location.replace).not.toHaveBeenCalled();
  });
});

describe('createRouterNavigate with a data router: the history a shopper goes back through', () => {
  /**
   * A memory router whose root loader plays the guard: `/old-shop` is turned away to the home page
   * with a replace intent (000 §2 "A matching 'from' leads to a replace-navigation to its 'to'"),
   * sent to the port as core-shop's guard sends it, while the navigation is on its way.
   */
  function guardedRouter(initial: string) {
    const navigate = createRouterNavigate({ page: () => pageOf(router) });
    const router = createMemoryRouter(
      [
        {
          path: '/',
          loader: ({ request }) => {
            if (new URL(request.url).pathname === '/old-shop')
              navigate({ type: 'route', route: 'home', replace: true });
            return null;
          },
          // The guard asks on every navigation, as routes.tsx's root route.
          shouldRevalidate: () => true,
          children: [{ path: '*', element: null }],
        },
      ],
      { initialEntries: [initial] },
    );
    navigate.attach(router);
    return router;
  }

  /** The page as a browser shows it: the location the router committed. */
  function pageOf(router: ReturnType<typeof createMemoryRouter>): PageLike {
    const { pathname, search, hash } = router.state.location;
    return {
      location: { pathname, search, hash, assign: vi.fn(), replace: vi.fn(), reload: vi.fn() },
      document: { getElementById: () => null },
      scrollTo: vi.fn(),
    };
  }

  const idle = async (router: ReturnType<typeof createMemoryRouter>) => {
    for (let i = 0; i < 50 && (router.state.navigation.state !== 'idle' || i < 3); i += 1) await settle();
  };

  it('a link the guard turns away is replaced by where it leads, and Back returns to the page before (decisions 0120, 0282)', async () => {
    const router = guardedRouter('/cart');
    await idle(router);
    await router.navigate('/old-shop');
    await idle(router);
    expect(router.state.location.pathname).toBe('/');
    await router.navigate(-1);
    await idle(router);
    expect(router.state.location.pathname).toBe('/cart');
  });
});
