import type { RouteName } from '@vitrine/ports';
import { matchRoute, routePath } from './routes';

/** Menu item types of 000 §2 Navigation rules ("home, collections, products, pages, policies and plain link", and http). */
export const MENU_ITEM_TYPES = [
  'home',
  'collections',
  'products',
  'pages',
  'policies',
  'link',
  'http',
] as const;

/**
 * How long a pointer rests on a menu item before its submenu pops open (000 §9 "Submenu pop delay
 * 300 ms"): a pointer passing over the menu opens nothing.
 */
export const SUBMENU_POP_DELAY_MS = 300;

/** One of {@link MENU_ITEM_TYPES}. */
export type MenuItemType = (typeof MENU_ITEM_TYPES)[number];

/** A theme menu item as the menu link rules read it. */
export interface MenuItem {
  /** One of {@link MENU_ITEM_TYPES}; other types are read as a plain link. */
  readonly type: string;
  /** Collection, product, page or policy handle. */
  readonly handle?: string | null;
  /** The target of a `link` or `http` item (the theme menu item's `url`). */
  readonly url?: string | null;
}

/** Where a menu item points: a storefront route, or an href the host renders as a plain link. */
export type MenuLink =
  | {
      readonly kind: 'route';
      readonly name: RouteName;
      readonly params: Readonly<Record<string, string>>;
      readonly path: string;
    }
  | { readonly kind: 'href'; readonly href: string };

/** Collection handle of the all-products listing (000 §2 products-all: /collections/all). */
export const ALL_PRODUCTS_HANDLE = 'all';

/** Mail links are left alone (000 §2). */
const MAILTO = /^mailto:/i;
const SCHEME = /^[a-z][a-z\d+.-]*:/i;
/**
 * A host name with a port (`shop.example.com:8443/sale`, `localhost:3000`): a dotted name or
 * localhost, a colon, up to five digits, then the path, query, hash or the end. Its name is not a
 * scheme, though the scheme syntax allows dots, so the browser would read `shop.example.com:` as one.
 */
const HOST_AND_PORT = /^(?:localhost|[a-z\d-]+(?:\.[a-z\d-]+)+):\d{1,5}(?:[/?#]|$)/i;

/**
 * Whether a link starts with a scheme (`https:`, `mailto:`, `tel:`), not with a host and port
 * (000 §2 "Other links without a scheme get a // prefix"; docs/decisions/0126).
 */
function hasScheme(link: string): boolean {
  return SCHEME.test(link) && !HOST_AND_PORT.test(link);
}

function route(name: RouteName, params: Readonly<Record<string, string>> = {}): MenuLink {
  return { kind: 'route', name, params, path: routePath(name, params) };
}

/**
 * A plain link to a page of the storefront (a path of the route table, 000 §2) as that route, so a
 * host navigates to it in the page instead of loading the whole app again; its query and hash are
 * kept in `path`. Other paths (`/sitemap.xml`, an app proxy) stay plain links.
 */
function storefrontRoute(href: string): MenuLink | undefined {
  if (!href.startsWith('/') || href.startsWith('//')) return undefined;
  const match = matchRoute(href.replace(/[?#].*$/s, ''));
  return match && { kind: 'route', name: match.route.name, params: match.params, path: href };
}

/**
 * The href of a plain link: mailto and links with a scheme left alone, a leading `/` is a
 * storefront path, other links without a scheme get a `//` prefix (000 §2; docs/decisions/0126).
 *
 * @example
 * ```ts
 * plainLinkHref('mailto:shop@example.com'); // 'mailto:shop@example.com'
 * plainLinkHref('www.example.com/sale'); // '//www.example.com/sale'
 * plainLinkHref('shop.example.com:8443/sale'); // '//shop.example.com:8443/sale' (a host and port, not a scheme)
 * ```
 */
export function plainLinkHref(link: string): string {
  const trimmed = link.trim();
  if (MAILTO.test(trimmed) || hasScheme(trimmed)) return trimmed;
  if (trimmed.startsWith('//') || trimmed.startsWith('/') || trimmed.startsWith('#')) return trimmed;
  return `//${trimmed}`;
}

/**
 * The route or href a theme menu item points to (000 §2 Navigation rules), or `undefined` when
 * the item lacks what its type needs (a page or policy without handle, a link without target).
 *
 * @example
 * ```ts
 * resolveMenuLink({ type: 'collections', handle: 'shoes' }); // route category, path '/collections/shoes'
 * resolveMenuLink({ type: 'http', url: 'https://blog.example.com' }); // href 'https://blog.example.com'
 * resolveMenuLink({ type: 'link', url: '/search?q=tee' }); // route search, path '/search?q=tee'
 * ```
 */
export function resolveMenuLink(item: MenuItem): MenuLink | undefined {
  const handle = item.handle?.trim() ?? '';
  switch (item.type) {
    case 'home':
      return route('home');
    case 'collections':
      if (handle === '') return route('collections');
      return handle === ALL_PRODUCTS_HANDLE ? route('products-all') : route('category', { slug: handle });
    case 'products':
      return handle === '' ? route('products-all') : route('product-single', { slug: handle });
    case 'pages':
      return handle === '' ? undefined : route('other-page', { handle });
    case 'policies':
      return handle === '' ? undefined : route('policies', { handle });
    case 'http': {
      const link = item.url?.trim() ?? '';
      if (link === '') return undefined;
      // an http item is absolute: without a scheme it becomes protocol-relative
      return { kind: 'href', href: hasScheme(link) ? link : `//${link.replace(/^\/+/, '')}` };
    }
    default: {
      const link = item.url?.trim() ?? '';
      if (link === '') return undefined;
      const href = plainLinkHref(link);
      return storefrontRoute(href) ?? { kind: 'href', href };
    }
  }
}
