import { intentHref, routePath } from '@vitrine/core-shop';
import type { Navigate, NavigationIntent } from '@vitrine/ports';

/** What the bridge needs of a react-router data router (`createBrowserRouter(...)` has it). */
export interface RouterLike {
  navigate(to: string, options?: { replace?: boolean; state?: FailedPageState }): Promise<void>;
  /** The navigation on its way, if any (`idle` when none), and where it goes. */
  readonly state: {
    readonly navigation: {
      readonly state: string;
      readonly location?:
        | { readonly pathname: string; readonly search: string; readonly hash: string }
        | undefined;
    };
  };
}

/**
 * The history state of the error page: the page whose load failed (its path, query and hash), for
 * the error page's Refresh (000 §2 "offers refreshing the page"). The error route's URL has only
 * its `code` (000 §2 route table), and it replaces the failed page's entry.
 */
export interface FailedPageState {
  readonly failedPage: string;
}

/** What the bridge needs of the page for the intents a router cannot carry out. */
export interface PageLike {
  readonly location: {
    readonly pathname: string;
    readonly search: string;
    readonly hash: string;
    assign(url: string): void;
    replace(url: string): void;
    reload(): void;
  };
  readonly document: { getElementById(id: string): { scrollIntoView(): void } | null };
  scrollTo(x: number, y: number): void;
}

/** Options of {@link createRouterNavigate}. */
export interface RouterNavigateOptions {
  /** The page (the browser's `window`); read only when an intent needs it. */
  readonly page: () => PageLike;
  /** A message id to show on arrival (000 §8 "Unauthenticated access"). */
  readonly onNotice?: (messageId: string) => void;
}

/** The {@link Navigate} port with its router attached later (the router needs the storefront first). */
export interface RouterNavigate extends Navigate {
  /** Attaches the router; intents received before are carried out then, in order. */
  attach(router: RouterLike): void;
}

/** The page shown when a load failed, unless it is the error page itself (a failed refresh). */
function failedPage(page: PageLike): FailedPageState | undefined {
  const { pathname, search, hash } = page.location;
  return pathname === routePath('error') ? undefined : { failedPage: `${pathname}${search}${hash}` };
}

/**
 * Whether a navigation the page started (a link, `navigate(to)`) is on its way: react-router adds
 * its history entry only once it completes, so the page shown (`page.location`) is still the one
 * the shopper is leaving. A Back or Forward (the browser moved already) and a first load are not.
 */
function leavingShownPage(router: RouterLike, page: PageLike): boolean {
  const { state, location: target } = router.state.navigation;
  if (state === 'idle' || !target) return false;
  const { pathname, search, hash } = page.location;
  return `${pathname}${search}${hash}` !== `${target.pathname}${target.search}${target.hash}`;
}

/**
 * The sdk's `navigate` port carried out by react-router: the one place where a
 * {@link NavigationIntent} becomes a location (000 §2 Navigation rules).
 *
 * @remarks
 * Locations come from core-shop's `intentHref` (the one route table): route intents push or
 * replace through the router (history mode); `external` leaves with a full page load; `reload`
 * reloads; `scroll` scrolls to the hash's element or to the top. A route intent's `next` is opened
 * once its own location is shown (000 §2: a logged-in first load of a login-required route goes to
 * / and then to the path), and its `notice` is shown on arrival. Router calls are deferred one
 * microtask so an intent raised inside a navigation (the guard's loader) interrupts it cleanly.
 */
export function createRouterNavigate(options: RouterNavigateOptions): RouterNavigate {
  let router: RouterLike | undefined;
  const waiting: NavigationIntent[] = [];

  const carryOut = (target: RouterLike, intent: NavigationIntent): void => {
    if (intent.type === 'reload') {
      options.page().location.reload();
      return;
    }
    if (intent.type === 'scroll') {
      const page = options.page();
      const element = intent.hash ? page.document.getElementById(intent.hash.replace(/^#/, '')) : null;
      if (element) element.scrollIntoView();
      else page.scrollTo(0, 0);
      return;
    }
    const location = intentHref(intent);
    if (!location) return;
    // A replace takes the place of the URL asked, not of the page before it: when the guard turns
    // away a link the shopper followed, that link's entry does not exist yet, so the intent's
    // location is pushed and Back returns to the page the shopper was on (decisions 0120, 0282).
    const replace = location.replace && !leavingShownPage(target, options.page());
    if (location.external) {
      const page = options.page();
      if (replace) page.location.replace(location.href);
      else page.location.assign(location.href);
      return;
    }
    const state =
      intent.type === 'route' && intent.route === 'error' ? failedPage(options.page()) : undefined;
    void Promise.resolve()
      .then(() => target.navigate(location.href, { replace, ...(state ? { state } : {}) }))
      .then(() => {
        if (location.notice !== undefined) options.onNotice?.(location.notice);
        if (location.next !== undefined) return target.navigate(location.next);
        return undefined;
      });
  };

  const navigate = (intent: NavigationIntent): void => {
    if (router) carryOut(router, intent);
    else waiting.push(intent);
  };
  return Object.assign(navigate, {
    attach(target: RouterLike) {
      router = target;
      for (const intent of waiting.splice(0)) carryOut(target, intent);
    },
  });
}
