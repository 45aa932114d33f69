/**
 * A page open from an earlier build, after a new one was deployed: its route modules still name
 * the earlier build's files, which the server no longer has (404, examples/platform-api
 * `ASSETS_PATH`). Without help, the shopper's next click on a route whose code was not loaded yet
 * would end on the error page. Here the browser loads the location the shopper was going to as a
 * new document instead, which brings the current build (docs/decisions/0566). The same happens when
 * the network drops a route's file: the new document asks again.
 */

/** What a page load remembers so that a failing reload does not loop (sessionStorage). */
export const STALE_BUILD_RELOAD_KEY = 'vitrine:stale-build-reload';
/**
 * A location is loaded again at most once in this time: a second failure inside it (the server
 * down, the file missing from the current build too) shows the error page as before.
 */
export const STALE_BUILD_RELOAD_WINDOW_MS = 10_000;

/** What {@link reloadOnStaleBuild} needs of the page (the browser's `window` has it). */
export interface StaleBuildPage {
  addEventListener(type: 'vite:preloadError', listener: (event: Event) => void): void;
  readonly location: {
    readonly pathname: string;
    readonly search: string;
    readonly hash: string;
    assign(url: string): void;
  };
  readonly sessionStorage: Pick<Storage, 'getItem' | 'setItem'>;
}

/** A location as a URL path, query and hash. */
export interface PendingLocation {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

const hrefOf = (at: PendingLocation) => `${at.pathname}${at.search}${at.hash}`;

/**
 * Loads the location being navigated to (`pending()`, react-router's `state.navigation.location`;
 * the current one when none) as a new document when Vite reports that a module failed to load
 * (`vite:preloadError`), once per location in {@link STALE_BUILD_RELOAD_WINDOW_MS}. When the page
 * cannot remember that it tried (storage refused), it does not try, so it can never loop.
 *
 * @param page - the browser's `window`
 * @param pending - where the router is going, if it is navigating
 * @param now - the clock (tests)
 */
export function reloadOnStaleBuild(
  page: StaleBuildPage,
  pending: () => PendingLocation | undefined,
  now: () => number = Date.now,
): void {
  page.addEventListener('vite:preloadError', (event) => {
    const target = hrefOf(pending() ?? page.location);
    try {
      const last = JSON.parse(page.sessionStorage.getItem(STALE_BUILD_RELOAD_KEY) ?? 'null') as {
        href?: unknown;
        at?: unknown;
      } | null;
      if (
        last?.href === target &&
        typeof last.at === 'number' &&
        now() - last.at < STALE_BUILD_RELOAD_WINDOW_MS
      )
        return;
      page.sessionStorage.setItem(STALE_BUILD_RELOAD_KEY, JSON.stringify({ href: target, at: now() }));
    } catch {
      return;
    }
    // Vite then does not rethrow: the page is being replaced.
    event.preventDefault();
    page.location.assign(target);
  });
}
