import { LAYOUTS, type Layout, ROUTES } from '@vitrine/core-shop';
import type { RouteName } from '@vitrine/ports';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { DefaultLayout } from '../layouts/default-layout';
import { Root, RootError, RootFallback } from './root';

/** A route module: its screen as `Component` (react-router's lazy route convention). */
interface ScreenModule {
  readonly Component: ComponentType;
}

type LoadScreen = () => Promise<ScreenModule>;

/**
 * The screen of every route name, loaded when first shown. Modules are split by area, so account
 * and checkout code is only fetched on their routes; no module reads a browser global when
 * imported (a server render can import them).
 */
const SCREENS: Readonly<Record<RouteName, LoadScreen>> = {
  home: () => import('../areas/browse/home'),
  collections: () => import('../areas/browse/collections'),
  'products-all': () => import('../areas/browse/collection'),
  category: () => import('../areas/browse/collection'),
  'products-types': () => import('../areas/browse/collection'),
  'products-tags': () => import('../areas/browse/collection'),
  'products-vendors': () => import('../areas/browse/collection'),
  'product-single': () => import('../areas/browse/product'),
  'product-single-with-category': () => import('../areas/browse/product'),
  search: () => import('../areas/browse/search'),
  cart: () => import('../areas/browse/cart'),
  'other-page': () => import('../areas/content/page'),
  policies: () => import('../areas/content/policy'),
  'form-dmca': () => import('../areas/content/dmca-form'),
  login: () => import('../areas/account/login'),
  register: () => import('../areas/account/register'),
  'activate-account': () => import('../areas/account/activate'),
  'reset-password': () => import('../areas/account/reset-password'),
  'my-account': () => import('../areas/account/my-account'),
  'my-account-shipping-details': () => import('../areas/account/my-account'),
  'my-account-newsletter': () => import('../areas/account/my-account'),
  'my-account-orders': () => import('../areas/account/my-account'),
  'my-account-order': () => import('../areas/account/my-account'),
  'my-account-addresses': () => import('../areas/account/my-account'),
  password: () => import('../areas/shop/password'),
  'wrong-domain': () => import('../areas/shop/wrong-domain'),
  'limit-order': () => import('../areas/shop/limit-order'),
  error: () => import('../areas/shop/error'),
  'page-not-found': () => import('../areas/shop/not-found'),
  // 001 §2: the checkout storefront (issue 14) fills these in; the paths already resolve.
  'checkout-processing': () => import('../areas/checkout/checkout'),
  checkout: () => import('../areas/checkout/checkout'),
  'order-status': () => import('../areas/checkout/order-status'),
  'checkout-additional': () => import('../areas/checkout/checkout-additional'),
};

/** The layout components; the default one is in the first load, the others load with their routes. */
const LAYOUT_ROUTES: Readonly<Record<Layout, { Component: ComponentType } | { lazy: LoadScreen }>> = {
  default: { Component: DefaultLayout },
  empty: { lazy: () => import('../layouts/empty-layout') },
  minimal: { lazy: () => import('../layouts/minimal-layout') },
  checkout: { lazy: () => import('../layouts/checkout-layout') },
  error: { lazy: () => import('../layouts/error-layout') },
};

/** What a route's `handle` carries: its name in the route table of 000 §2 / 001 §2. */
export interface RouteHandle {
  readonly route: RouteName | 'catch-all';
}

function routeObjects(layout: Layout): RouteObject[] {
  const objects: RouteObject[] = [];
  for (const route of ROUTES) {
    if (route.layout !== layout) continue;
    const paths: readonly string[] = [route.path, ...('aliases' in route ? route.aliases : [])];
    for (const path of paths) {
      const handle: RouteHandle = { route: route.name };
      objects.push({ path, lazy: SCREENS[route.name], handle });
    }
  }
  if (layout === 'default') {
    // 000 §2 catch-all: the guard looks unknown URLs up in the redirects first.
    const handle: RouteHandle = { route: 'catch-all' };
    objects.push({ path: '*', lazy: SCREENS['page-not-found'], handle });
  }
  return objects;
}

/**
 * The storefront's react-router route objects, generated from core-shop's one route table
 * (`ROUTES`, 000 §2 and 001 §2): the root runs the navigation guard as its loader on every
 * navigation, then each layout of 000 §2 wraps its routes.
 *
 * @param guard - the root loader (see `navigationGuard`)
 */
export function storefrontRoutes(guard: NonNullable<RouteObject['loader']>): RouteObject[] {
  return [
    {
      id: 'root',
      Component: Root,
      ErrorBoundary: RootError,
      HydrateFallback: RootFallback,
      loader: guard,
      shouldRevalidate: () => true,
      children: LAYOUTS.map(
        (layout): RouteObject => ({
          id: `layout-${layout}`,
          ...LAYOUT_ROUTES[layout],
          children: routeObjects(layout),
        }),
      ),
    },
  ];
}
