/**
 * The route tables of 000 §2 (browsing and account area) and 001 §2 (checkout area), as data.
 *
 * @remarks
 * Paths use the `:param` / `:param?` pattern syntax that most routers share; a host router can
 * be generated from {@link ROUTES}. Order matters: a literal path comes before the pattern that
 * would also match it (`/collections/all` before `/collections/:slug`). Route names are the
 * `RouteName` union of `@vitrine/ports` (the names a `NavigationIntent` carries); a type test keeps
 * both lists equal.
 */
import type { RouteName } from '@vitrine/ports';

/** The layouts of 000 §2 ("Layouts: default, empty (also called blank), minimal, checkout, error"). */
export const LAYOUTS = ['default', 'empty', 'minimal', 'checkout', 'error'] as const;

/** One of {@link LAYOUTS}. */
export type Layout = (typeof LAYOUTS)[number];

/**
 * The page types of 000 §2 Navigation rules ("Page types for page context").
 */
export const PAGE_TYPES = [
  'home',
  'cart',
  'collection',
  'collections',
  'product',
  'process_checkout',
  'post_checkout',
  'checkout',
  'other',
] as const;

/** One of {@link PAGE_TYPES}. */
export type PageType = (typeof PAGE_TYPES)[number];

/** Home path (000 §2). */
export const HOME_PATH = '/';
/** Alias of the home path (000 §2 "/ (alias /pwa.html)"). */
export const HOME_ALIAS_PATH = '/pwa.html';
/** Page-not-found path; query `from` (000 §2). */
export const PAGE_NOT_FOUND_PATH = '/page-not-found';
/** Server-error path; query `code` (000 §2). */
export const ERROR_PATH = '/error';
/** Store password path; query `to` is the return path, default `/` (000 §2). */
export const PASSWORD_PATH = '/password';
/** Wrong-domain path (000 §2). */
export const WRONG_DOMAIN_PATH = '/wrong-domain';
/** My-account path, where logged-in users opening login or register go (000 §2, §4). */
export const MY_ACCOUNT_PATH = '/my-account';
/** Limit-order path, the target of a 403 checkout fetch (001 §2). */
export const LIMIT_ORDER_PATH = '/limit-order';

/** What the router needs to know about a route besides its path. */
export interface RouteDefinition {
  /** The route's name (000 §2, 001 §2; names the spec does not give are ours, see routes.ts). */
  readonly name: RouteName;
  /** Path pattern: literal segments, `:param` and trailing `:param?`. */
  readonly path: string;
  /** Other paths that show the same route. */
  readonly aliases?: readonly string[];
  /** The layout the route renders in. */
  readonly layout: Layout;
  /** The page type reported in page context (000 §2). */
  readonly pageType: PageType;
  /** Only logged-in customers may open it (000 §2, §6). */
  readonly requiresLogin?: true;
  /** Logged-in customers are sent to my-account instead (000 §2 login, register). */
  readonly redirectsLoggedIn?: true;
  /** Shown without fetching the bootstrap data first (000 §2 wrong-domain, error). */
  readonly skipsBootstrap?: true;
}

/**
 * Every route of both spec documents.
 *
 * @remarks
 * Route names the spec leaves unnamed ("my-account shipping details", "single order", ...) get a
 * kebab-case name of ours. Page types the spec does not assign are in docs/decisions/0121.
 */
export const ROUTES = [
  // 000 §2 Route table
  { name: 'home', path: '/', aliases: [HOME_ALIAS_PATH], layout: 'default', pageType: 'home' },
  { name: 'collections', path: '/collections', layout: 'default', pageType: 'collections' },
  { name: 'products-all', path: '/collections/all', layout: 'default', pageType: 'collection' },
  {
    name: 'product-single-with-category',
    path: '/collections/:categorySlug/products/:slug',
    layout: 'default',
    pageType: 'product',
  },
  { name: 'category', path: '/collections/:slug', layout: 'default', pageType: 'collection' },
  { name: 'products-types', path: '/products/types', layout: 'default', pageType: 'collection' },
  { name: 'products-tags', path: '/products/tags', layout: 'default', pageType: 'collection' },
  { name: 'products-vendors', path: '/products/vendors', layout: 'default', pageType: 'collection' },
  { name: 'product-single', path: '/products/:slug', layout: 'default', pageType: 'product' },
  { name: 'search', path: '/search', layout: 'default', pageType: 'other' },
  { name: 'cart', path: '/cart', layout: 'default', pageType: 'cart' },
  { name: 'other-page', path: '/pages/:handle', layout: 'default', pageType: 'other' },
  { name: 'form-dmca', path: '/policies/ip/form', layout: 'default', pageType: 'other' },
  { name: 'policies', path: '/policies/:handle', layout: 'default', pageType: 'other' },
  { name: 'login', path: '/login', layout: 'default', pageType: 'other', redirectsLoggedIn: true },
  { name: 'register', path: '/register', layout: 'default', pageType: 'other', redirectsLoggedIn: true },
  {
    name: 'activate-account',
    path: '/activate-account/:customerID?/:activationToken?',
    layout: 'default',
    pageType: 'other',
  },
  {
    name: 'reset-password',
    path: '/reset-password/:customerID?/:resetToken?',
    layout: 'default',
    pageType: 'other',
  },
  { name: 'my-account', path: MY_ACCOUNT_PATH, layout: 'default', pageType: 'other', requiresLogin: true },
  {
    name: 'my-account-shipping-details',
    path: '/my-account/shipping-details',
    layout: 'default',
    pageType: 'other',
    requiresLogin: true,
  },
  {
    name: 'my-account-newsletter',
    path: '/my-account/newsletter',
    layout: 'default',
    pageType: 'other',
    requiresLogin: true,
  },
  {
    name: 'my-account-orders',
    path: '/my-account/orders',
    layout: 'default',
    pageType: 'other',
    requiresLogin: true,
  },
  {
    name: 'my-account-order',
    path: '/my-account/orders/:orderId',
    layout: 'default',
    pageType: 'other',
    requiresLogin: true,
  },
  {
    name: 'my-account-addresses',
    path: '/my-account/addresses',
    layout: 'default',
    pageType: 'other',
    requiresLogin: true,
  },
  { name: 'password', path: PASSWORD_PATH, layout: 'empty', pageType: 'other' },
  { name: 'wrong-domain', path: WRONG_DOMAIN_PATH, layout: 'empty', pageType: 'other', skipsBootstrap: true },
  { name: 'limit-order', path: LIMIT_ORDER_PATH, layout: 'empty', pageType: 'other' },
  { name: 'error', path: ERROR_PATH, layout: 'error', pageType: 'other', skipsBootstrap: true },
  { name: 'page-not-found', path: PAGE_NOT_FOUND_PATH, layout: 'default', pageType: 'other' },
  // 001 §2 (checkout area)
  {
    name: 'checkout-processing',
    path: '/checkouts/:token/processing',
    layout: 'checkout',
    pageType: 'process_checkout',
  },
  { name: 'checkout', path: '/checkouts/:token/:recover?', layout: 'checkout', pageType: 'checkout' },
  { name: 'order-status', path: '/orders/:token', layout: 'checkout', pageType: 'post_checkout' },
  {
    name: 'checkout-additional',
    path: '/checkout-additional/:token',
    layout: 'checkout',
    pageType: 'checkout',
  },
] as const satisfies readonly RouteDefinition[];

