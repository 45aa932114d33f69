import { describe, expect, it, vi } from 'vitest';
import { createRouterNavigate, type PageLike, type RouterLike } from './navigate';

function fakes() {
  const calls: Array<[string, Parameters<RouterLike['navigate']>[1]]> = [];
  const router: RouterLike = {
    navigate: vi.fn(async (to: string, options?: Parameters<RouterLike['navigate']>[1]) => {
      calls.push([to, options]);
    }),
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
