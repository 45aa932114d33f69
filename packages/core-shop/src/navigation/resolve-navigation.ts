import { isAccountLinkComplete } from './account-links';
import { BOOTSTRAP_ERROR } from './load-error';
import {
  errorIntent,
  type GuardResolution,
  loginRequiredIntent,
  PROCEED,
  passwordIntent,
} from './navigation-intent';
import { isPageShown, isPolicyShown } from './policies';
import {
  findRedirect,
  isExternalTarget,
  normaliseRedirectPath,
  type Redirect,
  needsRedirectLookup,
  redirectIntent,
} from './redirects';
import { HOME_PATH, matchRoute, routePath } from './routes';

/** The navigation the guard is asked about. */
export interface NavigationRequest {
  /** The requested path, without query or hash. */
  readonly path: string;
  /** The requested query, with its leading `?` (or empty). */
  readonly search?: string;
}

/** What the guard needs from the shop's bootstrap data (see `navigationShop`). */
export interface NavigationShop {
  /** Locked storefront paths; they show page-not-found (000 §2). */
  readonly pageLocks: readonly string[];
  /** The redirects the bootstrap data lists. */
  readonly redirects: readonly Redirect[];
  /** How many redirects the shop has; more than listed means the server must be asked (000 §2). */
  readonly redirectCount: number;
  /** The domain every visit is sent to, when the shop forces one (000 §2 "A redirect domain"). */
  readonly redirectDomain?: string;
  /** The store's visible_link flag (000 §1, §2 ip policy). */
  readonly visibleLink: boolean;
}

/** How the bootstrap went, as far as the guard cares. */
export type BootstrapOutcome =
  | { readonly status: 'ready'; readonly shop: NavigationShop }
  | { readonly status: 'wrong-domain' }
  | { readonly status: 'failed' };

/** What the guard knows about the visit. */
export interface NavigationState {
  /** The settled bootstrap (routes that skip bootstrap do not look at it). */
  readonly bootstrap: BootstrapOutcome;
  /** A customer is logged in. */
  readonly loggedIn: boolean;
  /** This is the first navigation of the page load. */
  readonly firstLoad: boolean;
  /** The store's password-protection event has been seen (000 §2, §8). */
  readonly passwordRequired: boolean;
  /** The host the storefront is served on (compared with the redirect domain). */
  readonly host: string;
  /** The server's answer to a redirect lookup for this request's path, once asked. */
  readonly redirectLookup?: { readonly path: string; readonly redirect: Redirect | undefined };
}

/** The guard needs the server's redirect for an unknown path before it can decide. */
export interface RedirectLookupNeeded {
  readonly type: 'lookup-redirect';
  /** The unknown path to look up (the redirects call's `handle`). */
  readonly path: string;
}

/** The guard's answer: proceed, an intent, or a request to look a redirect up first. */
export type NavigationResolution = GuardResolution | RedirectLookupNeeded;

/** The scheme of a forced redirect-domain URL (docs/decisions/0120). */
export const REDIRECT_DOMAIN_SCHEME = 'https:';

/**
 * Whether the request's route skips the bootstrap (000 §2 route table: wrong-domain and error): the
 * guard lets it through without the shop data, so it is also answered while that data loads.
 */
export function skipsBootstrap(request: NavigationRequest): boolean {
  const route = matchRoute(request.path)?.route;
  return route !== undefined && 'skipsBootstrap' in route;
}

/**
 * The page a path shows, as page locks compare it (docs/decisions/0636): the route table's other
 * URLs for a page give that page's own path (000 §2 "/ (alias /pwa.html)"; product-single-with-category
 * shows the product /products/{slug}), then paths compare as redirects do (0122: no query, hash or
 * trailing slash, decoded, any case). A path no route shows is its own page.
 */