/** The names {@link ROUTES} declares (equal to `RouteName` of `@vitrine/ports`; see routes.types.test.ts). */
export type RouteTableName = (typeof ROUTES)[number]['name'];

/** The route names 000 §2 says are "also used internally" (with their params). */
export const INTERNAL_ROUTE_NAMES = [
  'home',
  'collections',
  'category',
  'product-single',
  'products-all',
  'products-types',
  'products-tags',
  'products-vendors',
  'other-page',
  'policies',
] as const satisfies readonly RouteName[];

/** A path matched against {@link ROUTES}. */
export interface RouteMatch {
  /** The matched route. */
  readonly route: RouteDefinition;
  /** Path params by name; an absent optional param is not listed. */
  readonly params: Readonly<Record<string, string>>;
}

/** Splits a path into its non-empty segments (`'/a//b/'` → `['a', 'b']`). */
function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function matchPattern(pattern: string, path: string): Record<string, string> | undefined {
  const wanted = segmentsOf(pattern);
  const given = segmentsOf(path);
  if (given.length > wanted.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of wanted.entries()) {
    const segment = given[index];
    if (part.startsWith(':')) {
      const optional = part.endsWith('?');
      const name = part.slice(1, optional ? -1 : undefined);
      if (segment === undefined) {
        if (optional) continue;
        return undefined;
      }
      params[name] = safeDecode(segment);
    } else if (segment !== part) {
      return undefined;
    }
  }
  return params;
}

/**
 * The route a path shows, or `undefined` for an unknown URL (the catch-all of 000 §2, which
 * the navigation guard checks against the shop's redirects).
 *
 * @param path - a path without query or hash; a trailing slash is ignored
 *
 * @example
 * ```ts
 * matchRoute('/collections/shoes/products/red-sneaker')?.params; // { categorySlug: 'shoes', slug: 'red-sneaker' }
 * matchRoute('/nowhere/at/all'); // undefined
 * ```
 */
export function matchRoute(path: string): RouteMatch | undefined {
  for (const route of ROUTES) {
    const candidates: readonly string[] = [route.path, ...('aliases' in route ? route.aliases : [])];
    for (const candidate of candidates) {
      const params = matchPattern(candidate, path);
      if (params !== undefined) return { route, params };
    }
  }
  return undefined;
}

const ROUTE_PATTERNS = Object.fromEntries(ROUTES.map((route) => [route.name, route.path])) as Readonly<
  Record<RouteName, string>
>;

/**
 * The path of a named route with its params filled in; absent optional params are left out.
 *
 * @example
 * ```ts
 * routePath('category', { slug: 'shoes' }); // '/collections/shoes'
 * routePath('activate-account', {}); // '/activate-account'
 * ```
 */
export function routePath(name: RouteName, params: Readonly<Record<string, string>> = {}): string {
  const segments: string[] = [];
  for (const part of segmentsOf(ROUTE_PATTERNS[name])) {
    if (!part.startsWith(':')) {
      segments.push(part);
      continue;
    }
    const value = params[part.slice(1, part.endsWith('?') ? -1 : undefined)];
    if (value !== undefined && value !== '') segments.push(encodeURIComponent(value));
  }
  return `/${segments.join('/')}`;
}

/**
 * The page type a path reports in page context (000 §2); unknown paths are `other`.
 */
export function pageTypeForPath(path: string): PageType {
  return matchRoute(path)?.route.pageType ?? 'other';
}
