import { describe, expect, it } from 'vitest';
import { ROUTES } from '../navigation/routes';
import { isManageBarShown, MANAGE_BAR_HIDDEN_ROUTES, manageBarLayout } from './manage-bar';

const admin = { isAdmin: true, isMobile: false, isPreview: false };

describe('isManageBarShown', () => {
  it.each([
    ['an admin on desktop on the home page', admin, 'home', true],
    ['an admin on a product page', admin, 'product-single', true],
    ['an admin on a collection', admin, 'category', true],
    ['a visitor who is not an admin', { ...admin, isAdmin: false }, 'home', false],
    ['an admin on a mobile device', { ...admin, isMobile: true }, 'home', false],
    ['an admin in live preview', { ...admin, isPreview: true }, 'home', false],
  ])('%s → %s', (_, context, routeName, shown) => {
    expect(isManageBarShown({ ...context, routeName })).toBe(shown);
  });

  // 001 §2: hidden on search, checkout, order-status, cart, DMCA form, account, login, register,
  // activate, reset, policies and other pages.
  it.each([
    'search',
    'checkout',
    'order-status',
    'cart',
    'form-dmca',
    'my-account',
    'my-account-orders',
    'login',
    'register',
    'activate-account',
    'reset-password',
    'policies',
    'other-page',
  ])('is hidden on %s', (routeName) => {
    expect(isManageBarShown({ ...admin, routeName })).toBe(false);
  });

  it('hides on every my-account and checkout-layout route', () => {
    const names = ROUTES.filter((r) => r.name.startsWith('my-account') || r.layout === 'checkout').map(
      (r) => r.name,
    );
    expect(names.length).toBeGreaterThan(5);
    for (const routeName of names) expect(MANAGE_BAR_HIDDEN_ROUTES).toContain(routeName);
  });
});

describe('manageBarLayout', () => {
  it.each([
    [1280, false, { height: 56, width: null, zIndex: 999 }],
    [992, false, { height: 56, width: null, zIndex: 999 }],
    [991, false, { height: 128, width: null, zIndex: 999 }],
    [375, false, { height: 128, width: null, zIndex: 999 }],
    [1280, true, { height: 56, width: 80, zIndex: 999 }],
    [800, true, { height: 128, width: 80, zIndex: 999 }],
  ])('%i px wide, collapsed %s', (width, collapsed, layout) => {
    expect(manageBarLayout(width, collapsed)).toEqual(layout);
  });
});
