import type { Navigate, NavigationIntent } from '@vitrine/ports';

/** Where an intent leads: what core-shop's `intentHref` answers. */
export interface IntentTarget {
  readonly href: string;
  readonly replace: boolean;
  readonly external: boolean;
}

/** What {@link historyNavigate} needs of the page; `window` has it all. */
export interface HistoryWindowLike {
  readonly history: {
    pushState(data: unknown, unused: string, url: string): void;
    replaceState(data: unknown, unused: string, url: string): void;
  };
  readonly location: { assign(url: string): void; replace(url: string): void; reload(): void };
  readonly document: { getElementById(id: string): { scrollIntoView(): void } | null };
  scrollTo(x: number, y: number): void;
  dispatchEvent(event: Event): boolean;
}

/** Options of {@link historyNavigate}. */
export interface HistoryNavigateOptions {
  /** Turns a route intent into a location (core-shop's `intentHref`, which knows the route table). */
  readonly resolve: (intent: NavigationIntent) => IntentTarget | undefined;
  /** The page (default: `window`). */
  readonly window?: HistoryWindowLike;
}

/**
 * A {@link Navigate} over the History API, for a host without a router of its own: in-storefront
 * locations are pushed (or replaced) and a `popstate` event is dispatched so a router listening to
 * the history renders them; `external` leaves with a full page load; `reload` reloads; `scroll`
 * scrolls to the element of the hash, or to the top. A host with a router (React Router) passes its
 * own `navigate` port instead.
 *
 * @example
 * ```ts
 * import { intentHref } from '@vitrine/core-shop';
 * const navigate = historyNavigate({ resolve: intentHref });
 * navigate({ type: 'route', route: 'cart' }); // pushes /cart
 * ```
 */
export function historyNavigate(options: HistoryNavigateOptions): Navigate {
  const page = (): HistoryWindowLike => options.window ?? (globalThis as unknown as HistoryWindowLike);
  return (intent) => {
    const win = page();
    if (intent.type === 'reload') return win.location.reload();
    if (intent.type === 'scroll') {
      const target = intent.hash ? win.document.getElementById(intent.hash.replace(/^#/, '')) : null;
      if (target) target.scrollIntoView();
      else win.scrollTo(0, 0);
      return;
    }
    const location = options.resolve(intent);
    if (!location) return;
    if (location.external) {
      if (location.replace) win.location.replace(location.href);
      else win.location.assign(location.href);
      return;
    }
    if (location.replace) win.history.replaceState(null, '', location.href);
    else win.history.pushState(null, '', location.href);
    win.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  };
}
