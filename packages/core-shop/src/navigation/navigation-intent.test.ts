import type { NavigationIntent } from '@vitrine/ports';
import { describe, expect, it } from 'vitest';
import { errorIntent, intentHref, loginRequiredIntent, passwordIntent } from './navigation-intent';

describe('intentHref', () => {
  it.each<[NavigationIntent, string | undefined]>([
    [{ type: 'not-found', from: '/old?x=1' }, '/page-not-found?from=%2Fold%3Fx%3D1'],
    // 000 §2 error page with a code; password page with the wanted page
    [errorIntent('BOOTSTRAP_ERROR'), '/error?code=BOOTSTRAP_ERROR'],
    [passwordIntent('/cart'), '/password?to=%2Fcart'],
    [loginRequiredIntent(), '/'],
    [{ type: 'route', route: 'my-account', replace: true }, '/my-account'],
    [
      { type: 'route', route: 'category', params: { slug: 'shoes' }, query: { page: '2' }, hash: 'top' },
      '/collections/shoes?page=2#top',
    ],
    [{ type: 'path', path: '/collections/sale?ref=1', replace: true }, '/collections/sale?ref=1'],
    [{ type: 'reload' }, undefined],
    [{ type: 'scroll', hash: 'reviews' }, undefined],
  ])('%o goes to %s', (intent, href) => {
    expect(intentHref(intent)?.href).toBe(href);
  });

  it('replaces for guard outcomes and keeps the notice and the next path', () => {
    expect(intentHref(loginRequiredIntent())).toEqual({
      href: '/',
      replace: true,
      external: false,
      notice: 'auth.login_required',
    });
    expect(intentHref({ type: 'route', route: 'home', replace: true, next: '/my-account/orders/7' })).toEqual(
      {
        href: '/',
        replace: true,
        external: false,
        next: '/my-account/orders/7',
      },
    );
    expect(intentHref({ type: 'route', route: 'cart' })).toEqual({
      href: '/cart',
      replace: false,
      external: false,
    });
  });

  it('keeps an external redirect external', () => {
    expect(intentHref({ type: 'external', url: 'https://example.com/x', replace: true })).toEqual({
      href: 'https://example.com/x',
      replace: true,
      external: true,
    });
  });
});