function lockedPagePath(path: string): string {
  const bare = (path.split(/[?#]/, 1)[0] ?? '').toLowerCase();
  const match = matchRoute(bare);
  if (match?.route.name === 'home') return HOME_PATH;
  if (match?.route.name === 'product-single-with-category') {
    return normaliseRedirectPath(routePath('product-single', { slug: match.params.slug ?? '' }));
  }
  return normaliseRedirectPath(path);
}

/**
 * Whether the page a path shows is locked (000 §2 "Page locks send the visitor to
 * /page-not-found"): a lock is on the page, so it holds on every URL that shows it, and a lock
 * written with one of those URLs locks the others (docs/decisions/0636).
 *
 * @example
 * ```ts
 * isPageLocked('/collections/summer/products/secret', ['/products/secret']); // true
 * isPageLocked('/pwa.html', ['/']); // true
 * isPageLocked('/collections/summer/products/hat', ['/collections/summer']); // false
 * ```
 */
export function isPageLocked(path: string, pageLocks: readonly string[]): boolean {
  const wanted = lockedPagePath(path);
  return pageLocks.some((locked) => lockedPagePath(locked) === wanted);
}

function fullPath(request: NavigationRequest): string {
  return `${request.path}${request.search ?? ''}`;
}

/**
 * Whether following `entry` from `path` comes back to a path already passed (docs/decisions/0605):
 * its target, then the listed redirect of each target no route shows (the guard looks redirects up
 * for those alone), compared as redirects compare paths (0122). An external target or a page of its
 * own ends the chain.
 */
function isRedirectLoop(path: string, entry: Redirect, redirects: readonly Redirect[]): boolean {
  const passed = new Set([normaliseRedirectPath(path)]);
  for (let to: string | undefined = entry.to; to !== undefined; to = findRedirect(redirects, to)?.to) {
    if (isExternalTarget(to)) return false;
    // A page of its own first: a redirect that corrects the case of a page's path ends there,
    // though redirects compare paths without case (routes match with it).
    if (matchRoute(to.split(/[?#]/, 1)[0] ?? '') !== undefined) return false;
    const next = normaliseRedirectPath(to);
    if (passed.has(next)) return true;
    passed.add(next);
  }
  return false;
}

/**
 * The replace-navigation to a redirect's target, query kept (000 §2); page-not-found when it would
 * lead back to the URL asked: that URL has no page of its own, and "otherwise the user goes to
 * page-not-found" (000 §2; docs/decisions/0605).
 */
function followRedirect(request: NavigationRequest, entry: Redirect, shop: NavigationShop): GuardResolution {
  return isRedirectLoop(request.path, entry, shop.redirects)
    ? { type: 'not-found', from: fullPath(request) }
    : redirectIntent(entry, request.search ?? '');
}

function unknownPathIntent(
  request: NavigationRequest,
  shop: NavigationShop,
  lookup: NavigationState['redirectLookup'],
): NavigationResolution {
  const listed = findRedirect(shop.redirects, request.path);
  if (listed !== undefined) return followRedirect(request, listed, shop);
  if (!needsRedirectLookup(shop.redirects.length, shop.redirectCount)) {
    return { type: 'not-found', from: fullPath(request) };
  }
  if (lookup === undefined || normaliseRedirectPath(lookup.path) !== normaliseRedirectPath(request.path)) {
    return { type: 'lookup-redirect', path: request.path };
  }
  return lookup.redirect === undefined
    ? { type: 'not-found', from: fullPath(request) }
    : followRedirect(request, lookup.redirect, shop);
}

/**
 * The router-agnostic navigation guard: what should happen when a visitor asks for a path
 * (000 §2 Navigation rules, 001 §2 route-guard checks). Pure: it never fetches; when an unknown
 * path needs the server's redirect, it answers `lookup-redirect` and is called again with
 * `state.redirectLookup` filled ({@link guardNavigation} does both steps).
 *
 * @remarks
 * The checks run in this order (docs/decisions/0120): routes that skip bootstrap; the password
 * page itself; the password event; wrong domain; bootstrap failure; redirect domain; page locks;
 * unknown URLs and redirects; login-required routes; login/register for logged-in users; policy
 * handles; activation and reset links.
 *
 * @example
 * ```ts
 * resolveNavigation({ path: '/my-account' }, { ...state, loggedIn: false });
 * // { type: 'route', route: 'home', replace: true, notice: 'auth.login_required' }
 * ```
 */
export function resolveNavigation(request: NavigationRequest, state: NavigationState): NavigationResolution {
  const match = matchRoute(request.path);
  const route = match?.route;

  // 000 §2 route table: wrong-domain and error skip bootstrap
  if (skipsBootstrap(request)) return PROCEED;
  if (route?.name === 'password') return PROCEED;
  // 000 §2 Navigation rules: "A store password event ... sends the user to /password"
  if (state.passwordRequired) return passwordIntent(fullPath(request));
  // 000 §2 "A wrong domain goes to /wrong-domain"; §8 bootstrap 404
  if (state.bootstrap.status === 'wrong-domain') {
    return { type: 'route', route: 'wrong-domain', replace: true };
  }
  // 000 §2, §8 "bootstrap failures BOOTSTRAP_ERROR"
  if (state.bootstrap.status === 'failed') return errorIntent(BOOTSTRAP_ERROR);
  const shop = state.bootstrap.shop;

  // 000 §2 "A redirect domain may force an external redirect"
  const redirectDomain = shop.redirectDomain?.trim().toLowerCase();
  if (redirectDomain !== undefined && redirectDomain !== '' && redirectDomain !== state.host.toLowerCase()) {
    return {
      type: 'external',
      url: `${REDIRECT_DOMAIN_SCHEME}//${redirectDomain}${fullPath(request)}`,
      replace: true,
    };
  }

  // 000 §2 "Page locks send the visitor to /page-not-found", on whatever URL shows the page
  if (isPageLocked(request.path, shop.pageLocks)) return { type: 'not-found', from: fullPath(request) };

  // 000 §2 "Unknown URLs are checked against the redirect list"
  if (match === undefined || route === undefined)
    return unknownPathIntent(request, shop, state.redirectLookup);

  // 000 §2 "A route requiring login sends a logged-out visitor to /"
  if ('requiresLogin' in route) {
    if (!state.loggedIn) return loginRequiredIntent();
    if (state.firstLoad) return { type: 'route', route: 'home', replace: true, next: fullPath(request) };
  }

  // 000 §4 "A logged-in user opening login or register is redirected to my-account"
  if ('redirectsLoggedIn' in route && state.loggedIn) {
    return { type: 'route', route: 'my-account', replace: true };
  }

  // 000 §2 Policies page: allowed handles; ip only with visible_link (the report form with it)
  if (route.name === 'policies' && !isPolicyShown(match.params.handle ?? '', shop.visibleLink)) {
    return { type: 'not-found', from: fullPath(request) };
  }
  if (route.name === 'form-dmca' && !shop.visibleLink) return { type: 'not-found', from: fullPath(request) };
  // 000 §2 "handle ip shows the intellectual-property policy … only if the store's visible_link flag
  // is on; otherwise it goes to page-not-found": /pages/ip loads the same page by handle (trimmed)
  if (route.name === 'other-page' && !isPageShown(match.params.handle ?? '', shop.visibleLink)) {
    return { type: 'not-found', from: fullPath(request) };
  }

  // 000 §5 "Activation and reset need both customerID and token, else page-not-found"
  if (
    (route.name === 'activate-account' &&
      !isAccountLinkComplete(match.params.customerID, match.params.activationToken)) ||
    (route.name === 'reset-password' &&
      !isAccountLinkComplete(match.params.customerID, match.params.resetToken))
  ) {
    return { type: 'not-found', from: fullPath(request) };
  }

  return PROCEED;
}

/** Looks up the server's redirect for an unknown path; `undefined` when it has none. */
export type LookupRedirect = (path: string) => Promise<Redirect | undefined>;

/**
 * {@link resolveNavigation} with the redirect lookup carried out: always settles on an intent.
 *
 * @example
 * ```ts
 * const intent = await guardNavigation({ path: '/old-sale' }, state, (path) => lookup(path));
 * navigate(intent);
 * ```
 */
export async function guardNavigation(
  request: NavigationRequest,
  state: NavigationState,
  lookupRedirect: LookupRedirect,
): Promise<GuardResolution> {
  const first = resolveNavigation(request, state);
  if (first.type !== 'lookup-redirect') return first;
  const redirect = await lookupRedirect(first.path);
  const second = resolveNavigation(request, { ...state, redirectLookup: { path: first.path, redirect } });
  // the lookup is filled for this path, so the guard cannot ask again
  return second.type === 'lookup-redirect' ? { type: 'not-found', from: fullPath(request) } : second;
}
