import type { IntentHref } from '@vitrine/core-shop';
import type { Navigate, NavigationIntent } from '@vitrine/ports';

/**
 * Where an intent leads: what core-shop's `intentHref` answers (its location, and for a
 * login-required route the `next` path and the `notice` to show, 000 §2).
 */
export type IntentTarget = IntentHref;

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
  /**
   * Shows a notice on arrival: a message id of `@vitrine/messages` (000 §2, §8: a logged-out
   * visitor sent home from a login-required page sees 'You need to be logged in to see this
   * page'). A host gives it to its notifications once `isMessageId` of `@vitrine/messages` knows it,
   * e.g. `storefront.notifications.push({ type: 'error', message: { id } })`.
   */
  readonly onNotice?: (messageId: string) => void;
}

/**
 * A {@link Navigate} over the History API, for a host without a router of its own: in-storefront
 * locations are pushed (or replaced) and a `popstate` event is dispatched so a router listening to
 * the history renders them; `external` leaves with a full page load; `reload` reloads; `scroll`
 * scrolls to the element of the hash, or to the top. A location with a `notice` shows it through
 * `onNotice` once there; one with a `next` path goes on to it (000 §2: a logged-in visitor's first
 * load of a login-required page goes to / and then to the page). A host with a router (React
 * Router) passes its own `navigate` port instead.
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
    const show = (href: string, replace: boolean) => {
      if (replace) win.history.replaceState(null, '', href);
      else win.history.pushState(null, '', href);
      win.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    };
    show(location.href, location.replace);
    if (location.notice !== undefined) options.onNotice?.(location.notice);
    if (location.next !== undefined) show(location.next, false);
  };
}
